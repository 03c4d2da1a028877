import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { QuizRow } from '../../../components/quiz-row';
import type { CustomQuiz } from '@studyhall/api-contracts/lessons';
import type { QuizResult } from '../lib/custom-quiz-state';

/** Select a Quiz to Start: the generated quizzes, each with its questions, theme and last score. */
export function QuizSelection({
  quizzes,
  results,
  fallbackTheme,
  onStart,
  onStartOver,
}: {
  quizzes: CustomQuiz[];
  results: Record<string, QuizResult>;
  fallbackTheme: string;
  onStart: (index: number) => void;
  onStartOver: () => void;
}) {
  const questionCount = quizzes[0]?.questions.length ?? 10;
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2">
          Select a Quiz to Start
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {quizzes.length} {quizzes.length === 1 ? 'quiz' : 'quizzes'} ready with {questionCount} questions each
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {quizzes.map((quiz, index) => {
            const result = results[quiz.quizId];
            return (
              <QuizRow
                key={quiz.quizId}
                quizNumber={quiz.quizNumber}
                details={`${quiz.questions.length} questions · ${quiz.wordProblemTheme ?? fallbackTheme}`}
                score={result && `Final Score: ${result.score}/${result.total}`}
                startLabel={result ? 'Retake Quiz' : 'Start Quiz'}
                onStart={() => onStart(index)}
              />
            );
          })}
        </Box>
        <Button sx={{ mt: 2 }} variant="outlined" onClick={onStartOver}>
          Upload Another File
        </Button>
      </CardContent>
    </Card>
  );
}
