import type { KeyTerm } from '@studyhall/ai-contracts';
import type { LessonAnalysis } from '../lesson-analysis.js';
import { contentWords } from '../text/sentences.js';
import type { ChatIntent } from './intent.js';
import { acronymSentence, definitionHook } from './mnemonic.js';

/** Lesson sentences sharing the most content words with the question, best first. */
export function relevantSentences(analysis: LessonAnalysis, question: string, count = 2): string[] {
  const asked = new Set(contentWords(question));
  return analysis.sentences
    .map((sentence, index) => ({ sentence, index, overlap: new Set(contentWords(sentence).filter((w) => asked.has(w))).size }))
    .filter((s) => s.overlap > 0)
    .sort((a, b) => b.overlap - a.overlap || a.index - b.index)
    .slice(0, count)
    .map((s) => s.sentence);
}

function memorizeTerms(terms: readonly KeyTerm[]): string {
  const lines = ['Here is a way to memorize the key terms from your lesson:'];
  const mnemonic = acronymSentence(terms);
  if (mnemonic) {
    lines.push('', `1. **Acronym sentence:** "${mnemonic.sentence}" Its first letters, ${mnemonic.letters.split('').join('-')}, stand for ${mnemonic.terms.map((t) => t.term).join(', ')} (in the order of your lesson). Say it out loud a few times, then try to name every term from each letter.`);
  }
  const pictures = terms.slice(0, 4).map((t) => `   - **${t.term}** → ${definitionHook(t)}`);
  lines.push('', '2. **Link each term to a picture.** Read the meaning, close your eyes and imagine a vivid, even silly, scene that shows it next to the word. Odd pictures are easier to recall:', ...pictures);
  const cards = terms.slice(0, 3).map((t) => `   - Front: "Which term means: ${definitionHook(t)}?" Back: ${t.term}`);
  lines.push('', '3. **Quiz yourself with flashcards** that ask for the term from its meaning:', ...cards);
  lines.push('', '4. **Space it out:** review the cards today, tomorrow, in 3 days and in a week. Put the ones you miss back at the front of the pile.');
  return lines.join('\n');
}

function quizMe(terms: readonly KeyTerm[]): string {
  const questions = terms.slice(0, 3).map((t, i) => `${i + 1}. What does "${t.term}" mean, in your own words?`);
  return ['Try these from memory first, then check your lesson:', ...questions].join('\n');
}

/** The part of the answer that comes from the student's own lesson; null when nothing fits. */
export function lessonPart(analysis: LessonAnalysis, intent: ChatIntent, question: string): string | null {
  const terms = analysis.keyTerms;
  if (intent.lessonRequest === 'mnemonic' && terms.length >= 2) return memorizeTerms(terms);
  if (intent.lessonRequest === 'summary' && analysis.keyIdeas.length > 0) {
    return ['The main ideas of your lesson:', ...analysis.keyIdeas.map((idea) => `- ${idea}`)].join('\n');
  }
  if (intent.lessonRequest === 'quiz-me' && terms.length > 0) return quizMe(terms);
  const asked = intent.askedTerm?.toLowerCase();
  const term = asked ? terms.find((t) => asked.includes(t.term.toLowerCase()) || t.term.toLowerCase().includes(asked)) : undefined;
  if (term) {
    return `Your lesson defines it like this: "${term.definition}"\n\nTo check you really understand it, explain ${term.term} in your own words to an imaginary younger student, with one example. Where you get stuck is what to reread.`;
  }
  const quotes = relevantSentences(analysis, question);
  return quotes.length > 0 ? ['From your lesson:', ...quotes.map((q) => `> ${q}`)].join('\n') : null;
}
