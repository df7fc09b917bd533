import type { ModelSettings } from '../core/domain/model-settings';

export interface ModelSettingsPort {
  get(): Promise<ModelSettings>;
  set(settings: ModelSettings): Promise<void>;
}
