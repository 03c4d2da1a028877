import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LessonContent } from '../../../components/lesson-content';
import { ReadAloudButton } from '../../../components/read-aloud-button';
import type { LessonPreviewResponse } from '@studyhall/api-contracts/lessons';

/** The Generated Lesson Preview with read-aloud and Save to Account; `children` is Step 3 once saved. */
export function LessonPreviewStep({
  lesson,
  saved,
  saving,
  onSave,
  onStartOver,
  children,
}: {
  lesson: LessonPreviewResponse;
  saved: boolean;
  saving: boolean;
  onSave: () => void;
  onStartOver: () => void;
  children?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
            <Typography variant="h6" component="h2" sx={{ flex: 1, flexBasis: { xs: '100%', sm: 0 } }}>
              Generated Lesson Preview
            </Typography>
            <Chip size="small" variant="outlined" label={lesson.fileName} />
            <ReadAloudButton text={lesson.lesson.slice(0, 4096)} />
          </Box>
          <Box sx={{ maxHeight: 480, overflowY: 'auto', pr: 1 }} tabIndex={0} aria-label="Lesson text">
            <LessonContent content={lesson.lesson} />
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 3 }}>
            {saved ? (
              <Alert icon={<CheckCircleIcon />} severity="success" sx={{ py: 0 }}>
                Saved to your account
              </Alert>
            ) : (
              <Button variant="contained" onClick={onSave} disabled={saving}>
                {saving ? 'Saving to Account...' : 'Save to Account'}
              </Button>
            )}
            <Button onClick={onStartOver}>Upload Another File</Button>
          </Box>
        </CardContent>
      </Card>
      {children}
    </Box>
  );
}
