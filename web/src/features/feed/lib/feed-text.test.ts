import { describe, expect, it } from 'vitest';
import { authorName, feedDate, previewOf } from './feed-text';

describe('feed text', () => {
  it('shows short content whole and cuts long content at 200 characters with ...', () => {
    expect(previewOf('Fractions are parts of a whole.')).toBe('Fractions are parts of a whole.');
    const long = 'a'.repeat(250);
    expect(previewOf(long)).toBe(`${'a'.repeat(200)}...`);
  });

  it('writes dates like Jan 5, 2025', () => {
    expect(feedDate('2025-01-05T12:00:00Z')).toBe('Jan 5, 2025');
  });

  it('names the author by username, else by e-mail', () => {
    expect(authorName({ username: 'ada', email: 'a***@example.com' })).toBe('ada');
    expect(authorName({ username: null, email: 'bob@example.com' })).toBe('bob@example.com');
  });
});
