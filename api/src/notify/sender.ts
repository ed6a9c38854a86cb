import type { Queryable } from '../db/types.js';
import { nowIso } from '../util.js';

export interface Delivery {
  notificationId: number;
  observerId: number;
  channelName: string;
  token: string;
  title: string;
  body: string;
}

/** Where pushes go. A real provider (e.g. FCM) implements this and plugs in at start. */
export interface NotificationSender {
  deliver(q: Queryable, deliveries: Delivery[]): Promise<void>;
}

/** The local server's sender: records each delivery instead of calling a push provider. */
export class RecordingSender implements NotificationSender {
  async deliver(q: Queryable, deliveries: Delivery[]): Promise<void> {
    const at = nowIso();
    for (const d of deliveries) {
      await q.run(
        'INSERT INTO notification_deliveries (notification_id, observer_id, channel_name, token, status, attempted_at) VALUES (?, ?, ?, ?, ?, ?)',
        [d.notificationId, d.observerId, d.channelName, d.token, 'recorded', at],
      );
    }
  }
}
