import { describe, expect, it } from 'vitest';
import { looksLikeHtml, plainTextOf, previewOf } from './lesson-content-kind';

describe('lesson text kinds and previews', () => {
  it('tells HTML from prose that merely mentions < and >', () => {
    expect(looksLikeHtml('<p>Slope is <strong>rise</strong> over run.</p>')).toBe(true);
    expect(looksLikeHtml('If x < 3 and y > 2 then…')).toBe(false);
  });

  it('previews the first 150 characters of the visible text with ... when longer', () => {
    const long = `<h2>Forces</h2><p>${'a'.repeat(200)}</p>`;
    const preview = previewOf(long, 150);
    expect(preview).toBe(`Forces ${'a'.repeat(143)}...`);
    expect(previewOf('Short &amp; sweet', 150)).toBe('Short & sweet');
    expect(previewOf(null, 150)).toBe('');
  });

  it('collapses whitespace and drops tags for the plain text', () => {
    expect(plainTextOf('<p>One</p>\n\n<p>Two&nbsp;three</p>')).toBe('One Two three');
  });
});
