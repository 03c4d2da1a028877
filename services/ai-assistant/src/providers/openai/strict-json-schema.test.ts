import { HomeworkSolutionSchema, RetryQuestionResponseSchema } from '@studyhall/ai-contracts';
import { describe, expect, it } from 'vitest';
import { modelSchema } from './strict-json-schema.js';

type Node = Record<string, unknown>;
function objects(node: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(node)) node.forEach((child) => objects(child, found));
  else if (node && typeof node === 'object') {
    if ((node as Node).properties) found.push(node as Node);
    Object.values(node).forEach((child) => objects(child, found));
  }
  return found;
}

describe('modelSchema', () => {
  it('makes every object strict: all properties required, no extra ones, no unsupported keywords', () => {
    const { jsonSchema } = modelSchema('homework', HomeworkSolutionSchema);
    const all = objects(jsonSchema);
    expect(all.length).toBeGreaterThan(2);
    for (const node of all) {
      expect(node.required).toEqual(Object.keys(node.properties as Node));
      expect(node.additionalProperties).toBe(false);
    }
    expect(JSON.stringify(jsonSchema)).not.toMatch(/"(minLength|oneOf|\$schema|default)"/);
  });

  it('turns null back into "absent" for optional fields and keeps null where the contract allows it', () => {
    const schema = modelSchema('retry', RetryQuestionResponseSchema);
    const answer = {
      question: {
        questionType: 'fill-in-blank', questionText: 'Half of 10 is ____.', explanation: 'Half means divide by 2.',
        solutionSteps: ['10 / 2 = 5'], difficultyLevelInt: 1, acceptedAnswers: ['5'],
        check: { expression: '10 / 2', tolerance: null },
      },
    };
    const parsed = schema.parse(JSON.stringify(answer));
    expect(parsed).toMatchObject({ success: true, data: { question: { check: { expression: '10 / 2' } } } });
    if (parsed.success) expect(parsed.data.question.check).not.toHaveProperty('tolerance');
    expect(schema.parse('{"question": {}}')).toMatchObject({ success: false });
    expect(schema.parse('not json')).toEqual({ success: false, problems: 'the answer is not valid JSON' });
  });
});
