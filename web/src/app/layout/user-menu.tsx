import LogoutIcon from '@mui/icons-material/Logout';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessageOf } from '../../lib/api-client';
import { useSignOut, type User } from '../../lib/auth';
import { toast } from '../../lib/toast';
import { displayNameOf, initialsOf } from '../../lib/user-names';
import { paths } from '../../config/paths';

/** The avatar with the user's initials; its menu holds the sign-out action. */
export function UserMenu({ user }: { user: User }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const signOut = useSignOut();

  function onSignOut() {
    setAnchor(null);
    signOut.mutate(undefined, {
      onSuccess: () => navigate(paths.home.getHref(), { replace: true }),
      onError: (error) =>
        toast({ title: 'Error', description: errorMessageOf(error, 'Failed to sign out'), variant: 'destructive' }),
    });
  }

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        sx={{ p: 0.5 }}
      >
        <Avatar
          src={user.profileImageUrl ?? undefined}
          alt=""
          sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: 15, fontWeight: 600 }}
        >
          {initialsOf(user)}
        </Avatar>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {displayNameOf(user)}
          </Typography>
          {user.email && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {user.email}
            </Typography>
          )}
        </Box>
        <Divider />
        <MenuItem onClick={onSignOut} disabled={signOut.isPending}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Sign out
        </MenuItem>
      </Menu>
    </>
  );
}
