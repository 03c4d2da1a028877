import { splitQuestion } from '../quantity-graph/split-question.js';
import { tag } from '../../text/nlp.js';
import { NAME_STOP } from '../story/owner-of.js';
import { singular } from '../story/words.js';

/** "does the monkey have", "is left with the shop": a holder the question names by a noun, not a name or pronoun. */
const ASKED_HOLDER = [
  /\b(?:do|does|did|will|would|can|could)\s+(?:the|a|an|this|that|his|her|their)\s+([a-z]+)\s+(?:have|get|keep|own|hold)\b/i,
  /\b(?:is|are|was|were)\s+(?:left|remaining|kept)\s+with\s+(?:the|a|an|his|her|their)\s+([a-z]+)\b/i,
  /\b(?:remain(?:s|ed)?|stay(?:s|ed)?)\s+with\s+(?:the|a|an|his|her|their)\s+([a-z]+)\b/i,
];
/** Verbs by which a holder gets or has what it holds. */
const HOLDS = String.raw`(?:has|had|have|owns?|owned|holds?|held|keeps?|kept|contains?|contained|gets?|got|receives?|received|collect(?:s|ed)?|pick(?:s|ed)?|b(?:uys|ought)|f(?:inds|ound)|sav(?:es|ed)|earn(?:s|ed)|ma(?:kes|de)|bak(?:es|ed)|gr(?:ows|ew)|caught|catches|stor(?:es|ed)|stock(?:s|ed)|is\s+given|was\s+given|starts?\s+with|started\s+with)`;

/**
 * "Carlos had 39 bananas. A monkey ate 3 bananas. How many bananas does the monkey have now?": the question
 * asks what a holder named by a noun has, the story never says that holder has or gets anything, and it
 * tells what a named person has. Whatever a reading computes is that person's amount, so it declines.
 */
export function askedBystander(statement: string): string | null {
  const parts = splitQuestion(statement);
  if (!parts) return null;
  const holder = ASKED_HOLDER.map((p) => p.exec(parts.question)?.[1]).find(Boolean)?.toLowerCase();
  if (!holder || /^(?:one|other|others|rest|two|three|both|each|family|group|class|team|total)$/.test(holder)) return null;
  const facts = parts.facts;
  // "his shelves" holds what the story puts "on each shelf": the holder is matched in either number.
  const either = `(?:${holder}|${singular(holder)})`;
  const noun = String.raw`\b${either}(?:s|es)?\b`;
  // The story says the holder has or gets something, names it as an owner, or puts things in it or gives them to it.
  const holds = new RegExp(String.raw`${noun}[^.?!]{0,30}?\b${HOLDS}\b|\b${holder}(?:'s|’s|s')`, 'i').test(facts)
    || new RegExp(String.raw`\b(?:to|for|into|in|on|inside)\s+(?:the|a|an|his|her|their|its|each|every)\s+(?:[a-z]+\s+)?${either}\b`, 'i').test(facts);
  if (holds) return null;
  const named = tag(facts).some((t) => t.pos === 'PROPN' && /^[A-Z][a-z]+$/.test(t.text) && !NAME_STOP.has(t.text));
  return named ? `the question asks what the ${holder} has; the story only says what someone else has` : null;
}
