/**
 * The other of two numbers when their sum or difference and one of them are told: "The sum of two numbers is
 * 62. One of the numbers is 27. What is the other number?" → n + 27 = 62; "The difference between two numbers is
 * 24. The smaller number is 46. What is the larger number?" → n − 46 = 24. A difference says which number is
 * told only by "smaller" or "larger" ("one of the numbers" could be either side, so it declines); a told side
 * that the answer contradicts (the smaller 40 of a sum 62) declines too.
 */
const N = String.raw`(\d+(?:\.\d+)?)`;
const SIDE = String.raw`(smaller|larger|bigger|greater|lesser)`;
const TOLD = String.raw`the\s+(sum|difference)\s+(?:of|between)\s+(?:the\s+)?two\s+numbers\s+is\s+${N}`;
const ONE = String.raw`(?:if\s+)?(?:one\s+of\s+(?:the|them)(?:\s+numbers)?|one\s+number|the\s+${SIDE}(?:\s+number|\s+one)?)\s+is\s+${N}`;
const ASK = String.raw`(?:what\s+is|find)\s+the\s+(other|${SIDE.slice(1, -1)})(?:\s+number|\s+one)?`;
const FORM = new RegExp(String.raw`^${TOLD}\s*[.,;]?\s*(?:and\s+)?${ONE}\s*[.,;]\s*${ASK}\s*[?.!]?$`, 'i');

const isLarger = (side: string): boolean => /^(?:larger|bigger|greater)$/i.test(side);

/** The equation in n for the asked number, or null. */
export function readOtherNumber(text: string): string | null {
  const m = FORM.exec(text.replace(/\s+/g, ' ').trim());
  if (!m) return null;
  const [kind, total, toldSide, told, asked] = [m[1]!.toLowerCase(), m[2]!, m[3], m[4]!, m[5]!.toLowerCase()];
  // The asked number is the other one: "other", or the side opposite the told one.
  if (toldSide && asked !== 'other' && isLarger(toldSide) === isLarger(asked)) return null;
  if (!toldSide && asked !== 'other') return null;
  if (kind === 'sum') {
    const other = Number(total) - Number(told);
    if (other < 0 || (toldSide && (isLarger(toldSide) ? other > Number(told) : other < Number(told)))) return null;
    return `n + ${told} = ${total}`;
  }
  if (!toldSide) return null;
  return isLarger(toldSide) ? `${told} - n = ${total}` : `n - ${told} = ${total}`;
}
