import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useRef, type FormEvent, type KeyboardEvent } from 'react';
import { isSendKey } from '../lib/chat-state';

type ChatComposerProps = {
  draft: string;
  onDraftChange: (draft: string) => void;
  onSend: () => void;
  sendDisabled: boolean;
};

/** The message input: Enter sends, Shift+Enter starts a new line (spec §2). */
export function ChatComposer({ draft, onDraftChange, onSend, sendDisabled }: ChatComposerProps) {
  const inputRef = useRef<HTMLTextAreaElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) return;
    event.preventDefault();
    onSend();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onSend();
    inputRef.current?.focus(); // ready for the next question after clicking Send
  }

  return (
    <Box component="form" onSubmit={onSubmit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
      <TextField
        value={draft}
        onChange={(event) => onDraftChange(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Ask me anything..."
        multiline
        maxRows={4}
        fullWidth
        size="small"
        autoFocus
        inputRef={inputRef}
        slotProps={{ htmlInput: { 'aria-label': 'Message the study assistant' } }}
      />
      <Button type="submit" variant="contained" disabled={sendDisabled} endIcon={<SendIcon />} sx={{ flexShrink: 0, height: 40 }}>
        Send
      </Button>
    </Box>
  );
}
