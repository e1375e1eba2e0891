import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rutCheckDigit } from '../../contract/rut';
import { serveOptionsFromEnv } from '../../server/config';
import { createScratchTarget } from '../../server/db/scratch-database';
import { smtpMailer } from '../../server/mail/smtp';
import { resetMail } from '../../server/mail/templates';
import { startServer } from '../../server/serve';
import { silentLogger } from '../../server/log/logger';

interface Received {
  /** Who signed in; onAuth lets only the right password through. */
  user: string | null;
  mailFrom: string;
  rcptTo: string[];
  headers: Record<string, string>;
  /** Every part of the body, decoded. */
  body: string;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** RFC 2047 words, as mail clients show them: `=?UTF-8?Q?contrase=C3=B1a?=` reads `contraseña`. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
      encoding.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function parse(raw: string): Pick<Received, 'headers' | 'body'> {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = decodeHeader(line.slice(colon + 1).trim());
  }
  return { headers, body: decodeQuotedPrintable(rest.join('\n\n')) };
}

/** A real SMTP server on 127.0.0.1 and a random port, which keeps what it receives. */
async function startSmtpListener() {
  const received: Received[] = [];
  const waiting: ((mail: Received) => void)[] = [];
  const server = new SMTPServer({
    // Plain SMTP on the loopback: no certificate to make, and the password may travel in clear there.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'despensa' && auth.password === 'clave smtp') return callback(null, { user: auth.username });
      return callback(new Error('Credenciales SMTP inválidas'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: Received = {
          user: session.user ? String(session.user) : null,
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          ...parse(Buffer.concat(chunks).toString('latin1')),
        };
        const waiter = waiting.shift();
        if (waiter) waiter(mail);
        else received.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    port,
    url: `smtp://despensa:${encodeURIComponent('clave smtp')}@127.0.0.1:${port}`,
    /** The next message the server receives, or one it already has. */
    next: () => new Promise<Received>((resolve) => (received.length ? resolve(received.shift()!) : waiting.push(resolve))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
beforeAll(async () => {
  smtp = await startSmtpListener();
});
afterAll(() => smtp.close());

describe('the SMTP mailer (server/mail/smtp.ts)', () => {
  it('delivers through the SMTP_URL server, signing in with its user and password', async () => {
    const link = `https://portal.despensa.cl/auth/jwt/resetValidacion/${'t'.repeat(43)}`;
    await smtpMailer(smtp.url).send(resetMail({ to: 'compras@elfogon.cl', name: 'Daniela Muñoz', code: '042917', link }));
    const mail = await smtp.next();
    expect(mail.user).toBe('despensa');
    expect(mail.mailFrom).toBe('no-responder@despensa.cl');
    expect(mail.rcptTo).toEqual(['compras@elfogon.cl']);
    expect(mail.headers.from).toBe('Despensa <no-responder@despensa.cl>');
    expect(mail.headers.to).toBe('compras@elfogon.cl');
    expect(mail.headers.subject).toBe('Restablece tu contraseña de Despensa');
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(mail.body).toContain('Hola, Daniela Muñoz:');
    expect(mail.body).toMatch(/^ {4}042917$/m);
    expect(mail.body).toContain(`\n${link}\n`);
    expect(mail.body).toContain(`<a href="${link}">`);
  });

  it('sends from MAIL_FROM when given', async () => {
    await smtpMailer(smtp.url, 'Pedidos Despensa <pedidos@despensa.cl>').send({ to: 'a@b.cl', subject: 'Prueba', text: 'Hola' });
    const mail = await smtp.next();
    expect(mail.mailFrom).toBe('pedidos@despensa.cl');
    expect(mail.headers.from).toBe('Pedidos Despensa <pedidos@despensa.cl>');
  });

  it('fails loudly when the server refuses the credentials', async () => {
    const wrong = `smtp://despensa:otra@127.0.0.1:${smtp.port}`;
    await expect(smtpMailer(wrong).send({ to: 'a@b.cl', subject: 'Prueba', text: 'Hola' })).rejects.toThrow();
  });
});

describe('the gateway with SMTP_URL set', () => {
  it('e-mails the registration code and link through SMTP, and the code verifies the account', async () => {
    const scratch = await createScratchTarget();
    const options = serveOptionsFromEnv({ SMTP_URL: smtp.url, MAIL_FROM: 'Despensa <hola@despensa.cl>', PUBLIC_URL: 'https://portal.despensa.cl' });
    expect(options).toMatchObject({ smtpUrl: smtp.url, mailFrom: 'Despensa <hola@despensa.cl>' });
    const server = await startServer({
      ...options,
      database: scratch.target,
      port: 0,
      distDir: undefined,
      outboxDir: join(tmpdir(), 'despensa-smtp-test-outbox'),
      logger: silentLogger,
    });
    try {
      const post = (path: string, body: unknown) =>
        fetch(`${server.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      const rutBody = '50000001';
      const registered = await post('/api/auth/register', {
        rut: `${rutBody}-${rutCheckDigit(rutBody)}`,
        razon_social: 'Fuente de Soda La Esquina SpA',
        giro: 'Fuente de soda',
        contact_name: 'Pedro Lagos',
        email: 'pedro@fuentedesoda.cl',
        phone: '+56 9 5555 1234',
        password: 'lomito-completo-italiano',
      });
      expect(registered.status).toBe(202);

      const mail = await smtp.next();
      expect(mail.rcptTo).toEqual(['pedro@fuentedesoda.cl']);
      expect(mail.headers.from).toBe('Despensa <hola@despensa.cl>');
      expect(mail.headers.subject).toBe('Activa tu cuenta de Despensa');
      const code = /^ {4}(\d{6})$/m.exec(mail.body)?.[1];
      expect(mail.body).toMatch(/\nhttps:\/\/portal\.despensa\.cl\/auth\/jwt\/registroValidacion\?token=[\w-]{43}\n/);

      const verified = await post('/api/auth/verify', { email: 'pedro@fuentedesoda.cl', code });
      expect(verified.status).toBe(200);
      expect(await verified.json()).toMatchObject({ accessToken: expect.any(String) });
    } finally {
      await server.close();
      await scratch.drop();
    }
  });
});
