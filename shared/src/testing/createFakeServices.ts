import type { i18n as I18nInstance } from 'i18next';
import type { DraftService, HostServices, HostUser, HttpClient, ToastRequest } from '../contract';
import { CONTRACT_VERSION } from '../contract';

/** An HttpClient whose every method is a jest mock. */
export type FakeHttp = { [K in keyof HttpClient]: jest.MockedFunction<HttpClient[K]> };

/** HostServices whose functions are jest mocks, so tests can assert on them. */
export interface FakeHostServices extends HostServices {
  readonly http: FakeHttp;
  readonly toasts: { show: jest.MockedFunction<(toast: ToastRequest) => void> };
  readonly navigate: jest.MockedFunction<HostServices['navigate']>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'postText'] as const;

/**
 * A fake HTTP client. Calls that a test did not mock reject with a message naming the call, so a
 * missing mock shows up as an error state on screen rather than as `undefined` data.
 */
export function createFakeHttp(overrides: Partial<HttpClient> = {}): FakeHttp {
  const fake = {} as Record<(typeof METHODS)[number], jest.Mock>;
  for (const method of METHODS) {
    const override = overrides[method] as ((...args: unknown[]) => unknown) | undefined;
    fake[method] = jest.fn(
      override ?? ((path: unknown) => Promise.reject(new Error(`Unexpected http.${method}(${String(path)}) in a test: mock it`))),
    );
  }
  return fake as unknown as FakeHttp;
}

/** The default signed-in user of tests: a non-organizer NGO admin. */
export const TEST_USER: HostUser = { name: 'ngoadmin', ngoId: 2, ngoName: 'Test NGO', organizer: false };

/** In-memory drafts, like the host's session-storage drafts but scoped to one test. */
export function createMemoryDrafts(): DraftService {
  const values = new Map<string, unknown>();
  return {
    save: (key, value) => void values.set(key, value),
    load: <T>(key: string) => values.get(key) as T | undefined,
    clear: (key) => void values.delete(key),
  };
}

export interface FakeServicesOptions {
  readonly i18n: I18nInstance;
  readonly http?: Partial<HttpClient>;
  readonly user?: Partial<HostUser>;
  readonly drafts?: DraftService;
  readonly config?: Partial<HostServices['config']>;
}

export function createFakeServices(options: FakeServicesOptions): FakeHostServices {
  return {
    contractVersion: CONTRACT_VERSION,
    http: createFakeHttp(options.http),
    i18n: options.i18n,
    toasts: { show: jest.fn() },
    user: { ...TEST_USER, ...options.user },
    navigate: jest.fn(),
    drafts: options.drafts ?? createMemoryDrafts(),
    config: { apiBaseUrl: 'http://127.0.0.1:4000', observerGuideUrl: '/assets/observer-guide.pdf', ...options.config },
  };
}
