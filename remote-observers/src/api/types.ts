import type { ApiBody, ApiQuery, ApiSchema } from '@observatory/shared/api-types';
import type { PagedResult } from '@observatory/shared/model';

/**
 * The observers area's wire types, named from the API's generated types (api/openapi.json,
 * tag "Observers"), and its constants.
 */

/** One item of GET /api/v1/observer. The PIN never travels back. */
export type Observer = ApiSchema<'Observer'>;

/** Body of POST /api/v1/observer (`sendSMS` always sent, as the original client does). */
export type NewObserver = ApiBody<'addObserver'> & { readonly sendSMS: boolean };

/** Body of PUT /api/v1/observer: only what changes. */
export type ObserverUpdate = ApiBody<'editObserver'>;

export type ObserverSortKey = NonNullable<ApiQuery<'listObservers'>['sortBy']>;

/** A page of GET /api/v1/observer: the paging envelope and the keyset cursors to its neighbours. */
export type ObserverPage = PagedResult<Observer> & Pick<ApiSchema<'ObserverPage'>, 'nextCursor' | 'previousCursor'>;

/** Query of the observers list. */
export type ObserverSearch = Pick<ApiQuery<'listObservers'>, 'name' | 'phone' | 'sortBy' | 'sortDirection'>;

/** How an observer profile page is opened (route segment). */
export type PageState = 'new' | 'view' | 'edit';

/** Observers list page size (spec section 9). */
export const OBSERVER_PAGE_SIZE = 100;
/** Largest CSV the import accepts (API contract: 5 MiB). */
export const CSV_MAX_BYTES = 5 * 1024 * 1024;
