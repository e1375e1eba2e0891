import * as z from 'zod/mini';
import type { RefusalCode } from './refusals';

/**
 * Every error the gateway answers has this shape, with a Spanish message a user can act on. The code is
 * any text here, not the vocabulary's (refusals.ts): an older or newer gateway may answer one this SPA
 * does not know, and the SPA then shows the message.
 */
export const apiErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.array(z.string()))),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;

/** The same body as the gateway writes it: its code is always one of the vocabulary's. */
export interface RefusalBody extends ApiErrorBody {
  error: ApiErrorBody['error'] & { code: RefusalCode };
}
