/**
 * An act the question asks about that the story never tells ("Tom has twice as much money as Sam.
 * How much money does Tom spend?"): what someone has is not what they spend, give, lose or need, so
 * a reader of amounts had declines. Each family lists its word forms; the story must use one of them.
 */
const ACTS: readonly string[][] = [
  ['spend', 'spends', 'spent', 'spending'], ['give', 'gives', 'gave', 'given', 'giving'], ['lose', 'loses', 'lost', 'losing'],
  ['pay', 'pays', 'paid', 'paying'], ['need', 'needs', 'needed'], ['owe', 'owes', 'owed'], ['sell', 'sells', 'sold', 'selling'],
  ['keep', 'keeps', 'kept'], ['save', 'saves', 'saved', 'saving'], ['eat', 'eats', 'ate', 'eaten'], ['use', 'uses', 'used', 'using'],
  ['donate', 'donates', 'donated'], ['borrow', 'borrows', 'borrowed'], ['lend', 'lends', 'lent'], ['share', 'shares', 'shared'],
];

const words = (text: string): Set<string> => new Set(text.toLowerCase().match(/[a-z]+/g) ?? []);

/** The first act the question names and the facts do not, or null. */
export function untoldAct(facts: string, question: string): string | null {
  const [told, asked] = [words(facts), words(question)];
  const family = ACTS.find((forms) => forms.some((w) => asked.has(w)) && !forms.some((w) => told.has(w)));
  return family?.[0] ?? null;
}
