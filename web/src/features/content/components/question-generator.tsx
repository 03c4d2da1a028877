import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { useGenerateQuestions } from '../api/content';
import type { DifficultyLevel } from '../lib/difficulty';
import { questionCountOf } from '../lib/form-numbers';
import { generateQuestionsErrorToast } from '../lib/generate-error';

/** The AI question generator box: enabled once a lesson is created (spec §2, §4). */
export function QuestionGenerator({ lessonId, difficulty }: { lessonId: string | null; difficulty: DifficultyLevel }) {
  const [count, setCount] = useState('5');
  const generate = useGenerateQuestions();

  function run() {
    if (!lessonId) {
      return void toast({ title: 'No Lesson Created', description: 'Please create a lesson first before generating questions.', variant: 'destructive' });
    }
    generate.mutate(
      { lessonId, count: questionCountOf(count), difficulty },
      {
        onSuccess: ({ questions }) =>
          toast({ title: 'Success', description: `Generated ${questions.length} sports-themed questions successfully.` }),
        onError: (error) => toast({ ...generateQuestionsErrorToast(error), variant: 'destructive' }),
      },
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: 2.5, bgcolor: 'action.hover' }} component="section" aria-label="AI Question Generator">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <AutoAwesomeIcon color="primary" aria-hidden />
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          AI Question Generator
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {lessonId
          ? 'Generate sports-themed quiz questions for the lesson you just published.'
          : 'Generate sports-themed quiz questions for this lesson. Publish the lesson first.'}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          label="Number of Questions"
          type="number"
          size="small"
          value={count}
          onChange={(e) => setCount(e.target.value)}
          slotProps={{ htmlInput: { min: 1, max: 20 } }}
          sx={{ width: 180 }}
        />
        <Button
          variant="contained"
          onClick={run}
          disabled={!lessonId || generate.isPending}
          startIcon={generate.isPending ? <CircularProgress size={18} color="inherit" /> : <AutoAwesomeIcon />}
        >
          {generate.isPending ? 'Generating...' : 'Generate Questions'}
        </Button>
      </Box>
    </Paper>
  );
}
