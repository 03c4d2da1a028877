// AiProvider over the OpenAI chat-completions API (or any compatible server). Every answer is a JSON
// schema built from the shared contracts and validated by zod; wrap with withQuestionChecks (domain)
// so generated questions are checked like the local provider's.
import {
  HomeworkSolutionSchema,
  LessonSummarySchema,
  MultipleChoiceQuestionSchema,
  NextQuestionResponseSchema,
  RetryQuestionResponseSchema,
  toDifficultyInt,
  type MultipleChoiceQuestion,
} from '@studyhall/ai-contracts';
import { z } from 'zod';
import type { AiProvider } from '../../domain/ai-provider.js';
import { renderSummary } from '../../domain/render-summary.js';
import * as prompts from './prompts.js';
import { modelSchema } from './strict-json-schema.js';
import type { ChatCaller } from './structured-chat.js';

const SUMMARY = modelSchema('lesson_summary', LessonSummarySchema.pick({
  title: true, keyIdeas: true, keyTerms: true, workedExample: true,
}));
const QUESTIONS = modelSchema('quiz_questions', z.object({ questions: z.array(MultipleChoiceQuestionSchema) }));
const NEXT = modelSchema('next_question', NextQuestionResponseSchema);
const RETRY = modelSchema('retry_question', RetryQuestionResponseSchema);
const HOMEWORK = modelSchema('homework_solution', HomeworkSolutionSchema.omit({ gradeLevel: true }));

export function createOpenAiProvider(chat: ChatCaller, models: { chatModel: string }): AiProvider {
  const model = models.chatModel;

  async function questions(input: Parameters<typeof prompts.questionsPrompt>[0]): Promise<MultipleChoiceQuestion[]> {
    const answer = await chat.structured({ task: 'questions', model, schema: QUESTIONS, messages: prompts.questionsPrompt(input) });
    return answer.questions.slice(0, input.count);
  }

  return {
    name: 'openai',
    async summarizeLesson({ text, theme, fileName }) {
      const parts = await chat.structured({ task: 'summary', model, schema: SUMMARY, messages: prompts.summaryPrompt(text, theme, fileName) });
      return renderSummary(parts, theme);
    },
    async generateQuizSets(request) {
      const quizzes = await Promise.all(Array.from({ length: request.quizCount }, async (_, i) => ({
        quizNumber: i + 1,
        questions: await questions({
          lessonText: request.lessonText, lessonTitle: `${request.lessonTitle} (quiz ${i + 1} of ${request.quizCount})`,
          count: request.questionsPerQuiz, difficulty: 'progressive', theme: request.theme, avoid: [],
        }),
      })));
      return { quizzes, report: report(request.quizCount * request.questionsPerQuiz, quizzes.flatMap((q) => q.questions)) };
    },
    async generateLessonQuestions(request) {
      const difficulty = toDifficultyInt(request.difficulty);
      const found = await questions({ ...request, difficulty, avoid: request.avoidQuestionTexts });
      const labelled = found.map((q) => ({ ...q, difficultyLevelInt: difficulty }));
      return { questions: labelled, report: report(request.count, labelled) };
    },
    async nextAdaptiveQuestion(request) {
      const input = { ...request, count: 1, avoid: request.previousQuestionTexts };
      const { question } = await chat.structured({ task: 'next-question', model, schema: NEXT, messages: prompts.questionsPrompt(input) });
      return { question: { ...question, difficultyLevelInt: request.difficulty } };
    },
    async retryQuestion({ missedQuestion, theme, lessonText }) {
      return chat.structured({ task: 'retry-question', model, schema: RETRY, messages: prompts.retryPrompt(missedQuestion, theme, lessonText) });
    },
    async solveHomework({ text, gradeLevel }) {
      const solution = await chat.structured({ task: 'homework', model, schema: HOMEWORK, messages: prompts.homeworkPrompt(text, gradeLevel) });
      return { gradeLevel, ...solution };
    },
    async studyChat({ messages, lessonContext }) {
      const response = await chat.text({
        task: 'study-chat',
        model,
        messages: [{ role: 'system', content: prompts.chatSystem(lessonContext) }, ...messages],
      });
      return { response };
    },
  };
}

function report(requested: number, delivered: unknown[]) {
  return { requested, delivered: delivered.length, dropped: 0 };
}
