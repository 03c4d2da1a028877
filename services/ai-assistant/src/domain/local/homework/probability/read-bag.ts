import { singular } from '../story/words.js';
import { tag } from '../../text/nlp.js';
import { countOf, type DrawProblem, type Wanted } from './draw-problem.js';

/**
 * The story form of a draw: "A bag has 3 red and 5 blue marbles. Two marbles are drawn without
 * replacement. What is the probability that both are red?" Anything it cannot pin down exactly
 * (whether drawn marbles go back, a colour the bag does not have) makes it return null.
 */
const NUMBER = String.raw`(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
const ITEM = new RegExp(String.raw`\b${NUMBER} ([a-z]+)(?: ([a-z]+))?`, 'gi');
const LIST_JOIN = /^(?:,\s*|,?\s+and\s+|\s+)$/;

/** "3 red, 4 blue and 5 green marbles" or "3 red marbles and 5 blue marbles": kinds and the thing. */
function readContents(sentence: string): { items: DrawProblem['items']; thing: string; things: string } | null {
  const matches = [...sentence.matchAll(ITEM)];
  if (matches.length < 2) return null;
  const items: DrawProblem['items'] = [];
  const things = new Set<string>();
  const written = new Set<string>();
  matches.forEach((m, i) => {
    const next = matches[i + 1];
    const end = (m.index ?? 0) + m[0].length;
    // Only a list counts: the items must follow each other with nothing but commas and "and".
    if (next && !LIST_JOIN.test(sentence.slice(end, next.index))) return;
    const kind = (m[2] ?? '').toLowerCase();
    const noun = m[3] && !/^(?:and|or)$/i.test(m[3]) ? singular(m[3]) : null;
    if (noun) things.add(noun);
    if (noun && m[3] !== noun) written.add((m[3] ?? '').toLowerCase());
    items.push([kind, countOf(m[1] ?? '') ?? Number.NaN]);
  });
  const [thing, plural] = [[...things][0], [...written][0]];
  if (items.length !== matches.length || things.size !== 1 || !thing) return null;
  // The kinds describe the thing ("red", "blue"): a word the tagger reads as a verb is not a kind.
  if (items.some(([kind]) => tag(`the ${kind} ${thing}`)[1]?.pos === 'VERB')) return null;
  return { items, thing, things: plural ?? `${thing}s` };
}

const WITHOUT = /\bwithout (?:replacement|replacing|putting)|\bnot (?:replaced|put back|returned)|\bdoes(?:n't| not) (?:put|replace|return)|\bat (?:the same time|once)\b|\bsimultaneously\b/i;
const WITH = /\bwith replacement\b|\b(?:is|are) (?:replaced|put back|returned)\b|\bputs? (?:it|them|the [a-z]+) back\b|\breplaces? (?:it|them)\b/i;

function readDraws(text: string, thing: string): { draws: number; replaced: boolean; phrase: string } | null {
  const plural = `${thing}|${thing}s|${thing}es|${thing.replace(/y$/, 'ies')}|ones?|them|it`;
  const counted = new RegExp(String.raw`\b${NUMBER} (?:${plural})\b[^.?]*?\b(?:drawn|picked|chosen|selected|taken|pulled|removed)|\b(?:draws?|picks?|chooses?|selects?|takes?|pulls?|removes?|drawing|picking|choosing|selecting|taking|pulling) (?:out )?${NUMBER} (?:${plural})\b`, 'i').exec(text);
  const draws = counted ? countOf(counted[1] ?? counted[2] ?? '') : 1;
  const phrase = counted?.[0] ?? '';
  if (draws === null) return null;
  if (draws === 1) return { draws, replaced: false, phrase };
  if (WITHOUT.test(text)) return { draws, replaced: false, phrase };
  return WITH.test(text) ? { draws, replaced: true, phrase } : null;
}

function kindsIn(text: string, kinds: readonly string[]): string[] {
  return [...text.toLowerCase().matchAll(/[a-z]+/g)].map((m) => m[0]).filter((w) => kinds.includes(w));
}

/** What the question wants drawn, or null when it says something these forms do not cover. */
function readWanted(event: string, kinds: readonly string[], draws: number): Wanted | null {
  const mentioned = kindsIn(event, kinds);
  // "given that", "if the first was red", "the next one": conditions on earlier draws.
  if (mentioned.length === 0 || /\b(?:given|if|after|next|again|another|then|replaced)\b/.test(event)) return null;
  if (draws === 1) {
    // "both", "the second" or "two red" need more than the one draw the story gives.
    if (/\b(?:both|all|first|second|third|two|three|four)\b/.test(event)) return null;
    if (/\bnot\b/.test(event)) return mentioned.length === 1 ? { order: 'in order', draws: [kinds.filter((k) => k !== mentioned[0])] } : null;
    if (mentioned.length > 1 && !/\bor\b/.test(event)) return null;
    return { order: 'in order', draws: [[...new Set(mentioned)]] };
  }
  if (/\bnot\b|\bor\b|\bat least\b|\bat most\b|\bsame\b|\bdifferent\b/.test(event)) return null;
  if (/\bfirst\b/.test(event) && /\bsecond\b/.test(event)) {
    return draws === 2 && mentioned.length === 2 ? { order: 'in order', draws: mentioned.map((k) => [k]) } : null;
  }
  if (/\b(?:both|all)\b/.test(event) && mentioned.length === 1) return { order: 'any order', counts: [[mentioned[0] ?? '', draws]] };
  const counts: Array<[string, number]> = [];
  for (const m of event.toLowerCase().matchAll(new RegExp(String.raw`\b${NUMBER} ([a-z]+)`, 'g'))) {
    const n = countOf(m[1] ?? '');
    if (n !== null && kinds.includes(m[2] ?? '')) counts.push([m[2] ?? '', n]);
  }
  return counts.length === new Set(mentioned).size && counts.length > 0 ? { order: 'any order', counts } : null;
}

export function readBagDraw(problem: string): DrawProblem | null {
  const sentences = problem.replace(/\s+/g, ' ').trim().split(/(?<=[.?!])\s+/);
  const asked = sentences.findIndex((s) => /\bprobability\b/i.test(s));
  const question = sentences[asked] ?? '';
  if (asked < 0 || /\b(?:odds|percent|percentage|decimal|expected|at random from (?:each|both))\b|%/i.test(problem)) return null;
  const others = sentences.filter((_, i) => i !== asked);
  const found = others.map(readContents).filter((c) => c !== null);
  if (found.length !== 1 || !found[0]) return null;
  const { items, thing, things } = found[0];
  const kinds = items.map(([kind]) => kind);
  // What happens between filling the bag and the question: only the draw itself may be told.
  const rest = [...others.filter((s) => readContents(s) === null), question.replace(/\bprobability\b.*$/i, '')].join(' ');
  const draw = readDraws(rest, thing);
  const want = draw ? readWanted(question.replace(/^.*?\bprobability\b/i, ''), kinds, draw.draws) : null;
  if (!draw || !want || changesBag(rest.replace(draw.phrase, ' '), kinds)) return null;
  return { items, thing, things, draws: draw.draws, replaced: draw.replaced, want, question };
}

const CHANGES = /\b(?:adds?|added|removes?|removed|puts? in|eats?|ate|eaten|loses?|lost|gives?|gave|given|more|another|extra|taken out|takes? out|took out)\b/i;

/**
 * A number, a change or a colour besides the draw ("2 red marbles are taken out first", "the first
 * one is red and he keeps it") means a different bag than the one counted.
 */
function changesBag(rest: string, kinds: readonly string[]): boolean {
  return new RegExp(String.raw`\b${NUMBER.replace('one|', '')}\b`, 'i').test(rest) || CHANGES.test(rest) || kindsIn(rest, kinds).length > 0;
}
