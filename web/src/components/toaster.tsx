import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { dismissToast, isSwipeDismiss, TOAST_DURATION_MS, useToasts, type ToastItem } from '../lib/toast';

const HOTKEY = 'F8';

/** The toast region (spec §9): bottom-right (top on phones), at most 420 px wide, F8 focuses it. */
export function Toaster() {
  const toasts = useToasts();
  const regionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === HOTKEY) regionRef.current?.focus();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Box
      ref={regionRef}
      tabIndex={-1}
      role="region"
      aria-label={`Notifications (${HOTKEY})`}
      sx={{
        position: 'fixed',
        zIndex: (t) => t.zIndex.snackbar,
        top: { xs: 0, sm: 'auto' },
        // Above the study assistant's round button (56 px at 24 px from the corner), never over it.
        bottom: { xs: 'auto', sm: 88 },
        right: 0,
        width: '100%',
        maxWidth: 420,
        pointerEvents: 'none',
        outline: 'none',
      }}
    >
      <Box component="ol" sx={{ m: 0, p: 2, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 1 }}>
        {toasts.filter((t) => t.open).map((t) => (
          <ToastCard key={t.id} toast={t} />
        ))}
      </Box>
    </Box>
  );
}

function ToastCard({ toast }: { toast: ToastItem }) {
  const [dragX, setDragX] = useState(0);
  const [dragging, setDragging] = useState(false);
  const startX = useRef<number | null>(null);
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.duration ?? TOAST_DURATION_MS);

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, toast.id]);

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    if ((event.target as HTMLElement).closest('button')) return;
    startX.current = event.clientX;
    setDragging(true);
    event.currentTarget.setPointerCapture(event.pointerId);
  }
  function onPointerMove(event: PointerEvent<HTMLElement>) {
    if (startX.current !== null) setDragX(Math.max(0, event.clientX - startX.current));
  }
  function onPointerEnd() {
    if (startX.current === null) return;
    startX.current = null;
    setDragging(false);
    if (isSwipeDismiss(dragX)) dismissToast(toast.id);
    else setDragX(0);
  }

  const destructive = toast.variant === 'destructive';
  return (
    <Paper
      component="li"
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic
      tabIndex={0}
      elevation={6}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={(event) => event.key === 'Escape' && dismissToast(toast.id)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      data-variant={toast.variant ?? 'default'}
      sx={{
        pointerEvents: 'auto',
        touchAction: 'pan-y',
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        p: 2,
        pr: 1,
        transform: `translateX(${dragX}px)`,
        transition: dragging ? 'none' : 'transform 150ms ease-out',
        border: 1,
        borderColor: destructive ? 'error.dark' : 'divider',
        bgcolor: destructive ? 'error.main' : 'background.paper',
        color: destructive ? 'error.contrastText' : 'text.primary',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {toast.title && <Typography sx={{ fontWeight: 600 }}>{toast.title}</Typography>}
        {toast.description && (
          <Typography variant="body2" sx={{ opacity: 0.9, whiteSpace: 'pre-line' }}>
            {toast.description}
          </Typography>
        )}
      </Box>
      <IconButton size="small" aria-label="Close" onClick={() => dismissToast(toast.id)} sx={{ color: 'inherit' }}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
}
