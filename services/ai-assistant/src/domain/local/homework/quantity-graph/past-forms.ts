/** The simple past of a verb as a question asks it ("did they find" → "found", "did they use" → "used"). */
const IRREGULAR: Record<string, string> = {
  find: 'found', grow: 'grew', make: 'made', buy: 'bought', catch: 'caught', get: 'got', eat: 'ate', sell: 'sold', read: 'read', draw: 'drew',
  win: 'won', spend: 'spent', have: 'had', take: 'took', bring: 'brought', give: 'gave', write: 'wrote', run: 'ran', throw: 'threw', see: 'saw',
};

export function pastOf(verb: string): string {
  const v = verb.toLowerCase();
  if (IRREGULAR[v]) return IRREGULAR[v];
  if (v.endsWith('e')) return `${v}d`;
  if (/[^aeiou]y$/.test(v)) return `${v.slice(0, -1)}ied`;
  return `${v}ed`;
}
