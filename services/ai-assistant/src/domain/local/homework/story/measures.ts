import type { Quantity, Story } from './read-story.js';
import type { Candidate } from './schemas.js';

const LENGTHS = new Set(['mile', 'kilometer', 'meter', 'centimeter', 'millimeter', 'foot', 'inch', 'yard']);
const TIMES = new Set(['hour', 'minute', 'second']);

function pair(story: Story): [Quantity, Quantity] | null {
  if (story.quantities.length !== 2 || story.questionQuantities.length > 0) return null;
  return story.quantities as [Quantity, Quantity];
}

/** "A sandbox is 312 centimeters long and 146 centimeters wide. How many square centimeters does it cover?" */
export function rectangleArea(story: Story): Candidate | null {
  const both = pair(story);
  const q = story.question.text.toLowerCase();
  if (!both || !/\b(?:square [a-z]+|area|cover|carpet)\b/.test(q) || /\b(?:cost|price|each|per|left|more)\b/.test(q)) return null;
  const long = both.find((x) => /^\s*[a-z]+\s+long\b/.test(x.trail));
  const wide = both.find((x) => /^\s*[a-z]+\s+(?:wide|broad)\b/.test(x.trail));
  if (!long || !wide || long === wide || long.unit !== wide.unit || !LENGTHS.has(long.unit)) return null;
  return { schema: 'area', expression: `${long.value} * ${wide.value}`, used: [long, wide], unit: `square ${long.unit}` };
}

/** "A car traveled 715 kilometers in 11 hours. What was its average speed?" → 715 ÷ 11 kilometers per hour. */
export function averageSpeed(story: Story): Candidate | null {
  const both = pair(story);
  const q = story.question.text.toLowerCase();
  if (!both || !/\bhow fast\b|\bspeed\b/.test(q) || /\b(?:more|faster|slower|than|left|remaining)\b/.test(q)) return null;
  const distance = both.find((x) => LENGTHS.has(x.unit) && x.per === null);
  const time = both.find((x) => TIMES.has(x.unit) && x.per === null);
  if (!distance || !time) return null;
  return { schema: 'speed', expression: `${distance.value} / ${time.value}`, used: [distance, time], unit: `${distance.unit} per ${time.unit}` };
}
