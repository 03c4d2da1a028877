import HistoryIcon from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { DEFAULT_WORD_PROBLEM_THEME, type WordProblemTheme } from '../../../components/word-problem-themes';
import { paths } from '../../../config/paths';
import { errorMessageOf } from '../../../lib/api-client';
import { serverMessageOr } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';
import { useLessonHistory, useMultiLessonQuiz } from '../api/history';
import type { MultiLessonQuizResponse } from '@studyhall/api-contracts/lessons';
import { GeneratedQuizzes } from '../components/generated-quizzes';
import { HistoryDialogs, type OpenDialog } from '../components/history-dialogs';
import { HistoryQuiz } from '../components/history-quiz';
import { LessonList } from '../components/lesson-list';
import { QuizBuilder } from '../components/quiz-builder';
import { ALL_SUBJECTS, DEFAULT_QUIZZES } from '../lib/history-lists';

type Generated = { response: MultiLessonQuizResponse; lessonCount: number };

export function LessonHistoryRoute() {
  const history = useLessonHistory();
  const multi = useMultiLessonQuiz();
  const [subject, setSubject] = useState(ALL_SUBJECTS);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [quizCount, setQuizCount] = useState(DEFAULT_QUIZZES);
  const [theme, setTheme] = useState<WordProblemTheme>(DEFAULT_WORD_PROBLEM_THEME);
  const [generated, setGenerated] = useState<Generated | null>(null);
  const [activeQuiz, setActiveQuiz] = useState<number | null>(null);
  const [scores, setScores] = useState<Record<string, string>>({});
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const toggle = (lessonId: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(lessonId)) next.add(lessonId);
      return next;
    });

  function generate() {
    const lessonIds = [...selected];
    if (lessonIds.length === 0) {
      return void toast({
        title: 'No Lessons Selected',
        description: 'Please select at least one lesson to generate quizzes.',
        variant: 'destructive',
      });
    }
    multi.mutate(
      { lessonIds, quizCount, wordProblemTheme: theme },
      {
        onSuccess: (response) => {
          setGenerated({ response, lessonCount: lessonIds.length });
          setScores({});
          toast({
            title: 'Quizzes Generated!',
            description: `Successfully created ${response.quizzes.length} quizzes from ${lessonIds.length} lesson(s)`,
          });
        },
        onError: (error) => toast({ title: 'Error', description: serverMessageOr(error, 'Failed to generate quizzes'), variant: 'destructive' }),
      },
    );
  }

  const quiz = generated && activeQuiz !== null ? generated.response.quizzes[activeQuiz] : undefined;
  if (generated && quiz) {
    return (
      <>
        <PageHeader title="Study History & Multi-Lesson Quizzes" />
        <HistoryQuiz
          lessonTitle={generated.response.lessonTitle}
          quiz={quiz}
          onLeave={() => setActiveQuiz(null)}
          onFinish={(score, total) => {
            setScores((s) => ({ ...s, [quiz.quizId]: `Final Score: ${score}/${total}` }));
            setActiveQuiz(null);
            toast({ title: `Final Score: ${score}/${total}` });
          }}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title="Study History & Multi-Lesson Quizzes" />
      {history.isPending ? (
        <Typography color="text.secondary">Loading your study history...</Typography>
      ) : history.error ? (
        <Alert severity="error">{errorMessageOf(history.error, 'Failed to load lessons')}</Alert>
      ) : history.data.length === 0 ? (
        <EmptyState
          icon={HistoryIcon}
          title="You haven't uploaded any study materials yet."
          action={
            <Button variant="contained" component={Link} to={paths.customQuiz.getHref()}>
              Upload Study Material
            </Button>
          }
        />
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              Your Lessons
            </Typography>
            <LessonList
              lessons={history.data}
              subject={subject}
              onSubjectChange={setSubject}
              selected={selected}
              onToggle={toggle}
              onAction={(lesson, action) => setDialog({ lesson, action })}
            />
          </Paper>
          {generated ? (
            <GeneratedQuizzes
              generated={generated.response}
              lessonCount={generated.lessonCount}
              scores={scores}
              onStart={setActiveQuiz}
              onReset={() => setGenerated(null)}
            />
          ) : (
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography variant="h6" component="h2">
                Multi-Lesson Quiz
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                Select lessons to build a quiz for midterm or final preparation.
              </Typography>
              <QuizBuilder
                quizCount={quizCount}
                theme={theme}
                pending={multi.isPending}
                onQuizCountChange={setQuizCount}
                onThemeChange={setTheme}
                onGenerate={generate}
              />
            </Paper>
          )}
        </Box>
      )}
      <HistoryDialogs
        open={dialog}
        onClose={() => setDialog(null)}
        onDeleted={(lessonId) => setSelected((s) => new Set([...s].filter((id) => id !== lessonId)))}
      />
    </>
  );
}
