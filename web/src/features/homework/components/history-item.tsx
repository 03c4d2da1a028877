import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Homework } from '../api/homework-types';
import { historyPreview } from '../lib/solution-text';

type HistoryItemProps = {
  homework: Homework;
  busy: boolean;
  onDelete: () => void;
  onPrivacyChange: (isPublic: boolean) => void;
};

/** One saved homework: title, grade level, source file, a 300-character preview, sharing and delete. */
export function HistoryItem({ homework, busy, onDelete, onPrivacyChange }: HistoryItemProps) {
  return (
    <Box component="li" data-testid="homework-item" sx={{ listStyle: 'none', p: 2, border: 1, borderColor: 'divider', borderRadius: 2, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {homework.title}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
            <Chip size="small" label={`${homework.gradeLevel} Grade`} />
            <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}>
              <DescriptionIcon fontSize="inherit" aria-hidden />
              {homework.sourceFileName}
            </Typography>
          </Box>
        </Box>
        <FormControlLabel
          control={<Switch checked={homework.isPublic} disabled={busy} onChange={(e) => onPrivacyChange(e.target.checked)} />}
          label={homework.isPublic ? 'Public' : 'Private'}
        />
        <Tooltip title="Delete homework">
          <span>
            <IconButton aria-label={`Delete ${homework.title}`} onClick={onDelete} disabled={busy}>
              <DeleteIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {historyPreview(homework.solvedContent)}
      </Typography>
    </Box>
  );
}
