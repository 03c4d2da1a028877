import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { ProgressiveQuestion } from '@studyhall/api-contracts/quiz-sessions';

/** Options as radio buttons (the answer is the index as text), or a text field for fill-in-the-blank. */
export function AnswerInput({
  question,
  answer,
  disabled,
  onChange,
}: {
  question: ProgressiveQuestion;
  answer: string;
  disabled: boolean;
  onChange: (answer: string) => void;
}) {
  if (question.questionType === 'fill-in-blank' || question.options.length === 0) {
    return (
      <TextField
        label="Your answer"
        value={answer}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        fullWidth
        autoFocus
      />
    );
  }
  return (
    <RadioGroup aria-label="Answer options" value={answer} onChange={(_, value) => onChange(value)} sx={{ gap: 1 }}>
      {question.options.map((option, index) => (
        <FormControlLabel
          key={index}
          value={String(index)}
          control={<Radio />}
          label={option}
          disabled={disabled}
          sx={{ m: 0, pr: 2, border: 1, borderColor: answer === String(index) ? 'primary.main' : 'divider', borderRadius: 1 }}
        />
      ))}
    </RadioGroup>
  );
}
