import { irregularBase } from './verb-forms.js';

/**
 * The start of a change story told another way (ParaMAWPS), said back as the plain "X had N things."
 * standing first, the form the change readers know:
 * - a start verb: "Alex started with $11" / "began with" is "Alex had $11"; "Starting with 27 cards,
 *   Sally received 41 more" is "Sally had 27 cards. Sally received 41 more";
 * - a start adverb: "she originally had 26", "Mike had 8 marbles initially", "he had 57 dollars to start
 *   with", "Initially, there were 27 pencils", "there were originally 14 books" lose the adverb;
 *   "was originally in possession of 5 Skittles" is "had 5 Skittles";
 * - the start told after the changes: "Sam received 4 marbles from Mike. Mike had 8 marbles
 *   initially. How many …?" puts the start sentence first, when it names its owner (a pronoun there
 *   would point at no one yet) and it is the only sentence that says it is the start.
 * Runs after the other rewrites, once the questions' conditions stand as sentences of their own.
 */
const AMOUNT = String.raw`\$?\d[\d,]*(?:\.\d+)?`;
const ADVERB = String.raw`(?:originally|initially|at first|to start with|to begin with|in the beginning|previously|earlier)`;
const NAME = String.raw`(?:[A-Z][a-z]+(?: [A-Z][a-z]+)?)`;

const START_VERB = new RegExp(String.raw`\b(${NAME}|[Hh]e|[Ss]he|[Tt]hey) (?:started|began)(?: off| out)? with (?=${AMOUNT}(?![\d]))`, 'g');
// The name is followed by a verb in the past ("received", "gave"): one who acts, not a phrase ("Starting with 5, Sam's …").
const FRONTED_START = new RegExp(String.raw`(^|[.!?]\s+)(?:After starting|Starting|Beginning) (?:off |out )?with (${AMOUNT} [a-zA-Z ]+?), (${NAME}) (?=(?:[a-z]+ly )?([a-z]+)\b)`, 'g');
const isPast = (word: string): boolean => /ed$/.test(word) || (word !== 'has' && irregularBase(word) !== undefined && irregularBase(word) !== word);
const ADVERB_BEFORE_HAD = new RegExp(String.raw`\b(${NAME}|[Hh]e|[Ss]he|[Tt]hey|[Ii]t|[a-z]+) ${ADVERB} (had|owned|held|contained) (?=${AMOUNT}(?![\d]))`, 'g');
const ADVERB_AFTER_HAD = new RegExp(String.raw`\b(${NAME}|[Hh]e|[Ss]he|[Tt]hey|[Ii]t) (had|owned) (${AMOUNT}(?: [a-zA-Z]+){0,3}?),? ${ADVERB}(?=[.?!,]|$)`, 'g');
const POSSESSION = new RegExp(String.raw`\b(${NAME}|[Hh]e|[Ss]he|[Tt]hey) (?:was|were) ${ADVERB}? ?in possession of (?=${AMOUNT}(?![\d]))`, 'g');
const THERE_FRONTED = new RegExp(String.raw`(^|[.!?]\s+)(?:Initially|Originally|At first|In the beginning|To begin with), there (were|was) (?=${AMOUNT}(?![\d]))`, 'g');
const FRONTED_ADVERB = new RegExp(String.raw`(^|[.!?]\s+)(?:Initially|Originally|At first|In the beginning|To begin with),? (${NAME}) (had|owned) (?=${AMOUNT}(?![\d]))`, 'g');
const THERE_ADVERB = new RegExp(String.raw`\b([Tt]here) (were|was) ${ADVERB} (?=${AMOUNT}(?![\d]))`, 'g');

/** One start told in the words a change reader knows; `marked` when the words said it was the start. */
function plainStartWords(story: string): string {
  return story
    .replace(FRONTED_START, (all: string, start: string, amount: string, name: string, verb: string) => (isPast(verb) ? `${start}${name} had ${amount}. ${name} ` : all))
    .replace(START_VERB, (_all, who: string) => `${who} had `)
    .replace(ADVERB_BEFORE_HAD, (_all, who: string, had: string) => `${who} ${had} `)
    .replace(ADVERB_AFTER_HAD, (_all, who: string, had: string, amount: string) => `${who} ${had} ${amount}`)
    .replace(POSSESSION, (_all, who: string) => `${who} had `)
    .replace(FRONTED_ADVERB, (_all, start: string, who: string, had: string) => `${start}${who} ${had} `)
    .replace(THERE_FRONTED, (_all, start: string, be: string) => `${start}There ${be} `)
    .replace(THERE_ADVERB, (_all, there: string, be: string) => `${there} ${be} `);
}

const MARKED_START = new RegExp(String.raw`^(?:${NAME} (?:${ADVERB} )?(?:had|owned) ${AMOUNT}(?: [a-zA-Z]+){0,3}?(?:,? ${ADVERB})?|There (?:were|was) ${ADVERB} ${AMOUNT}[^.?!]*|(?:Initially|Originally|At first), there (?:were|was) ${AMOUNT}[^.?!]*)\.$`);
const SAYS_START = new RegExp(String.raw`\b(?:${ADVERB}|started|began|starting)\b`, 'i');

const PRONOUN_START = /^(?:He|She|They) /;
const NOT_NAMES = new Set(['I', 'If', 'Then', 'After', 'Before', 'When', 'While', 'How', 'What', 'The', 'There', 'Mr', 'Mrs', 'Ms', 'Dr']);

/** The one person the story names, when it names exactly one ("While shopping, Carrie used …"). */
function onlyName(sentences: readonly string[]): string | null {
  const names = new Set(sentences.flatMap((s) => [...s.matchAll(/(?<![.!?]\s*|^)\b[A-Z][a-z]+\b/g)].map((m) => m[0]).filter((w) => !NOT_NAMES.has(w) && !/^(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day$/.test(w))));
  const leading = sentences.map((s) => /^([A-Z][a-z]+) [a-z]/.exec(s)?.[1]).filter((w): w is string => !!w && !NOT_NAMES.has(w) && !/^(?:He|She|They|It|We|You|A|An|This|That|These|Those|Each|Every|Some)$/.test(w));
  for (const w of leading) names.add(w);
  return names.size === 1 ? [...names][0]! : null;
}

/** A sentence that says it is the start, told after the changes, moved to the front. */
function startFirst(story: string): string {
  const sentences = story.split(/(?<=[.!?])\s+(?=[A-Z$0-9])/);
  const marked = sentences.filter((s) => SAYS_START.test(s));
  if (marked.length !== 1 || !MARKED_START.test(marked[0]!.replace(PRONOUN_START, 'Someone '))) return story;
  const at = sentences.indexOf(marked[0]!);
  if (at <= 0 || sentences.slice(0, at).some((s) => /\?$/.test(s))) return story;
  // "She had $91" said first points at no one yet: it names the story's one person, or stays where it was.
  const name = PRONOUN_START.test(marked[0]!) ? onlyName(sentences) : undefined;
  if (name === null) return story;
  const moved = name ? marked[0]!.replace(PRONOUN_START, `${name} `) : marked[0]!;
  return [moved, ...sentences.slice(0, at), ...sentences.slice(at + 1)].join(' ');
}

/** Money paid told by a noun or a doubled unit: "made a purchase of $10" is "spent $10"; "$18 dollars" is "$18". */
export function plainMoneyActs(story: string): string {
  return story
    .replace(/\b(?:made|makes) a purchase of (?=\$\d)/g, 'spent ')
    .replace(/\bused up (?=\$\d)/g, 'spent ')
    .replace(/(\$\d[\d,]*(?:\.\d+)?) dollars\b/g, '$1');
}

/** Only the first sentence's start loses its words: a start told later keeps "initially", which says it is no change. */
function firstStartWords(story: string): string {
  const [first, ...rest] = story.split(/(?<=[.!?])\s+(?=[A-Z$0-9])/);
  return [plainStartWords(first ?? ''), ...rest].join(' ');
}

export function plainStartTold(story: string): string {
  return plainMoneyActs(firstStartWords(startFirst(story)));
}
