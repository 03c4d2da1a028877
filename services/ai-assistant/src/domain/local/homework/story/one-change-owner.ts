/**
 * Who owns the start of `one-change.ts`: "Mike had 8", "Fred was gifted 16 of Tom's balloons", "gave Sam 4
 * of his 8" (the one who gives), "There are 5 oak trees in the park" (a place, said ''). The question
 * may name only that owner; an owner the words cannot tell is null and the reading declines.
 */
const NOT_NAMES = new Set('If The There A An After Upon Considering Given How What When In On At Out Of For Each Every She He They It Her His Their Some Suppose Yesterday Today Then Later With During Once Finally So Find Calculate Determine Assuming Knowing As Since While Before Monday Tuesday Wednesday Thursday Friday Saturday Sunday Mr Mrs Ms Dr Miss I We You This That These Those Let Imagine Provided Presuming Should Following Among From To By Now Initially Originally Previously Last Next Over Within Together Having Starting Beginning Removing Growing Taking Giving Adding Being Also But And Or Not No Yes Is Are Was Were Do Does Did Can Will Would Could Whats What\'s Valentines Valentine Legos Lego Pokemon Skittles Christmas Halloween Easter Thanksgiving Minecraft Roblox Marvel Bahamas County Lincoln Hancock'.split(' '));
const KIN = /\b(?:father|mother|dad|mom|friend|brother|sister|aunt|uncle|son|daughter|cousin|teacher|neighbou?r|grandma|grandpa|grandmother|grandfather|wife|husband|boss|children|kids|parents|workers|husband)s?\b/gi;
/** A name right after these is given to or taken from, never the one who owns. */
const OBJECT_BEFORE = /\b(?:to|from|by|with|for|gave|give|gives|giving|handed|offered|asks?|asked|told)\s+$/i;

/** The people a story names (capitalized words that name no sentence start or thing) and its kin words. */
export function storyNames(text: string): string[] {
  const names = new Set<string>();
  for (const m of text.matchAll(/\b[A-Z][a-z]+\b/g)) {
    const w = m[0];
    // "Removing 7 eggs …", "Rabbits ravenously ate …": a word opening a sentence in -ing, -ed, -ly or a plural is
    // a thing unless it is named again mid-sentence (Fred, Ted).
    const opens = /(?:^|[.!?]\s+)$/.test(text.slice(0, m.index));
    if (NOT_NAMES.has(w) || (opens && /(?:ing|ed|ly)$/.test(w) && !new RegExp(String.raw`[a-z,] ${w}\b`).test(text))) continue;
    if (opens && /[^s]s$/.test(w) && text[m.index + w.length] !== "'" && !new RegExp(String.raw`[a-z,] ${w}\b`).test(text)) continue;
    names.add(w);
  }
  for (const k of text.match(KIN) ?? []) names.add(k.toLowerCase());
  return [...names];
}

const ASKED_SUBJECT = /\b(?:does|did|do|will|would|can|could|is|was|are|were|has|have|had)\s+([A-Z][a-z]+|he|she|they)\b|\b(?:with|for|to)\s+([A-Z][a-z]+)\s*(?:now|currently)?\?$/;
const PRONOUN = /^(?:he|she|they)$/;
const OTHER_SUBJECT = /\b(?:does|did|do|will|would|can|could)\s+(?:his|her|their|the|a|an|its)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:have|own|hold|keep|possess|get|receive|need)\b/;
const PERSONAL = /\b(?:he|she|him|his|her|hers|they|their)\b/i;
/** A person named or pointed at by a pronoun ("them" and "it" point at things as often). */
const personIn = (segment: string, people: readonly string[]): boolean => PERSONAL.test(segment) || people.some((n) => new RegExp(String.raw`\b${n}\b`).test(segment));
const PLACE_ASKED = /\b(?:in|inside|on|into) (?:the|a|an|this|that|its) (?!end\b|beginning\b|start\b|total\b|morning\b|afternoon\b|evening\b|meantime\b)[a-z]+/i;

const isName = (w: string, names: readonly string[]): boolean => names.includes(w);

function sentenceAt(text: string, at: number): [number, number] {
  const starts = [...text.slice(0, at).matchAll(/[.?!]\s+/g)].map((m) => m.index + m[0].length);
  const end = /[.?!](?:\s|$)/.exec(text.slice(at));
  return [Math.max(0, ...starts), end ? at + end.index : text.length];
}

function ownerInSentence(text: string, at: number, names: readonly string[]): string | null {
  const [from, to] = sentenceAt(text, at);
  const sentence = text.slice(from, to);
  const local = at - from;
  const possessives = [...sentence.matchAll(/\b([A-Z][a-z]+)'s?\b/g)].filter((m) => isName(m[1]!, names));
  // "Fred was gifted 16 of Tom's balloons", "from Jason's collection": the possessive nearest the start.
  if (possessives.length > 0) return possessives.sort((p, q) => Math.abs(p.index - local) - Math.abs(q.index - local))[0]![1]!;
  const before = [...sentence.slice(0, local).matchAll(/\b[A-Z][a-z]+\b/g)].filter((m) => isName(m[0], names) && !OBJECT_BEFORE.test(sentence.slice(0, m.index)));
  // "gave Sam 4 of his 8": "his" is the one who gives, the sentence's first name; "3 candies by Roger from his stash": the doer.
  if (/\b(?:his|her|their)\b(?: [a-z]+){0,4}\s*$/.test(sentence.slice(0, local))) {
    const doer = /\bby ([A-Z][a-z]+)\b/.exec(sentence.slice(0, local))?.[1];
    return doer && isName(doer, names) ? doer : before[0]?.[0] ?? null;
  }
  if (before.length > 0) return before[before.length - 1]![0];
  const after = [...sentence.slice(local).matchAll(/\b[A-Z][a-z]+\b/g)].filter((m) => isName(m[0], names));
  return after[0]?.[0] ?? null;
}

const PLACE_IN = /\b(?:in|inside|on|into|at) (?:the|a|an|this|that|its|his|her|their) (?:[a-z]+ )?([a-z]+)\b/i;
const PLACE_HOLDS = /\b(?:a|an|the) ([a-z]+) (?:containing|that contains|that contained|contains|contained|holds|held|with|that had|that has|had|has)\b/i;
const NOT_PLACE = /^(?:end|beginning|start|total|morning|afternoon|evening|meantime|same|first|last|past|way)$/;

/** The place a story's things are in ("in the jar", "a box containing 96"), asked first, else where the start is told. */
export function placeOf(text: string, at: number, question: string): string | null {
  const [from, to] = sentenceAt(text, at);
  for (const m of [PLACE_IN.exec(question), PLACE_IN.exec(text.slice(from, to)), PLACE_HOLDS.exec(text.slice(from, to))]) {
    if (m && !NOT_PLACE.test(m[1]!)) return m[1]!.toLowerCase();
  }
  return null;
}

/** The start's owner, '' for a place when the story names nobody, or null when it cannot be told or the question asks another. */
export function startOwner(text: string, at: number, asking: string, names: readonly string[]): string | null {
  // "Considering that Jonathan takes away 45 oranges, how many oranges are left?": the asked words start at "how".
  const question = asking.slice(Math.max(0, asking.search(/\b(?:[Hh]ow|[Ww]hat)\b/)));
  // "Mr. Sheridan gifted Mrs. Sheridan 14 cats": one surname, two people.
  const titled = [...text.matchAll(/\b(Mrs?|Ms|Miss)\.? ([A-Z][a-z]+)/g)];
  if (titled.some((m) => titled.some((o) => o[2] === m[2] && o[1] !== m[1]))) return null;
  const people = names.filter((n) => /^[A-Z]/.test(n));
  const named = people.filter((n) => new RegExp(String.raw`\b${n}\b`).test(question));
  // "How many cards did Nell give to Jeff?", "how many cards were left with Mike?": the one the question asks about.
  const said = ASKED_SUBJECT.exec(question);
  const subject = said?.[1] ?? said?.[2];
  const asked = subject && PRONOUN.test(subject) ? [] : subject && named.includes(subject) ? [subject] : named;
  // "How many do Sara and Sandy have?", "How many do they have in total?" with two people told: no one owner asked.
  if (asked.length > 1 || (named.length > 1 && /\band\b/.test(question)) || (subject && /^they$/.test(subject) && people.length > 1)) return null;
  // "How many dimes does his dad have now?", "… does the store have?": someone else asked, never the owner.
  if (OTHER_SUBJECT.test(question)) return null;
  // "How many eggs remained with Edward out of his initial 92 eggs?": a start told in the question is the asked one's.
  if (asked.length === 1 && at >= text.length - question.trim().length) return asked[0]!;
  // "How many pencils are still in the jar?": a place the question asks about owns the start.
  if (asked.length === 0 && PLACE_ASKED.test(question)) return '';
  // "There are 7 crayons in the drawer. Mary took 3 …": a start that names nobody and points at nobody is a place's;
  // so is one asked by a question about no person ("How much money was originally in there?").
  const [from, to] = sentenceAt(text, at);
  const pointed = personIn(text.slice(from, to), people) && (asked.length > 0 || personIn(question, people));
  const owner = ownerInSentence(text, at, people) ?? (people.length === 1 && pointed ? people[0]! : !pointed && people.length <= 1 ? '' : null);
  if (owner === null || (asked.length === 1 && asked[0] !== owner)) return null;
  return owner;
}
