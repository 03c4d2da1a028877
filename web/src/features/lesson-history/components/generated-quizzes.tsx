import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { QuizRow } from '../../../components/quiz-row';
import type { MultiLessonQuizResponse } from '@studyhall/api-contracts/lessons';
import { generatedBanner } from '../lib/history-lists';

/** The success banner and the generated quizzes, each startable; Generate New Quizzes resets. */
export function GeneratedQuizzes({
  generated,
  lessonCount,
  scores,
  onStart,
  onReset,
}: {
  generated: MultiLessonQuizResponse;
  lessonCount: number;
  scores: Record<string, string>;
  onStart: (index: number) => void;
  onReset: () => void;
}) {
  const questionsEach = generated.quizzes[0]?.questions.length ?? 10;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Alert severity="success" sx={{ mb: 2 }}>
        {generatedBanner(generated.quizzes.length, questionsEach, lessonCount)}
      </Alert>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {generated.lessonTitle}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {generated.quizzes.map((quiz, index) => (
          <QuizRow
            key={quiz.quizId}
            quizNumber={quiz.quizNumber}
            details={`${quiz.questions.length} questions${quiz.wordProblemTheme ? ` · ${quiz.wordProblemTheme}` : ''}`}
            score={scores[quiz.quizId]}
            onStart={() => onStart(index)}
          />
        ))}
      </Box>
      <Button variant="outlined" sx={{ mt: 2 }} onClick={onReset}>
        Generate New Quizzes
      </Button>
    </Paper>
  );
}
