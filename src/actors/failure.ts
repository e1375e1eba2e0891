import { approvalRequiredParams, isApprovalReason } from '../../machines/checkout.approval-reason';
import { failureOf, type Failure } from '../../machines/failure';
import { formatClp } from '../../machines/rules/money';
import { ApiRequestError, type ApiClient } from '../api/client';

/**
 * The client's error as the machines take every failure: the gateway's code and words, the current
 * prices a 409 `price_changed` lists (the checkout checks each before it uses them), the figures of
 * a refusal on credit, and the spending rule an order needing approval breaks.
 */
function toFailure(error: unknown): Failure {
  const failure = failureOf(error);
  const details = error instanceof ApiRequestError ? error.details : undefined;
  const prices = details?.current_prices;
  const withPrices = Array.isArray(prices) ? { ...failure, prices } : failure;
  return approvalRefusal(creditRefusal(withPrices, details), details);
}

/** A `credit_limit_exceeded` refusal says what is left on the line and what the purchase came to. */
function creditRefusal(failure: Failure, details: Record<string, unknown> | undefined): Failure {
  const { available, amount } = details ?? {};
  if (failure.code !== 'credit_limit_exceeded' || typeof available !== 'number' || typeof amount !== 'number') return failure;
  return { ...failure, params: { available: formatClp(available), amount: formatClp(amount) } };
}

/** An `approval_required` refusal names the rule the order breaks, which the checkout sends it for approval with. */
function approvalRefusal(failure: Failure, details: Record<string, unknown> | undefined): Failure {
  const reason = details?.reason;
  if (failure.code !== 'approval_required' || !isApprovalReason(reason)) return failure;
  return { ...failure, params: approvalRequiredParams(reason) };
}

/** A gateway call whose refusal reaches the machine as a Failure. */
async function asFailure<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw toFailure(error);
  }
}

/** The client, with every refusal turned into a Failure: what every actor of the app calls the gateway with. */
export function failing(api: ApiClient): ApiClient {
  return { request: (spec, ...args) => asFailure(api.request(spec, ...args)) };
}
