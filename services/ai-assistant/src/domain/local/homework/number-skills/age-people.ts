import { ROLE, type AgeRelation } from './age-clauses.js';

/**
 * The people of an age story, each under one key, with the relations' pronouns and bare roles resolved:
 * a subject pronoun to the last subject it fits, another pronoun to the one other person it fits (or to the
 * subject itself when the sentence compares two times: "In 15 years Ariel will be 4 times as old as she is
 * now"), and a bare role to the one named person's role of that kind ("her mother" after "Vidya's mother").
 */
const HE = /^(?:father|dad|son|brother|grandfather|grandpa|grandson|uncle|nephew|husband|man|mr .+)$/;
const SHE = /^(?:mother|mom|daughter|sister|grandmother|grandma|granddaughter|aunt|niece|wife|woman|mrs .+|ms .+)$/;
const PRONOUN = /^(?:he|she|him|her)$/;

const gender = (key: string): 'he' | 'she' | null => (HE.test(key.replace(/^.*'s /, '')) ? 'he' : SHE.test(key.replace(/^.*'s /, '')) ? 'she' : null);
const fits = (pronoun: string, key: string): boolean => gender(key) !== (/^(?:he|him)$/.test(pronoun) ? 'she' : 'he');

const NOT_NAMES = new Set(['in', 'the', 'his', 'her', 'their', 'my', 'how', 'what', 'find', 'together', 'now', 'after', 'if', 'when', 'last', 'next', 'today', 'this', 'then', 'and', 'they', 'both', 'years', 'she', 'he', 'present', 'five', 'ten', 'at']);

/** The key a person is known by ("his son" → "son", "his sister Darcy" → "darcy", "Ann's mother" → "ann's mother"); null for a non-name. */
export function personKey(written: string): string | null {
  const words = written.trim().replace(/’/g, "'").replace(/^(?:the|his|her|their|my|a|an)\s+/i, '').replace(/^(?:older|younger|elder|little|big|baby)\s+/i, '');
  if (/^(?:he|she|him|her|his)$/i.test(words)) return words.toLowerCase() === 'his' ? 'he' : words.toLowerCase();
  // The one telling the story: "I am 3 times as old as my son", "my age".
  if (/^(?:I|me|my)$/.test(words.trim()) || /^my$/i.test(written.trim())) return 'i';
  const named = new RegExp(`^(?:[A-Z][a-z]+'s\\s+)?${ROLE}\\s+([A-Z][a-z]+)$`, 'i').exec(words);
  if (named && /^[A-Z]/.test(named[1]!) && !NOT_NAMES.has(named[1]!.toLowerCase())) return named[1]!.toLowerCase();
  if (new RegExp(`^${ROLE}$`, 'i').test(words)) return words.toLowerCase();
  const name = /^((?:(?:Mrs?|Ms|Dr)\s+)?[A-Z][a-z]+)((?:'s)\s+.+)?$/.exec(words);
  if (!name || NOT_NAMES.has(name[1]!.toLowerCase())) return null;
  return words.toLowerCase();
}

export interface AgeStory { relations: AgeRelation[]; people: string[]; shown: Map<string, string>; key: (written: string, other?: string) => string | null }

/** The names each relation mentions as written. */
export function mentioned(r: AgeRelation): string[] {
  return r.kind === 'sum' ? (r.people === 'all' ? [] : r.people) : r.kind === 'linear' ? [r.person, ...(r.of === '^' ? [] : [r.of])] : [r.person];
}

export function resolvePeople(relations: AgeRelation[], asked: string[]): AgeStory | null {
  const keys = new Map<string, string>();
  for (const name of [...relations.flatMap(mentioned), ...asked]) {
    const key = personKey(name) ?? (asked.includes(name) ? name.toLowerCase() : null);
    if (key === null) return null;
    keys.set(name, key);
  }
  const named = [...new Set(keys.values())].filter((k) => !PRONOUN.test(k));
  // "her mother" is "Vidya's mother" when the story has just one person's mother.
  const alias = (k: string): string => { const owned = named.filter((n) => n.endsWith(`'s ${k}`)); return owned.length === 1 ? owned[0]! : k; };
  const people = [...new Set(named.map(alias))];
  const shown = new Map<string, string>();
  for (const [name, key] of keys) if (people.includes(key) && !shown.has(key)) shown.set(key, /^[A-Z]/.test(name) && !/^(?:The|His|Her|Their|My|A|An)\b/.test(name) ? name : `the ${key}`);
  const memory = new Map<string, string>();
  let lastSubject = '';
  const resolve = (name: string, subject: string | null, self: boolean): string | null => {
    const key = alias(keys.get(name)!);
    if (!PRONOUN.test(key)) return key;
    const others = people.filter((p) => fits(key, p) && p !== subject);
    const chosen = memory.get(key) ?? (subject === null && others.includes(lastSubject) ? lastSubject : others.length === 1 ? others[0] : others.length === 0 && self ? subject : null);
    if (chosen) memory.set(key, chosen);
    return chosen ?? null;
  };
  const resolved: AgeRelation[] = [];
  for (const r of relations) {
    const person = r.kind === 'sum' ? null : resolve(r.person, null, false);
    if (r.kind !== 'sum' && !person) return null;
    if (r.kind === 'age') resolved.push({ ...r, person: person! });
    if (r.kind === 'linear') {
      const of = r.of === '^' ? (lastSubject !== person ? lastSubject : null) : resolve(r.of, person, r.ofAt !== r.at);
      if (!of || (of === person && r.ofAt === r.at)) return null;
      resolved.push({ ...r, person: person!, of });
    }
    if (r.kind === 'sum') {
      const group = r.people === 'all' ? people : r.people.map((p) => resolve(p, null, false));
      if (group.some((p) => !p) || new Set(group).size !== group.length || group.length < 2) return null;
      resolved.push({ ...r, people: group as string[] });
    }
    if (person) lastSubject = person;
  }
  // A pronoun the question compares with someone is anyone but that someone ("would she be twice her sister's age").
  return { relations: resolved, people, shown, key: (written, other) => (keys.has(written) ? resolve(written, other ?? null, false) : null) };
}
