import { capitalize } from './words.js';

/**
 * Having said another way, rewritten into "NAME has N things":
 * - "The number of crayons Jane had was 87" → "Jane had 87 crayons";
 * - "Sara has a total of 8 marbles." → "Sara has 8 marbles." (one owner, the sentence ends there:
 *   "a total of" over parts or owners stays);
 * - "Tom possesses 30" / "owns 30" / "was in possession of 30" → "Tom has 30" / "Tom had 30";
 * - "There were 97 cards owned by Dan" → "Dan had 97 cards".
 */
const OWNER = String.raw`[A-Z][a-z]+|he|she|they|I|we`;
const THE_NUMBER = new RegExp(String.raw`(^|[.!?]\s+|\b[Ii]f\s+)([Tt]he) (?:total )?number of ((?:(?!that\b)[a-z]+ ){0,2}(?!that\b)[a-z]+) (?:that )?(${OWNER}) (has|have|had|owns|own|owned|possesses|possess|possessed) (?:is|was|are|were) (\d+(?:\.\d+)?)(?=\s*(?:[.,;!?]|$|but\b|and then\b|and (?=[A-Z][a-z]+ (?:has|have|had|owns|owned)\b)|initially\b|at first\b|originally\b))`, 'g');
const PAST = /^(?:had|owned|possessed)$/;


function theNumber(text: string): string {
  return text.replace(THE_NUMBER, (_all, start: string, the: string, things: string, owner: string, verb: string, count: string) => {
    const plural = /^(?:they|I|we)$/.test(owner) || /^(?:have|own|possess)$/.test(verb);
    const have = PAST.test(verb) ? 'had' : plural ? 'have' : 'has';
    const who = the === 'The' ? capitalize(owner) : owner;
    return `${start}${who} ${have} ${count} ${things}`;
  });
}

const TOTAL_OF = new RegExp(String.raw`(?<!\band )\b(${OWNER}) (has|had|have|owns|owned|possesses|possessed) (?:a total of|a stock of|a collection of) (\d+(?:\.\d+)? [a-z]+(?: [a-z]+)?)(?=\s*(?:[.;]|,? but\b|,? and then\b| initially\b| at first\b| originally\b| in (?:all|total)\b))`, 'g');
const HAVE: Readonly<Record<string, string>> = { owns: 'has', owned: 'had', possesses: 'has', possessed: 'had' };

const totalOf = (text: string): string => text.replace(TOTAL_OF, (_all, owner: string, verb: string, amount: string) => `${owner} ${HAVE[verb] ?? verb} ${amount}`);

const OWN = /\b(possesses|possessed|owns|owned|(?:is|was) (?:(?:originally|initially|once|now) )?in possession of)\s+(?=(?:a total of )?\$?\d)/g;
const ownedAsHad = (text: string): string => text.replace(OWN, (all: string, verb: string) => {
  const when = /\b(originally|initially|once|now)\b/.exec(verb)?.[1];
  const have = /^(?:possessed|owned|was)/.test(verb) ? 'had' : 'has';
  return `${when ? `${when} ` : ''}${have} `;
});

const OWNED_BY = /(^|[.!?]\s+)There (were|are|was|is) (\d+(?:\.\d+)? [a-z]+(?: [a-z]+)?) (?:owned|held) by ([A-Z][a-z]+)\b/g;
const ownedBy = (text: string): string => text.replace(OWNED_BY, (_all, start: string, be: string, amount: string, owner: string) => `${start}${owner} ${/^(?:were|was)$/.test(be) ? 'had' : 'has'} ${amount}`);

export function plainHaving(story: string): string {
  return ownedBy(totalOf(ownedAsHad(theNumber(story))));
}
