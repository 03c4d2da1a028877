import type { GradeLevel, StudyGuide } from '@studyhall/ai-contracts';
import { contentWords } from '../text/sentences.js';
import { tag } from '../text/nlp.js';

const OPERATION_CUES: Array<[RegExp, string]> = [
  [/\b(total|altogether|in all|sum|combined)\b/i, '"total" or "altogether" usually means adding'],
  [/\b(each|per|every|times|rate)\b/i, '"each" or "per" usually means multiplying or dividing'],
  [/\b(left|remain|difference|fewer|less than|more than)\b/i, '"left" or "difference" usually means subtracting'],
  [/\b(share|split|equally|average)\b/i, '"share equally" or "average" usually means dividing'],
];
const EXPLAIN_WORDS = /\b(why|explain|describe|compare|discuss|what causes|how does|summari[sz]e|analy[sz]e)\b/i;

/**
 * The words the problem is about, most used first, one per word family ("arrives", "arrive"). A word
 * problem's names ("Ava") are not what it is about; an essay's ("the French Revolution") are.
 */
function keyWords(statement: string, keepNames: boolean): string[] {
  const content = new Set(contentWords(statement));
  const families = new Map<string, { word: string; count: number }>();
  for (const token of tag(statement)) {
    const word = token.text.toLowerCase();
    if (!content.has(word) || (token.pos === 'PROPN' && !keepNames)) continue;
    const family = families.get(token.lemma.toLowerCase()) ?? { word, count: 0 };
    families.set(token.lemma.toLowerCase(), { ...family, count: family.count + 1 });
  }
  return [...families.values()].sort((a, b) => b.count - a.count || b.word.length - a.word.length).slice(0, 6).map((f) => f.word);
}

function mathApproach(statement: string, grade: GradeLevel): string[] {
  const cues = OPERATION_CUES.filter(([pattern]) => pattern.test(statement)).map(([, cue]) => cue);
  const young = grade === '4th' || grade === '7th';
  return [
    young ? 'Write down every number and what it counts.' : 'List each given quantity with its unit and identify the unknown.',
    cues.length > 0 ? `Look at the key words: ${cues.join('; ')}.` : 'Decide which operation links the numbers to the question.',
    young ? 'Write a number sentence, then work it out one step at a time.' : 'Write an equation for the unknown and solve it step by step.',
    young ? 'Check that your answer makes sense and has the right unit.' : 'Check the result against the original conditions and units.',
  ];
}

function writtenApproach(grade: GradeLevel): string[] {
  const young = grade === '4th' || grade === '7th';
  return [
    young ? 'Find the main question word (why, how, what) and circle it.' : 'Identify exactly what the question asks you to do (explain, compare, describe).',
    young ? 'Find the part of your notes about these key words.' : 'Locate the relevant section in your notes and reread it actively.',
    young ? 'Write one sentence that answers the question, then add a reason or example.' : 'Draft a thesis sentence, then support it with two pieces of evidence.',
    young ? 'Read your answer again and fix anything that is not clear.' : 'Reread your answer against the question and revise for clarity.',
  ];
}

/** A guide to the problem, never an invented answer. */
export function studyGuide(statement: string, grade: GradeLevel): StudyGuide {
  const isMath = /\d/.test(statement) && !EXPLAIN_WORDS.test(statement);
  const words = keyWords(statement, !isMath);
  const topic = words.slice(0, 2).join(' and ') || 'this topic';
  return {
    restatedQuestion: statement.replace(/\s+/g, ' ').trim(),
    keyWords: words,
    approachSteps: isMath ? mathApproach(statement, grade) : writtenApproach(grade),
    whereToLook: [
      `Your class notes or textbook section about ${topic}.`,
      isMath ? 'A worked example in the same chapter that uses the same kind of problem.' : `The glossary or index of your textbook under "${words[0] ?? 'the main term'}".`,
      'Ask your teacher which lesson this question comes from if you are not sure.',
    ],
  };
}
