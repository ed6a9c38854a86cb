import { readServices } from '@observatory/shared/area';
import type { PagedResult } from '@observatory/shared/model';
import { createQueryAtoms } from '@observatory/shared/state';
import { listAttention } from '../attention/api';
import type { AttentionItem, AttentionKind } from '../attention/api';
import { servicesAtom } from './services';

/** Observers per page of a kind. */
const ATTENTION_PAGE_SIZE = 50;

/**
 * "Needs attention", by kind and page. Who needs attention changes by the minute (and another
 * coordinator may mark someone handled), so a page is asked again when shown (maxAgeMs 0); another
 * kind's observers are never left on screen while these load (keepPrevious false).
 */
export const attentionPages = createQueryAtoms<{ readonly kind: AttentionKind; readonly page: number }, PagedResult<AttentionItem>>({
  fetch: ({ kind, page }, signal, get) =>
    listAttention(readServices(get, servicesAtom).http, { kind, page, pageSize: ATTENTION_PAGE_SIZE }, signal),
  maxAgeMs: 0,
  keepPrevious: false,
});
