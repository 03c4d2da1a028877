/**
 * A thing of one or two words, as the rewrites about people read it ("cards", "Pokemon cards", "green
 * marbles"); the second word is never a small word that starts what follows ("8 marbles to Sam").
 */
export const THING_WORDS = String.raw`(?:[A-Z][a-z]+ )?[a-z]+(?: (?!(?:to|from|and|or|but|for|with|in|on|at|of|if|then|so|because|while|when|after|before|that|which|as|by)\b)[a-z]+)?`;
