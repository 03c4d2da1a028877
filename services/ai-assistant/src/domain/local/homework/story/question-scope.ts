/**
 * The main clause of a question: "How many trees will the park have when the workers are finished?"
 * → "How many trees will the park have". A time or condition clause says when, not which things are
 * counted, so its words do not narrow the count.
 */
export function mainClause(question: string): string {
  const cut = /^(.*?\bhow (?:many|much)\b.*?),?\s+\b(?:when|after|once|by the time|until)\b/i.exec(question);
  return cut?.[1] ?? question;
}

/** "How many trees will the park have": the park owns what is counted; it does not narrow the count. */
export function haver(question: string): string | null {
  return /\b(?:do|does|did|will|would|can|could)\s+(?:the\s+)?([a-z]+)\s+have\b/i.exec(mainClause(question))?.[1]?.toLowerCase() ?? null;
}
