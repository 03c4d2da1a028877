import { exact, plain, type Exact, showDecimal as show } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { singular, tidyText } from '../story/words.js';
import { showAnswer } from '../story/wording.js';
import { HAVE_STARTS, headOf, readOwnerMoves, type Move } from './owner-moves.js';
import { pastOf } from './past-forms.js';
import { splitQuestion } from './split-question.js';

/**
 * Several people's amounts of one thing, each change told with whose it is (`owner-moves.ts`), and a
 * question about one of them, the difference of two or the total of all: "Arthur has 6 cards. Aaron
 * has 5 cards. Aaron finds another 62. How many cards does Aaron end with?" (67); "Katie had 57 new
 * games and 39 old games. Her friends had 34 new games. How many more games does Katie have than her
 * friends?" (62); "Baker made 155 cakes. His friend bought 140 cakes from him. How many cakes would
 * baker still have?" (15). Each owner's amount must stay positive (whole when counted) after every
 * change; the answer is worked out again by mathjs from the told numbers. Words of parts, rates or
 * comparisons anywhere in the facts, a question about someone who owns nothing told, or a thing the
 * question does not count make it decline.
 */
const OWNER_Q = String.raw`([a-z]+|(?:his|her) [a-z]+)`;
const ONE = new RegExp(String.raw`^how many ([a-z]+(?: [a-z]+)?) (?:does|do|did|will|would|can) ${OWNER_Q} (?:still )?(?:have|end (?:up )?with|be left with)(?: (?:left|now|then|in all|altogether|in total))?\?$`);
const ONE_LEFT = new RegExp(String.raw`^how many ([a-z]+(?: [a-z]+)?) (?:are|were|is) (?:still )?left with ${OWNER_Q}(?: now)?\?$`);
const MORE = new RegExp(String.raw`^how many more ([a-z]+(?: [a-z]+)?) (?:does|do|did) ${OWNER_Q} have than ${OWNER_Q}(?: do| does)?(?: now)?\?$`);
/** "How many seashells did they find together?": the told acts of that verb, added. */
const DID = new RegExp(String.raw`^how many ([a-z]+(?: [a-z]+)?) did (?:they|${OWNER_Q} and ${OWNER_Q}) ([a-z]+) (?:together|in all|altogether|in total)\?$`);
/** "If only 38 of the carrots were good, how many bad carrots did they have?": the rest of what they got. */
const OTHER_PART = /^how many (good|bad) ([a-z]+) did they (?:have|get|pick|find|collect)(?: in all| in total| altogether)?\?$/;
const OPPOSITE: Record<string, string> = { good: 'bad', bad: 'good' };
const ALL = new RegExp(String.raw`^how many ([a-z]+(?: [a-z]+)?) do (?:they|${OWNER_Q} and ${OWNER_Q}) have (?:together|in all|altogether|in total|combined)(?: now)?\?$`);
/** Facts the moves cannot hold: parts, rates, comparisons, wishes and conditions of another kind. */
const OTHER = /\b(?:than|fewer|less|lesser|together|combined|total|both|altogether|in all|times|twice|half|third|quarter|each|per|every|percent|as many|as much|same|equally|split|shared?|divided|rest|some|would|will|wants?|needs?|could|should|must|who|which|had (?:already )?[a-z]+ed)\b|%|\//i;

interface Asked { thing: string; sum: string[]; minus: string | null; act?: string; part?: string }

function readAsked(question: string, owners: readonly string[]): Asked | null {
  const q = question.toLowerCase().trim();
  const part = OTHER_PART.exec(q);
  if (part) return { thing: part[2]!, sum: [...owners], minus: null, part: part[1]! };
  const one = ONE.exec(q) ?? ONE_LEFT.exec(q);
  if (one) return { thing: one[1]!, sum: [one[2]!], minus: null };
  const more = MORE.exec(q);
  if (more) return { thing: more[1]!, sum: [more[2]!], minus: more[3]! };
  const did = DID.exec(q);
  if (did) return { thing: did[1]!, sum: did[2] ? [did[2], did[3]!] : [...owners], minus: null, act: did[4]! };
  const all = ALL.exec(q);
  if (all) return { thing: all[1]!, sum: all[2] ? [all[2], all[3]!] : [...owners], minus: null };
  return null;
}

/** True when the told thing is one the question counts: the same head noun, and the same words when the question names a kind. */
function counted(told: string, asked: string): boolean {
  const words = asked.split(' ');
  if (headOf(told) !== singular(words[words.length - 1]!)) return false;
  return words.length === 1 || told.split(' ').map(singular).join(' ') === words.map(singular).join(' ');
}

/** Each owner's amount after every move, or null when one dips to zero or below (or to a part of a counted thing). */
function ledgers(moves: readonly Move[], money: boolean): Map<string, Exact> | null {
  const held = new Map<string, Exact>();
  for (const m of moves) {
    const now = (held.get(m.owner) ?? exact.fraction(0)).add(exact.fraction(m.value).mul(m.sign === -1 ? -1 : 1));
    if (now.s < 0n || (m.sign === -1 && now.equals(0)) || (!money && now.d !== 1n)) return null;
    held.set(m.owner, now);
  }
  return held;
}

const termsOf = (moves: readonly Move[], owner: string): string =>
  moves.filter((m) => m.owner === owner).map((m, i) => `${i === 0 ? '' : m.sign === -1 ? ' - ' : ' + '}${m.value}`).join('');

/**
 * The acts told fit the question: an amount held is asked only after holdings ("has", "found", "made"),
 * never after acts ("used 37") or asides; an act asked ("did they find") only of first amounts of that act;
 * the rest asked ("bad carrots") only with one aside that tells the other part ("38 … were good").
 */
function fitsQuestion(moves: readonly Move[], asides: readonly { word: string }[], asked: Asked): boolean {
  if (asked.act) return moves.every((m) => m.sign === 0 && m.verb === pastOf(asked.act!));
  if (asked.part) return moves.every((m) => m.sign === 0 && HAVE_STARTS.test(m.verb)) && asides.length === 1 && asides[0]!.word === OPPOSITE[asked.part];
  return asides.length === 0 && moves.every((m) => m.sign !== 0 || HAVE_STARTS.test(m.verb));
}

const HOLDING = /^(?:has|had|have|owns|owned)$/;
/**
 * Each asked amount is told up to the asked moment: one owner asked must have changed ("Jake originally had 12 …
 * How many does Jake have now?" may hide Jake's own changes); an owner asked unchanged must hold the amount
 * ("Dan bought 8 apples" tells nothing of what he had), and "originally" says changes may be untold.
 */
function toldNow(moves: readonly Move[], asked: Asked, statement: string): boolean {
  if (asked.act || asked.part) return true;
  if (/\b(?:originally|initially|at first|to begin with|at the start)\b/i.test(statement)) return false;
  const changed = (o: string): boolean => moves.some((m) => m.owner === o && m.sign !== 0);
  if (!asked.minus && asked.sum.length === 1) return changed(asked.sum[0]!);
  return [...asked.sum, ...(asked.minus ? [asked.minus] : [])].every((o) => changed(o) || moves.some((m) => m.owner === o && m.sign === 0 && HOLDING.test(m.verb)));
}

export function solveOwnerLedgers(statement: string): Solved | null {
  const split = splitQuestion(tidyText(statement));
  if (!split || /\d/.test(split.question) || OTHER.test(split.facts)) return null;
  const story = readOwnerMoves(split.facts);
  if (!story) return null;
  const asked = readAsked(split.question, [...new Set(story.moves.map((m) => m.owner))]);
  // A bare "another 62" counts the story's one thing; with none named, the asked thing the facts name ("picking carrots").
  const named = new Set(story.moves.map((m) => m.thing).filter(Boolean));
  const askedHead = asked?.thing.split(' ').pop() ?? '';
  if (named.size === 0 && askedHead && new RegExp(`\\b${askedHead}\\b`).test(split.facts.toLowerCase())) named.add(askedHead);
  // One person's story is the other readers'; this one is for several.
  if (!asked || story.actors.size < 2 || (story.moves.some((m) => !m.thing) && named.size !== 1)) return null;
  const moves = story.moves.map((m) => (m.thing ? m : { ...m, thing: [...named][0]! }));
  const owners = [...new Set(moves.map((m) => m.owner))];
  if (!moves.every((m) => counted(m.thing, asked.thing)) || !fitsQuestion(moves, story.asides, asked) || !toldNow(moves, asked, statement)) return null;
  const involved = [...asked.sum, ...(asked.minus ? [asked.minus] : [])];
  // Everyone asked about owns something told; "they" means every owner, and no one else acted.
  if (!involved.every((o) => owners.includes(o)) || new Set(involved).size !== involved.length) return null;
  const several = /\b(?:they|and)\b/.test(split.question.toLowerCase());
  if (several && (asked.sum.length < 2 || [...story.actors].some((a) => !owners.includes(a)))) return null;
  const money = headOf(asked.thing) === 'dollar';
  const held = ledgers(moves, money);
  if (!held) return null;
  const sum = asked.sum.reduce((total, o) => total.add(held.get(o)!), exact.fraction(0));
  const aside = asked.part ? story.asides[0]! : null;
  const answer = asked.minus ? sum.sub(held.get(asked.minus)!) : aside ? sum.sub(exact.fraction(aside.value)) : sum;
  if (answer.s < 0n || answer.equals(0)) return null;
  const expression = `${asked.sum.map((o) => `(${termsOf(moves, o)})`).join(' + ')}${asked.minus ? ` - (${termsOf(moves, asked.minus)})` : ''}${aside ? ` - ${aside.value}` : ''}`;
  const again = Number(plain.evaluate(expression));
  if (Math.abs(again - Number(answer.valueOf())) > 1e-9 * Math.max(1, Math.abs(again))) return null;
  const unit = money ? 'dollar' : singular(asked.thing.split(' ').pop()!);
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: split.question.trim() },
    { kind: 'facts', facts: owners.map((o) => `${o}: ${termsOf(moves, o).replace(/ - /g, ' − ')} = ${show(held.get(o)!)}`) },
    { kind: 'number-sentence', sentence: `${expression.replace(/ - /g, ' − ')} = ?`, schema: asked.minus ? 'compare' : 'change' },
    { kind: 'check', statement: `every owner's amount stays above zero after each change, and ${expression} computed again gives ${show(answer)}`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(answer, unit) };
}
