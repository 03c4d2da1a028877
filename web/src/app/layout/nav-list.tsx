import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link, useLocation } from 'react-router';
import { isActive, sidebarItems } from './nav-items';

/** The main navigation; used by the sidebar and by the menu drawer on smaller screens. */
export function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <List disablePadding>
      {sidebarItems.map(({ label, href, icon: Icon }) => {
        const active = isActive(href, pathname);
        return (
          <ListItemButton
            key={href}
            component={Link}
            to={href}
            selected={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
            sx={{ borderRadius: 2, mb: 0.5 }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              <Icon color={active ? 'primary' : 'inherit'} />
            </ListItemIcon>
            <ListItemText primary={label} />
          </ListItemButton>
        );
      })}
    </List>
  );
}
