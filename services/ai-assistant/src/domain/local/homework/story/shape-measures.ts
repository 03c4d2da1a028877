import { exact, showDecimal as show, type Exact } from '../math-engine.js';
import type { Solved } from '../steps.js';
import { readShapeFacts, type Measure, type ShapeFacts } from './shape-facts.js';
import { showAnswer } from './wording.js';
import { rectangleArea, rectanglePerimeter, regularPerimeter, sideFromArea, sideFromPerimeter, squareArea } from '../number-skills/plane-shapes.js';

/**
 * asdiv-more: one measure of a rectangle, a square or a regular polygon from the others it tells.
 * Rectangle: two sides give its area (a × b) and perimeter (2 × (a + b)); the area or the perimeter
 * and one side give the other side (A ÷ a, P ÷ 2 − a), and from it the measure asked. Square and
 * regular polygon: the side gives the perimeter (n × s) and a square's area (s × s), and back (a square's
 * side from its area only when it is a whole root). The answer put back gives the story's numbers.
 */
interface Worked { value: Exact; sentence: string; back: (value: Exact) => boolean }

const SIDES: Measure[] = ['long', 'wide', 'tall', 'side'];

function otherSide(facts: ShapeFacts): { known: Exact; other: Exact; sentence: string } | null {
  const sides = SIDES.filter((m) => facts.told.has(m));
  const [area, perimeter] = [facts.told.get('area'), facts.told.get('perimeter')];
  if (sides.length !== 1 || (area ? 1 : 0) + (perimeter ? 1 : 0) !== 1) return null;
  const known = facts.told.get(sides[0]!)!;
  if (area) return { known, other: sideFromArea(area, known), sentence: `${show(area)} ÷ ${show(known)}` };
  return { known, other: sideFromPerimeter(perimeter!, known), sentence: `${show(perimeter!)} ÷ 2 − ${show(known)}` };
}

function rectangle(facts: ShapeFacts): Worked | null {
  const sides = SIDES.filter((m) => facts.told.has(m));
  if (facts.asked === 'area' || facts.asked === 'perimeter') {
    const both = sides.length === 2 && facts.told.size === 2 && !sides.includes('side');
    const found = both ? null : otherSide(facts);
    if (!both && !found) return null;
    const [a, b, first]: [Exact, Exact, string] = found ? [found.known, found.other, `(${found.sentence})`] : [facts.told.get(sides[0]!)!, facts.told.get(sides[1]!)!, ''];
    const bShown = first || show(b);
    return facts.asked === 'area'
      ? { value: rectangleArea(a, b), sentence: `${show(a)} × ${bShown}`, back: (v) => sideFromArea(v, a).equals(b) }
      : { value: rectanglePerimeter(a, b), sentence: `2 × (${show(a)} + ${bShown})`, back: (v) => sideFromPerimeter(v, a).equals(b) };
  }
  // A side asked: the one side told must be another ("5 yards wide … how long"), not an unnamed "side".
  if (facts.asked === 'side' || sides.length !== 1 || sides[0] === 'side') return null;
  const found = otherSide(facts);
  if (!found) return null;
  const area = facts.told.get('area');
  return { value: found.other, sentence: found.sentence, back: (v) => (area ? rectangleArea(v, found.known).equals(area) : rectanglePerimeter(v, found.known).equals(facts.told.get('perimeter')!)) };
}

function regular(facts: ShapeFacts, n: number): Worked | null {
  const count = exact.fraction(n);
  const [side, area, perimeter] = [SIDES.map((m) => facts.told.get(m)).find(Boolean), facts.told.get('area'), facts.told.get('perimeter')];
  if (facts.told.size !== 1 || (area && n !== 4) || (facts.asked === 'area' && n !== 4)) return null;
  let s: Exact;
  let first: string;
  if (side) [s, first] = [side, show(side)];
  else if (perimeter) [s, first] = [perimeter.div(count), `(${show(perimeter)} ÷ ${n})`];
  else {
    const root = Math.round(Math.sqrt(Number(area!.valueOf())));
    if (!exact.fraction(root).mul(root).equals(area!)) return null;
    [s, first] = [exact.fraction(root), `√${show(area!)}`];
  }
  if (facts.asked === 'area') return { value: squareArea(s), sentence: `${first} × ${first}`, back: (v) => sideFromArea(v, s).equals(s) };
  if (facts.asked === 'perimeter') return { value: regularPerimeter(n, s), sentence: `${n} × ${first}`, back: (v) => v.div(count).equals(s) };
  return { value: s, sentence: first.replace(/^\((.*)\)$/, '$1'), back: (v) => (perimeter ? regularPerimeter(n, v).equals(perimeter) : squareArea(v).equals(area!)) };
}

export function solveShapeMeasures(statement: string): Solved | null {
  const facts = readShapeFacts(statement);
  if (!facts) return null;
  const worked = facts.figure.kind === 'rectangle' ? rectangle(facts) : regular(facts, facts.figure.sides);
  if (!worked || worked.value.s < 0n || worked.value.n === 0n || !worked.back(worked.value)) return null;
  const squared = facts.asked === 'area';
  const shown = (value: Exact, area: boolean): string => showAnswer(value, facts.unit).replace(/^(\S+) /, area ? '$1 square ' : '$1 ');
  return {
    kind: 'word-problem',
    steps: [
      { kind: 'restate', problem: facts.question },
      { kind: 'facts', facts: [...facts.told].map(([measure, value]) => `${measure}: ${shown(value, measure === 'area')}`) },
      { kind: 'number-sentence', sentence: `${worked.sentence} = ?`, schema: 'area' },
      { kind: 'check', statement: `${show(worked.value)} gives back the story's measures`, holds: true },
    ],
    answer: shown(worked.value, squared),
  };
}
