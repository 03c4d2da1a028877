import { tag } from '../../text/nlp.js';

/**
 * Sharers named by a pronoun, told by their count: "Sam and Tom found 24 shells. If they divide them
 * equally, how many does each get?" says "divide them equally among 2 people". "They" is read as
 * the people of the story only when the story names them once as a group ("Sam and Tom", "Ann, Bo,
 * and Cy", "Deb and her 9 friends" = 10) and names nobody and no other kind of person besides:
 * "they" with a mother, a team or a Monday in the story may be other people, so it stays.
 */
const NAME = '(?:(?:Mrs|Mr|Ms|Dr) )?[A-Z][a-z]+';
const GROUP = new RegExp(String.raw`\b(${NAME}(?:, ${NAME})*,? and ${NAME})\b`, 'g');
const WITH_FRIENDS = new RegExp(String.raw`\b(${NAME}) and (?:his|her) (\d+) (?:friends|sisters|brothers|cousins|classmates)\b`, 'g');
/** Words for other people: "they" may then count them too. */
const OTHER_PEOPLE = /\b(?:friends?|mom|mother|mum|dad|father|sisters?|brothers?|family|cousins?|parents?|kids|children|child|students?|team|class|classmates?|grand[a-z]*|uncle|aunt|wife|husband|neighbou?rs?|group|others?|everyone|son|daughter|people|persons?|we|us|you)\b/gi;
const SHARE = '(?:divide|divided|divides|share|shared|shares|split|splits|distribute|distributed|distributes)';
const AUX = '(?:(?:decide|decided|want|wanted|plan|planned|agree|agreed|are going|were going|have|had|need|needed) to|will|would|then|both|all)';
const WORD = '(?!equally\\b|evenly\\b|between\\b|among\\b)[a-z]+';
const THING = `(?:them|it|(?:the|these|those|their) ${WORD}(?: ${WORD})?)`;
const THEY_SHARE = new RegExp(String.raw`\b([Tt]hey)((?: ${AUX})*) (?:(equally|evenly) )?(${SHARE})((?: (?:up|out))?(?: ${THING})?(?: (?:up|out))?)(?: (equally|evenly))?(?: (?:between|among) themselves)?(?=[,.?!]| if\b| so\b| and\b|$)`, 'g');

/** The count of the one group of people the story names, or null when "they" may be anyone else too. */
function groupCount(story: string): number | null {
  const friends = [...story.matchAll(WITH_FRIENDS)];
  const groups = [...story.matchAll(GROUP)].filter((g) => tag(g[1]!.replace(/\b(?:Mrs|Mr|Ms|Dr) /g, '')).every((t) => t.pos === 'PROPN' || t.text === 'and' || t.text === ','));
  if (friends.length + groups.length !== 1) return null;
  const named = friends[0] ? [friends[0][1]!] : groups[0]![1]!.split(/,? and |, /);
  const others = friends[0] ? story.replace(friends[0][0], '') : story;
  if ((others.match(OTHER_PEOPLE) ?? []).length > 0 || !onlyNames(story, named)) return null;
  return friends[0] ? Number(friends[0][2]) + 1 : new Set(named).size;
}

/** Every capitalized word inside a sentence is one of the named people: "on Monday" or "at Sears" may hide others. */
function onlyNames(story: string, named: readonly string[]): boolean {
  const known = new Set(named.flatMap((n) => n.split(' ')));
  return story.split(/(?<=[.!?])\s+/).every((sentence) => {
    const words = sentence.split(/\s+/).slice(1).map((w) => w.replace(/[^A-Za-z]/g, ''));
    return words.every((w) => !/^[A-Z]/.test(w) || w === 'I' || known.has(w));
  });
}

export function plainSharers(story: string): string {
  const question = /[^.?!]*\?\s*$/.exec(story)?.[0] ?? '';
  if (!/\beach\b|\bapiece\b|\bper person\b/i.test(question) || !/\bthey\b/i.test(story)) return story;
  let count: number | null | undefined;
  return story.replace(THEY_SHARE, (all: string, they: string, aux: string, before: string | undefined, verb: string, thing: string, after: string | undefined) => {
    if (!before === !after) return all;
    count ??= groupCount(story);
    if (count === null || count < 2) return all;
    return `${they}${aux} ${verb}${thing} equally among ${count} people`;
  });
}
