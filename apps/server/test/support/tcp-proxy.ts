// A TCP proxy between the server and its database that a test can cut and restore: what a failover, a network
// cut or a proxy's restart looks like from the server (open connections reset, new ones refused).
import net from 'node:net';

export interface TcpProxy {
  /** host:port to connect to instead of the target. */
  readonly port: number;
  /** Resets every open connection and refuses new ones until up(). */
  down(): void;
  /** Resets every open connection and leaves new ones hanging, unanswered, until up() (a network cut). */
  blackhole(): void;
  /** Lets new connections through again (hanging ones are reset). */
  up(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let mode: 'up' | 'down' | 'blackhole' = 'up';
  const held = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    socket.on('error', () => undefined);
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode === 'down') {
      client.resetAndDestroy();
      return;
    }
    if (mode === 'blackhole') {
      held.add(client);
      return;
    }
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    port: address.port,
    down() {
      mode = 'down';
      for (const socket of open) socket.resetAndDestroy();
    },
    blackhole() {
      mode = 'blackhole';
      for (const socket of open) socket.resetAndDestroy();
    },
    up() {
      mode = 'up';
      for (const socket of held) socket.resetAndDestroy();
      held.clear();
    },
    close() {
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** The same database URL, through the proxy. */
export function throughProxy(databaseUrl: string, proxy: TcpProxy): string {
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  return url.toString();
}
