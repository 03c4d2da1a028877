import type { Solved } from '../steps.js';
import { splitQuestion } from '../quantity-graph/split-question.js';
import { readSettingStory, subjectOf } from '../story/setting-parts.js';
import { readAsked } from '../story/solve-setting-parts.js';
import { solutionParts } from '../story-trust/solution-parts.js';

/**
 * "15 kids on monday, 18 on tuesday and 97 on wednesday. How many kids did she play with on monday
 * and tuesday?": a reading whose number sentence uses the wednesday number answers another question.
 */
export function usesUnaskedSetting(statement: string, solved: Solved): string | null {
  const split = splitQuestion(statement);
  const subject = subjectOf(statement);
  const story = split && subject ? readSettingStory(split.facts, subject) : null;
  const asked = story && subject ? readAsked(split!.question, subject) : null;
  if (!story || !asked || asked.all) return null;
  const named = new Set([...asked.left, ...asked.right]);
  // "12 more on monday than on tuesday": a setting tied to an asked one is needed to find it.
  for (let grew = true; grew;) {
    grew = false;
    for (const t of story.ties) {
      if (named.has(t.target) !== named.has(t.base)) [t.target, t.base].forEach((k) => named.add(k));
      else continue;
      grew = true;
    }
  }
  // "a total of 15 kids": every setting the total covers is needed to find the one it leaves out.
  for (const total of story.totals) [...(total.settings ?? [...story.parts, ...story.unknown].map((p) => p.setting))].forEach((k) => named.add(k));
  const askedValues = new Set([...story.totals.map((t) => Number(t.value.valueOf())), ...story.parts.filter((p) => named.has(p.setting)).map((p) => Number(p.value.valueOf())), ...story.ties.map((t) => Number(t.offset.abs().valueOf()))]);
  const others = story.parts.filter((p) => !named.has(p.setting) && !askedValues.has(Number(p.value.valueOf())));
  const used = new Set(solutionParts(solved).numbers);
  return others.some((p) => used.has(Number(p.value.valueOf()))) ? 'a number of a setting the question does not ask about' : null;
}
