import type { Failure } from './failure';

/** The registration form as the gateway takes it (`POST /auth/register`), already checked by the form. */
export interface RegisterRequest {
  rut: string;
  razon_social: string;
  giro: string;
  contact_name: string;
  email: string;
  phone: string;
  password: string;
}

/** What the machine keeps of a submitted registration: never the password. */
export type RegistrationDraft = Omit<RegisterRequest, 'password'>;

/** Proof of an e-mail address: the 6-digit code with the address, or the e-mailed link's token. */
export type VerificationProof = { email: string; code: string } | { token: string };

/** A new password with the reset link's token, or with the address and the e-mailed code. */
export type ResetConfirmation = { token: string; password: string } | { email: string; code: string; password: string };

/** Where the app takes the buyer after a step succeeds; the app maps each to its route. */
export type AccountPage = 'verification' | 'resetSent' | 'dashboard';

/** The reason a resend countdown is running, for the notice beside it. */
type ResendNotice = 'sent' | 'tooSoon';

export interface AccountFlowsContext {
  /** The last registration sent, so the form shows it again when the buyer comes back to fix it. */
  draft: RegistrationDraft | null;
  /** The address a code went to, or the one the buyer typed: prefilled on the next form. */
  email: string;
  /** The verification link in use, so opening its page twice never spends it twice. */
  linkToken: string | null;
  /** The reset link's token from the URL; null when the buyer proves the address with the code. */
  resetToken: string | null;
  /** Why the current form was refused; set only while a `failed` state holds. */
  failure: Failure | null;
  /** Why the last resend was refused; set only while the resend has failed. */
  resendFailure: Failure | null;
  /** Seconds until another code may be asked for: 0 once a resend is allowed. */
  resendSecondsLeft: number;
  resendNotice: ResendNotice | null;
}

export type AccountFlowsEvent =
  | { type: 'registration.open' }
  | { type: 'registration.submit'; details: RegisterRequest }
  | { type: 'verification.open'; email: string | null; token: string | null }
  | { type: 'verification.submit'; email: string; code: string }
  | { type: 'verification.resend'; email: string }
  | { type: 'reset.open' }
  | { type: 'reset.submit'; email: string }
  | { type: 'resetConfirm.open'; token: string | null }
  /** `email` and `code` are read only when the page was opened without a link token. */
  | { type: 'resetConfirm.submit'; password: string; email: string; code: string };
