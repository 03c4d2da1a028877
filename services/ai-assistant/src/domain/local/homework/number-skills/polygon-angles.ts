import { exact, showExact, type Exact, showReadable } from '../math-engine.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * Angles of polygons: the sum of the interior angles of an n-sided polygon is (n − 2) × 180° ("Find the sum of
 * the interior angles of a hexagon" → 720°); a regular polygon's interior angle is that sum ÷ n and its exterior
 * angle 360° ÷ n; and back, the number of sides of a regular polygon from one angle ("each interior angle is
 * 140°" → 9 sides). Checked a second way: interior + exterior = 180° at every vertex, and n exterior angles
 * make 360°.
 */
const NAMES: Record<string, number> = { triangle: 3, quadrilateral: 4, pentagon: 5, hexagon: 6, heptagon: 7, septagon: 7, octagon: 8, nonagon: 9, decagon: 10, hendecagon: 11, undecagon: 11, dodecagon: 12 };
const SHAPE = String.raw`(?:an?\s+)?(?:(regular)\s+)?(?:(${Object.keys(NAMES).join('|')})|(\d+)[-\s]sided\s+(?:regular\s+)?polygon|(?:regular\s+)?polygon\s+with\s+(\d+)\s+sides|(\d+)-gon)`;
const ASK = String.raw`^(?:please\s+)?(?:what\s+is|find|calculate|determine|compute)\s+(?:the\s+)?`;
const SUM = new RegExp(`${ASK}(?:sum\\s+of\\s+the\\s+(?:measures\\s+of\\s+the\\s+)?(interior|exterior)\\s+angles|(interior|exterior)\\s+angle\\s+sum)\\s+(?:of|in)\\s+${SHAPE}$`, 'i');
const EACH = new RegExp(`${ASK}(?:measure\\s+of\\s+)?(?:each|one|an?|the)\\s+(interior|exterior)()\\s+angle\\s+(?:of|in)\\s+${SHAPE}$`, 'i');
const SIDES = /^(?:please\s+)?(?:each|one|every|the)\s+(interior|exterior)\s+angle\s+of\s+a\s+regular\s+polygon\s+(?:is|measures)\s+(\d+(?:\.\d+)?)\s*(?:°|degrees?)\s*[,.;]?\s*how\s+many\s+sides\s+does\s+(?:it|the\s+polygon)\s+have$|^how\s+many\s+sides\s+does\s+a\s+regular\s+polygon\s+have\s+if\s+(?:each|one|every|its)\s+(interior|exterior)\s+angle\s+(?:is|measures)\s+(\d+(?:\.\d+)?)\s*(?:°|degrees?)$/i;

const degrees = (v: Exact): string => `${showReadable(v)}°`;
const sidesOf = (m: RegExpExecArray, from: number): number | null => {
  const n = m[from + 1] ? NAMES[m[from + 1]!.toLowerCase()]! : Number(m[from + 2] ?? m[from + 3] ?? m[from + 4]);
  return Number.isInteger(n) && n >= 3 && n <= 1000 ? n : null;
};

function polygonAngles(statement: string): SkillAnswer | null {
  const sum = SUM.exec(statement);
  const each = sum ? null : EACH.exec(statement);
  const sides = sum || each ? null : SIDES.exec(statement);
  if (sides) {
    const kind = (sides[1] ?? sides[3])!.toLowerCase();
    const angle = exact.fraction(sides[2] ?? sides[4]!);
    const exterior = kind === 'interior' ? exact.fraction(180).sub(angle) : angle;
    if (exterior.s <= 0n || exterior.equals(0)) return null;
    const n = exact.fraction(360).div(exterior);
    if (n.d !== 1n || n.compare(3) < 0) return null;
    if (!exterior.mul(n).equals(360)) return null;
    return { problem: `the number of sides of a regular polygon whose ${kind} angle is ${degrees(angle)}`, facts: [`each exterior angle is ${degrees(exterior)}`, 'the exterior angles of any polygon add up to 360°'], schema: 'polygon-angles', sentence: `360° ÷ ${degrees(exterior)} = ${showExact(n)}`, check: `${showExact(n)} × ${degrees(exterior)} = 360°, and the interior angle is 180° − ${degrees(exterior)} = ${degrees(exact.fraction(180).sub(exterior))}`, answer: `${showExact(n)} sides` };
  }
  const m = sum ?? each;
  if (!m) return null;
  const kind = (m[1] ?? m[2])!.toLowerCase();
  const regular = !!m[3] || /\bregular\b/i.test(m[0]);
  const n = sidesOf(m, 3);
  if (!n || (each && !regular && n !== 3)) return null;
  const total = exact.fraction((n - 2) * 180);
  const interior = total.div(n);
  const exterior = exact.fraction(360).div(n);
  if (!interior.add(exterior).equals(180) || !exterior.mul(n).equals(360)) return null;
  // An equilateral triangle is the one triangle with equal angles; "each angle of a triangle" alone is not told.
  if (each && n === 3 && !regular) return null;
  const answer = sum ? (kind === 'interior' ? degrees(total) : '360°') : degrees(kind === 'interior' ? interior : exterior);
  return {
    problem: sum ? `the sum of the ${kind} angles of a ${n}-sided polygon` : `each ${kind} angle of a regular ${n}-sided polygon`,
    facts: [`the polygon has ${n} sides`, kind === 'interior' ? `the interior angles add up to (${n} − 2) × 180° = ${degrees(total)}` : 'the exterior angles of any polygon add up to 360°'],
    schema: 'polygon-angles',
    sentence: sum ? (kind === 'interior' ? `(${n} − 2) × 180° = ${degrees(total)}` : 'the exterior angles always make one full turn: 360°') : kind === 'interior' ? `${degrees(total)} ÷ ${n} = ${degrees(interior)}` : `360° ÷ ${n} = ${degrees(exterior)}`,
    check: `interior ${degrees(interior)} + exterior ${degrees(exterior)} = 180° at each vertex, and ${n} × ${degrees(exterior)} = 360°`,
    answer,
  };
}

export const POLYGON_ANGLE_SKILLS = [polygonAngles];
