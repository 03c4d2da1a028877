import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { DEFAULT_GRADE_LEVEL, GRADE_LEVELS, type GradeLevel } from '../api/homework-types';
import type { SolveHomeworkInput } from '../api/solve-homework';
import { titleFromFileName } from '../lib/solution-text';

type UploadCardProps = {
  solving: boolean;
  /** Resolves true when the homework was solved (the form then clears for the next one). */
  onSolve: (input: SolveHomeworkInput) => Promise<boolean>;
};

/** Title (optional), file (PDF or image) and grade level; Solve Homework needs a file (spec §2). */
export function UploadCard({ solving, onSolve }: UploadCardProps) {
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [gradeLevel, setGradeLevel] = useState<GradeLevel>(DEFAULT_GRADE_LEVEL);
  const fileInput = useRef<HTMLInputElement>(null);

  function chooseFile(chosen: File | null) {
    setFile(chosen);
    if (chosen && !title.trim()) setTitle(titleFromFileName(chosen.name));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file || solving) return;
    if (await onSolve({ file, gradeLevel, title })) {
      setFile(null);
      setTitle('');
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby="upload-homework">
      <CardContent component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
        <Typography id="upload-homework" variant="h6" component="h2">
          Upload Homework
        </Typography>
        <TextField label="Homework Title (optional)" value={title} onChange={(e) => setTitle(e.target.value)} fullWidth />
        <Box>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={solving}>
            Choose File (PDF or image)
            <input
              ref={fileInput}
              type="file"
              hidden
              aria-label="Homework file"
              accept="application/pdf,image/*,.heic,.heif"
              onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
            />
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="chosen-file">
            {file ? file.name : 'No file chosen'}
          </Typography>
        </Box>
        <TextField
          select
          label="Grade Level"
          value={gradeLevel}
          onChange={(e) => setGradeLevel(e.target.value as GradeLevel)}
          sx={{ maxWidth: 240 }}
        >
          {GRADE_LEVELS.map((grade) => (
            <MenuItem key={grade} value={grade}>
              {grade} Grade
            </MenuItem>
          ))}
        </TextField>
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!file || solving}
            startIcon={solving ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {solving ? 'Solving Homework...' : 'Solve Homework'}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
