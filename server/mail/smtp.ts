import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

const defaultMailFrom = 'Despensa <no-responder@despensa.cl>';

/** Real e-mail through the SMTP server of SMTP_URL, e.g. `smtp://user:pass@host:587` or `smtps://…:465`. */
export function smtpMailer(url: string, from: string = defaultMailFrom): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
  };
}
