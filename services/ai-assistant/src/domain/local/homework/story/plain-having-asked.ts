import { eachSentence } from './order-clauses.js';

/**
 * para-forms: what someone has, asked with another word for having, said as the plain question of
 * having (the question sentence only):
 * - owning: "How many seashells does he still own?" → "How many seashells does he still have?" ("keep"
 *   stays: a story that says what was kept asks it with the same word);
 *   "possess", "hold" likewise; "How many pears did Sara retain?" → "… did Sara have left?";
 * - possession: "How many marbles are still in Sam's possession?" → "How many marbles does Sam have
 *   now?"; "… remain under her ownership?" likewise; "does Sara have in her possession now?" drops
 *   the possession ("are left with Sam?" stays: the change readers read it as it is);
 * - a count said as the owner's: "What is her current number of Legos?" → "How many Legos does she
 *   have now?"; "What is his current amount of money?" → "How much money does he have now?" (the
 *   present only: "What was her final number …" may ask a moment the story passed).
 * Only a person named or a pronoun, and nothing after the asked words but "now", "in total" or "?".
 */
const THINGS = String.raw`((?:[A-Za-z-]+ ){0,3}?)`;
const WHO = String.raw`((?:Mr\.|Mrs\.|Ms\.) [A-Z][a-z]+|[A-Z][a-z]+|he|she|they)`;
const END = String.raw`( now| in total| altogether)?\?$`;
const OWN = new RegExp(String.raw`^([Hh]ow (?:many|much)) ${THINGS}(does|do|did|will|would) ${WHO} (still )?(own|possess|hold|retain)(?: for (?:himself|herself|themselves))?${END}`);
const POSSESSION = new RegExp(String.raw`^([Hh]ow (?:many|much)) ${THINGS}(are|is|were|was|remain|remains|remained) (?:still )?(?:currently )?(?:in|under) ((?:Mr\.|Mrs\.|Ms\.) [A-Z][a-z]+'s|[A-Z][a-z]+'s|his|her|their) (?:possession|ownership)(?: now| currently)?\?$`);
const IN_POSSESSION = / in (?:his|her|their|[A-Z][a-z]+'s) possession(?=(?: now| in total)?\?$)/;
const OWNERS_COUNT = new RegExp(String.raw`^What(?: is|'s) ((?:Mr\.|Mrs\.|Ms\.) [A-Z][a-z]+'s|[A-Z][a-z]+'s|his|her|their) (?:current |present |new |updated )?(?:total )?(number|count|amount|quantity) of ((?:(?!now\b)[A-Za-z-]+ ){0,2}(?!now\b)[A-Za-z-]+)( now)?\?$`);
const DONE = /(?:ed|en|\b(?:sold|bought|made|won|read|done|seen|caught|spent|built|drawn|thrown|grown|taken|given|eaten|found|lost|kept))$/;
const SUBJECT: Readonly<Record<string, string>> = { his: 'he', her: 'she', their: 'they' };
const PAST = /^(?:were|was|remained|did)$/;

/** "does Sam" / "do they" / "did she": the question's tense and its owner. */
function doesWho(tense: string, owner: string): string {
  const who = SUBJECT[owner] ?? owner.replace(/'s$/, '');
  if (PAST.test(tense)) return `did ${who}`;
  return `${who === 'they' ? 'do' : 'does'} ${who}`;
}

function plainAsked(question: string): string {
  const own = OWN.exec(question);
  if (own) {
    const [, how, things, aux, who, still, verb, end] = own as unknown as string[];
    const left = verb === 'retain' ? ' left' : '';
    return `${how} ${things}${aux} ${who} ${still ?? ''}have${left}${end ?? ''}?`;
  }
  const possession = POSSESSION.exec(question);
  if (possession) {
    const [, how, things, tense, owner] = possession as unknown as string[];
    return `${how} ${things}${doesWho(tense!, owner!)} have ${PAST.test(tense!) ? 'left' : 'now'}?`;
  }
  const count = OWNERS_COUNT.exec(question);
  // "his total number of hockey games watched" counts what he did, not what he has: it stays.
  if (count && !DONE.test(count[3]!)) {
    const [, owner, measure, things] = count as unknown as string[];
    const much = /^(?:money|cash)$/.test(things!) || (measure === 'amount' && !/s$/.test(things!));
    return `How ${much ? 'much' : 'many'} ${things} ${doesWho('is', owner!)} have now?`;
  }
  return question.replace(IN_POSSESSION, '');
}

export function plainHavingAsked(story: string): string {
  return eachSentence(story, (sentence) => (sentence.endsWith('?') ? plainAsked(sentence) : sentence));
}
