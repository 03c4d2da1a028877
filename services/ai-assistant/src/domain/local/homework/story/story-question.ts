import { NAME_STOP, ownerOf } from './owner-of.js';
import type { Question } from './read-story.js';
import { unitPhrase } from './unit-phrase.js';

/** "does Rob have", "will Bill get": a capitalised word after the helping verb names the one asked about, whatever the tagger calls it ("Rob" is tagged a verb). */
const NAMED_AFTER_HELPER = /\b(?:do|does|did|will|would|can|could|is|was|has|had)\s+([A-Z][a-z]+)\b/;

function askedSubject(text: string, subject: string | null): string | null {
  // "did she give to Leo": the pronoun after the helping verb is the subject, not the name after it.
  if (/\b(?:do|does|did|will|would|can|could|is|was|has|had)\s+(?:he|she|they)\b/i.test(text) && subject) return subject;
  const named = NAMED_AFTER_HELPER.exec(text)?.[1];
  if (named && !NAME_STOP.has(named)) return named.toLowerCase();
  return ownerOf(text.replace(/^(.*?\bhow\s+(?:many|much)\s+)(?:(?!(?:do|does|did|will|would|can|could|is|are|was|were|has|have|had)\b)[A-Za-z'-]+\s+){1,3}?(?=(?:do|does|did|will|would|can|could|is|are|was|were|has|have|had)\b)/i, '$1'), subject);
}

/** The question of a story: the thing it counts, whether it asks for money, and who it is about. */
export function readQuestion(text: string, subject: string | null): Question {
  const lower = text.toLowerCase();
  const named = /\bhow\s+(?:many|much)\s+(?:more\s+|fewer\s+|less\s+)?(?:total\s+|in\s+total\s+)?([a-z' -]+?)\s+(?:do|does|did|are|were|will|would|can|could|is|was|have|has|had|should|must|in|on|at|to|for|from|there)\b/.exec(lower);
  const comparative = /^(?:more|fewer|less|heavier|taller|longer|older|farther|further|bigger|higher|larger|shorter|younger|lighter|cheaper|faster)$/;
  // "How many birds and storks": two things asked together, so no single unit.
  const twoThings = /\bhow\s+many\s+[a-z]+\s+and\s+[a-z]+/.test(lower);
  const phrase = named?.[1] && !comparative.test(named[1]) && !twoThings ? unitPhrase(named[1]) : null;
  const money = /\b(?:total (?:amount|cost|price)|how much (?:money|did .* (?:pay|spend|earn)))\b/.test(lower) || /\bhow much (?:money|did .* (?:cost|pay|spend|earn|make)|does .* cost|do .* cost|will .* cost|would .* cost)|\bhow much\b.*\b(?:dollars|cost|pay|paid|spend|spent|earn|earned)\b/.test(lower);
  return {
    text,
    unit: phrase?.unit || null,
    modifiers: phrase?.modifiers ?? [],
    of: phrase?.of ?? null,
    asksHowMany: /\bhow many\b/.test(lower),
    asksMoney: money,
    // "How many Skittles will Charles have?": the thing counted is not the one who has it.
    subject: askedSubject(text, subject),
  };
}
