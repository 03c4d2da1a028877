import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router';

/** Shown when a screen crashes while rendering, instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Box sx={{ maxWidth: 480, textAlign: 'center' }}>
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
          Something went wrong
        </Typography>
        <Alert severity="error" sx={{ mb: 3, textAlign: 'left' }}>
          This screen ran into a problem. Reloading the page usually helps.
        </Alert>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Box>
    </Box>
  );
}
