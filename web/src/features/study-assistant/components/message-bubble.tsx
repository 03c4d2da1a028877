import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ReadAloudButton } from '../../../components/read-aloud-button';
import type { ChatMessage } from '../lib/chat-state';
import { boldSegments, speakableText, withBulletDots } from '../lib/reply-text';
import { visuallyHidden } from '../lib/visually-hidden';

/** One message: the student's on the right, the assistant's on the left with a read-aloud button. */
export function MessageBubble({ message }: { message: ChatMessage }) {
  const fromUser = message.role === 'user';
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: fromUser ? 'flex-end' : 'flex-start' }}>
      <Box
        data-message-role={message.role}
        sx={{
          position: 'relative',
          maxWidth: '85%',
          px: 2,
          py: 1.25,
          borderRadius: 3,
          ...(fromUser
            ? { bgcolor: 'primary.main', color: 'primary.contrastText', borderBottomRightRadius: 4 }
            : { bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderBottomLeftRadius: 4 }),
        }}
      >
        <Box component="span" sx={visuallyHidden}>
          {fromUser ? 'You said:' : 'Study Assistant said:'}
        </Box>
        <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {fromUser ? message.content : <ReplyText text={message.content} />}
        </Typography>
        {!fromUser && (
          <Box sx={{ mt: 0.5, ml: -1 }}>
            <ReadAloudButton text={speakableText(message.content)} />
          </Box>
        )}
      </Box>
    </Box>
  );
}

function ReplyText({ text }: { text: string }) {
  return boldSegments(withBulletDots(text)).map((segment, index) =>
    segment.bold ? <strong key={index}>{segment.text}</strong> : <span key={index}>{segment.text}</span>,
  );
}
