import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Mailer, OutgoingMail } from './mailer';

/**
 * Without SMTP the messages land as files in `<data dir>/outbox/`, and the server log says which file
 * (never its links, which carry tokens), so someone running the portal locally can still open it to
 * verify an account or reset a password.
 */
export function outboxMailer(dir: string, log: (file: string) => void): Mailer {
  let sequence = 0;
  return {
    async send(mail: OutgoingMail) {
      await mkdir(dir, { recursive: true });
      sequence += 1;
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${sequence}.txt`);
      await writeFile(file, `Para: ${mail.to}\nAsunto: ${mail.subject}\n\n${mail.text}\n`);
      log(file);
    },
  };
}
