/**
 * Ways English says "than X" that the relation grammar reads in one form: "3 more apples compared to
 * Steven", "5 more than Tom does", "4 fewer than what Ann had", "2 more than that of Ben" all name
 * the base right after "than". Only a comparison earlier in the same sentence turns "compared to"
 * into "than", so "compared to last year" alone stays unread.
 */
const COMPARATIVE = String.raw`\b(?:more|fewer|less|lesser|farther|further|taller|shorter|older|younger|longer|heavier|lighter|wider|higher|bigger|larger|smaller)\b`;

/** "How many more kids stayed home compared to those who went?": "than those who went". */
export function comparedAsThan(text: string): string {
  return text.replace(new RegExp(`(${COMPARATIVE}[^.?!;]*?)\\b(?:as )?compared (?:to|with)\\b`, 'gi'), '$1than');
}

export function plainComparisons(text: string): string {
  return comparedAsThan(text)
    // "there are 635 girls and the rest are boys": names the other group, no amount of its own.
    .replace(/(\bthere (?:are|were) \d+(?:\.\d+)? [a-z]+),? and the rest (?:are|were) [a-z]+(?=[.;]|$)/gi, '$1')
    .replace(/\bthan (?:what|that of|those of) /gi, 'than ')
    // "than Tom does", "than Ann did", "than Ben has": the verb repeats the clause's own.
    .replace(/\bthan ((?:[A-Z][a-z]+|him|her|them)(?:'s)?) (?:does|did|do|has|had|have|is|was|are|were)\b(?! [a-z]+ing\b)/g, 'than $1');
}
