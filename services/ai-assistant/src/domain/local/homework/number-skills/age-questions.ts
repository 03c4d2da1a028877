/**
 * The question of an age problem: whose ages it asks for ("How old is Ben?", "Find the age of his son", "Find
 * the present ages of Lewis and Brown", "How old are they?"), or their sum, difference or average ("What is the
 * sum of their present ages?", "How many years older is Lavinia's son than Lavinia's daughter?", "the average
 * age of the three"). A question may carry a fact with it ("If her mother is 44 years old, how old is Vidya?",
 * "Find Vidya's age if her mother is 44"), and a sentence may hold two facts ("George is 8 years more than
 * Christopher and Ford is 2 years younger than Christopher", "… as old as Dexter who is 8"): each becomes a
 * sentence of its own.
 */
export type AgeAsk = { kind: 'ages' | 'sum' | 'average'; people: string[] | 'all' } | { kind: 'difference'; people: [string, string] | 'all'; order: 'older' | 'younger' | 'either' };

export const WHO = String.raw`((?:(?:the|his|her|their|my|a|an)\s+)?(?:(?:Mrs?|Ms|Dr)\s+)?[A-Za-z]+(?:(?:'s|’s)\s+[a-z]+)?)`;
const PRESENT = String.raw`(?:present\s+|current\s+)?`;
const ONE: ReadonlyArray<RegExp> = [
  new RegExp(`^how\\s+(?:old|many\\s+years\\s+old)\\s+(?:is|am|was|will)\\s+${WHO}(?:\\s+(?:be\\s+going\\s+to\\s+be|going\\s+to\\s+be|be|turn))?$`, 'i'),
  new RegExp(`^(?:what\\s+(?:is|was|will\\s+be)|find|determine|calculate)\\s+${WHO}(?:'s|’s)\\s+${PRESENT}age$`, 'i'),
  new RegExp(`^(?:what\\s+(?:is|was|will\\s+be)|find|determine|calculate)\\s+the\\s+${PRESENT}age\\s+of\\s+${WHO}$`, 'i'),
  new RegExp(`^(?:what\\s+(?:is|was|will\\s+be)|find|determine|calculate)\\s+(his|her|my)\\s+${PRESENT}age$`, 'i'),
];
const THEY = String.raw`(?:they|we|both\s+of\s+them|the\s+two|the\s+\d+|them|the\s+\d+\s+of\s+them)`;
const ALL = new RegExp(`^(?:how\\s+old\\s+are\\s+${THEY}|(?:what\\s+are|find|determine)\\s+their\\s+${PRESENT}ages|how\\s+old\\s+is\\s+each(?:\\s+of\\s+them)?|find\\s+the\\s+${PRESENT}ages?\\s+of\\s+each)$`, 'i');
const LISTED = new RegExp(`^(?:how\\s+old\\s+are|(?:what\\s+are|find|determine)\\s+the\\s+${PRESENT}ages?\\s+of)\\s+(.+)$`, 'i');
const TOTAL = new RegExp(`^(?:what\\s+(?:is|was|will\\s+be)|find|calculate)\\s+the\\s+(sum|total|average)\\s+(?:of\\s+)?(?:their\\s+${PRESENT}ages|(?:the\\s+)?${PRESENT}ages?\\s+of\\s+(.+))$`, 'i');
const OLDER = new RegExp(`^how\\s+(?:many\\s+years|much)\\s+(older|younger)\\s+(?:is|was|will)\\s+${WHO}(?:\\s+be)?\\s+than\\s+${WHO}(?:\\s+(?:is|was|will\\s+be))?(?:\\s+in\\s+years)?$`, 'i');
const DIFFERENCE = new RegExp(`^(?:what\\s+is|what's|find|calculate)\\s+the\\s+(?:age\\s+)?difference\\s+(?:in\\s+age\\s+)?(?:between|of|in)\\s+(?:their\\s+ages|the\\s+ages?\\s+of\\s+(.+)|(.+))$`, 'i');

const list = (words: string): string[] => words.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).filter(Boolean);

/** What the question asks about whom (names as written, 'all' for "they"); null when it is no age question. */
export function askedOf(question: string): AgeAsk | null {
  if (ALL.test(question)) return { kind: 'ages', people: 'all' };
  const one = ONE.map((shape) => shape.exec(question)).find(Boolean);
  if (one) return { kind: 'ages', people: [one[1]!] };
  const total = TOTAL.exec(question);
  if (total) {
    const kind = total[1]!.toLowerCase() === 'average' ? 'average' : 'sum';
    const named = total[2] && !new RegExp(`^${THEY}$`, 'i').test(total[2]) ? list(total[2]) : 'all';
    return named === 'all' || named.length >= 2 ? { kind, people: named } : null;
  }
  const older = OLDER.exec(question);
  if (older) return { kind: 'difference', people: [older[2]!, older[3]!], order: older[1]!.toLowerCase() as 'older' | 'younger' };
  const difference = DIFFERENCE.exec(question);
  const between = difference && (difference[1] ?? difference[2]) ? list(difference[1] ?? difference[2]!) : [];
  if (difference && between.length === 0) return { kind: 'difference', people: 'all', order: 'either' };
  if (difference) return between.length === 2 ? { kind: 'difference', people: [between[0]!, between[1]!], order: 'either' } : null;
  const listed = LISTED.exec(question)?.[1];
  const names = listed ? list(listed) : [];
  return names.length >= 2 ? { kind: 'ages', people: names } : null;
}

const CLAUSE_START = String.raw`(?=(?:[A-Z][a-z]+|(?:his|her|the)\s+(?:[a-z]+\s+)?[a-z]+(?:\s+[A-Z][a-z]+)?)(?:(?:'s|’s)\s+[a-z]+)?\s+(?:is|was|will)\b)`;

const SHARED_SUBJECT = /^(.+?)\s+(is|was|will\s+be)\s+(.+?)\s*,?\s+and\s+(?:(?:is|was|will\s+be)\s+)?((?:\d+\s+(?:years?\s+)?(?:older|younger)\s+than|\d+(?:\/\d+)?\s+times)\s.+)$/i;

/** "A is 8 years more than C and F is 2 years younger than C" as two sentences; one when the first part has no verb. */
function twoClauses(sentence: string): string[] {
  // "Matthew is 2 years older than Rebecca and 4 years younger than Freddy": one subject, two relations.
  const shared = SHARED_SUBJECT.exec(sentence);
  if (shared && !/\band\b/i.test(shared[3]!)) return [`${shared[1]} ${shared[2]} ${shared[3]}`, `${shared[1]} ${shared[2]} ${shared[4]}`];
  const joint = new RegExp(String.raw`\s*,?\s+(?:and|while|but)\s+${CLAUSE_START}`).exec(sentence);
  if (!joint || !/\b(?:is|am|are|was|were|will)\b/.test(sentence.slice(0, joint.index))) return [sentence];
  return [sentence.slice(0, joint.index), ...twoClauses(sentence.slice(joint.index + joint[0].length))];
}

/** The sentences with a question's own fact moved before it, and two facts in one sentence told apart. */
export function factsBeforeQuestion(sentences: string[]): string[] {
  const told = sentences.slice(0, -1).flatMap((s) => s
    .replace(/\s([A-Z][a-z]+),?\s+who\s+(is|was)\s+(.+)$/, ' $1. $1 $2 $3')
    .split(/\.\s+/).flatMap(twoClauses).map((x) => x.replace(/\.$/, '').trim()));
  const question = sentences.at(-1)!;
  const leading = /^if\s+(.+?)\s*,?\s+((?:how|what|find|determine|calculate|in\s+how)\b.+)$/i.exec(question);
  if (leading) return [...told, ...twoClauses(leading[1]!), leading[2]!];
  const trailing = /^((?:how|what|find|determine|calculate|in\s+how)\b.+?)\s*,?\s+if\s+(.+)$/i.exec(question);
  if (trailing) return [...told, ...twoClauses(trailing[2]!), trailing[1]!];
  return [...told, question];
}
