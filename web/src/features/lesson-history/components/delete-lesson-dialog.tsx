import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../lib/toast';
import { useDeleteLesson } from '../api/history';
import type { Lesson } from '@studyhall/api-contracts/lessons';

/** Delete Lesson? — permanent, with its quizzes; the list is refetched after it. */
export function DeleteLessonDialog({
  lesson,
  onDeleted,
  onClose,
}: {
  lesson: Lesson;
  onDeleted: (lessonId: string) => void;
  onClose: () => void;
}) {
  const remove = useDeleteLesson();
  function confirm() {
    remove.mutate(lesson.id, {
      onSuccess: () => {
        toast({ title: 'Lesson Deleted' });
        onDeleted(lesson.id);
        onClose();
      },
      onError: () => toast({ title: 'Error', description: 'Failed to delete lesson. Please try again.', variant: 'destructive' }),
    });
  }
  return (
    <ConfirmDialog
      open
      title="Delete Lesson?"
      description={`This action cannot be undone. This will permanently delete "${lesson.title}" and all associated quizzes.`}
      confirmLabel="Delete"
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
