import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CalendarTodayIcon from '@mui/icons-material/CalendarTodayOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { useSetLessonPrivacy } from '../api/lessons';
import type { Lesson } from '@studyhall/api-contracts/lessons';
import { lessonCardPreview, uploadDateLabel } from '../lib/lesson-card-text';

/** One uploaded lesson (spec §2 "Lesson card"), with its Public/Private switch and Review. */
export function LessonCard({ lesson }: { lesson: Lesson }) {
  const privacy = useSetLessonPrivacy();

  function toggle(isPublic: boolean) {
    privacy.mutate(
      { lessonId: lesson.id, isPublic },
      {
        onSuccess: () => toast({ title: 'Privacy setting updated' }),
        onError: () => toast({ title: 'Error updating privacy', variant: 'destructive' }),
      },
    );
  }

  return (
    <Card component="article" aria-label={lesson.title} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mb: 1.5 }}>
          {lesson.wordProblemTheme && <Chip size="small" color="secondary" label={lesson.wordProblemTheme} />}
          <Chip size="small" variant="outlined" color="primary" icon={<AutoAwesomeIcon />} label="AI Generated" />
        </Box>
        <Typography variant="h6" component="h3" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {lesson.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
          {lessonCardPreview(lesson)}
        </Typography>
        <Meta icon={<CalendarTodayIcon fontSize="inherit" />} text={uploadDateLabel(lesson.uploadedAt)} />
        {lesson.sourceFileName && <Meta icon={<DescriptionIcon fontSize="inherit" />} text={lesson.sourceFileName} />}
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2 }}>
        <FormControlLabel
          control={
            <Switch checked={lesson.isPublic} disabled={privacy.isPending} onChange={(_, checked) => toggle(checked)} />
          }
          label={lesson.isPublic ? 'Public' : 'Private'}
        />
        <Button variant="contained" component={Link} to={paths.lesson.getHref(lesson.id)}>
          Review
        </Button>
      </CardActions>
    </Card>
  );
}

function Meta({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.75, overflowWrap: 'anywhere' }}
    >
      {icon}
      {text}
    </Typography>
  );
}
