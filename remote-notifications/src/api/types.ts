/** The notifications area's wire types (docs: spec/api-contract.md, "Notifications"). */

/** GET /api/v1/notification/get/all item. */
export interface Notification {
  readonly id: number;
  readonly title: string;
  readonly body: string;
  readonly channel: string;
  readonly insertedAt: string;
  readonly senderAccount: string | null;
  readonly senderNgoName: string | null;
  readonly sentObserverIds: readonly number[];
}

/** Body of POST /api/v1/notification/send (and send/all without recipients). */
export interface NotificationSend {
  readonly channel: string;
  readonly from: string;
  readonly title: string;
  readonly message: string;
  readonly recipients?: readonly number[];
}

/** Answer of a notification send: how many observers it went to. */
export interface NotificationSendResult {
  readonly sent: number;
}

/** Default notification history page size (spec section 9). */
export const NOTIFICATION_PAGE_SIZE = 100;
/** Up to this many selected counties are shown in the county dropdown (spec section 9). */
export const COUNTY_SELECTED_ITEMS_SHOWN = 10;
