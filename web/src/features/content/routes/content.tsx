import FilterListIcon from '@mui/icons-material/FilterList';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibraryOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { AddLessonForm } from '../components/add-lesson-form';
import { AddQuizForm } from '../components/add-quiz-form';

type ContentTab = 'lesson' | 'quiz' | 'diagrams';

export function ContentRoute() {
  const [tab, setTab] = useState<ContentTab>('lesson');
  return (
    <>
      <PageHeader
        title="Content Management"
        subtitle="Create sports-themed math lessons and quizzes"
        // REVIEW: the spec shows a Filter button without behaviour; it is here, and does nothing yet.
        actions={
          <Button variant="outlined" startIcon={<FilterListIcon />}>
            Filter
          </Button>
        }
      />
      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_, value: ContentTab) => setTab(value)}
          // Compact tabs on a phone so all three fit; scrollable if a narrower screen still clips one.
          variant="scrollable"
          scrollButtons={false}
          sx={{
            borderBottom: 1,
            borderColor: 'divider',
            px: { xs: 0.5, sm: 1 },
            '& .MuiTab-root': { px: { xs: 1, sm: 2 }, minWidth: { xs: 0, sm: 90 }, fontSize: { xs: 13, sm: 14 } },
          }}
        >
          <Tab label="Add Lesson" value="lesson" />
          <Tab label="Add Quiz" value="quiz" />
          <Tab label="Manage Diagrams" value="diagrams" />
        </Tabs>
        <Box sx={{ p: { xs: 2, sm: 3 } }} role="tabpanel">
          {/* Both forms stay mounted so switching tabs keeps what was typed. */}
          <Box hidden={tab !== 'lesson'}>
            <AddLessonForm />
          </Box>
          <Box hidden={tab !== 'quiz'}>
            <AddQuizForm />
          </Box>
          {tab === 'diagrams' && (
            <EmptyState
              icon={PhotoLibraryIcon}
              title="Diagram Library"
              text="Diagram management will be available in a later version."
            />
          )}
        </Box>
      </Paper>
    </>
  );
}
