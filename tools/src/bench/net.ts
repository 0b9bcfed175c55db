import net from 'node:net';
import type pg from 'pg';
import { withOwnClient } from '../../../apps/server/src/db/client.ts';

/** Loopback ports nobody listens on right now (the kernel's pick: never 5432, ephemeral ones). */
export async function freePorts(count: number): Promise<number[]> {
  // All held open together, so the ports handed out differ from each other.
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((s) => (s.address() as net.AddressInfo).port);
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  return ports;
}

/** `freePorts`, one per name. */
export async function namedFreePorts<K extends string>(names: readonly K[]): Promise<Record<K, number>> {
  const ports = await freePorts(names.length);
  return Object.fromEntries(names.map((name, i) => [name, ports[i]])) as Record<K, number>;
}

/** One client of its own for a check or a setup step (the drills fault the database meanwhile). */
export function withClient<T>(
  url: string,
  applicationName: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  return withOwnClient({ connectionString: url, application_name: applicationName }, work);
}
