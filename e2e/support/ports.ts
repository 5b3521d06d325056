import { spawnSync } from 'node:child_process';

/**
 * A TCP port that is free on 127.0.0.1 right now, found synchronously (playwright.config.ts cannot await) by asking a
 * short-lived Node process.
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
