import { singular } from '../story/words.js';

/**
 * "Ivo has 4 more red beads than Lea. Lea has 7 blue beads.": the comparison is about Lea's red beads,
 * which the story never counts; her 7 blue beads are another kind. A reading that puts one kind's
 * amount into a comparison of another kind answers a question nobody asked, so it is not shown.
 */
const COMPARED = /\b\d+(?:\.\d+)? (?:more|fewer|less) ([a-z]+) ([a-z]+) than ([a-z]+)\b/g;

/** The describing word of each amount of THING the OWNER is told to have ("lea has 7 blue beads" → blue). */
function ownersKinds(text: string, owner: string, thing: string): string[] {
  const owned = new RegExp(`\\b${owner} (?:has|had|have|owns|owned|got|gets|collected|picked|bought) (?:\\d+(?:\\.\\d+)?) ([a-z]+) ([a-z]+)\\b`, 'g');
  return [...text.matchAll(owned)].filter((m) => singular(m[2] ?? '') === thing).map((m) => m[1] ?? '');
}

/** Why the story's comparison and its base amount are of different kinds, or null. */
export function comparedKindMismatch(statement: string): string | null {
  const text = statement.toLowerCase();
  for (const [, kind = '', noun = '', owner = ''] of text.matchAll(COMPARED)) {
    const kinds = ownersKinds(text, owner, singular(noun));
    if (kinds.length > 0 && !kinds.includes(kind)) return 'a comparison of another kind';
  }
  return null;
}
