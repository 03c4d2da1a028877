import { BeingBuiltPanel } from '../../../components/being-built-panel';
import { PageHeader } from '../../../components/page-header';

export function LessonHistoryRoute() {
  return (
    <>
      <PageHeader title="Study History & Multi-Lesson Quizzes" />
      <BeingBuiltPanel
        feature="Study History"
        willLetYou="review, edit and delete your saved lessons and build quizzes from several of them."
        upcoming={[
          'Your lessons grouped by subject, with a subject filter',
          'Quizzes from selected lessons for midterm or final preparation',
        ]}
      />
    </>
  );
}
