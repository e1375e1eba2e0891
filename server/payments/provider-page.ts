import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

export type Page = HtmlEscapedString | Promise<HtmlEscapedString>;

/**
 * The frame of every page the gateway shows on a payment provider's behalf (the sandbox's, the hand-off to
 * Webpay, MercadoPago's card page): Spanish, kept out of search engines, readable on a phone, with its one
 * inline style, which its Content-Security-Policy names by hash where it asks, and its scripts if any.
 */
export function providerPage(options: { title: string; style: string; body: Page; scripts?: Page }): Page {
  return html`<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${options.title}</title>
    <style>${raw(options.style)}</style>
  </head>
  <body>
    <main>${options.body}</main>
    ${options.scripts ?? ''}
  </body>
</html>`;
}
