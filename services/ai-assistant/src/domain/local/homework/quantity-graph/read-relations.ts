import { exact, type Exact } from '../math-engine.js';
import { singular, tidyText } from '../story/words.js';
import { MULTIPLIER, readMultiplier, readNumber } from './multipliers.js';
import { markRefs } from './refs.js';
import { percentAsTimes } from './percent-more.js';
import { readKindClause } from './kind-relations.js';
import { plainComparisons } from './relation-phrases.js';
import { plainComparison } from './clause-forms.js';
import { thingsAsNames } from './things-as-names.js';
import { kinClause } from './kin-refs.js';
import { agesStory, atToday, clauseAtTime, joinTimePhrase } from './time-clauses.js';

/**
 * Reads a story in which each clause defines one named amount, either outright ("Raymond has 40
 * jewels") or from another ("Aaron has 5 more jewels than half of Raymond's jewels"): target =
 * factor × base + offset. Any clause with a number that fits none of these forms makes the whole
 * story unreadable (null), so no number is ever left out silently.
 */
export interface Relation {
  target: string;
  base: string | null;
  factor: Exact;
  offset: Exact;
  /** What the amounts count ("jewel", "year"); "" when the clause does not say. */
  unit: string;
  /** The base's own kind when it differs from the target's ("6 fewer brown buttons than white buttons"). */
  baseUnit?: string;
  clause: string;
  /** Years from today the clause told it at ("3 years ago": −3); the relation itself is today's. */
  at?: Exact;
}

const NUM = String.raw`(\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred)`;
const VERB = String.raw`(?:has|have|had|is|was|are|were|scored|scores|jumped|jumps|weighs|weighed|weigh|stands at|stood at|owns|owned|collected|collects|ran|runs|walked|walks|read|reads|bakes|baked|made|makes|measures|measured|earns|earned|saved|saves|picked|picks|caught|catches|found|finds|grew|grows|sold|sells|bought|buys|ate|eats|spent|spends|drove|drives|swam|swims|did|does|wrote|writes|painted|paints|cost|costs|got|gets|received|receives|won|wins|counted|counts|planted|plants|solved|solves|drew|draws|watched|watches|answered|answers)(?: currently)?`;
const UNIT = String.raw`((?: (?!than\b|times?\b|(?:older|younger|taller|shorter|longer|heavier|lighter|farther|further|wider|higher|deeper|bigger|larger|smaller|lower|narrower)\b|as\b|of\b|more\b|fewer\b|less\b|lesser\b|and\b|each\b|per\b|every\b|left\b|now\b|in\b|on\b|at\b|to\b|for\b|from\b|with\b)[a-z-]+){0,3})`;
const MORE = 'more|farther|further|taller|older|longer|heavier|wider|higher|deeper|bigger|larger';
const LESS = 'fewer|less|lesser|younger|shorter|lighter|narrower|lower|smaller';
const SHAPE = '(?: (?:long|wide|tall|old|deep|high|heavy))?';
/** "in gym class today": where or when, not another amount. */
const SETTING = '(?: (?:in|at|during) (?:the )?[a-z]+(?: [a-z]+)?)?(?: today| yesterday| now| this [a-z]+| last [a-z]+)?';
const REF = '(@[a-z]+|him|her|them)';
const AS_MANY = '(?: (?:as many|as much|as old|as tall|as long|as far|as heavy|as wide|as deep|the amount|the number))?';

const PLAIN = new RegExp(`^${VERB}(?: a total of)? ${NUM}${UNIT}${SHAPE}${SETTING}$`);
const OFFSET = new RegExp(`^${VERB} ${NUM}${UNIT} (${MORE}|${LESS})${UNIT} than(?: (${MULTIPLIER})${AS_MANY}${UNIT}(?: of| as)?)? ${REF}${UNIT}${SETTING}$`);
// gsm-steps: "has three times as many fish in his aquarium": where it is, as the other forms allow.
const MULTIPLE = new RegExp(`^${VERB} (${MULTIPLIER})${AS_MANY}${UNIT}(?:(?: of| as| than)? ${REF}${UNIT})?${SETTING}$`);
const TOGETHER_DID = new RegExp(`(^|[.!?;]\\s+)together,?\\s+(@[a-z]+) and (@[a-z]+) (?=${VERB}\\b)`, 'gi');
/** Words that say something happens to the amounts (a change, a rate, a time shift): beyond this reader. */
const BEYOND = /\b(?:each|per|every|ago|from now|will be|would be|in \d+ years|later|left|remaining|rest|another|times more|percent|%|average|total of|altogether|together|in all|gave|gives|lost|loses|spent|spends|paid|pays)\b/;

/** "red apples" → "red apple": the describing words stay, so red and green apples are different things. */
const unitOf = (words: string | undefined): string => {
  const kept = (words ?? '').trim().split(' ').filter((w) => w && !/^(?:long|wide|tall|old|deep|high|heavy)$/.test(w));
  return [...kept.slice(0, -1), singular(kept[kept.length - 1] ?? '')].join(' ').trim();
};
const yearsIfAge = (unit: string, comparative: string): string => (unit === '' && /^(?:older|younger)$/.test(comparative) ? 'year' : unit);

function readClause(subject: string, rest: string, previous: string | null, clause: string): Relation | null {
  const plain = PLAIN.exec(rest);
  if (plain) return { target: subject, base: null, factor: exact.fraction(0), offset: readNumber(plain[1] ?? '')!, unit: unitOf(plain[2]), clause };
  const offset = OFFSET.exec(rest);
  if (offset) {
    const [, n, unitA, comparative = '', unitB, mult, unitC, ref = '', unitD] = offset;
    const amount = readNumber(n ?? '');
    const factor = mult ? readMultiplier(mult) : exact.fraction(1);
    const base = ref.startsWith('@') ? ref.slice(1) : null;
    if (!amount || !factor || !base) return null;
    const sign = new RegExp(`^(?:${LESS})$`).test(comparative) ? -1 : 1;
    const unit = yearsIfAge(unitOf(unitA) || unitOf(unitB) || unitOf(unitC) || unitOf(unitD), comparative);
    return { target: subject, base, factor, offset: amount.mul(sign), unit, clause };
  }
  const multiple = MULTIPLE.exec(rest);
  if (multiple) {
    const [, mult = '', unitA, ref, unitB] = multiple;
    const factor = readMultiplier(mult);
    const base = ref ? (ref.startsWith('@') ? ref.slice(1) : null) : /\bas (?:many|much)\b/.test(rest) ? previous : null;
    if (!factor || !base) return null;
    return { target: subject, base, factor, offset: exact.fraction(0), unit: unitOf(unitA) || unitOf(unitB), clause };
  }
  return readKindClause(subject, rest, clause);
}

// para-compare: "shorter than @redrope, which is 8.5 meters long": the thing just compared with, like "who".
const SPLIT = /,?\s+(?:and|while|but|whereas)\s+(?=@|he\b|she\b|they\b)|,\s+(?=@)|\s+(?=who\s)|(?<=\bthan @[a-z]+),\s+(?=which\s)/;
const NUMERIC = new RegExp(`\\d|\\b(?:${NUM.slice(1, -1)}|twice|double|triple|thrice|half|third|quarter|fourth|times|more|fewer|less|than|together|same|equal|as many|as much|each|every|all|both|total|rest|percent|%)\\b`, 'i');

/**
 * Sentences, then clauses joined by "and", "while", "but", ", who". A sentence with no number and
 * no amount word only sets the scene; in any other sentence every clause must be read.
 */
function clauses(facts: string): string[] {
  const marked = markRefs(facts);
  // "than zachary": a name written in lower case later is still the same one.
  const names = [...new Set([...marked.matchAll(/@([a-z]+)/g)].map((m) => m[1] as string))];
  const named = names.reduce((text, n) => text.replace(new RegExp(`(?<![@a-z])${n}\\b`, 'g'), `@${n}`), marked);
  return named.replace(/(^|[.!?;]\s+)(?:together\s+)?(@[a-z]+) and (@[a-z]+) (?:together )?(?=cost|weigh|have)/gi, '$1$2+$3 ')
    // gsm-multi: "Together @ann and @ben are 17 years old", "… ran 36 miles" (without "together", each one is 17).
    .replace(TOGETHER_DID, '$1$2+$3 ').split(/(?<=[.!?;])\s+/)
    .filter((sentence) => NUMERIC.test(sentence.replace(/@[a-z]+/g, '')))
    .flatMap((sentence) => sentence.split(SPLIT))
    .map((c) => c.replace(/[.!?;,]+$/, '').trim()).filter(Boolean);
}

/**
 * "did 44 push-ups and 17 crunches", "has 84 more apples and 10 fewer peaches than @steven": one
 * subject, several amounts; each part gets the verb of the first and the "than" of the last.
 */
function parts(rest: string): string[] {
  const pieces = rest.split(new RegExp(`,?\\s+(?:and|but)\\s+(?=\\d|[a-z]+ (?:more|fewer|less)\\b|${MULTIPLIER} as\\b)`));
  const verb = new RegExp(`^${VERB}\\b`).exec(pieces[0] ?? '')?.[0] ?? '';
  const than = / than .*$/.exec(pieces[pieces.length - 1] ?? '')?.[0] ?? '';
  return pieces.map((piece, i) => {
    const withVerb = i > 0 && !new RegExp(`^${VERB}\\b`).test(piece) ? `${verb} ${piece}` : piece;
    return /\b(?:more|fewer|less)\b/.test(piece) && !/\bthan\b/.test(piece) ? `${withVerb}${than}` : withVerb;
  });
}

/** "has", "had", "owns" are one act of having, "is", "was" one of being; any other verb is its own. */
function verbFamily(rest: string): string {
  const verb = new RegExp(`^${VERB}\\b`).exec(rest.toLowerCase())?.[0].replace(/ currently$/, '') ?? '';
  if (/^(?:has|have|had|owns|owned)$/.test(verb)) return 'have';
  if (/^(?:is|are|was|were)$/.test(verb)) return 'be';
  return verb.replace(/(?:s|ed)$/, '');
}

/** Every clause read into relations, or null. */
export function readRelations(facts: string): Relation[] | null {
  const text = thingsAsNames(percentAsTimes(plainComparisons(tidyText(facts))));
  const out: Relation[] = [];
  // "Together they have 60 apples. Ann ate 20.": every amount of a told total is told with the total's act.
  const acts = new Set<string>();
  let total = false;
  let subject: string | null = null;
  let last: string | null = null;
  for (const told of clauses(joinTimePhrase(text))) {
    const timed = clauseAtTime(told);
    const raw = timed?.clause ?? told;
    // "In a school @girl are …", "At @zoo, @lion …": where it happens, not who.
    const clause = raw.replace(/^(?:if|then|and|but|so|also)\s+/i, '').replace(/^(?:in|at|on|during) (?:(?:a|an|that|this|his|her) [a-z]+|@[a-z]+),?\s+(?=@)/i, '');
    if (BEYOND.test(clause.toLowerCase()) || (/\bmore\b/i.test(clause) && !/\bthan\b/i.test(clause))) return null;
    const together = /^@([a-z]+)\+@([a-z]+)\s+(.*)$/.exec(clause);
    if (together) {
      // a + b = N is read as a = −1 × b + N.
      const sum = readClause(together[1] ?? '', (together[3] ?? '').toLowerCase(), null, clause);
      if (!sum || sum.base) return null;
      acts.add(verbFamily(together[3] ?? ''));
      total = true;
      out.push({ ...sum, base: together[2] ?? null, factor: exact.fraction(-1) });
      continue;
    }
    // gsm-steps: "He also has 5 less than …": "also" tells one more amount of the same owner.
    const head = /^(@[a-z]+|he|she|who|which|it)\s+(?:also\s+)?(.*)$/i.exec(kinClause(clause, subject));
    if (!head?.[1] || !head[2]) return null;
    const who = head[1].toLowerCase();
    const target: string | null = who.startsWith('@') ? who.slice(1) : who === 'who' || who === 'which' ? last : subject;
    if (!target) return null;
    acts.add(verbFamily(head[2]));
    const relations = parts(plainComparison(head[2].toLowerCase())).map((part) => readClause(target, part, subject, clause));
    if (timed && !agesStory(facts)) return null;
    // A relation between two kinds of one owner ("twice as many red as blue") is never shifted in time.
    const today = relations.map((r) => r && (timed && r.baseUnit ? null : atToday(r, timed)));
    if (today.some((r) => !r || (r.base === target && !r.baseUnit))) return null;
    out.push(...(today as Relation[]));
    const relation = relations[relations.length - 1] as Relation;
    subject = target;
    last = relation.base ?? target;
  }
  return total && acts.size > 1 ? null : out;
}
