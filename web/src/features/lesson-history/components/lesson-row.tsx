import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import { useId } from 'react';
import type { Lesson } from '@studyhall/api-contracts/lessons';

export type LessonAction = 'view' | 'edit' | 'delete';

const dateOf = (uploadedAt: string | null) => (uploadedAt ? format(new Date(uploadedAt), 'MMM d, yyyy') : 'Recently');

/** One saved lesson: checkbox, title, subject, source file, date, theme, and view/edit/delete. */
export function LessonRow({
  lesson,
  checked,
  onToggle,
  onAction,
}: {
  lesson: Lesson;
  checked: boolean;
  onToggle: () => void;
  onAction: (action: LessonAction) => void;
}) {
  const titleId = useId();
  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexWrap: { xs: 'wrap', sm: 'nowrap' }, alignItems: 'flex-start', gap: 1, p: 1.5, borderRadius: 1, bgcolor: checked ? 'action.selected' : undefined }}
    >
      <Checkbox checked={checked} onChange={onToggle} slotProps={{ input: { 'aria-labelledby': titleId } }} sx={{ mt: -0.5 }} />
      {/* On a phone the title takes the row and the buttons go under it, not squeezing it. */}
      <Box sx={{ flex: { xs: '1 1 calc(100% - 56px)', sm: 1 }, minWidth: 0 }}>
        <Typography id={titleId} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {lesson.title}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, mt: 0.5 }}>
          <Chip size="small" variant="outlined" label={lesson.subject?.trim() || 'Uncategorized'} />
          {lesson.wordProblemTheme && <Chip size="small" color="secondary" label={lesson.wordProblemTheme} />}
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {lesson.sourceFileName ?? 'No source file'} · {dateOf(lesson.uploadedAt)}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flex: 'none', ml: { xs: 5, sm: 0 } }}>
        <Tooltip title="View lesson">
          <IconButton aria-label={`View ${lesson.title}`} onClick={() => onAction('view')}>
            <VisibilityIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Edit lesson">
          <IconButton aria-label={`Edit ${lesson.title}`} onClick={() => onAction('edit')}>
            <EditIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Delete lesson">
          <IconButton aria-label={`Delete ${lesson.title}`} color="error" onClick={() => onAction('delete')}>
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      </Box>
    </Box>
  );
}
