import { spawnSync } from 'node:child_process';
import net from 'node:net';

/** A TCP port that is free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not determine a free port'));
      });
    });
  });
}

/**
 * The same, synchronously (for playwright.config.ts, which cannot await): asks a short-lived Node process.
 */
export function freePortSync(): number {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  const result = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 10_000 });
  const port = Number(result.stdout);
  if (result.status !== 0 || !Number.isInteger(port) || port <= 0) {
    throw new Error(`could not find a free port: ${result.stderr || String(result.error ?? result.status)}`);
  }
  return port;
}
