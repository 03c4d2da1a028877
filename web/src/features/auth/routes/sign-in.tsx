import SchoolIcon from '@mui/icons-material/School';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';

// Where GET /api/login sends the browser in local mode. ?mode=sign-up opens the second tab.
export function SignInRoute() {
  const [params, setParams] = useSearchParams();
  const mode = params.get('mode') === 'sign-up' ? 'sign-up' : 'sign-in';
  const navigate = useNavigate();
  usePageTitle(mode === 'sign-up' ? 'Create account' : 'Sign in');
  const goHome = () => navigate(paths.home.getHref(), { replace: true });

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 460, p: { xs: 3, sm: 4 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main', mb: 1 }}>
          <SchoolIcon aria-hidden />
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            StudyHall
          </Typography>
        </Box>
        <Typography variant="h4" component="h1" sx={{ fontSize: 26, mb: 2 }}>
          {mode === 'sign-up' ? 'Create your account' : 'Welcome back'}
        </Typography>
        <Tabs
          value={mode}
          onChange={(_, value: string) => setParams(value === 'sign-up' ? { mode: 'sign-up' } : {}, { replace: true })}
          variant="fullWidth"
          sx={{ mb: 3 }}
        >
          <Tab label="Sign in" value="sign-in" />
          <Tab label="Create account" value="sign-up" />
        </Tabs>
        {mode === 'sign-up' ? <SignUpForm key="up" onSignedUp={goHome} /> : <SignInForm key="in" onSignedIn={goHome} />}
      </Paper>
    </Box>
  );
}
