import { exact, type Exact, showReadable } from '../math-engine.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * Two goods sold by weight mixed into a blend ("Peanuts cost $3 per pound and cashews cost $8 per pound. How many
 * pounds of cashews must be mixed with 10 pounds of peanuts to make a mix worth $5 per pound?", "… If 20 pounds of
 * the chocolate and 40 pounds of the carob are used, what is the price per pound of the mix?"): the cost of the
 * parts adds up to the cost of the blend. Each good has one price per the same unit, every number is a price or an
 * amount of a named good, and the answer is checked by pricing the blend both ways.
 */
const UNIT = String.raw`(pound|lb|kilogram|kg|ounce|oz|gram|liter|gallon)s?`;
const MONEY = String.raw`(?:\$\s*(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?)\s*(?:dollars|cents))`;
const GOOD = String.raw`\b((?!and\b|or\b|but\b|while\b)[a-z]+(?:\s+(?!costs?\b|sells?\b|sold\b|is\b|are\b)[a-z]+)?)`;
const PRICE = new RegExp(String.raw`(?:the\s+)?${GOOD}\s+(?:costs?|sells?\s+for|sold\s+for|is\s+priced\s+at|are\s+priced\s+at)\s+${MONEY}\s+(?:per|a|an|each)\s+${UNIT}`, 'gi');
const AMOUNT = new RegExp(String.raw`(\d+(?:\.\d+)?)\s+${UNIT}\s+of\s+(?:the\s+)?${GOOD}`, 'gi');
const TARGET = new RegExp(String.raw`\b(?:worth|costing|that\s+costs?|to\s+sell\s+for|selling\s+for|priced\s+at)\s+${MONEY}\s+(?:per|a|an)\s+${UNIT}`, 'i');
const ASK_PRICE = new RegExp(String.raw`\b(?:price|cost)\s+(?:per|of\s+(?:a|one|each))\s+${UNIT}\s+of\s+the\s+(?:mix|mixture|blend)\b|\bhow\s+much\s+(?:does|should|will)\s+(?:a|one)\s+${UNIT}\s+of\s+the\s+(?:mix|mixture|blend)\s+cost\b`, 'i');
const ASK_AMOUNT = new RegExp(String.raw`\bhow\s+many\s+${UNIT}\s+of\s+(?:the\s+)?${GOOD}`, 'i');

const shown = showReadable;
const money = (m: RegExpExecArray, at: number): Exact => (m[at] ? exact.fraction(m[at]) : exact.fraction(m[at + 1]!).div(/cents/i.test(m[0]) ? 100 : 1));
const unitOf = (u: string): string => u.toLowerCase().replace(/^lb$/, 'pound').replace(/^kg$/, 'kilogram').replace(/^oz$/, 'ounce');
const words = (name: string): string[] => name.toLowerCase().split(/\s+/).map((w) => w.replace(/s$/, ''));
/** A mention names a good when the good's words begin it ("cashews must" names "cashews", "coffee B to" names "coffee B"). */
const same = (good: string, mention: string): boolean => words(good).every((w, i) => words(mention)[i] === w);

function priceMixture(statement: string): SkillAnswer | null {
  if (!/\b(?:mix(?:ed|es|ture)?|blend(?:ed)?)\b/i.test(statement)) return null;
  const prices = [...statement.matchAll(PRICE)].map((m) => ({ good: m[1]!, price: money(m, 2), unit: unitOf(m[4]!) }));
  if (prices.length !== 2 || same(prices[0]!.good, prices[1]!.good) || same(prices[1]!.good, prices[0]!.good) || prices[0]!.unit !== prices[1]!.unit) return null;
  const unit = prices[0]!.unit;
  const question = statement.split(/(?<=[.?!])\s+/).at(-1) ?? '';
  const askedAmount = ASK_AMOUNT.exec(question);
  const amounts = new Map<number, Exact>();
  for (const m of statement.matchAll(AMOUNT)) {
    const which = prices.findIndex((p) => same(p.good, m[3]!));
    if (which < 0 || unitOf(m[2]!) !== unit || amounts.has(which)) return null;
    amounts.set(which, exact.fraction(m[1]!));
  }
  const target = TARGET.exec(statement);
  const counted = prices.length + amounts.size + (target ? 1 : 0);
  if ((statement.match(/\d+(?:\.\d+)?/g) ?? []).length !== counted) return null;
  const cost = (i: number, a: Exact): Exact => prices[i]!.price.mul(a);
  if (amounts.size === 2 && !target && ASK_PRICE.test(question)) {
    const [a, b] = [amounts.get(0)!, amounts.get(1)!];
    const total = cost(0, a).add(cost(1, b));
    const each = total.div(a.add(b));
    return {
      problem: `the price per ${unit} of the mix`, facts: prices.map((p, i) => `${shown(amounts.get(i)!)} ${unit}s of ${p.good} at $${shown(p.price)} per ${unit}`), schema: 'mixture',
      sentence: `(${shown(a)} × ${shown(prices[0]!.price)} + ${shown(b)} × ${shown(prices[1]!.price)}) ÷ (${shown(a)} + ${shown(b)}) = ${shown(total)} ÷ ${shown(a.add(b))} = ${shown(each)}`,
      check: `${shown(a.add(b))} ${unit}s × $${shown(each)} = $${shown(each.mul(a.add(b)))}, the cost of the two parts`,
      answer: `$${shown(each)} per ${unit}`,
    };
  }
  if (amounts.size !== 1 || !target || !askedAmount || unitOf(askedAmount[1]!) !== unit || unitOf(target[3]!) !== unit) return null;
  const known = [...amounts.keys()][0]!;
  const asked = prices.findIndex((p) => same(p.good, askedAmount[2]!));
  const blend = money(target, 1);
  if (asked < 0 || asked === known || prices[asked]!.price.equals(blend)) return null;
  // known × p_known + x × p_asked = (known + x) × blend
  const x = amounts.get(known)!.mul(blend.sub(prices[known]!.price)).div(prices[asked]!.price.sub(blend));
  if (x.s <= 0n || x.equals(0) || !cost(known, amounts.get(known)!).add(cost(asked, x)).equals(blend.mul(amounts.get(known)!.add(x)))) return null;
  return {
    problem: `how many ${unit}s of ${prices[asked]!.good} make the blend worth $${shown(blend)} per ${unit}`,
    facts: [`${shown(amounts.get(known)!)} ${unit}s of ${prices[known]!.good} at $${shown(prices[known]!.price)}`, `${prices[asked]!.good} at $${shown(prices[asked]!.price)} per ${unit}`],
    schema: 'mixture',
    sentence: `${shown(amounts.get(known)!)} × ${shown(prices[known]!.price)} + x × ${shown(prices[asked]!.price)} = (${shown(amounts.get(known)!)} + x) × ${shown(blend)}, so x = ${shown(x)}`,
    check: `$${shown(cost(known, amounts.get(known)!))} + $${shown(cost(asked, x))} = $${shown(blend.mul(amounts.get(known)!.add(x)))} = ${shown(amounts.get(known)!.add(x))} ${unit}s × $${shown(blend)}`,
    answer: `${shown(x)} ${unit}${x.equals(1) ? '' : 's'}`,
  };
}

export const PRICE_MIXTURE_SKILLS = [priceMixture];
