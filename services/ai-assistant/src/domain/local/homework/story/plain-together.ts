/**
 * A told total of two named people's amounts, said with its "together" at the end ("Ann and Ben have
 * 60 apples together", "… in total", "… altogether", "… combined") or as "a total of" ("Ann and Ben
 * have a total of 60 apples"), is written in the one form the relation reader reads as a + b = N:
 * "Together Ann and Ben have 60 apples." Only a sentence that is exactly two names, a verb of having,
 * costing or weighing, one amount and the total word is rewritten; anything more stays as it was.
 */
const NAME = String.raw`[A-Z][a-z]+`;
const VERB = String.raw`(?:have|has|had|cost|costs|weigh|weighs|weighed)`;
const AMOUNT = String.raw`\$?\d+(?:\.\d+)?(?: [a-z-]+){0,2}`;
const TOTAL_AFTER = new RegExp(String.raw`(^|[.!?]\s+)(${NAME}) and (${NAME}) (${VERB}) (${AMOUNT}?),? (?:together|altogether|in total|combined|in all)([.!?])`, 'g');
const TOTAL_OF = new RegExp(String.raw`(^|[.!?]\s+)(${NAME}) and (${NAME}) (${VERB}) a (?:combined )?total of (${AMOUNT}?)([.!?])`, 'g');

const together = (_all: string, start: string, a: string, b: string, verb: string, amount: string, end: string): string => `${start}Together ${a} and ${b} ${verb} ${amount}${end}`;

export function plainTogether(story: string): string {
  return story.replace(TOTAL_AFTER, together).replace(TOTAL_OF, together);
}
