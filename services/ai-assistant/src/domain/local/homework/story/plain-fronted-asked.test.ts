import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { plainForms } from './plain-forms.js';
import { plainFrontedAsked } from './plain-fronted-asked.js';

const answer = (text: string): string | null => solveStory(plainForms(text))?.answer ?? null;

describe('a span or a rate fronted in a question', () => {
  it('says the span after the question and the rate as a fact', () => {
    expect(plainFrontedAsked('In 7 days, how many miles will Sam walk if he walks 3 miles each day?')).toBe('How many miles will Sam walk in 7 days if he walks 3 miles each day?');
    expect(plainFrontedAsked('At a speed of 60 miles per hour, how far will a car go in 3 hours?')).toBe('A car can go 60 miles per hour. How far will the car go in 3 hours?');
    expect(answer('In 7 days, how many miles will Sam walk if he walks 3 miles each day?')).toBe('21 miles');
    expect(answer('At a speed of 60 miles per hour, how far will a car go in 3 hours?')).toBe('180 miles');
  });
  it('leaves a rate of a pronoun and a statement', () => {
    const kept = ['At 60 miles per hour, how far will he go in 3 hours?', 'In 7 days, Sam walked 21 miles.'];
    for (const story of kept) expect(plainFrontedAsked(story)).toBe(story);
  });
});
