import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { LessonContent } from '../../../components/lesson-content';
import type { Lesson } from '@studyhall/api-contracts/lessons';

/** The view-lesson dialog: title, source file, the content (or a note that there is none), Close. */
export function ViewLessonDialog({ lesson, onClose }: { lesson: Lesson; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle id={titleId}>
        {lesson.title}
        {lesson.sourceFileName && (
          <Typography variant="body2" color="text.secondary">
            Source: {lesson.sourceFileName}
          </Typography>
        )}
      </DialogTitle>
      <DialogContent dividers>
        {lesson.content.trim() ? (
          <LessonContent content={lesson.content} />
        ) : (
          <Typography color="text.secondary">No lesson content available</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
