import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { auditEntrySchema, pendingActionSchema, type PendingAction } from '../core/approvals/pending-action';
import type { ActionStore } from '../ports/action-store';
import { workflowSchema, type WorkflowStore } from '../ports/workflow-store';
import {
  conversationFocusSchema,
  conversationLineSchema,
  HISTORY_LINES_KEPT,
  lastProposalSchema,
  type ConversationMemory,
} from '../ports/conversation-memory';
import { cachedTemplateSchema, TEMPLATE_TTL_MS, type TemplateCache } from '../ports/template-cache';
import { CliUsageError, firstIssue } from './cli-error';
import { writeFileAtomically } from './write-file-atomically';

/** A Plan waiting for approval, kept by key; what it holds is the executor's business. */
const workflowEntrySchema = z.object({ key: z.string().min(1), value: z.unknown() });

/**
 * `kairos ask --conversation FILE`: what one side-panel conversation keeps, so a follow-up in the
 * next invocation finds the last proposal, and the pending action it revises.
 */
export const conversationFileSchema = z.object({
  version: z.literal(1),
  /** The last HISTORY_LINES_KEPT lines, oldest first. */
  history: z.array(conversationLineSchema),
  last: lastProposalSchema.optional(),
  focus: conversationFocusSchema.optional(),
  actions: z.array(pendingActionSchema),
  audit: z.array(auditEntrySchema),
  templates: z.array(cachedTemplateSchema),
  workflows: z.array(workflowEntrySchema),
});
export type ConversationFileContents = z.infer<typeof conversationFileSchema>;

export interface ConversationFile {
  conversation: ConversationMemory;
  actions: ActionStore;
  templates: TemplateCache;
  /** Plans waiting for approval, so `--yes` in a later invocation (or this one) runs what follows them. */
  workflows: WorkflowStore;
  /** Writes the file (temporary file + rename), creating it if it did not exist. */
  save(): void;
}

/** Opens a conversation file; one that does not exist yet is a new conversation. */
export function openConversationFile(file: string): ConversationFile {
  const state = existsSync(file) ? readConversationFile(file) : emptyConversation();
  return {
    conversation: conversationIn(state),
    actions: actionsIn(state),
    templates: templatesIn(state),
    workflows: workflowsIn(state),
    save: () => {
      writeFileAtomically(file, `${JSON.stringify(conversationFileSchema.parse(state), null, 2)}\n`);
    },
  };
}

function emptyConversation(): ConversationFileContents {
  return { version: 1, history: [], actions: [], audit: [], templates: [], workflows: [] };
}

function readConversationFile(file: string): ConversationFileContents {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new CliUsageError(`${file} is not valid JSON`);
  }
  const version = typeof json === 'object' && json !== null && 'version' in json ? json.version : undefined;
  if (typeof version === 'number' && version !== 1)
    throw new CliUsageError(`${file}: version ${String(version)} is not one this Kairos reads (it reads version 1)`);
  const parsed = conversationFileSchema.safeParse(json);
  if (!parsed.success) throw new CliUsageError(`${file} is not a Kairos conversation file: ${firstIssue(parsed.error)}`);
  return parsed.data;
}

// The stores below change `state` in place; save() writes it. Values are copied in and out, as
// IndexedDB does, so a caller changing its object cannot change what is kept.

function conversationIn(state: ConversationFileContents): ConversationMemory {
  return {
    get: () => Promise.resolve(state.last === undefined ? undefined : structuredClone(state.last)),
    set: (last) => {
      state.last = lastProposalSchema.parse(last);
      return Promise.resolve();
    },
    focus: () => Promise.resolve(state.focus === undefined ? undefined : structuredClone(state.focus)),
    setFocus: (focus) => {
      if (focus === undefined) delete state.focus;
      else state.focus = conversationFocusSchema.parse(focus);
      return Promise.resolve();
    },
    history: () => Promise.resolve(structuredClone(state.history)),
    append: (line) => {
      state.history = [...state.history, conversationLineSchema.parse(line)].slice(-HISTORY_LINES_KEPT);
      return Promise.resolve();
    },
  };
}

function actionsIn(state: ConversationFileContents): ActionStore {
  const byCreation = (a: PendingAction, b: PendingAction): number => a.createdAt - b.createdAt;
  return {
    getAction: (token) => Promise.resolve(structuredClone(state.actions.find((a) => a.token === token))),
    putAction: (action) => {
      const checked = pendingActionSchema.parse(action);
      state.actions = [...state.actions.filter((a) => a.token !== checked.token), checked];
      return Promise.resolve();
    },
    listActions: (status) => Promise.resolve(structuredClone(state.actions.filter((a) => a.status === status).sort(byCreation))),
    getAudit: (id) => Promise.resolve(structuredClone(state.audit.find((e) => e.id === id))),
    putAudit: (entry) => {
      const checked = auditEntrySchema.parse(entry);
      state.audit = [...state.audit.filter((e) => e.id !== checked.id), checked];
      return Promise.resolve();
    },
    listAudit: (limit) => Promise.resolve(structuredClone([...state.audit].sort((a, b) => b.at - a.at).slice(0, limit))),
  };
}

function templatesIn(state: ConversationFileContents): TemplateCache {
  return {
    get: (key, now) => {
      const entry = state.templates.find((t) => t.key === key);
      if (entry === undefined) return Promise.resolve(undefined);
      if (now - entry.at <= TEMPLATE_TTL_MS) return Promise.resolve(structuredClone(entry));
      state.templates = state.templates.filter((t) => t.key !== key);
      return Promise.resolve(undefined);
    },
    set: (entry) => {
      const checked = cachedTemplateSchema.parse(entry);
      state.templates = [...state.templates.filter((t) => t.key !== checked.key), checked];
      return Promise.resolve();
    },
  };
}

function workflowsIn(state: ConversationFileContents): WorkflowStore {
  return {
    // A record this Kairos cannot read (written by another version) is as good as none: the card
    // it waited on still approves, only the steps after it do not run.
    get: (key) => {
      const parsed = workflowSchema.safeParse(state.workflows.find((w) => w.key === key)?.value);
      return Promise.resolve(parsed.success ? structuredClone(parsed.data) : undefined);
    },
    put: (workflow) => {
      const checked = workflowSchema.parse(workflow);
      state.workflows = [
        ...state.workflows.filter((w) => w.key !== checked.token),
        { key: checked.token, value: structuredClone(checked) },
      ];
      return Promise.resolve();
    },
    delete: (key) => {
      state.workflows = state.workflows.filter((w) => w.key !== key);
      return Promise.resolve();
    },
  };
}
