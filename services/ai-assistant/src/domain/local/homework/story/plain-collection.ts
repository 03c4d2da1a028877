/**
 * What someone owns, told as the contents of their collection, said as owning (the form the readers
 * know): "There were 217 markers in Megan's collection." → "Megan had 217 markers."; "In Dan's
 * collection, there are 32 green marbles and 38 violet marbles." → "Dan has 32 green marbles and 38
 * violet marbles."; "Megan's collection has 217 markers." → "Megan has 217 markers."; "There were 39
 * bananas with Carlos" → "Carlos had 39 bananas". Only a whole sentence (or clause before ", but") of
 * counts; a collection of someone the sentence does not name by name or pronoun stays.
 */
const COUNTS = String.raw`(\d+(?:\.\d+)? (?:[a-z]+ ){0,2}[a-z]+(?:,? and \d+(?:\.\d+)? (?:[a-z]+ ){0,2}[a-z]+)?)`;
const OWNER = String.raw`([A-Z][a-z]+'s|his|her|their|His|Her|Their)`;
const KEEP = String.raw`(?:collection|possession|stash)`;
const THERE_IN = new RegExp(String.raw`^There (is|are|was|were) ${COUNTS} in ${OWNER} ${KEEP}\.$`);
const IN_THERE = new RegExp(String.raw`^In ${OWNER} ${KEEP}, there (is|are|was|were) ${COUNTS}\.$`);
const HAS = new RegExp(String.raw`^${OWNER} ${KEEP} (has|had|contains|contained|holds|held|includes|included) ${COUNTS}\.$`);
const WITH = new RegExp(String.raw`^There (is|are|was|were) ${COUNTS} with ([A-Z][a-z]+)(?=\.$|, but )`);
const WHO: Readonly<Record<string, string>> = { his: 'He', her: 'She', their: 'They' };
const PAST = /^(?:was|were|had|contained|held|included)$/;

function owned(owner: string, tense: string, counts: string): string {
  const who = WHO[owner.toLowerCase()] ?? owner.replace(/'s$/, '');
  const have = PAST.test(tense) ? 'had' : who === 'They' ? 'have' : 'has';
  return `${who} ${have} ${counts}.`;
}

function sentence(text: string): string {
  const there = THERE_IN.exec(text);
  if (there) return owned(there[3]!, there[1]!, there[2]!);
  const inThere = IN_THERE.exec(text);
  if (inThere) return owned(inThere[1]!, inThere[2]!, inThere[3]!);
  const withName = WITH.exec(text);
  if (withName) return `${owned(withName[3]!, withName[1]!, withName[2]!).slice(0, -1)}${text.slice(withName[0].length)}`;
  const has = HAS.exec(text);
  return has ? owned(has[1]!, has[2]!, has[3]!) : text;
}

/** "There were 217 markers in Megan's collection." → "Megan had 217 markers." */
export function plainCollection(story: string): string {
  return story.split(/(?<=[.!?])\s+(?=[A-Z0-9$])/).map(sentence).join(' ');
}
