import Button from '@mui/material/Button';
import { Link, useParams } from 'react-router';
import { BeingBuiltPanel } from '../../../components/being-built-panel';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';

export function QuizRoute() {
  const { lessonId = '' } = useParams();
  return (
    <>
      <PageHeader title="Progressive Quiz" />
      <BeingBuiltPanel
        feature="The progressive quiz"
        willLetYou="take adaptive quizzes on this lesson, from difficulty 1 to 5."
        upcoming={[
          'Your progress: quizzes completed out of the 5 required to complete the lesson',
          'Questions that get harder or easier with your answers, with step-by-step solutions',
        ]}
      >
        <Button component={Link} to={paths.lesson.getHref(lessonId)} variant="outlined">
          Back to Lesson
        </Button>
      </BeingBuiltPanel>
    </>
  );
}
