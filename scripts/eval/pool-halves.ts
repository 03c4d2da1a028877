// A pool read item by item stops being a measure: rules end up fitting the items read. So a pool is
// split in two fixed halves: `dev` is read freely, `check` is only counted. ParaMAWPS is split by
// original (every rewrite of one problem on the same side), so a rule tuned to one original's
// rewrites cannot show up on the check half; the other pools by item id.
import { createHash } from 'node:crypto';
import { originalOf } from './paraphrase-originals.ts';

export type PoolHalf = 'dev' | 'check';

/** The half an item belongs to: the parity of the SHA-1 of its original (ParaMAWPS) or of its id. */
export function halfOf(id: string): PoolHalf {
  const key = id.startsWith('paramawps-') ? originalOf(id) : id;
  const lastDigit = Number.parseInt(createHash('sha1').update(key).digest('hex').slice(-1), 16);
  return lastDigit % 2 === 0 ? 'dev' : 'check';
}

/** `--half=dev|check`, or undefined for the whole set; an unknown half is refused. */
export function parseHalf(value: string | undefined): PoolHalf | undefined {
  if (value === undefined || value === 'dev' || value === 'check') return value;
  throw new Error(`--half must be dev or check, not "${value}"`);
}
