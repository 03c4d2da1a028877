import type { MathNode, OperatorNode } from 'mathjs';
import { exact, formatDecimal, improperTop, isInteger, MIXED_NUMBER, parseExpression, plain, showExact, showMixed, showTree, terminates, type Exact } from './math-engine.js';
import { fractionOperationSteps } from './fraction-steps.js';
import type { Operator, OperationReason, Solved, SolutionStep } from './steps.js';

type Mode = 'fraction' | 'decimal';
const OPERATORS: Record<string, Operator> = { add: '+', subtract: '-', multiply: '*', divide: '/', pow: '^' };
const MAX_STEPS = 40;

const isOperator = (node: MathNode): node is OperatorNode => node.type === 'OperatorNode';
const isIntegerConstant = (node: MathNode): boolean =>
  node.type === 'ConstantNode' && Number.isInteger((node as unknown as { value: unknown }).value);

function isFractionLiteral(node: MathNode): node is MathNode & { args: MathNode[] } {
  const call = node as unknown as { type: string; fn?: { name?: string }; args?: MathNode[] };
  return call.type === 'FunctionNode' && call.fn?.name === 'frac' && (call.args ?? []).length === 2 && (call.args ?? []).every(isIntegerConstant);
}

/** A number as written: constant, negated value, or (in fraction mode) an integer fraction a/b. */
function valueOf(node: MathNode, mode: Mode): Exact | null {
  if (node.type === 'ConstantNode') {
    const value = (node as unknown as { value: unknown }).value;
    return typeof value === 'number' && Number.isFinite(value) ? exact.fraction(value) : null;
  }
  if (node.type === 'ParenthesisNode') return valueOf((node as unknown as { content: MathNode }).content, mode);
  if (isFractionLiteral(node)) {
    const [top, bottom] = node.args.map((arg) => (arg as unknown as { value: number }).value);
    return bottom === 0 ? null : exact.fraction(top ?? 0, bottom ?? 1);
  }
  if (!isOperator(node)) return null;
  return node.fn === 'unaryMinus' && node.args[0] ? (valueOf(node.args[0], mode)?.neg() ?? null) : null;
}

export function nodeForValue(value: Exact, mode: Mode): MathNode {
  if (isInteger(value) || (mode === 'decimal' && terminates(value))) {
    const number = Number(value.valueOf());
    const constant = new plain.ConstantNode(Math.abs(number));
    return number < 0 ? new plain.OperatorNode('-', 'unaryMinus', [constant]) : constant;
  }
  const literal = new plain.FunctionNode('frac', [new plain.ConstantNode(Number(value.abs().n)), new plain.ConstantNode(Number(value.d))]);
  return value.s < 0n ? new plain.OperatorNode('-', 'unaryMinus', [literal]) : literal;
}

function findReducible(root: MathNode, mode: Mode): OperatorNode | null {
  const candidates = root.filter(
    (node) => isOperator(node) && node.fn in OPERATORS &&
      node.args.every((arg) => valueOf(arg, mode) !== null),
  );
  return (candidates[0] as OperatorNode | undefined) ?? null;
}

/** "abs(-5)" once what is inside the bars is one number. */
function isAbsoluteValue(node: MathNode): node is MathNode & { args: MathNode[] } {
  const call = node as unknown as { type: string; fn?: { name?: string }; args?: MathNode[] };
  return call.type === 'FunctionNode' && call.fn?.name === 'abs' && (call.args ?? []).length === 1;
}

/** Takes the absolute value of bars whose inside is worked out: |-5| = 5, a step of its own. */
function reduceBars(tree: MathNode, mode: Mode): { tree: MathNode; step: SolutionStep } | null {
  const bars = tree.filter((node) => isAbsoluteValue(node) && valueOf(node.args[0]!, mode) !== null)[0] as (MathNode & { args: MathNode[] }) | undefined;
  if (!bars) return null;
  const inside = valueOf(bars.args[0]!, mode)!;
  const replaced = tree.transform((node) => (node === bars ? nodeForValue(inside.abs(), mode) : node));
  const show = (v: Exact): string => showExact(v, mode);
  return { tree: replaced, step: { kind: 'facts', facts: [`the absolute value is the distance from 0, never negative: |${show(inside)}| = ${show(inside.abs())}`] } };
}

function reasonFor(root: MathNode, target: OperatorNode): OperationReason {
  if (root === target) return 'only';
  // Absolute-value bars group like brackets: what is inside them is worked out first.
  const inParentheses = root.filter((n) => (n.type === 'ParenthesisNode' || isAbsoluteValue(n)) && n.filter((inner) => inner === target).length > 0);
  if (inParentheses.length > 0) return 'parentheses';
  if (target.fn === 'pow') return 'exponent';
  return target.fn === 'multiply' || target.fn === 'divide' ? 'multiply-divide' : 'add-subtract';
}

function compute(operator: Operator, a: Exact, b: Exact): Exact | null {
  if (operator === '/' && b.n === 0n) return null;
  if (operator === '^') return isInteger(b) && Math.abs(Number(b.valueOf())) <= 12 ? a.pow(b) : null;
  return { '+': () => a.add(b), '-': () => a.sub(b), '*': () => a.mul(b), '/': () => a.div(b) }[operator]();
}

/**
 * Evaluates one operation at a time in the order of operations, recording each step. A lone number
 * ("3/4") has nothing to work out and is null, unless `substituted`: values were just put in for letters
 * ("x/y" with x = 3, y = 2 is 3/2), which is itself the step.
 */
export function solveArithmetic(text: string, substituted = false): Solved | null {
  const parsed = parseExpression(text);
  if (!parsed || parsed.filter((n) => n.type === 'SymbolNode' && !isFractionLiteralName(n)).length > 0) return null;
  let tree: MathNode = parsed;
  if (tree.filter((n) => n.type === 'FunctionNode' && !isFractionLiteral(n) && !isAbsoluteValue(n)).length > 0) return null;
  const mode: Mode = tree.filter(isFractionLiteral).length > 0 && !/\d\.\d/.test(text) ? 'fraction' : 'decimal';
  const show = (v: Exact): string => showExact(v, mode);
  const steps: SolutionStep[] = [{ kind: 'restate', problem: showTree(tree) }, ...mixedNumbersAsFractions(text)];
  for (let i = 0; i < MAX_STEPS; i++) {
    const target = findReducible(tree, mode);
    const bars = target ? null : reduceBars(tree, mode);
    if (bars) {
      tree = bars.tree;
      steps.push(bars.step);
      continue;
    }
    if (!target) break;
    const operator = OPERATORS[target.fn] as Operator;
    const [a, b] = target.args.map((arg) => valueOf(arg, mode)) as [Exact, Exact];
    const result = compute(operator, a, b);
    if (!result) return null;
    const reason = reasonFor(tree, target);
    const replaced: MathNode = tree.transform((node) => (node === target ? nodeForValue(result, mode) : node));
    tree = replaced.transform((node) => (node.type === 'ParenthesisNode' && valueOf(node, mode) !== null && !isOperator((node as unknown as { content: MathNode }).content) ? (node as unknown as { content: MathNode }).content : node));
    const extra = mode === 'fraction' ? fractionOperationSteps(operator, a, b) : [];
    const before = extra.filter((step) => step.kind === 'common-denominator');
    const afterward = extra.filter((step) => step.kind !== 'common-denominator');
    steps.push(...before, { kind: 'operation', operator, left: show(a), right: show(b), result: show(result), after: showTree(tree), why: reason }, ...afterward);
  }
  const value = valueOf(tree, mode);
  if (!value) return null;
  if (steps.length === 1) {
    const simplified = simplifyLiteral(tree, value);
    if (!simplified && !substituted) return null;
    if (simplified) steps.push(simplified);
  }
  return { kind: mode === 'fraction' ? 'fraction' : 'arithmetic', steps, answer: answerText(value, mode) };
}

/** "2 1/2 = 5/2": each mixed number of the exercise as the improper fraction the steps work with. */
export function mixedNumbersAsFractions(text: string): SolutionStep[] {
  const facts = [...text.matchAll(MIXED_NUMBER)]
    .map(([written, whole, top, bottom]) => `${written} = ${improperTop(whole ?? '0', top ?? '0', bottom ?? '1')}/${bottom}`);
  return facts.length > 0 ? [{ kind: 'facts', facts: [...new Set(facts)] }] : [];
}

/** Improper fractions also as mixed numbers; repeating decimals also rounded (exact value first). */
function answerText(value: Exact, mode: Mode): string {
  const exactText = showExact(value, mode);
  if (isInteger(value)) return exactText;
  if (mode === 'decimal' && !terminates(value)) return `${exactText} ≈ ${formatDecimal(Number(Number(value.valueOf()).toFixed(4)))}`;
  return mode === 'fraction' && value.abs().n > value.d ? `${exactText} = ${showMixed(value)}` : exactText;
}

function isFractionLiteralName(node: MathNode): boolean {
  return ['frac', 'abs'].includes((node as unknown as { name?: string }).name ?? '');
}

/** "Simplify 6/8": a lone fraction not in lowest terms. */
function simplifyLiteral(tree: MathNode, value: Exact): SolutionStep | null {
  const written = showTree(tree);
  const lowest = showExact(value);
  if (!isFractionLiteral(tree) || written === lowest) return null;
  const top = Number((tree.args[0] as unknown as { value: number }).value);
  const divisor = top / Number(value.n);
  return { kind: 'simplify-fraction', from: written, to: lowest, divisor: String(divisor) };
}
