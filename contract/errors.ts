import * as z from 'zod/mini';

/** Every error the gateway answers has this shape, with a Spanish message a user can act on. */
export const apiErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.array(z.string()))),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;
