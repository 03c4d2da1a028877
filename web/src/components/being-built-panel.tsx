import ConstructionIcon from '@mui/icons-material/Construction';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * Says plainly that a screen or section is not built yet and what it will do. Each one is replaced
 * by its feature's own issue; nothing here pretends to work.
 */
export function BeingBuiltPanel({
  feature,
  willLetYou,
  scope = 'this screen',
  upcoming,
  children,
}: {
  feature: string;
  willLetYou: string;
  scope?: string;
  upcoming?: string[];
  children?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderStyle: 'dashed' }} data-testid="being-built">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <ConstructionIcon color="secondary" aria-hidden />
        <Chip label="Being built" size="small" color="secondary" variant="outlined" />
      </Box>
      <Typography variant="h6" component="p" sx={{ fontSize: { xs: 17, sm: 20 } }}>
        {feature} is being built — {scope} will let you {willLetYou}
      </Typography>
      {upcoming && upcoming.length > 0 && (
        <Box component="ul" sx={{ mt: 1.5, mb: 0, pl: 3, color: 'text.secondary' }}>
          {upcoming.map((item) => (
            <li key={item}>
              <Typography variant="body2">{item}</Typography>
            </li>
          ))}
        </Box>
      )}
      {children && <Box sx={{ mt: 2.5, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>{children}</Box>}
    </Paper>
  );
}
