import BoltIcon from '@mui/icons-material/Bolt';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import FlagIcon from '@mui/icons-material/Flag';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import LockIcon from '@mui/icons-material/Lock';
import QuizIcon from '@mui/icons-material/Quiz';
import SchoolIcon from '@mui/icons-material/School';
import StarIcon from '@mui/icons-material/Star';
import type { SvgIconComponent } from '@mui/icons-material';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { StudentAchievement } from '@studyhall/api-contracts/auth';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/api-client';
import type { User } from '../../../lib/auth';
import { useAchievements } from '../api/achievements';
import { achievementsInOrder } from '../lib/achievement-order';

// The catalogue's icon names (auth's starter achievements); anything else shows the trophy.
const icons: Record<string, SvgIconComponent> = {
  flag: FlagIcon, school: SchoolIcon, fire: LocalFireDepartmentIcon, star: StarIcon, bolt: BoltIcon, quiz: QuizIcon, trophy: EmojiEventsIcon,
};

const grid = { display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } };
/** One row on a wide screen: what is unlocked, then what is next; the rest behind Show all. */
const SHOWN_FOLDED = 4;

/** Next to score, streak and rank: what the student has unlocked, then what is still to earn. */
export function Achievements({ user }: { user: User }) {
  const { data, isPending, error } = useAchievements(user);
  const [expanded, setExpanded] = useState(false);
  const unlocked = data?.filter((entry) => entry.unlockedAt).length ?? 0;
  const ordered = achievementsInOrder(data);
  const shown = expanded ? ordered : ordered.slice(0, Math.max(SHOWN_FOLDED, unlocked));
  return (
    <Box component="section" aria-labelledby="achievements" sx={{ mb: 4 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id="achievements" variant="h6" component="h2">
          Achievements
        </Typography>
        {data && <Chip size="small" label={`${unlocked} of ${data.length} unlocked`} />}
        {ordered.length > shown.length || expanded ? (
          <Button size="small" sx={{ ml: 'auto', whiteSpace: 'nowrap', flex: 'none' }} onClick={() => setExpanded(!expanded)} aria-expanded={expanded}>
            {expanded ? 'Show fewer' : `Show all ${ordered.length}`}
          </Button>
        ) : null}
      </Box>
      {error ? (
        <Alert severity="error">{errorMessageOf(error, 'Failed to load achievements')}</Alert>
      ) : (
        <Box component="ul" sx={{ ...grid, listStyle: 'none', p: 0, m: 0 }} aria-busy={isPending}>
          {isPending
            ? [0, 1, 2].map((n) => <Skeleton component="li" key={n} variant="rounded" height={64} />)
            : shown.map((entry) => <AchievementItem key={entry.id} achievement={entry} />)}
        </Box>
      )}
    </Box>
  );
}

function AchievementItem({ achievement }: { achievement: StudentAchievement }) {
  const Icon = icons[achievement.icon] ?? EmojiEventsIcon;
  const unlockedAt = achievement.unlockedAt ? new Date(achievement.unlockedAt) : null;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={`${achievement.name}: ${unlockedAt ? 'unlocked' : 'locked'}`}
      sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1.5, opacity: unlockedAt ? 1 : 0.6 }}
    >
      <Avatar sx={{ bgcolor: unlockedAt ? achievement.color : 'action.disabledBackground', color: unlockedAt ? 'common.white' : 'text.disabled' }}>
        {unlockedAt ? <Icon aria-hidden /> : <LockIcon fontSize="small" aria-hidden />}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" noWrap>
          {achievement.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {achievement.description}
        </Typography>
        {unlockedAt && (
          <Typography variant="caption" color="text.secondary">
            Unlocked {unlockedAt.toLocaleDateString()}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
