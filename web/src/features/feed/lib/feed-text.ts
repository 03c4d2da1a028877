import { format } from 'date-fns';

export const previewLength = 200;

/**
 * The first 200 characters with ... when the text is longer (spec §9). REVIEW: the lesson and
 * homework events carry only a 200-character preview, so a preview of exactly 200 characters is
 * taken as "longer"; an event carrying 201 would tell the two apart.
 */
export function previewOf(content: string): string {
  return content.length >= previewLength ? `${content.slice(0, previewLength)}...` : content;
}

/** Dates like Jan 5, 2025 (spec §9 "MMM d, yyyy"). */
export function feedDate(iso: string): string {
  return format(new Date(iso), 'MMM d, yyyy');
}

export function authorName(user: { username: string | null; email: string }): string {
  return user.username || user.email;
}
