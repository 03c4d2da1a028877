/**
 * The simple past of a verb from its -ing form ("giving" → "gave", "adding" → "added"): one table of
 * irregular verbs for every rewrite that changes a verb's tense.
 */
const IRREGULAR_PAST: Record<string, string> = {
  giving: 'gave', spending: 'spent', buying: 'bought', selling: 'sold', losing: 'lost', taking: 'took', eating: 'ate',
  paying: 'paid', making: 'made', finding: 'found', getting: 'got', putting: 'put', sending: 'sent', reading: 'read',
  cutting: 'cut', throwing: 'threw', breaking: 'broke', catching: 'caught', bringing: 'brought', drinking: 'drank',
  leaving: 'left', keeping: 'kept', having: 'had', running: 'ran', driving: 'drove', riding: 'rode', writing: 'wrote',
  swimming: 'swam', winning: 'won', shopping: 'shopped', dropping: 'dropped', stopping: 'stopped', planning: 'planned',
  setting: 'set', sharing: 'shared', hitting: 'hit', lending: 'lent', feeding: 'fed', building: 'built', seeing: 'saw',
  digging: 'dug', sitting: 'sat', growing: 'grew', drawing: 'drew', flying: 'flew', choosing: 'chose', telling: 'told',
  holding: 'held', wearing: 'wore', teaching: 'taught', hiding: 'hid', shooting: 'shot', stealing: 'stole', meeting: 'met',
  withdrawing: 'withdrew', coming: 'came', going: 'went', doing: 'did', saying: 'said', laying: 'laid', shaking: 'shook',
  forgetting: 'forgot', beginning: 'began', splitting: 'split', sweeping: 'swept', sleeping: 'slept', blowing: 'blew',
  knowing: 'knew', standing: 'stood', spinning: 'spun', quitting: 'quit', betting: 'bet', hurting: 'hurt', fighting: 'fought',
};

/** The simple past of a verb's -ing form, or null for one not known ("adding" → "added"). */
export function pastOf(participle: string): string | null {
  if (IRREGULAR_PAST[participle]) return IRREGULAR_PAST[participle];
  const stem = participle.slice(0, -3);
  if (stem.length < 2 || /[aeiouw]$/.test(stem)) return null;
  return /[^aeiou]y$/.test(stem) ? `${stem.slice(0, -1)}ied` : `${stem}ed`;
}
