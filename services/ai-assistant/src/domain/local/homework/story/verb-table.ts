import { pastOf } from './past-tense.js';

/**
 * The verbs the readers know, with the forms a rewrite needs: base, past, third person ("buys") and
 * -ing. Only verbs whose plain sign is sure (getting adds, eating takes away) are here.
 */
export interface VerbForms { base: string; past: string; third: string; ing: string }

/** The -ing form of each irregular verb the readers know; its past comes from the one table of irregular verbs. */
const IRREGULAR: ReadonlyArray<[base: string, ing: string]> = [
  ['buy', 'buying'], ['get', 'getting'], ['find', 'finding'], ['eat', 'eating'], ['lose', 'losing'], ['give', 'giving'],
  ['sell', 'selling'], ['spend', 'spending'], ['make', 'making'], ['catch', 'catching'], ['win', 'winning'], ['grow', 'growing'],
  ['take', 'taking'], ['throw', 'throwing'], ['bring', 'bringing'], ['drink', 'drinking'], ['break', 'breaking'],
  ['put', 'putting'], ['build', 'building'],
];
const REGULAR = ['add', 'collect', 'pick', 'earn', 'receive', 'use', 'bake', 'plant', 'save', 'place', 'donate', 'remove', 'gather', 'harvest'];

const third = (base: string): string => (/(?:ch|sh|s|x)$/.test(base) ? `${base}es` : `${base}s`);
const regular = (base: string): VerbForms => {
  const stem = base.replace(/e$/, '');
  return { base, past: `${stem}ed`, third: third(base), ing: `${stem}ing` };
};

const PLAIN_VERBS: readonly VerbForms[] = [
  ...IRREGULAR.map(([base, ing]) => ({ base, past: pastOf(ing) ?? `${base}ed`, third: third(base), ing })),
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
  { forms: ['destroy', 'destroyed', 'destroys'], plain: 'break', participle: 'broken' },
  { forms: ['eliminate', 'eliminated', 'eliminates'], plain: 'remove', participle: 'removed' },
  // para-while: the words a paraphrase uses for giving, buying, spending, throwing, picking and collecting
  { forms: ['hand', 'handed', 'hands'], plain: 'give', participle: 'given' },
  { forms: ['procure', 'procured', 'procures'], plain: 'buy', participle: 'bought' },
  { forms: ['expend', 'expended', 'expends'], plain: 'spend', participle: 'spent' },
  { forms: ['toss', 'tossed', 'tosses'], plain: 'throw', participle: 'thrown' },
  { forms: ['pluck', 'plucked', 'plucks'], plain: 'pick', participle: 'picked' },
  { forms: ['accumulate', 'accumulated', 'accumulates'], plain: 'collect', participle: 'collected' },
  { forms: ['amass', 'amassed', 'amasses'], plain: 'collect', participle: 'collected' },
  { forms: ['garner', 'garnered', 'garners'], plain: 'get' },
];
