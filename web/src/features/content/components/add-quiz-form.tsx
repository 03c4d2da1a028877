import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { serverMessageOr } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';
import { useCreateQuestion, useLessons } from '../api/content';
import {
  emptyQuestionForm,
  hasErrors,
  questionRequestOf,
  validateQuestionForm,
  type QuestionFormErrors,
  type QuestionFormValues,
} from '../lib/question-form';
import { DifficultySelect } from './difficulty-select';

/** Add Quiz (spec §2, §5): one multiple-choice question with four options, by hand. */
export function AddQuizForm() {
  const lessons = useLessons();
  const create = useCreateQuestion();
  const [values, setValues] = useState<QuestionFormValues>(emptyQuestionForm);
  const [errors, setErrors] = useState<QuestionFormErrors>({});
  const [tried, setTried] = useState(false);

  function update(next: QuestionFormValues) {
    setValues(next);
    if (tried) setErrors(validateQuestionForm(next));
  }
  const setOption = (index: number, text: string) =>
    update({ ...values, options: values.options.map((o, i) => (i === index ? text : o)) as QuestionFormValues['options'] });

  function reset() {
    setValues(emptyQuestionForm);
    setErrors({});
    setTried(false);
  }

  function submit() {
    const found = validateQuestionForm(values);
    setTried(true);
    setErrors(found);
    if (hasErrors(found)) return;
    create.mutate(questionRequestOf(values), {
      onSuccess: () => {
        toast({ title: 'Success', description: 'Quiz question created successfully.' });
        reset();
      },
      onError: (error) => toast({ title: 'Error', description: serverMessageOr(error, 'Failed to create question'), variant: 'destructive' }),
    });
  }

  return (
    <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), submit())} sx={{ display: 'grid', gap: 2.5 }}>
      <TextField
        select
        label="Lesson"
        value={values.lessonId}
        onChange={(e) => update({ ...values, lessonId: e.target.value })}
        disabled={lessons.isPending}
        error={Boolean(errors.lessonId)}
        helperText={errors.lessonId}
      >
        {(lessons.data ?? []).map((lesson) => (
          <MenuItem key={lesson.id} value={lesson.id}>
            {lesson.title}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Question Text"
        value={values.questionText}
        onChange={(e) => update({ ...values, questionText: e.target.value })}
        multiline
        minRows={3}
        error={Boolean(errors.questionText)}
        helperText={errors.questionText}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {values.options.map((option, index) => (
          <TextField
            key={index}
            label={`Option ${index + 1}`}
            value={option}
            onChange={(e) => setOption(index, e.target.value)}
            error={Boolean(errors.options?.[index])}
            helperText={errors.options?.[index]}
          />
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          select
          label="Correct Answer"
          value={values.correctAnswer}
          onChange={(e) => update({ ...values, correctAnswer: Number(e.target.value) })}
          error={Boolean(errors.correctAnswer)}
          helperText={errors.correctAnswer}
        >
          {[0, 1, 2, 3].map((index) => (
            <MenuItem key={index} value={index}>
              Option {index + 1}
            </MenuItem>
          ))}
        </TextField>
        <DifficultySelect value={values.difficultyLevel} onChange={(level) => update({ ...values, difficultyLevel: level })} />
      </Box>
      <TextField
        label="Explanation"
        value={values.explanation}
        onChange={(e) => update({ ...values, explanation: e.target.value })}
        multiline
        minRows={3}
        error={Boolean(errors.explanation)}
        helperText={errors.explanation}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5 }}>
        <Button onClick={reset} disabled={create.isPending}>
          Clear Form
        </Button>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create Question'}
        </Button>
      </Box>
    </Box>
  );
}
