import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useUser } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/page-title';
import { greetingNameOf } from '../../../lib/user-names';
import { Achievements } from '../components/achievements';
import { PreviousLessons } from '../components/previous-lessons';
import { ShortcutCard } from '../components/shortcut-card';
import { StudentStats } from '../components/student-stats';

export function DashboardRoute() {
  const { data: user } = useUser();
  usePageTitle('Dashboard');

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 0.5 }}>
        Welcome back, {greetingNameOf(user)}!
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Pick up where you left off, or turn new study material into a lesson.
      </Typography>

      {user && (
        <>
          <StudentStats user={user} />
          <Achievements user={user} />
        </>
      )}

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 5 }}>
        <ShortcutCard
          to={paths.homegen.getHref()}
          icon={UploadFileIcon}
          title="Upload Homework"
          text="Get a solution written in your grade level's style."
        />
        <ShortcutCard
          to={paths.customQuiz.getHref()}
          icon={AutoAwesomeIcon}
          title="Create Custom Lesson"
          text="Upload a PDF or image and get a lesson summary and quizzes."
        />
      </Box>

      <Box component="section" aria-labelledby="previous-lessons">
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          <Typography id="previous-lessons" variant="h5" component="h2" sx={{ flex: 1 }}>
            Review Previous Lessons
          </Typography>
          <Button component={Link} to={paths.content.getHref()}>
            Add Lessons
          </Button>
          <Button component={Link} to={paths.lessonHistory.getHref()} variant="outlined">
            View All
          </Button>
        </Box>
        <PreviousLessons />
      </Box>
    </>
  );
}
