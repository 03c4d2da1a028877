import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Lesson } from '@studyhall/api-contracts/lessons';
import { ALL_SUBJECTS, distinctSubjects, filterBySubject, groupBySubject } from '../lib/history-lists';
import { LessonRow, type LessonAction } from './lesson-row';

/** The saved lessons grouped by subject, with the subject filter and the selection count. */
export function LessonList({
  lessons,
  subject,
  onSubjectChange,
  selected,
  onToggle,
  onAction,
}: {
  lessons: Lesson[];
  subject: string;
  onSubjectChange: (subject: string) => void;
  selected: ReadonlySet<string>;
  onToggle: (lessonId: string) => void;
  onAction: (lesson: Lesson, action: LessonAction) => void;
}) {
  const labelId = useId();
  const groups = groupBySubject(filterBySubject(lessons, subject));
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id={labelId}>Subject</InputLabel>
          <Select labelId={labelId} label="Subject" value={subject} onChange={(event) => onSubjectChange(event.target.value)}>
            <MenuItem value={ALL_SUBJECTS}>All Subjects</MenuItem>
            {distinctSubjects(lessons).map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Typography color="text.secondary" role="status" data-testid="selected-count">
          {selected.size} lesson(s) selected
        </Typography>
      </Box>
      <Box sx={{ maxHeight: '24rem', overflowY: 'auto', pr: 0.5 }} data-testid="history-list">
        {groups.map((group) => (
          <Box component="section" key={group.subject} aria-label={group.subject} sx={{ mb: 1.5 }}>
            <Typography variant="subtitle2" component="h3" color="primary" sx={{ px: 1.5, py: 0.5 }}>
              {group.subject}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {group.lessons.map((lesson) => (
                <LessonRow
                  key={lesson.id}
                  lesson={lesson}
                  checked={selected.has(lesson.id)}
                  onToggle={() => onToggle(lesson.id)}
                  onAction={(action) => onAction(lesson, action)}
                />
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </>
  );
}
