import { cardinalsAsDigits } from '../../text/cardinals.js';

/**
 * Sentences about people's ages read as linear relations between their ages now ("Ann is 4 years older than
 * Ben", "In 5 years the sum of their ages will be 40", "Miguel is 4 years older than thrice his son's age"). A
 * person is a capitalised name, a family role ("his son", "a father", "Ann's mother", "his sister Darcy": Darcy)
 * or a pronoun that points back to one. Each relation keeps the time it speaks of (years from now: +5, 3 years
 * ago: −3; "the present age of" is now whatever the sentence's time), and its verb must agree with that time
 * ("will be" only in the future, "was" only in the past). Anything else is unread.
 */
export type AgeRelation =
  | { kind: 'age'; person: string; years: number; at: number }
  /** person's age at `at` = factor × of's age at `ofAt` + offset. */
  | { kind: 'linear'; person: string; of: string; factor: number; offset: number; at: number; ofAt: number }
  | { kind: 'sum'; people: string[] | 'all'; years: number; at: number };

export const ROLE = String.raw`(?:father|mother|dad|mom|son|daughter|brother|sister|grandfather|grandmother|grandpa|grandma|grandson|granddaughter|uncle|aunt|cousin|niece|nephew|husband|wife|teacher|friend|man|woman|cat|dog|rabbit|hamster|parrot|puppy|kitten|horse|turtle)`;
const OWNER = String.raw`(?:the|his|her|their|my|a|an)`;
const NAME = String.raw`(?:(?:Mrs?|Ms|Dr)\s+)?[A-Z][a-z]+`;
export const PERSON = String.raw`(?:${OWNER}\s+)?(?:(?:older|younger|elder|little|big|baby)\s+)?${ROLE}(?:\s+${NAME})?|${NAME}(?:(?:'s|’s)\s+${ROLE}(?:\s+${NAME})?)?|he|she|him|her|his|I|me`;
const P = `(${PERSON})`;
const N = String.raw`(\d+(?:\.\d+)?)`;
export const VERB = String.raw`(?:is|am|are|was|were|will\s+be|would\s+be|shall\s+be)`;
const TURNS = String.raw`(?:will\s+turn|turns|turned)`;
export const OLD = String.raw`(?:\s+years?(?:\s+old)?|\s+years?\s+of\s+age)?`;
const FACTOR = String.raw`(\d+(?:\.\d+)?|\d+\/\d+)\s+times`;
const TOGETHER = String.raw`(?:together|altogether|combined|in\s+total)`;
export const AGE_OF = String.raw`(?:(?:his|her|my)\s+(?:present\s+|current\s+)?age|(?:the\s+)?(?:present\s+|current\s+)?age\s+of\s+(?:${PERSON})|(?:${PERSON})(?:'s|’s)\s+(?:present\s+|current\s+)?age|that\s+of\s+(?:${PERSON})|(?:${PERSON}))`;
const SUBJECT = new RegExp(String.raw`^(${AGE_OF})\s+(is\s+equal\s+to|${VERB}|${TURNS}|equals)\s+(.+)$`, 'i');
const OFFSET = new RegExp(String.raw`^${N}\s+(?:years?\s+)?(older|elder|more|younger|less)\s+than\s+(.+)$`, 'i');
const OBJECT = new RegExp(String.raw`^(?:${FACTOR}\s+(?:of\s+)?)?(?:(as\s+old\s+as\s+)?(${AGE_OF})(?:\s+(${VERB}))?|(as\s+old))(?:\s+(plus|minus)\s+${N})?$`, 'i');

/** The person an age phrase is about: "the present age of Jacob" → "Jacob", "his son's age" → "his son". */
export function whose(phrase: string): string {
  return phrase.replace(/^(his|her|my)\s+(?:present\s+|current\s+)?age$/i, '$1').replace(/^(?:the\s+)?(?:present\s+|current\s+)?age\s+of\s+|^that\s+of\s+/i, '').replace(/(?:'s|’s)\s+(?:present\s+|current\s+)?age$/i, '').trim();
}

/** Two or more people: "Ann, Ben and Cy", "Ann's, Ben's, and Cy's" (with `owned`), split by `people`. */
const LIST = (owned: string): string => String.raw`((?:${PERSON})${owned}(?:\s*,\s*(?:${PERSON})${owned})*\s*,?\s+and\s+(?:${PERSON})${owned})`;
const PRESENT = String.raw`(?:present\s+|current\s+)?`;
const OWNED = String.raw`(?:'s|’s)(?:\s+${PRESENT}age)?`;
const people = (list: string): string[] => list.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).map((p) => p.replace(/(?:'s|’s)(?:\s+(?:present\s+|current\s+)?age)?$/, '')).filter(Boolean);

/** `together`: the shape reads a sum only with a word that says so ("They are 30 years old" is each one's age). */
const SUMS: ReadonlyArray<{ shape: RegExp; people: (m: RegExpExecArray) => string[] | 'all'; years: (m: RegExpExecArray) => string; together?: true }> = [
  {
    shape: new RegExp(`^(?:the\\s+)?(?:sum|total)\\s+(?:total\\s+)?of\\s+(?:their\\s+${PRESENT}ages|the\\s+${PRESENT}ages?\\s+of\\s+${LIST('')}|${LIST(OWNED)}(?:\\s+${PRESENT}ages)?)\\s+${VERB}\\s+${N}${OLD}$`, 'i'),
    people: (m) => (m[1] ? people(m[1]) : m[2] ? people(m[2]) : 'all'), years: (m) => m[3]!,
  },
  {
    shape: new RegExp(`^(?:together\\s+)?${P}(?:'s|’s)\\s+and\\s+${P}(?:'s|’s)\\s+ages\\s+(?:(?:together\\s+)?(?:equal|total|add\\s+up\\s+to|sum\\s+to))\\s+${N}${OLD}$`, 'i'),
    people: (m) => [m[1]!, m[2]!], years: (m) => m[3]!,
  },
  {
    shape: new RegExp(`^(?:their\\s+(?:combined|total)\\s+ages?|the\\s+combined\\s+ages?\\s+of\\s+${P}\\s+and\\s+${P}|their\\s+ages\\s+(?:add\\s+up\\s+to|total))\\s+(?:${VERB}\\s+)?${N}${OLD}$`, 'i'),
    people: (m) => (m[1] ? [m[1], m[2]!] : 'all'), years: (m) => m[3]!,
  },
  {
    shape: new RegExp(`^${LIST('')}\\s+have\\s+a\\s+(?:combined|total)\\s+age\\s+of\\s+${N}${OLD}$`, 'i'),
    people: (m) => people(m[1]!), years: (m) => m[2]!,
  },
  {
    shape: new RegExp(`^(?:${TOGETHER}\\s*,?\\s+)?(?:they|${P}\\s+and\\s+${P})(?:\\s+${TOGETHER})?\\s+${VERB}(?:\\s+${TOGETHER})?\\s+${N}\\s+years?\\s+old(?:\\s+${TOGETHER})?$`, 'i'),
    people: (m) => (m[1] ? [m[1], m[2]!] : 'all'), years: (m) => m[3]!, together: true,
  },
];

/** Number words as digits and "twice", "half as old" as factors: "twice" → "2 times". */
export function ageWords(text: string): string {
  const PART = String.raw`(?=as\s+old\b|(?:the\s+)?(?:present\s+)?age\b|of\b|that\s+of\b|[A-Z][a-z]+(?:'s|’s)|(?:his|her|their)\s+[a-z]+(?:'s|’s))`;
  return cardinalsAsDigits(text, '(?![- ](?:third|fourth|quarter|half))').replace(/\bI['’]m\b/g, 'I am').replace(/\bI['’]ll\b/g, 'I will')
    .replace(/\b(in|after)\s+a\s+year\b/gi, '$1 1 year').replace(/\ba\s+year\s+(ago|from\s+now|later|earlier|before)\b/gi, '1 year $1')
    .replace(new RegExp(String.raw`\b(${ROLE}),\s+([A-Z][a-z]+),(?=\s+(?:is|was|will)\b)`, 'g'), '$1 $2')
    .replace(/\bM(rs?|s|r)\.\s*/g, 'M$1 ').replace(/\bDr\.\s*/g, 'Dr ')
    .replace(/\b(\d+\/\d+)(?:th|rd|nd|st|s)?\s+(?=the\s+age\b|as\s+old\b|of\s+(?:the\s+age|[A-Z][a-z]+(?:'s|’s)|(?:his|her|their)\s+[a-z]+(?:'s|’s)))/g, '$1 times ').replace(/\btwice\b/gi, '2 times').replace(new RegExp(String.raw`\bdouble\s+(?:of\s+)?${PART}`, 'gi'), '2 times ').replace(/\bthrice\b/gi, '3 times')
    .replace(new RegExp(String.raw`\b(?:one\s+|a\s+)?half\s+(?:of\s+)?${PART}`, 'gi'), '1/2 times ')
    .replace(new RegExp(String.raw`\b(?:one|a)[-\s]third\s+(?:of\s+)?${PART}`, 'gi'), '1/3 times ')
    .replace(new RegExp(String.raw`\b(?:one|a)[-\s](?:fourth|quarter)\s+(?:of\s+)?${PART}`, 'gi'), '1/4 times ')
    .replace(/\b(\d+(?:\/\d+)?)\s+times\s+of\b/gi, '$1 times').replace(/\bthe\s+(\d+(?:\/\d+)?\s+times)\b/gi, '$1')
    // "Frederick is 2 times older than Tyson": the data sets and most teachers mean 2 times as old.
    .replace(/\b(\d+(?:\/\d+)?)\s+times\s+older\s+than\b/gi, '$1 times as old as')

}

/** Words for now: stripped from a sentence, or the other person's time when the sentence speaks of another. */
const NOW = /\b(?:now|today|currently|at\s+present|right\s+now|presently)\b/i;
const TIME = String.raw`(?:in|after)\s+(\d+)\s+(?:more\s+)?years?(?:\s+(?:from\s+now|time))?|(\d+)\s+years?\s+(?:from\s+now|later|hence)|(\d+)\s+years?\s+(?:ago|before|earlier|back)|(next|last)\s+year`;

/**
 * The time a sentence speaks of, in years from now, and the sentence without it. A second time may close the
 * sentence after the other person's verb ("… twice as old as Ajith was 10 years ago"): that is the other's time.
 */
export function sentenceTime(sentence: string): { at: number; objectAt: number | null; rest: string; untimed: string } | null {
  const found = [...sentence.matchAll(new RegExp(`(?:^|\\s|,)(?:${TIME})(?=$|\\s|,)`, 'gi'))];
  const closing = found.length === 2 && /\b(?:is|was|will\s+be)\s*$/i.test(sentence.slice(0, found[1]!.index)) && sentence.slice(found[1]!.index + found[1]![0].length).trim() === '';
  if (found.length > 2 || (found.length === 2 && !closing)) return null;
  const years = (m: RegExpMatchArray): number => (m[1] ? +m[1] : m[2] ? +m[2] : m[3] ? -m[3] : m[4]!.toLowerCase() === 'next' ? 1 : -1);
  const at = found[0] ? years(found[0]) : 0;
  const untimed = found.reduce((text, m) => text.replace(m[0], ' '), sentence);
  const rest = untimed.replace(/^\s*(?:and|but|also)\b/i, ' ')
    .replace(new RegExp(`${NOW.source}|\\bthen\\b`, 'gi'), ' ')
    .replace(/\s*,\s*(?=(?:[A-Z][a-z]+(?:'s|’s)?\s*,\s*)*[A-Z][a-z]+(?:'s|’s)?\s*,?\s+and\s)/g, '¦').replace(/\s*,\s*/g, ' ').replace(/¦/g, ', ').replace(/\s+/g, ' ').trim();
  return { at, objectAt: found[1] ? years(found[1]) : null, rest, untimed };
}

const tenseFits = (verb: string, at: number): boolean => (/^(?:will|would|shall)/i.test(verb) ? at > 0 : /^(?:w(?:as|ere)|turned)$/i.test(verb) ? at < 0 : at === 0 || /^equals$/i.test(verb));

function linear(subject: string, rest: string, at: number, objectAt: number | null = null): AgeRelation | null {
  const offset = OFFSET.exec(rest);
  const object = OBJECT.exec(offset ? offset[3]! : rest);
  if (!object) return null;
  const [factorText, asOld, of, verb, elliptic, tailSign, tail] = object.slice(1);
  // "three times Mark's age minus 4": the offset told after the multiple.
  if (tail && offset) return null;
  if (verb && !tenseFits(verb, objectAt ?? at)) return null;
  if (!offset && !factorText && !tail) return null;
  if (elliptic && (offset || !factorText)) return null;
  if (asOld && offset) return null;
  const [top, bottom] = (factorText ?? '1').split('/').map(Number);
  const sign = offset && /^(?:younger|less)$/i.test(offset[2]!) ? -1 : 1;
  const ofAt = /\bpresent\b/i.test(object[0]) ? 0 : at;
  const told = offset ? sign * +offset[1]! : tail ? (/^minus$/i.test(tailSign!) ? -tail : +tail) : 0;
  return { kind: 'linear', person: subject, of: of ? whose(of) : '^', factor: bottom ? top! / bottom : top!, offset: told, at, ofAt };
}

/** One sentence as one relation (people as written: the caller resolves pronouns); null when unread. */
export function readAgeClause(sentence: string): AgeRelation | null {
  const timed = sentenceTime(sentence);
  if (!timed) return null;
  for (const sum of SUMS) {
    const m = sum.shape.exec(timed.rest);
    if (!m) continue;
    const verb = new RegExp(VERB, 'i').exec(m[0].replace(/^.*?\b(?=is|are|was|were|will|would|shall)\b/i, ''))?.[0] ?? 'is';
    const together = !sum.together || new RegExp(`\\b${TOGETHER}\\b`, 'i').test(m[0]);
    return together && tenseFits(verb, timed.at) ? { kind: 'sum', people: sum.people(m), years: +sum.years(m), at: timed.at } : null;
  }
  const m = SUBJECT.exec(timed.rest);
  if (!m || !tenseFits(m[2]!, timed.at) || (/turn/i.test(m[2]!) && !new RegExp(`^${N}${OLD}$`, 'i').test(m[3]!))) return null;
  const subject = whose(m[1]!);
  const age = new RegExp(`^${N}${OLD}$`, 'i').exec(m[3]!);
  // "In 20 years Ramon will be twice as old as Loui today": the word for now speaks of the other person's age.
  const now = NOW.exec(timed.untimed);
  if (timed.at !== 0 && now && (age || now.index < timed.untimed.search(/\b(?:than|as|of)\b/i))) return null;
  if (age) return /^equals$/i.test(m[2]!) || timed.objectAt !== null ? null : { kind: 'age', person: subject, years: +age[1]!, at: timed.at };
  if (timed.objectAt !== null && now) return null;
  const objectAt = timed.objectAt ?? (timed.at !== 0 && now ? 0 : null);
  const relation = linear(subject, m[3]!, timed.at, objectAt);
  return relation?.kind === 'linear' && objectAt !== null ? { ...relation, ofAt: objectAt } : relation;
}
