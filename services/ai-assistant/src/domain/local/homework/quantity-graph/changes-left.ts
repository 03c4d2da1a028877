import { exact, plain, type Exact, showDecimal as show } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { readStory, type Quantity, type Story } from '../story/read-story.js';
import { showAnswer } from '../story/wording.js';

/**
 * What is left after a run of changes to one amount ("She had 1,360 meals. She gave out 64 on Friday,
 * 30 on Saturday and 48 on Sunday. How many meals does she have left?"): the first amount is the start,
 * every later number of the same thing is a gain or a loss by its verb, and the question asks what is
 * left. Any number it cannot place, a rate, a comparison or a part of a whole makes it decline.
 */
const LOSS = /\b(?:gave(?: away| out)?|gives?(?: away| out)?|giving|ate|eats?|sold|sells?|used|uses?|spent|spends?|lost|loses?|broke|breaks?|donated|donates?|threw(?: away| out)?|throws?|removed?s?|took out|paid|pays?|shared|mailed|sent|handed out|dropped|drank|fed)\s+(?:(?:away|out|his|her|their|the|a|an)\s+)?(?:\w+\s+)?$/;
const GAIN = /\b(?:bought|buys?|got|gets?|received?s?|found|finds?|picked|picks?|collected|collects?|won|wins?|earned|earns?|baked|bakes?|added|adds?|caught|catches|borrowed|grew|planted|plants?)\s+(?:(?:another|more|up|the|a|an)\s+)?$/;
const GAVE_TO_HER = /\b(?:gave|gives?)\s+(?:her|him|them)\s+(?:(?:another|more|the|a|an)\s+)?$/;
const START = /\b(?:had|has|have|bought|baked|collected|picked|made|grew|planted|was given|received|scored|got|starts? with|started with|there (?:are|were|is|was))\s+(?:\$\s*)?$/;
/** Words that mean something else than gaining and losing whole amounts. */
// "a third" is a part; "in fourth grade" names a class.
const OTHER = /\b(?:each|per|every|times|twice|half|(?:third|fourth|fifth)(?! grade)|quarter|double|triple|percent|average|than|as many|as much|same|equal(?:ly)?|split|divided?|share[sd]? (?:equally|among|between)|rows?|groups?|boxes of|bags of|packs? of|dozen|could|(?:gave|gives?|paid|pays?|sent|brought|took|handed) back|returned|returns?|already|originally|at first|before|instead|some|several|rest)\b|%|\d\/\d|\d,\d{3}(?!\d)/;
/** Facts that are wishes, plans, denials or about someone named in passing ("to Bo, who lost 4"). */
const NOT_DONE = /\b(?:who|whom|whose|which|wants?|wanted|plans?|planned|needs?|needed|will|going to|hopes?|hoped|not|never|no)\b|n't\b/;
/** "bought 4 cards for Ann": a gain for someone else ("for his birthday" is still his). */
const FOR_SOMEONE = /\bfor\s+(?:(?!his\b|her\b|their\b|the\b|a\b|an\b|\d)[a-z]+|(?:his|her|their)\s+(?:sister|brother|mother|father|mom|dad|friends?|sons?|daughters?|cousins?|teacher|class|wife|husband|kids|children|grandma|grandpa|aunt|uncle|neighbou?rs?|family|parents))\b/;
/** "left after the first loss": the question stops part way through the changes. */
const PART_WAY = /\b(?:after|before|when|until|by|(?:first|second|third)(?! grade)|last)\b/;
const ASKS_LEFT = /\b(?:left|remain|remaining|remains|still have|still has|now have|now has|at the end|in the end)\b|^how (?:many [a-z ]+|much money) (?:does|do|did|would|will) [a-z]+ have(?: now| then)?\?$|^how many [a-z]+ (?:would|will) be (?:in|on) (?:the )?[a-z]+\?$/;
/** "14 customers left", "4 died": the verb after the number, when the words before it have none. */
const TRAIL_LOSS = /^\s*(?!(?:were|was|are|is|had|has|have|still|now|only)\b)(?:[a-z]+\s+)?(?:left|died|broke|fell off|ran away|flew away|melted|wilted|popped|were (?:eaten|sold|broken|lost|used|taken))\b/;
const TRAIL_GAIN = /^\s*(?:new\s+)?(?!(?:were|was|are|is|had|has|have)\b)(?:[a-z]+\s+)?(?:came|joined|arrived|hatched|were born)\b/;
/** "bought a hot dog for", "got a new game for": a purchase, its price after "for". */
const PAID_FOR = /\b(?:bought|buys?|purchased|purchases?)\s+(?:a|an|the|some|one)\s+(?:[a-z-]+\s+){1,3}for\s+$/;
const STATE = /\b(?:had|has|have|is|are|was|were|still|now|only|there)\b/;

interface Step { value: Exact; sign: 1 | -1; quantity: Quantity; start?: true }

const isMoney = (q: Quantity): boolean => q.unit === 'dollar';
/** "spent 12 dollars on a book" is no price per book; "12 dollars a day" is. */
const perThing = (q: Quantity): boolean => q.per !== null && !(isMoney(q) && /^dollars? (?:on|for) (?:a|an|the|his|her|their) /.test(q.trail.trimStart()));

const byTrail = (q: Quantity): boolean => !STATE.test(q.lead) && (TRAIL_LOSS.test(q.trail) || TRAIL_GAIN.test(q.trail));

function signOf(q: Quantity, protagonist: string | null): 1 | -1 | null {
  const lead = q.lead.replace(/\$\s*$/, '');
  if (byTrail(q)) return TRAIL_LOSS.test(q.trail) ? -1 : 1;
  if (GAVE_TO_HER.test(lead)) return q.owner !== protagonist ? 1 : null;
  // A named other person's eating or buying may be of their own things; "her brother ate 44 of those" is not.
  const someoneElse = q.owner !== protagonist;
  if (someoneElse && (q.owner === null || new RegExp(`\\b${q.owner}\\b`).test(q.clause))) return null;
  // "bought a hot dog for $3": money paid for a thing is money lost.
  if (isMoney(q) && PAID_FOR.test(lead)) return someoneElse ? null : -1;
  if (LOSS.test(lead)) return someoneElse && /\b(?:gave|gives?|sold|sells?|spent|spends?|paid|pays?)\b/.test(lead) ? null : -1;
  if (someoneElse) return null;
  if (GAIN.test(lead)) return FOR_SOMEONE.test(q.trail) ? null : 1;
  return null;
}

/** "Janet had 34 pieces while her sister had 33" after "they combined the candy": one amount told in parts. */
const JOINT = /\b(?:combined|put (?:together|them together)|pooled)\b/;
const ASKS_THEM = /\b(?:do|did|will|would) (?:they|we) have\b/;

/**
 * asdiv-more2: "There are 5 children and 4 children in a classroom": one place's amount told as a list, nobody
 * owning it, each part the thing's word alone and the next part right after "and" in the same sentence.
 */
const listedAfter = (starts: readonly Quantity[], q: Quantity): boolean => starts.length > 0 && q.lead.trim() === ''
  && [...starts, q].every((s) => s.owner === null && s.sentence === q.sentence) && starts.every((s) => /^\s*[a-z-]+\s*$/.test(s.trail));

function startsOf(story: Story, unit: string): Quantity[] {
  const starts: Quantity[] = [];
  let listed = true;
  for (const q of story.quantities) {
    const told = q.unit === unit || (starts.length > 0 && q.unit === '') || (starts.length > 0 && q.inherited === true);
    const next = q.unit === unit && listedAfter(starts, q);
    if (!told || perThing(q) || !(START.test(q.lead.replace(/\$\s*$/, '')) || next)) break;
    if (starts.length > 0 && !next) listed = false;
    starts.push(q);
  }
  const joint = JOINT.test(story.facts.join(' ').toLowerCase()) && ASKS_THEM.test(story.question.text.toLowerCase());
  return starts.length === 1 || joint || listed ? starts : starts.slice(0, 1);
}

function changesOf(story: Story, unit: string): Step[] | null {
  const starts = startsOf(story, unit);
  const [first] = starts;
  const rest = story.quantities.slice(starts.length);
  if (!first || rest.length < 1) return null;
  const protagonist = first.owner;
  // "they lost 4" after one person's start: "they" may be the ones he gave to.
  const plural = (q: Quantity): boolean => /\b(?:they|we)\b/.test(q.lead);
  if (starts.length === 1 && !plural(first) && rest.some(plural)) return null;
  const steps: Step[] = starts.map((q) => ({ value: exact.fraction(q.value), sign: 1, quantity: q, start: true }));
  for (const q of rest) {
    const before = steps[steps.length - 1];
    // "gave out 64 meals on Friday, 30 meals on Saturday": a number without a verb repeats the last one.
    const bare = !byTrail(q) && !STATE.test(q.trail) && /^[\s,$]*(?:and\s+)?[\s$]*$/.test(q.lead) && before && !before.start && before.quantity.sentence === q.sentence;
    const sign = bare ? before.sign : signOf(q, protagonist);
    if (sign === null || perThing(q) || q.linked || (q.unit !== unit && !((q.inherited || (q.unit === '' && byTrail(q))) && !isMoney(first)))) return null;
    steps.push({ value: exact.fraction(q.value), sign, quantity: q });
  }
  return steps.some((s) => s.sign < 0) ? steps : null;
}

/** Every amount along the way is positive (whole when things are counted), and mathjs agrees on the end. */
function checkChain(steps: readonly Step[], counted: boolean): Exact | null {
  let running = exact.fraction(0);
  for (const s of steps) {
    running = running.add(s.value.mul(s.sign));
    if (running.s < 0n || running.equals(0) || (counted && running.d !== 1n)) return null;
  }
  const expression = steps.map((s, i) => `${i === 0 ? '' : s.sign < 0 ? ' - ' : ' + '}${Number(s.value.valueOf())}`).join('');
  const again = Number(plain.evaluate(expression));
  return Math.abs(again - Number(running.valueOf())) < 1e-9 * Math.max(1, again) ? running : null;
}

export function solveChangesLeft(statement: string): Solved | null {
  const story = readStory(statement);
  if (!story || story.questionQuantities.length > 0) return null;
  const question = story.question.text.toLowerCase();
  const facts = story.facts.join(' ').toLowerCase();
  // "How many students were in fifth grade" of a story told in fourth grade: another class asked.
  const grade = /\b([a-z]+ grade)\b/.exec(question)?.[1];
  if (grade && !facts.includes(grade)) return null;
  if (!ASKS_LEFT.test(question) || OTHER.test(facts) || NOT_DONE.test(facts) || OTHER.test(question) || PART_WAY.test(question)) return null;
  // Every number of the story must be one of the quantities read.
  const numbers = facts.match(/(?<![\w.])\d+(?:\.\d+)?/g) ?? [];
  if (numbers.length !== story.quantities.length) return null;
  const unit = story.question.asksMoney || /\bhow much money\b/.test(question) ? 'dollar' : story.question.unit;
  if (!unit || (story.question.subject && story.quantities[0]?.owner && story.question.subject !== story.quantities[0].owner)) return null;
  // "30 red marbles … lost 5 blue marbles": things told apart by describing words are not one amount.
  // "He gave 10 to Ann and she ate 4": with both he and she in the story, "she" may be someone else.
  if (/\b(?:he|his|him)\b/.test(facts) && /\b(?:she|her)\b/.test(facts)) return null;
  const kinds = new Set([story.question, ...story.quantities].map((q) => q.modifiers.join(' ')).filter(Boolean));
  // "40 pounds of rice … 15 pounds of beans": measures of different stuff are not one amount either.
  if (new Set(story.quantities.map((q) => q.of).filter(Boolean)).size > 1) return null;
  // "he had bought 10": a change told in a perfect tense may be inside the start already.
  if (kinds.size > 1 || story.quantities.slice(1).some((q) => /\b(?:had|has|have)\s+(?:\w+\s+)?\w+(?:ed|ought|ot|en|ld|ent)\s+$/.test(q.lead))) return null;
  const steps = changesOf(story, unit);
  const left = steps && checkChain(steps, unit !== 'dollar');
  if (!steps || !left) return null;
  const sentence = steps.map((s, i) => `${i === 0 ? '' : s.sign < 0 ? ' − ' : ' + '}${show(s.value)}`).join('');
  const solutionSteps: SolutionStep[] = [
    { kind: 'restate', problem: story.question.text },
    { kind: 'facts', facts: steps.map((s) => `${s.start ? 'start' : s.sign < 0 ? 'lose' : 'gain'} ${showAnswer(s.value, unit)}`) },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'change' },
    { kind: 'check', statement: `the amount stays above zero after every change, and ${sentence.replace(/−/g, '-')} computed again gives ${show(left)}`, holds: true },
  ];
  return { kind: 'word-problem', steps: solutionSteps, answer: showAnswer(left, unit) };
}
