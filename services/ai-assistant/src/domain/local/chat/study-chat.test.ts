import { StudyChatRequestSchema, type ChatMessage } from '@studyhall/ai-contracts';
import { describe, expect, it } from 'vitest';
import { PHOTOSYNTHESIS } from '../__fixtures__/lessons.js';
import { answerStudyChat } from './study-chat.js';

const ask = (content: string, lessonContext?: string, history: ChatMessage[] = []) =>
  answerStudyChat(StudyChatRequestSchema.parse({ messages: [...history, { role: 'user', content }], lessonContext })).response;

describe('local study chat', () => {
  it('answers the spec hint with a mnemonic built from the lesson terms', () => {
    const answer = ask('Tell me a way to memorize these terms easier', PHOTOSYNTHESIS);
    expect(answer).toMatch(/Acronym sentence/);
    expect(answer).toContain('Photosynthesis');
    expect(answer).toContain('Chlorophyll');
    expect(answer).toMatch(/flashcards/i);
    expect(answer).toMatch(/P-C-/);
  });

  it('gives real memorization advice without a lesson', () => {
    const answer = ask('Tell me a way to memorize these terms easier');
    expect(answer).toMatch(/\*\*Memorizing\*\*/);
    expect(answer).toMatch(/from memory/);
  });

  it.each([
    ['How do I stop cramming the night before?', 'Spaced practice'],
    ['I get so nervous and my mind goes blank on the test', 'Test anxiety'],
    ['What is the Feynman technique?', 'The Feynman technique'],
    ['How should I take notes in a lecture?', 'Note-taking'],
    ['I keep getting distracted by my phone', 'Time management and focus'],
    ['Should I mix different types of problems when I practice?', 'Interleaving'],
    ['Is an all-nighter a good idea?', 'Sleep and breaks'],
    ['Can you give me a mnemonic for the planets?', 'Mnemonics'],
    ['How can I study better?', 'Studying effectively'],
    ['How many hours should I study per day?', 'How long to study'],
    ['Give me tips for group study with friends', 'Studying with others'],
    ['I keep making mistakes on algebra equations', 'Practising maths'],
  ])('matches "%s" to %s', (question, title) => {
    expect(ask(question)).toContain(`**${title}**`);
  });

  it('follows up on the same topic with a new tip', () => {
    const first = ask('How do I stop cramming?');
    const more = ask('tell me more', undefined, [
      { role: 'user', content: 'How do I stop cramming?' },
      { role: 'assistant', content: first },
    ]);
    expect(more).toContain('**Spaced practice**');
    const firstTips = first.split('\n').filter((l) => l.startsWith('- '));
    const newTips = more.split('\n').filter((l) => l.startsWith('- '));
    expect(newTips.length).toBeGreaterThan(0);
    for (const tip of newTips) expect(firstTips).not.toContain(tip);
  });

  it('quotes statements from the lesson, not its headings', () => {
    const answer = ask('how do i understand photosynthesis better', PHOTOSYNTHESIS);
    expect(answer).toContain('> Photosynthesis is the process by which green plants');
    expect(answer).not.toContain('> Photosynthesis and Cell Energy');
  });

  it('quotes the lesson when asked about its content', () => {
    expect(ask('What is chlorophyll?', PHOTOSYNTHESIS)).toContain('Chlorophyll is a green pigment that absorbs light energy');
    expect(ask('Where does cellular respiration happen?', PHOTOSYNTHESIS)).toContain('mitochondria');
    expect(ask('Can you summarize the main ideas?', PHOTOSYNTHESIS)).toContain('The main ideas of your lesson');
  });

  it('never replies with nothing, even to small talk or nonsense', () => {
    for (const message of ['hi', 'thanks!', 'asdfgh', '???', 'ok']) expect(ask(message).trim().length).toBeGreaterThan(20);
  });

  it('is deterministic', () => {
    expect(ask('Tell me a way to memorize these terms easier', PHOTOSYNTHESIS)).toBe(ask('Tell me a way to memorize these terms easier', PHOTOSYNTHESIS));
  });
});

describe('study chat request limits', () => {
  const parse = (body: unknown) => StudyChatRequestSchema.safeParse(body).success;
  it('rejects blank messages, more than 50 messages and more than 20,000 characters', () => {
    expect(parse({ messages: [{ role: 'user', content: '   ' }] })).toBe(false);
    expect(parse({ messages: [] })).toBe(false);
    const many = Array.from({ length: 51 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: 'hello' }));
    expect(parse({ messages: many })).toBe(false);
    expect(parse({ messages: [{ role: 'user', content: 'x'.repeat(20_001) }] })).toBe(false);
    expect(parse({ messages: [{ role: 'user', content: 'x'.repeat(20_000) }] })).toBe(true);
  });
});
