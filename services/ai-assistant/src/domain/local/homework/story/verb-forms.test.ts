import { describe, expect, it } from 'vitest';
import { irregularBase, plainForms, sameVerb } from './verb-forms.js';

describe('verb forms', () => {
  it('gives the plain form of an irregular verb and nothing for a regular one', () => {
    expect(irregularBase('Brought')).toBe('bring');
    expect(irregularBase('paid')).toBe('pay');
    expect(irregularBase('walked')).toBeUndefined();
  });

  it('lists every plain form a regular word may come from', () => {
    expect(plainForms('carries')).toContain('carry');
    expect(plainForms('stopped')).toContain('stop');
    expect(plainForms('baked')).toContain('bake');
    expect(plainForms('running')).toContain('run');
  });

  it('tells forms of one verb from different verbs', () => {
    expect(sameVerb('fell', 'fall')).toBe(true);
    expect(sameVerb('threw', 'throws')).toBe(true);
    expect(sameVerb('sold', 'bought')).toBe(false);
    expect(sameVerb('forgets', 'get')).toBe(false);
  });
});
