import { pairedList, type Amount } from './respective-lists.js';

/**
 * Two lists paired by "respectively", said pair by pair as the readers know them:
 * - the people first: "Ann and Bo picked 13 and 11 plums, respectively." → "Ann picked 13 plums and
 *   Bo picked 11 plums.";
 * - the things after the amounts: "She spent $4 and $6 on a hat and a scarf, respectively." → "She
 *   spent $4 on a hat and $6 on a scarf.";
 * - the things before the prices: "He bought a kite and a ball for $5 and $3, respectively." → "He
 *   bought a kite for $5 and a ball for $3.".
 * The lists must be as long as each other; anything else is left as it was.
 */
const RESPECTIVELY = /,? respectively\b/i;

/** "a, b, and c" */
function joined(parts: readonly string[]): string {
  return parts.length === 2 ? parts.join(' and ') : `${parts.slice(0, -1).join(', ')}, and ${parts[parts.length - 1]}`;
}

/** "her mother and father": the later labels take the first one's "her" or "the" when they have none. */
function withDeterminer(labels: readonly string[]): string[] {
  const det = /\b(her|his|their|the|my|its|our|your) (?:\S+ )?\S+$/i.exec(labels[0]!)?.[1]?.toLowerCase();
  const has = /^(?:her|his|their|the|my|its|our|your|a|an)\b/i;
  return labels.map((label, i) => (i === 0 || !det || has.test(label) || /^[A-Z]/.test(label) ? label : `${det} ${label}`));
}

/** "Joan and Mary have": each one of them "has". */
const ONE_OF_THEM: Readonly<Record<string, string>> = { have: 'has', own: 'owns' };

const said = (amount: Amount): string => `${amount.number}${amount.unit ? ` ${amount.unit}` : ''}`;

/** One sentence with its "respectively" said pair by pair, or null. */
export function plainRespectively(sentence: string): string | null {
  if (!RESPECTIVELY.test(sentence)) return null;
  const text = sentence.replace(RESPECTIVELY, '');
  const found = pairedList(text);
  if (!found) return null;
  const labels = withDeterminer(found.labels);
  const pairs = found.amounts.map((amount, i) => {
    if (found.shape === 'people') return `${labels[i]} ${ONE_OF_THEM[found.link] ?? found.link} ${said(amount)}`;
    return found.shape === 'after' ? `${said(amount)} ${found.link} ${labels[i]}` : `${labels[i]} ${found.link} ${said(amount)}`;
  });
  return `${text.slice(0, found.start)}${joined(pairs)}${text.slice(found.end)}`;
}

/** The story with each "respectively" sentence said pair by pair. */
export function plainRespectivelyStory(story: string): string {
  if (!RESPECTIVELY.test(story)) return story;
  const sentences = story.split(/(?<=[.?!])\s+(?=[A-Z0-9$"'])/);
  return sentences.map((sentence) => plainRespectively(sentence) ?? sentence).join(' ');
}
