import { createTheme, responsiveFontSizes } from '@mui/material/styles';

// The one theme. Tooltips open after 700 ms (spec §9).
// REVIEW: the spec's 300 ms skip delay (a second tooltip opens at once right after one closed) is
// approximated by enterNextDelay 0; MUI's "recently closed" window is a fixed 800 ms, not 300 ms.
export const theme = responsiveFontSizes(createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#3b5bdb' },
    secondary: { main: '#f08c00' },
    background: { default: '#f6f7fb', paper: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 700 },
    h2: { fontWeight: 700 },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiTooltip: { defaultProps: { enterDelay: 700, enterNextDelay: 0, arrow: true } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
  },
}));
