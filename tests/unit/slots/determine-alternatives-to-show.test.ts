import { describe, expect, it } from 'vitest';
import {
  determineAlternativesToShow,
  type EditChanges,
  type TemplateGivens,
} from '../../../lib/core/slots/determine-alternatives-to-show';

const given = (hasDateTime: boolean, hasPlace: boolean): TemplateGivens => ({ hasDateTime, hasPlace });
const edit = (changedTime: boolean, changedPlace: boolean): EditChanges => ({ changedTime, changedPlace });

// [scenario, template, hasValidTime, edit, places, times, conflict warning]
const table: [string, TemplateGivens, boolean, EditChanges | undefined, boolean, boolean, boolean][] = [
  // The rows of the brief, in order.
  ['conflict: the requested time is not valid', given(true, false), false, undefined, false, true, true],
  ['date/time and place given, valid', given(true, true), true, undefined, false, false, false],
  ['date/time given, valid', given(true, false), true, undefined, true, false, false],
  ['place given, valid', given(false, true), true, undefined, false, true, false],
  ['neither given', given(false, false), true, undefined, true, false, false],
  ['edit: the person changed the time/date', given(true, true), true, edit(true, false), false, true, false],
  ['edit: the person changed the place', given(true, true), true, edit(false, true), true, false, false],
  ['edit: the person changed both', given(true, true), true, edit(true, true), false, false, false],
  // How conflict and edits interact (documented in determine-alternatives-to-show.ts).
  ['conflict wins over a given place for a new event', given(true, true), false, undefined, false, true, true],
  ['conflict with neither given (no time found) for a new event', given(false, false), false, undefined, false, true, true],
  ['edit changed the time and the new time conflicts', given(true, false), false, edit(true, false), false, true, true],
  [
    'edit changed both and the new time conflicts: the chosen place stands',
    given(true, true),
    false,
    edit(true, true),
    false,
    true,
    true,
  ],
  ['edit changed the place while the time conflicts', given(true, true), false, edit(false, true), true, true, true],
  ['edit changed neither (a new title), valid', given(true, true), true, edit(false, false), false, false, false],
  ['edit changed neither, time conflicts', given(true, true), false, edit(false, false), false, true, true],
];

describe('determineAlternativesToShow', () => {
  it.each(table)('%s', (_scenario, template, hasValidTime, changes, places, times, warning) => {
    expect(determineAlternativesToShow(template, hasValidTime, changes)).toEqual({
      showAlternativePlaces: places,
      showAlternativeTimes: times,
      includeConflictWarning: warning,
    });
  });
});
