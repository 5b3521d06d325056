import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export type SmtpCapture = { port: number; url: string; dir: string; close: () => Promise<void> };

/**
 * A local SMTP server that accepts every message (no TLS, any or no login) and writes it to `dir` as
 * `<id>.eml` (raw RFC 822) next to `<id>.json` (the envelope). The .eml appears last and atomically (rename),
 * so a reader never sees half a message.
 */
export async function startSmtpCapture(dir: string, port = 0): Promise<SmtpCapture> {
  fs.mkdirSync(dir, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    banner: 'Cerquita e2e mail capture',
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'e2e' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        try {
          sequence += 1;
          const id = `${Date.now()}-${String(sequence).padStart(5, '0')}`;
          const envelope = {
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
            rcptTo: session.envelope.rcptTo.map((address) => address.address),
            receivedAt: new Date().toISOString(),
          };
          fs.writeFileSync(path.join(dir, `${id}.json`), JSON.stringify(envelope, null, 2));
          fs.writeFileSync(path.join(dir, `${id}.eml.part`), Buffer.concat(chunks));
          fs.renameSync(path.join(dir, `${id}.eml.part`), path.join(dir, `${id}.eml`));
          callback();
        } catch (error) {
          callback(error instanceof Error ? error : new Error(String(error)));
        }
      });
    },
  });
  const netServer = await new Promise<ReturnType<SMTPServer['listen']>>((resolve, reject) => {
    server.on('error', reject);
    const listening = server.listen(port, '127.0.0.1', () => resolve(listening));
  });
  const address = netServer.address();
  if (!address || typeof address !== 'object') throw new Error('SMTP capture server has no address');
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    dir,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
