import Button from '@mui/material/Button';
import { Link, useParams } from 'react-router';
import { BeingBuiltPanel } from '../../../components/being-built-panel';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';

export function TopicRoute() {
  const { topicId = '' } = useParams();
  return (
    <>
      <PageHeader title="Topic" />
      <BeingBuiltPanel
        feature="The topic page"
        willLetYou={`browse the lessons of this topic (${topicId}).`}
        upcoming={[
          'The topic name and description',
          'A grid of its lessons with diagram, difficulty, estimated minutes and lesson number',
        ]}
      >
        <Button component={Link} to={paths.dashboard.getHref()} variant="outlined">
          Back to Dashboard
        </Button>
      </BeingBuiltPanel>
    </>
  );
}
