import { THING_WORDS } from './people-words.js';
/**
 * A giving told by the one who got it, said as the giver's act when the question asks about the
 * giver (what the giver has left):
 * - "Sam received 4 marbles from Mike" → "Mike gave 4 marbles to Sam";
 * - "Sam received 221 balloons from Fred's total of 709" / "from Fred, who started with 709" →
 *   "Fred had 709 balloons and gave 221 balloons to Sam".
 * A question about the one who got them, or about no one and nothing left, stays as it is.
 */
const NAME = '(?:(?:Mrs|Mr|Ms|Dr) )?[A-Z][a-z]+';
const RECEIVE = '(received|receives|got|gets|obtained|obtains|accepted|accepts)';
const NUM = String.raw`\d+(?:\.\d+)?`;
const GROUP = '(?:[a-z]+ )?(?:collection|total|stash|supply|pile|box|bag|set|stock|store|batch)';
const FROM_WHOLE = new RegExp(String.raw`\b(${NAME}) ${RECEIVE} (${NUM}) (${THING_WORDS}) from (${NAME})'s ${GROUP} of (${NUM})(?: ${THING_WORDS})?\b`, 'g');
const FROM_WHO = new RegExp(String.raw`\b(${NAME}) ${RECEIVE} (${NUM}) (${THING_WORDS}) from (${NAME}), who (?:started with|had|has|owned|owns|originally had|initially had|once had) (?:a total of )?(${NUM})(?: ${THING_WORDS})?\b`, 'g');
const FROM = new RegExp(String.raw`\b(${NAME}) ${RECEIVE} (${NUM}) (${THING_WORDS}) from (${NAME})(?=[,.?!]| and\b| if\b| before\b| then\b|$)`, 'g');
const LEFT = /\b(?:left|remain(?:s|ed|ing)?|now|still)\b/i;

const present = (verb: string): boolean => /s$/.test(verb) && verb !== 'was';
const named = (text: string, who: string): boolean => new RegExp(`\\b${who}\\b`).test(text);

export function plainReceiverTold(story: string): string {
  const question = /\b(?:how (?:many|much)|what|which)\b[^.?!]*\?\s*$/i.exec(story)?.[0] ?? '';
  /** The giver is asked about, and the one who got them is not. */
  const asksGiver = (giver: string, taker: string, wholeTold: boolean): boolean =>
    !named(question, taker) && (named(question, giver) || (wholeTold && LEFT.test(question)));
  const withWhole = (all: string, taker: string, verb: string, part: string, things: string, giver: string, whole: string): string =>
    (taker === giver || !asksGiver(giver, taker, true) ? all : `${giver} ${present(verb) ? 'has' : 'had'} ${whole} ${things} and ${present(verb) ? 'gives' : 'gave'} ${part} ${things} to ${taker}`);
  return story
    .replace(FROM_WHOLE, withWhole)
    .replace(FROM_WHO, withWhole)
    .replace(FROM, (all, taker: string, verb: string, part: string, things: string, giver: string) =>
      (taker === giver || !asksGiver(giver, taker, false) ? all : `${giver} ${present(verb) ? 'gives' : 'gave'} ${part} ${things} to ${taker}`));
}
