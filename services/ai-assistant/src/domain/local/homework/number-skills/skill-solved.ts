import type { Solved, StorySchema } from '../steps.js';

/** What a number skill worked out, before it is written as steps. */
export interface SkillAnswer {
  /** The exercise as the student asked it, without the instruction word. */
  problem: string;
  facts: string[];
  schema: StorySchema;
  /** The number sentence: "remainder of 173 ÷ 5 = ?". */
  sentence: string;
  /** The second, independent check that passed: "5 × 34 + 3 = 173". */
  check: string;
  answer: string;
}

export function skillSolved(skill: SkillAnswer): Solved {
  return {
    kind: 'number-skill',
    answer: skill.answer,
    steps: [
      { kind: 'restate', problem: skill.problem },
      ...(skill.facts.length > 0 ? [{ kind: 'facts' as const, facts: skill.facts }] : []),
      { kind: 'number-sentence', sentence: skill.sentence, schema: skill.schema },
      { kind: 'check', statement: skill.check, holds: true },
    ],
  };
}

/** A number as a student writes it: "-12", "0.498", "3/4" (null for anything else). */
export const NUMBER = String.raw`-?\d[\d,]*(?:\.\d+)?(?:\/\d+)?`;
/** The exercise text without its instruction and end punctuation, spaces collapsed. */
export function exerciseText(statement: string): string {
  // "5!" keeps its factorial sign; "Round 3.456 to the nearest tenth!" loses its exclamation mark.
  return statement.replace(/\s+/g, ' ').trim().replace(/[?.]+$/, '').replace(/(?<!\d)!+$/, '').trim();
}
export const INSTRUCTION = String.raw`(?:please\s+)?(?:what\s+is|what's|calculate|compute|find|work\s+out|determine|give|tell\s+me|list|state|write\s+down)?\s*`;
