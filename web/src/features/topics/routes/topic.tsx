import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { ApiError, errorMessageOf } from '../../../lib/api-client';
import { useTopic, useLessons } from '../api/topic';
import { LessonCard } from '../components/topic-lesson-card';

export function TopicRoute() {
  const { topicId = '' } = useParams();
  const topic = useTopic(topicId);
  const lessons = useLessons(topicId);

  if (topic.isPending) return <CircularProgress aria-label="Loading topic" />;
  if (topic.error) {
    const notFound = topic.error instanceof ApiError && topic.error.status === 404;
    return (
      <>
        <PageHeader title="Topic" />
        <Alert severity="error" sx={{ mb: 2 }}>
          {notFound ? 'This topic could not be found.' : errorMessageOf(topic.error, 'Failed to load topic')}
        </Alert>
        <Button component={Link} to={paths.dashboard.getHref()} variant="outlined">
          Back to Dashboard
        </Button>
      </>
    );
  }
  return (
    <>
      <PageHeader title={topic.data.name} subtitle={topic.data.description ?? undefined} />
      {lessons.isPending ? (
        <CircularProgress aria-label="Loading lessons" />
      ) : lessons.error ? (
        <Alert severity="error">{errorMessageOf(lessons.error, 'Failed to load lessons')}</Alert>
      ) : lessons.data.length === 0 ? (
        <EmptyState icon={MenuBookIcon} title="No Lessons Yet" text="Lessons for this topic are coming soon." />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}>
          {[...lessons.data]
            .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
            .map((lesson) => (
              <LessonCard key={lesson.id} lesson={lesson} />
            ))}
        </Box>
      )}
    </>
  );
}
