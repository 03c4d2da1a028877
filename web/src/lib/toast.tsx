import { useSyncExternalStore, type ReactNode } from 'react';

// Toasts (product spec §9): one at a time, auto-close after 5 s, swipe right 50 px to dismiss,
// F8 focuses the region (see components/toaster.tsx). A dismissed toast is kept, closed, for
// 1,000,000 ms before removal, as the spec says; with a limit of one a newer toast replaces it anyway.

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const SWIPE_THRESHOLD_PX = 50;

export type ToastVariant = 'default' | 'destructive';

export type ToastInput = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  duration?: number;
};

export type ToastItem = ToastInput & { id: string; open: boolean };

export type ToastAction =
  | { type: 'add'; toast: ToastItem }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

export function toastReducer(state: ToastItem[], action: ToastAction): ToastItem[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'dismiss':
      return state.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t));
    case 'remove':
      return action.id === undefined ? [] : state.filter((t) => t.id !== action.id);
  }
}

/** A swipe dismisses only when it went right by at least the threshold. */
export function isSwipeDismiss(deltaX: number): boolean {
  return deltaX >= SWIPE_THRESHOLD_PX;
}

let toasts: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function dispatch(action: ToastAction) {
  toasts = toastReducer(toasts, action);
  if (action.type === 'dismiss') {
    for (const t of toasts) if (!t.open) scheduleRemoval(t.id);
  }
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    dispatch({ type: 'remove', id });
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

export function dismissToast(id?: string) {
  dispatch({ type: 'dismiss', id });
}

/** Shows a toast, replacing the one on screen; returns its id. */
export function toast(input: ToastInput): string {
  nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(nextId);
  dispatch({ type: 'add', toast: { ...input, id, open: true } });
  return id;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, () => toasts, () => toasts);
}

export function useToast() {
  return { toast, dismiss: dismissToast, toasts: useToasts() };
}
