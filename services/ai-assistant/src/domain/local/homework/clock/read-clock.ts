/**
 * Times of day and lengths of time as a story writes them: "3:15 pm", "noon", "9 o'clock", "2 hours
 * 50 minutes later", "45 minutes earlier", "an hour and a half". Each time of day knows whether the
 * story starts or ends something there ("leaves at", "arrives at", "from … to …"), each length of
 * time whether it points later or earlier. Minutes count from midnight when the story says a.m. or
 * p.m., else on a 12-hour dial.
 */
export type Role = 'start' | 'end' | null;

export interface ClockTime {
  minutes: number;
  /** How the story writes a.m./p.m. ("pm", "p.m.", "PM"); null for a 12-hour dial. */
  meridiem: { pm: boolean; style: string } | null;
  role: Role;
  family: Family | null;
  span: [number, number];
}

export interface Duration {
  minutes: number;
  direction: 'later' | 'earlier' | null;
  /** Told as how long something lasts or takes ("lasts 2 hours", "the drive takes 45 minutes", "is 90 minutes long"). */
  lasting: boolean;
  span: [number, number];
}

const WORD_NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
const COUNT = String.raw`\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve`;

const TIME = /\b(1[0-2]|0?[1-9])(?::([0-5]\d))?\s*([ap])(?:(\.)\s?m\.|\s?m\b)|\b(1[0-2]|0?[1-9]):([0-5]\d)\b|\b(1[0-2]|[1-9]) o'clock\b|\b(noon|midday)\b/gi;
const DURATION = new RegExp(String.raw`\b(?:(${COUNT}) (?:hours?|hrs?)(?: and a half)?(?:,? (?:and )?(\d+) (?:minutes?|mins?))?|(\d+) (?:minutes?|mins?)|half an hour)\b`, 'gi');

/** Start and end words, in families: a trip leaves and arrives, an activity starts and ends. */
const FAMILIES = {
  trip: {
    start: /\b(?:leaves?|left|leaving|departs?|departed|departing|sets? (?:off|out)|set off|takes? off|took off|boards?|boarded)\b/gi,
    end: /\b(?:arrives?|arrived|arriving|reach(?:es|ed)?|lands?|landed|gets? (?:home|there|back)|got (?:home|there|back)|returns?|returned)\b/gi,
  },
  sleep: {
    start: /\b(?:(?:went|gone|goes|go|going) to (?:bed|sleep)|fell asleep|falls? asleep)\b/gi,
    end: /\b(?:woke up|wakes? up|waking up|got up|gets? up)\b/gi,
  },
  activity: {
    start: /\b(?:starts?|started|starting|begins?|began|beginning|opens?|opened|from)\b/gi,
    end: /\b(?:ends?|ended|ending|finish(?:es|ed)?|finishing|stops?|stopped|closes?|closed|until|till|(?:is|was|be) over|(?<=\bfrom\b.*)to)\b/gi,
  },
} as const;
export type Family = keyof typeof FAMILIES;

function countOf(word: string): number {
  return /^\d+$/.test(word) ? Number(word) : (WORD_NUMBERS[word.toLowerCase()] ?? Number.NaN);
}

/** The last start or end word of a stretch of text, with its family. */
function lastRole(text: string): { role: Role; family: Family | null } {
  let found: { role: Role; family: Family | null; at: number } = { role: null, family: null, at: -1 };
  for (const [family, words] of Object.entries(FAMILIES) as [Family, (typeof FAMILIES)[Family]][]) {
    for (const role of ['start', 'end'] as const) {
      for (const m of text.matchAll(words[role])) if (m.index > found.at) found = { role, family, at: m.index };
    }
  }
  return { role: found.role, family: found.family };
}

/** Start or end, from the words of the same clause just before the time ("leaves at", "from … to"). */
function roleBefore(text: string, at: number): { role: Role; family: Family | null } {
  return lastRole(text.slice(0, at).split(/[.;!?]|,\s|\band\b/i).pop() ?? '');
}

export function readTimes(text: string): ClockTime[] {
  return [...text.matchAll(TIME)].map((m) => {
    const [hour, minute] = m[8] ? [12, 0] : [Number(m[1] ?? m[5] ?? m[7]), Number(m[2] ?? m[6] ?? 0)];
    const letter = m[3] ?? 'p';
    const mark = letter === letter.toUpperCase() ? 'M' : 'm';
    // "p.m." is shown "pm": its last dot would run into the end of the sentence around it.
    const meridiem = m[3] || m[8] ? { pm: letter.toLowerCase() === 'p', style: `${letter}${mark}` } : null;
    const hour24 = meridiem ? (hour % 12) + (meridiem.pm ? 12 : 0) : hour % 12;
    return { minutes: hour24 * 60 + minute, meridiem, ...roleBefore(text, m.index), span: [m.index, m.index + m[0].length] };
  });
}

export function readDurations(text: string): Duration[] {
  return [...text.matchAll(DURATION)].map((m) => {
    const hours = m[1] ? countOf(m[1]) : 0;
    const minutes = m[0].toLowerCase() === 'half an hour' ? 30 : hours * 60 + (/and a half/i.test(m[0]) ? 30 : 0) + Number(m[2] ?? m[3] ?? 0);
    const after = text.slice(m.index + m[0].length);
    const direction = /^\s*(?:later|after(?:wards)?)\b/i.test(after) ? 'later' : /^\s*(?:earlier|before)\b/i.test(after) ? 'earlier' : null;
    const clause = text.slice(0, m.index).split(/[.;!?]|,\s|\band\b/i).pop() ?? '';
    const lasting = /\b(?:lasts?|lasted|lasting|takes?|took|taking)\b/i.test(clause) || /^\s*long\b/i.test(after);
    return { minutes, direction, lasting, span: [m.index, m.index + m[0].length] };
  });
}

/** The text with the given spans cut out: what is left must hold no other number. */
export function withoutSpans(text: string, spans: readonly [number, number][]): string {
  return [...spans].sort((a, b) => b[0] - a[0]).reduce((rest, [from, to]) => `${rest.slice(0, from)} ${rest.slice(to)}`, text);
}

/** The story's start or end words in a question ("What time does it arrive?" → end of a trip). */
export function questionRole(question: string): { role: Role; family: Family | null } {
  return lastRole(question);
}
