import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

// The spec shows the button but not what it does; until notifications are specified, it says so.
export function NotificationsButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title="Notifications">
        <IconButton color="inherit" aria-label="Notifications" onClick={(event) => setAnchor(event.currentTarget)}>
          <NotificationsIcon />
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Typography sx={{ p: 2, maxWidth: 280 }} variant="body2">
          You have no notifications yet.
        </Typography>
      </Popover>
    </>
  );
}
