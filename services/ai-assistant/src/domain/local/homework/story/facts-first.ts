import { CARDINAL_WORD } from '../../text/cardinals.js';
import { afterDoingFacts } from './after-doing.js';
import { askedPerson, isClause, type FactsFirst } from './order-clauses.js';
import { capitalize } from './words.js';

/**
 * Facts told inside the question, said first as a sentence of their own, the plain order the readers
 * know:
 * - a leading condition: "If Nancy grew 2 onions, how many onions did Mike grow?" is
 *   "Nancy grew 2 onions. How many onions did Mike grow?" (also "Given that", "Suppose", "Assuming",
 *   "After his dad took 75 nickels");
 * - a trailing condition: "How many will she have left if she is given another 36?" is
 *   "She is given another 36. How many will she have left?"
 * A condition that is not a fact of the story is left as it is: a wish against the facts ("If he
 * were", "had he been", "instead") or a clause the question does not follow from.
 */
const LEADS = String.raw`If|Given that|Suppose(?: that)?|Assuming(?: that)?|Provided(?: that)?|After|When|Once|Now that`;
const LEADING = new RegExp(String.raw`^(?:${LEADS}),? (.+?),(?: then)? ((?:how|what)\b[^?]*\?)$`);
const TRAILS = String.raw`if|when|given that|assuming(?: that)?|provided(?: that)?|considering(?: that)?|knowing that`;
const TRAILING = new RegExp(String.raw`^((?:How|What)\b.+?),? (${TRAILS}) ([^?]+)\?$`);
// A fact tells an amount; "if they put their dolls together" is how the question is meant, left in it.
const AMOUNT = new RegExp(String.raw`\d|\b(?:${CARDINAL_WORD})\b`, 'i');
const AGAINST_FACTS = new RegExp(String.raw`\b(?:(?:I|he|she|it|[A-Z][a-z]+) were|had (?!(?:${CARDINAL_WORD})\b)(?:been|\w+ed|\w+en)|instead|would have|could have|rather)\b`);

// "If he reads the same number of pages each day": an assumption of the question, read with it.
const ASSUMED = /\bthe same (?:number|amount|quantity)\b/;

const asFact = (clause: string): string | null =>
  AMOUNT.test(clause) && !AGAINST_FACTS.test(clause) && !ASSUMED.test(clause) && isClause(clause) ? `${capitalize(clause)}.` : null;

function leadingFacts(sentence: string): FactsFirst | null {
  const leading = LEADING.exec(sentence);
  const fact = leading ? asFact(leading[1]!) : null;
  return fact ? { facts: [fact], question: capitalize(leading![2]!) } : null;
}

function trailingFacts(sentence: string): FactsFirst | null {
  const trailing = TRAILING.exec(sentence);
  // "How many … when …, if …": a question with a second condition keeps both.
  if (!trailing || /\b(?:if|when|after)\b/i.test(trailing[1]!)) return null;
  const fact = asFact(trailing[3]!);
  return fact ? { facts: [askedSubject(fact, trailing[1]!)], question: `${trailing[1]!}?` } : null;
}

/**
 * "How many does Kenya have if she has 48 more than Jose?": the "she" of the condition is the
 * question's person, who must be named once the condition stands before the question. A condition
 * with its own "him" or "her" ("if she gives him 5") keeps its pronouns.
 */
function askedSubject(fact: string, question: string): string {
  const asked = askedPerson(question);
  // question-facts: "will Mrs. Hilt walk": the person is the title with the name after it.
  const person = asked && /^(?:Mr|Mrs|Ms|Dr)$/.test(asked) ? new RegExp(String.raw`\b${asked}\.? [A-Z][a-z]+`).exec(question)?.[0] : asked;
  if (!person || !/^(?:(?:Mr|Mrs|Ms|Dr)\.? )?[A-Z][a-z]+$/.test(person) || !/^(?:He|She) /.test(fact) || /\b(?:him|her|them)\b/.test(fact)) return fact;
  return fact.replace(/^(?:He|She) /, `${person} `);
}

/** What "How many bottle caps does she have" counts, for a fact that leaves it out ("another 88"). */
const AUX = 'do|does|did|will|would|are|is|were|was|can|could|should|has|have|had';
const ASKED_THINGS = new RegExp(String.raw`^How many (?:more |fewer |less |extra )?((?!(?:${AUX})\b)[a-z]+(?: (?!(?:${AUX})\b)[a-z]+)?) (?:${AUX})\b`, 'i');
/** A count whose things are left out, after a verb of having or getting: "found another 88", "has 12"; never "the number of boys is 12". */
const COUNT_VERB = String.raw`(?<=\b(?:another|has|have|had|found|finds|got|gets|received|receives|bought|buys|ate|eats|gave away|gives away|wants|wanted|sold|sells|used|uses|lost|loses|took|takes|added|adds|picked|picks|made|makes|needs?|owns?|collected|collects|given|grew|grows) (?:only |just |already )?)`;
const BARE_COUNT = new RegExp(String.raw`${COUNT_VERB}(\d+(?:\.\d+)?)\.$`);
// paraphrase: "if Sandy grew 51 and Mike grew 23": a count before a second person's clause counts the same things.
const BARE_COUNT_JOINED = new RegExp(String.raw`${COUNT_VERB}(\d+(?:\.\d+)?)(?=,? and (?:(?:[A-Z][a-z]+|he|she|they) )?[a-z]+ \d+(?:\.\d+)?\.$)`);
const askedThings = (question: string): string | undefined => ASKED_THINGS.exec(question)?.[1];

/** The facts told inside a question sentence, before and after it, then the bare question; or null. */
export function factsFirst(sentence: string, before = ''): FactsFirst | null {
  const leading = leadingFacts(sentence) ?? afterDoingFacts(sentence, before);
  const question = leading?.question ?? sentence;
  const trailing = trailingFacts(question);
  if (!leading && !trailing) return null;
  const asked = trailing?.question ?? question;
  const things = askedThings(asked);
  const facts = [...(leading?.facts ?? []), ...(trailing?.facts ?? [])];
  // "if she found another 88": the number counts what the question asks about.
  return { facts: things ? facts.map((fact) => fact.replace(BARE_COUNT_JOINED, `$1 ${things}`).replace(BARE_COUNT, `$1 ${things}.`)) : facts, question: asked };
}

/** "Suppose Kaleb earned 4 dollars." tells the fact "Kaleb earned 4 dollars."; null for other sentences. */
export function supposedFact(sentence: string): string | null {
  const supposed = /^(?:Suppose|Imagine|Assume)(?: that)?,? ([^?]+)\.$/.exec(sentence);
  return supposed ? asFact(supposed[1]!) : null;
}
