import { instantToWallClock } from '../core/time/zoned';
import type { Wall } from './ics-zones';

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** 2026-11-12 → 20261112 (iCalendar DATE). */
export function compactDate(isoDate: string): string {
  return isoDate.replaceAll('-', '');
}

/** A local DATE-TIME with no zone marker, for use after TZID=. */
export function compactLocal(w: Wall): string {
  return `${pad(w.year, 4)}${pad(w.month)}${pad(w.day)}T${pad(w.hour)}${pad(w.minute)}${pad(w.second)}`;
}

export function compactUtc(ms: number): string {
  return `${compactInZone(ms, 'UTC')}Z`;
}

export function compactInZone(ms: number, zone: string): string {
  const w = instantToWallClock(ms, zone);
  return compactLocal({ ...w, second: secondsOf(ms) });
}

/** Zone offsets are whole minutes, so the seconds of an instant read the same on every clock. */
export function secondsOf(ms: number): number {
  return ((Math.floor(ms / 1000) % 60) + 60) % 60;
}

/**
 * TEXT values (RFC 5545 §3.3.11): backslash, semicolon and comma are escaped, line breaks become \n, and other
 * control characters, which iCalendar text may not hold, are dropped.
 */
export function escapeText(text: string): string {
  return Array.from(text)
    .filter((c) => c === '\n' || c === '\r' || c === '\t' || (c >= ' ' && c !== '\u007f'))
    .join('')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Parameter values cannot hold '"' or line breaks at all; RFC 6868 caret escapes carry them, and ical.js reads them. */
export function paramValue(value: string): string {
  const encoded = value
    .replace(/\^/g, '^^')
    .replace(/"/g, "^'")
    .replace(/\r\n|\r|\n/g, '^n');
  return /[:;,]/.test(encoded) ? `"${encoded}"` : encoded;
}

/** Folds at 75 octets (RFC 5545 §3.1), never inside a UTF-8 sequence; the leading space of a continuation counts. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let limit = 75;
  for (const char of line) {
    const code = char.codePointAt(0) ?? 0;
    const octets = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    if (size + octets > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = 74;
    }
    current += char;
    size += octets;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
