import { useState } from 'react';
import * as z from 'zod/mini';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;
type Validation<T, F extends string> = { data: T; errors: null } | { data: null; errors: FieldErrors<F> };
export type Validate<T, F extends string> = (values: Record<F, string>) => Validation<T, F>;
type PartialValidate<T, F extends string> = (values: Partial<Record<F, string>>) => Validation<T, F>;

/** A contract schema as a form check: the first message of each field, in the contract's Spanish. */
export function schemaValidation<T, F extends string>(schema: z.ZodMiniType<T>): PartialValidate<T, F> {
  return (values) => {
    const parsed = z.safeParse(schema, values);
    if (parsed.success) return { data: parsed.data, errors: null };
    const errors: FieldErrors<F> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string') errors[field as F] ??= issue.message;
    }
    return { data: null, errors };
  };
}

/**
 * What the buyer types, and the form's own check of it: a field is judged when left (unless empty),
 * judged again as it is fixed, and the whole form on submit. Nothing typed is cleared by an error.
 */
export function useFormFields<T, F extends string>(
  initial: Record<F, string>,
  validate: Validate<T, F>,
  /** Told of every change, say to clear the gateway's message beside that field (`form.change`). */
  onChange?: (field: F) => void,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const errorOf = (field: F, of: Record<F, string>) => validate(of).errors?.[field];

  function change(field: F, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: errorOf(field, next) }));
    onChange?.(field);
  }
  function blur(field: F) {
    if (values[field].trim() !== '') setErrors((current) => ({ ...current, [field]: errorOf(field, values) }));
  }

  return {
    values,
    errors,
    change,
    blur,
    /** A text input's props for `field`: its value, its changes and its check when left. */
    bind: (field: F) => ({
      name: field,
      value: values[field],
      onChange: (_: unknown, data: { value: string }) => change(field, data.value),
      onBlur: () => blur(field),
    }),
    /** Checks some fields only (a resend needs the e-mail, not the code), showing their messages. */
    checkFields(only: readonly F[]): boolean {
      const found: FieldErrors<F> = validate(values).errors ?? {};
      setErrors((current) => ({ ...current, ...Object.fromEntries(only.map((field) => [field, found[field]])) }));
      return only.every((field) => !found[field]);
    },
    /** The checked data, or null with every field's message shown. */
    submit(): T | null {
      const result = validate(values);
      setErrors(result.errors ?? {});
      return result.data;
    },
  };
}
