import type { Relation } from './read-relations.js';

/**
 * One thing counted, said in several ways: "as much money as" counts the story's dollars, and
 * "watermelon seeds" then "seeds", or "cheese crackers" then "crackers", name one kind by its last
 * word. Units are made one only when at most one describing word-group is in play: "red apples" and
 * "green apples" stay two kinds (no rule can tell which one a bare "apples" means).
 */
const head = (unit: string): string => unit.split(' ').pop() ?? unit;

/** The one unit every relation unit (and the asked one) may stand for, or null when they name several kinds. */
function commonUnit(units: readonly string[]): string | null {
  const heads = new Set(units.map(head));
  if (heads.size !== 1) return null;
  const described = new Set(units.filter((u) => u.includes(' ')));
  return described.size <= 1 ? [...heads][0]! : null;
}

const dollars = (unit: string, story: readonly string[]): string => (unit === 'money' && story.includes('dollar') ? 'dollar' : unit);

/**
 * The relations and asked unit with every way of naming one kind made the same word; unchanged
 * when the story counts several kinds.
 */
export function harmonizeUnits(relations: readonly Relation[], askedUnit: string | null): { relations: Relation[]; asked: string | null } {
  // "6 fewer brown buttons than white buttons": the story tells its kinds apart on purpose.
  if (relations.some((r) => r.baseUnit)) return { relations: [...relations], asked: askedUnit };
  const story = relations.map((r) => r.unit);
  // "How many stuffed animals": the question's first word of a kind the story names in full.
  const named = askedUnit && !askedUnit.includes(' ') && !story.includes(askedUnit) ? [...new Set(story.filter((u) => u.startsWith(`${askedUnit} `)))] : [];
  const asked = named.length === 1 ? named[0]! : askedUnit;
  const units = [...new Set([...story, asked ?? ''].filter(Boolean).map((u) => dollars(u, story)))];
  if (units.length === 0) return { relations: [...relations], asked };
  const common = units.length === 1 ? units[0]! : commonUnit(units);
  if (!common) return { relations: relations.map((r) => ({ ...r, unit: dollars(r.unit, story) })), asked: asked && dollars(asked, story) };
  return { relations: relations.map((r) => ({ ...r, unit: r.unit ? common : '' })), asked: asked === null ? null : common };
}
