import QuizIcon from '@mui/icons-material/QuizOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
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
          <Box
            key={quiz.quizId}
            component="article"
            aria-label={`Quiz ${quiz.quizNumber}`}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <QuizIcon color="primary" aria-hidden />
            <Box sx={{ flex: 1, minWidth: 140 }}>
              <Typography sx={{ fontWeight: 600 }}>Quiz {quiz.quizNumber}</Typography>
              <Typography variant="body2" color="text.secondary">
                {quiz.questions.length} questions{quiz.wordProblemTheme ? ` · ${quiz.wordProblemTheme}` : ''}
              </Typography>
            </Box>
            {scores[quiz.quizId] && <Chip color="success" variant="outlined" label={scores[quiz.quizId]} />}
            <Button variant="contained" onClick={() => onStart(index)}>
              Start Quiz
            </Button>
          </Box>
        ))}
      </Box>
      <Button variant="outlined" sx={{ mt: 2 }} onClick={onReset}>
        Generate New Quizzes
      </Button>
    </Paper>
  );
}
