import type { OutgoingMail } from '../../../server/mail/mailer';

/** The messages the app would have sent to `to`, oldest first. */
export const mailTo = (sent: readonly OutgoingMail[], to: string) => sent.filter((mail) => mail.to === to);

export function lastMailTo(sent: readonly OutgoingMail[], to: string): OutgoingMail {
  const mail = mailTo(sent, to).at(-1);
  if (!mail) throw new Error(`no mail was sent to ${to}`);
  return mail;
}

/** The 6-digit code, which the texts set apart on a line of its own. */
export function codeIn(mail: OutgoingMail): string {
  const code = /^ {4}(\d{6})$/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in «${mail.subject}»`);
  return code;
}

/** The first link of the text that starts with `prefix`. */
export function linkIn(mail: OutgoingMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no link starting ${prefix} in «${mail.subject}»`);
  return link;
}
