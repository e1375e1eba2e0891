import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { workerPortal } from './portal';

/** The newest message to `to` with `subject`, as the worker's portal wrote it to the outbox of its data dir (it has no SMTP). */
export async function mailTo(to: string, subject: string): Promise<string> {
  const outbox = join(workerPortal().dataDir, 'outbox');
  const find = () =>
    existsSync(outbox)
      ? readdirSync(outbox)
          .sort()
          .map((name) => readFileSync(join(outbox, name), 'utf8'))
          .filter((text) => text.startsWith(`Para: ${to}\nAsunto: ${subject}\n`))
          .at(-1)
      : undefined;
  // The gateway sends in the background, after it has answered.
  await expect.poll(find, { message: `e-mail «${subject}» to ${to}` }).toBeDefined();
  return find() ?? '';
}

export const codeIn = (mail: string) => /^ {4}(\d{6})$/m.exec(mail)?.[1] ?? '';
/** The app path of the mail's link to `prefix`, whatever host the gateway wrote it with. */
export function linkIn(mail: string, prefix: string): string {
  const url = mail.split(/\s+/).find((word) => word.startsWith('http') && new URL(word).pathname.startsWith(prefix));
  if (!url) throw new Error(`no ${prefix} link in the mail`);
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}
