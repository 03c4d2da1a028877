import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useQuery } from '@tanstack/react-query';
import { errorMessageOf } from '../../../lib/api-client';
import { followersQuery, followingQuery, pendingQuery, useAnswerRequest, useUnfollow, type FollowRelation } from '../api/social-api';
import { EmptyText, PersonRow, ScrollList } from './person-row';

type ListQuery = typeof followersQuery;

/** A list of relations with its loading, error and empty states. */
function RelationList({ query, label, empty, action }: { query: ListQuery; label: string; empty: string; action: (relation: FollowRelation) => React.ReactNode }) {
  const { data, isPending, error } = useQuery(query);
  return (
    <ScrollList label={label}>
      {isPending ? (
        <EmptyText>Loading...</EmptyText>
      ) : error ? (
        <EmptyText>{errorMessageOf(error, 'Could not load the list')}</EmptyText>
      ) : data.length === 0 ? (
        <EmptyText>{empty}</EmptyText>
      ) : (
        data.map((relation) => (
          <PersonRow key={relation.id} person={relation.user}>
            {action(relation)}
          </PersonRow>
        ))
      )}
    </ScrollList>
  );
}

export function RequestsTab() {
  const accept = useAnswerRequest('accept');
  const reject = useAnswerRequest('reject');
  const busy = (id: string) => (accept.isPending && accept.variables === id) || (reject.isPending && reject.variables === id);
  return (
    <RelationList
      query={pendingQuery}
      label="Pending requests"
      empty="No pending requests"
      action={(relation) => (
        <>
          <Button variant="contained" size="small" startIcon={<CheckIcon />} disabled={busy(relation.id)} onClick={() => accept.mutate(relation.id)}>
            Accept
          </Button>
          <Button variant="outlined" size="small" startIcon={<CloseIcon />} disabled={busy(relation.id)} onClick={() => reject.mutate(relation.id)}>
            Reject
          </Button>
        </>
      )}
    />
  );
}

export function FollowersTab() {
  return <RelationList query={followersQuery} label="Followers" empty="No followers yet" action={() => <Chip label="Follower" size="small" color="primary" variant="outlined" />} />;
}

export function FollowingTab() {
  const unfollow = useUnfollow();
  return (
    <RelationList
      query={followingQuery}
      label="Following"
      empty="Not following anyone yet"
      action={(relation) => (
        <Button
          variant="outlined"
          size="small"
          color="error"
          disabled={unfollow.isPending && unfollow.variables === relation.followingId}
          onClick={() => unfollow.mutate(relation.followingId)}
        >
          Unfollow
        </Button>
      )}
    />
  );
}
