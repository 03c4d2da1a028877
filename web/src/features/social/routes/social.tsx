import { BeingBuiltPanel } from '../../../components/being-built-panel';
import { PageHeader } from '../../../components/page-header';

export function SocialRoute() {
  return (
    <>
      <PageHeader
        title="Connect with Students"
        subtitle="Find and follow fellow students to share lessons and homework."
      />
      <BeingBuiltPanel
        feature="Connect with Students"
        willLetYou="search for fellow students by e-mail or username and follow them."
        upcoming={['Search', 'Follow requests to accept or reject', 'Your followers', 'Who you follow']}
      />
    </>
  );
}
