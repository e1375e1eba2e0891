import type { Logger } from '../log/logger';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends e-mail: SMTP when SMTP_URL is set, otherwise an outbox folder a local user can read. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * Sends without making the request wait. Answers that must not reveal whether an account exists
 * cannot take longer when a message goes out; the gateway's mailer logs a failure (loggedMailer) and
 * the buyer can ask again.
 */
export function sendInBackground(mailer: Mailer, mail: OutgoingMail): void {
  mailer.send(mail).catch(() => undefined);
}

/** Each message's fate in the gateway's log: its subject, never its recipient's address or its text. */
export function loggedMailer(mailer: Mailer, logger: Logger): Mailer {
  return {
    async send(mail) {
      try {
        await mailer.send(mail);
        logger.info({ event: 'mail.sent', subject: mail.subject });
      } catch (error) {
        logger.error({ event: 'mail.failed', subject: mail.subject, err: error });
        throw error;
      }
    },
  };
}
