/**
 * "Ann is 12. Her sister is 5 years older than her.": a relative named through the person the story
 * is about is a new amount of its own ("Ann's sister"), and "her", "she is", "his age" in the same
 * clause are that person again. Only kin words are read this way ("her book" is not a person).
 */
const KIN = 'father|mother|brother|sister|son|daughter|friend|dad|mom|uncle|aunt|cousin|grandmother|grandfather|husband|wife';
/** "her brother has 32": an amount told of a relative of the person the story is about, who is someone else. */
export const OF_A_RELATIVE = new RegExp(`\\b(?:his|her|their) (?:(?:older|younger|little|big|oldest|youngest|elder) )?(?:${KIN})s?\\b`, 'i');

/** The clause with "her sister" as "@annsister" and its pronouns as "@ann"; unchanged when it starts otherwise. */
export function kinClause(clause: string, subject: string | null): string {
  const kin = new RegExp(`^(?:his|her|their) (?:(?:older|younger|little|big|oldest|youngest|elder) )?(${KIN})\\b`, 'i').exec(clause);
  if (!kin?.[1] || !subject) return kinCompared(clause, subject);
  const person = `@${subject}`;
  return `@${subject}${kin[1].toLowerCase()}${clause.slice(kin[0].length)}`
    .replace(/\b(than|as) (?:him|her|he (?:is|was|does|did)|she (?:is|was|does|did))$/i, `$1 ${person}`)
    .replace(/\b(?:his|her) (age|height|weight)$/i, `${person}'s $1`);
}

/**
 * "@john is 3 times as old as his son", "he will be twice as old as his son": a relative compared with is the
 * relative of the clause's own person (named at its start, or the story's subject for "he"/"she").
 */
function kinCompared(clause: string, subject: string | null): string {
  const named = /^@([a-z]+)\b/i.exec(clause)?.[1] ?? (/^(?:he|she)\b/i.test(clause) ? subject : null);
  if (!named) return clause;
  return clause.replace(new RegExp(`\\b(than|as) (?:his|her) (?:(?:older|younger|little|big|oldest|youngest|elder) )?(${KIN})\\b`, 'gi'), (_m, word: string, kin: string) => `${word} @${named.toLowerCase()}${kin.toLowerCase()}`);
}

/** "How old is his sister?", "the son": the one relative of that kind the story names; unchanged when there are none or several. */
export function kinInQuestion(question: string, refs: readonly string[]): string {
  return question.replace(new RegExp(`\\b(?:his|her|their|the) (${KIN})\\b`, 'gi'), (m, kin: string) => {
    const named = [...new Set(refs.filter((r) => r.endsWith(kin.toLowerCase()) && r.length > kin.length))];
    return named.length === 1 ? `@${named[0]}` : m;
  });
}
