import Box from '@mui/material/Box';
import { HowItWorksBox } from './how-it-works-box';
import { NavList } from './nav-list';

export const SIDEBAR_WIDTH = 272;

/** Left sidebar, large screens only (spec §2); smaller screens reach the same links from the menu button. */
export function AppSidebar() {
  return (
    <Box
      component="nav"
      aria-label="Sidebar"
      sx={{
        display: { xs: 'none', lg: 'flex' },
        flexDirection: 'column',
        gap: 3,
        width: SIDEBAR_WIDTH,
        flexShrink: 0,
        p: 2,
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        position: 'sticky',
        top: 64,
        height: 'calc(100vh - 64px)',
        overflowY: 'auto',
      }}
    >
      <NavList />
      <HowItWorksBox />
    </Box>
  );
}
