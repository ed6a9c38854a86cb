import type { SortDirection } from '@observatory/shared/model';

/** The observers area's wire types (docs: spec/api-contract.md, "Observers") and its constants. */

/** One item of GET /api/v1/observer. The PIN never travels back. */
export interface Observer {
  readonly id: number;
  readonly name: string;
  readonly phone: string;
  readonly ngo: string;
  readonly lastSeen: string | null;
  readonly deviceRegisterDate: string | null;
  readonly numberOfNotes: number;
  readonly numberOfPollingStations: number;
}

/** Body of POST /api/v1/observer. */
export interface NewObserver {
  readonly phone: string;
  readonly pin: string;
  readonly name: string;
  readonly sendSMS: boolean;
}

/** Body of PUT /api/v1/observer: only what changes. */
export interface ObserverUpdate {
  readonly observerId: number;
  readonly name?: string;
  readonly phone?: string;
  readonly pin?: string;
}

export type ObserverSortKey = 'name' | 'lastSeen';

/** Query of the observers list. */
export interface ObserverSearch {
  readonly name?: string;
  readonly phone?: string;
  readonly sortBy?: ObserverSortKey;
  readonly sortDirection?: SortDirection;
}

/** How an observer profile page is opened (route segment). */
export type PageState = 'new' | 'view' | 'edit';

/** Observers list page size (spec section 9). */
export const OBSERVER_PAGE_SIZE = 100;
/** Largest CSV the import accepts (API contract: 5 MiB). */
export const CSV_MAX_BYTES = 5 * 1024 * 1024;
