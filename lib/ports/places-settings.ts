import type { PlacesSettings } from '../core/domain/places-settings';

export interface PlacesSettingsPort {
  get(): Promise<PlacesSettings>;
  set(settings: PlacesSettings): Promise<void>;
}
