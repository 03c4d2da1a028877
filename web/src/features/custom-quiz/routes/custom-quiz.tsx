import { BeingBuiltPanel } from '../../../components/being-built-panel';
import { PageHeader } from '../../../components/page-header';

export function CustomQuizRoute() {
  return (
    <>
      <PageHeader
        title="Generate Lesson & Quiz"
        subtitle="Upload your study material and AI will create a lesson summary and custom quizzes."
      />
      <BeingBuiltPanel
        feature="Generate Lesson & Quiz"
        willLetYou="upload a PDF or image and get a lesson summary and quizzes with sports-themed word problems."
        upcoming={[
          'Step 1: upload study material and pick a word problem theme',
          'Step 2: preview the generated lesson and save it to your account',
          'Step 3: generate 1 to 5 quizzes and take them',
        ]}
      />
    </>
  );
}
