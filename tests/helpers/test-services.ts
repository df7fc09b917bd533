import { createMemoryConversation } from '../../lib/adapters/memory-conversation';
import { createMemoryWorkflowStore } from '../../lib/adapters/memory-workflow-store';
import type { KeyValueArea } from '../../lib/adapters/storage-item';
import { createStorageModelSettings } from '../../lib/adapters/storage-model-settings';
import { createStoragePreferences } from '../../lib/adapters/storage-preferences';
import { createModelProbe } from '../../lib/background/model-connection';
import { createServices, type Services } from '../../lib/background/services';
import type { createTestWorld } from './fakes';
import { neverConnectedGoogle, placesOff } from './memory-area';

type World = Awaited<ReturnType<typeof createTestWorld>>;

/**
 * The background's services over a test world and a storage area: local calendar, no Google, no
 * model, places off, no tabs. A test overrides only what it is about.
 */
export function testServices(
  world: World,
  area: KeyValueArea,
  overrides: Partial<Omit<Services, 'approvals' | 'calendar'>> = {},
): Services {
  return createServices({
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
    workflows: createMemoryWorkflowStore(),
    clock: world.clock,
    ids: world.ids,
    browserTimeZone: () => 'America/New_York',
    sendToTab: () => Promise.reject(new Error('no tabs in this test')),
    activeTabId: () => Promise.resolve(undefined),
    ...overrides,
  });
}
