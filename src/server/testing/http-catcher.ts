import { createServer, type IncomingHttpHeaders } from 'node:http';

/** One request the catcher took: what an SMS gateway would have been given. */
export type CaughtRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: string };

/**
 * A local HTTP server standing in for an SMS gateway (the webhook, Twilio): keeps every request and answers each with
 * the status set by `answerWith` (200 until told).
 */
export type HttpCatcher = {
  url: string;
  requests: CaughtRequest[];
  answerWith(status: number): void;
  close(): Promise<void>;
};

export async function startHttpCatcher(): Promise<HttpCatcher> {
  const requests: CaughtRequest[] = [];
  let status = 200;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        method: request.method ?? 'GET',
        path: request.url ?? '/',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('HTTP catcher not listening');
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    answerWith: (next) => void (status = next),
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
