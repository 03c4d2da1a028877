import type { Solved } from '../steps.js';
import { splitQuestion } from '../quantity-graph/split-question.js';
import { singular } from '../story/words.js';

/**
 * The kind of answer the question's words ask for, beyond its unit: "the total amount of money" is
 * not 19 dimes, "the total time required" is not 40 problems, "how many of these bills" is not $40,
 * "the total number of boxes" is not 108 muffins. An answer of another kind answers another question.
 */
const PERIOD = /^(?:second|minute|hour|day|week|month|year|decade|century)$/;
const MONEY_Q = /\b(?:amount of money|sum of money|how much money|money (?:did|does|do|will|would|was|is)|how much (?:is|are|was|were) (?:it|they|that|those|these) worth)\b/;
const TIME_Q = /\b(?:how long|how much time|total time|time (?:required|needed|it (?:takes|took|will take))|(?:number|amount) of time)\b/;
/** Words after "number of" that end the thing counted. */
const STOP = new Set(['that', 'which', 'who', 'she', 'he', 'they', 'it', 'we', 'you', 'i', 'does', 'did', 'do', 'is', 'are', 'was', 'were', 'will', 'would', 'can', 'could', 'has', 'have', 'had', 'in', 'on', 'at', 'for', 'from', 'to', 'by', 'with', 'required', 'needed', 'present', 'left', 'now', 'altogether', 'there', 'of']);
const GENERIC = /^(?:item|thing|object|piece|unit|one|produce|kind|type|individual|person|people)$/;
const LENGTH = /^(?:inch|foot|feet|yard|mile|meter|centimeter|millimeter|kilometer)$/;

function answerUnits(answer: string): string[] {
  if (answer.trim().startsWith('$')) return ['dollar'];
  return (answer.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => w !== 'per').map(singular);
}

/** "the total number of mustard bottles that she finds" → its first words, one of which names the thing counted. */
function countedWords(question: string): string[] {
  // "the greatest number of groups" asks a common factor, whose answer names its own thing.
  if (/\b(?:greatest|largest|smallest|least|fewest|most|maximum|minimum) (?:possible )?number of\b/.test(question)) return [];
  const words = /\b(?:number|count) of ([a-z' -]+(?:(?<=\b(?:mrs?|ms|dr))\.[a-z' -]+)?)/.exec(question)?.[1]?.split(/\s+/) ?? [];
  const stop = words.findIndex((w) => STOP.has(w));
  // Whose ("Mrs. Garrett's cats") is not the thing counted.
  const owner = (w: string): boolean => /^(?:mrs?|ms|dr)\.?$|'s$/.test(w);
  return (stop < 0 ? words : words.slice(0, stop)).filter((w) => w && !owner(w) && !/^(?:the|a|an|his|her|their|its|my|your|these|those)$/.test(w)).slice(0, 3).map(singular);
}

/** Why the answer is not of the kind the question asks for, or null when it fits. */
export function askedKindMismatch(statement: string, solved: Solved): string | null {
  const parts = splitQuestion(statement);
  if (!parts) return null;
  const question = parts.question.toLowerCase();
  const units = answerUnits(solved.answer);
  if (units.length === 0) return null;
  if (MONEY_Q.test(question) && !units.some((u) => u === 'dollar' || u === 'cent')) return 'the asked money';
  // "How long is the rope now?" asks a length with the same words.
  if (TIME_Q.test(question) && !units.some((u) => PERIOD.test(u) || (LENGTH.test(u) && !/\btime\b/.test(question)))) return 'the asked time';
  const howMany = /\bhow many (?:more |fewer |less |total |in total |of (?:these|those|the|his|her|their) )?([a-z]+)/.exec(question)?.[1];
  if (howMany && units[0] === 'dollar' && !/^(?:dollars?|cents?|bucks?|money)$/.test(howMany)) return 'the asked count';
  const named = countedWords(question);
  if (named.length > 0 && !named.some((w) => GENERIC.test(w) || units.includes(w))) return 'the asked thing';
  return null;
}
