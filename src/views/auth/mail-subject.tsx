/**
 * The `<subject>` of a text that quotes an e-mail's subject: the portal's e-mails are written in Spanish,
 * so the quote stays as the buyer will find it in the inbox, marked as Spanish and not to be translated.
 */
export const mailSubject = { subject: <span lang="es" translate="no" /> };
