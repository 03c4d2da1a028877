import Box from '@mui/material/Box';
import { useEffect, useReducer, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { studyChatRequest, useStudyChat } from '../api/study-chat';
import { chatErrorMessage } from '../lib/chat-reply';
import { canSend, chatReducer, initialChatState, preparedMessage, turnsWith } from '../lib/chat-state';
import { visuallyHidden } from '../lib/visually-hidden';
import { ChatComposer } from './chat-composer';
import { MessageList } from './message-list';

/** The conversation and its input (spec §4 "Chat"); mounted only while the dialog is open. */
export function ChatPanel({ lessonContext }: { lessonContext?: string }) {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const [draft, setDraft] = useState('');
  // The toast region sits outside the dialog, which hides the rest of the page from screen readers
  // while it is open, so the error is also announced here.
  const [announcedError, setAnnouncedError] = useState('');
  const chat = useStudyChat();
  const requestRef = useRef<AbortController | null>(null);

  useEffect(() => () => requestRef.current?.abort(), []);

  function send() {
    const content = preparedMessage(draft);
    if (content === null || state.pending) return;
    const request = studyChatRequest(turnsWith(state.messages, content), lessonContext);
    dispatch({ type: 'sent', content });
    setDraft('');
    setAnnouncedError('');
    requestRef.current = new AbortController();
    chat.mutate(
      { request, signal: requestRef.current.signal },
      {
        onSuccess: (reply) => dispatch({ type: 'replied', content: reply }),
        onError: (error) => {
          const description = chatErrorMessage(error);
          dispatch({ type: 'failed' });
          toast({ title: 'Error', description, variant: 'destructive' });
          setAnnouncedError(description);
        },
      },
    );
  }

  return (
    <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', px: 3, pb: 2, gap: 1.5 }}>
      <Box role="alert" sx={visuallyHidden}>
        {announcedError}
      </Box>
      <MessageList messages={state.messages} pending={state.pending} />
      <ChatComposer draft={draft} onDraftChange={setDraft} onSend={send} sendDisabled={!canSend(draft, state.pending)} />
    </Box>
  );
}
