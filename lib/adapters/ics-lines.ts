import ICAL from 'ical.js';
import { KairosError } from '../core/errors';

/** One unfolded content line and the physical line (1-based) it starts on, for messages a person can act on. */
export interface ContentLine {
  line: number;
  text: string;
}

/** A top-level VEVENT: where it sits, and the first property ical.js refused inside it, if any. */
export interface VeventBlock {
  index: number;
  beginLine: number;
  first: number;
  last: number;
  summary?: string;
  error?: string;
}

export function unfoldLines(text: string): ContentLine[] {
  const physical = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const lines: ContentLine[] = [];
  physical.forEach((raw, i) => {
    const previous = lines[lines.length - 1];
    if ((raw.startsWith(' ') || raw.startsWith('\t')) && previous) {
      previous.text += raw.slice(1);
    } else if (raw.trim() !== '') {
      // Blank lines are not content, but real exports (and hand edits) have them; ical.js skips them too.
      lines.push({ line: i + 1, text: raw });
    }
  });
  return lines;
}

/**
 * Checks what ical.js is lax about or cannot locate: the file's shape, each line's syntax and BEGIN/END
 * balance. A syntax error anywhere makes the whole file unreadable (throws); a property value ical.js
 * rejects inside a VEVENT (say an RRULE with FREQ=SOMETIMES) only spoils that event.
 */
export function scanIcs(lines: ContentLine[]): VeventBlock[] {
  const first = lines[0];
  if (!first) fail('The file is empty: an iCalendar file starts with BEGIN:VCALENDAR.');
  if (first.text.trim().toUpperCase() !== 'BEGIN:VCALENDAR') {
    fail(`This is not an iCalendar file: line ${String(first.line)} is ${quote(first.text)}, expected BEGIN:VCALENDAR.`);
  }
  const open: { name: string; line: number }[] = [];
  const blocks: VeventBlock[] = [];
  let current: VeventBlock | undefined;
  lines.forEach(({ line, text }, i) => {
    const shape = contentLineShape(text);
    if (shape === 'notProperty') fail(`${at(line)}: ${quote(text)} is not a property (expected NAME:value).`);
    if (shape === 'badParameters') {
      fail(`${at(line)}: ${quote(text)} has malformed parameters (expected NAME;PARAM=value:value).`);
    }
    const keyword = /^(BEGIN|END):(.*)$/i.exec(text.trim());
    const component = keyword?.[2]?.toUpperCase();
    if (keyword?.[1]?.toUpperCase() === 'BEGIN' && component !== undefined) {
      if (open.length === 0 && component !== 'VCALENDAR') {
        fail(`${at(line)}: BEGIN:${component} outside of a VCALENDAR.`);
      }
      if (component === 'VEVENT' && open.length === 1) {
        current = { index: blocks.length + 1, beginLine: line, first: i, last: i };
        blocks.push(current);
      }
      open.push({ name: component, line });
      return;
    }
    if (keyword && component !== undefined) {
      const top = open.pop();
      if (!open.concat(top ?? []).some((o) => o.name === component)) {
        fail(`${at(line)}: END:${component} without a matching BEGIN:${component}.`);
      }
      if (top && top.name !== component) {
        fail(`${at(line)}: END:${component}, but BEGIN:${top.name} from line ${String(top.line)} has no END:${top.name} yet.`);
      }
      if (current && open.length === 1) {
        current.last = i;
        current = undefined;
      }
      return;
    }
    if (open.length === 0) fail(`${at(line)}: ${quote(text)} comes after END:VCALENDAR.`);
    const error = propertyError(text);
    if (error !== undefined && current) current.error ??= `${at(line)}: ${error}`;
    else if (error !== undefined) fail(`${at(line)}: ${error}`);
    if (current && current.summary === undefined && /^SUMMARY[;:]/i.test(text)) current.summary = textValue(text);
  });
  const unclosed = open.pop();
  const lastLine = lines[lines.length - 1]?.line ?? first.line;
  if (unclosed) {
    fail(
      `${at(lastLine)}: the file ends but BEGIN:${unclosed.name} from line ${String(unclosed.line)} ` +
        `has no END:${unclosed.name}.`,
    );
  }
  return blocks;
}

type LineShape = 'property' | 'notProperty' | 'badParameters';

/** NAME *(";" param) ":" value, with quoted parameter values that may hold ":" or ";". */
function contentLineShape(text: string): LineShape {
  const name = /^[A-Za-z0-9-]+/.exec(text);
  if (!name) return 'notProperty';
  let i = name[0].length;
  if (text[i] !== ';' && text[i] !== ':') return 'notProperty';
  while (text[i] === ';') {
    const param = /^[A-Za-z0-9-]+=/.exec(text.slice(i + 1));
    if (!param) return 'badParameters';
    i += 1 + param[0].length;
    for (;;) {
      if (text[i] === '"') {
        const close = text.indexOf('"', i + 1);
        if (close < 0) return 'badParameters';
        i = close + 1;
      } else {
        while (i < text.length && !';:,"'.includes(text.charAt(i))) i += 1;
      }
      if (text[i] !== ',') break;
      i += 1;
    }
  }
  return text[i] === ':' ? 'property' : 'badParameters';
}

function propertyError(text: string): string | undefined {
  try {
    ICAL.parse.property(text);
    return undefined;
  } catch (error) {
    return `${quote(text)} is not valid: ${error instanceof Error ? error.message : String(error)}.`;
  }
}

function textValue(text: string): string | undefined {
  try {
    const value: unknown = ICAL.Property.fromString(text).getFirstValue();
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

export function quote(text: string): string {
  return JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text);
}

function at(line: number): string {
  return `Line ${String(line)}`;
}

function fail(message: string): never {
  throw new KairosError('ics_invalid', message);
}
