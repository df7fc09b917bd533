import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMemoryCalendar } from '../../../lib/adapters/memory-calendar';
import { CliUsageError } from '../../../lib/cli/cli-error';
import { openConversationFile } from '../../../lib/cli/conversation-file';
import type { Workflow } from '../../../lib/ports/workflow-store';
import { createApprovals } from '../../../lib/core/approvals/approvals';
import { eventIdSchema, type EventDraft } from '../../../lib/core/domain/calendar-event';
import { HISTORY_LINES_KEPT, type LastProposal } from '../../../lib/ports/conversation-memory';
import { TEMPLATE_TTL_MS, type CachedTemplate } from '../../../lib/ports/template-cache';
import { createFixedClock, createSequentialIds } from '../../helpers/fakes';

const AT = Date.parse('2026-11-22T15:00:00Z');

const coffee: EventDraft = {
  id: eventIdSchema.parse('evt00001'),
  title: 'Coffee',
  time: {
    kind: 'timed',
    start: Date.parse('2026-11-23T20:00:00Z'),
    end: Date.parse('2026-11-23T20:30:00Z'),
    timeZone: 'America/New_York',
  },
  attendees: [{ email: 'sam@acme.com', name: 'Sam' }],
  transparency: 'opaque',
};

const request = {
  intent: 'create_event' as const,
  confidence: 0.9,
  entities: { title: 'Coffee', attendees: [{ email: 'sam@acme.com' }], durationMinutes: 30 },
  constraints: [],
};

const last: LastProposal = {
  token: 'tok00000001',
  request,
  candidates: [{ start: AT, end: AT + 30 * 60_000, score: 1, conflicts: [] }],
  shown: [AT],
  current: { start: AT, end: AT + 30 * 60_000 },
  at: AT,
};

const template: CachedTemplate = { key: 'sam@acme.com', request, token: 'tok00000001', at: AT };

function freshPath(): string {
  return path.join(mkdtempSync(path.join(tmpdir(), 'kairos-conversation-')), 'conversation.json');
}

function openError(file: string): string {
  try {
    openConversationFile(file);
  } catch (error) {
    if (error instanceof CliUsageError) return error.message;
    throw error;
  }
  throw new Error(`${file} was opened without an error`);
}

describe('openConversationFile', () => {
  it('starts a new conversation when the file does not exist, and save() creates it', async () => {
    const file = freshPath();
    const opened = openConversationFile(file);
    expect(await opened.conversation.get()).toBeUndefined();
    expect(await opened.conversation.history()).toEqual([]);
    expect(await opened.actions.listActions('suggested')).toEqual([]);
    opened.save();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      version: 1,
      history: [],
      actions: [],
      audit: [],
      templates: [],
      workflows: [],
    });
  });

  it('keeps the last proposal, the history, templates and workflows from one invocation to the next', async () => {
    const file = freshPath();
    const first = openConversationFile(file);
    await first.conversation.set(last);
    for (let i = 0; i < HISTORY_LINES_KEPT + 3; i++) {
      await first.conversation.append({ role: i % 2 === 0 ? 'user' : 'assistant', text: `line ${String(i)}`, at: AT + i });
    }
    await first.templates.set(template);
    await first.workflows.put(waiting('tok00000002'));
    await first.workflows.put(waiting('tok00000003'));
    await first.workflows.delete('tok00000003');
    first.save();

    const second = openConversationFile(file);
    expect(await second.conversation.get()).toEqual(last);
    const history = await second.conversation.history();
    expect(history).toHaveLength(HISTORY_LINES_KEPT);
    expect(history[0]?.text).toBe('line 3');
    expect(await second.templates.get(template.key, AT + 60_000)).toEqual(template);
    expect(await second.workflows.get('tok00000002')).toEqual(waiting('tok00000002'));
    expect(await second.workflows.get('tok00000003')).toBeUndefined();
  });

  it('approves in the next invocation a suggestion made in this one', async () => {
    const file = freshPath();
    const clock = createFixedClock('2026-11-22T10:00:00-05:00');
    const first = openConversationFile(file);
    const suggested = await createApprovals({
      store: first.actions,
      calendar: createMemoryCalendar({ clock }),
      clock,
      ids: createSequentialIds('sug'),
    }).suggest({ change: { kind: 'create', event: coffee }, description: 'Create "Coffee"', source: 'chat' });
    first.save();

    const second = openConversationFile(file);
    const calendar = createMemoryCalendar({ clock });
    const approvals = createApprovals({ store: second.actions, calendar, clock, ids: createSequentialIds('app') });
    const { action, audit } = await approvals.approve(suggested.token);
    expect(action.status).toBe('executed');
    expect((await calendar.getEvent(coffee.id))?.title).toBe('Coffee');
    second.save();

    const third = openConversationFile(file);
    expect((await third.actions.getAction(suggested.token))?.status).toBe('executed');
    expect(await third.actions.getAudit(audit.id)).toEqual(audit);
    expect(await third.actions.listAudit(10)).toEqual([audit]);
  });

  it('forgets a template past its TTL', async () => {
    const opened = openConversationFile(freshPath());
    await opened.templates.set(template);
    expect(await opened.templates.get(template.key, AT + TEMPLATE_TTL_MS + 1)).toBeUndefined();
    expect(await opened.templates.get(template.key, AT)).toBeUndefined();
  });

  it('hands out copies, so changing what it returned changes nothing kept', async () => {
    const opened = openConversationFile(freshPath());
    await opened.conversation.set(last);
    const got = await opened.conversation.get();
    if (got === undefined) throw new Error('set just now');
    got.shown.push(1);
    expect((await opened.conversation.get())?.shown).toEqual([AT]);
  });

  it('writes through a temporary file that it renames, leaving nothing else beside it', async () => {
    const file = freshPath();
    const opened = openConversationFile(file);
    await opened.conversation.set(last);
    opened.save();
    opened.save();
    expect(readdirSync(path.dirname(file))).toEqual(['conversation.json']);
  });

  it.each([
    ['{not json', /conversation\.json is not valid JSON$/],
    [
      JSON.stringify({ version: 2, history: [] }),
      /conversation\.json: version 2 is not one this Kairos reads \(it reads version 1\)$/,
    ],
    [JSON.stringify([]), /conversation\.json is not a Kairos conversation file: Invalid input: expected object, received array$/],
    [
      JSON.stringify({ version: 1, history: [], actions: [{ token: 'x' }], audit: [], templates: [], workflows: [] }),
      /conversation\.json is not a Kairos conversation file: actions\.0\.token: /,
    ],
    [
      JSON.stringify({
        version: 1,
        history: [{ role: 'robot', text: 'hi', at: 1 }],
        actions: [],
        audit: [],
        templates: [],
        workflows: [],
      }),
      /conversation\.json is not a Kairos conversation file: history\.0\.role: /,
    ],
    [JSON.stringify({ version: 1, history: [] }), /conversation\.json is not a Kairos conversation file: actions: /],
  ])('names the problem with a bad file in one line: %s', (content, message) => {
    const file = freshPath();
    writeFileSync(file, content);
    const error = openError(file);
    expect(error).toMatch(message);
    expect(error.split('\n')).toHaveLength(1);
  });
});

/** A Plan paused at its confirmation, as the executor stores it. */
function waiting(token: string): Workflow {
  return {
    token,
    text: 'clear friday',
    at: AT,
    plan: {
      tasks: [
        { id: 'task1', taskType: 'RequestUserConfirmation', params: { summary: 'Clear Friday?' }, status: 'waiting', retries: 0 },
      ],
    },
  };
}
