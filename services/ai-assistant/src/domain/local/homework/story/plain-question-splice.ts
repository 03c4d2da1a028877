import { eachSentence, isClause } from './order-clauses.js';
import { capitalize } from './words.js';

/**
 * A fact and its question run together with a comma, "Frank worked 8 hours on each of 4 days, how
 * many hours did he work?", said as two sentences: "Frank worked 8 hours on each of 4 days. How many
 * hours did he work?" A condition joined after the fact ("…14 seats, and if each seat holds 6, how
 * many …?") starts the question sentence, where the plain order reads it like any other. Only a
 * fact that stands alone as a clause with a number is cut off; a lead ("In a group of 9,", "If …,")
 * stays with its question.
 */
const SPLICED = /^([^?]*?\d[^?]*?),(?: and| so)? ((?:if|when|given that|assuming(?: that)?)\b[^?]*?, )?((?:how (?:many|much)|what)\b[^?]*\?)$/;
const LEAD = /^(?:If|When|Whenever|After|Before|While|Once|Since|Because|As|Given|Suppose|Supposing|Assuming|Provided|Considering|Knowing|With|Without|Using|Having|Taking|In|At|On|For|From|Of|To|By|During|Among|Out|Starting|Let's|Let)\b/;

function splitQuestion(sentence: string): string {
  const spliced = SPLICED.exec(sentence);
  if (!spliced) return sentence;
  const [, fact, condition = '', question] = spliced;
  if (LEAD.test(fact!) || /,/.test(fact!) || !isClause(fact!)) return sentence;
  return `${fact!}. ${capitalize(condition)}${condition ? question : capitalize(question!)}`;
}

export function plainQuestionSplice(story: string): string {
  return eachSentence(story, splitQuestion);
}
