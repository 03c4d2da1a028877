import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/page-title';

export function NotFoundRoute() {
  usePageTitle('Page Not Found');
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}>
      <Box>
        <Typography variant="overline" color="text.secondary">
          404
        </Typography>
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          Page Not Found
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          There is no page at this address. It may have moved, or the link may be mistyped.
        </Typography>
        <Button component={Link} to={paths.home.getHref()} variant="contained">
          Go to StudyHall
        </Button>
      </Box>
    </Box>
  );
}
