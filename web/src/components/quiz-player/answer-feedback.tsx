import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { correctIndexOf, isCorrectChoice, optionLetter, type PlayableQuestion } from './quiz-run';

/** Correct! or Incorrect (with the right answer), then the Step-by-Step Solution and explanation. */
export function AnswerFeedback({ question, selected }: { question: PlayableQuestion; selected: number }) {
  const correct = isCorrectChoice(question, selected);
  const correctIndex = correctIndexOf(question);
  const steps = (question.solutionSteps ?? []).filter((step) => step.trim());
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 1.5 }} data-testid="answer-feedback">
      <Alert severity={correct ? 'success' : 'error'} role="status">
        <AlertTitle sx={{ mb: correct ? 0 : undefined }}>{correct ? 'Correct!' : 'Incorrect'}</AlertTitle>
        {!correct && correctIndex >= 0 && (
          <>
            The correct answer is {optionLetter(correctIndex)}: {question.options[correctIndex]}
          </>
        )}
      </Alert>
      {steps.length > 0 && (
        <Box sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            Step-by-Step Solution
          </Typography>
          <Box component="ol" sx={{ my: 0.5, pl: 3 }}>
            {steps.map((step, index) => (
              <li key={index}>
                <Typography variant="body2">{step}</Typography>
              </li>
            ))}
          </Box>
        </Box>
      )}
      {question.explanation?.trim() && (
        <Typography variant="body2" color="text.secondary">
          <strong>Explanation:</strong> {question.explanation}
        </Typography>
      )}
    </Box>
  );
}
