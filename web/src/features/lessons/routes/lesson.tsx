import Button from '@mui/material/Button';
import { Link, useParams } from 'react-router';
import { BeingBuiltPanel } from '../../../components/being-built-panel';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';

export function LessonRoute() {
  const { lessonId = '' } = useParams();
  return (
    <>
      <PageHeader title="Lesson" />
      <BeingBuiltPanel
        feature="The lesson page"
        willLetYou="read this lesson and practise it."
        upcoming={['Tabs Learn, Practice and Review', 'The lesson content with its diagram', 'A practice quiz for the lesson']}
      >
        <Button component={Link} to={paths.dashboard.getHref()} variant="outlined">
          Back to Dashboard
        </Button>
        <Button component={Link} to={paths.quiz.getHref(lessonId)} variant="contained">
          Start Quiz
        </Button>
      </BeingBuiltPanel>
    </>
  );
}
