import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { QuizPlayer } from '../../../components/quiz-player/quiz-player';
import type { CustomQuiz } from '@studyhall/api-contracts/lessons';

/** Taking one multi-lesson quiz: "lessonTitle - Quiz n - Question i/total". */
export function HistoryQuiz({
  lessonTitle,
  quiz,
  onFinish,
  onLeave,
}: {
  lessonTitle: string;
  quiz: CustomQuiz;
  onFinish: (score: number, total: number) => void;
  onLeave: () => void;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <QuizPlayer key={quiz.quizId} heading={`${lessonTitle} - Quiz ${quiz.quizNumber}`} questions={quiz.questions} onFinish={onFinish} />
      <Box>
        <Button onClick={onLeave}>Back to Quizzes</Button>
      </Box>
    </Box>
  );
}
