import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useAssistantLessonContext } from '../lib/lesson-context';
import { ChatPanel } from './chat-panel';

const DESCRIPTION_ID = 'study-assistant-description';

/**
 * The study assistant (spec §2): a round button at the bottom right of every signed-in screen that
 * opens the chat dialog. The conversation lives in the open dialog only and is gone when it closes.
 * `lessonContext` (or the lesson a screen shares, see lib/lesson-context) goes with every message.
 */
export function StudyAssistant({ lessonContext }: { lessonContext?: string }) {
  const [open, setOpen] = useState(false);
  const sharedLesson = useAssistantLessonContext();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <>
      <Fab
        color="primary"
        aria-label="Study Assistant"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: (t) => t.zIndex.speedDial }}
      >
        <ChatIcon />
      </Fab>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullScreen={fullScreen}
        maxWidth="sm"
        fullWidth
        aria-describedby={DESCRIPTION_ID}
        slotProps={{ paper: { sx: { height: { sm: 'min(720px, 85vh)' }, display: 'flex', flexDirection: 'column' } } }}
      >
        <DialogTitle sx={{ pr: 7 }}>Study Assistant</DialogTitle>
        <IconButton aria-label="Close" onClick={() => setOpen(false)} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseIcon />
        </IconButton>
        <DialogContentText id={DESCRIPTION_ID} sx={{ px: 3, mt: -1, mb: 1 }}>
          Ask me anything about studying, memorization techniques, or understanding concepts better!
        </DialogContentText>
        <ChatPanel lessonContext={lessonContext ?? sharedLesson} />
      </Dialog>
    </>
  );
}
