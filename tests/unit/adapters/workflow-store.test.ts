import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { createIdbWorkflowStore, pruneWorkflows, WORKFLOW_KEPT_MS } from '../../../lib/adapters/idb-workflow-store';
import { openKairosDb } from '../../../lib/adapters/kairos-db';
import { createMemoryWorkflowStore } from '../../../lib/adapters/memory-workflow-store';
import type { Workflow, WorkflowStore } from '../../../lib/ports/workflow-store';

const AT = Date.parse('2026-11-24T14:00:00Z');

const haircut: Workflow = {
  token: 'tok00000001',
  text: 'cancel my haircut',
  at: AT,
  plan: {
    tasks: [
      {
        id: 'task1',
        taskType: 'FindEvents',
        params: { query: { title: 'haircut', expect: 'one' } },
        status: 'done',
        result: { events: [], count: 0 },
        retries: 0,
      },
      {
        id: 'task2',
        taskType: 'RequestUserConfirmation',
        params: {},
        dependsOn: ['task1'],
        status: 'waiting',
        result: { token: 'tok00000001' },
        retries: 0,
      },
      {
        id: 'task3',
        taskType: 'DeleteEvents',
        params: { events: 'task1.result.events' },
        dependsOn: ['task2'],
        status: 'waiting',
        retries: 0,
      },
    ],
  },
};

let dbCounter = 0;

async function freshDb() {
  const name = `workflow-store-test-${String(++dbCounter)}`;
  return { name, db: await openKairosDb(name) };
}

const adapters: [string, () => Promise<WorkflowStore>][] = [
  ['in memory', () => Promise.resolve(createMemoryWorkflowStore())],
  ['in IndexedDB', async () => createIdbWorkflowStore((await freshDb()).db)],
];

describe.each(adapters)('workflow store %s', (_label, create) => {
  it('returns the Plan stored under a card token, and nothing for another token', async () => {
    const store = await create();
    await store.put(haircut);
    expect(await store.get(haircut.token)).toEqual(haircut);
    expect(await store.get('tok00000002')).toBeUndefined();
  });

  it('replaces the record when the same card’s Plan is stored again, and forgets it when deleted', async () => {
    const store = await create();
    await store.put(haircut);
    await store.put({ ...haircut, at: AT + 60_000 });
    expect((await store.get(haircut.token))?.at).toBe(AT + 60_000);
    await store.delete(haircut.token);
    expect(await store.get(haircut.token)).toBeUndefined();
  });

  it('hands out copies: changing what was stored or read does not change the record', async () => {
    const store = await create();
    const workflow = structuredClone(haircut);
    await store.put(workflow);
    workflow.text = 'changed after put';
    const read = await store.get(haircut.token);
    if (read !== undefined) read.plan.tasks.splice(0);
    expect(await store.get(haircut.token)).toEqual(haircut);
  });
});

describe('workflow store in IndexedDB', () => {
  it('reads a record that fails its schema as no Plan, and removes it', async () => {
    const { name, db } = await freshDb();
    const raw = await openDB(name);
    await raw.put('workflows', { token: haircut.token, plan: { tasks: [] }, text: 'x', at: AT });
    raw.close();

    expect(await createIdbWorkflowStore(db).get(haircut.token)).toBeUndefined();
    expect(await db.count('workflows')).toBe(0);
  });

  it('refuses to store a Plan that fails its schema', async () => {
    const { db } = await freshDb();
    await expect(createIdbWorkflowStore(db).put({ ...haircut, plan: { tasks: [] } })).rejects.toThrow();
    expect(await db.count('workflows')).toBe(0);
  });

  it('survives a service-worker restart: a fresh adapter over a reopened database finds the Plan', async () => {
    const { name, db } = await freshDb();
    await createIdbWorkflowStore(db).put(haircut);
    db.close();
    expect(await createIdbWorkflowStore(await openKairosDb(name)).get(haircut.token)).toEqual(haircut);
  });

  it('prunes only Plans stored more than WORKFLOW_KEPT_MS ago', async () => {
    const { db } = await freshDb();
    const store = createIdbWorkflowStore(db);
    await store.put(haircut);
    await store.put({ ...haircut, token: 'tok00000002', at: AT + 1 });
    expect(await pruneWorkflows(db, AT + WORKFLOW_KEPT_MS)).toBe(0);
    expect(await pruneWorkflows(db, AT + WORKFLOW_KEPT_MS + 1)).toBe(1);
    expect(await db.getAllKeys('workflows')).toEqual(['tok00000002']);
  });
});
