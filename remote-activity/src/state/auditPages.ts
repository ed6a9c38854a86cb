import { readServices } from '@observatory/shared/area';
import { createQueryAtoms } from '@observatory/shared/state';
import { listAudit } from '../api/listAudit';
import type { AuditPage, AuditPageQuery } from '../api/types';
import { servicesAtom } from './services';

/**
 * The log's pages by filters and page (both live in the address, so they are the params).
 * Anything may have happened since a page arrived, so a page is always asked again when shown
 * (maxAgeMs 0); the page held stays on screen, marked busy, until the new one arrives.
 */
export const auditPages = createQueryAtoms<AuditPageQuery, AuditPage>({
  fetch: (query, signal, get) => listAudit(readServices(get, servicesAtom).http, query, signal),
  maxAgeMs: 0,
});
