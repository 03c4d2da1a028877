/**
 * "What is the sum of the ages of all 4 people?", "What is their average age?", "the average
 * weight of the three": a total (or a total shared by the number of people) of everyone's amounts,
 * rewritten as the total question the relation reader asks ("What is the total age of them?").
 */
export interface AskedTotal {
  question: string;
  /** The total is divided by the number of people added. */
  average: boolean;
}

const MEASURE = '(ages?|weights?|heights?|scores?|savings)';
const SUM = new RegExp(`\\bthe (?:sum|total) of (?:the |their )?${MEASURE} of\\b`, 'i');
const THEIR_SUM = new RegExp(`\\bthe (?:sum|total) of their ${MEASURE}\\b`, 'i');
const AVERAGE = new RegExp(`\\b(?:the |their )?average ${MEASURE}\\b`, 'i');

/** The question as a total, or null when it asks for no sum or average of a measure. */
export function askedTotal(question: string): AskedTotal | null {
  if (SUM.test(question)) return { question: question.replace(SUM, 'the total $1 of'), average: false };
  if (THEIR_SUM.test(question)) return { question: question.replace(THEIR_SUM, 'their total $1'), average: false };
  const average = AVERAGE.exec(question);
  if (!average || /\baverage\b/i.test(question.replace(AVERAGE, ''))) return null;
  const their = /^their\b/i.test(average[0]);
  return { question: question.replace(AVERAGE, `${their ? 'their' : 'the'} total ${average[1]}`), average: true };
}
