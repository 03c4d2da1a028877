/**
 * para-while: money asked another way, said as the question the price readers know:
 * - "What is the cost of 6 pencils?" (or "the total cost", "the price") is "How much do 6 pencils
 *   cost?"; "What was the cost of one pencil?" is "How much did one pencil cost?";
 * - the money to spend told in the question: "How many pencils can Sam buy with $18?" is "Sam has $18.
 *   How many pencils can Sam buy?" (only a named buyer, only "can"/"could" buy, and no money of the
 *   buyer told before).
 */
const COST_OF = /^(.*?)\bWhat (is|was|will be|would be) the (?:(total|combined|overall) )?(?:cost|price) of ((?:\d+(?:\.\d+)?|one|a|an) (?:[a-z]+ )?[a-z]+)\?$/;
const AUX: Readonly<Record<string, [plural: string, single: string]>> = { is: ['do', 'does'], was: ['did', 'did'], 'will be': ['will', 'will'], 'would be': ['would', 'would'] };
const BUY_WITH = /^(How many (?:[a-z]+ )?[a-z]+ (?:can|could) ([A-Z][a-z]+|he|she|they|I|you|we) (?:buy|afford|purchase|get)) with (\$\d+(?:\.\d+)?|\d+(?:\.\d+)? (?:dollars|cents))\?$/;

function costQuestion(sentence: string): string {
  const found = COST_OF.exec(sentence);
  if (!found) return sentence;
  const [, lead, be, total, things] = found;
  const single = /^(?:one|a|an|1) /.test(things!);
  const aux = AUX[be!]![single ? 1 : 0];
  return `${lead}How much ${aux} ${things} cost${total ? ' in total' : ''}?`;
}

function buyWith(sentence: string, before: string): string {
  const found = BUY_WITH.exec(sentence);
  if (!found) return sentence;
  const [, question, buyer, money] = found;
  if (!/^[A-Z][a-z]+$/.test(buyer!) || new RegExp(String.raw`\b${buyer} (?:has|had|have|saved|earned|got|received)\b`).test(before)) return sentence;
  return `${buyer} has ${money}. ${question}?`;
}

export function plainMoneyAsked(story: string): string {
  const sentences = story.split(/(?<=[.!?])\s+(?=[A-Z0-9$])/);
  const last = sentences.pop() ?? '';
  return [...sentences, buyWith(costQuestion(last), sentences.join(' '))].join(' ');
}
