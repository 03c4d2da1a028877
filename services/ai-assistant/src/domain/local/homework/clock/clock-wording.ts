import type { ClockTime } from './read-clock.js';

/** How times of day and lengths of time are written back to the student: "6:05 pm", "2 hours 50 minutes". */
export const DAY = 24 * 60;
export const DIAL = 12 * 60;

export function showTime(minutes: number, like: ClockTime): string {
  const m = ((minutes % DAY) + DAY) % DAY;
  const hour = Math.floor(m / 60) % 12 || 12;
  const clock = `${hour}:${String(m % 60).padStart(2, '0')}`;
  if (!like.meridiem) return clock;
  const pm = m >= DIAL;
  const style = like.meridiem.pm === pm ? like.meridiem.style : like.meridiem.style.replace(/[aApP]/, (c) => (pm ? (c === c.toUpperCase() ? 'P' : 'p') : c === c.toUpperCase() ? 'A' : 'a'));
  return `${clock} ${style}`;
}

export function showLength(minutes: number): string {
  const [h, m] = [Math.floor(minutes / 60), minutes % 60];
  const hours = h === 0 ? '' : `${h} ${h === 1 ? 'hour' : 'hours'}`;
  const mins = m === 0 ? '' : `${m} ${m === 1 ? 'minute' : 'minutes'}`;
  return [hours, mins].filter(Boolean).join(' ');
}

/** The words of the story around a time or a length: "A train leaves at 3:15 pm", "arrives 2 hours 50 minutes later". */
export function toldAs(statement: string, span: readonly [number, number]): string {
  const before = statement.slice(0, span[0]).split(/[.;!?]|,\s|\s(?=and\s)/).pop() ?? '';
  const after = statement.slice(span[1] - 1, span[1]) === '.' ? '' : statement.slice(span[1]).split(/[.;!?,]|\s(?=and\s)/)[0] ?? '';
  return `${before}${statement.slice(...span)}${after}`.replace(/^\s*(?:and\s+)?/, '').replace(/\b([ap])\.\s?m\./gi, '$1m').trim();
}
