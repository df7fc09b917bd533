/**
 * Times of day inside constraint phrases ("before 11", "after 3pm", "between 2 and 4"), read to
 * minutes after midnight. The request's main time is parseWhen's job; these only bound a range.
 */

/** A clock time as written: "11", "3pm", "14:00", "noon", "half past 2", "9 o'clock". */
export const TIME_WORD = String.raw`(?:noon|midday|midnight|(?:half|quarter)\s+(?:past|to)\s+\d{1,2}|\d{1,2}(?::[0-5]\d)?(?:\s*(?:a\.?m\.?|p\.?m\.?)(?![a-z])|[ap](?![a-z])|h(?![a-z])|\s*o'?clock)?)`;

export interface ClockReading {
  minutes: number;
  /** True when the text fixed the meridiem (am/pm, 24-hour, a word), so no guess was made. */
  fixed: boolean;
  /** The meridiem named, to lend to a bare partner ("between 8 and 9pm"). */
  meridiem?: 'am' | 'pm';
}

/**
 * A bare hour is read as a working-day hour: 8–11 are mornings, 12 is noon and 1–7 are afternoons
 * ("after 5" means 17:00 in a scheduling request, "before 11" means 11:00).
 */
export function readClock(word: string): ClockReading | undefined {
  const w = word.trim().toLowerCase();
  if (w === 'noon' || w === 'midday') return { minutes: 12 * 60, fixed: true };
  if (w === 'midnight') return { minutes: 0, fixed: true };
  const spoken = /^(half|quarter)\s+(past|to)\s+(\d{1,2})$/.exec(w);
  if (spoken !== null) {
    const base = readClock(spoken[3] ?? '');
    if (base === undefined) return undefined;
    const delta = (spoken[1] === 'half' ? 30 : 15) * (spoken[2] === 'past' ? 1 : -1);
    return { ...base, minutes: base.minutes + delta };
  }
  const m = /^(\d{1,2})(?::(\d{2}))?\s*(a\.?m\.?|p\.?m\.?|a|p|h|o'?clock)?$/.exec(w);
  if (m === null) return undefined;
  const hour = Number(m[1]);
  const minute = m[2] === undefined ? 0 : Number(m[2]);
  const suffix = m[3] ?? '';
  if (hour > 24 || minute > 59) return undefined;
  if (suffix.startsWith('a') || suffix.startsWith('p')) {
    if (hour < 1 || hour > 12) return undefined;
    const pm = suffix.startsWith('p');
    return { minutes: ((hour % 12) + (pm ? 12 : 0)) * 60 + minute, fixed: true, meridiem: pm ? 'pm' : 'am' };
  }
  // "14:00", "09:30", "0:00" and "17h" are 24-hour clocks already.
  if (hour === 0 || hour > 12 || suffix === 'h' || (m[1]?.startsWith('0') ?? false)) {
    return { minutes: hour * 60 + minute, fixed: true };
  }
  const guessed = hour <= 7 ? hour + 12 : hour;
  return { minutes: guessed * 60 + minute, fixed: false };
}

/** A bare start takes its end's meridiem when that keeps the range in order ("8 to 9pm" → 20:00). */
export function alignStart(start: ClockReading, end: ClockReading): number {
  if (start.fixed || end.meridiem === undefined) return start.minutes;
  const hour12 = Math.floor(start.minutes / 60) % 12;
  const aligned = (hour12 + (end.meridiem === 'pm' ? 12 : 0)) * 60 + (start.minutes % 60);
  return aligned < end.minutes ? aligned : start.minutes;
}

/** "HH:MM"; 1440 is "24:00", the end of the day. */
export function formatClock(minutes: number): string {
  const clamped = Math.max(0, Math.min(24 * 60, minutes));
  const h = Math.floor(clamped / 60);
  return `${String(h).padStart(2, '0')}:${String(clamped % 60).padStart(2, '0')}`;
}
