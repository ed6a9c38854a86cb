import type { County, PagedResult } from '@observatory/shared/model';
import type { Notification } from '../api/types';

function makeCounty(code: string, name: string, limit: number, order = 1): County {
  return { id: order, code, name, limit, numberOfPollingStations: limit, diaspora: false, order };
}

export const COUNTIES: readonly County[] = [
  makeCounty('AB', 'Alba', 445, 1),
  makeCounty('AG', 'Argeș', 636, 2),
  makeCounty('BN', 'Bistrița-Năsăud', 328, 3),
  makeCounty('CJ', 'Cluj', 718, 4),
];

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  const id = overrides.id ?? 1;
  return {
    id,
    title: `Title ${id}`,
    body: `Message ${id}`,
    channel: 'Firebase',
    insertedAt: '2026-05-18T08:30:00.000Z',
    senderAccount: 'organizer',
    senderNgoName: 'Coaliția pentru Alegeri Corecte',
    sentObserverIds: [1, 2, 3],
    delivery: { pending: 0, sent: 3, failed: 0, noDevice: 0, read: 0 },
    ...overrides,
  };
}

/** The paging envelope around `data`. */
export function pageOf<T>(data: readonly T[], totalItems = data.length, page = 1, pageSize = 100): PagedResult<T> {
  return { data, page, pageSize, totalItems, totalPages: totalItems === 0 ? 0 : Math.ceil(totalItems / pageSize) };
}
