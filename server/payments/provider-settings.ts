/**
 * Which payment provider the gateway takes money through (PAYMENT_PROVIDER) and its credentials, read
 * from the environment (README, docs/deploy.md). The sandbox stays the default: `npm start` never
 * reaches a real provider unless told to.
 */
import transbank from 'transbank-sdk';
import type { TransbankOptions } from './transbank';

const { Environment, IntegrationApiKeys, IntegrationCommerceCodes } = transbank;

export const paymentProviderNames = ['sandbox', 'transbank', 'mercadopago'] as const;

export type TransbankSettings = Pick<TransbankOptions, 'environmentUrl' | 'webpay' | 'oneclick'>;

export interface MercadoPagoSettings {
  accessToken: string;
  /** The card page's Secure Fields tokenise with it. */
  publicKey: string;
  webhookSecret: string;
  /** MercadoPago's API; a stand-in or an egress proxy in its place. */
  apiUrl?: string;
}

export type PaymentProviderSettings =
  | { name: 'sandbox' }
  | ({ name: 'transbank' } & TransbankSettings)
  | ({ name: 'mercadopago' } & MercadoPagoSettings);

/** A setting the gateway cannot start with; its message is the operator's, in Spanish like the others. */
export class PaymentSettingsError extends Error {}

type Env = Record<string, string | undefined>;

const given = (env: Env, name: string) => {
  const value = env[name]?.trim();
  return value ? value : undefined;
};

function required(env: Env, names: readonly string[], why: string): string[] {
  const missing = names.filter((name) => !given(env, name));
  if (missing.length > 0) throw new PaymentSettingsError(`${why} necesita ${missing.join(', ')}.`);
  return names.map((name) => given(env, name) as string);
}

/**
 * Transbank's integration environment works with the public codes and key its SDK ships (the defaults);
 * production has none to default to, so every code and key must be given.
 */
function transbankSettings(env: Env): TransbankSettings {
  const environment = given(env, 'TRANSBANK_ENVIRONMENT') ?? 'integration';
  if (environment !== 'integration' && environment !== 'production') {
    throw new PaymentSettingsError(`TRANSBANK_ENVIRONMENT="${environment}" no es integration ni production.`);
  }
  const names = [
    'TRANSBANK_WEBPAY_COMMERCE_CODE',
    'TRANSBANK_WEBPAY_API_KEY',
    'TRANSBANK_ONECLICK_MALL_COMMERCE_CODE',
    'TRANSBANK_ONECLICK_CHILD_COMMERCE_CODE',
    'TRANSBANK_ONECLICK_DEFERRED_CHILD_COMMERCE_CODE',
    'TRANSBANK_ONECLICK_API_KEY',
  ] as const;
  const integration = [
    IntegrationCommerceCodes.WEBPAY_PLUS,
    IntegrationApiKeys.WEBPAY,
    IntegrationCommerceCodes.ONECLICK_MALL,
    IntegrationCommerceCodes.ONECLICK_MALL_CHILD1,
    IntegrationCommerceCodes.ONECLICK_MALL_CHILD1_DEFERRED,
    IntegrationApiKeys.WEBPAY,
  ];
  const [webpayCode, webpayKey, mall, child, deferredChild, oneclickKey] =
    environment === 'production'
      ? required(env, names, 'TRANSBANK_ENVIRONMENT=production')
      : names.map((name, index) => given(env, name) ?? (integration[index] as string));
  return {
    environmentUrl: given(env, 'TRANSBANK_API_URL') ?? (environment === 'production' ? Environment.Production : Environment.Integration),
    webpay: { commerceCode: webpayCode!, apiKey: webpayKey! },
    oneclick: { mallCommerceCode: mall!, childCommerceCode: child!, deferredChildCommerceCode: deferredChild!, apiKey: oneclickKey! },
  };
}

function mercadoPagoSettings(env: Env): MercadoPagoSettings {
  // MercadoPago has no shared test credentials: each seller's account has its own (TEST-…).
  const [accessToken, publicKey, webhookSecret] = required(
    env,
    ['MERCADOPAGO_ACCESS_TOKEN', 'MERCADOPAGO_PUBLIC_KEY', 'MERCADOPAGO_WEBHOOK_SECRET'],
    'PAYMENT_PROVIDER=mercadopago',
  );
  const apiUrl = given(env, 'MERCADOPAGO_API_URL');
  return { accessToken: accessToken!, publicKey: publicKey!, webhookSecret: webhookSecret!, ...(apiUrl ? { apiUrl } : {}) };
}

/** PAYMENT_PROVIDER and the chosen provider's variables; a missing credential stops the start, named. */
export function paymentSettingsFromEnv(env: Env): PaymentProviderSettings {
  const name = given(env, 'PAYMENT_PROVIDER') ?? 'sandbox';
  switch (name) {
    case 'sandbox':
      return { name };
    case 'transbank':
      return { name, ...transbankSettings(env) };
    case 'mercadopago':
      return { name, ...mercadoPagoSettings(env) };
    default:
      throw new PaymentSettingsError(`PAYMENT_PROVIDER="${name}" no es un proveedor conocido (${paymentProviderNames.join(', ')}).`);
  }
}
