import MenuIcon from '@mui/icons-material/Menu';
import SchoolIcon from '@mui/icons-material/School';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import type { User } from '../../lib/auth';
import { headerLinks, isActive } from './nav-items';
import { NotificationsButton } from './notifications-button';
import { UserMenu } from './user-menu';

export function AppHeader({ user, onOpenMenu }: { user: User; onOpenMenu: () => void }) {
  const { pathname } = useLocation();
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 } }}>
        <IconButton
          edge="start"
          aria-label="Open menu"
          onClick={onOpenMenu}
          sx={{ display: { xs: 'inline-flex', lg: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Box
          component={Link}
          to={paths.home.getHref()}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main', textDecoration: 'none', mr: 1 }}
        >
          <SchoolIcon aria-hidden />
          <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
            StudyHall
          </Typography>
        </Box>
        <HeaderLinks pathname={pathname} sx={{ display: { xs: 'none', sm: 'flex' } }} />
        <Box sx={{ flex: 1 }} />
        <NotificationsButton />
        <UserMenu user={user} />
      </Toolbar>
      {/* On a phone the links get a row of their own under the product name. */}
      <Toolbar variant="dense" sx={{ display: { xs: 'flex', sm: 'none' }, minHeight: 40, borderTop: 1, borderColor: 'divider' }}>
        <HeaderLinks pathname={pathname} sx={{ display: 'flex' }} />
      </Toolbar>
    </AppBar>
  );
}

function HeaderLinks({ pathname, sx }: { pathname: string; sx: SxProps<Theme> }) {
  return (
    <Box component="nav" aria-label="Header" sx={[{ gap: 0.5 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {headerLinks.map(({ label, href }) => {
        const active = isActive(href, pathname);
        return (
          <Button
            key={label}
            component={Link}
            to={href}
            color={active ? 'primary' : 'inherit'}
            aria-current={active ? 'page' : undefined}
          >
            {label}
          </Button>
        );
      })}
    </Box>
  );
}
