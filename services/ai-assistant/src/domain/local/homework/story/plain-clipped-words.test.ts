import { describe, expect, it } from 'vitest';
import { plainClippedWords } from './plain-clipped-words.js';

describe('clipped words said in full (mawps-guards)', () => {
  it('says "pics" as "pictures" when the story counts pictures', () => {
    expect(plainClippedWords('Nancy uploaded 41 pictures. She put 37 pics into one album.')).toBe('Nancy uploaded 41 pictures. She put 37 pictures into one album.');
  });

  it('leaves a clipped word alone when the full word is not the story\'s', () => {
    expect(plainClippedWords('Nancy took 41 pics. She put 37 pics into one album.')).toBe('Nancy took 41 pics. She put 37 pics into one album.');
  });
});
