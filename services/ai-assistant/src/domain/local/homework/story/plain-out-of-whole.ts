import { eachSentence } from './order-clauses.js';
import { capitalize } from './words.js';

/**
 * para-while: a part told "N out of M" of a whole no one is named to own, said as the whole first, then
 * the part, the plain order the readers know:
 * - the part as subject: "5 out of the 11 players leave." is "There were 11 players. 5 players leave.";
 *   "18 out of 40 apples are red." is "There were 40 apples. 18 apples are red.";
 * - the whole fronted: "Out of 54 students who tried out, only 7 made the cut." (or "Of the 54 …") is
 *   "There were 54 students who tried out. 7 students made the cut.";
 * - the part as object of the one who acts: "A restaurant serves only 3 out of 9 hamburgers prepared
 *   for lunch." is "A restaurant had 9 hamburgers prepared for lunch. The restaurant serves 3
 *   hamburgers."; an eater or taker ("Rabbits ate 3 out of the 4 watermelons") does not own them:
 *   "There were 4 watermelons. Rabbits ate 3 watermelons."
 * A whole with a named owner is `plain-part-out-of.ts`'s; a part of other things than the whole, or a
 * whole told with its own parts ("out of 20 red and blue"), stays.
 */
const NUM = String.raw`\d+(?:\.\d+)?`;
const HEAD = String.raw`(?!(?:that|which|who|of|and|or)\b)[a-z]+(?: (?!(?:that|which|who|of|and|or|are|were|is|was)\b)[a-z]+s)?`;
const VERB_NEXT = String.raw`(?=\s(?:are|were|is|was|have|had|has|got|went|left|leave|leaves|came|come|did|do|does|can|could|will|would|made|make|makes|[a-z]+ed)\b)`;
const SUBJECT_PART = new RegExp(String.raw`^((?:[A-Z][^,.?!]*,\s+)?)(?:[Oo]nly )?(${NUM}) out of (?:the |a total of |all )?(${NUM}) (${HEAD})${VERB_NEXT}`);
const FRONTED_WHOLE = new RegExp(String.raw`^(?:Of|Out of) (?:the |a total of |all )?(${NUM}) (${HEAD})([^,.?!\d]*), (?:only |just )?(${NUM})\s`);
const OBJECT_PART = new RegExp(String.raw`^((?:[A-Z][^,.?!\d]*,\s+)?)((?:[Aa]|[Aa]n|[Tt]he) [a-z]+(?: [a-z]+)?|[A-Z][a-z]+|[a-z]+s) ((?!(?:only|just)\b)(?:[a-z]+ly )?[a-z]+(?: (?:on|up|out|away))?) (?:only |just )?(${NUM}) out of (?:the |a total of |all )?(${NUM}) (${HEAD})([^,.?!\d]*)\.$`);
const TAKING = /^(?:(?:[a-z]+ly )?(?:ate|eats|eat|took|takes|stole|steals|feasted on|feasts on|devoured|devours|consumed|consumes|grabbed|grabs|picked|picks|removed|removes|borrowed|borrows))$/;
const ACTING = /^(?:(?:[a-z]+ly )?(?:[a-z]+ed|[a-z]+s|sold|spent|made|gave|gave away|threw away|lost|used|read|ate|took|built|caught|grew|kept|found|broke|brought|bought|won|paid|fed))$/;
const PLURAL_HEAD = /s$/;

function subjectPart(sentence: string): string | null {
  const found = SUBJECT_PART.exec(sentence);
  if (!found || !PLURAL_HEAD.test(found[4]!)) return null;
  const [all, lead, part, whole, things] = found;
  const there = lead ? `${lead}there were` : 'There were';
  return `${there} ${whole} ${things}. ${part} ${things}${sentence.slice(all.length)}`;
}

function frontedWhole(sentence: string): string | null {
  const found = FRONTED_WHOLE.exec(sentence);
  if (!found || !PLURAL_HEAD.test(found[2]!)) return null;
  const [all, whole, things, rest, part] = found;
  const after = sentence.slice(all.length);
  // "Of the 40 apples, 18 are red": the part's things are the whole's, said again.
  if (/^(?:of|more|fewer|less|[a-z]+s)\b/.test(after) && !/^(?:are|was|were|is|has|was)\b/.test(after)) return null;
  return `There were ${whole} ${things}${rest}. ${part} ${things} ${after}`;
}

function objectPart(sentence: string): string | null {
  const found = OBJECT_PART.exec(sentence);
  if (!found || !PLURAL_HEAD.test(found[6]!) || (!ACTING.test(found[3]!) && !TAKING.test(found[3]!))) return null;
  const [, lead, who, verb, part, whole, things, rest] = found;
  const subject = lead ? capitalize(who!) : who!;
  const again = subject.replace(/^(?:A|An) /, 'The ');
  if (TAKING.test(verb!)) return `${lead}there were ${whole} ${things}${rest}. ${subject} ${verb} ${part} ${things}.`.replace(/^there/, 'There');
  const had = /(?:ed|sold|spent|made|gave|lost|took|built|caught|grew|kept|found|broke|brought|bought|won|paid|fed)$/.test(verb!.split(' ')[0]!) ? 'had' : 'has';
  return `${lead}${lead ? who : subject} ${had} ${whole} ${things}${rest}. ${again} ${verb} ${part} ${things}.`;
}

export function plainOutOfWhole(story: string): string {
  return eachSentence(story, (sentence) => (/\?$/.test(sentence) ? sentence : subjectPart(sentence) ?? frontedWhole(sentence) ?? objectPart(sentence) ?? sentence));
}
