import type { DraftService } from '@observatory/shared/contract';

const PREFIX = 'observatory-draft:';

/**
 * Drafts of what a person was typing, kept in session storage so they survive a session that
 * ended (401) and are offered back after signing in again. Cleared at logout.
 */
export function createDraftService(storage: Storage = window.sessionStorage): DraftService & { clearAll(): void } {
  return {
    save(key, value) {
      try {
        storage.setItem(PREFIX + key, JSON.stringify(value));
      } catch {
        // Storage full or disabled: a draft is a convenience, never a reason to break typing.
      }
    },
    load<T>(key: string): T | undefined {
      const raw = storage.getItem(PREFIX + key);
      if (raw === null) return undefined;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return undefined;
      }
    },
    clear(key) {
      storage.removeItem(PREFIX + key);
    },
    clearAll() {
      for (let index = storage.length - 1; index >= 0; index -= 1) {
        const key = storage.key(index);
        if (key?.startsWith(PREFIX)) storage.removeItem(key);
      }
    },
  };
}
