import { parseWhen } from '../time/parse-when';

const DATE_HEADER = /^(?:date|sent):[ \t]*(.+)$/im;
/** An email older than this is not what "tomorrow" in it is measured from any more: today is. */
const MAX_AGE_MS = 60 * 24 * 60 * 60_000;

/**
 * When an email was sent, from its Date header ("Mon, Nov 23, 2026, 9:12 AM", as Gmail shows it, or
 * RFC 5322's "Thu, 19 Nov 2026 10:12:00 -0500"): "tomorrow" in an email sent yesterday is today.
 * Undefined when there is no header, it cannot be read, or it is in the future or long past.
 */
export function emailSentAt(raw: string, now: number, timeZone: string): number | undefined {
  const header = DATE_HEADER.exec(raw.slice(0, 2000))?.[1];
  if (header === undefined) return undefined;
  const sent = parseWhen(header, now, timeZone)?.when.start;
  if (sent === undefined || sent > now || now - sent > MAX_AGE_MS) return undefined;
  return sent;
}
