/** The notifications area's wire types (docs: spec/api-contract.md, "Notifications", "Observers"). */

/** GET /api/v1/notification/get/all item. Sender fields may be missing on old records. */
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

/** What the person writes: the notification's text. */
export interface NotificationContent {
  readonly title: string;
  readonly message: string;
}

/** Body of POST /api/v1/notification/send/all; send adds `recipients`. */
export interface NotificationPayload extends NotificationContent {
  readonly channel: string;
  readonly from: string;
}

/** Body of POST /api/v1/notification/send. */
export interface TargetedNotificationPayload extends NotificationPayload {
  readonly recipients: readonly number[];
}

/** Answer of a send: how many observers it went to. */
export interface NotificationSendResult {
  readonly sent: number;
}

/** An observer as GET /api/v1/observer/active and GET /api/v1/observer?id= return it (the fields this area reads). */
export interface ObserverSummary {
  readonly id: number;
  readonly name: string;
  readonly phone: string;
  readonly ngo?: string;
}

/**
 * The contract's fixed values: the push provider's channel and the sender name the mobile app
 * shows (the reference client always sends these two).
 */
export const NOTIFICATION_CHANNEL = 'Firebase';
export const NOTIFICATION_SENDER = 'Monitorizare Vot';
