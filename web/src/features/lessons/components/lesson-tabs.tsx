import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router';
import { LessonContent } from '../../../components/lesson-content';
import { ReadAloudButton } from '../../../components/read-aloud-button';
import { paths } from '../../../config/paths';
import type { Lesson } from '@studyhall/api-contracts/lessons';
import { showsLinearSample } from '../lib/linear-sample';
import { LinearSampleCard } from './linear-sample-card';

type LessonTab = 'learn' | 'practice' | 'review';

/** Learn, Practice and Review (spec §2 "Lesson page"). */
export function LessonTabs({ lesson }: { lesson: Lesson }) {
  const [tab, setTab] = useState<LessonTab>('learn');
  return (
    <Paper variant="outlined">
      <Tabs value={tab} onChange={(_, value: LessonTab) => setTab(value)} sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}>
        <Tab label="Learn" value="learn" />
        <Tab label="Practice" value="practice" />
        <Tab label="Review" value="review" />
      </Tabs>
      <Box sx={{ p: { xs: 2, sm: 3 } }} role="tabpanel">
        {tab === 'learn' && <LearnPanel lesson={lesson} />}
        {tab === 'practice' && (
          <>
            <Typography sx={{ mb: 2 }}>Test what you learned with a progressive quiz that adapts to your answers.</Typography>
            <Button variant="contained" component={Link} to={paths.quiz.getHref(lesson.id)}>
              Start Practice Quiz
            </Button>
          </>
        )}
        {tab === 'review' && <Typography color="text.secondary">Review materials for this lesson will appear here.</Typography>}
      </Box>
    </Paper>
  );
}

function LearnPanel({ lesson }: { lesson: Lesson }) {
  const hasContent = lesson.content.trim().length > 0;
  return (
    <>
      {hasContent ? (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <ReadAloudButton text={lesson.content.replace(/<[^>]*>/g, ' ').slice(0, 4096)} />
          </Box>
          <LessonContent content={lesson.content} />
        </>
      ) : (
        <Typography color="text.secondary">No content available for this lesson.</Typography>
      )}
      {lesson.diagramUrl && (
        <Box component="img" src={lesson.diagramUrl} alt={`Diagram for ${lesson.title}`} sx={{ maxWidth: '100%', mt: 3, borderRadius: 1 }} />
      )}
      {showsLinearSample(lesson.title) && <LinearSampleCard />}
    </>
  );
}
