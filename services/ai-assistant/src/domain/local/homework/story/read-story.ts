import { tag } from '../../text/nlp.js';
import { commonOwnerOf, commonSubjectOf, noCommonOwners } from './common-owner.js';
import { inheritUnits } from './inherit-units.js';
import { isRelative, ownerOf, pastRelative } from './owner-of.js';
import { readQuestion } from './story-question.js';
import { eachOf, perNoun, unitPhrase } from './unit-phrase.js';
import { singular, tidyText } from './words.js';

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
  /** owners: told without names, its owners read from subjects ("you", "the store"; `common-owner.ts`). */
  unnamed?: boolean;
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

function readOwners(facts: string[], questionText: string): { quantities: Quantity[]; question: Question } {
  const quantities: Quantity[] = [];
  let owner: string | null = null;
  let person: string | null = null;
  eachClause(facts, (clause, index) => {
    owner = ownerOf(clause, pastRelative(clause, owner, person));
    if (owner && !isRelative(owner)) person = owner;
    quantities.push(...quantitiesOf(clause, index, owner));
  });
  inheritUnits(quantities);
  return { quantities, question: readQuestion(questionText, pastRelative(questionText, owner, person)) };
}

function readCommonOwners(facts: string[], questionText: string): { quantities: Quantity[]; question: Question } {
  const quantities: Quantity[] = [];
  const owners = noCommonOwners();
  let opening: Quantity[] = [];
  eachClause(facts, (clause, index) => {
    const found = quantitiesOf(clause, index, commonOwnerOf(clause, owners));
    // "Arranging 40 books …, a store had to sell 20": the opening phrase belongs to the sentence's subject.
    if (owners.last) opening.filter((q) => q.sentence === index).forEach((q) => { q.owner = owners.last; });
    opening = owners.last || !/^\s*[a-z]+ing\b/i.test(clause) ? [] : [...opening, ...found];
    quantities.push(...found);
  });
  inheritUnits(quantities);
  const question = readQuestion(questionText, owners.last);
  return { quantities, question: { ...question, subject: commonSubjectOf(questionText, owners) ?? question.subject } };
}

function eachClause(facts: string[], read: (clause: string, sentence: number) => void): void {
  facts.forEach((fact, index) => {
    // "Each album came with a sheet and had 3 songs": a sentence about each thing keeps its "and".
    for (const clause of fact.split(/,\s+(?:and\s+|but\s+|then\s+)?|(?<!^\s*(?:Each|Every)\b[^,]*)\s+(?:and|but|while)\s+(?=(?:[A-Za-z']+\s+){0,4}\d)/)) read(clause, index);
  });
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
  let { quantities, question } = readOwners(facts, questionText);
  // "You have 7 balloons and your friend has 5": a story without names is about its subjects' things ("you", "the store").
  const unnamed = (owner: string | null): boolean => owner === null || isRelative(owner);
  const common = quantities.every((q) => unnamed(q.owner)) && unnamed(question.subject);
  if (common) ({ quantities, question } = readCommonOwners(facts, questionText));
  // "the three pizzas" in the question points back at the story's 3 pizzas: not a new number.
  const asked = quantitiesOf(questionText, facts.length, question.subject)
    .filter((a) => !quantities.some((q) => q.value === a.value && q.unit === a.unit));
  return { facts, quantities, questionQuantities: asked, question, ...(common ? { unnamed: true } : {}) };
}

