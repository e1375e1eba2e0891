import { formatDay } from '../../machines/rules/calendar';
import { emailCodeRules } from '../../contract/auth';
import type { OutgoingMail } from './mailer';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const signature = 'Equipo Despensa';
const validity = `El código y el enlace sirven una sola vez y vencen en ${emailCodeRules.validMinutes} minutos.`;

/** A plain, readable HTML document of these blocks; mail clients that block styles still show it well. */
function htmlDocument(blocks: string[]): string {
  return [
    '<!doctype html>',
    '<html lang="es"><body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5;">',
    ...blocks,
    `<p>${signature}</p>`,
    '</body></html>',
  ].join('\n');
}

/** The HTML version of the same paragraphs. */
const html = (paragraphs: string[]) => htmlDocument(paragraphs.map((paragraph) => `<p>${paragraph}</p>`));

const codeBlock = (code: string) =>
  `<span style="font-size: 28px; font-weight: bold; letter-spacing: 6px;">${escapeHtml(code)}</span>`;
const link = (url: string, label: string) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;

interface CodeMail {
  to: string;
  name: string;
  code: string;
  link: string;
}

export function verificationMail({ to, name, code, link: url }: CodeMail): OutgoingMail {
  const greeting = `Hola, ${name}:`;
  const intro = 'Gracias por registrar a tu empresa en Despensa. Para activar tu cuenta, ingresa este código:';
  const ignore = 'Si no creaste esta cuenta, ignora este correo.';
  return {
    to,
    subject: 'Activa tu cuenta de Despensa',
    text: [greeting, '', intro, '', `    ${code}`, '', 'o abre este enlace:', url, '', validity, ignore, '', signature].join('\n'),
    html: html([
      escapeHtml(greeting),
      escapeHtml(intro),
      codeBlock(code),
      `o abre este enlace: ${link(url, 'activar mi cuenta')}`,
      `${escapeHtml(validity)} ${escapeHtml(ignore)}`,
    ]),
  };
}

export function alreadyRegisteredMail({ to, name, loginUrl, resetUrl }: { to: string; name: string; loginUrl: string; resetUrl: string }): OutgoingMail {
  const greeting = `Hola, ${name}:`;
  const intro = 'Alguien, quizás tú, intentó crear una cuenta nueva en Despensa con este correo. Ya tienes una cuenta, así que no creamos otra.';
  const ignore = 'Si no fuiste tú, ignora este correo: tu cuenta sigue igual.';
  return {
    to,
    subject: 'Ya tienes una cuenta en Despensa',
    text: [
      greeting,
      '',
      intro,
      '',
      'Para entrar:',
      loginUrl,
      '',
      '¿Olvidaste tu contraseña? Crea una nueva aquí:',
      resetUrl,
      '',
      ignore,
      '',
      signature,
    ].join('\n'),
    html: html([
      escapeHtml(greeting),
      escapeHtml(intro),
      `Para entrar: ${link(loginUrl, 'iniciar sesión')}`,
      `¿Olvidaste tu contraseña? ${link(resetUrl, 'Crea una nueva aquí')}.`,
      escapeHtml(ignore),
    ]),
  };
}

export function resetMail({ to, name, code, link: url }: CodeMail): OutgoingMail {
  const greeting = `Hola, ${name}:`;
  const intro = 'Pediste restablecer tu contraseña de Despensa. Abre este enlace para elegir una nueva:';
  const withCode = 'o ingresa este código en la página de restablecimiento:';
  const after = 'Al cambiarla se cerrarán todas tus sesiones abiertas.';
  const ignore = 'Si no lo pediste, ignora este correo: tu contraseña sigue igual.';
  return {
    to,
    subject: 'Restablece tu contraseña de Despensa',
    text: [greeting, '', intro, url, '', withCode, '', `    ${code}`, '', validity, after, ignore, '', signature].join('\n'),
    html: html([
      escapeHtml(greeting),
      `${escapeHtml(intro)} ${link(url, 'elegir una contraseña nueva')}`,
      escapeHtml(withCode),
      codeBlock(code),
      `${escapeHtml(validity)} ${escapeHtml(after)} ${escapeHtml(ignore)}`,
    ]),
  };
}

/** An admin invited someone to the company; the link lets them choose a password and sign in. */
export function invitationMail({ to, companyName, inviterName, roleName, link: url, validDays }: {
  to: string;
  companyName: string;
  inviterName: string;
  roleName: string;
  link: string;
  validDays: number;
}): OutgoingMail {
  const intro = `${inviterName} te invitó a comprar en Despensa por ${companyName}, con el rol ${roleName}.`;
  const action = 'Abre este enlace para elegir tu contraseña y entrar:';
  const expiry = `El enlace sirve una sola vez y vence en ${validDays} días.`;
  const ignore = 'Si no esperabas esta invitación, ignora este correo.';
  return {
    to,
    subject: `Te invitaron a ${companyName} en Despensa`,
    text: ['Hola:', '', intro, '', action, url, '', expiry, ignore, '', signature].join('\n'),
    html: html([
      'Hola:',
      escapeHtml(intro),
      `${escapeHtml(action)} ${link(url, 'aceptar la invitación')}`,
      `${escapeHtml(expiry)} ${escapeHtml(ignore)}`,
    ]),
  };
}

/** A Club CXTI renewal was declined: when the membership ends unless a retry goes through, or that it ended. */
export function renewalDeclinedMail({ to, name, lapses, reason, graceUntil, planName, link: url }: {
  to: string;
  name: string;
  lapses: boolean;
  reason: string | null;
  graceUntil: string;
  planName: string;
  link: string;
}): OutgoingMail {
  const why = reason ? ` El banco respondió: ${reason}` : '';
  const what = lapses
    ? `No pudimos cobrar la renovación de tu ${planName} y tu membresía terminó: desde hoy pagas precios de lista.${why}`
    : `No pudimos cobrar la renovación de tu ${planName}.${why} Mantienes los precios del Club hasta el ${formatDay(graceUntil)} y lo intentaremos de nuevo antes.`;
  const action = lapses ? 'Puedes volver a unirte cuando quieras:' : 'Revisa la tarjeta de tu membresía o cámbiala aquí:';
  return {
    to,
    subject: lapses ? 'Tu membresía del Club CXTI terminó' : 'No pudimos renovar tu Club CXTI',
    text: [`Hola, ${name}:`, '', what, '', action, url, '', signature].join('\n'),
    html: html([`Hola, ${escapeHtml(name)}:`, escapeHtml(what), `${escapeHtml(action)} ${link(url, 'ir al Club CXTI')}`]),
  };
}

/** A paragraph of text, a link the text version prints as its label and address, or a list (an order's lines). */
export type MailPart = string | { url: string; label: string } | { list: readonly string[] };

/** A notice in plain paragraphs, links and lists, in both versions, with the greeting and the signature. */
export function paragraphsMail(to: string, subject: string, parts: readonly MailPart[]): OutgoingMail {
  const text = (part: MailPart) => {
    if (typeof part === 'string') return part;
    return 'list' in part ? part.list.map((item) => `- ${item}`).join('\n') : `${part.label}: ${part.url}`;
  };
  const block = (part: MailPart) => {
    if (typeof part === 'string') return `<p>${escapeHtml(part)}</p>`;
    if ('list' in part) return `<ul>${part.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
    return `<p>${link(part.url, part.label)}</p>`;
  };
  return {
    to,
    subject,
    text: ['Hola:', '', ...parts.flatMap((part) => [text(part), '']), signature].join('\n'),
    html: htmlDocument(['<p>Hola:</p>', ...parts.map(block)]),
  };
}
