import { describe, expect, it } from 'vitest';
import { extractLinks, parseMail } from './mail.ts';

const CRLF = '\r\n';

describe('parseMail', () => {
  it('reads a nodemailer multipart/alternative mail with quoted-printable text and base64 html', async () => {
    const link =
      'http://127.0.0.1:4123/reset-password?token=0123456789abcdef0123456789abcdef0123456789abcdef';
    const text = `Hola,${CRLF}para restablecer tu contraseña abre:${CRLF}${link}${CRLF}El enlace vence en 1 hora.`;
    const qp = Buffer.from(text, 'utf8')
      .toString('latin1')
      .replace(
        /[^\r\n -<>-~]/g,
        (char) => `=${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
      )
      // soft line breaks every 40 characters, as an encoder with a short line limit would
      .split(CRLF)
      .map((line) => line.match(/.{1,40}/g)?.join(`=${CRLF}`) ?? '')
      .join(CRLF);
    const html = Buffer.from(
      `<p>Hola</p><p><a href="${link.replace('?', '?x=1&amp;')}">Restablecer</a></p>`,
    ).toString('base64');
    const raw = [
      'Content-Type: multipart/alternative;',
      ' boundary="--_NmP-abc"',
      'From: Cerquita <no-reply@cerquita.sv>',
      'To: Ana <Ana@Example.com>',
      'Subject: =?UTF-8?Q?Restablece_tu_contrase=C3=B1a?= =?UTF-8?B?IOKAlCBDZXJxdWl0YQ==?=',
      'MIME-Version: 1.0',
      '',
      '----_NmP-abc',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      qp,
      '----_NmP-abc',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      html.match(/.{1,76}/g)?.join(CRLF) ?? '',
      '----_NmP-abc--',
      '',
    ].join(CRLF);

    const mail = await parseMail(Buffer.from(raw, 'latin1'));
    expect(mail.subject).toBe('Restablece tu contraseña — Cerquita');
    expect(mail.text).toBe(text.replace(/\r\n/g, '\n'));
    expect(mail.to).toEqual(['ana@example.com']);
    expect(mail.links).toEqual([link, link.replace('?', '?x=1&')]);
    expect(mail.html).toContain('<a href=');
  });

  it('reads a single-part 8-bit mail and an html-only mail', async () => {
    const plain = await parseMail(
      [
        'To: b@example.com',
        'Subject: Hola señor',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Ver https://x.test/a.',
      ].join(CRLF),
    );
    expect(plain.subject).toBe('Hola señor');
    expect(plain.links).toEqual(['https://x.test/a']);

    const htmlOnly = await parseMail(
      [
        'To: c@example.com',
        'Content-Type: text/html',
        '',
        '<p>Abre <a href="https://x.test/b?a=1&amp;b=2">aquí</a></p>',
      ].join(CRLF),
    );
    expect(htmlOnly.text).toBe('Abre aquí');
    expect(htmlOnly.links).toEqual(['https://x.test/b?a=1&b=2']);
  });
});

describe('extractLinks', () => {
  it('extracts links without trailing punctuation', () => {
    expect(extractLinks('Ir a (https://a.test/x?y=1), o http://b.test.')).toEqual([
      'https://a.test/x?y=1',
      'http://b.test',
    ]);
  });
});
