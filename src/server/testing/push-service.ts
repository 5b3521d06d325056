import { createECDH, createHmac, createDecipheriv, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Agent, createServer, type Server } from 'node:https';
import { selfSignedCertificate } from './self-signed-certificate.ts';

/**
 * A push service for tests, on https://127.0.0.1 with a certificate made for the run: it keeps every request and
 * answers each endpoint path's chosen status (201 unless told). `agent` trusts its certificate.
 */
export type FakePushService = {
  origin: string;
  agent: Agent;
  requests: { path: string; headers: IncomingHttpHeaders; body: Buffer }[];
  answer(path: string, status: number): void;
  close(): Promise<void>;
};

export async function startFakePushService(): Promise<FakePushService> {
  const { key, cert } = selfSignedCertificate();
  const statuses = new Map<string, number>();
  const requests: FakePushService['requests'] = [];
  const server: Server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = request.url ?? '/';
      requests.push({ path: url, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statuses.get(url) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('push service not listening');
  const agent = new Agent({ ca: cert });
  return {
    origin: `https://127.0.0.1:${address.port}`,
    agent,
    requests,
    answer: (pathName, status) => void statuses.set(pathName, status),
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A browser's push subscription keys, kept to read what the server encrypts for it. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    p256dh: publicKey.toString('base64url'),
    auth: auth.toString('base64url'),
    /** Decrypts an `aes128gcm` Web Push body (RFC 8291 keys, RFC 8188 framing, one record). */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const serverKey = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      const hmac = (keyBytes: Buffer, data: Buffer) => createHmac('sha256', keyBytes).update(data).digest();
      const secret = ecdh.computeSecret(serverKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, serverKey, Buffer.from([1])]);
      const ikm = hmac(hmac(auth, secret), keyInfo);
      const prk = hmac(salt, ikm);
      const contentKey = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
      const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
      const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
      const padded = Buffer.concat([
        decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
        decipher.final(),
      ]);
      const end = padded.lastIndexOf(2);
      return padded.subarray(0, end).toString('utf8');
    },
  };
}
