import { beOf, ORDER, thingAndRest, WHAT_IS } from './direct-question.js';
import { capitalize } from './words.js';

/**
 * A question about what someone has, asked through a possessive, said as the plain question:
 * - "What was her total score?" → "How many points did she score in total?";
 * - "What is Ann's total number of stamps?" → "How many stamps does Ann have in total?";
 * - "What would be his earnings?" → "How much money would he earn in total?".
 */
const OWNER = String.raw`(?<owner>her|his|their|its|the [a-z]+'s|[A-Z][a-z]+'s)`;
const SUMMED = String.raw`(?:(?:total|final|overall|combined|end|grand total|point|net|actual) )*`;
const HEAD = String.raw`^(?<lead>(?:.*?(?:,|;|\bthen|\bso)\s+)?)(?<ask>${WHAT_IS}|${ORDER}) ${OWNER} ${SUMMED}`;
const TAIL = String.raw`(?<rest>(?: (?:in|at|on|for|after|if|when|given)\b[^?.]*)?)\s*[.?]$`;
/** A score summed up ("her total score"); a bare "Bruno's score" may be one value told, so it stays. */
const SCORE = new RegExp(`${HEAD}(?<=(?:total|final|overall|combined|end|point) )score${TAIL}`, 'i');
const EARNINGS = new RegExp(`${HEAD}(?:earnings|income)${TAIL}`, 'i');
const NUMBER_OF = new RegExp(String.raw`${HEAD}(?:number|count) of (?<things>[^?.]+?)\s*[.?]$`, 'i');
const PRONOUN: Record<string, string> = { her: 'she', his: 'he', their: 'they', its: 'it' };

/** "her" → "she", "Ann's" → "Ann", "the team's" → "the team". */
const subjectOf = (owner: string): string => PRONOUN[owner.toLowerCase()] ?? owner.replace(/'s$/, '');

/** The helper verb of the question's tense: "is" asks what the owner has done ("did"), "will be" what they will. */
function helper(ask: string, subject: string, done: boolean): string {
  const be = beOf(ask);
  if (be === 'will be' || be === 'would be') return be.split(' ')[0]!;
  if (done || be === 'was') return 'did';
  return subject === 'they' || / and /.test(subject) ? 'do' : 'does';
}


/** The question sentence in its plain form, or unchanged. */
export function plainPossessed(text: string): string {
  const score = SCORE.exec(text)?.groups ?? EARNINGS.exec(text)?.groups;
  if (score) {
    const subject = subjectOf(score.owner!);
    const verb = SCORE.test(text) ? 'points' : 'money';
    const asked = verb === 'points' ? `how many points ${helper(score.ask!, subject, true)} ${subject} score` : `how much money ${helper(score.ask!, subject, true)} ${subject} earn`;
    return capitalize(`${score.lead}${asked} in total${score.rest}?`);
  }
  const number = NUMBER_OF.exec(text)?.groups;
  const parts = number && thingAndRest(number.things!);
  if (!number || !parts) return text;
  const subject = subjectOf(number.owner!);
  const [things, rest] = parts;
  const tail = /^(?:(?:in|at|on|for|after|if|when|now)\b.*)?$/i.test(rest) ? (rest ? ` ${rest}` : '') : null;
  if (tail === null) return text;
  return capitalize(`${number.lead}how many ${things} ${helper(number.ask!, subject, false)} ${subject} have in total${tail}?`);
}
