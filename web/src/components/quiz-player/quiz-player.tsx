import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useReducer } from 'react';
import { ReadAloudButton } from '../read-aloud-button';
import { AnswerFeedback } from './answer-feedback';
import { OptionList } from './option-list';
import { isCorrectChoice, newQuizRun, quizRunReducer, type PlayableQuestion } from './quiz-run';

/**
 * Takes one generated quiz (spec §2 "Quiz taking"): "{heading} - Question i/total" with the running
 * score, options A, B, C…, Submit Answer, feedback with the step-by-step solution, then Next Question
 * or Finish Quiz, which reports the final score to the caller.
 */
export function QuizPlayer({
  heading,
  questions,
  onFinish,
}: {
  heading: string;
  questions: PlayableQuestion[];
  onFinish: (score: number, total: number) => void;
}) {
  const [run, dispatch] = useReducer(quizRunReducer, newQuizRun);
  const question = questions[run.index];
  if (!question) return null;
  const total = questions.length;
  const isLast = run.index === total - 1;

  function submit() {
    if (run.selected === null) return;
    dispatch({ type: 'submit', correct: isCorrectChoice(question!, run.selected) });
  }

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {heading} - Question {run.index + 1}/{total}
          </Typography>
          <Chip color="primary" variant="outlined" label={`Score: ${run.score}/${run.answered}`} />
        </Box>
        {/* On a phone Read aloud goes under the question instead of squeezing it into a narrow column. */}
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'flex-start', gap: 1, mb: 2 }}>
          <Typography sx={{ flex: 1, fontSize: 18 }} data-testid="question-text">
            {question.questionText}
          </Typography>
          <ReadAloudButton text={question.questionText} />
        </Box>
        <OptionList
          question={question}
          selected={run.selected}
          submitted={run.submitted}
          onSelect={(option) => dispatch({ type: 'select', option })}
        />
        {run.submitted && run.selected !== null && <AnswerFeedback question={question} selected={run.selected} />}
        {/* pr: clear of the study assistant button when this row is at the bottom of the screen. */}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2, pr: { sm: 4 } }}>
          {!run.submitted ? (
            <Button variant="contained" disabled={run.selected === null} onClick={submit}>
              Submit Answer
            </Button>
          ) : isLast ? (
            <Button variant="contained" onClick={() => onFinish(run.score, total)}>
              Finish Quiz
            </Button>
          ) : (
            <Button variant="contained" onClick={() => dispatch({ type: 'next' })}>
              Next Question
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
