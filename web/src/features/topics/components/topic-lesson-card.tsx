import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { Lesson } from '@studyhall/api-contracts/lessons';

const difficultyLabel = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' } as const;

/** One lesson of a topic (spec §2): optional diagram, title, difficulty, minutes, Lesson order+1. */
export function LessonCard({ lesson }: { lesson: Lesson }) {
  return (
    <Card component="article" aria-label={lesson.title}>
      <CardActionArea component={Link} to={paths.lesson.getHref(lesson.id)} sx={{ height: '100%' }}>
        {lesson.diagramUrl && <CardMedia component="img" height="140" image={lesson.diagramUrl} alt="" />}
        <CardContent>
          <Typography variant="overline" color="text.secondary">
            Lesson {(lesson.order ?? 0) + 1}
          </Typography>
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            {lesson.title}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            {lesson.difficultyLevel && (
              <Chip size="small" color="primary" variant="outlined" label={difficultyLabel[lesson.difficultyLevel]} />
            )}
            {lesson.estimatedTime != null && (
              <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <ScheduleIcon fontSize="inherit" aria-hidden />
                {lesson.estimatedTime} min
              </Typography>
            )}
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
