import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { errorMessageOf } from '../../../lib/api-client';
import { serverMessageOr } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';
import { useAnswerQuestion, useCompleteQuiz, useLessonProgress, useQuizLesson, useStartQuiz } from '../api/quiz-sessions';
import { ActiveQuizCard } from '../components/active-quiz-card';
import { QuizStart } from '../components/quiz-start';
import { activeQuizOf, advanced, answerKeyOf, TIME_SPENT_SECONDS, withResult, type ActiveQuiz } from '../lib/progressive-quiz';

export function QuizRoute() {
  const { lessonId = '' } = useParams();
  const navigate = useNavigate();
  const lesson = useQuizLesson(lessonId);
  const progress = useLessonProgress(lessonId);
  const start = useStartQuiz();
  const answer = useAnswerQuestion();
  const complete = useCompleteQuiz(lessonId);
  const [quiz, setQuiz] = useState<ActiveQuiz | null>(null);

  const title = lesson.data ? `${lesson.data.title} - Progressive Quiz` : 'Progressive Quiz';

  function submit() {
    if (!quiz) return;
    answer.mutate(
      { sessionId: quiz.sessionId, idempotencyKey: answerKeyOf(quiz), userAnswer: quiz.answer.trim(), timeSpent: TIME_SPENT_SECONDS },
      {
        onSuccess: (result) => setQuiz((q) => (q ? withResult(q, result) : q)),
        onError: (error) => toast({ title: 'Error', description: serverMessageOr(error, 'Failed to submit answer'), variant: 'destructive' }),
      },
    );
  }

  function finish() {
    if (!quiz) return;
    complete.mutate(quiz.sessionId, {
      onSuccess: () => navigate(paths.home.getHref()),
      onError: (error) => toast({ title: 'Error', description: serverMessageOr(error, 'Failed to finish quiz'), variant: 'destructive' }),
    });
  }

  if (lesson.isPending) return <CircularProgress aria-label="Loading quiz" />;
  if (lesson.error) {
    return (
      <>
        <PageHeader title="Progressive Quiz" />
        <Alert severity="error">{errorMessageOf(lesson.error, 'Failed to load lesson')}</Alert>
      </>
    );
  }
  return (
    <>
      <PageHeader title={title} />
      {quiz ? (
        <ActiveQuizCard
          quiz={quiz}
          checking={answer.isPending}
          finishing={complete.isPending}
          onAnswerChange={(value) => setQuiz({ ...quiz, answer: value })}
          onSubmit={submit}
          onNext={() => setQuiz(advanced(quiz))}
          onFinish={finish}
        />
      ) : (
        <QuizStart
          lessonId={lessonId}
          progress={progress.data}
          starting={start.isPending}
          startFailed={start.isError}
          onStart={() => start.mutate(lessonId, { onSuccess: (session) => setQuiz(activeQuizOf(session)) })}
        />
      )}
    </>
  );
}
