import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { HowItWorksBox } from './how-it-works-box';
import { NavList } from './nav-list';

/** Below the large breakpoint the sidebar is hidden; the header's menu button opens this instead. */
export function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer open={open} onClose={onClose} sx={{ display: { lg: 'none' } }}>
      <Box component="nav" aria-label="Menu" sx={{ width: 280, p: 2, display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Typography variant="h6" color="primary" sx={{ px: 1 }}>
          StudyHall
        </Typography>
        <NavList onNavigate={onClose} />
        <HowItWorksBox />
      </Box>
    </Drawer>
  );
}
