import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useId, type ChangeEvent } from 'react';
import { ThemeSelect } from '../../../components/theme-select';
import type { WordProblemTheme } from '../../../components/word-problem-themes';
import { toast } from '../../../lib/toast';
import { fileProblemOf } from '../lib/file-checks';

/** Step 1: Upload Study Material — a checked file, the theme, and Generate Lesson. */
export function UploadStep({
  file,
  theme,
  pending,
  onFileChange,
  onThemeChange,
  onGenerate,
}: {
  file: File | null;
  theme: WordProblemTheme;
  pending: boolean;
  onFileChange: (file: File | null) => void;
  onThemeChange: (theme: WordProblemTheme) => void;
  onGenerate: () => void;
}) {
  const inputId = useId();

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? fileProblemOf(chosen) : null;
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      event.target.value = '';
      onFileChange(null);
      return;
    }
    onFileChange(chosen);
  }

  return (
    <Card>
      {/* minmax(0, 1fr): the file input's own width must not push the card wider than a phone. */}
      <CardContent sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2.5 }}>
        <Typography variant="h6" component="h2">
          Step 1: Upload Study Material
        </Typography>
        <Box
          component="label"
          htmlFor={inputId}
          sx={{
            display: 'grid',
            placeItems: 'center',
            gap: 1,
            p: 3,
            border: 2,
            borderStyle: 'dashed',
            borderColor: file ? 'primary.main' : 'divider',
            borderRadius: 2,
            cursor: 'pointer',
            textAlign: 'center',
          }}
        >
          <UploadFileIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
          <Typography sx={{ fontWeight: 600 }}>{file ? file.name : 'Choose a PDF or image'}</Typography>
          <Typography variant="body2" color="text.secondary">
            PDF, JPG, PNG, WEBP or HEIC, up to 10MB
          </Typography>
          <input
            id={inputId}
            type="file"
            accept="application/pdf,image/*"
            aria-label="Study material file"
            onChange={choose}
            disabled={pending}
            style={{ maxWidth: '100%' }}
          />
        </Box>
        <ThemeSelect value={theme} onChange={onThemeChange} disabled={pending} />
        <Box>
          <Button
            variant="contained"
            size="large"
            disabled={!file || pending}
            onClick={onGenerate}
            startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {pending ? 'Generating Lesson...' : 'Generate Lesson'}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
