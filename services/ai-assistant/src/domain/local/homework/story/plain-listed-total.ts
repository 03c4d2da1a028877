/**
 * "a total of" before a list of amounts says the list, not one amount: "Penny counted a total of 55
 * tree frogs, 10 poison frogs and 13 wood frogs." is "Penny counted 55 tree frogs, 10 poison frogs
 * and 13 wood frogs.", whose amounts the readers add when the question asks for all of them. A total
 * of one amount ("a total of 16 plums, 4 of them …") is a stated total and stays.
 */
const AMOUNT = String.raw`(?:\$ ?)?\d[\d,]*(?:\.\d+)?(?: [a-z-]+){1,3}?`;
const REST = String.raw`(?: (?:from|in|at|on|of) (?:the |a |an |his |her |their )?[a-z]+(?: [a-z]+)?)?`;
const LISTED = new RegExp(String.raw`\ba total of (?=${AMOUNT}${REST}, ${AMOUNT}${REST},? and ${AMOUNT}\b)`, 'gi');

export function plainListedTotal(story: string): string {
  return story.replace(LISTED, '');
}
