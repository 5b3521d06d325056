import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config.ts';

/** `headers`: extra header lines, such as a list mail's List-Unsubscribe. */
export type Mail = { to: string; subject: string; text: string; headers?: Record<string, string> };
export type Mailer = { send: (mail: Mail) => Promise<void> };

/** The part of an address a log may hold: whose provider, not whose mailbox. */
const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1);

/**
 * Without SMTP_URL in production nothing is delivered and nothing of the mail is logged: its links are credentials
 * (a reset link is a password), and logs travel further than mailboxes. The operator is told mail is not configured.
 */
function unconfiguredMailer(log: FastifyBaseLogger): Mailer {
  log.warn('SMTP_URL is not set: mails (password resets, address checks) are not sent');
  return {
    async send(mail) {
      log.warn({ recipientDomain: domainOf(mail.to) }, 'mail not sent: SMTP_URL is not set');
    },
  };
}

/** Development and tests without SMTP: the whole mail goes to the log, so `npm start`'s reset links can be followed. */
function logMailer(log: FastifyBaseLogger): Mailer {
  return {
    async send(mail) {
      log.info({ mail }, `mail to ${mail.to} (SMTP_URL unset, not delivered): ${mail.subject}\n${mail.text}`);
    },
  };
}

/** Real delivery through SMTP_URL. */
export function createMailer(
  config: Pick<Config, 'env' | 'smtpUrl' | 'mailFrom'>,
  log: FastifyBaseLogger,
): Mailer {
  if (!config.smtpUrl) return config.env === 'production' ? unconfiguredMailer(log) : logMailer(log);
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: config.mailFrom, ...mail });
    },
  };
}
