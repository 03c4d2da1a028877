import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Fab from '@mui/material/Fab';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

// Mount point for the study assistant (spec §2: a floating button on every signed-in screen), rendered
// once by the signed-in layout. The assistant itself belongs in features/study-assistant: when its
// component (the round bottom-right button plus the dialog) lands, return it here in place of the
// placeholder, which only says the assistant is being built.
export function StudyAssistantSlot() {
  return <StudyAssistantPlaceholder />;
}

function StudyAssistantPlaceholder() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Fab
        color="primary"
        aria-label="Study Assistant"
        onClick={() => setOpen(true)}
        sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: (t) => t.zIndex.speedDial }}
      >
        <ChatIcon />
      </Fab>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="xs" fullWidth>
        <DialogTitle>Study Assistant</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Ask me anything about studying, memorization techniques, or understanding concepts better!
          </DialogContentText>
          <Typography sx={{ mt: 2 }} color="text.secondary">
            The study assistant is being built — soon you will be able to chat with it here.
          </Typography>
        </DialogContent>
      </Dialog>
    </>
  );
}
