import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Alert from '@mui/material/Alert';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { ApiError, errorMessageOf } from '../../../lib/api-client';
import { useLesson } from '../api/lesson';
import { LessonTabs } from '../components/lesson-tabs';

export function LessonRoute() {
  const { lessonId = '' } = useParams();
  const { data: lesson, isPending, error } = useLesson(lessonId);

  if (isPending) return <CircularProgress aria-label="Loading lesson" />;
  if (error && !(error instanceof ApiError && error.status === 404)) {
    return <Alert severity="error">{errorMessageOf(error, 'Failed to load lesson')}</Alert>;
  }
  if (!lesson) {
    return (
      <>
        <PageHeader title="Lesson Not Found" />
        <EmptyState
          icon={SearchOffIcon}
          title="The requested lesson could not be found."
          action={
            <Button component={Link} to={paths.dashboard.getHref()} variant="outlined">
              Back to Dashboard
            </Button>
          }
        />
      </>
    );
  }
  return (
    <>
      <PageHeader title={lesson.title} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: -1.5, mb: 2 }}>
        {lesson.wordProblemTheme && <Chip size="small" color="secondary" label={lesson.wordProblemTheme} />}
        {lesson.estimatedTime != null && <Chip size="small" variant="outlined" label={`${lesson.estimatedTime} min`} />}
        {lesson.sourceFileName && <Chip size="small" variant="outlined" label={lesson.sourceFileName} />}
      </Box>
      <LessonTabs lesson={lesson} />
      {/* Room on the right for the study assistant button, which would otherwise cover Start Quiz. */}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1.5, mt: 3, pr: { sm: 9 } }}>
        <Button component={Link} to={paths.dashboard.getHref()} variant="outlined">
          Back to Dashboard
        </Button>
        <Button component={Link} to={paths.quiz.getHref(lesson.id)} variant="contained">
          Start Quiz
        </Button>
      </Box>
    </>
  );
}
