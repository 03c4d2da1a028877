import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { failureMessage } from '../lib/failure-message';
import { toast } from '../../../lib/toast';
import { useDeleteHomework } from '../api/delete-homework';
import { useHomework } from '../api/get-homework';
import { useUpdateHomeworkPrivacy } from '../api/update-homework-privacy';
import { HistoryItem } from './history-item';

/** Homework History (spec §2): every saved homework, newest first, with sharing and delete. */
export function HistoryCard() {
  const { data: homework, isPending, isError, error } = useHomework();
  const remove = useDeleteHomework();
  const privacy = useUpdateHomeworkPrivacy();
  // Spec §8: a failed delete has a message but no error toast; it is shown here instead.
  const [deleteError, setDeleteError] = useState<string | null>(null);

  function deleteOne(id: string) {
    setDeleteError(null);
    remove.mutate(id, {
      onSuccess: () => toast({ title: 'Deleted', description: 'Homework deleted successfully.' }),
      onError: (failure) => setDeleteError(failureMessage(failure, 'Failed to delete homework')),
    });
  }

  function share(id: string, isPublic: boolean) {
    privacy.mutate({ id, isPublic }, {
      onSuccess: () => toast({ title: 'Privacy setting updated' }),
      onError: () => toast({ title: 'Error updating privacy', variant: 'destructive' }),
    });
  }

  const busyId = (remove.isPending && remove.variables) || (privacy.isPending && privacy.variables?.id) || null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="homework-history">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="homework-history" variant="h6" component="h2">
          Homework History
        </Typography>
        {deleteError && <Alert severity="error" onClose={() => setDeleteError(null)}>{deleteError}</Alert>}
        {isPending && <Typography color="text.secondary">Loading homework...</Typography>}
        {isError && <Alert severity="error">{failureMessage(error, 'Failed to load homework')}</Alert>}
        {homework?.length === 0 && (
          <Typography color="text.secondary">No homework saved yet. Upload and solve your first assignment above!</Typography>
        )}
        {homework && homework.length > 0 && (
          <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }} aria-label="Saved homework">
            {homework.map((item) => (
              <HistoryItem
                key={item.id}
                homework={item}
                busy={busyId === item.id}
                onDelete={() => deleteOne(item.id)}
                onPrivacyChange={(isPublic) => share(item.id, isPublic)}
              />
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
