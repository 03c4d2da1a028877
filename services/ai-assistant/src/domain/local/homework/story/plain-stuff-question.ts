import { keepsQuestion } from './measure-question-guards.js';
import { singular } from './words.js';

/**
 * A question that asks for an amount of stuff by the stuff's name, asked as a number of the one unit
 * the story measures that stuff in, which the readers know: "0.6 cup of sugar … 0.2 cup of sugar. How
 * much sugar is that altogether?" → "How many cups of sugar is that altogether?". The stuff must be
 * measured ("N cups of sugar", "N cartons of soy milk") in one unit only, and the story must measure
 * nothing in another unit; otherwise the question keeps its words.
 */
const ASK = /\b([Hh]ow) much ([a-z]+)(?=\s+(?:is|was|are|were|do|does|did|will|would|can|could|has|have|had|should)\b)/;
/** Words after "how much" that are not stuff: money, comparisons, the measures another rewrite reads. */
const NOT_STUFF = /^(?:money|cash|time|more|less|fewer|longer|shorter|farther|further|higher|lower|bigger|larger|smaller|older|younger|cheaper|greater|wider|deeper|faster|slower|closer|heavier|lighter|taller|thicker|thinner|distance|weight|rain|rainfall|snow|snowfall|precipitation|change|profit|interest|income|amount|total|space|area|room|of)$/;
/** Units a story measures stuff in; a stuff measured in one of them while another is named has no one unit. */
const MEASURE_WORD = /(?:\d[\d,]*(?:\.\d+)?)\s+(?:(?:more|additional|extra|other)\s+)?(miles?|kilometers?|meters?|centimeters?|millimeters?|feet|foot|inch(?:es)?|yards?|km|cm|mm|ft|pounds?|tons?|ounces?|grams?|kilograms?|kg|lbs?|cups?|gallons?|liters?|litres?|quarts?|pints?|teaspoons?|tablespoons?|ml|milliliters?)\b/gi;

const unitWord = (word: string): string => { const w = word.toLowerCase(); return w === 'feet' ? 'foot' : w === 'lbs' ? 'lb' : singular(w); };
const pluralOf = (unit: string): string => (/(?:s|sh|ch|x)$/.test(unit) ? `${unit}es` : unit === 'foot' ? 'feet' : `${unit}s`);

/** The one unit the story measures the stuff in ("cup"), with its plural, or null. */
function unitOfStuff(facts: string, stuff: string): string | null {
  const measured = new RegExp(String.raw`(?:\d[\d,]*(?:\.\d+)?|\ba|\ban)\s+(?:(?:more|additional|extra|other)\s+)?([a-z]+)\s+of\s+(?:(?:the|his|her|their|its)\s+)?(?:[a-z-]+\s+){0,2}?(${stuff}|${stuff}s|${stuff}es)\b`, 'gi');
  const units = new Set([...facts.matchAll(measured)].map((m) => unitWord(m[1]!)));
  if (units.size !== 1) return null;
  const [unit] = [...units] as [string];
  // "2 bags of flour … 3 pounds": a story that measures in another unit has no one unit to count in.
  const other = [...facts.matchAll(MEASURE_WORD)].some((m) => unitWord(m[1]!) !== unit);
  return other ? null : unit;
}

/** The story with its last sentence, the question, asking for a number of the stuff's one unit. */
export function plainStuffQuestion(story: string): string {
  const sentences = story.trimEnd().split(/(?<=[.?!])\s+(?=[A-Z0-9$"'])/);
  const question = sentences.pop();
  const match = question ? ASK.exec(question) : null;
  if (!question || !match || sentences.length === 0) return story;
  const stuff = match[2]!.toLowerCase();
  const facts = sentences.join(' ');
  if (NOT_STUFF.test(stuff) || keepsQuestion(question, story)) return story;
  const unit = unitOfStuff(facts, stuff);
  if (!unit) return story;
  const asked = question.replace(ASK, `${match[1]} many ${pluralOf(unit)} of ${stuff}`);
  return [...sentences, asked].join(' ');
}
