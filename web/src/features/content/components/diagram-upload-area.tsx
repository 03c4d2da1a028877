import ImageIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

// REVIEW: the spec shows no upload call for diagrams (lessons are created with diagramUrl null), so
// the chosen image is only named here; Manage Diagrams will own uploads once it exists.
export function DiagramUploadArea() {
  const inputId = useId();
  const [fileName, setFileName] = useState<string | null>(null);
  return (
    <Box
      component="label"
      htmlFor={inputId}
      sx={{ display: 'grid', placeItems: 'center', gap: 0.5, p: 3, border: 2, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 2, cursor: 'pointer', textAlign: 'center' }}
    >
      <ImageIcon color="action" sx={{ fontSize: 36 }} aria-hidden />
      <Typography sx={{ fontWeight: 600 }}>{fileName ?? 'Upload a diagram or image'}</Typography>
      <Typography variant="body2" color="text.secondary">
        PNG, JPG, SVG up to 10MB
      </Typography>
      <input
        id={inputId}
        type="file"
        accept="image/png,image/jpeg,image/svg+xml"
        aria-label="Diagram or image"
        hidden
        onChange={(e) => setFileName(e.target.files?.[0]?.name ?? null)}
      />
    </Box>
  );
}
