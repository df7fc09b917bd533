import { describe, expect, it } from 'vitest';
import {
  buildPeopleDirectory,
  directoryNames,
  displayNameOf,
  resolvePerson,
  type PersonResolution,
} from '../../../lib/core/plan/query/people-directory';
import { event, guest, me } from './calendar-fixtures';

const calendar = [
  event('e1', 'Sales meeting', {
    attendees: [me(), guest('Omar@Acme.com', 'Omar Haddad'), guest('priya@acme.com', 'Priya Shah')],
  }),
  event('e2', 'Dinner', { attendees: [me(), guest('omar.s@beta.io', 'Omar Said')] }),
  event('e3', '1:1', { attendees: [me(), guest('priya@acme.com', 'Priya Shah'), guest('priya@acme.com', 'Priya Shah')] }),
  event('e4', 'Partner sync', {
    attendees: [guest('zoe.muller@partner.de')],
    organizer: { email: 'jose@partner.de', name: 'José Núñez' },
  }),
  event('e5', 'Board prep', {
    attendees: [guest('omar@acme.com', 'Omar H.'), guest('c-4f2a@resource.calendar.google.com', 'Room 4')],
  }),
  event('e6', 'Review', { attendees: [guest('dana.lee@acme.com', 'Dana Lee')] }),
  event('e7', 'Budget', { attendees: [guest('omar@acme.com', 'Omar Haddad')] }),
];
const directory = buildPeopleDirectory(calendar, 'Dana.Lee@acme.com');

/** Who a resolution names, by address. */
function emailsOf(r: PersonResolution): string[] {
  switch (r.kind) {
    case 'one':
      return [r.person.email];
    case 'several':
      return r.people.map((p) => p.email);
    case 'none':
      return [];
  }
}
const byName = (name: string): PersonResolution => resolvePerson(directory, { name });

describe('buildPeopleDirectory', () => {
  it('lists every guest and organizer once, by lower-case address, most seen first', () => {
    expect(directory.people.map((p) => [p.email, p.seen])).toEqual([
      ['me@acme.com', 3],
      ['omar@acme.com', 3],
      ['priya@acme.com', 2],
      ['dana.lee@acme.com', 1],
      ['jose@partner.de', 1],
      ['omar.s@beta.io', 1],
      ['zoe.muller@partner.de', 1],
    ]);
  });

  it('counts a guest listed twice on one event once', () => {
    expect(directory.byEmail.get('priya@acme.com')?.seen).toBe(2);
  });

  it('keeps every display name seen and derives one from the address only when none was given', () => {
    expect(directory.byEmail.get('omar@acme.com')?.names).toEqual(['Omar Haddad', 'Omar H.']);
    expect(directory.byEmail.get('zoe.muller@partner.de')?.names).toEqual(['Zoe Muller']);
    expect(directory.byEmail.get('jose@partner.de')?.names).toEqual(['José Núñez']);
  });

  it("marks the person by Google's self flag and by the address they gave", () => {
    const selves = directory.people.filter((p) => p.isSelf).map((p) => p.email);
    expect(selves).toEqual(['me@acme.com', 'dana.lee@acme.com']);
    expect([...directory.selfEmails].sort()).toEqual(['dana.lee@acme.com', 'me@acme.com']);
  });

  it('leaves meeting rooms out: a room is never who someone means', () => {
    expect(directory.byEmail.has('c-4f2a@resource.calendar.google.com')).toBe(false);
  });

  it('is empty for a calendar with no guests', () => {
    const empty = buildPeopleDirectory([event('x1', 'Gym')]);
    expect(empty.people).toEqual([]);
    expect(byNameIn(empty, 'Sam')).toEqual({ kind: 'none' });
  });
});

function byNameIn(dir: ReturnType<typeof buildPeopleDirectory>, name: string): PersonResolution {
  return resolvePerson(dir, { name });
}

describe('resolvePerson', () => {
  it('resolves an address to the person seen with it, whatever its case', () => {
    const r = resolvePerson(directory, { email: 'OMAR@acme.com' });
    expect(r.kind === 'one' && displayNameOf(r.person)).toBe('Omar Haddad');
  });

  it('resolves an address never seen to itself, since the person typed it', () => {
    expect(resolvePerson(directory, { email: 'new.person@x.org', name: 'Newt' })).toEqual({
      kind: 'one',
      person: { email: 'new.person@x.org', names: ['Newt'], seen: 0, isSelf: false },
    });
  });

  it('resolves a full name to the one person who has it', () => {
    expect(emailsOf(byName('Omar Said'))).toEqual(['omar.s@beta.io']);
    expect(emailsOf(byName('omar haddad'))).toEqual(['omar@acme.com']);
  });

  it('resolves a first name shared by two people to both, to ask which', () => {
    expect(byName('Omar').kind).toBe('several');
    expect(emailsOf(byName('Omar'))).toEqual(['omar@acme.com', 'omar.s@beta.io']);
  });

  it('resolves a first or a last name that only one person has', () => {
    expect(emailsOf(byName('Priya'))).toEqual(['priya@acme.com']);
    expect(emailsOf(byName('Haddad'))).toEqual(['omar@acme.com']);
    expect(emailsOf(byName('Shah'))).toEqual(['priya@acme.com']);
  });

  it('ignores accents and case in names', () => {
    expect(emailsOf(byName('jose nunez'))).toEqual(['jose@partner.de']);
    expect(emailsOf(byName('ZOË'))).toEqual(['zoe.muller@partner.de']);
  });

  it('matches names derived from the address', () => {
    expect(emailsOf(byName('Zoe Muller'))).toEqual(['zoe.muller@partner.de']);
  });

  it('takes an initial for a word of the name', () => {
    expect(emailsOf(byName('Omar S'))).toEqual(['omar.s@beta.io']);
    expect(emailsOf(byName('Priya S.'))).toEqual(['priya@acme.com']);
  });

  it('finds nobody for a name nobody on the calendar has, and never makes up an address', () => {
    expect(byName('Bartholomew')).toEqual({ kind: 'none' });
    expect(byName('Oma')).toEqual({ kind: 'none' });
  });

  it('prefers someone else to the person when a name fits both', () => {
    const dir = buildPeopleDirectory([
      event('x1', 'Sync', { attendees: [me({ name: 'Dana Kim' }), guest('dana@x.com', 'Dana Ross')] }),
    ]);
    expect(emailsOf(resolvePerson(dir, { name: 'Dana' }))).toEqual(['dana@x.com']);
    expect(emailsOf(resolvePerson(dir, { name: 'Kim' }))).toEqual(['me@acme.com']);
  });
});

describe('directoryNames', () => {
  it('offers the most seen people with their addresses, leaving the person out', () => {
    expect(directoryNames(directory, 3)).toEqual([
      'Omar Haddad <omar@acme.com>',
      'Priya Shah <priya@acme.com>',
      'José Núñez <jose@partner.de>',
    ]);
  });

  it('lists nobody for a limit of zero', () => {
    expect(directoryNames(directory, 0)).toEqual([]);
  });
});
