/** Ports and origins of the e2e stack: its own, so a running `npm start` does not collide. */
export const E2E_HOST_PORT = Number(process.env.E2E_HOST_PORT ?? 5300);
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 5400);
export const E2E_HOST_URL = `http://127.0.0.1:${E2E_HOST_PORT}`;
export const E2E_API_URL = `http://127.0.0.1:${E2E_API_PORT}`;

export type AreaId = 'observers' | 'forms' | 'answers' | 'statistics' | 'notifications' | 'map' | 'activity';

export interface AreaTopology {
  readonly id: AreaId;
  readonly dir: string;
  readonly port: number;
  readonly route: string;
  readonly titles: { readonly en: string; readonly ro: string };
}

export const AREAS: readonly AreaTopology[] = [
  {
    id: 'observers',
    dir: 'remote-observers',
    port: E2E_HOST_PORT + 1,
    route: '/observatori',
    titles: { en: 'Observers', ro: 'Observatori' },
  },
  { id: 'forms', dir: 'remote-forms', port: E2E_HOST_PORT + 2, route: '/formulare', titles: { en: 'Forms', ro: 'Formulare' } },
  { id: 'answers', dir: 'remote-answers', port: E2E_HOST_PORT + 3, route: '/answers', titles: { en: 'Answers', ro: 'Răspunsuri' } },
  {
    id: 'statistics',
    dir: 'remote-statistics',
    port: E2E_HOST_PORT + 4,
    route: '/statistics',
    titles: { en: 'Statistics', ro: 'Statistici' },
  },
  {
    id: 'notifications',
    dir: 'remote-notifications',
    port: E2E_HOST_PORT + 5,
    route: '/notifications',
    titles: { en: 'Notifications', ro: 'Notificări' },
  },
  { id: 'map', dir: 'remote-map', port: E2E_HOST_PORT + 6, route: '/map', titles: { en: 'Map', ro: 'Hartă' } },
  { id: 'activity', dir: 'remote-activity', port: E2E_HOST_PORT + 7, route: '/activity', titles: { en: 'Activity', ro: 'Activitate' } },
];

export const areaOrigin = (area: AreaTopology) => `http://127.0.0.1:${area.port}`;

/** Demo staff accounts seeded by the API. */
export const ORGANIZER = { user: 'organizer', password: 'Organizer#2026' };
export const NGO_ADMIN = { user: 'ngoadmin', password: 'NgoAdmin#2026' };
