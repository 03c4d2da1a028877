import QuizIcon from '@mui/icons-material/QuizOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

/** One generated quiz in a list: its number, a line about it, its last score, and a button to start it. */
export function QuizRow({ quizNumber, details, score, startLabel = 'Start Quiz', onStart }: {
  quizNumber: number;
  details: string;
  score?: string | undefined;
  startLabel?: string;
  onStart: () => void;
}) {
  return (
    <Box
      component="article"
      aria-label={`Quiz ${quizNumber}`}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <QuizIcon color="primary" aria-hidden />
      <Box sx={{ flex: 1, minWidth: 150 }}>
        <Typography sx={{ fontWeight: 600 }}>Quiz {quizNumber}</Typography>
        <Typography variant="body2" color="text.secondary">
          {details}
        </Typography>
      </Box>
      {score && <Chip color="success" variant="outlined" label={score} />}
      <Button variant="contained" onClick={onStart}>
        {startLabel}
      </Button>
    </Box>
  );
}
