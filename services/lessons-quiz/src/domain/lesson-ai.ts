// What lessons-quiz asks of ai-assistant: the shared typed client's operations it uses. Each call
// acts for one user (their AI quota is charged) and fails with the platform's errors (429, 422, 502, 504).
import type { AiClient } from '@studyhall/ai-contracts';

export type LessonAi = Pick<AiClient, 'extractDocument' | 'lessonSummary' | 'quizSets' | 'lessonQuestions' | 'nextQuestion' | 'retryQuestion'>;
