import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useRef } from 'react';
import type { ChatMessage } from '../lib/chat-state';
import { MessageBubble } from './message-bubble';

/** The conversation, newest at the bottom, scrolled so the newest message (or its start) is in view. */
export function MessageList({ messages, pending }: { messages: ChatMessage[]; pending: boolean }) {
  const logRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const log = logRef.current;
    const newest = log?.querySelector('li:last-of-type');
    if (!log || !(newest instanceof HTMLElement)) return;
    // Show the newest message from its start; a short one ends up at the bottom of the log.
    log.scrollTop = Math.min(newest.offsetTop - 8, log.scrollHeight - log.clientHeight);
  }, [messages.length, pending]);

  return (
    <Box
      ref={logRef}
      role="log"
      aria-label="Conversation"
      aria-live="polite"
      sx={{ position: 'relative', flex: 1, minHeight: 240, overflowY: 'auto', borderRadius: 2, bgcolor: 'grey.50', p: 2 }}
    >
      {messages.length === 0 && !pending ? (
        <EmptyState />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
          {pending && <Thinking />}
        </Box>
      )}
    </Box>
  );
}

function EmptyState() {
  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', textAlign: 'center', gap: 1, px: 2 }}>
      <Typography>Hi! I&apos;m your study assistant. How can I help you today?</Typography>
      <Typography variant="body2" color="text.secondary">
        Try asking: &quot;Tell me a way to memorize these terms easier&quot;
      </Typography>
    </Box>
  );
}

function Thinking() {
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: 'flex-start' }}>
      <Box sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 3, px: 2, py: 1.25, display: 'flex' }}>
        <CircularProgress size={18} aria-label="Waiting for the study assistant" />
      </Box>
    </Box>
  );
}
