import { describe, expect, it } from 'vitest';
import type { ParsedPart } from '../../../lib/core/nlu/parsed-request';
import { buildPeopleDirectory } from '../../../lib/core/plan/query/people-directory';
import { resolveNamedAttendees, type NamedAttendees } from '../../../lib/core/plan/resolve-named-attendees';
import { parse } from '../nlu/nlu-fixtures';
import { event, guest, me } from './calendar-fixtures';

// A new event names people; the calendar's guests say who they are. Two Omars at two companies.
const calendar = [
  event('e1', 'Roadmap', {
    attendees: [me(), guest('omar.haddad@kairos.test', 'Omar Haddad'), guest('mei@kairos.test', 'Mei Chen')],
  }),
  event('e2', 'Pricing call', {
    attendees: [me(), guest('omar@brightline.test', 'Omar Said'), guest('nina@brightline.test', 'Nina Petrova')],
  }),
  event('e3', 'Partner call', { attendees: [me(), guest('ben.carter@harborpoint.test', 'Ben Carter')] }),
];
const directory = buildPeopleDirectory(calendar, 'alex@kairos.test');

async function resolve(text: string): Promise<NamedAttendees> {
  const request: ParsedPart = parse(text);
  return resolveNamedAttendees(request, () => Promise.resolve(directory), text);
}

async function invited(text: string): Promise<string[]> {
  const named = await resolve(text);
  if (named.kind === 'ask') throw new Error(`asked: ${named.text}`);
  return (named.request.entities.attendees ?? []).map((a) => a.email ?? `?${a.name ?? ''}`);
}

async function asked(text: string): Promise<string> {
  const named = await resolve(text);
  if (named.kind === 'ok') throw new Error('did not ask');
  return named.text;
}

describe('people named in a new event', () => {
  it.each([
    ['lunch with Mei on Friday at noon', ['mei@kairos.test']],
    ['coffee w/ ben carter tmrw 10am', ['ben.carter@harborpoint.test']],
    [
      'set up a meeting with omar said and nina for the contract signature next wednesday at 10',
      ['omar@brightline.test', 'nina@brightline.test'],
    ],
    ['Call with Omar Haddad on Monday at 4', ['omar.haddad@kairos.test']],
    ['meet mei tomorrow at 3', ['mei@kairos.test']],
  ])('"%s" invites the one person of that name', async (text, emails) => {
    expect(await invited(text)).toEqual(emails);
  });

  it.each([
    ['lunch with Omar from Brightline on friday at noon', 'omar@brightline.test'],
    ['could you book a call with omar at kairos next tuesday at 2', 'omar.haddad@kairos.test'],
    ["set up a call with Brightline's Omar next week", 'omar@brightline.test'],
  ])('"%s" tells the two Omars apart by the organisation said', async (text, email) => {
    expect(await invited(text)).toEqual([email]);
  });

  it('asks which, naming both, when nothing tells two people of the name apart', async () => {
    const text = await asked('meet with Omar tomorrow 4:30pm for 30 min');
    expect(text).toMatch(/Which Omar/);
    expect(text).toContain('omar.haddad@kairos.test');
    expect(text).toContain('omar@brightline.test');
  });

  it('does not pick an Omar by an organisation neither of them is at', async () => {
    expect(await asked('lunch with Omar from Acme on friday')).toMatch(/Which Omar/);
  });

  it.each([
    ['schedule a meeting with Zoe tomorrow at 2', 'Zoe'],
    ['book a meeting with Jamie tomorrow at 3', 'Jamie'],
    ['hey can u set up a call w/ alexandra next week', 'Alexandra'],
    ['Lunch with Mei and Chris on Friday', 'Chris'],
    ['coffee with Ben Smith tomorrow', 'Ben Smith'],
  ])('"%s" asks for the address of %s instead of inventing one or inviting nobody', async (text, name) => {
    const question = await asked(text);
    expect(question).toContain(name);
    expect(question).toMatch(/email address\?$/);
  });

  it("keeps someone's team in the title without asking for an address", async () => {
    expect(await invited("Meeting with Sam's team on Friday at 2")).toEqual(["?Sam's team"]);
  });

  it('asks nothing when every guest was given by address', async () => {
    expect(await invited('call with zoe@acme.com tomorrow at 2')).toEqual(['zoe@acme.com']);
  });
});

describe('a first name one slip away from someone the calendar knows', () => {
  // Another Nina, one letter from "Nino": a slip that could mean either is asked about.
  const near = buildPeopleDirectory(
    [
      ...calendar,
      event('e4', 'Design crit', {
        attendees: [me(), guest('hannah@kairos.test', 'Hannah Becker'), guest('nino@kairos.test', 'Nino Rossi')],
      }),
    ],
    'alex@kairos.test',
  );
  const resolveNear = (text: string): Promise<NamedAttendees> =>
    resolveNamedAttendees(parse(text), () => Promise.resolve(near), text);

  it.each([
    ['schedul a mtg w/ hanah and mei on dec 11 at 12:30', ['hannah@kairos.test', 'mei@kairos.test']],
    ['lunch with Hanna on Friday at noon', ['hannah@kairos.test']],
    ['coffee with hanhah tomorrow at 3', ['hannah@kairos.test']],
    ['call with Hnanah monday at 10', ['hannah@kairos.test']],
  ])('"%s" invites that person and says so', async (text, emails) => {
    const named = await resolveNear(text);
    if (named.kind === 'ask') throw new Error(`asked: ${named.text}`);
    expect((named.request.entities.attendees ?? []).map((a) => a.email)).toEqual(emails);
    expect(named.assumed?.[0]?.person).toBe('Hannah Becker');
  });

  it.each([
    // "Nina" and "Nino" are both one letter from "Ninu".
    ['lunch with Ninu on Friday at noon'],
    // Too short to tell a slip from another name.
    ['coffee with Mai tomorrow at 3'],
    ['call with Zoe monday at 10'],
  ])('"%s" is asked about, never guessed', async (text) => {
    const named = await resolveNear(text);
    expect(named.kind).toBe('ask');
  });

  it('an exact name is never traded for a near one', async () => {
    const named = await resolveNear('coffee with Nina tomorrow at 3');
    if (named.kind === 'ask') throw new Error(named.text);
    expect(named.request.entities.attendees?.[0]?.email).toBe('nina@brightline.test');
    expect(named.assumed).toBeUndefined();
  });
});
