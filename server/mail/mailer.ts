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
