import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { ThemeSelect } from '../../../components/theme-select';
import type { WordProblemTheme } from '../../../components/word-problem-themes';
import { clampQuizCount, MAX_QUIZZES, MIN_QUIZZES } from '../lib/history-lists';

/** Number of quizzes (1-5), theme and Generate Quiz from Selected Lessons. */
export function QuizBuilder({
  quizCount,
  theme,
  pending,
  onQuizCountChange,
  onThemeChange,
  onGenerate,
}: {
  quizCount: number;
  theme: WordProblemTheme;
  pending: boolean;
  onQuizCountChange: (count: number) => void;
  onThemeChange: (theme: WordProblemTheme) => void;
  onGenerate: () => void;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label="Number of Quizzes"
        type="number"
        value={quizCount}
        onChange={(event) => onQuizCountChange(clampQuizCount(event.target.value))}
        slotProps={{ htmlInput: { min: MIN_QUIZZES, max: MAX_QUIZZES } }}
        disabled={pending}
      />
      <ThemeSelect value={theme} onChange={onThemeChange} disabled={pending} />
      <Button
        variant="contained"
        size="large"
        onClick={onGenerate}
        disabled={pending}
        startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {pending ? 'Generating Quizzes...' : 'Generate Quiz from Selected Lessons'}
      </Button>
    </Box>
  );
}
