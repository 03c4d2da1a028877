/**
 * The other part named by the question: "7 seashells … 4 of them were broken. How many seashells were
 * unbroken?" says that the rest were unbroken, so the fact is told with its rest: "4 of them were
 * broken and the rest were unbroken". Only a state and its opposite are used: "not broken",
 * "unbroken", or one of the few plain opposites below; any other question word says nothing of the rest.
 */
const OPPOSITES: Readonly<Record<string, readonly string[]>> = {
  broken: ['whole', 'intact', 'undamaged', 'unscathed', 'working', 'in good condition', 'in good shape'],
  damaged: ['whole', 'intact', 'unbroken', 'undamaged', 'unscathed', 'in good condition', 'in good shape'],
  cracked: ['whole', 'intact', 'uncracked'],
  torn: ['whole', 'intact', 'untorn'],
  faulty: ['working', 'functional', 'functioning', 'operational', 'in working order'],
  defective: ['working', 'functional', 'functioning', 'operational', 'in working order'],
  bad: ['good'],
  good: ['bad'],
  rotten: ['fresh', 'good'],
};

const PART = /\b(\d+(?:\.\d+)?) of them (were|are|was|is|happened to be|turned out to be) ([a-z]+)\b/g;
/** The question's word for the other part of the things with this state, or null. */
function askedOpposite(question: string, state: string): string | null {
  const asked = /\bhow many\b(.*)$/.exec(question.toLowerCase())?.[1] ?? '';
  const negated = /\bnot\b|n't\b/.test(asked);
  const opposites = [`not ${state}`, `un${state}`, ...(OPPOSITES[state] ?? [])].filter((o) => negated === o.startsWith('not '));
  // The state itself asked about ("how many were broken") is not the rest.
  if (!negated && new RegExp(`\\b${state}\\b`).test(asked)) return null;
  return opposites.find((o) => new RegExp(`\\b${o}\\b`).test(asked)) ?? null;
}

export function plainRest(story: string): string {
  // The question from its "how many" on: "If … 4 of them were damaged, how many were intact?"
  const question = /\bhow many\b[^.?!]*[.?!]?/i.exec(story)?.[0] ?? '';
  const parts = [...story.matchAll(PART)].filter((m) => !question.includes(m[0]));
  const [part] = parts;
  if (parts.length !== 1 || !part?.[3] || /\bthe rest\b|\bremaining\b|\bothers?\b/i.test(story.replace(question, ''))) return story;
  const opposite = askedOpposite(question, part[3]);
  if (!opposite || (question.match(/\d/g) ?? []).length > 0) return story;
  const be = part[2] === 'was' || part[2] === 'were' || /happened|turned/.test(part[2] ?? '') ? 'were' : 'are';
  return story.replace(part[0], `${part[0]} and the rest ${be} ${opposite}`);
}
