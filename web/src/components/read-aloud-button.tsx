import StopIcon from '@mui/icons-material/StopCircleOutlined';
import VolumeUpIcon from '@mui/icons-material/VolumeUpOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { SpeechRequest } from '@studyhall/api-contracts/study';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiBlob } from '../lib/api-client';
import { nextReadAloudStatus, readAloudLabel, type ReadAloudEvent, type ReadAloudStatus } from './read-aloud-button-state';

// One reading at a time on the page: a button that starts reading stops the one before it.
let stopActiveReading: (() => void) | null = null;

type ReadAloudButtonProps = {
  /** What to read out (at most 4,096 characters, the service's limit). */
  text: string;
  size?: 'small' | 'medium' | 'large';
  /** The idle label; defaults to "Read aloud". */
  label?: string;
};

/**
 * Reads `text` aloud (spec §4, §7): POST /api/text-to-speech, plays the returned audio from an object
 * URL in its own <audio> element, and revokes the URL when playback ends or stops. Failures are only
 * logged ("Failed to generate speech", spec §8) and the button returns to idle.
 */
export function ReadAloudButton({ text, size = 'small', label = 'Read aloud' }: ReadAloudButtonProps) {
  const [status, setStatus] = useState<ReadAloudStatus>('idle');
  const audioRef = useRef<HTMLAudioElement>(null);
  const urlRef = useRef<string | null>(null);
  const requestRef = useRef<AbortController | null>(null);

  const send = useCallback((event: ReadAloudEvent) => setStatus((s) => nextReadAloudStatus(s, event)), []);

  /** Stops any request or playback and frees the audio's object URL. */
  const release = useCallback(() => {
    requestRef.current?.abort();
    requestRef.current = null;
    audioRef.current?.pause();
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
  }, []);

  const stopFromElsewhere = useCallback(() => {
    release();
    send('stopped');
  }, [release, send]);

  useEffect(
    () => () => {
      release();
      if (stopActiveReading === stopFromElsewhere) stopActiveReading = null;
    },
    [release, stopFromElsewhere],
  );

  const fail = useCallback(() => {
    console.error('Failed to generate speech');
    release();
    send('failed');
  }, [release, send]);

  async function start() {
    const audio = audioRef.current;
    if (!audio) return;
    if (stopActiveReading !== stopFromElsewhere) stopActiveReading?.();
    stopActiveReading = stopFromElsewhere;
    const request = new AbortController();
    requestRef.current = request;
    send('click');
    try {
      const body: SpeechRequest = { text };
      const audioBytes = await apiBlob('POST', '/api/text-to-speech', body, { signal: request.signal });
      if (request.signal.aborted) return;
      urlRef.current = URL.createObjectURL(audioBytes);
      audio.src = urlRef.current;
      send('ready');
      await audio.play();
    } catch {
      if (!request.signal.aborted) fail();
    }
  }

  function onClick() {
    if (status === 'idle') void start();
    else if (status === 'playing') {
      release();
      send('click');
    }
  }

  function onEnded() {
    release();
    send('ended');
  }

  const name = readAloudLabel(status, label);
  const icon =
    status === 'loading' ? <CircularProgress size={16} color="inherit" /> : status === 'playing' ? <StopIcon /> : <VolumeUpIcon />;
  return (
    <>
      <Button
        size={size}
        onClick={onClick}
        disabled={status === 'loading'}
        startIcon={icon}
        data-state={status}
      >
        {name}
      </Button>
      <audio ref={audioRef} data-testid="read-aloud-audio" onEnded={onEnded} onError={() => urlRef.current && fail()} hidden />
    </>
  );
}
