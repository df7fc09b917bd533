import type { Preferences } from '../core/domain/preferences';

export interface PreferencesPort {
  get(): Promise<Preferences>;
  set(preferences: Preferences): Promise<void>;
}
