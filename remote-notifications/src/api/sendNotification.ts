import type { AreaHttpV1 } from '@observatory/shared/contract';
import { NOTIFICATION_CHANNEL, NOTIFICATION_SENDER } from './types';
import type { NotificationContent, NotificationPayload, NotificationSendResult, TargetedNotificationPayload } from './types';

const SEND_PATH = '/api/v1/notification/send';
const SEND_ALL_PATH = '/api/v1/notification/send/all';

/**
 * How long a send may take before the browser gives up: the kit's default of 15 s is short for a
 * send/all that the server pushes to thousands of phones before it answers, and giving up early
 * leaves the person unsure whether it went (the server may well have stored and pushed it).
 */
export const SEND_TIMEOUT_MS = 120_000;

/** The contract answers `{ sent }`; the reference backend a bare number. Both mean the same. */
function readSent(answer: unknown): NotificationSendResult {
  if (typeof answer === 'number') return { sent: answer };
  const sent = (answer as { sent?: unknown } | null)?.sent;
  return { sent: typeof sent === 'number' ? sent : Number(sent ?? 0) };
}

function payload({ title, message }: NotificationContent): NotificationPayload {
  return { channel: NOTIFICATION_CHANNEL, from: NOTIFICATION_SENDER, title, message };
}

/** POST /api/v1/notification/send: to exactly these observers. */
export async function sendNotification(
  http: AreaHttpV1,
  content: NotificationContent,
  recipients: readonly number[],
): Promise<NotificationSendResult> {
  const body: TargetedNotificationPayload = { ...payload(content), recipients };
  return readSent(await http.post<unknown>(SEND_PATH, body, { timeoutMs: SEND_TIMEOUT_MS }));
}

/** POST /api/v1/notification/send/all: to every observer the sender can see. */
export async function sendNotificationToAll(http: AreaHttpV1, content: NotificationContent): Promise<NotificationSendResult> {
  return readSent(await http.post<unknown>(SEND_ALL_PATH, payload(content), { timeoutMs: SEND_TIMEOUT_MS }));
}
