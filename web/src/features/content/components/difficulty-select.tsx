import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { DifficultyLevel } from '../lib/difficulty';

const LEVELS: { value: DifficultyLevel; label: string }[] = [
  { value: 'beginner', label: 'Beginner' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'advanced', label: 'Advanced' },
];

export function DifficultySelect({ value, onChange }: { value: DifficultyLevel; onChange: (level: DifficultyLevel) => void }) {
  return (
    <TextField select label="Difficulty Level" value={value} onChange={(e) => onChange(e.target.value as DifficultyLevel)} fullWidth>
      {LEVELS.map((level) => (
        <MenuItem key={level.value} value={level.value}>
          {level.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
