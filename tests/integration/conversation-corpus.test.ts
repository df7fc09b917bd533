import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONVERSATIONS } from '../corpus/conversations/conversations';
import {
  CONVERSATION_PASSING_FILE,
  runConversation,
  startFakePlaces,
  type FakePlaces,
} from '../corpus/conversations/run-conversation-corpus';

// The hand-written conversation corpus (tests/corpus/conversations): follow-ups ("any earlier
// times?", "make it 45 minutes", "no", "the one with jordan", "yes") run turn after turn through the
// CLI's `ask --conversation FILE --json` path, in-process, against the generated five-month calendar.
// Conversations that pass are a ratchet: a change that breaks one fails here.
// `npx tsx tests/corpus/conversations/run-conversation-corpus.ts --verbose --write-passing` reports every
// conversation and updates the list.
vi.setConfig({ testTimeout: 60_000 });

const passing = new Set(JSON.parse(readFileSync(CONVERSATION_PASSING_FILE, 'utf8')) as string[]);
const kept = CONVERSATIONS.filter((c) => passing.has(c.id));

let places: FakePlaces | undefined;

beforeAll(async () => {
  if (kept.some((c) => c.places === true)) places = await startFakePlaces();
});

afterAll(async () => {
  await places?.close();
});

describe('the conversation corpus', () => {
  it('lists only conversations that exist', () => {
    const ids = new Set(CONVERSATIONS.map((c) => c.id));
    expect([...passing].filter((id) => !ids.has(id))).toEqual([]);
  });

  it.each(kept.map((c) => [c.id, c.turns.map((t) => t.text).join(' / '), c] as const))(
    '%s keeps passing: %s',
    async (_id, _text, conversation) => {
      const verdict = await runConversation(conversation, places?.options);
      expect(verdict.why ?? 'passed').toBe('passed');
    },
  );
});
