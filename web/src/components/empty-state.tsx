import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** "Nothing here yet": an icon, the spec's sentence, an optional hint and an action. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  action,
}: {
  icon?: SvgIconComponent;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} data-testid="empty-state">
      {Icon && <Icon color="disabled" sx={{ fontSize: 48, mb: 1 }} aria-hidden />}
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      {text && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {text}
        </Typography>
      )}
      {action && <Box sx={{ mt: 2.5 }}>{action}</Box>}
    </Paper>
  );
}
