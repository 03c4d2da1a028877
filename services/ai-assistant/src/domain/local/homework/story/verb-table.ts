/**
 * The verbs the readers know, with the forms a rewrite needs: base, past, third person ("buys") and
 * -ing. Only verbs whose plain sign is sure (getting adds, eating takes away) are here.
 */
export interface VerbForms { base: string; past: string; third: string; ing: string }

const IRREGULAR: ReadonlyArray<[string, string, string]> = [
  ['buy', 'bought', 'buying'], ['get', 'got', 'getting'], ['find', 'found', 'finding'], ['eat', 'ate', 'eating'],
  ['lose', 'lost', 'losing'], ['give', 'gave', 'giving'], ['sell', 'sold', 'selling'], ['spend', 'spent', 'spending'],
  ['make', 'made', 'making'], ['catch', 'caught', 'catching'], ['win', 'won', 'winning'], ['grow', 'grew', 'growing'],
  ['take', 'took', 'taking'], ['throw', 'threw', 'throwing'], ['bring', 'brought', 'bringing'], ['drink', 'drank', 'drinking'],
  ['break', 'broke', 'breaking'], ['put', 'put', 'putting'], ['build', 'built', 'building'],
];
const REGULAR = ['add', 'collect', 'pick', 'earn', 'receive', 'use', 'bake', 'plant', 'save', 'place', 'donate', 'remove', 'gather', 'harvest'];

const third = (base: string): string => (/(?:ch|sh|s|x)$/.test(base) ? `${base}es` : `${base}s`);
const regular = (base: string): VerbForms => {
  const stem = base.replace(/e$/, '');
  return { base, past: `${stem}ed`, third: third(base), ing: `${stem}ing` };
};

export const PLAIN_VERBS: readonly VerbForms[] = [
  ...IRREGULAR.map(([base, past, ing]) => ({ base, past, third: third(base), ing })),
  ...REGULAR.map(regular),
];

/** The plain verb one of whose forms is the word, or undefined. */
export function plainVerb(word: string): VerbForms | undefined {
  const w = word.toLowerCase();
  return PLAIN_VERBS.find((v) => v.base === w || v.past === w || v.third === w || v.ing === w);
}

/** Another word for a plain verb, in its three forms: the past stands also for the participle after "was" or "has" unless given. */
interface Synonym { forms: [base: string, past: string, third: string]; plain: string; participle?: string }

export const SYNONYMS: readonly Synonym[] = [
  { forms: ['purchase', 'purchased', 'purchases'], plain: 'buy', participle: 'bought' },
  { forms: ['acquire', 'acquired', 'acquires'], plain: 'get' },
  { forms: ['obtain', 'obtained', 'obtains'], plain: 'get' },
  { forms: ['discover', 'discovered', 'discovers'], plain: 'find', participle: 'found' },
  { forms: ['uncover', 'uncovered', 'uncovers'], plain: 'find', participle: 'found' },
  { forms: ['devour', 'devoured', 'devours'], plain: 'eat', participle: 'eaten' },
  { forms: ['consume', 'consumed', 'consumes'], plain: 'use', participle: 'used' },
  { forms: ['misplace', 'misplaced', 'misplaces'], plain: 'lose', participle: 'lost' },
  { forms: ['gift', 'gifted', 'gifts'], plain: 'give', participle: 'given' },
  { forms: ['cultivate', 'cultivated', 'cultivates'], plain: 'grow', participle: 'grown' },
  { forms: ['gain', 'gained', 'gains'], plain: 'get' },
  { forms: ['eliminate', 'eliminated', 'eliminates'], plain: 'remove', participle: 'removed' },
];
