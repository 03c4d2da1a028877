import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { LessonProgress } from '@studyhall/api-contracts/lessons';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const HOW_IT_WORKS = [
  'Questions start at Beginner and get harder each time you answer correctly.',
  'Miss a question and you get a fill-in-the-blank retry on the same idea.',
  'Every answer shows a step-by-step solution.',
  'After 10 questions you can finish the quiz; 5 finished quizzes complete the lesson.',
];

/** The start screen (spec §2 "Quiz page"): progress, how it works, Start New Quiz, Back to Lesson. */
export function QuizStart({
  lessonId,
  progress,
  starting,
  startFailed,
  onStart,
}: {
  lessonId: string;
  progress: LessonProgress | undefined;
  starting: boolean;
  startFailed: boolean;
  onStart: () => void;
}) {
  const done = progress?.quizzesCompleted ?? 0;
  const required = progress?.quizzesRequired ?? 5;
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5 }}>
        <Box>
          <Typography sx={{ fontWeight: 600, mb: 1 }}>
            Quizzes completed: {done}/{required}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={Math.min(100, (done / required) * 100)}
            aria-label="Quizzes completed"
            sx={{ height: 10, borderRadius: 5 }}
          />
        </Box>
        {progress?.isCompleted && (
          <Alert icon={<EmojiEventsIcon />} severity="success">
            Lesson Completed! You finished {required} quizzes for this lesson.
          </Alert>
        )}
        <Box>
          <Typography variant="h6" component="h2">
            How it works
          </Typography>
          <Box component="ul" sx={{ my: 1, pl: 3 }}>
            {HOW_IT_WORKS.map((line) => (
              <li key={line}>
                <Typography>{line}</Typography>
              </li>
            ))}
          </Box>
        </Box>
        {startFailed && <Alert severity="error">Failed to start quiz. Please try again.</Alert>}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button variant="contained" size="large" onClick={onStart} disabled={starting}>
            {starting ? 'Starting...' : 'Start New Quiz'}
          </Button>
          <Button variant="outlined" size="large" component={Link} to={paths.lesson.getHref(lessonId)}>
            Back to Lesson
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
