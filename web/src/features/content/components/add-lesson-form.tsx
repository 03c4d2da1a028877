import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { serverMessageOr } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';
import { useCreateLesson, useTopics } from '../api/content';
import { hasErrors } from '../lib/question-form';
import { emptyLessonForm, lessonRequestOf, validateLessonForm, type LessonFormErrors, type LessonFormValues } from '../lib/lesson-form';
import { DiagramUploadArea } from './diagram-upload-area';
import { DifficultySelect } from './difficulty-select';
import { QuestionGenerator } from './question-generator';

const LESSON_CREATED =
  'Lesson created successfully. You can now generate AI questions for it or create custom quiz questions in the Add Quiz tab.';

/** Add Lesson (spec §2, §4, §5): the form, Publish Lesson, then AI questions for the new lesson. */
export function AddLessonForm() {
  const topics = useTopics();
  const create = useCreateLesson();
  const [values, setValues] = useState<LessonFormValues>(emptyLessonForm);
  const [errors, setErrors] = useState<LessonFormErrors>({});
  const [tried, setTried] = useState(false);
  const [createdLessonId, setCreatedLessonId] = useState<string | null>(null);

  function set<K extends keyof LessonFormValues>(key: K, value: LessonFormValues[K]) {
    const next = { ...values, [key]: value };
    setValues(next);
    if (tried) setErrors(validateLessonForm(next));
  }

  function publish() {
    const found = validateLessonForm(values);
    setTried(true);
    setErrors(found);
    if (hasErrors(found)) return;
    create.mutate(lessonRequestOf(values), {
      onSuccess: ({ id }) => {
        setCreatedLessonId(id);
        toast({ title: 'Success', description: LESSON_CREATED });
      },
      onError: (error) => toast({ title: 'Error', description: serverMessageOr(error, 'Failed to create lesson'), variant: 'destructive' }),
    });
  }

  function reset() {
    setValues(emptyLessonForm);
    setErrors({});
    setTried(false);
    setCreatedLessonId(null);
  }

  const field = (key: keyof LessonFormValues) => ({ error: Boolean(errors[key]), helperText: errors[key] });
  return (
    <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), publish())} sx={{ display: 'grid', gap: 2.5 }}>
      <TextField
        select
        label="Topic Category"
        value={values.topicId}
        onChange={(e) => set('topicId', e.target.value)}
        disabled={topics.isPending || createdLessonId !== null}
        {...field('topicId')}
        helperText={errors.topicId ?? (topics.error ? serverMessageOr(topics.error, 'Failed to load topics') : undefined)}
      >
        {(topics.data ?? []).map((topic) => (
          <MenuItem key={topic.id} value={topic.id}>
            {topic.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField label="Lesson Title" value={values.title} onChange={(e) => set('title', e.target.value)} {...field('title')} />
      <TextField
        label="Lesson Content"
        value={values.content}
        onChange={(e) => set('content', e.target.value)}
        multiline
        minRows={6}
        {...field('content')}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        <DifficultySelect value={values.difficultyLevel} onChange={(level) => set('difficultyLevel', level)} />
        <TextField
          label="Estimated Time (minutes)"
          type="number"
          value={values.estimatedTime}
          onChange={(e) => set('estimatedTime', e.target.value)}
          slotProps={{ htmlInput: { min: 1, max: 300 } }}
          {...field('estimatedTime')}
        />
        <TextField
          label="Lesson Order"
          type="number"
          value={values.order}
          onChange={(e) => set('order', e.target.value)}
          slotProps={{ htmlInput: { min: 1 } }}
          {...field('order')}
        />
      </Box>
      <DiagramUploadArea />
      <QuestionGenerator lessonId={createdLessonId} difficulty={values.difficultyLevel} />
      {createdLessonId ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Alert icon={<CheckCircleIcon />} severity="success" sx={{ flex: 1 }}>
            Lesson published successfully!
          </Alert>
          <Button variant="outlined" onClick={reset}>
            Create New Lesson
          </Button>
        </Box>
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5 }}>
          <Button onClick={reset} disabled={create.isPending}>
            Clear Form
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {create.isPending ? 'Publishing...' : 'Publish Lesson'}
          </Button>
        </Box>
      )}
    </Box>
  );
}
