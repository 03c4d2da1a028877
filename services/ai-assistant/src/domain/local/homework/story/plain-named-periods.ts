/**
 * mawps-asdiv: "How much money did Will make in those two days?" after "On Monday he worked 8 hours and
 * on Tuesday he worked 2 hours" asks for the total over the periods the story names, so it is asked
 * "… in total?" and the readers of parts then a rate read it. Only when the story names exactly as many
 * periods of that kind as the question counts (Monday and Tuesday, the first and the second week); any
 * other count, or periods the story does not name, leaves the question as told (it stays a number).
 */
const COUNTS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, '2': 2, '3': 3, '4': 4, '5': 5 };
const ASKED_PERIODS = /\s+(?:in|on|during|over|for|across) (?:those|these|the) (two|three|four|five|[2-5]) (days|weeks|months|years|nights)(?: combined| together)?\s*\?$/i;

const NOT_A_TOTAL = /\b(?:net|increase\w*|decrease\w*|change\w*|difference|more|less|fewer|left|remain\w*|average|each|per|every|most|least|than|gain\w*|loss|lose|lost)\b/i;

const WEEKDAY = String.raw`(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)`;
const MONTH = String.raw`(?:january|february|march|april|may|june|july|august|september|october|november|december)`;
const ORDINAL = String.raw`(?:first|second|third|fourth|fifth|next|following|last|this)`;
/** The ways a story names one period of each kind; each distinct name is one period. */
const NAMED: Readonly<Record<string, RegExp>> = {
  days: new RegExp(String.raw`\b(?:${WEEKDAY}|yesterday|today|tomorrow|(?:the )?${ORDINAL} day)\b`, 'gi'),
  weeks: new RegExp(String.raw`\b${ORDINAL} week\b`, 'gi'),
  months: new RegExp(String.raw`\b(?:in |during |by )${MONTH}\b|\b${ORDINAL} month\b`, 'g'),
  years: new RegExp(String.raw`\b${ORDINAL} year\b`, 'gi'),
  nights: new RegExp(String.raw`\b(?:${WEEKDAY} night|tonight|last night|(?:the )?${ORDINAL} night)\b`, 'gi'),
};

/** The distinct periods of a kind the story's facts name ("Monday", "the next day"). */
function namedPeriods(facts: string, kind: string): Set<string> {
  const pattern = NAMED[kind.toLowerCase()];
  if (!pattern) return new Set();
  return new Set([...facts.matchAll(pattern)].map((m) => m[0].toLowerCase().replace(/^(?:the|in|during|by) /, '')));
}

export function plainNamedPeriods(story: string): string {
  const at = story.search(/[^.?!]*\?\s*$/);
  if (at <= 0) return story;
  const [facts, question] = [story.slice(0, at), story.slice(at)];
  const asked = ASKED_PERIODS.exec(question);
  if (!asked?.[1] || !asked[2]) return story;
  // "in those two days" after a rate "per day" counts the days themselves: only named periods are a total.
  if (namedPeriods(facts, asked[2]).size !== COUNTS[asked[1].toLowerCase()]) return story;
  const core = question.slice(0, asked.index);
  // "What was the net increase … over the three days?", "How many more …", "each day": no plain total.
  if (NOT_A_TOTAL.test(core)) return story;
  return `${facts}${/\b(?:in total|in all|altogether|total|combined)\b/i.test(core) ? core : `${core} in total`}?`;
}
