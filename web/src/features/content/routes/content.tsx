import { BeingBuiltPanel } from '../../../components/being-built-panel';
import { PageHeader } from '../../../components/page-header';

export function ContentRoute() {
  return (
    <>
      <PageHeader title="Content Management" subtitle="Create sports-themed math lessons and quizzes" />
      <BeingBuiltPanel
        feature="Content Management"
        willLetYou="create topic lessons and quiz questions, with an AI question generator."
        upcoming={['Add Lesson', 'Add Quiz', 'Manage Diagrams']}
      />
    </>
  );
}
