import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { ReadAloudButton } from '../../../components/read-aloud-button';
import { canFinish, difficultyLabel, hasAnswer, upcomingOf, type ActiveQuiz } from '../lib/progressive-quiz';
import { AnswerInput } from './answer-input';
import { AnswerResultPanel } from './answer-result';

/** One question of the progressive quiz with its result, Next Question / Try Again and Finish Quiz. */
export function ActiveQuizCard({
  quiz,
  checking,
  finishing,
  onAnswerChange,
  onSubmit,
  onNext,
  onFinish,
}: {
  quiz: ActiveQuiz;
  checking: boolean;
  finishing: boolean;
  onAnswerChange: (answer: string) => void;
  onSubmit: () => void;
  onNext: () => void;
  onFinish: () => void;
}) {
  const { progress, question, result } = quiz;
  const upcoming = result ? upcomingOf(result) : null;
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            Question {progress.questionsCompleted + (result ? 0 : 1)}
          </Typography>
          <Chip color="secondary" label={`Difficulty: ${difficultyLabel(quiz.difficulty)}`} />
          <Chip variant="outlined" color="primary" label={`Correct: ${progress.correctAnswers}/${progress.questionsCompleted}`} />
        </Box>
        {quiz.isRetry && <Alert severity="warning">Retry Question - Fill in the blank!</Alert>}
        {canFinish(progress) && <Alert severity="info">You&apos;ve answered 10 questions!</Alert>}
        {/* On a phone Read aloud goes under the question instead of squeezing it into a narrow column. */}
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'flex-start', gap: 1 }}>
          <Typography sx={{ flex: 1, fontSize: 18 }} data-testid="question-text">
            {question.questionText}
          </Typography>
          <ReadAloudButton text={question.questionText} />
        </Box>
        <AnswerInput question={question} answer={quiz.answer} disabled={Boolean(result) || checking} onChange={onAnswerChange} />
        {result && <AnswerResultPanel result={result} />}
        {/* pr: clear of the study assistant button when this row is at the bottom of the screen. */}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1.5, pr: { sm: 4 } }}>
          {canFinish(progress) && (
            <Button variant="outlined" onClick={onFinish} disabled={finishing || checking}>
              {finishing ? 'Finishing...' : 'Finish Quiz'}
            </Button>
          )}
          {!result ? (
            <Button variant="contained" onClick={onSubmit} disabled={!hasAnswer(quiz) || checking}>
              {checking ? 'Checking...' : 'Submit Answer'}
            </Button>
          ) : (
            upcoming && (
              <Button variant="contained" onClick={onNext}>
                {upcoming.isRetry ? 'Try Again' : 'Next Question'}
              </Button>
            )
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
