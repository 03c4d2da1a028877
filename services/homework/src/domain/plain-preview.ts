// solvedContent is light markdown (## headings, **bold**, numbered steps). The feed shows plain text,
// so markup is dropped before the preview is cut.

export function plainText(markdown: string): string {
  return markdown
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/^\s*[-*]\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first `limit` characters of the plain text (no ellipsis: the reader adds one). */
export function plainPreview(markdown: string, limit: number): string {
  return [...plainText(markdown)].slice(0, limit).join('');
}
