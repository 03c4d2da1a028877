import type { Asked } from './read-question.js';
import type { Relation } from './read-relations.js';

/**
 * "Alex has twice as many black marbles as Lorin and half as many yellow marbles as Jimmy. How many
 * marbles does Alex have?": the asked thing is the last word of two or more kinds the story counts,
 * so the answer adds each asked person's amount of every such kind. Each person's kinds are kept
 * apart (Alex's black marbles, Alex's yellow marbles), as when one kind is asked.
 */
const key = (ref: string, unit: string): string => `${ref}|${unit}`;

export function kindsTotal(relations: readonly Relation[], asked: Asked): { relations: Relation[]; asked: Asked } | null {
  const unit = asked.unit;
  if (!unit || (asked.kind !== 'one' && asked.kind !== 'sum') || relations.some((r) => r.unit === '' || r.unit === unit)) return null;
  const kinds = [...new Set(relations.flatMap((r) => [r.unit, r.baseUnit ?? '']))].filter((u) => u.endsWith(` ${unit}`));
  if (kinds.length < 2) return null;
  const people = asked.kind === 'one' ? [asked.ref] : asked.refs;
  return {
    // "6 fewer brown buttons than white buttons": the base is counted in its own kind.
    relations: relations.map((r) => ({ ...r, target: key(r.target, r.unit), base: r.base ? key(r.base, r.baseUnit ?? r.unit) : null })),
    asked: { kind: 'sum', refs: people.flatMap((p) => kinds.map((k) => key(p, k))), unit },
  };
}
