import { readServices } from '@observatory/shared/area';
import type { PagedResult } from '@observatory/shared/model';
import { createQueryAtoms } from '@observatory/shared/state';
import { listNotifications } from '../api/listNotifications';
import type { Notification } from '../api/types';
import { HISTORY_PAGE_SIZE } from '../lib/config';
import { servicesAtom } from './services';

/**
 * The history's pages, by page number. Anything may have been sent since a page arrived, so a page
 * is always asked again when shown (maxAgeMs 0); what was held stays on screen, marked busy, until
 * the new one arrives, and a page left before it answers is aborted.
 */
export const historyPages = createQueryAtoms<number, PagedResult<Notification>>({
  fetch: (page, signal, get) => listNotifications(readServices(get, servicesAtom).http, { page, pageSize: HISTORY_PAGE_SIZE }, signal),
  maxAgeMs: 0,
});
