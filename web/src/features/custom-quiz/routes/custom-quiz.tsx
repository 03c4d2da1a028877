import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useReducer } from 'react';
import { PageHeader } from '../../../components/page-header';
import { QuizPlayer } from '../../../components/quiz-player/quiz-player';
import { serverMessageOr } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';
import { useGenerateLessonPreview, useGenerateQuizzes, useSaveLesson } from '../api/custom-quiz';
import { LessonPreviewStep } from '../components/lesson-preview-step';
import { QuizCountStep } from '../components/quiz-count-step';
import { QuizSelection } from '../components/quiz-selection';
import { UploadStep } from '../components/upload-step';
import { customQuizReducer, initialCustomQuizState } from '../lib/custom-quiz-state';
import { fileProblemOf } from '../lib/file-checks';

const failed = (error: unknown, fallback: string) =>
  toast({ title: 'Error', description: serverMessageOr(error, fallback), variant: 'destructive' });

export function CustomQuizRoute() {
  const [state, dispatch] = useReducer(customQuizReducer, initialCustomQuizState);
  const preview = useGenerateLessonPreview();
  const save = useSaveLesson();
  const quizzes = useGenerateQuizzes();

  function generateLesson() {
    const problem = fileProblemOf(state.file);
    if (problem || !state.file) return void toast({ ...problem!, variant: 'destructive' });
    dispatch({ type: 'generationStarted' });
    preview.mutate(
      { file: state.file, wordProblemTheme: state.theme },
      {
        onSuccess: (lesson) => {
          dispatch({ type: 'lessonGenerated', lesson });
          toast({ title: 'Lesson Generated!', description: 'Review your lesson below and save it to your account.' });
        },
        onError: (error) => failed(error, 'Failed to generate lesson'),
      },
    );
  }

  function saveLesson() {
    if (!state.lesson) return void toast({ title: 'No Lesson', description: 'Please generate a lesson first.', variant: 'destructive' });
    const { lesson, fileName, title, uploadKey } = state.lesson;
    save.mutate(
      { lesson, fileName, title, uploadKey, wordProblemTheme: state.theme },
      {
        onSuccess: ({ lessonId }) => {
          dispatch({ type: 'lessonSaved', lessonId });
          toast({ title: 'Lesson Saved!' });
        },
        onError: (error) => failed(error, 'Failed to save lesson'),
      },
    );
  }

  function generateQuizzes() {
    if (!state.savedLessonId) return void toast({ title: 'No Lesson', description: 'Please generate a lesson first.', variant: 'destructive' });
    quizzes.mutate(
      { lessonId: state.savedLessonId, quizCount: state.quizCount },
      {
        onSuccess: (data) => {
          dispatch({ type: 'quizzesGenerated', quizzes: data.quizzes });
          toast({ title: 'Quizzes Generated!', description: `Successfully created ${data.quizzes.length} custom quizzes` });
        },
        onError: (error) => failed(error, 'Failed to generate quizzes'),
      },
    );
  }

  const reset = () => dispatch({ type: 'reset' });
  const activeQuiz = state.activeQuiz === null ? undefined : state.quizzes[state.activeQuiz];

  return (
    <>
      <PageHeader
        title="Generate Lesson & Quiz"
        subtitle="Upload your study material and AI will create a lesson summary and custom quizzes."
      />
      {state.view === 'upload' && (
        <UploadStep
          file={state.file}
          theme={state.theme}
          pending={preview.isPending}
          onFileChange={(file) => dispatch({ type: 'fileChosen', file })}
          onThemeChange={(theme) => dispatch({ type: 'themeChosen', theme })}
          onGenerate={generateLesson}
        />
      )}
      {state.view === 'lesson' && state.lesson && (
        <LessonPreviewStep
          lesson={state.lesson}
          saved={state.savedLessonId !== null}
          saving={save.isPending}
          onSave={saveLesson}
          onStartOver={reset}
        >
          {state.savedLessonId !== null && (
            <QuizCountStep
              quizCount={state.quizCount}
              pending={quizzes.isPending}
              onQuizCountChange={(quizCount) => dispatch({ type: 'quizCountChosen', quizCount })}
              onGenerate={generateQuizzes}
            />
          )}
        </LessonPreviewStep>
      )}
      {state.view === 'quizSelection' && (
        <QuizSelection
          quizzes={state.quizzes}
          results={state.results}
          fallbackTheme={state.theme}
          onStart={(index) => dispatch({ type: 'quizStarted', index })}
          onStartOver={reset}
        />
      )}
      {state.view === 'quiz' && activeQuiz && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <QuizPlayer
            key={activeQuiz.quizId}
            heading={`Custom Quiz ${activeQuiz.quizNumber}`}
            questions={activeQuiz.questions}
            onFinish={(score, total) => {
              dispatch({ type: 'quizFinished', result: { score, total } });
              toast({ title: `Final Score: ${score}/${total}` });
            }}
          />
          <Box>
            <Button onClick={() => dispatch({ type: 'quizLeft' })}>Back to Quizzes</Button>
          </Box>
        </Box>
      )}
    </>
  );
}
