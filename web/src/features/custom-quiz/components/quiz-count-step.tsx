import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { generateQuizzesLabel } from '../lib/custom-quiz-state';

const COUNTS = [1, 2, 3, 4, 5];

/** Step 3: Generate Quizzes — Number of Quizzes 1 to 5 and "Generate N Quiz(zes)". */
export function QuizCountStep({
  quizCount,
  pending,
  onQuizCountChange,
  onGenerate,
}: {
  quizCount: number;
  pending: boolean;
  onQuizCountChange: (count: number) => void;
  onGenerate: () => void;
}) {
  const labelId = useId();
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5 }}>
        <Typography variant="h6" component="h2">
          Step 3: Generate Quizzes
        </Typography>
        <FormControl sx={{ maxWidth: 240 }} disabled={pending}>
          <InputLabel id={labelId}>Number of Quizzes</InputLabel>
          <Select
            labelId={labelId}
            label="Number of Quizzes"
            value={quizCount}
            onChange={(event) => onQuizCountChange(Number(event.target.value))}
          >
            {COUNTS.map((n) => (
              <MenuItem key={n} value={n}>
                {n}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Box>
          <Button
            variant="contained"
            size="large"
            onClick={onGenerate}
            disabled={pending}
            startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {pending ? 'Generating Quizzes...' : generateQuizzesLabel(quizCount)}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
