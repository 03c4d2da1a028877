import { describe, expect, it } from 'vitest';
import { isSwipeDismiss, toastReducer, type ToastItem } from './toast';

const saved: ToastItem = { id: '1', open: true, title: 'Lesson Saved!' };
const failed: ToastItem = { id: '2', open: true, title: 'Error', variant: 'destructive' };

describe('toastReducer', () => {
  it('shows one toast at a time, newest first', () => {
    const state = toastReducer(toastReducer([], { type: 'add', toast: saved }), { type: 'add', toast: failed });
    expect(state).toEqual([failed]);
  });

  it('closes a dismissed toast without removing it yet', () => {
    const state = toastReducer([saved], { type: 'dismiss', id: '1' });
    expect(state).toEqual([{ ...saved, open: false }]);
  });

  it('leaves other toasts alone when one id is dismissed or removed', () => {
    expect(toastReducer([saved], { type: 'dismiss', id: 'other' })).toEqual([saved]);
    expect(toastReducer([saved], { type: 'remove', id: 'other' })).toEqual([saved]);
    expect(toastReducer([saved], { type: 'remove', id: '1' })).toEqual([]);
  });

  it('dismisses everything when no id is given', () => {
    expect(toastReducer([saved], { type: 'dismiss' })).toEqual([{ ...saved, open: false }]);
  });
});

describe('isSwipeDismiss', () => {
  it('needs a swipe of at least 50 px to the right', () => {
    expect(isSwipeDismiss(49)).toBe(false);
    expect(isSwipeDismiss(50)).toBe(true);
    expect(isSwipeDismiss(-80)).toBe(false);
  });
});
