import DynamicFeedIcon from '@mui/icons-material/DynamicFeed';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/page-header';
import { errorMessageOf } from '../../../lib/api-client';
import { useFeed } from '../api/feed-api';
import { FeedItemCard } from '../components/feed-item-card';

export function FeedRoute() {
  const feed = useFeed();
  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <PageHeader title="Your Feed" subtitle="See what your fellow students are learning" />
      <Box sx={{ maxWidth: 760, display: 'grid', gap: 2 }}>
        {feed.isPending ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
            <CircularProgress aria-label="Loading your feed" />
          </Box>
        ) : feed.isError ? (
          <Typography color="error">{errorMessageOf(feed.error, 'Could not load your feed')}</Typography>
        ) : items.length === 0 ? (
          <EmptyFeed />
        ) : (
          items.map((item) => <FeedItemCard key={`${item.type}:${item.id}`} item={item} />)
        )}
        {feed.hasNextPage && (
          <Button variant="outlined" onClick={() => void feed.fetchNextPage()} disabled={feed.isFetchingNextPage} sx={{ justifySelf: 'center' }}>
            Load more
          </Button>
        )}
      </Box>
    </>
  );
}

function EmptyFeed() {
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <DynamicFeedIcon color="disabled" sx={{ fontSize: 48, mb: 1 }} />
      <Typography variant="h6" component="p">
        No content yet
      </Typography>
      <Typography color="text.secondary">Follow other students to see their shared lessons and homework in your feed!</Typography>
    </Box>
  );
}
