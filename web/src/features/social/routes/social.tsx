import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { followersQuery, followingQuery, pendingQuery } from '../api/social-api';
import { FollowersTab, FollowingTab, RequestsTab } from '../components/relation-tabs';
import { SearchTab } from '../components/search-tab';

type TabName = 'search' | 'requests' | 'followers' | 'following';

export function SocialRoute() {
  const [tab, setTab] = useState<TabName>('search');
  const pending = useQuery(pendingQuery).data?.length ?? 0;
  const followers = useQuery(followersQuery).data?.length ?? 0;
  const following = useQuery(followingQuery).data?.length ?? 0;
  return (
    <>
      <PageHeader title="Connect with Students" subtitle="Find and follow fellow students to share lessons and homework." />
      <Paper variant="outlined" sx={{ maxWidth: 880 }}>
        <Tabs value={tab} onChange={(_, value: TabName) => setTab(value)} variant="fullWidth" aria-label="Social">
          <Tab value="search" label="Search" />
          <Tab
            value="requests"
            label={
              <Badge color="error" badgeContent={pending} invisible={pending === 0} sx={{ px: 1.5 }}>
                Requests
              </Badge>
            }
          />
          <Tab value="followers" label={`Followers (${followers})`} />
          <Tab value="following" label={`Following (${following})`} />
        </Tabs>
        <Box sx={{ p: 2 }} role="tabpanel">
          {tab === 'search' && <SearchTab />}
          {tab === 'requests' && <RequestsTab />}
          {tab === 'followers' && <FollowersTab />}
          {tab === 'following' && <FollowingTab />}
        </Box>
      </Paper>
    </>
  );
}
