import { createMiddleware } from 'hono/factory';
import { ApiError } from './errors';

/** What a route reads at most unless its row says otherwise (`maxBodyBytes`): a form's JSON is a few KiB. */
export const defaultMaxBodyBytes = 16 * 1024;
/** How long a body may take to arrive once its route is known; a phone on a poor line sends 16 KiB in a few seconds. */
export const defaultBodyTimeoutMs = 10_000;

// A body left half-read makes the connection useless: it is closed after the refusal.
const closeAfter = { Connection: 'close' };

const tooLarge = (maxBytes: number) =>
  new ApiError(
    413,
    'payload_too_large',
    `La solicitud es demasiado grande: esta ruta admite hasta ${Math.floor(maxBytes / 1024)} KB.`,
    undefined,
    closeAfter,
  );

const tooSlow = () =>
  new ApiError(408, 'request_timeout', 'La solicitud tardó demasiado en llegar. Revisa tu conexión e inténtalo de nuevo.', undefined, closeAfter);

/**
 * Reads the body before anything parses it, at most `maxBytes` and for at most `timeoutMs`: a declared
 * length over the limit is refused before a byte is read, a streamed one as soon as it passes the
 * limit, and one that trickles in is cut at the deadline. What follows reads the body from memory.
 */
export function boundedBody(maxBytes: number, timeoutMs: number) {
  return createMiddleware(async (c, next) => {
    const stream = c.req.raw.body;
    if (!stream) return next();
    if (Number(c.req.header('content-length')) > maxBytes) throw tooLarge(maxBytes);
    const reader = stream.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), timeoutMs)));
    try {
      for (;;) {
        const read = await Promise.race([reader.read(), deadline]);
        if (read === 'late') throw tooSlow();
        if (read.done) break;
        size += read.value.byteLength;
        if (size > maxBytes) throw tooLarge(maxBytes);
        chunks.push(read.value);
      }
    } catch (error) {
      void reader.cancel().catch(() => {});
      throw error;
    } finally {
      clearTimeout(timer);
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks) });
    await next();
  });
}
