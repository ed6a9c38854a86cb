import pg from 'pg';
import type { Dialect, Queryable } from './types.js';

/**
 * What every instance keeps in memory about the database and must drop when another instance
 * changes it, one NOTIFY channel each: question definitions (form writes) and the observers that
 * tokens name (retired, deleted, phone changed).
 */
const CHANNELS = { forms: 'observatory_forms', observers: 'observatory_observers' } as const;
export type ChangeTopic = keyof typeof CHANNELS;
const TOPICS = Object.keys(CHANNELS) as ChangeTopic[];

/** Inside a writing transaction: on PostgreSQL, every instance hears of it when the transaction commits. */
export async function announceChange(q: Queryable, dialect: Dialect, topic: ChangeTopic): Promise<void> {
  if (dialect === 'postgres') await q.get(`SELECT pg_notify('${CHANNELS[topic]}', '') AS sent`);
}

/**
 * Listens on a dedicated connection (a session: behind a pooler in transaction mode, the
 * database itself or a session-mode pool, DATABASE_LISTEN_URL) and calls `changed` for each
 * topic announced; reconnects after a lost connection, calling it for every topic then too, as
 * notifications may have been missed. Returns the function that stops listening.
 */
export async function listenForChanges(
  url: string,
  schema: string | undefined,
  changed: (topic: ChangeTopic) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const byChannel = new Map<string, ChangeTopic>(TOPICS.map((t) => [CHANNELS[t], t]));
  const all = () => TOPICS.forEach(changed);
  const schedule = (): void => {
    if (!stopped) retry = setTimeout(() => connect().catch(schedule), 1000);
  };
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
    c.on('notification', (n) => {
      const topic = byChannel.get(n.channel);
      if (topic) changed(topic);
    });
    c.on('error', () => {
      all();
      c.end().catch(() => undefined);
      if (client === c) client = undefined;
      schedule();
    });
    await c.connect();
    for (const t of TOPICS) await c.query(`LISTEN ${CHANNELS[t]}`);
    client = c;
    all();
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
