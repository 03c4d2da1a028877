/** Spec §5: number inputs parse integers; an empty (or unreadable) field counts as 0. */
export function integerOf(raw: string): number {
  const parsed = Number.parseInt(raw, 10);
  return Number.isFinite(parsed) ? parsed : 0;
}

/** Spec §5: the generate-questions count falls back to 5 when it is not a number. */
export function questionCountOf(raw: string): number {
  const parsed = Number.parseInt(raw, 10);
  return Number.isFinite(parsed) ? parsed : 5;
}
