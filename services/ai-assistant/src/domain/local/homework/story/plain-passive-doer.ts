import { plainVerb } from './verb-table.js';

/**
 * para-forms: a counted amount told in the passive with its doer after "by", said in the active voice
 * the change readers know (the doer first, then the act, then the amount):
 * - "10 additional books were placed on the shelf by Marta." → "Marta placed 10 additional books on the shelf.";
 * - "2 of them were taken by the librarian" → "the librarian took 2 of them";
 * - "4 more oak trees are planted today by park workers." → "park workers plant 4 more oak trees today.".
 * Only a clause that begins with its amount (at the start of a sentence, or after "If", "When", "After",
 * ", and", ", but"), a verb whose past is known (the simple past of a regular verb, or one of the
 * irregular participles below), and a doer that is a name or a person by their role ("the librarian",
 * "her brother", "park workers"; "by the window" is a place and stays). In the
 * present ("are planted") only a verb the readers know (`verb-table.ts`), whose present is sure.
 */
const IRREGULAR: Readonly<Record<string, string>> = {
  taken: 'took', given: 'gave', eaten: 'ate', bought: 'bought', found: 'found', sold: 'sold', made: 'made', caught: 'caught',
  won: 'won', grown: 'grew', thrown: 'threw', brought: 'brought', built: 'built', drawn: 'drew', written: 'wrote',
  sent: 'sent', spent: 'spent', lost: 'lost', kept: 'kept', stolen: 'stole', chosen: 'chose', paid: 'paid', sewn: 'sewed',
};
const LEAD = String.raw`(^|[.!?]\s+|\b(?:[Ii]f|[Ww]hen|[Aa]fter|[Ss]uppose|[Gg]iven that),? |, (?:and|but) )`;
const AMOUNT = String.raw`(\d+(?:\.\d+)?(?: (?:more|additional|extra|new|of (?:them|those|these|the [a-z]+)|[a-z]+)){0,4}?)`;
// "by the window" is a place: a doer said with "the" is a person by their role.
const ROLE = String.raw`(?:sisters?|brothers?|mother|father|mom|dad|friends?|sons?|daughters?|cousins?|teachers?|librarian|baker|farmer|gardener|workers|employees|volunteers|students|children|kids|parents|neighbou?rs?|customers|chef|cook|coach|grandma|grandpa|grandmother|grandfather|aunt|uncle|classmates)`;
const DOER = String.raw`((?:[A-Z][a-z]+(?: and [A-Z][a-z]+)?)|(?:the|his|her|their) (?:[a-z]+ )?${ROLE}|[a-z]+ workers)`;
const NOT_A_NAME = /^(?:The|A|An|If|When|Then|How|What|After|There|She|He|They|It|His|Her|Their|Now|So|But|I|We|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/;
// "were placed on the shelf by Marta": up to four plain words between the verb and its doer, none a number.
const PASSIVE = new RegExp(String.raw`${LEAD}${AMOUNT} (was|were|is|are) ((?:[a-z]+ly )?)([a-z]+) ((?:(?!by\b)[A-Za-z]+ ){0,4})by ${DOER}(?=[\s,.!?]|$)`, 'g');

/** The past of a passive participle, or null when it is not surely a verb of acting on things. */
function pastOfParticiple(participle: string): string | null {
  if (IRREGULAR[participle]) return IRREGULAR[participle]!;
  return /[^e]ed$|[^aeiou]ed$/.test(participle) && participle.length > 4 ? participle : null;
}

/** The present of a passive participle, for a known verb only: "planted" → "plant" / "plants". */
function presentOfParticiple(participle: string, plural: boolean): string | null {
  const verb = plainVerb(participle) ?? plainVerb(IRREGULAR[participle] ?? '');
  if (!verb) return null;
  return plural ? verb.base : verb.third;
}

const pluralDoer = (doer: string): boolean => / and |s$/.test(doer) && !/^[A-Z][a-z]+$/.test(doer);

export function plainPassiveDoer(story: string): string {
  return story.replace(PASSIVE, (all: string, lead: string, amount: string, be: string, adverb: string, participle: string, place: string, doer: string) => {
    if (NOT_A_NAME.test(doer) || /\d/.test(place)) return all;
    const verb = /^(?:was|were)$/.test(be) ? pastOfParticiple(participle) : presentOfParticiple(participle, pluralDoer(doer));
    if (!verb) return all;
    const who = /^[.!?]?\s*$/.test(lead) && /^[a-z]/.test(doer) ? doer[0]!.toUpperCase() + doer.slice(1) : doer;
    return `${lead}${who} ${adverb}${verb} ${amount}${place ? ` ${place.trimEnd()}` : ''}`;
  });
}
