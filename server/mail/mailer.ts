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
 * cannot take longer when a message goes out; a failure is logged and the buyer can ask again.
 */
export function sendInBackground(mailer: Mailer, mail: OutgoingMail, log: (...data: unknown[]) => void = console.error): void {
  mailer.send(mail).catch((error: unknown) => log(`No se pudo enviar el correo «${mail.subject}» a ${mail.to}:`, error));
}
