import type { PagedResult } from '@observatory/shared/model';
import type { Observer } from '../api/types';

/** An observer as the API lists it; override what a test cares about. */
export function makeObserver(overrides: Partial<Observer> = {}): Observer {
  const id = overrides.id ?? 1;
  return {
    id,
    name: `Observer ${id}`,
    phone: `07220000${String(id).padStart(2, '0')}`,
    ngo: 'Test NGO',
    lastSeen: '2026-05-01T10:30:00.000Z',
    deviceRegisterDate: null,
    numberOfNotes: 0,
    numberOfPollingStations: 2,
    ...overrides,
  };
}

/** The paging envelope around `data`. */
export function pageOf<T>(data: readonly T[], totalItems = data.length, page = 1, pageSize = 100): PagedResult<T> {
  return { data, page, pageSize, totalItems, totalPages: totalItems === 0 ? 0 : Math.ceil(totalItems / pageSize) };
}
