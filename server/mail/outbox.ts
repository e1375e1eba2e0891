import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Mailer, OutgoingMail } from './mailer';

/**
 * Without SMTP the messages land as files in `<data dir>/outbox/`, and the server log shows where,
 * so someone running the portal locally can still verify an account or reset a password.
 */
export function outboxMailer(dir: string, log: (line: string) => void = console.log): Mailer {
  let sequence = 0;
  return {
    async send(mail: OutgoingMail) {
      await mkdir(dir, { recursive: true });
      sequence += 1;
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${sequence}.txt`);
      await writeFile(file, `Para: ${mail.to}\nAsunto: ${mail.subject}\n\n${mail.text}\n`);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      log(`Correo para ${mail.to} guardado en ${file}${links.length ? `\n  ${links.join('\n  ')}` : ''}`);
    },
  };
}
