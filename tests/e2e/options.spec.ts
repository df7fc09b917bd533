import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './extension';

const FIXTURES = path.resolve('tests/fixtures/ics');

async function exportCalendar(options: Page): Promise<string> {
  const download = options.waitForEvent('download');
  await options.getByRole('button', { name: 'Export .ics' }).click();
  const file = await (await download).path();
  return readFileSync(file, 'utf8');
}

test('working hours and time zone are saved and survive a reload', async ({ openPage }) => {
  const options = await openPage('options');
  // The page has a Save per section; these are the working hours'.
  const hours = options.getByRole('region', { name: 'Time zone and working hours' });
  await expect(options.getByLabel('Time zone', { exact: true })).toHaveValue('');
  await expect(options.getByRole('option', { name: 'Browser default (America/New_York)' })).toBeAttached();
  await expect(options.getByLabel('Monday start')).toHaveValue('09:00');
  await expect(options.getByText('Day off').first()).toBeVisible();

  await options.getByLabel('Time zone', { exact: true }).selectOption('Europe/Berlin');
  await options.getByLabel('Monday end').fill('18:30');
  await options.getByRole('checkbox', { name: 'Saturday' }).check();
  await hours.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByText('Saved.')).toBeVisible();

  await options.reload();
  await expect(options.getByLabel('Time zone', { exact: true })).toHaveValue('Europe/Berlin');
  await expect(options.getByLabel('Monday end')).toHaveValue('18:30');
  await expect(options.getByLabel('Saturday start')).toHaveValue('09:00');

  await options.getByLabel('Tuesday end').fill('08:00');
  await hours.getByRole('button', { name: 'Save' }).click();
  await expect(hours.getByRole('alert')).toHaveText('Tuesday: a working-hours range must end after it starts.');
  await options.reload();
  await expect(options.getByLabel('Tuesday end')).toHaveValue('17:00');
});

test('an .ics file is previewed, imported, exported and imported again without loss', async ({ openPage }) => {
  const options = await openPage('options');
  await options.getByLabel('Import .ics file').setInputFiles(path.join(FIXTURES, 'sample.ics'));
  const preview = options.getByRole('region', { name: 'Import preview' });
  await expect(preview).toContainText('sample.ics: 5 events ready to import');
  await expect(preview).toContainText('Team sync');
  await screenshot(options, 'options-import-preview');
  await preview.getByRole('button', { name: 'Import' }).click();
  await expect(options.getByText('Imported 5 events from sample.ics.')).toBeVisible();

  const exported = await exportCalendar(options);
  await expect(options.getByText('Exported 5 events.')).toBeVisible();
  expect(exported).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(exported).toContain('SUMMARY:Team sync\r\n');
  expect(exported).toMatch(/RRULE:FREQ=WEEKLY;BYDAY=TU/);
  expect(exported).toMatch(/EXDATE;TZID=America\/New_York:20261124T090000/);
  expect(exported).toMatch(/DTSTART;VALUE=DATE:20261112/);
  expect(exported).toMatch(/DTSTART;TZID=America\/New_York:20261101T003000/);

  await options.getByRole('button', { name: 'Clear local data…' }).click();
  await options.getByRole('alertdialog').getByRole('button', { name: 'Delete everything' }).click();
  await expect(options.getByText('Local calendar and history cleared.')).toBeVisible();
  expect(await exportCalendar(options)).not.toContain('BEGIN:VEVENT');

  await options
    .getByLabel('Import .ics file')
    .setInputFiles({ name: 'kairos-calendar.ics', mimeType: 'text/calendar', buffer: Buffer.from(exported) });
  await expect(preview).toContainText('5 events ready to import');
  await preview.getByRole('button', { name: 'Import' }).click();
  await expect(options.getByText('Imported 5 events')).toBeVisible();
  const again = await exportCalendar(options);
  const events = (ics: string): string[] =>
    (ics.match(/BEGIN:VEVENT[\s\S]*?END:VEVENT/g) ?? []).map((e) => e.replace(/DTSTAMP:[^\r]*\r\n/, '')).sort();
  expect(events(exported)).toHaveLength(5);
  expect(events(again)).toEqual(events(exported));
  await screenshot(options, 'options');
});

test('a malformed .ics is refused with the line named, and nothing is imported', async ({ openPage }) => {
  const options = await openPage('options');
  await options.getByLabel('Import .ics file').setInputFiles(path.join(FIXTURES, 'broken-syntax.ics'));
  await expect(options.getByRole('alert')).toContainText('Line 14: "DTSTART 20261124T150000Z" is not a property');
  await expect(options.getByRole('region', { name: 'Import preview' })).toHaveCount(0);
  expect(await exportCalendar(options)).not.toContain('BEGIN:VEVENT');

  // Some events bad: the person sees which, and only an explicit choice imports the rest.
  await options.getByLabel('Import .ics file').setInputFiles(path.join(FIXTURES, 'partly-bad.ics'));
  const preview = options.getByRole('region', { name: 'Import preview' });
  await expect(preview).toContainText('2 events cannot be imported');
  await preview.getByRole('button', { name: 'Cancel' }).click();
  expect(await exportCalendar(options)).not.toContain('BEGIN:VEVENT');
  await options.getByLabel('Import .ics file').setInputFiles(path.join(FIXTURES, 'partly-bad.ics'));
  await preview.getByRole('button', { name: 'Import the 1 valid event' }).click();
  await expect(options.getByText('Imported 1 event from partly-bad.ics.')).toBeVisible();
});
