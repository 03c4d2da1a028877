import { tag } from '../../text/nlp.js';
import { verbAfterPlural } from './unit-words.js';
import { writeNumbersAsDigits } from '../../text/number-words.js';

/**
 * Reads a word problem into quantities (number + what it counts, whose, which verb) and the question
 * (what it asks for and its cue words), the first stage of a schema-based solver.
 */

export interface Quantity {
  value: number;
  /** What it counts, singular: "tree", "cup"; "" when the text says only "7 more". */
  unit: string;
  /** Words before the unit: "short" in "41 short trees". */
  modifiers: string[];
  /** "4 cupcakes in each package" → "package"; "$8 each" → "each". */
  per: string | null;
  /** "3 packages of cupcakes" → "cupcake". */
  of: string | null;
  /** The person the sentence is about (first name in the clause), lower case. */
  owner: string | null;
  /** The clause the number is in, lower case. */
  clause: string;
  /** The words between the previous number of the clause and this one: its verb, if any. */
  lead: string;
  /** A few words after the number ("4 died"), where the verb sometimes is. */
  trail: string;
  /** The unit was taken from an earlier number ("gave 5 to his brother"). */
  inherited?: boolean;
  /** "5 rounds of 3 minutes": tied to another number, so it cannot be left out. */
  linked: boolean;
  sentence: number;
  written: string;
}

export interface Question {
  text: string;
  /** "how many short trees" → unit "tree", modifiers ["short"]; null when none is named. */
  unit: string | null;
  modifiers: string[];
  /** "cups of flour" → "flour". */
  of: string | null;
  asksHowMany: boolean;
  asksMoney: boolean;
  subject: string | null;
}

export interface Story {
  facts: string[];
  quantities: Quantity[];
  /** Numbers written in the question itself ("after 8 months"). */
  questionQuantities: Quantity[];
  question: Question;
}

/** Words that end a unit phrase: prepositions, verbs and links. */
const BREAK = new Set(`in on at of to for from with and but or each per every more less fewer than was were is are am be been
has have had do does did will would can could than that which who if then so as by into onto out left over after before while
when where because since until about around during through per ones one
cost costs weigh weighs weighed take takes took make makes made need needs needed hold holds held contain contains contained
get gets got give gives gave buy buys bought sell sells sold eat eats ate use uses used remain remained leaked fit fits
died die dies broke broken fell flew ran went came left stayed
today tomorrow yesterday tonight last next
the a an his her their its this these those it he she they them him we you i altogether total all each left now already still`.split(/\s+/));
const NAME_STOP = new Set(['If', 'The', 'A', 'An', 'There', 'How', 'What', 'Each', 'Every', 'After', 'Then', 'Later', 'In', 'On', 'At', 'For', 'When', 'She', 'He', 'They', 'It', 'His', 'Her', 'Their', 'Last', 'This', 'One', 'Some', 'But', 'And', 'So', 'Now', 'Mrs', 'Mr', 'Ms', 'Dr']);

/** Words ending in -ed that are not past tenses ("8 red apples", "3 seed packets"). */
const NOT_PAST = new Set(['red', 'bed', 'sled', 'shed', 'seed', 'weed', 'speed', 'steed', 'reed']);

export const IRREGULAR: Record<string, string> = { buses: 'bus', gases: 'gas', children: 'child', people: 'person', men: 'man', women: 'woman', feet: 'foot', teeth: 'tooth', shelves: 'shelf', wolves: 'wolf', knives: 'knife', loaves: 'loaf', scarves: 'scarf', calves: 'calf', mice: 'mouse', geese: 'goose', persons: 'person' };

export function singular(word: string): string {
  const w = word.toLowerCase();
  if (IRREGULAR[w]) return IRREGULAR[w];
  if (/(?:ies)$/.test(w) && w.length > 4) return w.replace(/ies$/, 'y');
  if (/(?:ches|shes|sses|xes|oes)$/.test(w)) return w.replace(/es$/, '');
  if (/[^s]s$/.test(w) && !/(?:us|is)$/.test(w)) return w.slice(0, -1);
  return w;
}

export function tidyText(text: string): string {
  // Numbers in words ("sixty-eight", "a dozen", "1,050") become digits first: every reader reads digits.
  return writeNumbersAsDigits(text
    // "Mrs. Hilt" is one name, not the end of a sentence.
    .replace(/\b(Mrs|Mr|Ms|Dr)\.\s+(?=[A-Z])/g, '$1 ')
    .replace(/\s+n't\b/g, "n't").replace(/\s+'s\b/g, "'s").replace(/\s+/g, ' '))
    .replace(/\$\s*(\d+(?:\.\d+)?)/g, '$1 dollars').replace(/(\d+(?:\.\d+)?)\s*cents?\b/g, '$1 cents').trim();
}

function ownerOf(clause: string, fallback: string | null): string | null {
  // "She gets 86 more from Larry": a clause that starts with a pronoun is still about the same person.
  if (/^\s*(?:if\s+|then\s+|later,?\s+)?(?:he|she|they|it|his|her|their)\b/i.test(clause) && fallback) return fallback;
  const tokens = tag(clause);
  // "gave Sara 4 of the limes": a clause that starts with its verb is still about the last person.
  if (tokens[0]?.pos === 'VERB' && fallback) return fallback;
  // "Josh had 142 pencils": the tagger takes some first names for verbs; a capitalised word before a verb is its subject.
  const misread = tokens[0] && tokens[0].pos === 'VERB' && /^[A-Z][a-z]+$/.test(tokens[0].text) && ['AUX', 'VERB'].includes(tokens[1]?.pos ?? '') ? tokens[0] : undefined;
  const name = tokens.find((t) => t.pos === 'PROPN' && /^[A-Z][a-z]+$/.test(t.text) && !NAME_STOP.has(t.text)) ?? (misread && !NAME_STOP.has(misread.text) ? misread : undefined);
  return name ? name.text.toLowerCase() : fallback;
}

function unitPhrase(after: string): { unit: string; modifiers: string[]; per: string | null; of: string | null; linked: boolean } {
  const words = after.toLowerCase().replace(/^\s*(?:more|extra|additional|other|another)\s+(?=[a-z])/, ' ').split(/[^a-z'-]+/).filter(Boolean);
  const linked = /^\s*[a-z'-]*\s*of\s+(?:\d|a\b|an\b)/i.test(after);
  // "2 dollar games": a price per game.
  if ((words[0] === 'dollar' || words[0] === 'cent') && words[1] && !BREAK.has(words[1])) {
    return { unit: words[0], modifiers: [], per: singular(words[1]), of: null, linked };
  }
  if (words[0] === 'dollars' || words[0] === 'cents') {
    const rest = after.toLowerCase().replace(/^\s*(?:dollars|cents)\s*/, '');
    const per = /^(?:(?:in|on|for)\s+)?(?:each|every|per|a|an)\s+([a-z-]+)/.exec(rest)?.[1] ?? (/^each\b/.test(rest) ? 'each' : null);
    return { unit: singular(words[0]), modifiers: [], per: per && per !== 'each' ? singular(per) : per, of: null, linked };
  }
  const phrase: string[] = [];
  const nouns = nounRun(after);
  for (const [i, word] of words.entries()) {
    if (BREAK.has(word) || phrase.length >= 3 || (/ed$/.test(word) && !NOT_PAST.has(word)) || phrase.length >= nouns || (i > 0 && verbAfterPlural(words[i - 1] ?? '', word))) break;
    phrase.push(word);
  }
  const rest = after.toLowerCase().replace(/^\s*(?:more|extra|additional|other|another)\s+(?=[a-z])/, ' ').replace(/^[^a-z]*/, '').split(/\s+/).slice(phrase.length).join(' ');
  const perMatch = /^(?:(?:in|on|at|inside|into)\s+(?:each|every|per)|in\s+one|for\s+(?:each|every)|each|every|per|a|an)\s+(?:of\s+(?:his|her|their|the|its|my|your)\s+(?:\d+\s+)?)?([a-z-]+(?:\s+[a-z-]+)?)/.exec(rest)?.[1];
  const per = perMatch ? (perMatch.split(/\s+/)[Math.max(0, nounRun(perMatch) - 1)] ?? perMatch) : /^each\b/.test(rest) ? 'each' : null;
  const of = /^of\s+(?:the\s+)?([a-z-]+)/.exec(rest)?.[1] ?? null;
  // "301 of her cards": the thing counted comes after the possessive.
  // "5 old ones": the describing word is not the thing counted; "ones" points back to it.
  if (phrase.length > 0 && /^(?:ones?)$/.test(words[phrase.length] ?? '')) phrase.length = 0;
  const possessed = phrase.length === 0 ? /^\s*of\s+(?:the|his|her|their|its|my|your)\s+([a-z-]+)/i.exec(after)?.[1] : undefined;
  const possessedNoun = possessed && !BREAK.has(possessed.toLowerCase()) && tag(`the ${possessed}`)[1]?.pos === 'NOUN' && !/^\s*of\s+\w+\s+\w+\s+ones?\b/i.test(after);
  const unit = phrase.length > 0 ? singular(phrase[phrase.length - 1] ?? '') : possessedNoun && possessed ? singular(possessed) : '';
  return { unit, modifiers: phrase.slice(0, -1), per: per && per !== 'each' ? singular(per) : per, of: of ? singular(of) : null, linked };
}

/** "a candy bar" → "bar": the last noun of the words starting at the given one. */
function perNoun(clause: string, first: string): string {
  const from = clause.toLowerCase().slice(clause.toLowerCase().indexOf(first.toLowerCase()));
  const words = from.split(/[^a-z'-]+/).filter(Boolean);
  const stop = words.findIndex((w, i) => i > 0 && BREAK.has(w));
  const run = Math.max(1, Math.min(nounRun(from), stop > 0 ? stop : Infinity));
  return singular(words[run - 1] ?? first);
}

function eachOf(lead: string): string | null {
  // "selling magic card decks for $9 each": the thing priced is the nearest noun before the number.
  const noun = tag(lead).filter((t) => t.pos === 'NOUN' && !BREAK.has(t.text.toLowerCase())).pop();
  return noun ? singular(noun.text) : null;
}

/** How many words after a number are adjectives and nouns ("short trees" 2, "died" 0, "bags up" 1). */
function nounRun(after: string): number {
  // A number in front gives the tagger the context it expects ("7 red plates", not "red plates").
  const tokens = tag(`7 ${after.replace(/^\s*(?:more|extra|additional|other|another)\s+(?=[a-z])/i, ' ').slice(0, 60)}`).slice(1);
  let run = 0;
  let lastNoun = 0;
  for (const token of tokens) {
    if (!['ADJ', 'NOUN', 'PROPN'].includes(token.pos)) break;
    run++;
    if (token.pos !== 'ADJ') lastNoun = run;
  }
  return lastNoun;
}

/** Numbers in words are digits already (tidyText). */
const QUANTITY = /(?<![\w.])(\d+(?:\.\d+)?)(?!\w|\.\d)/g;

function quantitiesOf(clause: string, sentence: number, owner: string | null): Quantity[] {
  const found: Quantity[] = [];
  let previousEnd = 0;
  for (const match of clause.matchAll(QUANTITY)) {
    const lead = clause.slice(previousEnd, match.index ?? 0).toLowerCase();
    previousEnd = (match.index ?? 0) + (match[1] ?? '').length;
    const written = match[1] ?? '';
    const value = Number(written);
    const after = clause.slice((match.index ?? 0) + written.length);
    const phrase = unitPhrase(after);
    // "Each pack has 10 crayons": the rate's "per" comes before the number.
    // Only the words since the previous number: "60 miles per hour for 3 hours" gives the 3 no rate.
    const eachBefore = /\b(?:each|every)\s+(?:of\s+the\s+)?([a-z-]+)\s+(?:(?!(?:for|in|on|at|to|with|per)\b)[a-z]+\s+){0,3}$/i.exec(lead)?.[1];
    const oneBefore = found.length === 0 ? /^\s*(?:one|each|every)\s+([a-z-]+)\b/i.exec(clause)?.[1] : undefined;
    const eachLater = /\b(?:at|in|on|for|inside|into|to [a-z]+)\s+each\s+([a-z-]+)\b/i.exec(after.split(/\d/)[0] ?? '')?.[1];
    const found1 = eachBefore ?? oneBefore ?? eachLater;
    let per = phrase.per ?? (found1 && !/^(?:of|one)$/.test(found1) ? perNoun(clause, found1) : null);
    // "the tables held 3 people each", "3 pizzas for $8 each": each of the things named just before.
    // "in rows of 6 pies each": 6 pies in each row.
    const groupOf = /\b([a-z]+) of\s*$/.exec(lead)?.[1];
    if (per === 'each' && groupOf && tag(`the ${groupOf}`)[1]?.pos === 'NOUN') per = singular(groupOf);
    if (per === 'each' || per === 'one') per = eachOf(lead) ?? per;
    const trail = after.toLowerCase().split(/[.,;!?]/)[0]?.split(/\s+/).slice(0, 6).join(' ') ?? '';
    found.push({ value, ...phrase, per, owner, clause: clause.toLowerCase(), lead, trail, sentence, written });
  }
  return found;
}

function readQuestion(text: string, subject: string | null): Question {
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
    // "did she give to Leo": the pronoun after the helping verb is the subject, not the name after it.
    subject: /\b(?:do|does|did|will|would|can|could|is|was|has|had)\s+(?:he|she|they)\b/i.test(text) && subject ? subject : ownerOf(text.replace(/^(.*?\bhow\s+(?:many|much)\s+)(?:[A-Za-z'-]+\s+){1,3}?(?=(?:do|does|did|will|would|can|could|is|are|was|were|has|have|had)\b)/i, '$1'), subject),
  };
}

/** Splits a word problem into fact clauses and its question; null when no question is asked. */
export function readStory(problem: string): Story | null {
  const text = tidyText(problem);
  const sentences = text.split(/(?<=[.?!])\s+(?=[A-Z0-9$"'])/).map((s) => s.trim()).filter(Boolean);
  const last = sentences.pop() ?? '';
  const split = /^(.*?),?\s+((?:how|what)\b.*)$/i.exec(last);
  // "If they put their dolls together, how many …": a lead-in without numbers belongs to the question.
  const shortLead = !!split?.[1] && !/\d/.test(split[1]);
  const questionText = /^(?:how|what)\b/i.test(last) || shortLead ? last : split?.[2];
  if (!questionText) return null;
  const facts = [...sentences, ...(split && !/^(?:how|what)\b/i.test(last) && !shortLead && split[1] ? [split[1]] : [])];
  const quantities: Quantity[] = [];
  let owner: string | null = null;
  facts.forEach((fact, index) => {
    // "Each album came with a sheet and had 3 songs": a sentence about each thing keeps its "and".
    for (const clause of fact.split(/,\s+(?:and\s+|but\s+|then\s+)?|(?<!^\s*(?:Each|Every)\b[^,]*)\s+(?:and|but|while)\s+(?=(?:[A-Za-z']+\s+){0,4}\d)/)) {
      owner = ownerOf(clause, owner);
      quantities.push(...quantitiesOf(clause, index, owner));
    }
  });
  inheritUnits(quantities);
  const question = readQuestion(questionText, owner);
  // "the three pizzas" in the question points back at the story's 3 pizzas: not a new number.
  const asked = quantitiesOf(questionText, facts.length, question.subject)
    .filter((a) => !quantities.some((q) => q.value === a.value && q.unit === a.unit));
  return { facts, quantities, questionQuantities: asked, question };
}

/** "Emily collects 63 cards. Her father gives her 7 more." → the 7 counts cards too. */
/** "712261 male and 259378 female salmon": the describing word before "and" shares the next noun. */
function shareNextNoun(quantity: Quantity, next: Quantity | undefined): boolean {
  const word = /^\s*([a-z]+)\s*$/.exec(quantity.trail)?.[1];
  if (quantity.unit !== '' || !word || !next || next.sentence !== quantity.sentence || next.unit === '' || next.modifiers.length !== 1) return false;
  if (!new RegExp(`\\b${quantity.written}\\s+${word}\\s+and\\s*$`).test(quantity.clause + ' and ') || tag(`the ${word} ${next.unit}`)[1]?.pos !== 'ADJ') return false;
  Object.assign(quantity, { unit: next.unit, modifiers: [word] });
  return true;
}

function inheritUnits(quantities: Quantity[]): void {
  quantities.forEach((quantity, i) => {
    if (shareNextNoun(quantity, quantities[i + 1])) return;
    if (quantity.unit !== '' && !/^(?:more|of|them)$/.test(quantity.unit)) return;
    const endsClause = new RegExp(`\\b${quantity.written}\\s*[.,!?]?\\s*$`).test(quantity.clause);
    if (!/\b(?:more|of them|another)\b/.test(quantity.clause) && quantity.unit === '' && !endsClause && quantity.per === null && !/^\s*(?:to|from|of|away|are|were|is|was|in each|at the|in the|on the|with\b|left\b|(?:[a-z]+\s+)?ones?\b)/.test(quantity.trail)) return;
    const before = quantities.slice(0, i).reverse().find((q) => q.unit !== '' && q.per === null);
    // "Sarah had some trucks. She gave 13 to Jeff, and now she has 38 trucks left": the next number names them.
    const after = quantity.unit === '' && /^\s*(?:to|away|from)\b/.test(quantity.trail) ? quantities.slice(i + 1).find((q) => q.unit !== '' && q.per === null) : undefined;
    const source = before ?? after;
    if (source) Object.assign(quantity, { unit: source.unit, modifiers: source.modifiers, inherited: true });
  });
}
