import type { Dimension, Measure } from './read-rates.js';

/**
 * One thing named two ways in a story of rates: "cheesecakes are $7 a slice … each pie is cut into 6
 * thick slices" counts slices twice, once with an adjective. A unit of several words whose last words
 * (or first words) are, word for word, a shorter unit of the story is read as that shorter unit, when
 * exactly one shorter unit fits. Two numbers of one kind that this makes are then declined by the
 * reader ("5 apples … 3 red apples" need adding, not multiplying).
 */
const wordsOf = (unit: string): string[] => unit.split(' ');

function shorterFit(unit: string, units: readonly string[]): string | null {
  const words = wordsOf(unit);
  const fits = units.filter((other) => {
    const o = wordsOf(other);
    if (o.length >= words.length) return false;
    const tail = words.slice(words.length - o.length).join(' ');
    const head = words.slice(0, o.length).join(' ');
    return tail === other || head === other;
  });
  return fits.length === 1 ? fits[0]! : null;
}

function renamed(dimension: Dimension, names: ReadonlyMap<string, string>): Dimension {
  const out: Dimension = new Map();
  for (const [unit, power] of dimension) {
    const name = names.get(unit) ?? unit;
    const next = (out.get(name) ?? 0) + power;
    if (next === 0) out.delete(name);
    else out.set(name, next);
  }
  return out;
}

/** The measures and target with every unit named by its one shorter name in the story. */
export function sameThingUnits(measures: readonly Measure[], target: Dimension): { measures: Measure[]; target: Dimension } {
  const units = [...new Set([...measures.flatMap((m) => [...m.dimension.keys()]), ...target.keys()])];
  const names = new Map<string, string>();
  for (const unit of units) {
    const fit = shorterFit(unit, units);
    if (fit) names.set(unit, fit);
  }
  const renamedMeasures = measures.map((m) => ({ ...m, dimension: renamed(m.dimension, names) }));
  // A number whose units cancel ("6 slices per thick slice") says nothing a multiplication can use.
  if (names.size === 0 || renamedMeasures.some((m) => m.dimension.size === 0)) return { measures: [...measures], target };
  return { measures: renamedMeasures, target: renamed(target, names) };
}
