import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { correctIndexOf, optionLetter, type PlayableQuestion } from './quiz-run';

/** The options as radio buttons labelled A, B, C…; after submitting, right and wrong are coloured. */
export function OptionList({
  question,
  selected,
  submitted,
  onSelect,
}: {
  question: PlayableQuestion;
  selected: number | null;
  submitted: boolean;
  onSelect: (option: number) => void;
}) {
  const correct = correctIndexOf(question);
  return (
    <Box role="radiogroup" aria-label="Answer options" sx={{ display: 'grid', gap: 1 }}>
      {question.options.map((option, index) => {
        const isSelected = selected === index;
        const tone = !submitted ? (isSelected ? 'primary' : null) : index === correct ? 'success' : isSelected ? 'error' : null;
        return (
          <ButtonBase
            key={index}
            role="radio"
            aria-checked={isSelected}
            disabled={submitted}
            onClick={() => onSelect(index)}
            sx={{
              justifyContent: 'flex-start',
              textAlign: 'left',
              gap: 1.5,
              p: 1.5,
              borderRadius: 1,
              border: 2,
              borderColor: tone ? `${tone}.main` : 'divider',
              bgcolor: (theme) => (tone ? alpha(theme.palette[tone].main, 0.08) : theme.palette.background.paper),
              '&:hover': { borderColor: submitted ? undefined : 'primary.light' },
            }}
          >
            <Box
              component="span"
              sx={{
                flex: 'none',
                width: 28,
                height: 28,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 700,
                bgcolor: tone ? `${tone}.main` : 'action.hover',
                color: tone ? `${tone}.contrastText` : 'text.primary',
              }}
            >
              {optionLetter(index)}
            </Box>
            <Typography component="span">{option}</Typography>
          </ButtonBase>
        );
      })}
    </Box>
  );
}
