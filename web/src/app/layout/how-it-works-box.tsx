import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

const steps = [
  'Upload a PDF or photo of your study material.',
  'AI writes a lesson summary and sports-themed practice quizzes.',
  'Save lessons, take quizzes and review them in your study history.',
];

export function HowItWorksBox() {
  return (
    <Paper variant="outlined" sx={{ p: 2, bgcolor: (t) => alpha(t.palette.primary.main, 0.05), borderColor: 'primary.light' }}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        How it works
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
        {steps.map((step) => (
          <Typography key={step} component="li" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {step}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
}
