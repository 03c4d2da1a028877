/**
 * para-muldiv: a question that assumes equal shares says so after the question, with no number: "How many games
 * were played per month on average, assuming the same number of games were played each month?" is asked "How many
 * games were played per month?"; "What was the average number of games played each month, assuming that the games
 * were equally distributed?" is asked "What was the number of games played each month?". Only an assumption of
 * equal amounts (equal, equally, same, evenly, constant) is dropped, and only then the question's "on average".
 */
const ASSUMED = /,\s+(?:assuming|supposing|provided)(?: that)? ([^?\d]*)\?\s*$/i;
const EQUAL = /\b(?:equal|equally|same|evenly|constant)\b/i;

export function plainAssumedEqual(story: string): string {
  const question = /[^.?!]*\?\s*$/.exec(story);
  const assumed = question ? ASSUMED.exec(question[0]) : null;
  if (!question || !assumed || !EQUAL.test(assumed[1] ?? '') || !/\b(?:how|what)\b/i.test(question[0].slice(0, assumed.index))) return story;
  const asked = question[0].slice(0, assumed.index).replace(/\s+on average\b/i, '').replace(/\bthe average number of\b/i, 'the number of');
  return `${story.slice(0, question.index)}${asked}?`;
}
