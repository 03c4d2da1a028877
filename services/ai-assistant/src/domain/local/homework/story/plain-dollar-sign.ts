/**
 * svamp-shapes: "$ 76" (SVAMP and MAWPS write the sign apart from its number) said "$76", the one form every
 * rewrite about prices and earnings reads ("makes $76 off each jersey" → "earns $76 for each jersey").
 */
export function plainDollarSign(story: string): string {
  return story.replace(/\$\s+(?=\d)/g, '$');
}
