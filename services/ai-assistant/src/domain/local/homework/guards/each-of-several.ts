/**
 * "Marin and his neighbor Nancy each eat 4 apples a day", "they each paid $5": an amount told once for
 * every one of several people. A reading that uses it once answers for one of them; the readers here
 * do not count the people, so such a story is declined.
 */
const SEVERAL_EACH = /\b(?:[A-Z][a-z]+ and (?:[a-z]+ ){0,3}[A-Z][a-z]+|[Tt]hey|[Bb]oth(?: of them)?|[Tt]he (?:two|three|four|five) [a-z]+) each (?!of\b|other\b|time\b|day\b|week\b|month\b|year\b)[a-z]+ (?:[a-z]+ ){0,2}\$?\d/;

export const severalEachReason = (statement: string): string | null => (SEVERAL_EACH.test(statement) ? 'an amount for each of several people' : null);
