import { render } from '@testing-library/react';
import type { RenderOptions, RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18nInstance } from 'i18next';
import { createStore } from 'jotai';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from '@observatory/shared/router';
import type { AreaHttpV1, AreaId, DraftService, HostUser, PreferenceService } from '../contract';
import { AreaRoot } from '@observatory/shared/area';
import type { ServicesAtom } from '@observatory/shared/area';
import { KIT_NAMESPACE } from '../i18n';
import { createFakeServices } from './createFakeServices';
import type { FakeHostServices } from './createFakeServices';
import { createTestI18n } from './createTestI18n';
import type { AreaMessages } from './createTestI18n';
import type { SupportedLanguage } from '../i18n';

type Store = ReturnType<typeof createStore>;

export interface RenderWithHostOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Language of the test i18n instance. Defaults to 'en'. */
  readonly language?: SupportedLanguage;
  /** The area's messages, added under their namespace (which becomes the default one). */
  readonly messages?: AreaMessages;
  /** Router history to start with. Defaults to ['/']. */
  readonly initialEntries?: string[];
  /** A route path pattern (e.g. '/observatori/profil/:state/:id') so useParams works in `ui`. */
  readonly routes?: string;
  /** The HTTP client: createTestHttp().http, programmed by the test. By default nothing is programmed (501). */
  readonly http?: AreaHttpV1;
  /** Changes to the default user (a non-organizer NGO admin). */
  readonly hostUser?: Partial<HostUser>;
  readonly drafts?: DraftService;
  readonly preferences?: PreferenceService;
  /** The area's services atom, set in the store as AreaRoot does in a mounted area. */
  readonly servicesAtom?: ServicesAtom;
  /** A jotai store to render with; a fresh one by default. */
  readonly store?: Store;
}

export interface RenderWithHostResult extends RenderResult {
  /** The fake services the UI received; toasts and navigate are jest mocks. */
  readonly services: FakeHostServices;
  /** A user-event instance to drive the UI like a person would. */
  readonly user: ReturnType<typeof userEvent.setup>;
  readonly store: Store;
  readonly i18n: I18nInstance;
}

/**
 * Renders `ui` the way an area runs inside the host: inside the same AreaRoot (host services, the
 * host's i18n with the kit namespace plus the area's, a jotai store), under a memory router.
 */
export function renderWithHost(ui: ReactElement, options: RenderWithHostOptions = {}): RenderWithHostResult {
  const {
    language,
    messages,
    initialEntries = ['/'],
    routes,
    http,
    hostUser,
    drafts,
    preferences,
    servicesAtom,
    store = createStore(),
    ...renderOptions
  } = options;
  const i18n = createTestI18n({ language, messages });
  const services = createFakeServices({ i18n, http, user: hostUser, drafts, preferences });
  // Kit-only tests have no area: the kit namespace stands in as their default namespace.
  const area = (messages?.namespace ?? KIT_NAMESPACE) as AreaId;
  const content = routes ? (
    <Routes>
      <Route path={routes} element={ui} />
    </Routes>
  ) : (
    ui
  );
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AreaRoot services={services} area={area} buildVersion="test" servicesAtom={servicesAtom} store={store}>
        <MemoryRouter initialEntries={initialEntries}>{children}</MemoryRouter>
      </AreaRoot>
    );
  }
  const user = userEvent.setup();
  const result = render(content, { wrapper: Wrapper, ...renderOptions });
  return { ...result, services, user, store, i18n };
}
