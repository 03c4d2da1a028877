import type { Theme } from '@studyhall/ai-contracts';
import { formatNumber as f } from './numbers.js';
import { chanceOf, expectedValueOf, type ChanceContext } from './shapes-chance.js';
import type { WordProblemTemplate } from './types.js';

const NOT = (not: boolean, yes: string, no: string): string => (not ? no : yes);
const p2 = (p: number): string => f(p, 2);
const AVERAGE = 'the long-run average';

// Each theme's probability stories keep real numbers: surf waves score 0-10, golf holes 3-7 strokes.
const CONTEXTS: ChanceContext[] = [
  { id: 'xg-chance-snowboard', theme: 'X-Games', unit: 'jumps', scoreUnit: 'points', high: [80, 95], low: [30, 60],
    single: (h, t, not) => `A snowboarder's coach filmed ${f(t)} of her halfpipe jumps, and ${f(h)} of them were landed cleanly. If one of those jumps is picked at random, what is the probability that it was ${NOT(not, '', 'NOT ')}landed cleanly?`,
    expected: (p, n) => `A snowboarder lands a halfpipe jump cleanly with probability ${p2(p)}. On average, how many of her next ${f(n)} jumps can she expect to land cleanly?`,
    score: (p, hi, q, lo) => `A snowboarder's run scores ${f(hi)} points when she lands her last jump (probability ${f(p, 1)}) and ${f(lo)} points otherwise (probability ${f(q, 1)}). What is her expected score per run, ${AVERAGE}?` },
  { id: 'xg-chance-surf', theme: 'X-Games', unit: 'waves', scoreUnit: 'points', high: [7, 9], low: [2, 5],
    single: (h, t, not) => `A surfer caught ${f(t)} waves in a session, and ${f(h)} of them gave her a barrel ride. If one of those waves is picked at random, what is the probability that it ${NOT(not, 'gave', 'did NOT give')} her a barrel ride?`,
    expected: (p, n) => `A surfer gets a barrel ride on a wave with probability ${p2(p)}. On average, how many of her next ${f(n)} waves can she expect to give her a barrel ride?`,
    score: (p, hi, q, lo) => `A surfer's wave scores ${f(hi)} points when she makes the barrel (probability ${f(p, 1)}) and ${f(lo)} points otherwise (probability ${f(q, 1)}). What is her expected score per wave, ${AVERAGE}?` },
  { id: 'xg-chance-golf', theme: 'X-Games', unit: 'putts', scoreUnit: 'strokes', high: [5, 7], low: [3, 4],
    single: (h, t, not) => `A golfer hit ${f(t)} short putts on the practice green and sank ${f(h)} of them. If one of those putts is picked at random, what is the probability that she ${NOT(not, 'sank', 'did NOT sink')} it?`,
    expected: (p, n) => `A golfer sinks a short putt with probability ${p2(p)}. On average, how many of her next ${f(n)} short putts can she expect to sink?`,
    score: (p, hi, q, lo) => `On one golf hole a golfer takes ${f(hi)} strokes when her drive lands in the rough (probability ${f(p, 1)}) and ${f(lo)} strokes otherwise (probability ${f(q, 1)}). What is her expected number of strokes on the hole, ${AVERAGE}?` },
  { id: 'xg-chance-skate', theme: 'X-Games', unit: 'kickflips', scoreUnit: 'points', high: [75, 95], low: [20, 50],
    single: (h, t, not) => `A skateboarder tried ${f(t)} kickflips in practice and landed ${f(h)} of them. If one of those kickflips is picked at random, what is the probability that it was ${NOT(not, '', 'NOT ')}landed?`,
    expected: (p, n) => `A skateboarder lands a kickflip with probability ${p2(p)}. On average, how many of her next ${f(n)} kickflips can she expect to land?`,
    score: (p, hi, q, lo) => `A skateboarding run scores ${f(hi)} points when the rider lands the final trick (probability ${f(p, 1)}) and ${f(lo)} points otherwise (probability ${f(q, 1)}). What is the expected score per run, ${AVERAGE}?` },
  { id: 'sci-chance-seeds', theme: 'Science', unit: 'seeds', scoreUnit: 'grams', high: [20, 60], low: [2, 10],
    single: (h, t, not) => `In a germination test ${f(h)} of ${f(t)} bean seeds sprouted. If one of those seeds is picked at random, what is the probability that it ${NOT(not, 'sprouted', 'did NOT sprout')}?`,
    expected: (p, n) => `A bean seed sprouts with probability ${p2(p)}. On average, how many of ${f(n)} planted seeds can a student expect to sprout?`,
    score: (p, hi, q, lo) => `A crystal-growing experiment yields ${f(hi)} grams of crystals when it works (probability ${f(p, 1)}) and ${f(lo)} grams otherwise (probability ${f(q, 1)}). What is the expected yield per experiment, ${AVERAGE}?` },
  { id: 'sci-chance-colonies', theme: 'Science', unit: 'colonies', scoreUnit: 'colonies', high: [150, 300], low: [10, 60],
    single: (h, t, not) => `A student grew ${f(t)} bacteria colonies, and ${f(h)} of them were resistant to an antibiotic. If one colony is picked at random, what is the probability that it is ${NOT(not, '', 'NOT ')}resistant?`,
    expected: (p, n) => `A bacteria colony is resistant to an antibiotic with probability ${p2(p)}. On average, how many of ${f(n)} colonies can a student expect to be resistant?`,
    score: (p, hi, q, lo) => `A culture plate grows ${f(hi)} colonies when the sample is contaminated (probability ${f(p, 1)}) and ${f(lo)} colonies otherwise (probability ${f(q, 1)}). What is the expected number of colonies per plate, ${AVERAGE}?` },
  { id: 'fb-chance-kicks', theme: 'Football', unit: 'kicks', scoreUnit: 'points', high: [6, 7], low: [0, 3],
    single: (h, t, not) => `A kicker tried ${f(t)} field goals this season and made ${f(h)} of them. If one of those kicks is picked at random, what is the probability that it was ${NOT(not, '', 'NOT ')}made?`,
    expected: (p, n) => `A kicker makes a field goal with probability ${p2(p)}. On average, how many of his next ${f(n)} field-goal tries can he expect to make?`,
    score: (p, hi, q, lo) => `A drive ends in ${f(hi)} points when the team scores a touchdown (probability ${f(p, 1)}) and ${f(lo)} points otherwise (probability ${f(q, 1)}). What is the expected number of points per drive, ${AVERAGE}?` },
  { id: 'lit-chance-shelf', theme: 'Literature', unit: 'books', scoreUnit: 'pages', high: [300, 500], low: [100, 250],
    single: (h, t, not) => `A class shelf holds ${f(t)} novels, and ${f(h)} of them are mysteries. If a student picks one novel at random, what is the probability that it is ${NOT(not, 'a mystery', 'NOT a mystery')}?`,
    expected: (p, n) => `A library book is returned late with probability ${p2(p)}. On average, how many of the next ${f(n)} books borrowed can the librarian expect to come back late?`,
    score: (p, hi, q, lo) => `A book club picks a novel of ${f(hi)} pages (probability ${f(p, 1)}) or a novel of ${f(lo)} pages (probability ${f(q, 1)}). What is the expected length of the pick, ${AVERAGE}?` },
  { id: 'astro-chance-nights', theme: 'Astronomy', unit: 'nights', scoreUnit: 'meteors', high: [40, 90], low: [5, 20],
    single: (h, t, not) => `An observatory logged ${f(t)} nights this season, and ${f(h)} of them were clear. If one of those nights is picked at random, what is the probability that it was ${NOT(not, 'clear', 'NOT clear')}?`,
    expected: (p, n) => `A night at an observatory is clear with probability ${p2(p)}. On average, how many of the next ${f(n)} nights can the astronomers expect to be clear?`,
    score: (p, hi, q, lo) => `During a meteor shower an observer counts ${f(hi)} meteors on a clear night (probability ${f(p, 1)}) and ${f(lo)} meteors on a hazy night (probability ${f(q, 1)}). What is the expected count per night, ${AVERAGE}?` },
  { id: 'ana-chance-blood', theme: 'Anatomy', unit: 'donors', scoreUnit: 'beats per minute', high: [90, 120], low: [60, 80],
    single: (h, t, not) => `At a blood drive ${f(h)} of ${f(t)} donors had type O blood. If one of those donors is picked at random, what is the probability that the donor ${NOT(not, 'has', 'does NOT have')} type O blood?`,
    expected: (p, n) => `A blood donor has type O blood with probability ${p2(p)}. On average, how many of the next ${f(n)} donors can a blood bank expect to have type O blood?`,
    score: (p, hi, q, lo) => `A student's pulse is ${f(hi)} beats per minute right after exercise (probability ${f(p, 1)}) and ${f(lo)} beats per minute at rest (probability ${f(q, 1)}). What is the expected pulse of a reading, ${AVERAGE}?` },
];

/** Probability and expected-value word problems of each theme, for lessons about chance. */
export function chanceTemplates(theme: Theme): WordProblemTemplate[] {
  const contexts = CONTEXTS.filter((ctx) => ctx.theme === theme);
  return [...contexts.map(chanceOf), ...contexts.map(expectedValueOf)];
}
