/**
 * An HTTPS front speaking HTTP/2, in front of a server started for a measurement, as production's TLS proxy is (the
 * app is only ever used over HTTPS: service workers, installing and pushes need it, and every TLS proxy in use
 * speaks HTTP/2). Browsers then load a page's files over one multiplexed connection, as people's phones do, instead
 * of the six HTTP/1.1 connections a plain local server gets. WebSocket upgrades pass through as HTTP/1.1.
 *
 * The certificate is self-signed, made with openssl for the run (selfSignedCertificate): the browser that measures must be told to accept it
 * (Chromium's --ignore-certificate-errors).
 */
import { once } from 'node:events';
import http, { type IncomingHttpHeaders } from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import { selfSignedCertificate } from '#server/testing/self-signed-certificate.ts';

export type HttpsFront = {
  /** The address browsers use: https://127.0.0.1:<port>. */
  base: string;
  /** Where requests go: the started server's plain http:// address. */
  forwardTo: (target: string) => void;
  close: () => Promise<void>;
};

/** Connection-level headers of HTTP/1.1 that HTTP/2 forbids, and the pseudo-headers HTTP/2 adds. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

/** The request's headers for the server behind: what a TLS proxy adds, without HTTP/2's own. */
function forwardedHeaders(headers: IncomingHttpHeaders, clientAddress: string): Record<string, string> {
  const forwarded: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith(':') || HOP_BY_HOP.has(name) || value === undefined) continue;
    forwarded[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  const authority = headers[':authority'];
  if (typeof authority === 'string') forwarded.host = authority;
  forwarded['x-forwarded-for'] = clientAddress;
  forwarded['x-forwarded-proto'] = 'https';
  return forwarded;
}

/** Starts the front on a free port of 127.0.0.1; it answers 502 until `forwardTo` names the server behind it. */
export async function startHttpsFront(): Promise<HttpsFront> {
  let target: URL | undefined;
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true });
  const connections = new Set<net.Socket>();
  server.on('secureConnection', (socket: net.Socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
  });

  server.on('request', (request, response) => {
    if (!target) {
      response.writeHead(502).end();
      return;
    }
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: forwardedHeaders(request.headers, request.socket.remoteAddress ?? '127.0.0.1'),
      },
      (answer) => {
        const headers = Object.fromEntries(
          Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)),
        );
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });

  server.on('upgrade', (request: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    if (!target) {
      socket.destroy();
      return;
    }
    const headers = {
      ...forwardedHeaders(request.headers, socket.remoteAddress ?? '127.0.0.1'),
      connection: 'Upgrade',
      upgrade: request.headers.upgrade ?? 'websocket',
    };
    const upstream = net.connect(Number(target.port), target.hostname, () => {
      const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
      upstream.write(`${request.method} ${request.url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The HTTPS front has no port');
  return {
    base: `https://127.0.0.1:${address.port}`,
    forwardTo: (address) => {
      target = new URL(address);
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of connections) socket.destroy();
      }),
  };
}
