import { BeingBuiltPanel } from '../../../components/being-built-panel';
import { PageHeader } from '../../../components/page-header';

export function FeedRoute() {
  return (
    <>
      <PageHeader title="Your Feed" subtitle="See what your fellow students are learning" />
      <BeingBuiltPanel
        feature="Your Feed"
        willLetYou="see the lessons and homework shared by the students you follow."
      />
    </>
  );
}
