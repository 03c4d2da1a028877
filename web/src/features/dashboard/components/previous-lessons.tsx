import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { paths } from '../../../config/paths';
import { errorMessageOf } from '../../../lib/api-client';
import { useLessons } from '../api/lessons';
import { uploadedLessons } from '../lib/lesson-card-text';
import { LessonCard } from './lesson-card';
import { LessonCardPlaceholder } from './lesson-card-placeholder';

// REVIEW: the spec does not say how many cards the dashboard shows; View All leads to the full list,
// so the six newest are enough here.
const CARDS_SHOWN = 6;

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } };

/** The cards of Review Previous Lessons, with the loading, error and empty states of spec §2. */
export function PreviousLessons() {
  const { data, isPending, error } = useLessons();
  if (isPending) {
    return (
      <Box sx={grid} aria-busy="true" aria-label="Loading lessons">
        {[0, 1, 2].map((n) => (
          <LessonCardPlaceholder key={n} />
        ))}
      </Box>
    );
  }
  if (error) return <Alert severity="error">{errorMessageOf(error, 'Failed to load lessons')}</Alert>;
  const lessons = uploadedLessons(data).slice(0, CARDS_SHOWN);
  if (lessons.length === 0) {
    return (
      <EmptyState
        icon={MenuBookIcon}
        title="No lessons yet"
        action={
          <Button variant="contained" component={Link} to={paths.customQuiz.getHref()}>
            Create First Lesson
          </Button>
        }
      />
    );
  }
  return (
    <Box sx={grid}>
      {lessons.map((lesson) => (
        <LessonCard key={lesson.id} lesson={lesson} />
      ))}
    </Box>
  );
}
