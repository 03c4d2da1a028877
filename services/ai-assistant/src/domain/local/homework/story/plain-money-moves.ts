import { capitalize } from './words.js';

/**
 * Money and things moving between people, said the way the ledger reads them (its money verbs are
 * plain: earn, spend, receive):
 * - a giving told by the giver, asked about the one who got it: "Dan gave her 41 cards" / "his mom
 *   gave him 46 dollars" → "she received 41 cards from Dan" / "he received 46 dollars from his mom";
 * - paying: "paid 8 dollars for a ticket" → "spent 8 dollars on a ticket"; beside a spending, a thing
 *   bought without a count of its own too: "bought a hot dog for 3 dollars" → "spent 3 dollars on a
 *   hot dog" (alone, the readers know it as it is).
 */
const NAME = '(?:(?:Mrs|Mr|Ms|Dr) )?[A-Z][a-z]+';
const GIVER = `(?:${NAME}|[Hh](?:is|er) (?:father|mother|mom|dad|brother|sister|friend|grandma|grandmother|grandpa|grandfather|aunt|uncle|cousin|parents))`;
const OBJECT: Readonly<Record<string, string>> = { him: 'he', her: 'she', them: 'they', me: 'I', us: 'we' };
const GAVE = new RegExp(String.raw`\b(${GIVER}) (gave|gives) (him|her|them|me|us|${NAME}) ((?:another |an extra )?\d+(?:\.\d+)?(?: more)? [a-z]+(?: [a-z]+)?)(?=[,.?!]| and\b| but\b| for\b| as\b| on\b| then\b|$)`, 'g');
const PAID = /\b(paid|pays|pay) (\d+(?:\.\d+)? (?:dollars|cents)) for (?=an? |the |his |her |their )/g;
const BOUGHT_FOR = /\b(bought|buys|buy) ((?:an?|the|his|her|their) [a-z]+(?: [a-z]+)?) for (\d+(?:\.\d+)? (?:dollars|cents))\b/g;
const SPENT: Readonly<Record<string, string>> = { paid: 'spent', pays: 'spends', pay: 'spend', bought: 'spent', buys: 'spends', buy: 'spend' };

/** Capitalized words that start a sentence and name nobody. */
const NOT_NAMES = new Set(['The', 'A', 'An', 'If', 'Then', 'How', 'What', 'When', 'After', 'Before', 'There', 'In', 'On', 'At', 'For', 'She', 'He', 'They', 'It', 'Her', 'His', 'Their', 'Later', 'Now', 'Each', 'Every', 'Some', 'One', 'Today', 'Yesterday', 'This', 'That', 'So', 'But', 'And', 'Also', 'With', 'During', 'While', 'Since', 'Finally', 'First', 'Next', 'Last', 'I', 'We']);
const namesIn = (text: string): Set<string> => new Set((text.match(/\b[A-Z][a-z]+\b/g) ?? []).filter((w) => !NOT_NAMES.has(w)));

/**
 * The question asks about the one who got it: by name, or as the pronoun itself ("she"), or by the
 * one name the story has besides the giver ("Dan gave her 41 cards … does Sally have").
 */
function askedBy(story: string, question: string, receiver: string, giver: string): boolean {
  const subject = OBJECT[receiver];
  if (!subject) return new RegExp(`\\b${receiver}\\b`).test(question);
  if (new RegExp(`\\b${subject}\\b`, 'i').test(question)) return true;
  const others = [...namesIn(story)].filter((n) => !giver.split(' ').includes(n));
  return others.length === 1 && new RegExp(`\\b${others[0]}\\b`).test(question);
}

function gaveAsReceived(story: string, question: string): string {
  return story.replace(GAVE, (all, giver: string, verb: string, receiver: string, amount: string, at: number, text: string) => {
    if (!askedBy(text, question, receiver, giver) || new RegExp(`\\b${giver.replace(/^[Hh](?:is|er) /, '')}\\b`, 'i').test(question) || at >= text.length - question.length) return all;
    const subject = OBJECT[receiver] ?? receiver;
    const start = at === 0 || /[.!?]\s*$/.test(text.slice(0, at));
    const received = /s$/.test(verb) ? 'receives' : 'received';
    const from = /^[A-Z]/.test(giver) && !/^(?:His|Her) /.test(giver) ? giver : giver.replace(/^H/, 'h');
    return `${start ? capitalize(subject) : subject} ${received} ${amount} from ${from}`;
  });
}

export function plainMoneyMoves(story: string): string {
  const question = /\b(?:how (?:many|much)|what|which)\b[^.?!]*\?\s*$/i.exec(story)?.[0] ?? '';
  if (!question) return story;
  return gaveAsReceived(story, question)
    .replace(PAID, (_all, verb: string, money: string) => `${SPENT[verb]} ${money} on `)
    // One buying alone the readers know as it is; beside a spending, every payment is said as spending.
    .replace(BOUGHT_FOR, (all, verb: string, thing: string, money: string, _at: number, text: string) =>
      (/\bspen(?:t|ds?)\b/.test(text) ? `${SPENT[verb]} ${money} on ${thing}` : all));
}
