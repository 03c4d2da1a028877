/**
 * The words of `one-change.ts`: which way one change goes for the one who owns the start, read from
 * its verb and from who acts.
 * - a loss whoever acts: "lost 7", "a hippopotamus ate 7 of them", "removed 45 oranges from a box";
 * - a gain whoever acts: "4 more oak trees are planted", "Theresa added 79 more", "an additional 49";
 * - a giving: a loss for the one who gives ("Mike gave Sam 4"), a gain for the one given to
 *   ("her dad gave her 49", "Stephanie is given 3 candies by Roger" asked of Stephanie);
 * - a getting: a gain for the one who gets, a loss for the one it is got from ("Emily plucks 55
 *   apples from Ruby's collection", "Sam received 4 marbles from Mike" asked of Mike).
 * Someone else acting must name the owner (or a pronoun for them) in the same clause, else no way is read.
 */
export type Way = 'gain' | 'loss';

const LOSE = String.raw`attacked|sow|sows|got rid of|gets? rid of|getting rid of|returned|returns?|gave back|gives? back|tossed|discarded|threw out|sold out|got off|gets? off|lost|loses?|losing|misplaced|misplaces?|misplacing|ate|eats?|eaten|eating|consumed|consumes?|nibbled|chomped|devoured|feasted|snacked|used|uses?|using|spent|spends?|spending|removed|removes?|removing|took out|takes? out|taking out|took away|takes? away|taking away|cut down|cuts? down|cut|broke|threw away|throws? away|withdrew|withdraws?|withdrawing|withdrawn|subtracted|subtracting|sowed|sowing|gone missing|went missing|poured out|emptied out|died|flew away|popped|spilled|destroyed|ruined|damaged`;
const ADD = String.raw`got on|gets? on|get in|got in|more|additional|another|extra|added|adds?|adding|planted|plants?|planting|included|inserted|placed|put|increased|joined|joins?|boarded|contributed|supplemented|loaded`;
const GIVE = String.raw`gave|gives?|giving|given|gifted|gifts?|gifting|distributed|distributes?|distributing|donated|donates?|donating|shared|shares?|sharing|offered|offers?|handed|hands?|lent|lends?|sold|sells?|selling|splits? off|split off`;
const GET = String.raw`received|receives?|receiving|got|gets?|getting|bought|buys?|buying|purchased|purchases?|purchasing|took|takes?|taking|taken|stole|steals?|stolen|grabbed|grabs?|plucked|plucks?|picked|picks?|borrowed|borrows?|obtained|acquired|acquires?|collected|collects?|found|finds?|finding|accumulated|accumulates?|earned|earns?|won|wins?|gained|gains?`;

const ADD_VERB = /\b(?:added|adds?|adding|planted|plants?|planting|included|inserted|placed|put|contributed|supplemented|loaded)\b/i;
const PERFECT = /\b(?:had|has|have)\s+(?:already\s+|just\s+)?(?:been\s+)?[a-z]+\s*$/i;
const MORE = /\b(?:more|additional|another|extra)\b/i;
const LOSE_ALL = new RegExp(String.raw`\b(?:${LOSE})\b`, 'gi');
const ADD_ALL = new RegExp(String.raw`\b(?:${ADD})\b`, 'gi');
const LOSE_WORD = new RegExp(String.raw`\b(?:${LOSE})\b`, 'i');
const ADD_WORD = new RegExp(String.raw`\b(?:${ADD})\b`, 'i');
const GIVE_WORD = new RegExp(String.raw`\b(?:${GIVE})\b`, 'i');
const GET_WORD = new RegExp(String.raw`\b(?:${GET})\b`, 'i');
export const CHANGE_WORD = new RegExp(String.raw`\b(?:${LOSE}|${ADD}|${GIVE}|${GET})\b`, 'i');
const PASSIVE = /\b(?:is|was|were|are|been|be|being|get|got)\s+(?:[a-z]+ly\s+)?$/i;


/** Who acts in a segment, by the last person word before the verb: 'owner', 'other' or 'none' (a participle, a place). */
function actor(before: string, owner: string, others: readonly string[]): 'owner' | 'other' | 'none' | 'unknown' {
  const words = before.split(/[^A-Za-z']+/).filter(Boolean).map((w) => w.replace(/'s?$/, ''));
  for (let i = words.length - 1; i >= 0; i--) {
    const w = words[i]!;
    if (w === owner) return 'owner';
    if (others.includes(w)) return 'other';
    // A pronoun is the owner when the owner is a person; a place's story may tell of an unnamed one who acts.
    // "Rebecca asks him to share 33": the one asked to act is the one before the verb.
    if (/^(?:he|she|they|i|we|him|her)$/i.test(w)) return owner ? 'owner' : 'unknown';
  }
  return 'none';
}

/** The owner named again in the clause ("from Ruby's collection", "gave her", "of his 8"). */
function ownerNamed(segment: string, owner: string, place: string | null): boolean {
  // A place owns the start: the things are taken "from the box", "out of it" (never "from her desk" when the box is asked).
  if (!owner && place) return new RegExp(String.raw`\b(?:from|out of|of|in|into|to|on|onto) (?:(?:the|a|an|this|that|its|his|her|their) )?(?:[a-z]+ ){0,2}${place}\b|\b(?:from|out of|of) (?:it|them)\b`, 'i').test(segment);
  if (!owner) return /\b(?:from|out of|of|in|into|to) (?:the|a|an|it|them|its|this|that|his|her|their)\b/i.test(segment);
  const named = new RegExp(String.raw`\b${owner}\b`).test(segment);
  // "gave her 49", "to him": the owner as the one given to; "Ann ate 4 of her apples" may be Ann's own.
  return named || /\b(?:him|them)\b|\bher\b(?!\s+[a-z]+)|\bher\s+(?=\d|a\b|an\b|the\b|some\b|another\b|more\b|additional\b)/i.test(segment);
}

/** "Mildred got 77 oranges", "Our class received 54 books": a first amount told as got, never given or lost. */
export const toldAsGot = (segment: string): boolean => (GET_WORD.test(segment) || ADD_WORD.test(segment)) && !LOSE_WORD.test(segment) && !GIVE_WORD.test(segment);

/** One change told in its sentence: the words before its clause, the clause of its number, the words after. */
export interface ChangeClause { lead: string; clause: string; tail: string }

/**
 * The way of the one change for `owner` (a name, or '' for a place), or null when its words do not tell it:
 * the verb is read in the change's own clause, the one who acts before it in the sentence, the owner after it.
 */
export function changeWay(told: ChangeClause, owner: string, others: readonly string[], place: string | null = null): Way | null {
  const { lead, clause, tail } = told;
  const lose = LOSE_WORD.test(clause);
  const add = ADD_WORD.test(clause);
  // "took out", "got on" are losses and gains whoever acts: no getting is read in them again.
  const rest = clause.replace(LOSE_ALL, (w) => ' '.repeat(w.length)).replace(ADD_ALL, (w) => ' '.repeat(w.length));
  const give = GIVE_WORD.exec(rest);
  const get = GET_WORD.exec(rest);
  if (give && get) return null;
  const verb = give ?? get ?? (lose ? LOSE_WORD : ADD_WORD).exec(clause);
  if (!verb || (!give && !get && lose === add)) return null;
  const who = actor(lead + clause.slice(0, verb.index), owner, others);
  const named = ownerNamed(clause.slice(verb.index) + tail, owner, place);
  // "Sam had given him 3", "has already given": a change told as done before the amount told declines.
  if (PERFECT.test(clause.slice(0, verb.index + verb[0].length))) return null;
  if (!give && !get) {
    // A place gains what is planted in it and loses what is taken out, whoever acts; someone else's act on a
    // person's things names that person ("Theresa added 79 more" to Wanda's, "ate 3 of Tom's apples").
    // "Mary has 3 more apples" is no act on anyone's: someone else adds only by a verb of adding.
    const addedByOther = !lose && ADD_VERB.test(clause);
    // "There are 3 more apples in the bag" compares; a gain needs a verb of adding or getting.
    if (!lose && !ADD_VERB.test(clause) && !/\b(?:joined|joins?|boarded|got on|gets? on|got in|get in|increased)\b/i.test(clause)) return null;
    return (who === 'other' && owner && !named && !addedByOther) || who === 'unknown' ? null : lose ? 'loss' : 'gain';
  }
  const passive = PASSIVE.test(rest.slice(0, verb.index));
  // "13 of them were sold to Sam", "5 of them had been sold out": the things themselves given or taken away.
  if (passive && who === 'none') return /\bof (?:them|those|these|the|his|her|their)\b/.test(clause) && !add ? 'loss' : null;
  // "Stephanie is given 3 candies by Roger": the subject of a passive giving gets.
  const gets = give ? passive : !passive;
  // A place's things: "She buys 68 more fish" for Lucy's aquarium adds to it, "took 2 dollars from her piggy bank" takes from it.
  const placeAct = !owner && who !== 'owner' && get && !passive ? (named ? 'loss' : MORE.test(clause) ? 'gain' : null) : undefined;
  if (placeAct !== undefined) return placeAct;
  const way: Way | null = who === 'owner' ? (gets ? 'gain' : 'loss') : who === 'other' && named ? (gets ? 'loss' : 'gain') : null;
  return (way === 'loss' && add) || (way === 'gain' && lose) ? null : way;
}
