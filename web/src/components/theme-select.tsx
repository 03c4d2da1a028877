import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useId } from 'react';
import { WORD_PROBLEM_THEMES, type WordProblemTheme } from './word-problem-themes';

/** The Word Problem Theme select (spec §2): the six themes of spec §9. */
export function ThemeSelect({
  value,
  onChange,
  disabled,
}: {
  value: WordProblemTheme;
  onChange: (theme: WordProblemTheme) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <FormControl fullWidth disabled={disabled}>
      <InputLabel id={id}>Word Problem Theme</InputLabel>
      <Select
        labelId={id}
        label="Word Problem Theme"
        value={value}
        onChange={(event) => onChange(event.target.value as WordProblemTheme)}
      >
        {WORD_PROBLEM_THEMES.map((theme) => (
          <MenuItem key={theme} value={theme}>
            {theme}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
