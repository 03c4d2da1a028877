import type { Solved } from '../steps.js';
import { tag, type Tagged } from '../../text/nlp.js';
import { readStory, type Quantity } from '../story/read-story.js';
import { singular } from '../story/words.js';
import { solutionParts } from '../story-trust/solution-parts.js';

/**
 * "A car traveled 60 miles in the first hour and 45 miles in the second hour. How many miles did it
 * travel in the second hour?": parts told alike (one verb) that differ by a person, a time or a
 * thing, and a question that names the difference of only some of them ("second", "Tuesday",
 * "Brian", "the cat", "the sand"): adding them all answers another question, whatever "total" or
 * "altogether" says. Changes ("Sam had 9 dimes. His dad gave him 7 more.") are not parts told alike.
 */
const TIME = /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|morning|afternoon|evening|night|today|yesterday|tomorrow|first|second|third|fourth|fifth|last|next|final)$/;

type Differences = { names: Set<string>; times: Set<string>; kinds: Set<string>; sorts: Set<string>; places: Set<string>; routes: Set<string> };
const PLACE_LEAD = new Set(['to', 'from', 'at', 'in', 'into', 'on', 'near']);

/** Words written with a capital inside a sentence: names, even those the tagger reads as verbs ("Sue swam"). */
function namesOf(statement: string): Set<string> {
  return new Set([...statement.matchAll(/(?<![.?!]\s*|^)\b([A-Z][a-z]+)\b/g)].map((m) => m[1]!.toLowerCase()));
}

/** The verb a part is told with; undefined when it continues the clause before ("and 45 miles …"). */
function verbOf(q: Quantity): string | undefined {
  return tag(q.lead).filter((t) => t.pos === 'VERB' || t.pos === 'AUX').pop()?.lemma;
}

/** The thing a part is about: "tons of sand" → sand, "her cat weighs" → cat. */
function kindOf(q: Quantity, tokens: readonly Tagged[]): string | null {
  if (q.of) return q.of;
  const verbAt = tokens.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  const subject = verbAt > 0 ? tokens[verbAt - 1] : undefined;
  // asdiv-lost: "Bianca spent 22 minutes drawing": the one who did it is a doer (names), not a kind of thing.
  if (subject && subject.lemma === q.owner) return null;
  return subject?.pos === 'NOUN' ? singular(subject.lemma) : null;
}

/** A noun just after "to", "from", "at", "in" …; "to school" at a clause's end is tagged as a verb. */
function isPlace(tokens: readonly Tagged[], i: number): boolean {
  const t = tokens[i]!;
  const last = tokens[i + 1] === undefined || tokens[i + 1]?.pos === 'PUNCT';
  if (!(t.pos === 'NOUN' || (t.pos === 'VERB' && last && tokens[i - 1]?.lemma === 'to')) || TIME.test(t.lemma)) return false;
  return tokens.slice(Math.max(0, i - 3), i).some((before) => PLACE_LEAD.has(before.lemma));
}

/** "from school to David's house": a route is told by both its ends, so one shared end does not make two parts alike. */
function routesOf(text: string): Set<string> {
  const route = /\bfrom\s+(?:the\s+)?(.+?)\s+to\s+(?:the\s+)?(.+?)(?=\s*[.?!,;]|\s+and\b|$)/i.exec(text);
  return new Set(route ? [`${route[1]!.toLowerCase()} > ${route[2]!.toLowerCase()}`] : []);
}

function differencesOf(text: string, names: ReadonlySet<string>, q?: Quantity, possessed: ReadonlySet<string> = new Set()): Differences {
  const tokens = tag(text);
  const words = tokens.map((t) => t.text.toLowerCase());
  const named = tokens.filter((t) => t.pos === 'PROPN' || names.has(t.text.toLowerCase())).map((t) => t.text.toLowerCase());
  return {
    // "to David's house": a name owning a place or thing is not who did it.
    // asdiv-lost: "Hannah's Vegetarian Restaurant bought …": an owner the story writes as a possessive names a place, not a doer.
    names: new Set([...named, ...(q?.owner && !possessed.has(q.owner) ? [q.owner] : [])].filter((w) => !TIME.test(w) && !text.toLowerCase().includes(`${w}'s`))),
    times: new Set(words.filter((w) => TIME.test(w))),
    kinds: new Set(q ? [kindOf(q, tokens)].filter((k): k is string => k !== null) : tokens.filter((t) => t.pos === 'NOUN').map((t) => singular(t.lemma))),
    // "the red rope", "the blue rope"
    sorts: new Set(tokens.filter((t) => t.pos === 'ADJ' && !TIME.test(t.lemma)).map((t) => t.lemma)),
    // "to school", "to the park"
    places: new Set(tokens.filter((t, i) => isPlace(tokens, i)).map((t) => singular(t.lemma))),
    routes: routesOf(text),
  };
}

/** Of one kind of difference: true when every part has its own and the question names only some parts'. */
function namesSome(parts: readonly Set<string>[], asked: ReadonlySet<string>): boolean {
  const own = parts.map((mine, i) => [...mine].filter((w) => parts.every((other, j) => j === i || !other.has(w))));
  if (own.some((words) => words.length === 0)) return false;
  const named = own.map((words) => words.some((w) => asked.has(w)));
  return named.some(Boolean) && !named.every(Boolean);
}

/**
 * Who did each part: its one name, or for a clause that starts with its number ("and 20 miles on
 * Tuesday") the doer of the part before in the sentence. Two doers or more, and a question that names
 * some of them and not the others: "Lee drove 30 miles on Monday and 20 on Tuesday. Kim drove 10
 * miles. How far did Lee drive in all?" is 30 + 20, never 60.
 */
function namesSomeDoers(parts: readonly Quantity[], told: readonly Differences[], asked: ReadonlySet<string>): boolean {
  const doers: (string | undefined)[] = [];
  parts.forEach((q, i) => {
    // The name that opens the clause does the part ("Tom purchased …"); "and a Batman game" is a thing.
    const opening = /^\W*(?:and |then |but )?([a-z]+)/.exec(q.clause)?.[1];
    const own = [...told[i]!.names].filter((name) => name === opening);
    const continues = i > 0 && parts[i - 1]?.sentence === q.sentence && /^\W*(?:and\s+)?[$\d]/.test(q.clause);
    doers.push(own.length === 1 ? own[0] : own.length === 0 && continues ? doers[i - 1] : undefined);
  });
  if (doers.some((doer) => doer === undefined)) return false;
  const distinct = new Set(doers as string[]);
  const named = [...distinct].filter((doer) => asked.has(doer));
  return distinct.size > 1 && named.length > 0 && named.length < distinct.size;
}

export function narrowedSum(statement: string, solved: Solved): string | null {
  const parts = solutionParts(solved);
  if (!/^[\d.]+(?:\s*\+\s*[\d.]+)+$/.test(parts.sentence.trim())) return null;
  const story = readStory(statement);
  const added = story?.quantities.filter((q) => parts.numbers.includes(q.value) && !story.questionQuantities.includes(q)) ?? [];
  if (!story || added.length < 2 || new Set(added.map(verbOf).filter(Boolean)).size > 1) return null;
  // "Jennifer sold 17 more boxes than Kim": a part told through another is no part told alike.
  if (added.some((q) => /\b(?:than|more|another|as (?:many|much))\b/.test(q.clause))) return null;
  const names = namesOf(statement);
  const possessed = new Set([...statement.toLowerCase().replace(/\s+(['’]s)\b/g, '$1').matchAll(/\b([a-z]+)['’]s\b/g)].map((m) => m[1]!));
  const told = added.map((q) => differencesOf(q.clause.replace(q.written, ' '), names, q, possessed));
  // "in Sara and Tom's collection": a joint possessive names both owners, not a place of Tom's.
  const asked = differencesOf(story.question.text.replace(/\b([A-Z][a-z]+) and ([A-Z][a-z]+)['’]s\b/g, '$1 and $2'), names);
  // svamp: "How many bottles of regular soda and diet soda …": a part's own kind is named wherever the question says it,
  // whatever its part of speech there.
  // The thing counted is no part's own word ("How many oranges …" names no "orange tree").
  const counted = story.question.unit;
  const questionWords = new Set(tag(story.question.text).flatMap((t) => [t.text.toLowerCase(), singular(t.lemma)]).filter((w) => w !== counted && singular(w) !== counted));
  const namedIn = (kind: keyof Differences): Set<string> => (kind === 'kinds' ? new Set([...asked[kind], ...questionWords]) : asked[kind]);
  const differs = namesSomeDoers(added, told, asked.names)
    || (['names', 'times', 'kinds', 'sorts', 'places', 'routes'] as const).some((kind) => namesSome(told.map((d) => d[kind]), namedIn(kind)));
  return differs ? 'the question names only some of the parts added' : null;
}
