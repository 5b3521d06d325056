import net from 'node:net';

/**
 * A TCP proxy between the app and a store (PostgreSQL, Redis) that a test can turn into the faults a network shows:
 * `pause()` keeps every connection open and accepts new ones but forwards nothing (a hanging server), `refuse()`
 * closes every connection and the port (a server that is down), `restore()` serves normally again.
 */
export type TcpProxy = {
  readonly port: number;
  pause(): void;
  refuse(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
};

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  let paused = false;
  let port = 0;

  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, targetHost);
    const pair = { client, upstream };
    pairs.add(pair);
    if (paused) holdBack(pair);
    else release(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });

  function holdBack({ client, upstream }: { client: net.Socket; upstream: net.Socket }) {
    client.unpipe(upstream);
    upstream.unpipe(client);
    client.pause();
    upstream.pause();
  }

  function release({ client, upstream }: { client: net.Socket; upstream: net.Socket }) {
    client.pipe(upstream);
    upstream.pipe(client);
    client.resume();
    upstream.resume();
  }

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        const address = server.address();
        if (address && typeof address === 'object') port = address.port;
        resolve();
      });
    });
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));
  const dropAll = () => {
    for (const { client, upstream } of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
  };

  await listen();
  return {
    get port() {
      return port;
    },
    pause() {
      paused = true;
      for (const pair of pairs) holdBack(pair);
    },
    async refuse() {
      paused = false;
      dropAll();
      if (server.listening) await stopListening();
    },
    async restore() {
      if (paused) for (const pair of pairs) release(pair);
      paused = false;
      if (!server.listening) await listen();
    },
    async close() {
      dropAll();
      if (server.listening) await stopListening();
    },
  };
}
