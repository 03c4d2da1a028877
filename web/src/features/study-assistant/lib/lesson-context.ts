import { useEffect, useSyncExternalStore } from 'react';

// The lesson the student is looking at, sent with every chat message as `lessonContext` (spec §3)
// so answers can draw on it. The assistant is mounted by the layout, beside the screens rather than
// inside them, so a screen shares its lesson through this small store instead of a React provider:
// `useShareLessonWithAssistant(lesson.content)` while it is shown; it is cleared when the screen goes.

let current: string | undefined;
const listeners = new Set<() => void>();

export function setAssistantLessonContext(lessonContext: string | undefined): void {
  if (lessonContext === current) return;
  current = lessonContext;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The lesson text shared by the screen on view, if any. */
export function useAssistantLessonContext(): string | undefined {
  return useSyncExternalStore(subscribe, () => current, () => current);
}

/** Shares `lessonContext` with the assistant while the calling screen is mounted. */
export function useShareLessonWithAssistant(lessonContext: string | undefined): void {
  useEffect(() => {
    setAssistantLessonContext(lessonContext);
    return () => setAssistantLessonContext(undefined);
  }, [lessonContext]);
}
