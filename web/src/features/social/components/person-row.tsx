import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Person } from '../api/social-api';

/** One student: username (or e-mail when none) above the e-mail, and the row's actions. */
export function PersonRow({ person, children }: { person: Person; children?: ReactNode }) {
  const name = person.username || person.email;
  return (
    <Box
      component="li"
      data-person-id={person.id}
      sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 1.5, borderRadius: 2, border: 1, borderColor: 'divider', listStyle: 'none' }}
    >
      <Avatar sx={{ bgcolor: 'primary.main' }}>{(name[0] ?? '?').toUpperCase()}</Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography noWrap sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {person.email}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexShrink: 0 }}>{children}</Box>
    </Box>
  );
}

/** The spec's 400px scroll area around a list of rows. */
export function ScrollList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ height: 400, overflowY: 'auto', pr: 1 }}>
      <Box component="ul" aria-label={label} sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
        {children}
      </Box>
    </Box>
  );
}

export function EmptyText({ children }: { children: ReactNode }) {
  return (
    <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
      {children}
    </Typography>
  );
}
