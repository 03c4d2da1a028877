import { exact } from '../math-engine.js';
import { singular } from '../story/words.js';
import type { Dimension, Measure } from './read-rates.js';

/**
 * "He takes a pill every 6 hours", "He sneezes once every 3 seconds", "He eats 30 ounces of pistachios
 * every 5 days", "every 30 minutes, a machine produces 30 cans": a stretch of N units after "every" is no
 * amount of time spent but the length of one repeat. The stretch is a unit of its own (one per clause),
 * so "every 6 hours" is 6 hours per stretch and the clause's counts are so many per stretch; a thing
 * told by "a"/"an"/"one" or "once" before it is one per stretch. The rate chain divides one by the other.
 */
const EVERY = /(?:\bfor )?\bevery (\d+(?:\.\d+)?) (second|minute|hour|day|week|month|year)s\b,?/;
const TIME = /^(?:second|minute|hour|day|night|week|month|year|time)$/;
const LETTERS = 'abcdefghij';

/** The stretch's own unit: "stretch-g-hour" for 6 hours, with letters only, so mathjs can make it up. */
// One word, so no unit of the story is read as its head or tail (`unit-heads.ts`).
const stretchUnit = (n: string, unit: string): string => `stretch-${n.replace(/\d/g, (d) => LETTERS[Number(d)]!).replace('.', 'p')}-${unit}`;

const withPer = (m: Measure, unit: string): Measure => ({ ...m, dimension: new Map([...m.dimension, [unit, -1]]) as Dimension });

/** One "every N units" of the clause, or null; a second one, or "every 1 hour", is not this shape. */
export function everyStretch(text: string): { rest: string; n: string; unit: string; before: string; phrase: string } | null {
  const found = EVERY.exec(text);
  if (!found?.[1] || !found[2] || Number(found[1]) === 1 || EVERY.test(text.slice((found.index ?? 0) + found[0].length))) return null;
  const rest = `${text.slice(0, found.index)} ${text.slice((found.index ?? 0) + found[0].length)}`.replace(/\s+/g, ' ').trim();
  return { rest, n: found[1], unit: found[2], before: text.slice(0, found.index).trim(), phrase: found[0].replace(/,$/, '') };
}

/**
 * The clause's measures with the stretch read in: `rest` measures (read without the phrase) become so
 * many per stretch unless they are times or rates per time already; with none, "a pill" or "once" just
 * before "every" is one per stretch. Undefined when the clause says nothing done in each stretch.
 */
export function readEveryStretch(text: string, readRest: (rest: string) => Measure[] | undefined): Measure[] | undefined {
  const stretch = everyStretch(text);
  if (!stretch) return undefined;
  const rest = readRest(stretch.rest);
  if (!rest) return undefined;
  const unit = stretchUnit(stretch.n, stretch.unit);
  const isTime = (m: Measure): boolean => [...m.dimension.keys()].some((u) => TIME.test(u));
  const counts = rest.filter((m) => !isTime(m));
  const out: Measure[] = rest.map((m) => (isTime(m) ? m : withPer(m, unit)));
  if (counts.length === 0) {
    // "a pill", "a new pen", "a glass of milk": one of the thing before "every".
    const one = /\b(?:a|an|one|1) (?:[a-z]+ )?([a-z]+)(?: of [a-z]+)?$/.exec(stretch.before)?.[1];
    const once = /\bonce$/.test(stretch.before);
    if (!once && (!one || TIME.test(singular(one)))) return undefined;
    const thing = once ? 'time' : singular(one!);
    out.push({ value: exact.fraction(1), dimension: new Map([[thing, 1], [unit, -1]]), text: `${once ? 'once' : `1 ${one}`} ${stretch.phrase.replace(/^for /, '')}` });
  } else if (counts.length > 1) return undefined;
  out.push({ value: exact.fraction(stretch.n), dimension: new Map([[stretch.unit, 1], [unit, -1]]), text: stretch.phrase.replace(/^for /, '') });
  return out;
}
