import type { i18n as I18nInstance } from 'i18next';
import type { AreaHttpV1, DraftService, HostServicesV1, HostUser, PreferenceService, ToastRequest } from '../contract';
import { CONTRACT_VERSION_V1 } from '../contract';
import { createTestHttp } from './createTestHttp';

/** HostServicesV1 whose functions are jest mocks, so tests can assert on them. */
export interface FakeHostServices extends HostServicesV1 {
  readonly toasts: { show: jest.MockedFunction<(toast: ToastRequest) => void> };
  readonly navigate: jest.MockedFunction<HostServicesV1['navigate']>;
}

/** The default signed-in user of tests: a non-organizer NGO admin. */
export const TEST_USER: HostUser = { name: 'ngoadmin', ngoId: 2, ngoName: 'Test NGO', organizer: false };

/** In-memory drafts, like the host's session-storage drafts but scoped to one test. */
export function createMemoryDrafts(): DraftService & { endSession(): void } {
  const values = new Map<string, unknown>();
  // The session each draft was written in: `endSession()` starts the next one, as a sign-in after an expiry does.
  const writtenIn = new Map<string, number>();
  let session = 1;
  return {
    save: (key, value) => {
      values.set(key, value);
      writtenIn.set(key, session);
    },
    load: <T>(key: string) => values.get(key) as T | undefined,
    clear: (key) => {
      values.delete(key);
      writtenIn.delete(key);
    },
    origin: (key) => {
      const written = writtenIn.get(key);
      if (written === undefined) return undefined;
      return written === session ? 'this-session' : 'ended-session';
    },
    endSession: () => {
      session += 1;
    },
  };
}

/** In-memory preferences, like the host's local-storage ones but scoped to one test. */
export function createMemoryPreferences(): PreferenceService {
  const values = new Map<string, unknown>();
  return {
    save: (key, value) => void values.set(key, value),
    load: <T>(key: string) => values.get(key) as T | undefined,
  };
}

export interface FakeServicesOptions {
  readonly i18n: I18nInstance;
  /**
   * The HTTP client: createTestHttp().http, programmed by the test, which then asserts on the
   * requests sent. By default one with nothing programmed (every request answers 501).
   */
  readonly http?: AreaHttpV1;
  readonly user?: Partial<HostUser>;
  readonly drafts?: DraftService;
  readonly preferences?: PreferenceService;
}

export function createFakeServices(options: FakeServicesOptions): FakeHostServices {
  return {
    contractVersion: CONTRACT_VERSION_V1,
    http: options.http ?? createTestHttp().http,
    i18n: options.i18n,
    toasts: { show: jest.fn() },
    user: { ...TEST_USER, ...options.user },
    navigate: jest.fn(),
    drafts: options.drafts ?? createMemoryDrafts(),
    preferences: options.preferences ?? createMemoryPreferences(),
  };
}
