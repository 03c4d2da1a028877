import Box from '@mui/material/Box';
import { useState } from 'react';
import { Outlet } from 'react-router';
import type { User } from '../../lib/auth';
import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';
import { MenuDrawer } from './menu-drawer';
import { StudyAssistantSlot } from './study-assistant-slot';

/** The chrome around every signed-in screen: header, sidebar (large screens), study assistant button. */
export function AppLayout({ user }: { user: User }) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppHeader user={user} onOpenMenu={() => setMenuOpen(true)} />
      <MenuDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />
      <Box sx={{ display: 'flex' }}>
        <AppSidebar />
        <Box component="main" sx={{ flex: 1, minWidth: 0, px: { xs: 2, sm: 3, md: 4 }, py: { xs: 3, md: 4 }, pb: 12 }}>
          <Outlet />
        </Box>
      </Box>
      <StudyAssistantSlot />
    </Box>
  );
}
