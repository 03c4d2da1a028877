/** What a solution step means, independent of how a grade level phrases it. */
export type SolutionStep =
  | { kind: 'restate'; problem: string }
  | { kind: 'operation'; operator: Operator; left: string; right: string; result: string; after: string; why: OperationReason }
  | { kind: 'common-denominator'; before: string; after: string; denominator: string }
  | { kind: 'simplify-fraction'; from: string; to: string; divisor: string }
  | { kind: 'percent-to-decimal'; percent: string; decimal: string }
  | { kind: 'percent-of'; decimal: string; whole: string; result: string }
  | { kind: 'part-over-whole'; part: string; whole: string; decimal: string; percent: string }
  | { kind: 'simplify-sides'; equation: string }
  | { kind: 'both-sides'; action: 'add' | 'subtract' | 'multiply' | 'divide'; amount: string; equation: string }
  | { kind: 'scale-equation'; which: 1 | 2; factor: string; equation: string }
  | { kind: 'combine-equations'; action: 'add' | 'subtract'; equation: string; eliminated: string }
  | { kind: 'substitute'; variable: string; value: string; into: string; equation: string }
  | { kind: 'check'; statement: string; holds: boolean }
  | { kind: 'special'; note: 'no-solution' | 'all-numbers' | 'no-unique-solution' }
  | { kind: 'facts'; facts: string[] }
  | { kind: 'number-sentence'; sentence: string; schema: StorySchema };

/** How a word problem's numbers are put together (see story/schemas.ts). */
export type StorySchema = 'combine' | 'change' | 'start-unknown' | 'compare' | 'equal-groups' | 'sharing' | 'rate' | 'missing-part' | 'relation' | 'age-shift' | 'rest-then-groups' | 'rest-then-share' | 'priced-items' | 'change-unknown'
  | 'parts-then-groups' | 'parts-then-rate' | 'parts-then-share' | 'area' | 'speed' | 'money-left' | 'portions' | 'interest' | 'proportion' | 'missing-parts' | 'compare-products' | 'taken-away'
  | 'chance-one' | 'chance-in-turn' | 'chance-any-order' | 'common-factor' | 'common-multiple' | 'average' | 'ratio' | 'elapsed-time'
  | 'remainder' | 'rounding' | 'place-value' | 'prime-test' | 'divisibility' | 'prime-factors' | 'root' | 'polynomial-roots' | 'next-term' | 'ordering' | 'unit-conversion'
  | 'statistics' | 'formula' | 'number-form' | 'percent-change' | 'power' | 'like-terms' | 'inequality' | 'absolute-value' | 'line-equation'
  | 'scientific-notation' | 'simplest-root' | 'factor-list' | 'simplest-ratio'
  // asdiv-mawps: the shortage of an equal share
  | 'share-shortage'
  // svamp-misses: an amount over its own stretch of time ("in the remaining 16 days")
  | 'stretch-rate'
  // gsm-prices: one price unknown in a bill whose total is told
  | 'unknown-price'
  // lcm-gcd: cycles that meet again, packs that must match, identical groups with nothing left over
  | 'meeting-cycles' | 'matching-packs' | 'identical-groups'
  // plain exercises: the whole that a part is a percent of ("12 is 40% of what number?")
  | 'percent-whole'
  // plain exercises: whether a value solves an equation or inequality
  | 'solution-check'
  // plain exercises: numbers found from what the words say about them (consecutive integers)
  | 'unknown-number'
  // plain exercises: factorials, logarithms and an unknown in the exponent
  | 'factorial' | 'logarithm' | 'exponent-equation'
  // plain exercises: quotients of polynomials simplified, equations with the letter in a denominator
  | 'rational-expression' | 'rational-equation'
  // plain exercises: quadratics with irrational roots, vertices; terms and sums of sequences
  | 'quadratic-formula' | 'vertex' | 'sequence-term' | 'sequence-sum'
  // plain exercises: ways to choose or arrange
  | 'counting' | 'compound-interest' | 'percent-of-change' | 'radical-equation'
  // plain exercises: an equation solved for one of its letters, products of terms in several letters
  | 'literal-equation' | 'letter-products'
  // plain exercises: a linear function's inverse, two functions composed
  | 'inverse-function' | 'composition'
  // plain exercises: three equations in three letters, quadratic inequalities
  | 'system-of-three' | 'quadratic-inequality'
  // plain exercises: arithmetic with i
  | 'complex-number'
  // word problems: work done together (rates of work add)
  | 'joint-work'
  // word problems: ages told through relations, solved as equations
  | 'age-equations'
  // word problems: two movers (meeting, apart, catching up, with and against a current); mixtures
  | 'motion' | 'mixture'
  // plain exercises: exact values of trigonometric functions at special angles
  | 'trig-value'
  // plain exercises: where a function is defined, the values a quadratic takes
  | 'domain-range'
  // plain exercises: angle sums of polygons and a regular polygon's angles
  | 'polygon-angles'
  // plain exercises: a quadratic in two letters written as a product
  | 'two-letter-factoring';

export type Operator = '+' | '-' | '*' | '/' | '^';

/** Why this operation comes now (order of operations), used by the lower grades' wording. */
export type OperationReason = 'parentheses' | 'exponent' | 'multiply-divide' | 'add-subtract' | 'clock-hours' | 'clock-minutes' | 'only';

export interface Solved {
  kind: 'arithmetic' | 'fraction' | 'percentage' | 'linear-equation' | 'linear-system' | 'word-problem' | 'number-skill';
  steps: SolutionStep[];
  answer: string;
}
