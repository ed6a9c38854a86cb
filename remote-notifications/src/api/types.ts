import type { ApiBody, ApiSchema } from '@observatory/shared/api-types';

/** The notifications area's wire types, named from the API's generated types (api/openapi.json, tags "Notifications", "Observers"). */

/** GET /api/v1/notification/get/all item. Sender fields may be missing on records from the original app. */
export type Notification = Omit<ApiSchema<'SentNotification'>, 'senderAccount' | 'senderNgoName' | 'delivery'> & {
  /** Missing on records from before delivery was tracked (the original app's). */
  readonly delivery?: ApiSchema<'SentNotification'>['delivery'];
  readonly senderAccount: ApiSchema<'SentNotification'>['senderAccount'] | null;
  readonly senderNgoName: ApiSchema<'SentNotification'>['senderNgoName'] | null;
};

/** Where a notification's deliveries are (history items carry it as `delivery`). */
export type DeliveryCounts = ApiSchema<'DeliveryCounts'>;

/** A recipient of GET /api/v1/notification/{id}/recipients and the status of its delivery. */
export type Recipient = ApiSchema<'NotificationRecipient'>;

/** What the person writes: the notification's text. */
export type NotificationContent = Pick<ApiBody<'sendNotificationToAll'>, 'title' | 'message'>;

/** Body of POST /api/v1/notification/send/all; send adds `recipients`. */
export type NotificationPayload = NotificationContent & Required<Pick<ApiBody<'sendNotificationToAll'>, 'channel' | 'from'>>;

/** Body of POST /api/v1/notification/send. */
export type TargetedNotificationPayload = NotificationPayload & Pick<ApiBody<'sendNotification'>, 'recipients'>;

/** Answer of a send: how many observers it went to. */
export type NotificationSendResult = ApiSchema<'Sent'>;

/** An observer as GET /api/v1/observer/active and GET /api/v1/observer?id= return it (the fields this area reads). */
export type ObserverSummary = Pick<ApiSchema<'Observer'>, 'id' | 'name' | 'phone'> & Partial<Pick<ApiSchema<'Observer'>, 'ngo'>>;

/**
 * The contract's fixed values: the push provider's channel and the sender name the mobile app
 * shows (the reference client always sends these two).
 */
export const NOTIFICATION_CHANNEL = 'Firebase';
export const NOTIFICATION_SENDER = 'Monitorizare Vot';
