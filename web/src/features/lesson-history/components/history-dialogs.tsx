import type { Lesson } from '@studyhall/api-contracts/lessons';
import { DeleteLessonDialog } from './delete-lesson-dialog';
import { EditLessonDialog } from './edit-lesson-dialog';
import type { LessonAction } from './lesson-row';
import { ViewLessonDialog } from './view-lesson-dialog';

export type OpenDialog = { lesson: Lesson; action: LessonAction } | null;

/** Whichever of the view, edit and delete dialogs is open. */
export function HistoryDialogs({
  open,
  onClose,
  onDeleted,
}: {
  open: OpenDialog;
  onClose: () => void;
  onDeleted: (lessonId: string) => void;
}) {
  if (!open) return null;
  const { lesson, action } = open;
  if (action === 'view') return <ViewLessonDialog lesson={lesson} onClose={onClose} />;
  if (action === 'edit') return <EditLessonDialog key={lesson.id} lesson={lesson} onClose={onClose} />;
  return <DeleteLessonDialog lesson={lesson} onDeleted={onDeleted} onClose={onClose} />;
}
