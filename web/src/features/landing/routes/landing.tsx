import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import InsightsIcon from '@mui/icons-material/Insights';
import QuizIcon from '@mui/icons-material/Quiz';
import SchoolIcon from '@mui/icons-material/School';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { apiLoginHref } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';

const blurbs = [
  {
    icon: QuizIcon,
    title: 'AI-Powered Quizzes',
    text: 'Upload your notes or a textbook page and get a lesson summary plus custom practice quizzes.',
  },
  {
    icon: InsightsIcon,
    title: 'Track Progress',
    text: 'Keep every lesson in your study history and see how far you have come, quiz by quiz.',
  },
  {
    icon: EmojiEventsIcon,
    title: 'Earn Achievements',
    text: 'Build a study streak and collect points as you complete lessons and quizzes.',
  },
];

/** What a signed-out visitor sees at / (spec §1): three blurbs and a login button. */
export function LandingRoute() {
  usePageTitle('');
  // A full navigation, not a client route: /api/login belongs to the gateway (local page or OIDC).
  const logIn = () => window.location.assign(apiLoginHref);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 6, md: 10 } }}>
      <Container maxWidth="lg">
        <Box sx={{ textAlign: 'center', mb: { xs: 5, md: 8 } }}>
          <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'primary.main', mb: 2 }}>
            <SchoolIcon fontSize="large" aria-hidden />
            <Typography variant="h4" component="p" sx={{ fontWeight: 800 }}>
              StudyHall
            </Typography>
          </Box>
          <Typography variant="h2" component="h1" sx={{ fontSize: { xs: 34, md: 48 }, mb: 2 }}>
            Study smarter with AI
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ maxWidth: 640, mx: 'auto', mb: 4 }}>
            Turn your study material into lessons and quizzes, get homework help in your grade&apos;s style,
            and learn alongside fellow students.
          </Typography>
          <Button variant="contained" size="large" onClick={logIn} sx={{ px: 5, py: 1.5 }}>
            Log In
          </Button>
        </Box>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {blurbs.map(({ icon: Icon, title, text }) => (
            <Card key={title} component="section">
              <CardContent sx={{ p: 3 }}>
                <Icon color="primary" sx={{ fontSize: 40, mb: 1 }} aria-hidden />
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  {title}
                </Typography>
                <Typography color="text.secondary">{text}</Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
