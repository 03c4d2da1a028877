import { isRelative } from './owner-of.js';
import { tag } from '../../text/nlp.js';
import type { Quantity, Story } from './read-story.js';

/**
 * A story as a ledger: every number is an event on one thing of one owner ("Paul's crayons"): a
 * state ("had 601 crayons", "336 crayons left", "there are now 12 roses"), a gain ("6 more storks
 * came", "bought 3 more"), a loss ("ate 5") some other act, or an act on part of an amount that leaves it as it was
 * ("read 19 of the books": aside). Parts of a
 * sentence that change something without a number ("deleted some apps") are kept as unknown changes.
 */
export type EventKind = 'state' | 'gain' | 'loss' | 'other' | 'aside';

export interface LedgerEvent {
  q: Quantity;
  kind: EventKind;
  /** The verb's lemma: "find", "eat", "have". */
  verb: string;
  /** The sentence says when ("now", "left", "at the end"): a state there may replace an earlier one. */
  later: boolean;
  /** "19 of the books": a part picked out of an amount, not a new amount. */
  partitive: boolean;
  /** "got", "brought", "found": may start an amount that was not told before. */
  acquires: boolean;
  /** Whose amount it changes: the clause's owner, or the one given to ("Jack gave him 20"). */
  owner: string | null;
  /** Position in the story: sentence, then offset inside it. */
  at: number;
}

const STATE_VERBS = new Set(['have', 'be', 'sit', 'stand', 'contain', 'hold', 'own', 'keep', 'remain', 'live', 'stay']);
const LOSS_VERBS = new Set(['eat', 'give', 'lose', 'sell', 'spend', 'use', 'throw', 'delete', 'remove', 'break', 'donate', 'drink', 'pop', 'die', 'burn', 'cut', 'waste', 'drop', 'fly', 'run', 'leave']);
const GAIN_VERBS = new Set(['buy', 'get', 'receive', 'find', 'collect', 'bring', 'make', 'bake', 'catch', 'win', 'earn', 'grow', 'add', 'come', 'join', 'arrive', 'plant', 'save', 'gather']);
/** Acts that leave what they are done to as it was. */
const LOOKS = new Set(['read', 'watch', 'see', 'look', 'count', 'like', 'love', 'wear', 'visit']);
const ACQUIRES = new Set(['come', 'join', 'arrive', 'buy', 'get', 'receive', 'find', 'collect', 'bring', 'make', 'bake', 'catch', 'win', 'earn', 'grow', 'plant', 'gather']);
/** Wishes, plans, needs and denials: nothing has happened. */
const NOT_DONE = /\b(?:enough|left to|wants?|wanted|plans?|planned|needs?|needed|will|would|could|should|can|going to|hopes?|hoped|tries|tried|not|never|no)\b|n't\b/;
const LATER = /\b(?:now|left|then|later|after|afterwards|at the end|in the end|still|remain(?:s|ed|ing)?|currently|anymore)\b/;
/** "made a purchase of", "gave a donation of": an act named by a noun, whose amount no verb of having or making counts. */
const ACT_NOUN = /\b(?:a|an|the|another)\s+(?:[a-z]+\s+)?(?:purchase|payment|donation|deposit|withdrawal|contribution|loss|profit|refund|transfer|loan|gift)\s+(?:of|worth)\s*\$?\s*$/;
const CHANGE_WORDS = /\b(?:ate|eats?|gave|gives?|lost|loses?|sold|sells?|spent|spends?|used|uses?|threw|throws?|deleted|deletes?|deleting|removed|removes?|broke|donated|drank|bought|buys?|got|gets?|received|found|finds?|collected|picked|added|adds?|adding|came|joined|cut|took|takes?|selling|giving|eating)\b/;

function verbIn(text: string): string | null {
  const verbs = tag(text).filter((t) => t.pos === 'VERB' || t.pos === 'AUX');
  return verbs.pop()?.lemma ?? null;
}

/** "6 more storks came": a verb after the thing counted, when the words before the number have none. */
function verbAfter(q: Quantity): string | null {
  // "14 of the tulips wilt": the verb follows the part named.
  const partOf = /^\s*of\s+(?:the|his|her|their)\s+[a-z]+\s+(.*)$/.exec(q.trail)?.[1];
  // "11 more to buy some clothes": a verb after "to" says what for, not what was done with the number.
  if (/^\s*(?:more\s+)?(?:[a-z]+\s+)?to\s/.test(q.trail) && !/^\s*(?:more\s+)?(?:[a-z]+\s+)?to\s+(?:the|a|an|his|her|their|my|our|its|[a-z]+s)\b/.test(q.trail)) return null;
  const words = partOf !== undefined ? partOf.split(/\s+/) : q.trail.trim().split(/\s+/).slice(q.modifiers.length + 1 + (/^\s*more\b/.test(q.trail) ? 1 : 0));
  const first = tag(words.slice(0, 3).join(' ')).find((t) => t.pos === 'VERB' || t.pos === 'AUX');
  return first && words.slice(0, 3).join(' ').startsWith(first.text) || /^(?:were|was|are|is)\b/.test(words.join(' ')) ? first?.lemma ?? null : null;
}

const leadOf = (q: Quantity): string => q.lead.replace(/\b(?:at|in|on|during|after|before|by) the (?:end|beginning|start) of [a-z ]+?(?=\s(?:he|she|they|it|i|we)\b)/, '');
const ownVerb = (q: Quantity): string | null => verbIn(leadOf(q)) ?? verbAfter(q);

function kindOf(verb: string): EventKind {
  if (STATE_VERBS.has(verb)) return 'state';
  if (LOSS_VERBS.has(verb)) return 'loss';
  return GAIN_VERBS.has(verb) ? 'gain' : 'other';
}

/** "gave him an additional 25": the words that say "more" do not stand between the giving and the one given to. */
const givenLead = (q: Quantity): string => q.lead.replace(/\s(?:an\s+)?(?:additional|another|extra|further)\s*$/, ' ');

const KIN = 'mom|dad|mother|father|brother|sister|friend|friends|aunt|uncle|grandma|grandpa|grandmother|grandfather|cousin|neighbor|teacher';
/**
 * "Her dad gave her 4 more dollars", "Jack gave him 20 marbles": the one given to is the story's first
 * owner, when the giver is plainly someone else; undefined when that is not plain.
 */
function receiverOf(q: Quantity, protagonist: string | null): string | null | undefined {
  const lead = givenLead(q);
  if (!/\bgave\s+(?:him|her|them)\s*$/.test(lead) || protagonist === null) return undefined;
  if (new RegExp(`\\b(?:his|her|their)\\s+(?:${KIN})\\s+(?:then\\s+|also\\s+)?gave\\s+(?:him|her|them)\\s*$`).test(lead)) return q.owner === protagonist || isRelative(q.owner) ? protagonist : undefined;
  return q.owner !== null && q.owner !== protagonist && new RegExp(`^\\s*${q.owner}\\s+(?:then\\s+|also\\s+)?gave\\s+(?:him|her|them)\\s*$`).test(lead) ? protagonist : undefined;
}


const offsetOf = (story: Story, q: Quantity): number => Math.max(0, (story.facts[q.sentence] ?? '').toLowerCase().indexOf(q.clause));

/** Every number as an event; null when a number's verb cannot be found. */
export function readEvents(story: Story): LedgerEvent[] | null {
  const events: LedgerEvent[] = [];
  const qs = story.quantities;
  for (const [i, q] of qs.entries()) {
    const previous = qs[i - 1]?.sentence === q.sentence ? events[i - 1]?.verb ?? null : null;
    const next = qs[i + 1]?.sentence === q.sentence ? ownVerb(qs[i + 1] as Quantity) : null;
    const [own, after] = [verbIn(leadOf(q)), verbAfter(q)];
    // "had 5 files and 12 apps left": the "left" of a told amount, not a loss.
    const verb = own ?? (after === 'leave' && previous && STATE_VERBS.has(previous) ? previous : after) ?? previous ?? next;
    if (!verb) return null;
    const sentence = (story.facts[q.sentence] ?? '').toLowerCase();
    // "her mom gave her 9": the one given to gains, and who that is the words do not say plainly.
    const toSomeone = /\b(?:gave|gives|give|paid|pays|sent|lent|handed)\s+(?:her|him|them|me|us|[a-z]+)\s*$/.test(givenLead(q).trim() + ' ') && !/\b(?:gave|gives|give|paid|pays|sent|lent|handed)\s+(?:away|out|back|up|the|a|an)\s*$/.test(givenLead(q));
    // "had 336 crayons left while not having lost a single eraser": the denial is about the eraser.
    const ownWords = `${q.lead} ${q.written} ${q.trail.split(/\b(?:while|and|but|then)\b/)[0] ?? ''}`;
    // "2 people got off": the particle turns getting into leaving.
    const off = verb === 'get' && /^\s*(?:[a-z]+\s+){0,2}?(?:off|out|down)\b/.test(q.trail.replace(new RegExp(`^\\s*${q.unit}s?`), ''));
    const receiver = toSomeone ? receiverOf(q, qs[0]?.owner ?? null) : undefined;
    // "put 10 more books on the shelf": putting more is adding; putting alone may be moving away.
    const putMore = /^(?:put|place)$/.test(verb) && /^\s*more\b/.test(q.trail);
    // para-unseen: "made a purchase of $10" is no making of dollars: the number belongs to the act's noun.
    const actNoun = ACT_NOUN.test(q.lead);
    const kind = NOT_DONE.test(ownWords) || (toSomeone && receiver === undefined) || off || actNoun ? 'other' : receiver !== undefined || putMore ? 'gain' : kindOf(verb);
    const partitive = /^\s*of\s+(?:the|his|her|their|them)\b/.test(q.trail);
    const aside = partitive && kind === 'other' && !toSomeone && LOOKS.has(verb);
    // A wish or a plan ("enough film left to take 32 more") is no act of its verb.
    events.push({ q, kind: aside ? 'aside' : kind, verb: NOT_DONE.test(ownWords) ? `not ${verb}` : receiver !== undefined ? 'receive' : verb, owner: receiver !== undefined ? receiver : q.owner, later: LATER.test(sentence), partitive, acquires: ACQUIRES.has(verb), at: q.sentence * 1000 + offsetOf(story, q) + qs.slice(0, i).filter((x) => x.clause === q.clause && x.sentence === q.sentence).length * 0.01 });
  }
  return events;
}

/** Where a part of a sentence changes an amount without a number ("after deleting some apps"). */
export function unknownChanges(story: Story): Array<{ at: number; text: string }> {
  const found: Array<{ at: number; text: string }> = [];
  story.facts.forEach((fact, index) => {
    const lower = fact.toLowerCase();
    for (const part of lower.split(/,|\band\b|\bwhile\b|\bbut\b/)) {
      const changes = (CHANGE_WORDS.test(part) && !NOT_DONE.test(part)) || /\b(?:some|several|a few)\b/.test(part);
      // "after deleting some he had 24 left": the act without a number inside a told amount.
      const inside = /\b(?:after|before)\s+[a-z]+ing\s+(?:some|several|a few)\b.*?(?=\s(?:he|she|they|i|we|it|there)\b)/.exec(part)?.[0];
      if (/\d/.test(part) && inside) found.push({ at: index * 1000 + lower.indexOf(inside), text: inside });
      if (!/\d/.test(part) && changes) found.push({ at: index * 1000 + lower.indexOf(part.trim()), text: part.trim() });
    }
  });
  return found;
}
