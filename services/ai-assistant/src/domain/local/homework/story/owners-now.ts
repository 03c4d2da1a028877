import { evaluateExact, exact, showDecimal, type Exact } from '../math-engine.js';
import type { Solved } from '../steps.js';
import { showAnswer } from './wording.js';
import { singular, tidyText } from './words.js';

/**
 * svamp-shapes: several named owners, each told with what they had and, after an act, what they have now:
 * "Last week Fred had 86 dollars and Jason had 5 dollars. Fred washed cars over the weekend and now has 95
 * dollars and Jason did not work." Asked: what they have together now (an owner who "did not" act still has
 * the start; an owner with no now told declines), what one owner or all of them earned or lost (the change
 * between start and now), what they earned "by washing cars" (the owners whose act was washing cars), or
 * how much more one earned than another. Every clause must be one of the four shapes (a start, an act, a now,
 * a "did not"); every number is a start or a now; a change must go the way the asked verb says.
 */
const NUMBER = String.raw`(\d[\d,]*(?:\.\d+)?)`;
const NAME = String.raw`([A-Z][a-z]+)`;
const START = new RegExp(String.raw`^(?:(?:[Ll]ast|[Tt]his|[Oo]n|[Aa]t|[Ii]n) [A-Za-z]+,? )?${NAME} (?:had|has) ${NUMBER} ([a-z]+(?: [a-z]+)?)$`);
const NOW = new RegExp(String.raw`^(?:(${NAME.slice(1, -1)}|he|she) )?(?:still )?now (?:has|have) ${NUMBER}(?: ([a-z]+(?: [a-z]+)?))?(?: left)?$`);
const ACT = /^([A-Z][a-z]+) ([a-z]+ed|[a-z]+) ([a-z]+)(?: [a-z ]+)?$/;
const NOT_ACTED = /^([A-Z][a-z]+) (?:did not|didn't) [a-z ]+$/;
const GAIN = /^(?:earn|make|get|gain|receive|collect|find|win)$/;
const LOSS = /^(?:spend|lose|use)$/;
const VERB_FORMS: Record<string, string> = { made: 'make', got: 'get', received: 'receive', found: 'find', won: 'win', spent: 'spend', lost: 'lose', used: 'use', earned: 'earn', gained: 'gain', collected: 'collect' };
const TOTAL = String.raw`(?: (?:together|in all|altogether|in total|combined))?`;

interface Owner { start: Exact; now: Exact | null; act: string | null; stayed: boolean }

const stem = (word: string): string => word.toLowerCase().replace(/(?:ing|ed|es|s)$/, '');
const amount = (text: string): Exact => exact.fraction(text.replace(/,/g, ''));

/** The owners read from the facts, with the thing they count, or null when a clause has another shape. */
function readOwners(facts: string): { owners: Map<string, Owner>; thing: string } | null {
  const owners = new Map<string, Owner>();
  let thing: string | null = null;
  for (const sentence of facts.split(/(?<=[.!?])\s+/)) {
    let subject: string | null = null;
    for (const raw of sentence.replace(/[.!?]$/, '').split(/,?\s+and\s+|,\s+/)) {
      const clause = raw.trim();
      const start = START.exec(clause);
      const now = NOW.exec(clause);
      const act = ACT.exec(clause);
      const stayed = NOT_ACTED.exec(clause);
      if (start) {
        const told = singular(start[3]!.split(' ').at(-1)!);
        if (owners.has(start[1]!) || (thing !== null && thing !== told)) return null;
        thing = told;
        owners.set(start[1]!, { start: amount(start[2]!), now: null, act: null, stayed: false });
        subject = start[1]!;
      } else if (now) {
        const who = now[1] && /^[A-Z]/.test(now[1]) ? now[1] : subject;
        const owner = who ? owners.get(who) : undefined;
        if (!owner || owner.now !== null || (now[3] && singular(now[3].split(' ').at(-1)!) !== thing)) return null;
        owner.now = amount(now[2]!);
      } else if (stayed && !/\d/.test(clause)) {
        const owner = owners.get(stayed[1]!);
        if (!owner || owner.act !== null) return null;
        owner.stayed = true;
      } else if (act && !/\d/.test(clause) && owners.has(act[1]!)) {
        const owner = owners.get(act[1]!)!;
        if (owner.act !== null || owner.stayed) return null;
        owner.act = `${stem(act[2]!)} ${singular(act[3]!)}`;
        subject = act[1]!;
      } else return null;
    }
  }
  return thing && owners.size >= 2 ? { owners, thing } : null;
}

const nowOf = (o: Owner): Exact | null => o.now ?? (o.stayed ? o.start : null);
/** The change an owner made, the way the asked verb goes, or null when it went the other way or is not told. */
const changeOf = (o: Owner, gain: boolean): Exact | null => {
  if (o.now === null || o.stayed) return null;
  const change = gain ? o.now.sub(o.start) : o.start.sub(o.now);
  return change.compare(0) > 0 ? change : null;
};

function answered(question: string, facts: string, value: Exact, sentence: string, thing: string): Solved | null {
  const check = evaluateExact(sentence.replace(/ = \?$/, ''));
  if (!check || !check.equals(value) || value.compare(0) <= 0 || (thing !== 'dollar' && value.d !== 1n)) return null;
  return {
    kind: 'word-problem',
    steps: [
      { kind: 'restate', problem: question.trim() },
      { kind: 'facts', facts: facts.split(/(?<=[.!?])\s+/) },
      { kind: 'number-sentence', sentence, schema: 'change' },
      { kind: 'check', statement: `each owner's change is what they have now against what they had; the answer is ${showDecimal(value)}`, holds: true },
    ],
    answer: showAnswer(value, thing),
  };
}

export function solveOwnersNow(statement: string): Solved | null {
  const text = tidyText(statement);
  const at = text.search(/(?:^|[.!?]\s+)(?:How|What)\b[^.!?]*\?$/);
  if (at < 0) return null;
  const facts = text.slice(0, at + 1).trim();
  const question = text.slice(at).replace(/^[.!?]?\s*/, '');
  const read = readOwners(facts);
  if (!read) return null;
  const { owners, thing } = read;
  const asked = thing === 'dollar' ? String.raw`how much money` : String.raw`how many ${thing}s?`;
  const q = question.toLowerCase();
  const show = (v: Exact): string => showDecimal(v);
  // "How much money do they have together now?"
  if (new RegExp(String.raw`^${asked} do they have(?: now)?${TOTAL}(?: now)?\?$`).test(q)) {
    const amounts = [...owners.values()].map(nowOf);
    if (amounts.some((a) => a === null)) return null;
    const total = (amounts as Exact[]).reduce((s, a) => s.add(a), exact.fraction(0));
    return answered(question, facts, total, `${(amounts as Exact[]).map(show).join(' + ')} = ?`, thing);
  }
  // "How much money did they earn by washing cars?", "How much money did Jason earn?"
  const did = new RegExp(String.raw`^${asked.replace('how much ', 'how much (more )?').replace('how many ', 'how many (more )?')} did (they|[a-z]+) ([a-z]+)(?: (?:by|from|for) ([a-z]+ing) ([a-z]+)| ([a-z]+ing) ([a-z]+))?${TOTAL}(?: than ([a-z]+)(?: did)?)?\?$`).exec(q);
  if (!did) return null;
  const verb = VERB_FORMS[did[3]!] ?? did[3]!;
  if (!GAIN.test(verb) && !LOSS.test(verb)) return null;
  const gain = GAIN.test(verb);
  const doing = did[4] ? `${stem(did[4])} ${singular(did[5]!)}` : did[6] ? `${stem(did[6])} ${singular(did[7]!)}` : null;
  const byName = (name: string): Owner | undefined => [...owners].find(([n]) => n.toLowerCase() === name)?.[1];
  const chosen = did[2] === 'they' ? [...owners.values()].filter((o) => doing === null || o.act === doing) : [byName(did[2]!)];
  if (chosen.length === 0 || chosen.some((o) => !o || (doing !== null && o.act !== doing))) return null;
  const changes = (chosen as Owner[]).map((o) => changeOf(o, gain));
  if (changes.some((c) => c === null)) return null;
  const parts = (chosen as Owner[]).map((o) => (gain ? `(${show(o.now!)} - ${show(o.start)})` : `(${show(o.start)} - ${show(o.now!)})`));
  const total = (changes as Exact[]).reduce((s, c) => s.add(c), exact.fraction(0));
  if (did[1] || did[8]) {
    // "How much more money did Jason earn than Fred?": one owner's change against another's.
    const other = did[8] ? byName(did[8]) : undefined;
    const otherChange = other ? changeOf(other, gain) : null;
    if (!did[1] || !did[8] || did[2] === 'they' || !other || !otherChange) return null;
    return answered(question, facts, total.sub(otherChange), `${parts[0]} - ${gain ? `(${show(other.now!)} - ${show(other.start)})` : `(${show(other.start)} - ${show(other.now!)})`} = ?`, thing);
  }
  return answered(question, facts, total, `${parts.join(' + ')} = ?`, thing);
}
