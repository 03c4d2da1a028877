import { plainVerb, SYNONYMS } from './verb-table.js';
import { plainHaving } from './plain-having.js';

/**
 * Verbs said another way, rewritten into the verbs the readers know (`verb-table.ts`):
 * - a synonym: "purchased 5 pens" → "bought 5 pens", "discovers 3 shells" → "finds 3 shells";
 * - the perfect: "has picked 3 balls" → "picked 3 balls" (what happened, said as done);
 * - a receiver said as passive: "was given another 36" → "got another 36";
 * - a verb behind "decided to", "chose to", "managed to", "ended up": "decided to buy 4" → "bought 4";
 * - "came across 9", "stumbled upon 9" → "found 9"; "feasted on 23", "nibbled on 3" → "ate 23", "ate 3"; "distributed 28 pears to Dan" → "gave 28 pears to Dan";
 * - "include 22 more" → "add 22 more"; "an additional 25 quarters" and "25 additional quarters" → "25 more quarters".
 * Having said another way is in `plain-having.ts`.
 */
const BE_HAVE = /\b(?:was|were|is|are|be|been|being|has|have|had|having|get|got)\s+$/i;
const AFTER_AUX = /\b(?:to|did|does|do|didn't|doesn't|don't|will|would|can|could|should|must|may|might)\s+$/i;
/** What a changed number looks like right after its verb: "3", "another 36", "an additional 5", "$4". */
const COUNT_WORD = String.raw`(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty)\b`;
const AMOUNT = String.raw`(?=(?:(?:him|her|them|me|us|[A-Z][a-z]+) )?(?:another |an additional |an extra |a further |some more )?(?:\$?\d|${COUNT_WORD}))`;
/** A word with its first letter in either case, for patterns that must see capitals elsewhere. */
const either = (word: string): string => `[${word[0]!.toUpperCase()}${word[0]}]${word.slice(1)}`;

function synonyms(text: string): string {
  let out = text;
  for (const { forms: [base, past, third], plain, participle } of SYNONYMS) {
    const verb = plainVerb(plain)!;
    // "discovered that 31 were cracked" finds out, not finds: only a verb acting on an amount, or the question's own verb after "did".
    out = out.replace(new RegExp(`\\b(${[base, past, third].map(either).join('|')})\\b(?:(?=\\s*\\?)|(?=\\s+by\\b)|\\s+${AMOUNT})`, 'g'), (all: string, word: string, at: number, text: string) => {
      const before = text.slice(0, at);
      const lower = word.toLowerCase();
      const cased = (w: string): string => all.replace(word, word[0] === word[0]!.toUpperCase() ? w[0]!.toUpperCase() + w.slice(1) : w);
      if (lower === base) return AFTER_AUX.test(before) ? cased(verb.base) : all;
      // "3 were devoured by rabbits": only the passive is followed by its doer.
      if (/^\s+by\b/.test(text.slice(at + all.length)) && !BE_HAVE.test(before)) return all;
      if (/\?/.test(all.slice(word.length)) || /^\s*\?/.test(text.slice(at + all.length))) return all;
      // "discovered 3 were broken" finds out about them: no getting.
      if (/^\S+(?:\s+[a-z]+)?\s+(?:were|was|are|is|had)\b/.test(text.slice(at + all.length))) return all;
      if (lower === third) return cased(verb.third);
      if (BE_HAVE.test(before)) return participle ? cased(participle) : all;
      return cased(verb.past);
    });
  }
  return out;
}

const PARTICIPLE_PAST: Readonly<Record<string, string>> = { eaten: 'ate', given: 'gave', grown: 'grew', taken: 'took', thrown: 'threw', drunk: 'drank', broken: 'broke' };
// "had already installed 6 of them" tells a part done, and "you have collected 7" what is had now: both stay.
const PERFECT = new RegExp(String.raw`\b(?:has|had)\s+(?:also\s+)?((?!(?:red|bed|shed|hundred|seed|need|feed|speed|weed)\b)[a-z]+ed|bought|found|lost|sold|spent|made|caught|won|brought|built|eaten|given|grown|taken|thrown|drunk|broken)\s+${AMOUNT}`, 'g');
/** "has picked 3" → "picked 3", "had eaten 5" → "ate 5"; "has got 5" says having and stays. */
// changes: "Joe has 10 cards. Sam had given him 3." — a past perfect after an amount had now is told back in time: it stays.
const HAD_NOW = /\b(?:has|have)\s+(?:only\s+)?\$?\d[^.?!]*[.!]\s/i;
const perfect = (text: string): string => text.replace(PERFECT, (all: string, verb: string, at: number) => (/^had\b/i.test(all) && HAD_NOW.test(text.slice(0, at))
  ? all : all.replace(/^(?:has|had)\s+(?:also\s+)?[a-z]+/, PARTICIPLE_PAST[verb] ?? verb)));

const GIVEN = new RegExp(String.raw`\b(was|were|is|are)\s+given\s+${AMOUNT}`, 'g');
const GOT: Readonly<Record<string, string>> = { was: 'got', were: 'got', is: 'gets', are: 'get' };
const passiveGiven = (text: string): string => text.replace(GIVEN, (_all, be: string) => `${GOT[be]} `);

/** "decided to buy" → "bought", "decides to buy" → "buys", "ended up eating" → "ate"; another verb stays. */
const CHOSEN = /\b(?<!not |n't )(decided|decides|decide|chose|chooses|choose|managed|manages|manage) to ([a-z]+)\b|\b(?<!not )(ended|ends|end) up ([a-z]+ing)\b/g;
function chosen(text: string): string {
  return text.replace(CHOSEN, (all: string, lead?: string, verb?: string, end?: string, ing?: string) => {
    const tense = lead ?? end ?? '';
    const plain = plainVerb(verb ?? ing ?? '');
    if (!plain || (verb && verb !== plain.base) || (ing && ing !== plain.ing)) return all;
    if (/ed$|^chose$/.test(tense)) return plain.past;
    return /s$/.test(tense) ? plain.third : plain.base;
  });
}

const ACROSS = /\b(came|comes|come|stumbled|stumbles|stumbling) (?:across|upon)\b/g;
/** para-forms: "rabbits feasted on 23 of them", "snacked on 3", "nibbled on 3" → "ate". */
const ATE_ON = /\b(feasted|feasts|snacked|snacks|munched|munches|nibbled|nibbles|dined|dines) on (?=(?:\d|some of|all of))/g;
const FOUND: Readonly<Record<string, string>> = { came: 'found', comes: 'finds', come: 'find', stumbled: 'found', stumbles: 'finds', stumbling: 'finding' };
/** "distributed 28 pears to Dan": given to one named taker, not shared among several. */
const DISTRIBUTED = /\b(distributed|distributes|handed over|hands over)\s+(\d+(?:\.\d+)?\s+[a-z]+(?:\s+[a-z]+)?\s+to\s+(?:[A-Z][a-z]+|his|her|their))\b(?!\s+\d)(?![^.?!]*\b(?:among|between|equally|evenly|each)\b)/g;
const INCLUDE = /\b(include[sd]?)\s+(?=(?:\d+(?:\.\d+)?\s+(?:more|additional|extra)|another|an additional|an extra)\b)/g;
const ADD: Readonly<Record<string, string>> = { include: 'add', includes: 'adds', included: 'added' };
/** "gave him an additional 25 quarters" → "gave him 25 more quarters"; "spent an additional $5" → "spent $5 more". */
// Things only: "travel an additional 180 miles" at a rate is read by the rate readers as it is.
const ADDITIONAL = /\b(?:an additional|a further) (\d+(?:\.\d+)?) (?=[a-z])(?!(?:miles|kilometers|meters|feet|inches|yards|hours|minutes|seconds|days|weeks|months|years|liters|gallons|pounds|kilograms|grams|ounces|tons)\b)/g;
const ADDITIONAL_MONEY = /\b(?:an additional|a further) (\$\d+(?:\.\d+)?)(?!\d|\.\d)/g;
/** para-forms: "added 22 additional scissors", "bought 6 extra fish": the count first, said "22 more scissors". */
const COUNT_ADDITIONAL = /\b(\d+(?:\.\d+)?) (?:additional|extra) (?=[a-z])(?!(?:miles|kilometers|meters|feet|inches|yards|hours|minutes|seconds|days|weeks|months|years|liters|gallons|pounds|kilograms|grams|ounces|tons)\b)/g;

/** "has an additional 3" may mean 3 besides or 3 more than someone: only after an act is it "3 more". */
const moreAfterChange = (all: string, amount: string, at: number, sentence: string): string =>
  (/\b(?:has|have|had|having|is|are|was|were|be|been|owns|owned|holds|held)\s+$/i.test(sentence.slice(0, at)) ? all : `${amount} more${all.endsWith(' ') ? ' ' : ''}`);

/** The rewrite on the statement's sentences only: the question keeps its words. */
const inStatements = (text: string, rewrite: (sentence: string) => string): string =>
  text.split(/(?<=[.!?])\s+/).map((sentence) => (sentence.trim().endsWith('?') ? sentence : rewrite(sentence))).join(' ');

/** "added 22 additional scissors": only right after a verb of acting ("If 45 additional pencils were placed" stays). */
const moreAfterAct = (all: string, amount: string, at: number, sentence: string): string => {
  const verb = /\b([a-z]+) $/.exec(sentence.slice(0, at))?.[1] ?? '';
  return plainVerb(verb) || /[^e]ed$/.test(verb) ? moreAfterChange(all, amount, at, sentence) : all;
};

function others(text: string): string {
  return inStatements(text, (sentence) => sentence.replace(ADDITIONAL, moreAfterChange).replace(ADDITIONAL_MONEY, moreAfterChange).replace(COUNT_ADDITIONAL, moreAfterAct))
    .replace(ACROSS, (_all, v: string) => FOUND[v]!)
    .replace(ATE_ON, (_all, v: string) => (/s$/.test(v) ? 'eats ' : 'ate '))
    .replace(DISTRIBUTED, (_all, v: string, rest: string) => `${/s$/.test(v.split(' ')[0]!) ? 'gives' : 'gave'} ${rest}`)
    .replace(INCLUDE, (_all, v: string) => `${ADD[v]} `);
}

export function plainVerbs(story: string): string {
  return chosen(others(synonyms(passiveGiven(perfect(plainHaving(story))))));
}
