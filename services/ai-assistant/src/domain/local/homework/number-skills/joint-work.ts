import { exact, showExact, showReadable } from '../math-engine.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * Work done together ("Tom can paint a fence in 6 hours. Jerry can paint the same fence in 3 hours. How long
 * will it take them to paint the fence together?"): each worker does 1/t of the job per unit of time, the rates
 * add, and together the job takes 1 ÷ (1/6 + 1/3) = 2 hours. Every worker must do the same act (a pipe that
 * empties or drains works against the others: declined), in the same unit of time, and the story may hold no
 * other number. Checked a second way: in the time found, the parts of the job the workers do add up to 1.
 */
const UNIT = String.raw`(hours?|minutes?|days?|weeks?|seconds?)`;
const CLAUSE = new RegExp(String.raw`^(?:and\s+)?([a-z][a-z\s]{0,30}?)\s+(?:can|could)\s+(?:(?:do|finish|complete)\s+)?([a-z]+)\b[^,;]*?\s+in\s+(\d+(?:\.\d+)?)\s+${UNIT}(?:\s+(?:alone|by\s+(?:himself|herself|itself)|working\s+alone))?$`, 'i');
const ASK = new RegExp(String.raw`^(?:how\s+long|how\s+many\s+${UNIT})\s+(?:will|would|does|did)\s+it\s+take\s+(?:them|both(?:\s+of\s+them)?|the\s+two|[a-z]+\s+and\s+[a-z]+|both\s+[a-z]+)\b.*\btogether\b[^?]*\??$|^(?:working\s+together|together|if\s+they\s+work\s+together)\s*,\s*how\s+(?:long|many\s+${UNIT})\b[^?]*\??$`, 'i');
const AGAINST = /\b(?:empt(?:y|ies)|drains?|leaks?|undo(?:es)?)\b/i;

const singular = (unit: string): string => unit.toLowerCase().replace(/s$/, '');

function jointWork(statement: string): SkillAnswer | null {
  const text = statement.replace(/\s+/g, ' ').trim();
  const parts = text.split(/(?<=[.?!])\s+/);
  const question = parts.pop() ?? '';
  if (!ASK.test(question) || AGAINST.test(text) || parts.length === 0) return null;
  const clauses = parts.join(' ').replace(/[.!]$/, '').split(/\.\s+|,\s+(?:and\s+|while\s+)?|\s+and\s+(?=[a-z][a-z\s]{0,30}?\s+(?:can|could)\b)|;\s*/i).filter(Boolean);
  const read = clauses.map((c) => CLAUSE.exec(c.replace(/\.$/, '').trim()));
  if (read.length < 2 || read.length > 3 || read.some((m) => !m)) return null;
  const verbs = new Set(read.map((m) => m![2]!.toLowerCase()));
  const units = new Set(read.map((m) => singular(m![4]!)));
  const askedUnit = /how\s+many\s+(hours?|minutes?|days?|weeks?|seconds?)/i.exec(question)?.[1];
  if (verbs.size !== 1 || units.size !== 1 || (askedUnit && singular(askedUnit) !== [...units][0])) return null;
  // No number but the workers' times.
  if ((text.match(/\d+(?:\.\d+)?/g) ?? []).length !== read.length) return null;
  const times = read.map((m) => exact.fraction(m![3]!));
  if (times.some((t) => t.s <= 0n || t.equals(0))) return null;
  const rate = times.reduce((sum, t) => sum.add(exact.fraction(1).div(t)), exact.fraction(0));
  const together = exact.fraction(1).div(rate);
  const done = times.reduce((sum, t) => sum.add(together.div(t)), exact.fraction(0));
  if (!done.equals(1)) return null;
  const unit = [...units][0]!;
  const shown = showReadable;
  const plural = together.equals(1) ? unit : `${unit}s`;
  const workers = read.map((m) => m![1]!.trim());
  return {
    problem: `how long ${workers.join(' and ')} take working together`,
    facts: read.map((m, i) => `${workers[i]} does 1/${m![3]} of the job each ${unit}`),
    schema: 'joint-work',
    sentence: `${times.map((t) => `1/${showExact(t)}`).join(' + ')} = ${showExact(rate)} of the job each ${unit}, so together it takes 1 ÷ ${showExact(rate)} = ${shown(together)} ${plural}`,
    check: `in ${shown(together)} ${plural} the parts done are ${times.map((t) => `${showExact(together)} ÷ ${showExact(t)}`).join(' + ')} = 1 whole job`,
    answer: `${shown(together)} ${plural}`,
  };
}

export const JOINT_WORK_SKILLS = [jointWork];
