import { exact, formatDecimal, showExact, type Exact } from '../math-engine.js';
import { type SkillAnswer } from './skill-solved.js';
import { rectangleArea, rectanglePerimeter, regularPerimeter, sideFromArea, sideFromPerimeter, squareArea } from './plane-shapes.js';

/**
 * Measurement formulas of school geometry: area and perimeter of rectangles, squares, triangles and
 * circles, circumference, volume of cubes, boxes and cylinders, and the hypotenuse of a right triangle.
 * Every size the formula needs must be named ("length 8 cm and width 5 cm", "radius 3"), in one unit;
 * a missing or extra size declines. Answers with π give the exact multiple of π and a rounded value.
 * Checked a second way: the formula is worked backwards to one of the given sizes.
 */
const NUM = String.raw`(\d+(?:\.\d+)?)`;
const UNIT = String.raw`(?:\s*(mm|cm|m|km|in|inches|inch|ft|feet|foot|yd|yards?|meters?|metres?|centimeters?|centimetres?|millimeters?|kilometers?|miles?)\b)?`;
const SIZE_NAMES = ['length', 'width', 'height', 'base', 'radius', 'diameter', 'side', 'side length', 'edge', 'leg', 'legs'] as const;
type Size = 'length' | 'width' | 'height' | 'base' | 'radius' | 'diameter' | 'side';
const ASK = /^(?:please\s+)?(?:what\s+is|what's|find|calculate|compute|determine|work\s+out)\s+the\s+(area|perimeter|circumference|volume|hypotenuse|length\s+of\s+the\s+hypotenuse)\s+of\s+(?:a|an|the)\s+(rectangle|square|triangle|right\s+triangle|circle|cube|rectangular\s+prism|box|cuboid|cylinder)\s+(?:with|that\s+has|whose|of|having)\s+(.+)$/i;

interface Told { sizes: Partial<Record<Size, Exact>>; legs: Exact[]; unit: string | null; count: number }

/** "length 8 cm and width 5 cm", "a radius of 3", "legs 3 and 4", "sides of 6 cm". */
function toldSizes(text: string): Told | null {
  const sizes: Partial<Record<Size, Exact>> = {};
  const units = new Set<string>();
  let count = 0;
  const pattern = new RegExp(String.raw`(?:an?\s+)?(${SIZE_NAMES.join('|')})s?\s+(?:of\s+|is\s+|=\s*|:\s*)?${NUM}${UNIT}(?:\s+and\s+${NUM}${UNIT})?`, 'gi');
  let legs: Exact[] = [];
  for (const m of text.matchAll(pattern)) {
    const name = (m[1] ?? '').toLowerCase().replace(/side length|edge/, 'side');
    const unit = m[3]?.toLowerCase().replace(/s$/, '').replace(/^(?:inche|inch)$/, 'in').replace(/^(?:foot|feet)$/, 'ft') ?? null;
    if (unit) units.add(unit);
    if (m[5]) units.add(m[5].toLowerCase().replace(/s$/, ''));
    if (name.startsWith('leg')) {
      legs = [...legs, exact.fraction(m[2] ?? '0'), ...(m[4] ? [exact.fraction(m[4])] : [])];
      count += m[4] ? 2 : 1;
      continue;
    }
    if (m[4]) return null;
    if ((name as Size) in sizes) return null;
    sizes[name as Size] = exact.fraction(m[2] ?? '0');
    count++;
  }
  // Every number of the text is one of the sizes read: no size is left unread.
  if ((text.match(/\d+(?:\.\d+)?/g) ?? []).length !== count || units.size > 1) return null;
  return { sizes, legs, unit: [...units][0] ?? null, count };
}

const PI_ROUNDED = 2;

/** √square as shown: "5" when exact, else "6.40 (exactly √41)" with the unit after each; and the root as written in a check. */
export function squareRootShown(square: Exact, unit = ''): { shown: string; written: string } {
  const root = Math.sqrt(Number(square.valueOf()));
  const whole = exact.fraction(formatDecimal(root));
  const squareText = showExact(square, 'decimal');
  return whole.mul(whole).equals(square)
    ? { shown: `${showExact(whole, 'decimal')}${unit}`, written: showExact(whole, 'decimal') }
    : { shown: `${root.toFixed(2)}${unit} (exactly √${squareText}${unit})`, written: `(√${squareText})` };
}
/** "28.27 cm² (exactly 9π cm²)": the rounded value first, then the exact multiple of π. */
const showPi = (multiple: Exact, unit: string): string => `${formatDecimal(Number((Number(multiple.valueOf()) * Math.PI).toFixed(PI_ROUNDED)))}${unit} (exactly ${showExact(multiple, 'decimal')}π${unit})`;

/** "a rectangle that is 5 cm by 3 cm", "a 5 cm by 3 cm rectangle": length by width, said the short way. */
const BY = new RegExp(String.raw`\b(rectangle|box|cuboid|rectangular\s+prism)\s+(?:that\s+is|which\s+is|measuring|of\s+size)\s+${NUM}${UNIT}\s+by\s+${NUM}${UNIT}(?:\s+by\s+${NUM}${UNIT})?$`, 'i');
function sizesNamed(statement: string): string {
  const by = BY.exec(statement);
  if (!by) return statement;
  const size = (n: string | undefined, unit: string | undefined): string => `${n ?? ''}${unit ? ` ${unit}` : ''}`;
  const named = by[6] ? `length ${size(by[2], by[3])}, width ${size(by[4], by[5])} and height ${size(by[6], by[7])}` : `length ${size(by[2], by[3])} and width ${size(by[4], by[5])}`;
  return `${statement.slice(0, by.index)}${by[1]} with ${named}`;
}

function formula(statement: string): SkillAnswer | null {
  const match = ASK.exec(sizesNamed(statement));
  if (!match) return null;
  const asked = (match[1] ?? '').toLowerCase().replace(/length of the /, '');
  const shape = (match[2] ?? '').toLowerCase().replace(/right\s+/, 'right ').replace(/box|cuboid/, 'rectangular prism');
  const told = toldSizes(match[3] ?? '');
  if (!told) return null;
  const { sizes: s, legs, unit } = told;
  const u = unit ? ` ${unit}` : '';
  const has = (...names: Size[]): boolean => names.every((n) => s[n] !== undefined) && Object.keys(s).length === names.length && legs.length === 0;
  const sq = unit ? '²' : ' square units';
  const cu = unit ? '³' : ' cubic units';
  const x = (v: Exact | undefined): string => showExact(v ?? exact.fraction(0), 'decimal');
  const radius = s.radius ?? s.diameter?.div(2);
  const circleTold = has('radius') || has('diameter');
  let result: { facts: string[]; sentence: string; value: string; check: string } | null = null;
  if (shape === 'rectangle' && has('length', 'width')) {
    const [l, w] = [s.length as Exact, s.width as Exact];
    const [area, perimeter] = [rectangleArea(l, w), rectanglePerimeter(l, w)];
    // The second way: the other side worked back from the answer is the length told.
    if (asked === 'area' && sideFromArea(area, w).equals(l)) result = { facts: ['area of a rectangle = length × width'], sentence: `${x(l)} × ${x(w)} = ?`, value: `${x(area)}${u}${unit ? '²' : sq}`, check: `${x(area)} ÷ ${x(w)} = ${x(l)}, the length` };
    if (asked === 'perimeter' && sideFromPerimeter(perimeter, w).equals(l)) result = { facts: ['perimeter of a rectangle = 2 × (length + width)'], sentence: `2 × (${x(l)} + ${x(w)}) = ?`, value: `${x(perimeter)}${u}`, check: `${x(perimeter)} ÷ 2 − ${x(w)} = ${x(l)}, the length` };
  } else if (shape === 'square' && has('side')) {
    const a = s.side as Exact;
    const [area, perimeter] = [squareArea(a), regularPerimeter(4, a)];
    if (asked === 'area' && sideFromArea(area, a).equals(a)) result = { facts: ['area of a square = side × side'], sentence: `${x(a)} × ${x(a)} = ?`, value: `${x(area)}${u}${unit ? '²' : sq}`, check: `${x(area)} ÷ ${x(a)} = ${x(a)}, the side` };
    if (asked === 'perimeter' && perimeter.div(4).equals(a)) result = { facts: ['perimeter of a square = 4 × side'], sentence: `4 × ${x(a)} = ?`, value: `${x(perimeter)}${u}`, check: `${x(perimeter)} ÷ 4 = ${x(a)}, the side` };
  } else if (shape === 'triangle' && asked === 'area' && has('base', 'height')) {
    const [b, h] = [s.base as Exact, s.height as Exact];
    result = { facts: ['area of a triangle = base × height ÷ 2'], sentence: `${x(b)} × ${x(h)} ÷ 2 = ?`, value: `${x(b.mul(h).div(2))}${u}${unit ? '²' : sq}`, check: `2 × ${x(b.mul(h).div(2))} ÷ ${x(h)} = ${x(b)}, the base` };
  } else if (shape === 'circle' && circleTold && radius) {
    const r = radius;
    if (asked === 'area') result = { facts: ['area of a circle = π × radius²', ...(s.diameter ? [`radius = diameter ÷ 2 = ${x(r)}`] : [])], sentence: `π × ${x(r)}² = ?`, value: showPi(r.mul(r), `${u}${unit ? '²' : sq}`), check: `${x(r.mul(r))}π ÷ π = ${x(r.mul(r))} = ${x(r)}², the radius squared` };
    if (asked === 'circumference' || asked === 'perimeter') result = { facts: ['circumference of a circle = 2 × π × radius = π × diameter'], sentence: `π × ${x(r.mul(2))} = ?`, value: showPi(r.mul(2), u), check: `${x(r.mul(2))}π ÷ (2π) = ${x(r)}, the radius` };
  } else if (shape === 'cube' && asked === 'volume' && has('side')) {
    const a = s.side as Exact;
    result = { facts: ['volume of a cube = side × side × side'], sentence: `${x(a)} × ${x(a)} × ${x(a)} = ?`, value: `${x(a.pow(3) as Exact)}${u}${unit ? '³' : cu}`, check: `${x(a.pow(3) as Exact)} ÷ ${x(a.mul(a))} = ${x(a)}, the side` };
  } else if (shape === 'rectangular prism' && asked === 'volume' && has('length', 'width', 'height')) {
    const [l, w, h] = [s.length as Exact, s.width as Exact, s.height as Exact];
    result = { facts: ['volume of a box = length × width × height'], sentence: `${x(l)} × ${x(w)} × ${x(h)} = ?`, value: `${x(l.mul(w).mul(h))}${u}${unit ? '³' : cu}`, check: `${x(l.mul(w).mul(h))} ÷ (${x(w)} × ${x(h)}) = ${x(l)}, the length` };
  } else if (shape === 'cylinder' && asked === 'volume' && radius && Object.keys(s).length === 2 && s.height && (s.radius || s.diameter)) {
    const [r, h] = [radius, s.height];
    result = { facts: ['volume of a cylinder = π × radius² × height'], sentence: `π × ${x(r)}² × ${x(h)} = ?`, value: showPi(r.mul(r).mul(h), `${u}${unit ? '³' : cu}`), check: `${x(r.mul(r).mul(h))}π ÷ (π × ${x(r)}²) = ${x(h)}, the height` };
  } else if (shape === 'right triangle' && asked === 'hypotenuse' && legs.length === 2 && Object.keys(s).length === 0) {
    const [a, b] = legs as [Exact, Exact];
    const square = a.mul(a).add(b.mul(b));
    const hypotenuse = squareRootShown(square, u);
    // Only a hypotenuse that is exact (3, 4 → 5) is given as one number; else a rounded value and √.
    result = { facts: ['Pythagoras: hypotenuse² = leg² + leg²'], sentence: `√(${x(a)}² + ${x(b)}²) = √${x(square)} = ?`, value: hypotenuse.shown, check: `${hypotenuse.written}² − ${x(a)}² = ${x(b.mul(b))} = ${x(b)}², the other leg` };
  }
  if (!result) return null;
  return {
    problem: `the ${asked} of the ${shape} with ${match[3]}`,
    facts: result.facts,
    schema: 'formula',
    sentence: result.sentence,
    check: result.check,
    answer: result.value,
  };
}

export const GEOMETRY_SKILLS = [formula];
