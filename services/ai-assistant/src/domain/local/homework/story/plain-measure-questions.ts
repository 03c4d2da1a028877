import { plainQuestions } from './plain-questions.js';
import { storyUnit, type MeasureKind } from './measure-units.js';

/**
 * A question that asks for a measure by its kind, asked as a number of the one unit of that kind
 * the story uses, which the readers know: "How far did she run altogether?" → "How many miles did
 * she run altogether?"; "What is the total weight of the sand?" → "What is the total number of tons
 * of the sand?" (then turned round as plainQuestions does). "How long" is a time or a length: it is
 * rewritten only when the story uses one unit of the two kinds together. A story with no unit of
 * the kind, or two ("1 hour and 30 minutes"), keeps its question.
 */
const KIND_OF: Record<string, MeasureKind[]> = {
  far: ['length'], distance: ['length'], length: ['length'], mileage: ['length'], rainfall: ['length'], precipitation: ['length'], snowfall: ['length'], rain: ['length'], snow: ['length'],
  weight: ['weight'], poundage: ['weight'], weigh: ['weight'],
  time: ['time'], long: ['time', 'length'],
};
/** "rainfall" names what fell as well as its measure: the count is of inches of rain. */
const FELL: Record<string, string> = { rainfall: ' of rain', precipitation: ' of rain', snowfall: ' of snow', rain: ' of rain', snow: ' of snow' };
const TOTAL = String.raw`(?:(?<total>total|combined|cumulative|overall|entire) )?`;
/** Each way of asking by the measure, with the words it is rewritten from. */
const ASKS: readonly RegExp[] = [
  /\bhow (?<measure>far|long)\b(?! ago| before| after| since)/i,
  /\bhow much (?<measure>distance|time|weight|rain|rainfall|snow|snowfall|precipitation)\b/i,
  /\bwhat (?<measure>weight|distance|length) of\b/i,
  /\bhow much(?= (?:does|did|do|will|would|is|was) [^?]*\b(?<measure>weigh))/i,
  new RegExp(String.raw`\bthe ${TOTAL}(?:[a-z]+ing )?(?<measure>weight|poundage|distance|length|mileage|rainfall|precipitation|snowfall)\b`, 'i'),
  new RegExp(String.raw`\bthe (?<total>total|combined|overall|entire) (?<measure>time)\b`, 'i'),
];
/** A comparison or a rate asks for something else than the measure of the story's things. */
const OTHER_ASK = /\b(?:speed|fast|rate|average|per|difference|than|more|less|longer|shorter|heavier|lighter|farther|further|taller|what time|ago|scale)\b/i;

function rewritten(question: string, match: RegExpExecArray, unit: string): string {
  const { measure = '', total } = match.groups!;
  const fell = FELL[measure.toLowerCase()] ?? '';
  const lead = match[0].charAt(0);
  const upper = lead === lead.toUpperCase() && lead !== lead.toLowerCase();
  const how = /^how/i.test(match[0]) || /^what/i.test(match[0]);
  const of = /^what/i.test(match[0]) ? ' of' : '';
  const words = how ? `${upper ? 'How' : 'how'} many ${unit}${fell}${of}` : `the ${total ? 'total ' : ''}number of ${unit}${fell}`;
  return question.slice(0, match.index) + words + question.slice(match.index + match[0].length);
}

/** The question sentence with its measure asked as a number of the story's unit, or unchanged. */
export function plainMeasureQuestion(question: string, story: string): string {
  if (OTHER_ASK.test(question)) return question;
  for (const ask of ASKS) {
    const match = ask.exec(question);
    if (!match) continue;
    const unit = storyUnit(story, KIND_OF[match.groups!.measure!.toLowerCase()]!);
    return unit ? rewritten(question, match, unit) : question;
  }
  return question;
}

/** The story with its last sentence, the question, asking for a number of the story's unit. */
export function plainMeasureQuestions(story: string): string {
  const sentences = story.trimEnd().split(/(?<=[.?!])\s+(?=[A-Z0-9$"'])/);
  const last = sentences.pop();
  if (!last) return story;
  const plain = plainMeasureQuestion(last, story);
  // "What is the total number of miles …?" is then asked as the readers know it: "How many miles …?".
  return plain === last ? story : plainQuestions([...sentences, plain].join(' '));
}
