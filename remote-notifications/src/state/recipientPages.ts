import { readServices } from '@observatory/shared/area';
import type { PagedResult } from '@observatory/shared/model';
import { createQueryAtoms } from '@observatory/shared/state';
import { listRecipients } from '../api/deliveries';
import type { Recipient } from '../api/types';
import { servicesAtom } from './services';

/** Recipients per page of a notification's page. */
const RECIPIENTS_PAGE_SIZE = 50;

/**
 * A notification's recipients, by notification and page. Statuses move while its deliveries are
 * pending, so a page is asked again when shown (maxAgeMs 0); another notification's recipients are
 * never left on screen while these load (keepPrevious false).
 */
export const recipientPages = createQueryAtoms<{ readonly id: number; readonly page: number }, PagedResult<Recipient>>({
  fetch: ({ id, page }, signal, get) =>
    listRecipients(readServices(get, servicesAtom).http, id, { page, pageSize: RECIPIENTS_PAGE_SIZE }, signal),
  maxAgeMs: 0,
  keepPrevious: false,
});
