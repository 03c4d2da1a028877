import { BeingBuiltPanel } from '../../../components/being-built-panel';
import { PageHeader } from '../../../components/page-header';

export function HomeGenRoute() {
  return (
    <>
      <PageHeader title="HomeGen - AI Homework Solver" />
      <BeingBuiltPanel
        feature="HomeGen"
        willLetYou="upload your homework and get a solution written in a 4th, 7th, 9th or 12th grade style."
        upcoming={['Upload a PDF or image of an assignment', 'Your homework history with every saved solution']}
      />
    </>
  );
}
