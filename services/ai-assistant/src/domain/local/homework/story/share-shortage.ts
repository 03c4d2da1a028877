import type { Solved } from '../steps.js';
import { splitQuestion } from '../quantity-graph/split-question.js';
import { singular, tidyText } from './words.js';

/**
 * asdiv-mawps: the shortage of an equal share. "A school buys 1,093 chairs. If it wants to distribute
 * them equally into 35 classrooms, how many more chairs should be purchased?" The things to share and the
 * groups (or the size of a group) are the story's only two numbers; the answer is what brings the things
 * up to the next whole multiple: 35 − (1,093 mod 35) = 27. Checked a second way: 1,093 + 27 is
 * 35 × ⌈1,093 ÷ 35⌉. The question must ask "how many more" of the shared things as something needed
 * (bought, made, signed up); a comparison ("than"), a share asked ("each"), something left over, a third
 * number, one noun for both numbers, fewer things than groups, a share that already comes out even or no word of equal shares declines.
 */
const NUMBER = /\d[\d,]*(?:\.\d+)?/g;
const ASKED = /^(?:at least )?how many (?:more|extra|additional) ((?:[a-z]+ )*?)(?:should|would|does|do|did|will|must|is|are|has|have|need|needed|to|can|could)\b/i;
const NEEDED = /\b(?:need|needs|needed|required|buy|bought|purchase|purchased|make|made|bake|baked|cook|print|collect|pick|grow|order|ordered|sign up|join|bring|get|add|added)\b/i;
const EQUAL = /\b(?:equal(?:ly)?|the same (?:number|amount)|evenly)\b/i;
const NOT_THIS = /\b(?:than|left|remain\w*|each|every|per|apiece|half|twice|times)\b/i;
const CHANGES = /\b(?:gave|gives|sold|sells|lost|loses|ate|eats|broke|used|uses|took|takes|already|then|more than|less than|fewer than|twice|half|times|percent|dozens?)\b|%/i;
const DETERMINERS = new Set(['his', 'her', 'their', 'the', 'its', 'my', 'our', 'your', 'them']);

/** "18 of his students" → student; "1,093 chairs" → chair; "315 cups of puddings" → cup. */
function nounAfter(rest: string): { noun: string; word: string } {
  const words = rest.toLowerCase().match(/[a-z]+/g) ?? [];
  let i = 0;
  if (words[i] === 'of') i++;
  while (words[i] && DETERMINERS.has(words[i]!)) i++;
  return words[i] ? { noun: singular(words[i]!), word: words[i]! } : { noun: '', word: '' };
}

type Told = { value: number; noun: string; word: string };

function toldNumbers(text: string): Told[] | null {
  const found = [...text.matchAll(NUMBER)];
  if (found.length !== 2 || found.some((m) => m[0].includes('.'))) return null;
  return found.map((m) => ({ value: Number(m[0].replace(/,/g, '')), ...nounAfter(text.slice(m.index + m[0].length, m.index + m[0].length + 30)) }));
}

export function solveShareShortage(statement: string): Solved | null {
  // "If he wants …, at least how many more …?": the condition is a fact, as for "…, how many more …?".
  const text = tidyText(statement).replace(/,\s*at least (how many)/i, ', $1');
  const split = splitQuestion(text);
  if (!split || !EQUAL.test(split.facts) || CHANGES.test(text)) return null;
  const asked = ASKED.exec(split.question.trim());
  if (!asked || !NEEDED.test(split.question) || NOT_THIS.test(split.question)) return null;
  const told = toldNumbers(text);
  if (!told || told.some((t) => t.noun === '') || told[0]!.noun === told[1]!.noun) return null;
  const askedNoun = singular((asked[1] ?? '').trim().split(' ').at(-1) ?? '');
  // The shared things are the asked noun; with no noun asked, the larger number (uniforms for 6 employees).
  const thingsAt = askedNoun ? told.findIndex((t) => t.noun === askedNoun) : told[0]!.value > told[1]!.value ? 0 : 1;
  if (thingsAt < 0) return null;
  const [things, groups] = [told[thingsAt]!, told[1 - thingsAt]!];
  // The shared things outnumber the groups: "how many more boxes" of 85 tarts in 10 boxes asks something else.
  if (groups.value < 2 || things.value <= groups.value || things.value % groups.value === 0) return null;
  const answer = groups.value - (things.value % groups.value);
  // Second way: the things with the answer added fill exactly the next whole number of shares.
  const shares = Math.ceil(things.value / groups.value);
  if (things.value + answer !== groups.value * shares || answer <= 0 || answer >= groups.value) return null;
  return {
    kind: 'word-problem',
    steps: [
      { kind: 'restate', problem: split.question },
      { kind: 'facts', facts: [`${things.value} ${things.word} shared equally by ${groups.value} ${groups.word}`] },
      { kind: 'number-sentence', sentence: `${groups.value} − (${things.value} mod ${groups.value}) = ?`, schema: 'share-shortage' },
      { kind: 'check', statement: `${things.value} + ${answer} = ${things.value + answer} = ${groups.value} × ${shares}`, holds: true },
    ],
    answer: `${answer} ${answer === 1 ? things.noun : things.word}`,
  };
}
