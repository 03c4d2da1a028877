import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import StarIcon from '@mui/icons-material/Star';
import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { User } from '../../../lib/auth';

// Spec §1 keeps score, streak and rank in the data model without a screen; students expect to see
// them, so the dashboard shows the three numbers the user endpoint already sends.
export function StudentStats({ user }: { user: User }) {
  return (
    <Box component="dl" aria-label="Your progress" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr 1fr' }, m: 0, mb: 3 }}>
      <Stat icon={StarIcon} label="Total Score" value={String(user.totalScore)} />
      <Stat icon={LocalFireDepartmentIcon} label="Day Streak" value={String(user.streak)} />
      <Stat icon={MilitaryTechIcon} label="Global Rank" value={user.globalRank > 0 ? `#${user.globalRank}` : '—'} />
    </Box>
  );
}

function Stat({ icon: Icon, label, value }: { icon: SvgIconComponent; label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Icon color="secondary" sx={{ display: { xs: 'none', sm: 'block' }, fontSize: 32 }} aria-hidden />
      <Box>
        <Typography component="dt" variant="caption" color="text.secondary">
          {label}
        </Typography>
        <Typography component="dd" variant="h6" sx={{ m: 0, lineHeight: 1.2 }}>
          {value}
        </Typography>
      </Box>
    </Paper>
  );
}
