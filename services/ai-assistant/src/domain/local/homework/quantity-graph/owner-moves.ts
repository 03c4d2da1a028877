import { singular } from '../story/words.js';

/**
 * The clauses of a story where several named people each own some of one thing and each change is told
 * with whose it is ("Arthur has 6 cards. Aaron has 5 cards. Aaron finds another 62.", "Sam gave Mary 23
 * cards", "His friend bought 140 cakes from him"). Every clause with a number must be one of: a first
 * amount of a named owner (a list of kinds allowed: "57 new games and 39 old games"), a gain or a loss by
 * the named owner, a giving from one named person to another, or a taking from a named owner ("from him"
 * only when the story has one owner). A pronoun as the one who acts, a clause with a number read no other
 * way, or a number-free clause with a verb of change makes the reading null.
 */
export interface Move { owner: string; sign: 0 | 1 | -1; value: string; thing: string; verb: string }
/** "they discovered that 25 were cracked", "only 38 of the carrots were good": some of them told by a word, no one's change. */
export interface Aside { value: string; word: string }
export interface OwnerStory { moves: Move[]; actors: Set<string>; asides: Aside[] }

const REL = '(?:friends?|brothers?|sisters?|mom|dad|mother|father|husband|wife|son|daughter|cousin|uncle|aunt|grandma|grandpa|neighbou?rs?|teacher)';
const OWNER = `(?:[Hh](?:is|er) ${REL}|[A-Z][a-z]+)`;
const NOT_NAMES = new Set(['if', 'then', 'there', 'the', 'he', 'she', 'they', 'it', 'when', 'after', 'before', 'each', 'every', 'now', 'later', 'last', 'this', 'that', 'in', 'on', 'at', 'a', 'an', 'so', 'but', 'and', 'also', 'we', 'i', 'you', 'one', 'some', 'all', 'both', 'his', 'her', 'their', 'our', 'my']);
const START = 'has|had|have|owns|owned|found|picked|collected|made|baked|grew|caught|saved|bought|got|received';
/** First amounts that are acts, not holdings ("Terry used 37 pieces"): only a question about that act reads them. */
const ACT_START = 'has with|had with|used|scored|sold|ate|read|spent|drew|wrote|ran|won|planted|gathered|harvested';
const ASIDE = String.raw`^(?:(?:when|after) they [a-z]+ them, they (?:discovered|found|noticed|saw) that |only )(\d+)(?: of (?:them|the [a-z]+))? (?:were|was) ([a-z]+)$`;
const GAIN = 'finds|found|gets|got|buys|bought|receives|received|picks|picked|collects|collected|wins|won|makes|made|bakes|baked|catches|caught|earns|earned|saves|saved';
const LOSS = 'loses|lost|gives away|gave away|eats|ate|sells|sold|uses|used|breaks|broke|throws away|threw away|donates|donated|spends|spent';
const GIVE = 'gives|gave';
const TAKE = 'took|takes|buys|bought|borrowed|borrows|ate|eats|stole|steals';
/** A taker who ends up holding what was taken ("took", "bought"), not one who ate it. */
const KEEPS = /^(?:took|takes|buys|bought|borrowed|borrows|stole|steals)$/;
const NUM = String.raw`\d+(?:\.\d+)?`;
/** What may follow an amount: where or when it happened, never whose or for whom. */
const SETTING = String.raw`(?: (?:on|in|at|during|over|this|last|today|yesterday)(?: [a-z]+){1,3})?`;
const THING_STOP = /^(?:on|in|at|to|from|for|with|and|but|while|then|over|during|by|this|last|today|yesterday|now|more|fewer|less|lesser|extra|additional|other|total|of|left|each|instead)$/;
const CHANGE_WORDS = new RegExp(String.raw`\b(?:${START}|${GAIN}|${LOSS}|${GIVE}|${TAKE}|give|take|lose|sell|spend|use|eat|buy|find|get|more|some|all|half|rest|each|left|not|never|several|many|few)\b|n't\b`, 'i');

const ownerLabel = (owner: string): string | null => {
  const label = owner.toLowerCase();
  return NOT_NAMES.has(label) ? null : label;
};

/** "57 new games and 39 old games on the beach" → the amounts with their things, or null when words are left over. */
function amounts(text: string): { value: string; thing: string }[] | null {
  const out: { value: string; thing: string }[] = [];
  let rest = text;
  for (;;) {
    const m = new RegExp(String.raw`^(${NUM})((?: [a-z]+(?:-[a-z]+)?){0,2})`).exec(rest);
    if (!m) return null;
    const words = (m[2] ?? '').trim().split(' ').filter(Boolean);
    const stop = words.findIndex((w) => THING_STOP.test(w));
    const thing = (stop < 0 ? words : words.slice(0, stop)).join(' ');
    out.push({ value: m[1]!, thing });
    rest = rest.slice(m[1]!.length + (thing ? thing.length + 1 : 0));
    const next = /^(?:,? and |, )(?=\d)/.exec(rest);
    if (!next) break;
    rest = rest.slice(next[0].length);
  }
  return new RegExp(`^${SETTING}$`).test(rest) ? out : null;
}

const CLAUSE_SPLIT = new RegExp(String.raw`(?:,\s*|\s+)(?:and|but|while|then)\s+(?=${OWNER} )|,\s+(?=${OWNER} (?:[a-z]+) \d)`);

/** The clauses of the facts, with a leading "If", "Then" or "Later," taken off. */
export function clausesOf(facts: string): string[] {
  const pieces = facts.split(/(?<=[.!?])\s+/).flatMap((s) => s.replace(/[.!?]+$/, '').split(CLAUSE_SPLIT).map((c) => c.trim()));
  // "Carol and her mom were picking carrots": a name alone is half of a joint subject, joined back.
  const joined = pieces.reduce<string[]>((out, c) => {
    const last = out[out.length - 1];
    if (last !== undefined && new RegExp(`^${OWNER}$`).test(last)) out[out.length - 1] = `${last} and ${c}`;
    else out.push(c);
    return out;
  }, []);
  return joined.map((c) => c.replace(/^(?:(?:if|then|later|so|and)\b,?\s*)+/i, '')).filter(Boolean);
}

function readClause(clause: string, story: OwnerStory, owners: Set<string>): boolean {
  // "Joan and Melanie have 81": a name alone is half of a joint subject, never a clause.
  if (!/\d/.test(clause)) return !CHANGE_WORDS.test(clause) && !new RegExp(`^${OWNER}$`).test(clause);
  const aside = new RegExp(ASIDE, 'i').exec(clause);
  if (aside) return !!story.asides.push({ value: aside[1]!, word: aside[2]!.toLowerCase() });
  const head = new RegExp(`^(${OWNER}) (.*)$`).exec(clause);
  const actor = head ? ownerLabel(head[1]!) : null;
  if (!head || !actor) return false;
  const said = head[2]!;
  const push = (owner: string, sign: 0 | 1 | -1, list: { value: string; thing: string }[], verb = ''): boolean => {
    story.moves.push(...list.map((a) => ({ owner, sign, value: a.value, thing: a.thing, verb })));
    return true;
  };
  // "Sam gave Mary 23 cards. Mary had 33 cards.": a first amount told after the person took part in a change may already hold it.
  const seen = story.actors.has(actor);
  story.actors.add(actor);
  const give = new RegExp(`^(?:${GIVE}) (?:(${OWNER}) (${NUM}(?: [a-z]+){0,2})|(${NUM}(?: [a-z]+){0,2}) to (${OWNER}))$`).exec(said);
  if (give) {
    const receiver = ownerLabel(give[1] ?? give[4]!);
    const list = amounts(give[2] ?? give[3]!);
    if (!receiver || !list || list.length !== 1 || receiver === actor) return false;
    // "Tom gave 15 shells to Anna" beside Lily's 40 shells: a giving that touches no owner may be of anyone's.
    if (!owners.has(actor) && !owners.has(receiver)) return false;
    story.actors.add(receiver);
    const verb = said.split(' ')[0]!;
    if (owners.has(actor)) push(actor, -1, list, verb);
    return owners.has(receiver) ? push(receiver, 1, list, verb) : true;
  }
  const take = new RegExp(`^(${TAKE})(?: away)? (${NUM}(?: [a-z]+){0,2}) from (${OWNER}|him|her)$`).exec(said);
  if (take) {
    const list = amounts(take[2]!);
    const pronoun = /^(?:him|her)$/.test(take[3]!);
    const others = [...owners].filter((o) => o !== actor);
    // "his friend … from her" is about someone else.
    const agrees = !/^(?:his|her) /.test(actor) || (actor.startsWith('his') ? take[3] === 'him' : take[3] === 'her');
    const from = pronoun ? (others.length === 1 && owners.size === 1 && agrees ? others[0]! : null) : ownerLabel(take[3]!);
    if (!list || list.length !== 1 || !from || from === actor || !owners.has(from)) return false;
    if (owners.has(actor)) {
      if (!KEEPS.test(take[1]!)) return false;
      push(actor, 1, list, take[1]!);
    }
    return push(from, -1, list, take[1]!);
  }
  const start = new RegExp(`^(${ACT_START}|${START}) (.*)$`).exec(said);
  if (start && !seen) {
    const list = amounts(start[2]!);
    // "Nia had 40 grapes. Leo bought 12 grapes.": bought, got or received after another's amount may be from them.
    const fromWhom = /^(?:bought|got|received)$/.test(start[1]!) && story.moves.length > 0;
    if (!list || fromWhom) return false;
    owners.add(actor);
    return push(actor, 0, list, start[1]!.replace(/ with$/, ''));
  }
  if (!owners.has(actor)) return false;
  const change = new RegExp(`^(${GAIN}|${LOSS})(?: (another))? (${NUM})( more)?((?: [a-z]+(?:-[a-z]+)?){0,2}${SETTING})$`).exec(said);
  if (!change) return false;
  const gain = new RegExp(`^(?:${GAIN})$`).test(change[1]!);
  if (!gain && (change[2] || change[4])) return false;
  const list = amounts(`${change[3]}${change[5]}`);
  return !!list && list.length === 1 && push(actor, gain ? 1 : -1, list, change[1]!.split(' ')[0]!);
}

/** The owners' moves, or null when any clause is read no way (or names no owner that has anything). */
/**
 * "Aaron has 67 cards. Aaron found 62 cards yesterday.": what he has now may already hold what he found, so
 * an owner told in the present changes only in the present ("finds", "gives"); "had" may change either way.
 */
function tensesAgree(moves: readonly Move[]): boolean {
  const present = new Set(moves.filter((m) => m.sign === 0 && /^(?:has|have|owns)$/.test(m.verb)).map((m) => m.owner));
  return moves.every((m) => m.sign === 0 || !present.has(m.owner) || /[^s]s$/.test(m.verb));
}

export const HAVE_STARTS = new RegExp(`^(?:${START})$`);

export function readOwnerMoves(facts: string): OwnerStory | null {
  const story: OwnerStory = { moves: [], actors: new Set(), asides: [] };
  const owners = new Set<string>();
  for (const clause of clausesOf(facts)) if (!readClause(clause, story, owners)) return null;
  return story.moves.length > 0 && tensesAgree(story.moves) ? story : null;
}

/** The head noun a thing counts: "new games" → "game". */
export const headOf = (thing: string): string => singular(thing.split(' ').pop() ?? '');
