import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Failure } from '../../../machines/failure';
import { describeFailure } from './describe-failure';
import { FormAlert } from './FormAlert';

/**
 * What the alert above a form says: a pointer to the marked fields when their messages are shown beside
 * them, otherwise the gateway's own words (its field messages first, being the more precise).
 */
function formFailureText(t: TFunction, failure: Failure, shownFields: readonly string[]): string {
  if (shownFields.some((field) => failure.fields?.[field]?.length)) return t('auth.form.checkFields');
  const unshown = Object.values(failure.fields ?? {}).flat();
  return unshown.length > 0 ? unshown.join(' ') : describeFailure(t, failure);
}

/** The first gateway message for a field, to show beside it. */
export const fieldFailure = (failure: Failure | null, field: string): string | undefined => failure?.fields?.[field]?.[0];

/** What a form shows beside each field: its own check's message, else the gateway's. */
export const messageOf =
  <F extends string>(form: { errors: Partial<Record<F, string>> }, failure: Failure | null) =>
  (field: F): string | undefined =>
    form.errors[field] ?? fieldFailure(failure, field);

interface FailureMessageProps {
  failure: Failure;
  /** The fields the form shows, whose messages sit beside them rather than in this alert. */
  shownFields: readonly string[];
  /** A way forward (ask for a new link, say) after the message. */
  children?: ReactNode;
}

export function FailureMessage({ failure, shownFields, children }: FailureMessageProps) {
  const { t } = useTranslation();
  return (
    <FormAlert>
      {formFailureText(t, failure, shownFields)} {children}
    </FormAlert>
  );
}
