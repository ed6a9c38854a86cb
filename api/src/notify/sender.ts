/** One push to one observer's device. */
export interface PushMessage {
  notificationId: number;
  observerId: number;
  token: string;
  title: string;
  body: string;
}

/** What the provider said about one push. */
export type PushOutcome =
  | { kind: 'sent' }
  /** Worth trying again later (rate limit, provider down, network); `retryAfterMs` from the provider's Retry-After. */
  | { kind: 'retry'; error: string; retryAfterMs?: number | undefined }
  /** Will never work as it is (a bad request, a refused sender). */
  | { kind: 'failed'; error: string }
  /** The device token is gone or invalid: it is removed from the observer. */
  | { kind: 'unregistered'; error: string };

/** Where pushes go: FCM when configured (fcm.ts), otherwise the recording sender. */
export interface PushSender {
  /** `recording` or `fcm`, as the delivery log and the start-up line say. */
  readonly name: 'recording' | 'fcm';
  /** One line for the start-up log: which sender, and where it sends. */
  readonly description: string;
  send(message: PushMessage): Promise<PushOutcome>;
}

/**
 * The sender when no provider is configured (the demo, the tests): nothing leaves the server;
 * a delivery to an observer with a device token counts as sent and is logged as `recorded`.
 */
export class RecordingSender implements PushSender {
  readonly name = 'recording' as const;
  readonly description = 'recording (no FCM_SERVICE_ACCOUNT): deliveries are recorded in the database, nothing leaves the server';
  async send(): Promise<PushOutcome> {
    return { kind: 'sent' };
  }
}
