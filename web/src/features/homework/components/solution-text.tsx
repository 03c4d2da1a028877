import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { boldRuns, type Block } from '../lib/solution-text';

/** One block of a solution: paragraphs (steps, answers with their bold label) and lists. */
export function SolutionBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case 'heading':
      return (
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {block.text}
        </Typography>
      );
    case 'paragraph':
      return (
        <Typography variant="body1" sx={{ overflowWrap: 'anywhere' }}>
          <Runs text={block.text} />
        </Typography>
      );
    case 'ordered':
    case 'bullets':
      return (
        <Box component={block.kind === 'ordered' ? 'ol' : 'ul'} sx={{ my: 0, pl: 3 }}>
          {block.items.map((item, index) => (
            <Typography component="li" variant="body1" key={index}>
              <Runs text={item} />
            </Typography>
          ))}
        </Box>
      );
  }
}

function Runs({ text }: { text: string }) {
  return boldRuns(text).map((run, index) => (run.bold ? <strong key={index}>{run.text}</strong> : <span key={index}>{run.text}</span>));
}
