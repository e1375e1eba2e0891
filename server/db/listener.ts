import pg from 'pg';

/** What a listener is told: each notification, and whether it is hearing at all. */
export interface Hearing {
  heard(payload: string): void;
  /** Listening (again): notifications from now on arrive. */
  connected(): void;
  /** The listening connection dropped: notifications are being missed until `connected` again. */
  lost(reason: string): void;
}

/** How a listening connection names itself, so the instances listening can be counted in pg_stat_activity. */
export const listenerName = 'despensa-listener';

/** Waits between reconnection attempts: quick after a blip, every 5 s through a long outage. */
const retryMs = [100, 250, 500, 1_000, 2_000, 5_000];

/**
 * LISTENs on `channel` over a connection of its own (a pooled one would be handed to queries), and
 * reconnects after a PostgreSQL restart, a failover or a terminated backend. Resolves after the first
 * attempt, connected or not.
 */
export async function listenOnPostgres(url: string, channel: string, hearing: Hearing): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    // keepAlive: a silently vanished server (a cut network) is noticed, not waited on for ever.
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000, keepAlive: true, application_name: listenerName });
    let dropped = false;
    const drop = (reason: string) => {
      if (dropped) return;
      dropped = true;
      if (current === client) current = null;
      client.end().catch(() => undefined);
      if (stopped) return;
      hearing.lost(reason);
      retry = setTimeout(() => void connect(), retryMs[Math.min(attempt, retryMs.length - 1)]);
      attempt += 1;
    };
    client.on('error', (error) => drop(error.message));
    client.on('end', () => drop('connection ended'));
    client.on('notification', (message) => {
      if (message.channel === channel) hearing.heard(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      drop(error instanceof Error ? error.message : String(error));
      return;
    }
    if (stopped || dropped) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    attempt = 0;
    hearing.connected();
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end().catch(() => undefined);
  };
}
