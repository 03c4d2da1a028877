import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

export function ShortcutCard({ to, icon: Icon, title, text }: { to: string; icon: SvgIconComponent; title: string; text: string }) {
  return (
    <Card>
      <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', p: 3 }}>
          <Icon color="primary" sx={{ fontSize: 36 }} aria-hidden />
          <Box sx={{ flex: 1 }}>
            <Typography variant="h6" component="h2">
              {title}
            </Typography>
            <Typography color="text.secondary" variant="body2">
              {text}
            </Typography>
          </Box>
          <ArrowForwardIcon color="action" aria-hidden />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
