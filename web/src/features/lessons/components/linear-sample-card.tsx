import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { linearSample } from '../lib/linear-sample';

export function LinearSampleCard() {
  return (
    <Paper variant="outlined" sx={{ p: 2.5, mt: 3, bgcolor: 'action.hover' }} data-testid="linear-sample">
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {linearSample.heading}
      </Typography>
      <Typography sx={{ mb: 1.5 }}>{linearSample.intro}</Typography>
      <Typography sx={{ fontWeight: 600 }}>{linearSample.problem}</Typography>
      <Box component="ol" sx={{ my: 1, pl: 3 }}>
        {linearSample.steps.map((step) => (
          <li key={step}>
            <Typography>{step}</Typography>
          </li>
        ))}
      </Box>
      <Typography sx={{ fontWeight: 600 }}>{linearSample.answer}</Typography>
    </Paper>
  );
}
