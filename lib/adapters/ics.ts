/**
 * iCalendar (.ics, RFC 5545) import and export. Import: `parseIcs`, which reads with ical.js and reports, per
 * VEVENT, what it could not import. Export: `toIcs`.
 */
export { parseIcs, type IcsParseOptions, type IcsParseResult, type IcsProblem } from './ics-import';
export { KAIROS_PRODID, toIcs, type IcsExportOptions } from './ics-export';
