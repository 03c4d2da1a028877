import { plain, showDecimal } from '../math-engine.js';
import type { Solved } from '../steps.js';
import { capitalize, tidyText } from '../story/words.js';
import { showAnswer } from '../story/wording.js';
import { agreesAgain, paidTotal, sentencesOf } from './bill-change.js';
import { oneSpender } from './one-spender.js';
import { splitQuestion } from './split-question.js';

/**
 * Profit: what is sold less what was paid (gsm-parts). "John buys 30 ducks for $10 each. They weigh 4 pounds
 * and he sells them for $5 per pound. How much profit did he make?" The story's sentences are told apart
 * by their verbs: buying, paying and costs are read alone, asked "How much did he spend?"; selling is read
 * with the sentences that are neither, asked "How much money did he make?" (a count bought is said as
 * had: "John has 30 ducks."). Every reader and check reads each; the profit is the one less the other,
 * shown only when both are read, one person's, and the sale brings more than was paid. Fees, taxes,
 * percents, shares, a second person and a profit asked per thing or in another unit decline.
 */
const ASKED = /^(?:how much (?:(?:net |total )?profit (?:did|does|do|will|would) ([a-z]+) (?:make|get|earn|gain)|(?:is|was|will be) (?:([a-z]+)'s|his|her|their) (?:net |total )?profit|(?:did|does|do|will|would) ([a-z]+) (?:make|earn|get) in profit)|what (?:is|was|will be) (?:the |(?:his|her|their) )(?:net |total )?profit)\b(?: (?:from|on|for) (?:all )?(?:the |his |her |their )?(?!(?:[a-z]+ )*(?:each|per|every|one|a|an|single)\b)[a-z ]*)?\?$/i;
const SELLS = /\b(?:sells?|sold|selling|resells?|resold)\b/i;
const PAYS = /\b(?:buys?|bought|purchase[sd]?|spen[dt]s?|spending|pays?|paid|costs?)\b/i;
/** Money that goes elsewhere or comes otherwise: not a plain sale less a plain cost. */
const OTHER = /%|\b(?:percent|tax\w*|fees?|commission|rent|split|share[sd]?|donat\w*|charit\w*|give|gives|gave|salary|wage|hour|day|week|month|year|every|each day|loss|lost|profit|more|less|than|twice|half|double|times|value)\b/i;
/** "John buys 30 ducks for $10 each" → "John has 30 ducks." */
const BOUGHT = /^([A-Z][a-z]+(?: [A-Z][a-z]+)?|He|She|They|I|We) (?:buys|bought|purchased|purchases) (\d+ [a-z -]+?) (?:for|at) \$?\d+(?:\.\d+)?(?: dollars)?(?: (?:each|apiece|a piece|per [a-z]+))?\.$/;

const HAS: Record<string, string> = { He: 'has', She: 'has', They: 'have', I: 'have', We: 'have' };
const SUBJECT: Record<string, string> = { his: 'he', her: 'she', their: 'they' };

function askedWho(question: string, facts: string): string | null {
  const m = ASKED.exec(question.trim());
  if (!m) return null;
  const named = m[1] ?? m[2] ?? m[3];
  if (named) return named;
  const owner = /\b(his|her|their)\b/i.exec(question)?.[1]?.toLowerCase();
  return owner ? SUBJECT[owner] ?? null : /^([A-Z][a-z]+)\b/.exec(facts.trim())?.[1] ?? null;
}

/** Sentences cut again before selling when they also pay ("buys them for $4 and sells them for $8"), each begun with a capital. */
const clausesOf = (facts: string): string[] => sentencesOf(facts)
  .flatMap((s) => (PAYS.test(s) && SELLS.test(s) ? s.split(/,? and (?=(?:he |she |they |then )?(?:sells?|sold|resells?)\b)/) : [s]))
  .map((c) => capitalize(c.trim().replace(/([^.!?])$/, '$1.')));
/** "The wood cost $100." → "John spent $100 on the wood." */
const COST_OF = /^(?:The|His|Her|Their) ([a-z -]+?) costs? (?:him |her |them )?(\$\d+(?:\.\d+)?)\.$/;

export function solveProfit(story: string, solve: (story: string) => Solved | null): Solved | null {
  const split = splitQuestion(story.replace(/\s+/g, ' ').trim());
  const asked = split ? askedWho(split.question, split.facts) : null;
  if (!split || !asked || OTHER.test(split.facts) || !oneSpender(story)) return null;
  // A pronoun asked is the story's one named person when there is one.
  const names = new Set([...split.facts.matchAll(/(?:^|[.!?] )([A-Z][a-z]+)\b/g)].map((m) => m[1]!).filter((n) => !/^(?:He|She|They|If|The|A|An|Each|His|Her|It|This|These)$/.test(n)));
  const who = /^(?:he|she|they)$/.test(asked) && names.size === 1 ? [...names][0]! : asked;
  const clauses = clausesOf(tidyText(split.facts).replace(/(\d+(?:\.\d+)?) dollars/g, '$$$1'));
  const paying = clauses.filter((c) => PAYS.test(c) && !SELLS.test(c));
  if (!clauses.some((c) => SELLS.test(c)) || paying.length === 0) return null;
  // "You spend $1 on the string for each bracelet": a cost per thing needs its count in the same clause, or it is read as the whole cost.
  if (paying.some((c) => /\b(?:each|per|apiece|every)\b/.test(c) && !/(?<![$.\d])\d+(?:\.\d+)?(?! ?(?:dollars|cents))/.test(c))) return null;
  const tense = /\b(?:does|do)\b/.test(split.question) ? 'does' : /\b(?:will|would)\b/.test(split.question) ? 'will' : 'did';
  const spent = paying.map((c) => c.replace(COST_OF, (_m, thing: string, price: string) => `${who} spent ${price} on the ${thing}.`));
  const cost = paidTotal(`${spent.join(' ')} How much did ${who} spend?`, solve);
  // The sale, read with the rest of the story: a count bought is said as had ("John has 30 ducks.").
  const sale = clauses.map((c) => {
    if (!paying.includes(c)) return c;
    const bought = BOUGHT.exec(c);
    return bought ? `${bought[1]} ${HAS[bought[1]!] ?? 'has'} ${bought[2]}.` : '';
  }).filter(Boolean);
  // "They weigh 4 pounds" first: whose weight, once the buying is left out?
  if (sale.length === 0 || /^(?:They|It|These|Those|Each of them|Them)\b/.test(sale[0]!)) return null;
  // "He sells each pen for $12." alone is one pen's price: the sale must count what is sold.
  if (!sale.some((c) => /(?<![$.\d])\d+(?:\.\d+)?(?! ?(?:dollars|cents))/.test(c))) return null;
  const income = paidTotal(`${sale.join(' ')} How much money ${tense} ${who} make?`, solve);
  if (!cost || !income || income.total.compare(cost.total) <= 0) return null;
  const profit = income.total.sub(cost.total);
  if (!agreesAgain(Number(plain.evaluate(`${income.total.valueOf()} - ${cost.total.valueOf()}`)), profit)) return null;
  const [i, c, p] = [showDecimal(income.total), showDecimal(cost.total), showDecimal(profit)];
  return {
    kind: 'word-problem',
    steps: [
      ...income.paid.steps,
      ...cost.paid.steps,
      { kind: 'facts', facts: [`The sales bring $${i}.`, `$${c} was paid.`] },
      { kind: 'number-sentence', sentence: `${i} − ${c} = ?`, schema: 'money-left' },
      { kind: 'check', statement: `${p} + ${c} gives the ${i} of the sales back`, holds: true },
    ],
    answer: showAnswer(profit, 'dollar'),
  };
}
