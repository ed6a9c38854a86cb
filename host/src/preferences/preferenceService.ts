import type { PreferenceService } from '@observatory/shared/contract';

/**
 * Small choices the browser remembers for the areas (HostServices v1 `preferences`), in local
 * storage under the key as given, so a key the spec names (`selectedPredefinedOptions`) is exactly
 * that key. Values are JSON; a full or disabled storage forgets silently, since a preference is a
 * convenience, never a reason to break a screen.
 */
export function createPreferenceService(storage: Storage = window.localStorage): PreferenceService {
  return {
    load<T>(key: string): T | undefined {
      try {
        const raw = storage.getItem(key);
        return raw === null ? undefined : (JSON.parse(raw) as T);
      } catch {
        return undefined;
      }
    },
    save(key, value) {
      try {
        storage.setItem(key, JSON.stringify(value));
      } catch {
        // see above
      }
    },
  };
}
