import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { useUpdateLesson } from '../api/history';
import type { Lesson } from '@studyhall/api-contracts/lessons';

/** Edit Lesson: Lesson Name (required) and an optional Subject. Mounted per lesson being edited. */
export function EditLessonDialog({ lesson, onClose }: { lesson: Lesson; onClose: () => void }) {
  const [title, setTitle] = useState(lesson.title);
  const [subject, setSubject] = useState(lesson.subject ?? '');
  const update = useUpdateLesson();
  const titleId = useId();

  function save() {
    update.mutate(
      { lessonId: lesson.id, title: title.trim(), subject: subject.trim() || null },
      {
        onSuccess: () => {
          toast({ title: 'Lesson Updated' });
          onClose();
        },
        onError: () =>
          toast({ title: 'Error', description: 'Failed to update lesson. Please try again.', variant: 'destructive' }),
      },
    );
  }

  return (
    <Dialog open onClose={update.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Edit Lesson</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField label="Lesson Name" value={title} onChange={(e) => setTitle(e.target.value)} required autoFocus />
        <TextField
          label="Subject (optional)"
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
          placeholder="e.g. Biology, Math, History"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={update.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={save} disabled={!title.trim() || update.isPending}>
          Save Changes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
