import { exact, type Exact } from '../math-engine.js';

/**
 * gsm-money: one person's money told as a chain of moves, in tidy lower-case words with digits ("She spent
 * 30 dollars on a ticket, 13 dollars on food"). Each verb opens a stretch that runs to the next verb: money
 * in ("had", "brought", "saved"), money out ("spent", "bought", "paid"), or the end ("had 65 dollars left").
 * Inside a stretch out, "10 cupcakes at 1.50 dollars each" is one lot (10 × 1.50) and any other amount is
 * paid once; a stretch out with no number is a thing bought at an untold price. Any other number in any
 * stretch (a count with no price, a price with no "each" over a count) makes the whole story unread (null).
 */
export interface Move { way: 'in' | 'out' | 'end'; terms: Exact[]; shown: string[]; words: string }

const IN = String.raw`(?:had|has|have)(?! to\b)|brought|brings|took|takes|carried|carries|saved|saves|earned|earns|received|receives|was given|is given|withdrew|withdraws|started with|starts with|began with|begins with`;
const OUT = String.raw`spent|spends|spend|spending|bought|buys|buy|buying|paying|paid|pays|pay|purchased|purchases|ordered|orders|lost|loses|picks up|picked up|grabs|grabbed`;
const END = String.raw`(?:had|has|have|is left with|was left with|ended up with|ends up with|now has|still has|still had) (?:only )?(\d+(?:\.\d+)?) dollars? (?:left(?: over)?|remaining)|(?:is|was) left with (?:only )?(\d+(?:\.\d+)?) dollars?|still (?:has|had) (?:only )?(\d+(?:\.\d+)?) dollars?`;
/** gsm-money: what the person sells is money in, read as lots ("sold 40 cookies for 0.8 dollars each"). */
const SOLD = String.raw`sold|sells`;
const VERB = new RegExp(String.raw`\b(?:(${END})|(${IN})|(${OUT})|(${SOLD}))\b`, 'g');
/** The one who sells is the one whose money it is: a pronoun or the story's name just before the verb. */
const seller = (before: string, owner: string): boolean =>
  new RegExp(String.raw`(?:^|[^a-z])(?:he|she|they|i|we${owner ? `|${owner}` : ''}) (?:also |then |first )?$`).test(before);
const MONEY = String.raw`(\d+(?:\.\d+)?) dollars?`;
/** "10 cupcakes at 1.50 dollars each", "4 pieces of lipstick for 1.25 dollars each", "5 boxes of cookies at 3 dollars per box". */
const LOT = new RegExp(String.raw`(?<![\d.])(\d+) ((?:[a-z'-]+ ){0,4}?[a-z'-]+),? (?:at|for|that costs?|which costs?|that cost|costing|that were|which were|that are|which are|that was|priced at) ${MONEY} (?:each|apiece|a piece|per (?:[a-z]+)|an? ([a-z]+))\b|(?<![\d.])(\d+) ((?:[a-z'-]+ ){0,4}?[a-z'-]+),? each (?:of which |of them )?(?:costs?|costing|priced at|at|for) ${MONEY}`, 'g');

const MONEY_ALONE = new RegExp(String.raw`(?<![\d.])${MONEY}\b(?! (?:each|apiece|per|an?)\b)`, 'g');

/** The terms of one stretch out: its lots and single amounts; null when a number is left unread. */
function outTerms(stretch: string): { terms: Exact[]; shown: string[] } | null {
  const terms: Exact[] = [];
  const shown: string[] = [];
  let rest = stretch.replace(LOT, (_m, c1: string | undefined, t1: string | undefined, p1: string | undefined, per: string | undefined, c2: string, t2: string, p2: string) => {
    const [count, thing, price] = [c1 ?? c2, t1 ?? t2, p1 ?? p2];
    if (per && !thing.split(' ').some((w) => w.replace(/e?s$/, '') === per.replace(/e?s$/, ''))) return _m;
    terms.push(exact.fraction(count).mul(exact.fraction(price)));
    shown.push(`${count} × ${price}`);
    return ' ';
  });
  rest = rest.replace(MONEY_ALONE, (_m, price: string) => {
    terms.push(exact.fraction(price));
    shown.push(price);
    return ' ';
  });
  return /\d/.test(rest) ? null : { terms, shown };
}

function inTerms(stretch: string): { terms: Exact[]; shown: string[] } | null {
  const terms: Exact[] = [];
  const shown: string[] = [];
  const rest = stretch.replace(new RegExp(String.raw`(?<![\d.])(?:(\d+) )?(\d+(?:\.\d+)?)[- ]dollars?(?: (bills?|notes?))?`, 'g'), (_m, count: string | undefined, face: string, bill: string | undefined) => {
    if (count && !bill) return _m;
    terms.push(count ? exact.fraction(count).mul(exact.fraction(face)) : exact.fraction(face));
    shown.push(count ? `${count} × ${face}` : face);
    return ' ';
  });
  return /\d/.test(rest) ? null : { terms, shown };
}

/** "a shirt for 24 dollars and he also": a piece of a list with no number names nothing bought. */
const BARE = /^(?:he|she|they|i|we|also|then|too|[.,;!?]|\s)*$/;
/** The pieces of a stretch's list that tell no number and not only who acts: "3 books for 6 dollars each and a pen" leaves the pen unpriced. */
const untoldPieces = (stretch: string): string[] => stretch.split(/,? and |, /).map((p) => p.trim()).filter((piece) => !/\d/.test(piece) && !BARE.test(piece));

/** The moves of the facts in order; null when a number stands before every verb or is not read. */
export function moneyMoves(facts: string, owner = ''): Move[] | null {
  const moves: Move[] = [];
  for (const sentence of facts.split(/(?<=[.!?;])\s+/)) {
    const verbs = [...sentence.matchAll(VERB)];
    if (/\d/.test(sentence.slice(0, verbs[0]?.index ?? sentence.length))) return null;
    for (const [i, v] of verbs.entries()) {
      const from = (v.index ?? 0) + v[0].length;
      const stretch = sentence.slice(from, verbs[i + 1]?.index ?? sentence.length);
      if (v[1]) {
        if (/\d/.test(stretch)) return null;
        const told = v[2] ?? v[3] ?? v[4] ?? '';
        moves.push({ way: 'end', terms: [exact.fraction(told)], shown: [told], words: v[0] });
        continue;
      }
      if (v[7] && !seller(sentence.slice(0, v.index ?? 0), owner)) return null;
      const read = v[5] ? inTerms(stretch) : outTerms(stretch);
      const untold = read && read.terms.length > 0 ? untoldPieces(stretch) : [];
      if (!read || ((v[5] || v[7]) && untold.length > 0)) return null;
      const told = stretch.split(/,? and |, /).filter((piece) => !untold.includes(piece.trim())).join(', ');
      moves.push({ way: v[5] || v[7] ? 'in' : 'out', ...read, words: `${v[0]} ${told.trim()}` });
      // Each thing bought in the list at no told price is a move out of its own, its price unknown.
      moves.push(...untold.map((piece): Move => ({ way: 'out', terms: [], shown: [], words: piece })));
    }
  }
  return moves;
}
