import { splitQuestion } from '../quantity-graph/split-question.js';

/**
 * Two ways a question asks about something the story never names, so no reading of the story
 * answers it (the reading found is about what the story does name):
 * - "There are 63 magazines. Each box holds 9 magazines. How many bags are needed?": another
 *   container than the boxes the story packs into (main said 7 bags);
 * - "There were 7 kids. Each kid had 3 stickers. How many stickers did the teacher have?": what a
 *   grown-up the story never names has (main said 21). Who acts ("how many groups can the coach
 *   make") is often left unsaid, so only having is asked of them.
 */
const NEEDED = /\bhow many ([a-z]+) (?:are|is|were|was|will be|would be) (?:needed|required|necessary)\b|\bhow many ([a-z]+) (?:does|do|did|will|would) [a-z]+ (?:need|use)\b/;
/** Things a story packs into or seats at: asked for a need, another of them is not the story's. */
const CONTAINERS = 'bags?|box(?:es)?|bins?|crates?|baskets?|shel(?:f|ves)|tables?|chairs?|cars?|bus(?:es)?|vans?|trays?|jars?|packs?|packages?|cartons?|rows?|cases?|buckets?|bottles?|cups?|plates?|vases?|pots?|tanks?|trucks?|boats?|tents?|rooms?';
const CONTAINER_ASKED = new RegExp(`^(?:${CONTAINERS})$`);
const CONTAINER_TOLD = new RegExp(`\\b(?:each|every|per|a|one|in each|on each|into each) (${CONTAINERS})\\b`, 'g');
/** Grown-ups a question may ask about whom a story of children and things never names. */
const GROWN_UP = /^(?:teacher|coach|baker|farmer|mother|father|mom|dad|principal|librarian|chef|cook|owner|manager|driver)$/;
const HAS = /\b(?:did|does|do|will|would) the ([a-z]+) (?:have|own|keep|hold)\b(?! to\b)/;

const stem = (word: string): string => word.replace(/ves$/, 'f').replace(/ies$/, 'y').replace(/(?:es|s)$/, '');
const named = (word: string, text: string): boolean => new RegExp(`\\b${stem(word)}`).test(text);

/** "How many bags are needed?" after "Each box holds 9 magazines": another container than the story packs into. */
function otherContainerNeeded(question: string, facts: string): boolean {
  const match = NEEDED.exec(question);
  const asked = match?.[1] ?? match?.[2];
  if (!asked || !CONTAINER_ASKED.test(asked) || named(asked, facts)) return false;
  return [...facts.matchAll(CONTAINER_TOLD)].some((m) => stem(m[1] ?? '') !== stem(asked));
}

export function askedUnnamed(statement: string): string | null {
  const parts = splitQuestion(statement);
  if (!parts) return null;
  const question = parts.question.toLowerCase();
  const facts = parts.facts.toLowerCase();
  if (otherContainerNeeded(question, facts)) return 'the things counted are not in the story';
  const owner = HAS.exec(question)?.[1];
  if (owner && GROWN_UP.test(owner) && !named(owner, facts)) return 'the one asked is not in the story';
  return null;
}
