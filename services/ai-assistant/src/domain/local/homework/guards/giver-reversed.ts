import { splitQuestion } from '../quantity-graph/split-question.js';

/**
 * "Mia had 20 shells. Her sister gave her some more. Now Mia has 36. How many shells did Mia give her
 * sister?": the question asks a gift the other way round from the one the story tells. Nothing in the
 * story says Mia gave anything, so the 16 her sister gave is not the answer.
 */
const GIVE = String.raw`(?:give|hand|send|lend|pass|donate|pay)`;
const GAVE = String.raw`(?:gave|handed|sent|lent|passed|donated|paid)`;
const ASKED_GIFT = new RegExp(String.raw`\b(?:did|does|do|will|would)\s+((?:his|her|their|[A-Z][a-z]+(?:'s|’s))\s+[a-z]+|[A-Z][a-z]+|he|she|they)\s+${GIVE}\s+(?:to\s+)?((?:his|her|their|[A-Z][a-z]+(?:'s|’s))\s+[a-z]+|[A-Z][a-z]+|him|her|them)\b`);
const TOLD_GIFT = new RegExp(String.raw`(?:^|[.!;]\s*|,\s*(?:and|then|so)\s+|\b(?:and|then|so)\s+)((?:[Hh]is|[Hh]er|[Tt]heir|[A-Z][a-z]+(?:'s|’s))\s+[a-z]+|[A-Z][a-z]+|[Hh]e|[Ss]he|[Tt]hey)\s+${GAVE}\s+(?:(?:some|\d+|a\s+few)\b[^.!?]*?\bto\s+((?:his|her|their|[A-Z][a-z]+(?:'s|’s))\s+[a-z]+|[A-Z][a-z]+|him|her|them)\b|((?:his|her|their|[A-Z][a-z]+(?:'s|’s))\s+(?!(?:some|more|a|an|the|all|half|each)\b)[a-z]+|[A-Z][a-z]+|him|her|them)\b)`, 'g');
const PRONOUN = /^(?:he|she|they|him|her|them)$/i;
const NOT_A_PERSON = /^(?:The|A|An|There|If|Then|Now|After|Later|Each|Every|How|What|Some|This|That)$/;

/** "her sister" / "Mia's sister" → "sister"; a name stays itself; a pronoun means the story's first person. */
function person(phrase: string, first: string): string {
  const words = phrase.toLowerCase().split(/\s+/);
  if (words.length > 1) return words[words.length - 1] ?? '';
  return PRONOUN.test(phrase) ? first : words[0] ?? '';
}

export function giverReversed(statement: string): string | null {
  const parts = splitQuestion(statement);
  const asked = parts ? ASKED_GIFT.exec(parts.question) : null;
  if (!parts || !asked?.[1] || !asked[2]) return null;
  const first = /\b([A-Z][a-z]+)\b/.exec(parts.facts.replace(/^(?:The|A|An|There|If|Then|Now|After|Later|Each|Every|On|In|At|Last)\b/, ''))?.[1];
  if (!first || NOT_A_PERSON.test(first)) return null;
  const main = first.toLowerCase();
  const askedGiver = person(asked[1], main);
  const askedTaker = person(asked[2], main);
  for (const told of parts.facts.matchAll(TOLD_GIFT)) {
    const giver = person(told[1] ?? '', main);
    const taker = person(told[2] ?? told[3] ?? '', main);
    if (giver === askedGiver && taker === askedTaker) return null;
    if (giver === askedTaker && taker === askedGiver) return 'the question asks a gift the other way round from the one the story tells';
  }
  return null;
}
