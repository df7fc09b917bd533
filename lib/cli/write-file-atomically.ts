import { randomUUID } from 'node:crypto';
import { renameSync, rmSync, writeFileSync } from 'node:fs';

/**
 * Writes `text` to a temporary file beside `file`, then renames it over `file`: a rename within
 * one directory is atomic, so a reader (or a crash half-way) sees the old file or the new one,
 * never half of each.
 */
export function writeFileAtomically(file: string, text: string): void {
  const temporary = `${file}.${randomUUID()}.tmp`;
  try {
    writeFileSync(temporary, text);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
