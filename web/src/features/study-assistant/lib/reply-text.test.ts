import { describe, expect, it } from 'vitest';
import { boldSegments, speakableText, withBulletDots } from './reply-text';

describe('boldSegments', () => {
  it('splits out **bold** parts', () => {
    expect(boldSegments('**Memorizing**\n- Use **flashcards** daily')).toEqual([
      { text: 'Memorizing', bold: true },
      { text: '\n- Use ', bold: false },
      { text: 'flashcards', bold: true },
      { text: ' daily', bold: false },
    ]);
  });

  it('leaves text without markers, and an unmatched marker, as plain text', () => {
    expect(boldSegments('plain')).toEqual([{ text: 'plain', bold: false }]);
    expect(boldSegments('2 ** 3')).toEqual([{ text: '2 ** 3', bold: false }]);
    expect(boldSegments('')).toEqual([]);
  });
});

describe('withBulletDots', () => {
  it('turns "- " bullets into dots, and leaves dashes inside lines alone', () => {
    expect(withBulletDots('Tips\n- one - two\n   - nested\n-3 degrees')).toBe('Tips\n• one - two\n   • nested\n-3 degrees');
  });
});

describe('speakableText', () => {
  it('drops bold markers, bullets and arrows', () => {
    const reply = '**Memorizing**\n- Turn each item into a question.\n   - **Osmosis** → water moves in';
    expect(speakableText(reply)).toBe('Memorizing\nTurn each item into a question.\nOsmosis: water moves in');
  });

  it('keeps numbered steps', () => {
    expect(speakableText('1. **Read** it.\n2. Say it.')).toBe('1. Read it.\n2. Say it.');
  });

  it('cuts a long reply at a sentence end within the limit', () => {
    const text = 'One sentence here. Another one follows. And a third that is long.';
    expect(speakableText(text, 45)).toBe('One sentence here. Another one follows.');
    expect(speakableText('x'.repeat(50), 10)).toBe('x'.repeat(10));
  });
});
