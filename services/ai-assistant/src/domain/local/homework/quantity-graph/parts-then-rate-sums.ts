import { tag } from '../../text/nlp.js';
import type { Quantity, Story } from '../story/read-story.js';
import { singular } from '../story/words.js';

/**
 * When numbers of one unit are parts of one amount: told in one list ("5 scarves and 5 mittens"),
 * told by the same act ("Haley recycled 11 pounds and her friends recycled 16 pounds"), or one more
 * of the same ("cooked 10 more"). "Mark has $50 … a bike that costs $300" are no parts of one amount,
 * and neither are two rates told apart ("each round table has 6 chairs, each square table has 7").
 */
const NOT_PLAIN = /\b(?:absent|sick|ill|away|excused|late|rotten|spoiled|unsold|missed|missing|cracked|broken|broke|damaged|cut|used|uses|lost|quit|need|needs|needed|want|wants|wanted|costs?|holds?|weighs?)\b/;
const LIGHT = new Set(['be', 'have', 'do', 'get', 'will', 'would', 'can', 'could', 'many', 'much', 'how', 'total', 'all', 'there', 'they', 'altogether', 'together']);

const verbOf = (q: Quantity): string | undefined => tag(q.lead.replace(/\b(?:if|and|but|then|so)\b/g, ' ')).filter((t) => t.pos === 'VERB' || t.pos === 'AUX').pop()?.lemma;

/** Numbers written one after the other with "and" and nothing else between them. */
export function listedWith(story: Story, a: Quantity, b: Quantity): boolean {
  // "Each cage has 2 parrots and 6 parakeets": a sentence about each thing keeps its "and" in the lead.
  if (a.sentence !== b.sentence || !/^\s*(?:(?:[a-z-]+\s+){1,3}and\s+)?$/.test(b.lead)) return false;
  return new RegExp(`(?:^|\\s|\\$)${a.written} (?:[a-z-]+ ){1,3}and \\$?${b.written}\\b`, 'i').test(story.facts[a.sentence] ?? '');
}

/** The parts (positive ones; a part taken away has its own words) add up to one amount. */
export function summable(story: Story, parts: readonly Quantity[]): boolean {
  if (parts.length < 2) return true;
  if (parts.some((q) => NOT_PLAIN.test(`${q.lead} ${q.trail}`))) return false;
  const qs = story.quantities;
  const first = verbOf(parts[0]!);
  // Each part after the first is listed with the one before it, is "N more", or is told by the same verb.
  return parts.every((q, i) => {
    if (i === 0) return true;
    const listed = qs.indexOf(q) === qs.indexOf(parts[i - 1]!) + 1 && listedWith(story, parts[i - 1]!, q);
    // "won 2 tickets playing darts and 13 tickets playing skee ball": the verb is said once for both.
    const elided = q.sentence === parts[i - 1]!.sentence && /^\s*(?:and\s+)?$/.test(q.lead) && verbOf(q) === undefined;
    return listed || /^\s*more\b/.test(q.trail) || (first !== undefined && (verbOf(q) === first || elided));
  });
}

/** Rates add up only when listed together, as the contents of one thing ("2 parrots and 6 parakeets in each cage"). */
export function ratesSummable(story: Story, rates: readonly Quantity[]): boolean {
  const qs = story.quantities;
  return rates.every((q, i) => i === 0 || (qs.indexOf(q) === qs.indexOf(rates[i - 1]!) + 1 && listedWith(story, rates[i - 1]!, q)));
}

/** "How many minutes did it work yesterday": a word of the question that only some parts have picks those parts. */
export function questionPicks(story: Story, parts: readonly Quantity[], asked: ReadonlySet<string>): boolean {
  const lemmas = (text: string): Set<string> => new Set(tag(text).map((t) => t.lemma));
  const own = parts.map((p) => lemmas(p.clause));
  // "bought 4 packs of red balls, 8 packs of yellow balls": the verb said once is every listed part's.
  const verbs = parts.map((p) => new Set(tag(p.clause).filter((t) => t.pos === 'VERB').map((t) => t.lemma)));
  parts.forEach((p, i) => {
    const elided = i > 0 && p.sentence === parts[i - 1]!.sentence && /^\s*(?:and\s+)?$/.test(p.lead) && verbs[i]!.size === 0;
    if (i > 0 && (elided || listedWith(story, parts[i - 1]!, p))) verbs[i - 1]!.forEach((v) => { own[i]!.add(v); verbs[i]!.add(v); });
  });
  // The things counted, what they hold ("boxes of clothing") and the asked whole name all the parts.
  // Whose the parts are is the owners' check, not a word that picks parts.
  const counted = new Set([...story.quantities.flatMap((q) => [q.unit, q.of ?? '', q.owner ?? '']), ...asked, story.question.subject ?? '']);
  const words = tag(story.question.text.toLowerCase()).filter((t) => ['NOUN', 'VERB', 'ADJ', 'ADV'].includes(t.pos) && !LIGHT.has(t.lemma) && t.text.length > 2 && !counted.has(singular(t.text)) && !counted.has(t.text));
  return words.some((t) => {
    const having = own.filter((set) => set.has(t.lemma)).length;
    return having > 0 && having < parts.length;
  });
}
