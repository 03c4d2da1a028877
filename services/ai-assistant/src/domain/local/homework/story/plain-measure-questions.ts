import { keepsQuestion } from './measure-question-guards.js';
import { plainQuestions } from './plain-questions.js';
import { namesOtherUnit, storyUnit, type MeasureKind } from './measure-units.js';

/**
 * A question that asks for a measure by its kind, asked as a number of the one unit of that kind
 * the story uses, which the readers know: "How far did she run altogether?" → "How many miles did
 * she run altogether?"; "What is the total weight of the sand?" → "What is the total number of tons
 * of the sand?" (then turned round as plainQuestions does). "How long" is a time or a length: it is
 * rewritten only when the story uses one unit of the two kinds together. A story with no unit of
 * the kind, or two ("1 hour and 30 minutes"), keeps its question.
 */
const KIND_OF: Record<string, MeasureKind[]> = {
  far: ['length'], distance: ['length'], duration: ['time'], length: ['length'], mileage: ['length'], rainfall: ['length'], precipitation: ['length'], snowfall: ['length'], rain: ['length'], snow: ['length'],
  weight: ['weight'], poundage: ['weight'], weigh: ['weight'],
  time: ['time'], long: ['time', 'length'],
};
/** "rainfall" names what fell as well as its measure: the count is of inches of rain. */
const FELL: Record<string, string> = { rainfall: ' of rain', precipitation: ' of rain', snowfall: ' of snow', rain: ' of rain', snow: ' of snow' };
const TOTAL = String.raw`(?:(?<total>total|combined|cumulative|overall|entire) )?`;
/** "the weight of the 2 pumpkins": what is weighed, asked as "the number of pounds that the 2 pumpkins weigh". */
const WEIGHED = String.raw`(?: of (?<weighed>(?:all )?(?:the|both|his|her|their|its) (?:\d+ )?(?<head>[a-z]+)(?: [a-z]+)*)(?=\s*[?.]$))?`;
/** A speed: "3 miles per hour", "2 kilometers an hour", "2 miles/hour". */
const TRIP_SPEED = /\d\s*(?:miles|kilometers|kilometres|meters|metres|feet|yards)(?:\s+(?:per|an|a)\s+|\/)(?:hour|minute|second)\b/i;
/** Each way of asking by the measure, with the words it is rewritten from. */
const ASKS: readonly RegExp[] = [
  /\bhow (?<measure>far|long)\b(?! ago| before| after| since)/i,
  /\bhow much (?<measure>distance|time|weight|rain|rainfall|snow|snowfall|precipitation)\b/i,
  /\bwhat (?<measure>weight|distance|length) of\b/i,
  /\bhow much(?= (?:does|did|do|will|would|is|was) [^?]*\b(?<measure>weigh)\b[^?]*\b(?:in total|in all|altogether|together|combined)\b)/i,
  new RegExp(String.raw`\bthe ${TOTAL}(?:(?:driving|walking|running|hiking|biking|cycling|swimming|traveling|travelling|flying|jogging|rowing|skiing) )?(?<measure>weight|poundage|rainfall|precipitation|snowfall|distance|duration)\b${WEIGHED}`, 'i'),
  new RegExp(String.raw`\bthe (?<total>total|combined|overall|entire) (?<measure>time)\b`, 'i'),
];
/** "What was the total weight of the 2 pumpkins?" → "How many pounds did the 2 pumpkins weigh in total?" */
function weighedQuestion(lead: string, groups: Record<string, string | undefined>, unit: string): string | null {
  const ask = /^(?:(what(?:'s| is| was))|determine|calculate|find|compute|sum up|tell me)\s*$/i.exec(lead.trim() ? `${lead.trim()} ` : '');
  if (!ask) return null;
  const plural = /[^s]s$/.test(groups.head ?? '') || /^(?:all|both)\b/.test(groups.weighed ?? '');
  const aux = /was/i.test(ask[1] ?? '') ? 'did' : plural ? 'do' : 'does';
  return `How many ${unit} ${aux} ${groups.weighed} weigh${groups.total ? ' in total' : ''}?`;
}

function rewritten(question: string, match: RegExpExecArray, unit: string): string {
  const measure = match.groups!.measure!.toLowerCase();
  const fell = FELL[measure] ?? '';
  const after = question.slice(match.index + match[0].length);
  const how = /^(?:how|what)/i.test(match[0]);
  if (!how && match.groups!.weighed) return KIND_OF[measure]![0] === 'weight' ? weighedQuestion(question.slice(0, match.index), match.groups!, unit) ?? question : question;
  // "the distance of Kendall", "the rainfall for two days": "of" and "for" have no plain form here.
  if (!how) return /^ (?:of|for)\b/i.test(after) ? question : `${question.slice(0, match.index)}the ${match.groups!.total ? 'total ' : ''}number of ${unit}${fell}${after}`;
  const of = /^what/i.test(match[0]) ? ' of' : '';
  return `${question.slice(0, match.index)}${/^[HW]/.test(match[0]) ? 'How' : 'how'} many ${unit}${fell}${of}${after}`;
}

/** The question sentence with its measure asked as a number of the story's unit, or unchanged. */
export function plainMeasureQuestion(question: string, story: string): string {
  if (keepsQuestion(question, story)) return question;
  for (const ask of ASKS) {
    const match = ask.exec(question);
    if (!match) continue;
    // para-muldiv: "the distance", "the duration" of a trip only: a speed told and no money ("$0.08 per mile" prices miles).
    if (/^(?:distance|duration)$/i.test(match.groups!.measure!) && /^\\bthe /.test(ask.source) && !(TRIP_SPEED.test(story) && !/\$|\b(?:dollars?|cents?)\b/i.test(story))) continue;
    const kinds = KIND_OF[match.groups!.measure!.toLowerCase()]!;
    const unit = storyUnit(story, kinds);
    return unit && !namesOtherUnit(question, unit, kinds) ? rewritten(question, match, unit) : question;
  }
  return question;
}

/** A question the readers know: "How many miles did she …", not "How many miles Sue swam" that turned round half-way. */
const PLAIN_ASK = /\bhow many [a-z]+(?: of [a-z]+)? (?:do|does|did|will|would|can|could|should|is|are|was|were|has|have|had)\b/i;

/** The story with its last sentence, the question, asking for a number of the story's unit. */
export function plainMeasureQuestions(story: string): string {
  const sentences = story.trimEnd().split(/(?<=[.?!])\s+(?=[A-Z0-9$"'])/);
  const last = sentences.pop();
  if (!last) return story;
  const plain = plainMeasureQuestion(last, story);
  if (plain === last) return story;
  // "What is the total number of miles …?" is then asked as the readers know it: "How many miles …?".
  const asked = plainQuestions([...sentences, plain].join(' '));
  return PLAIN_ASK.test(asked.split(/(?<=[.?!])\s+(?=[A-Z0-9$"'])/).pop() ?? '') ? asked : story;
}
