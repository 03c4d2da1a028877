// ParaMAWPS rewrites each MAWPS problem about five ways; its ids are the rewrite's number and then the
// original's seven digits ("paramawps-40002113" → original 0002113). A rule tuned to one original's
// rewrites adds several items and nothing unseen, so progress on a paraphrase set is also counted in
// distinct originals with at least one rewrite right.

/** The original problem a ParaMAWPS item rewrites. */
export const originalOf = (id: string): string => /(\d{7})$/.exec(id)?.[1] ?? id;

/** "paramawps-pool: 231 of 424 originals have a rewrite right", for paraphrase sets only. */
export function originalsLine(result: { name: string; ids: readonly string[]; rightIds: readonly string[] }): string | null {
  if (!result.name.startsWith('paramawps-')) return null;
  const all = new Set(result.ids.map(originalOf));
  const right = new Set(result.rightIds.map(originalOf));
  return `  ${result.name}: ${right.size} of ${all.size} originals have at least one rewrite right`;
}
