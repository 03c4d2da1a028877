import type { Quantity, Story } from '../story/read-story.js';

/**
 * "Ernest has 9 tickets, and Scott has 4. If Ernest finds another 72, what will be the total number
 * of tickets he has?": the question asks about one person ("he", "she"), so what another person has
 * is no part of the answer, whatever "total" says. Only amounts said as having count as someone's
 * own, and so do amounts someone collected, found, picked, gathered, caught, grew or baked ("Albert collected 9 caps"
 * is Albert's, never part of Anne's total): "Sam gave him 3" moves them to the one asked about.
 */
const ONE_PERSON = /\b(?:he|she)\b/;
const SEVERAL = /\b(?:they|them|their|both|together|combined|each|and|all of|everyone|altogether)\b/;
const HAVING = /\b(?:has|had|have|owns|owned|possesses|possessed|collected|found|picked|gathered|caught|grew|baked)\s*$/;

export function otherOwnerUsed(story: Story, used: readonly Quantity[]): boolean {
  const question = story.question.text.toLowerCase();
  // "What is the total number of beads Rita has now?": one of the story's owners named is one person too.
  const owners = [...new Set(story.quantities.map((q) => q.owner).filter((o): o is string => o !== null && /^[a-z]+$/.test(o)))];
  const named = owners.filter((o) => new RegExp(`\\b${o}\\b`).test(question));
  if (!(ONE_PERSON.test(question) || named.length === 1) || SEVERAL.test(question)) return false;
  const having = new Set(used.filter((q) => q.owner !== null && HAVING.test(q.lead)).map((q) => q.owner));
  return having.size > 1;
}

/** "Mr. Sheridan gave Mrs. Sheridan 14 cats": two people of one name are read as one owner, so who gains is unknown. */
export function twoOfOneName(statement: string): boolean {
  const titled = [...statement.matchAll(/\b(Mrs|Mr|Ms|Miss|Dr)\.? ([A-Z][a-z]+)\b/g)];
  // "Mr. Sheridan gave her 14 more" names who gains; only a gift to the other of the same name is unread.
  const given = [...statement.matchAll(/\b(?:gave|gives|give|handed|hands)\s+(Mrs|Mr|Ms|Miss|Dr)\.? ([A-Z][a-z]+)\b/g)];
  return given.some((g) => titled.some((t) => t[2] === g[2] && t[1] !== g[1]));
}

/**
 * "There were 217 markers in Megan's collection. After Robert gave 109 markers to her, …": given
 * by someone else to the one who had them, the amount grows; a reading that takes it away read the
 * giver as the owner.
 */
export function giftTakenFromTaker(story: Story, used: readonly Quantity[], sentence: string): boolean {
  const owner = used[0]?.owner;
  if (!owner) return false;
  return used.slice(1).some((q) => q.owner !== null && q.owner !== owner && /\b(?:gave|gives|give|handed|hands)\s*$/.test(q.lead)
    && new RegExp(`^\\s*(?:[a-z]+\\s+){0,2}to\\s+(?:her|him|them|${owner})\\b`).test(q.trail)
    && new RegExp(`-\\s*${q.written.replace('.', '\\.')}\\b`).test(sentence));
}
