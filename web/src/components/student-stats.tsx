import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import StarIcon from '@mui/icons-material/Star';
import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useUser } from '../lib/auth';

// Spec §1 keeps score, streak and rank in the data model without a screen; students expect to see
// them (issue 14). auth updates them from completed quizzes, so they arrive shortly after Finish Quiz.

/** "Your progress": total score, day streak and global rank of the signed-in student. */
export function StudentStats() {
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <Box component="section" aria-label="Your progress" sx={{ mb: 4 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        Your progress
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(3, 1fr)', m: 0 }}>
        <Stat icon={StarIcon} label="Total Score" value={String(user.totalScore)} />
        <Stat icon={LocalFireDepartmentIcon} label="Day Streak" value={String(user.streak)} />
        <Stat icon={MilitaryTechIcon} label="Global Rank" value={rankText(user.globalRank)} />
      </Box>
    </Box>
  );
}

/** Rank 0 means "no quiz finished yet", shown as a dash rather than a misleading #0. */
export function rankText(globalRank: number): string {
  return globalRank > 0 ? `#${globalRank}` : '—';
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
