import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AnswerResult } from '@studyhall/api-contracts/quiz-sessions';

/** Correct! or Incorrect, then the solution: explanation, steps and an optional image. */
export function AnswerResultPanel({ result }: { result: AnswerResult }) {
  const { explanation, steps, imageUrl } = result.solution;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="answer-result">
      <Alert severity={result.isCorrect ? 'success' : 'error'} role="status">
        <AlertTitle sx={{ mb: 0 }}>{result.isCorrect ? 'Correct!' : 'Incorrect'}</AlertTitle>
      </Alert>
      <Box sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Step-by-Step Solution
        </Typography>
        {explanation && <Typography variant="body2" sx={{ mt: 0.5 }}>{explanation}</Typography>}
        {steps.length > 0 && (
          <Box component="ol" sx={{ my: 0.5, pl: 3 }}>
            {steps.map((step, index) => (
              <li key={index}>
                <Typography variant="body2">{step}</Typography>
              </li>
            ))}
          </Box>
        )}
        {imageUrl && <Box component="img" src={imageUrl} alt="Solution diagram" sx={{ maxWidth: '100%', mt: 1 }} />}
      </Box>
    </Box>
  );
}
