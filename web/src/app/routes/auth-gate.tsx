import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenSpinner } from '../../components/full-screen-spinner';
import { paths } from '../../config/paths';
import { useUser } from '../../lib/auth';
import { LandingRoute } from '../../features/landing/routes/landing';
import { AppLayout } from '../layout/app-layout';

/** Nothing renders until we know who is signed in (spec §2: a full-screen spinner meanwhile). */
export function AuthGate() {
  const { isPending, error, refetch, isFetching } = useUser();
  if (isPending) return <FullScreenSpinner label="Loading StudyHall" />;
  if (error) {
    return (
      <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
        <Alert
          severity="error"
          sx={{ maxWidth: 520 }}
          action={
            <Button color="inherit" size="small" onClick={() => refetch()} disabled={isFetching}>
              Try again
            </Button>
          }
        >
          StudyHall could not be reached ({error.message}).
        </Alert>
      </Box>
    );
  }
  return <Outlet />;
}

/**
 * The signed-in screens inside the app chrome. Signed out, '/' is the landing page (spec §2) and every
 * other signed-in screen sends the visitor there.
 */
export function SignedInArea() {
  const { data: user } = useUser();
  const { pathname } = useLocation();
  if (user) return <AppLayout user={user} />;
  if (pathname === paths.home.getHref()) return <LandingRoute />;
  return <Navigate to={paths.home.getHref()} replace />;
}

/** The sign-in page is for visitors; a signed-in user goes to the dashboard. */
export function SignedOutOnly() {
  const { data: user } = useUser();
  return user ? <Navigate to={paths.home.getHref()} replace /> : <Outlet />;
}
