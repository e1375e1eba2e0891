import { failureOf, type Failure } from '../../machines/failure';
import { ApiRequestError, type ApiClient } from '../api/client';

/**
 * The client's error as the machines take every failure: the gateway's code and words, and the current
 * prices a 409 `price_changed` lists (the checkout checks each before it uses them).
 */
function toFailure(error: unknown): Failure {
  const failure = failureOf(error);
  const prices = error instanceof ApiRequestError ? error.details?.current_prices : undefined;
  return Array.isArray(prices) ? { ...failure, prices } : failure;
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
