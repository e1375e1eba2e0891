import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { accepts } from 'hono/accepts';
import { createMiddleware } from 'hono/factory';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text worth compressing; a PDF, an image or a stream of events is sent as it is. */
const compressible = /^(application\/(json|javascript|problem\+json)|text\/(html|plain|css|javascript)|image\/svg\+xml)\b/;

/**
 * Answers above `threshold` bytes compressed on the fly, brotli when the client takes it, else gzip.
 * Brotli at quality 5: per request, its higher levels cost more time than the bytes they save on the way.
 * Every compressible answer says `Vary: Accept-Encoding`, compressed or not, so a cache between never
 * hands a gzip body to a client that asked for none.
 */
export const compressAnswers = ({ threshold = 1024 } = {}) =>
  createMiddleware(async (c, next) => {
    await next();
    const answer = c.res;
    if (!answer.body || answer.headers.has('Content-Encoding') || !compressible.test(answer.headers.get('Content-Type') ?? '')) return;
    answer.headers.append('Vary', 'Accept-Encoding');
    if (!c.req.header('Accept-Encoding') || c.req.method === 'HEAD') return;
    if (Number(answer.headers.get('Content-Length') ?? Number.NaN) < threshold) return;
    const encoding = accepts(c, {
      header: 'Accept-Encoding',
      supports: ['br', 'gzip'],
      default: 'identity',
      // Browsers list gzip first at equal weight; brotli is the smaller of the two, so it wins a tie.
      match: (offered) => {
        const taken = new Set(offered.filter((entry) => entry.q > 0).map((entry) => entry.type));
        return taken.has('br') ? 'br' : taken.has('gzip') ? 'gzip' : 'identity';
      },
    });
    if (encoding === 'identity') return;
    const body = Buffer.from(await answer.arrayBuffer());
    // Hono copies the old answer's headers onto the new one, so the lengths are set after the swap.
    if (body.length < threshold) {
      c.res = new Response(body, answer);
      c.res.headers.set('Content-Length', String(body.length));
      return;
    }
    const compressed =
      encoding === 'br'
        ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : await gzipAsync(body, { level: 6 });
    c.res = new Response(compressed, answer);
    c.res.headers.set('Content-Encoding', encoding);
    c.res.headers.set('Content-Length', String(compressed.length));
  });
