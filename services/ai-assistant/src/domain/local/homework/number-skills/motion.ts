import { type Exact, showReadable } from '../math-engine.js';
import { motionWords, readMotionFacts, type MotionFacts } from './motion-facts.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * Two movers (`motion-facts.ts` reads their numbers):
 * - apart in opposite directions or toward each other from a distance: the gap changes by v₁ + v₂ each hour;
 * - the same way from the same place: the gap grows by the difference of the speeds;
 * - a second mover leaving h hours later, faster, catches up after v₁ × h ÷ (v₂ − v₁) hours;
 * - a boat down and up a stream (a plane with and against the wind): the still-water speed and the current are
 *   half the sum and half the difference of the two speeds.
 * Checked a second way: the movers' positions at the time found give the told or asked distance.
 */
const OPPOSITE = /\bopposite\s+directions?\b/i;
const TOWARD = /\btowards?\s+each\s+other\b|\bapproach(?:es|ing)?\s+each\s+other\b/i;
const SAME_WAY = /\bsame\s+direction\b|\bsame\s+(?:road|route|track|path)\b/i;
const CATCH = /\bcatch(?:es)?\s+up\b|\bovertakes?\b/i;
const STREAM = /\bdownstream\b[^]*\bupstream\b|\bupstream\b[^]*\bdownstream\b|\bwith\s+the\s+(?:wind|current)\b[^]*\bagainst\s+the\s+(?:wind|current)\b|\bagainst\s+the\s+(?:wind|current)\b[^]*\bwith\s+the\s+(?:wind|current)\b/i;
const ASK_TIME = /\b(?:how\s+(?:long|many\s+(?:hours|minutes))|after\s+how\s+many\s+hours|when\s+will|how\s+much\s+time)\b/i;
const ASK_DISTANCE = /\b(?:how\s+far(?:\s+apart)?|how\s+many\s+(?:miles|kilometers|kilometres|km)(?:\s+apart)?|what\s+(?:is\s+the\s+)?distance)\b/i;

const shown = showReadable;
const plural = (v: Exact, unit: string): string => `${shown(v)} ${unit}${v.equals(1) ? '' : 's'}`;

function twoWays(f: MotionFacts, question: string, together: 'opposite' | 'toward' | 'same'): SkillAnswer | null {
  if (f.speeds.length !== 2 || f.headStart) return null;
  const [v1, v2] = [f.speeds[0]!.value, f.speeds[1]!.value];
  const rate = together === 'same' ? v1.sub(v2).abs() : v1.add(v2);
  const unit = f.distanceUnit;
  if (rate.equals(0)) return null;
  const rateWords = together === 'same' ? `${shown(v1.sub(v2).abs())} ${unit}s farther apart each hour (${shown(v1)} − ${shown(v2)})` : `${shown(rate)} ${unit}s ${together === 'toward' ? 'closer' : 'farther apart'} each hour (${shown(v1)} + ${shown(v2)})`;
  if (together === 'toward') {
    if (f.distances.length !== 1 || f.durations.length !== 0 || !ASK_TIME.test(question) || !/\bmeet\b|\bpass\b/i.test(question)) return null;
    const t = f.distances[0]!.div(rate);
    const check = v1.mul(t).add(v2.mul(t));
    if (!check.equals(f.distances[0]!)) return null;
    return { problem: 'when the two meet', facts: [`they start ${shown(f.distances[0]!)} ${unit}s apart`, rateWords], schema: 'motion', sentence: `${shown(f.distances[0]!)} ÷ ${shown(rate)} = ${shown(t)}`, check: `in ${plural(t, 'hour')} they cover ${shown(v1)} × ${shown(t)} + ${shown(v2)} × ${shown(t)} = ${shown(check)} ${unit}s, the whole distance`, answer: plural(t, 'hour') };
  }
  if (f.distances.length === 1 && f.durations.length === 0 && ASK_TIME.test(question) && /\bapart\b/i.test(question + f.sentences.join(' '))) {
    const t = f.distances[0]!.div(rate);
    const gap = together === 'same' ? v1.mul(t).sub(v2.mul(t)).abs() : v1.mul(t).add(v2.mul(t));
    if (!gap.equals(f.distances[0]!)) return null;
    return { problem: `when they are ${shown(f.distances[0]!)} ${unit}s apart`, facts: [rateWords], schema: 'motion', sentence: `${shown(f.distances[0]!)} ÷ ${shown(rate)} = ${shown(t)}`, check: `after ${plural(t, 'hour')} one has gone ${shown(v1.mul(t))} and the other ${shown(v2.mul(t))} ${unit}s, ${shown(gap)} ${unit}s apart`, answer: plural(t, 'hour') };
  }
  if (f.durations.length === 1 && f.distances.length === 0 && ASK_DISTANCE.test(question) && /\bapart\b|\bdistance\s+between\s+them\b/i.test(question)) {
    const t = f.durations[0]!;
    const gap = rate.mul(t);
    const again = together === 'same' ? v1.mul(t).sub(v2.mul(t)).abs() : v1.mul(t).add(v2.mul(t));
    if (!gap.equals(again)) return null;
    return { problem: `how far apart they are after ${plural(t, 'hour')}`, facts: [rateWords], schema: 'motion', sentence: `${shown(rate)} × ${shown(t)} = ${shown(gap)}`, check: `one has gone ${shown(v1)} × ${shown(t)} = ${shown(v1.mul(t))} and the other ${shown(v2)} × ${shown(t)} = ${shown(v2.mul(t))} ${unit}s`, answer: plural(gap, unit) };
  }
  return null;
}

/**
 * Which speed is the first mover's: told before the sentence with "later" ("A car leaves at 40 mph. Two hours
 * later a second car leaves at 60 mph"), or the speed of the one the head start sentence names ("The cat gets a
 * 15-minute head start" after "His cat can run 20 miles per hour").
 */
function moversInOrder(f: MotionFacts): [Exact, Exact] | [null, null] {
  const later = f.sentences.findIndex((s) => /\b(?:later|after)\b/i.test(s));
  if (later >= 0) return f.speeds[0]!.sentence < later && f.speeds[1]!.sentence >= later ? [f.speeds[0]!.value, f.speeds[1]!.value] : [null, null];
  const head = /^(?:the\s+|his\s+|her\s+)?([a-z]+)\s+(?:gets|got|has|had|is\s+given|was\s+given)\s+an?\s+[\d.]+\s*-?\s*(?:hours?|minutes?)\s+head\s+start/i.exec(f.sentences.find((s) => /head\s+start/i.test(s))?.trim() ?? '');
  const named = head ? f.speeds.filter((v) => new RegExp(`\\b${head[1]}\\b`, 'i').test(f.sentences[v.sentence]!)) : [];
  if (named.length !== 1 || f.speeds[0]!.sentence === f.speeds[1]!.sentence) return [null, null];
  const other = f.speeds.find((v) => v !== named[0])!;
  return [named[0]!.value, other.value];
}

/** "Two hours later a second car leaves … at 60 mph": the later, faster mover gains v₂ − v₁ each hour on a lead of v₁ × h. */
function catchUp(f: MotionFacts, question: string): SkillAnswer | null {
  if (f.speeds.length !== 2 || !f.headStart || f.distances.length || f.durations.length || !CATCH.test(question)) return null;
  const [first, second] = moversInOrder(f);
  if (!first || !second || second.lte(first)) return null;
  const lead = first.mul(f.headStart);
  const t = lead.div(second.sub(first));
  const unit = f.distanceUnit;
  if (!second.mul(t).equals(first.mul(t.add(f.headStart)))) return null;
  const asksDistance = ASK_DISTANCE.test(question) && !ASK_TIME.test(question);
  const answer = asksDistance ? plural(second.mul(t), unit) : plural(t, 'hour');
  return {
    problem: asksDistance ? 'how far from the start the second catches up' : 'how long the second takes to catch up',
    facts: [`the first has a lead of ${shown(first)} × ${shown(f.headStart)} = ${shown(lead)} ${unit}s`, `the second gains ${shown(second)} − ${shown(first)} = ${shown(second.sub(first))} ${unit}s each hour`],
    schema: 'motion',
    sentence: `${shown(lead)} ÷ ${shown(second.sub(first))} = ${shown(t)} hours${asksDistance ? `, and ${shown(second)} × ${shown(t)} = ${shown(second.mul(t))} ${unit}s` : ''}`,
    check: `after ${plural(t, 'hour')} the second has gone ${shown(second.mul(t))} ${unit}s and the first ${shown(first)} × ${shown(t.add(f.headStart))} = ${shown(first.mul(t.add(f.headStart)))} ${unit}s: the same place`,
    answer,
  };
}

/** Down and up a stream: speeds d₁/t₁ and d₂/t₂; still water is half their sum, the current half their difference. */
function stream(f: MotionFacts, question: string): SkillAnswer | null {
  if (f.speeds.length || f.headStart || f.distances.length !== 2 || f.durations.length !== 2) return null;
  const downFirst = /\b(?:downstream|with\s+the\s+(?:wind|current))\b/i.exec(f.sentences.join(' '))!.index < /\b(?:upstream|against\s+the\s+(?:wind|current))\b/i.exec(f.sentences.join(' '))!.index;
  const [d1, d2] = downFirst ? f.distances : [f.distances[1]!, f.distances[0]!];
  const [t1, t2] = downFirst ? f.durations : [f.durations[1]!, f.durations[0]!];
  const [down, up] = [d1!.div(t1!), d2!.div(t2!)];
  if (down.lte(up)) return null;
  const asksCurrent = /\b(?:speed|rate)\s+of\s+the\s+(?:current|stream|wind|river)\b|\bhow\s+fast\s+is\s+the\s+(?:current|stream|wind)\b/i.test(question);
  const asksStill = /\bstill\s+(?:water|air)\b|\bspeed\s+of\s+rowing\b|\bspeed\s+of\s+the\s+(?:boat|plane|canoe|ship|swimmer)\b|\b(?:boat|plane)(?:'s|’s)\s+speed\b/i.test(question);
  if (!asksCurrent && !asksStill) return null;
  const [still, current] = [down.add(up).div(2), down.sub(up).div(2)];
  if (!still.add(current).mul(t1!).equals(d1!) || !still.sub(current).mul(t2!).equals(d2!)) return null;
  const unit = `${f.distanceUnit === 'mile' ? 'mph' : 'km/h'}`;
  return {
    problem: asksCurrent && asksStill ? 'the speed in still water and the speed of the current' : asksCurrent ? 'the speed of the current' : 'the speed in still water',
    facts: [`going with it: ${shown(d1!)} ÷ ${shown(t1!)} = ${shown(down)} ${unit} = speed + current`, `going against it: ${shown(d2!)} ÷ ${shown(t2!)} = ${shown(up)} ${unit} = speed − current`],
    schema: 'motion',
    sentence: [asksStill && `still water: (${shown(down)} + ${shown(up)}) ÷ 2 = ${shown(still)}`, asksCurrent && `current: (${shown(down)} − ${shown(up)}) ÷ 2 = ${shown(current)}`].filter(Boolean).join('; '),
    check: `(${shown(still)} + ${shown(current)}) × ${shown(t1!)} = ${shown(d1!)} and (${shown(still)} − ${shown(current)}) × ${shown(t2!)} = ${shown(d2!)}`,
    answer: asksCurrent && asksStill ? `still water ${shown(still)} ${unit}, current ${shown(current)} ${unit}` : `${shown(asksCurrent ? current : still)} ${unit}`,
  };
}

function motion(statement: string): SkillAnswer | null {
  const text = motionWords(statement);
  const question = text.split(/(?<=[.?!])\s+/).at(-1) ?? '';
  const facts = readMotionFacts(text);
  if (!facts) return null;
  if (STREAM.test(text)) return stream(facts, question);
  if (facts.headStart) return SAME_WAY.test(text) || /\bsame\s+(?:place|town|city|station|point|spot)\b|\bhead\s+start\b/i.test(text) ? catchUp(facts, question) : null;
  const ways = [OPPOSITE.test(text) && 'opposite', TOWARD.test(text) && 'toward', SAME_WAY.test(text) && 'same'].filter(Boolean) as Array<'opposite' | 'toward' | 'same'>;
  if (ways.length !== 1) return null;
  if (ways[0] !== 'toward' && !/\bsame\s+(?:place|town|city|station|point|spot|airport|time)\b|\bat\s+the\s+same\s+time\b/i.test(text)) return null;
  return twoWays(facts, question, ways[0]!);
}

export const MOTION_SKILLS = [motion];
