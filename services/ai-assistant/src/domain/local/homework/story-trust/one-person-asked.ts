import { factsOf } from './solution-parts.js';

/** Words that ask for several people's amounts together. */
const JOINT = /\b(?:they|them|both|together|combined|all together|each|everyone|and)\b/i;
const NOT_A_NAME = /^(?:If|The|A|An|There|How|What|Which|When|Where|Who|Each|Every|After|Then|In|On|At|For|She|He|They|It|His|Her|Their|This|One|Some|But|And|So|Now|Mrs|Mr|Ms|Dr|I)$/;

/**
 * "How many peanuts does Kenya have in total?": the question names one person and nobody else, so
 * "in total" is all of that person's amount, never the two people's amounts added together.
 */
export function asksOnePersonsTotal(statement: string): boolean {
  const { question } = factsOf(statement);
  const at = [...question.matchAll(/\b(?:how|what)\b/gi)].pop()?.index ?? 0;
  const [asking, told] = [question.slice(at), statement.slice(0, statement.length - question.length + at)];
  const names = new Set([...asking.matchAll(/\b[A-Z][a-z]+\b/g)].map((m) => m[0]).filter((w) => !NOT_A_NAME.test(w) && new RegExp(`\\b${w}\\b`).test(told)));
  return names.size === 1 && !JOINT.test(asking);
}
