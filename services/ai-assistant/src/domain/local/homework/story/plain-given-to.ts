/**
 * A gift told with "to", when the question asks about the one who got it, said with the receiver
 * first, the form the readers of a receiver's gain know: "Robert gave 109 markers to Megan. How many
 * markers does Megan have now?" → "Robert gave Megan 109 markers. …"; "… gave 109 markers to her.
 * How many … does she have?" likewise. A question about the giver, or about nobody in the gift, keeps
 * the "to" (the readers of a giver's loss read that form), and so does a receiver whose own start the
 * story has not told ("Ann and Ben have 60 apples together. Ann gives 10 apples to Ben.").
 */
const NAME = '[A-Z][a-z]+';
const GIFT = new RegExp(String.raw`\b(${NAME}|[Hh]e|[Ss]he|[Tt]hey) (gave|gives|give|hands|handed|passes|passed|sends|sent|lends|lent) (\d+(?:\.\d+)? (?:[a-z]+ )?[a-z]+) to (${NAME}|her|him|them)(?=[.,!]|$| (?:today|yesterday|later|now)\b)`, 'g');
const SUBJECT: Readonly<Record<string, string>> = { her: 'she', him: 'he', them: 'they' };
const NOT_NAMES = new Set(['The', 'A', 'An', 'If', 'Then', 'How', 'What', 'When', 'After', 'There', 'She', 'He', 'They', 'It', 'His', 'Her', 'Their', 'Now', 'So', 'But', 'I', 'We']);

/** The question asks about the receiver, not the giver: the receiver (or its pronoun) is named in it and the giver is not. */
function asksReceiver(question: string, giver: string, receiver: string): boolean {
  const words = new Set(question.split(/[^A-Za-z']+/).map((w) => w.replace(/'s$/, '')));
  const named = (who: string): boolean => (SUBJECT[who] ? words.has(SUBJECT[who]!) || words.has(capitalizeWord(SUBJECT[who]!)) || words.has(who) : words.has(who));
  if (!named(receiver) || !/^[A-Z]/.test(giver) || /^(?:He|She|They)$/.test(giver)) return false;
  return !words.has(giver);
}

const OWNS = String.raw`(?:has|had|owns|owned|keeps|kept|gets|got|collected|bought|found|picked|received|started with|began with) (?:a total of )?\d`;
/** The receiver's own start was told before the gift ("Megan had 217 markers"), not a total shared with others ("Ann and Ben have 60"). */
const ownStartTold = (before: string, name: string): boolean => new RegExp(String.raw`(?<!\band )\b${name} ${OWNS}`).test(before);

/** "her" is someone the story named before the gift, not the giver, with a start of her own. */
function namedBefore(before: string, giver: string): boolean {
  return (before.match(/\b[A-Z][a-z]+\b/g) ?? []).some((name) => name !== giver && !NOT_NAMES.has(name) && ownStartTold(before, name));
}

// para-rewrites: "What is the new total?" asks about nobody: the receiver's total, when only the receiver's start was told.
const PERSON_WORDS = /\b(?:[A-Z][a-z]+|he|she|they|him|her|them|his|their|hers|theirs|I|we|you|me|us|my|our|your)\b/g;
const asksNobody = (question: string): boolean => (question.match(PERSON_WORDS) ?? []).every((w) => NOT_NAMES.has(w) && !/^(?:She|He|They|His|Her|Their|I|We)$/.test(w));

const capitalizeWord = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** "Robert gave 109 markers to Megan. How many markers does Megan have?" → "Robert gave Megan 109 markers. …" */
export function plainGivenTo(story: string): string {
  const question = /[^.?!]*\?\s*$/.exec(story)?.[0];
  if (!question) return story;
  const statement = story.slice(0, story.length - question.length);
  const rewritten = statement.replace(GIFT, (all, giver: string, verb: string, amount: string, receiver: string, at: number) =>
    NOT_NAMES.has(receiver) || giver === receiver || !(asksReceiver(question, giver, receiver) || (asksNobody(question) && /^[A-Z]/.test(giver) && !NOT_NAMES.has(giver) && !ownStartTold(statement, giver)))
      || (SUBJECT[receiver] !== undefined ? !namedBefore(statement.slice(0, at), giver) : !ownStartTold(statement.slice(0, at), receiver))
      ? all : `${giver} ${verb} ${receiver} ${amount}`);
  return `${rewritten}${question}`;
}
