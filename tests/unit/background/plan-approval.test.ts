import { describe, expect, it, vi } from 'vitest';
import { createMemoryConversation } from '../../../lib/adapters/memory-conversation';
import { createMemoryWorkflowStore } from '../../../lib/adapters/memory-workflow-store';
import { createStorageModelSettings } from '../../../lib/adapters/storage-model-settings';
import { createStoragePreferences } from '../../../lib/adapters/storage-preferences';
import { createModelProbe } from '../../../lib/background/model-connection';
import { createRequestHandlers } from '../../../lib/background/request-handlers';
import { createTurnPortHandler } from '../../../lib/background/run-turn-on-port';
import { createServices } from '../../../lib/background/services';
import type { ApprovalRequest, TurnEvent } from '../../../lib/core/pipeline/turn-event';
import { turnMessageSchema, type TurnMessage } from '../../../lib/messaging/protocol';
import type { WorkflowStore } from '../../../lib/ports/workflow-store';
import { createTestWorld, timedDraft } from '../../helpers/fakes';
import { memoryArea, neverConnectedGoogle, placesOff } from '../../helpers/memory-area';

const NOW = '2026-11-24T09:00:00-05:00';

/** The background as the extension wires it, on a memory workflow store: turns over a port, requests to the handlers. */
async function setup() {
  const world = await createTestWorld(NOW);
  await world.calendar.insertEvent(timedDraft('haircut001', 'Haircut', '2026-12-01T18:00:00-05:00', '2026-12-01T18:45:00-05:00'));
  for (const [id, title, hour] of [
    ['trip000001', 'Standup', '09'],
    ['trip000002', 'Design review', '11'],
    ['trip000003', 'Budget review', '15'],
  ] as const) {
    await world.calendar.insertEvent({
      ...timedDraft(id, title, `2026-12-04T${hour}:00:00-05:00`, `2026-12-04T${hour}:30:00-05:00`),
      attendees: [{ email: 'dana@corp.com', name: 'Dana Lee' }],
    });
  }
  const area = memoryArea();
  const memory = createMemoryWorkflowStore();
  let reads = 0;
  const workflows: WorkflowStore = {
    ...memory,
    get: (token) => {
      reads++;
      return memory.get(token);
    },
  };
  const services = createServices({
    localCalendar: world.calendar,
    google: neverConnectedGoogle(),
    store: world.store,
    preferences: createStoragePreferences(area),
    modelSettings: createStorageModelSettings(area),
    ...placesOff(area),
    modelProbe: createModelProbe({ global: {} }),
    turnModel: () => Promise.resolve(undefined),
    conversation: () => createMemoryConversation(),
    templateCache: world.templateCache,
    workflows,
    clock: world.clock,
    ids: world.ids,
    browserTimeZone: () => 'America/New_York',
    sendToTab: () => Promise.reject(new Error('no tabs in this test')),
    activeTabId: () => Promise.resolve(undefined),
  });
  const sent: TurnMessage[] = [];
  const turns = createTurnPortHandler(
    { postMessage: (message) => sent.push(turnMessageSchema.parse(message)) },
    { services, log: { warn: vi.fn() } },
  );
  let n = 0;
  /** Asks as the side panel does and returns what the turn streamed. */
  const ask = async (text: string): Promise<TurnEvent[]> => {
    const turnId = `turn-${String(++n)}`;
    await turns.receive({ type: 'startTurn', turnId, conversationId: 'conv-1', text });
    return sent.filter((m) => m.turnId === turnId).map((m) => m.event);
  };
  return { world, workflows, ask, reads: () => reads, handlers: createRequestHandlers(services) };
}

function cardOf(events: readonly TurnEvent[]): ApprovalRequest {
  const card = events.find((e) => e.type === 'approval');
  if (card?.type !== 'approval') throw new Error('no approval card');
  return card.approval;
}

const statuses = (steps: readonly { status: string }[] | undefined): string[] => (steps ?? []).map((s) => s.status);

describe('approving a card a Plan waits on', () => {
  it('lists the Plan’s steps when the panel reopens, and approving reports them done and forgets the Plan', async () => {
    const { world, workflows, ask, handlers } = await setup();
    const card = cardOf(await ask('cancel my haircut'));
    expect(statuses(card.steps)).toEqual(['done', 'waiting', 'waiting']);

    const { approvals } = await handlers.listPendingActions({});
    expect(approvals.map((a) => statuses(a.steps))).toEqual([['done', 'waiting', 'waiting']]);

    const approved = await handlers.approveAction({ token: card.token });
    expect(approved.description).toBe(card.description);
    expect(statuses(approved.continued?.steps)).toEqual(['done', 'done', 'done']);
    expect(approved.continued?.events).toEqual([]);
    expect((await world.calendar.allEvents()).map((e) => e.title)).not.toContain('Haircut');
    expect(await workflows.get(card.token)).toBeUndefined();
  });

  it('rejecting writes nothing and forgets the Plan', async () => {
    const { world, workflows, ask, handlers } = await setup();
    const before = await world.calendar.allEvents();
    const card = cardOf(await ask('cancel my haircut'));
    expect(await handlers.rejectAction({ token: card.token })).toEqual({ status: 'rejected' });
    expect(await workflows.get(card.token)).toBeUndefined();
    expect(await world.calendar.allEvents()).toEqual(before);
  });

  it('answers a card that was no Plan’s as before, without a continuation', async () => {
    const { ask, handlers } = await setup();
    const proposal = (await ask('coffee with sam@acme.com tomorrow at 3pm')).find((e) => e.type === 'proposal');
    if (proposal?.type !== 'proposal') throw new Error('no proposal');
    const approved = await handlers.approveAction({ token: proposal.proposal.token });
    expect(Object.keys(approved).sort()).toEqual(['auditId', 'description']);
  });

  it('continues the Plan once when the card is approved twice at once', async () => {
    const { workflows, ask, reads, handlers } = await setup();
    const card = cardOf(await ask('cancel my haircut'));
    const stored = await workflows.get(card.token);
    if (stored === undefined) throw new Error('no stored Plan');
    // A closing step after the cancel, as a model-written Plan may have.
    await workflows.put({
      ...stored,
      plan: {
        tasks: [
          ...stored.plan.tasks,
          {
            id: 'task4',
            taskType: 'FormatFinalResponse',
            params: { text: 'Enjoy the long hair.' },
            dependsOn: ['task3'],
            status: 'pending',
            retries: 0,
          },
        ],
      },
    });
    const readsBefore = reads();

    const [first, second] = await Promise.all([
      handlers.approveAction({ token: card.token }),
      handlers.approveAction({ token: card.token }),
    ]);
    expect(first.continued?.events).toEqual([{ type: 'text', text: 'Enjoy the long hair.' }]);
    expect(second).toEqual(first);
    expect(reads() - readsBefore).toBe(1);
  });

  it('keeps the Plan with a card narrowed by Edit, so approving the narrowed card continues it', async () => {
    const { world, workflows, ask, handlers } = await setup();
    const events = await ask('Clear my calendar next Friday for travel and notify anyone I had meetings with');
    const card = cardOf(events);
    expect(card.review.items.map((i) => i.title)).toEqual(['Standup', 'Design review', 'Budget review']);
    const link = events.find((e) => e.type === 'link');
    expect(link?.type === 'link' && link.link.url).toMatch(/^mailto:dana%40corp\.com\?/);

    const { approval: narrowed } = await handlers.narrowBulkAction({ token: card.token, keep: [0, 2] });
    expect(statuses(narrowed.steps)).toEqual(statuses(card.steps));
    expect(await workflows.get(card.token)).toBeUndefined();

    const approved = await handlers.approveAction({ token: narrowed.token });
    expect(statuses(approved.continued?.steps)).toEqual(['done', 'done', 'done', 'done']);
    expect((await world.calendar.allEvents()).map((e) => e.title).sort()).toEqual(['Design review', 'Haircut']);
    expect(await workflows.get(narrowed.token)).toBeUndefined();
  });
});
