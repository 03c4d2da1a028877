/** True when the text holds HTML markup (an opening tag), not just prose with a stray "<". */
export function looksLikeHtml(content: string): boolean {
  return /<([a-z][a-z0-9]*)(\s[^>]*)?\/?>/i.test(content);
}

/** Text for previews: tags dropped, entities of the common kind decoded, whitespace collapsed. */
export function plainTextOf(content: string): string {
  const text = looksLikeHtml(content) ? content.replace(/<[^>]*>/g, ' ') : content;
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first `max` characters of the text, with "..." when it was longer (spec §9 previews). */
export function previewOf(content: string | null | undefined, max: number): string {
  const text = plainTextOf(content ?? '');
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
