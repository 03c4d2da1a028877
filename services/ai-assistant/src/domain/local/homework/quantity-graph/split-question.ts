/**
 * The facts and the question of a story: the question is the last sentence, and it must end the
 * text. "If Raymond has 40 jewels, how many …?": the condition is one more fact, wherever it stands.
 */
export function splitQuestion(statement: string): { facts: string; question: string } | null {
  const mark = statement.lastIndexOf('?');
  if (mark < 0 || statement.slice(mark + 1).trim() !== '') return null;
  const start = Math.max(...['. ', '! ', '? '].map((p) => statement.lastIndexOf(p, mark - 1))) + 1;
  const [before, asking] = [statement.slice(0, start), statement.slice(start)];
  const condition = /^\s*(?:if|given that|since)\s+(.*?),\s*((?:how|what)\b.*)$/i.exec(asking);
  if (condition) return { facts: `${before} ${condition[1]}.`, question: condition[2] ?? '' };
  // "How many oranges do they harvest per day if each sack contains 28 oranges?": the same, at the end.
  // Commas inside a list of names ("do Ann, Bo, and Cy have") stay in the question.
  const trailing = /^\s*((?:[Hh]ow|[Ww]hat)\b(?:[^,]|,(?= (?:and )?[A-Z][a-z]+\b))*?),?\s+(?:[Ii]f|[Gg]iven that)\s+([^,]*)\?\s*$/.exec(asking);
  return trailing ? { facts: `${before} ${trailing[2]}.`, question: `${trailing[1]}?` } : { facts: before, question: asking.trim() };
}
