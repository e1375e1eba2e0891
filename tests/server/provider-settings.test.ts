import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import transbank from 'transbank-sdk';
import { afterAll, describe, expect, it } from 'vitest';
import { serveOptionsFromEnv } from '../../server/config';
import { createScratchTarget } from '../../server/db/scratch-database';
import { silentLogger } from '../../server/log/logger';
import { paymentSettingsFromEnv, type PaymentProviderSettings } from '../../server/payments/provider-settings';
import { startServer } from '../../server/serve';
import { startMercadoPagoStandIn } from './support/mercadopago-stand-in';
import { startTransbankStandIn } from './support/transbank-stand-in';

const { IntegrationApiKeys, IntegrationCommerceCodes } = transbank;

const transbankVariables = {
  TRANSBANK_WEBPAY_COMMERCE_CODE: '597000000001',
  TRANSBANK_WEBPAY_API_KEY: 'webpay-key',
  TRANSBANK_ONECLICK_MALL_COMMERCE_CODE: '597000000002',
  TRANSBANK_ONECLICK_CHILD_COMMERCE_CODE: '597000000003',
  TRANSBANK_ONECLICK_DEFERRED_CHILD_COMMERCE_CODE: '597000000004',
  TRANSBANK_ONECLICK_API_KEY: 'oneclick-key',
};

describe('PAYMENT_PROVIDER and its variables', () => {
  it('keep the sandbox when nothing is set, or when it is named', () => {
    expect(paymentSettingsFromEnv({})).toEqual({ name: 'sandbox' });
    expect(paymentSettingsFromEnv({ PAYMENT_PROVIDER: ' sandbox ' })).toEqual({ name: 'sandbox' });
    expect(serveOptionsFromEnv({ LOG_LEVEL: 'silent' }).paymentProvider).toEqual({ name: 'sandbox' });
  });

  it("give Transbank's integration environment with its public codes when only the provider is named", () => {
    expect(paymentSettingsFromEnv({ PAYMENT_PROVIDER: 'transbank' })).toEqual({
      name: 'transbank',
      environmentUrl: 'https://webpay3gint.transbank.cl',
      webpay: { commerceCode: IntegrationCommerceCodes.WEBPAY_PLUS, apiKey: IntegrationApiKeys.WEBPAY },
      oneclick: {
        mallCommerceCode: IntegrationCommerceCodes.ONECLICK_MALL,
        childCommerceCode: IntegrationCommerceCodes.ONECLICK_MALL_CHILD1,
        deferredChildCommerceCode: IntegrationCommerceCodes.ONECLICK_MALL_CHILD1_DEFERRED,
        apiKey: IntegrationApiKeys.WEBPAY,
      },
    });
  });

  it('take every Transbank code and key in production, and refuse to start naming the missing ones', () => {
    expect(() => paymentSettingsFromEnv({ PAYMENT_PROVIDER: 'transbank', TRANSBANK_ENVIRONMENT: 'production', TRANSBANK_WEBPAY_API_KEY: 'k' })).toThrow(
      'TRANSBANK_ENVIRONMENT=production necesita TRANSBANK_WEBPAY_COMMERCE_CODE, TRANSBANK_ONECLICK_MALL_COMMERCE_CODE, TRANSBANK_ONECLICK_CHILD_COMMERCE_CODE, TRANSBANK_ONECLICK_DEFERRED_CHILD_COMMERCE_CODE, TRANSBANK_ONECLICK_API_KEY.',
    );
    expect(paymentSettingsFromEnv({ PAYMENT_PROVIDER: 'transbank', TRANSBANK_ENVIRONMENT: 'production', ...transbankVariables })).toEqual({
      name: 'transbank',
      environmentUrl: 'https://webpay3g.transbank.cl',
      webpay: { commerceCode: '597000000001', apiKey: 'webpay-key' },
      oneclick: { mallCommerceCode: '597000000002', childCommerceCode: '597000000003', deferredChildCommerceCode: '597000000004', apiKey: 'oneclick-key' },
    });
    expect(() => paymentSettingsFromEnv({ PAYMENT_PROVIDER: 'transbank', TRANSBANK_ENVIRONMENT: 'produccion' })).toThrow('TRANSBANK_ENVIRONMENT="produccion" no es integration ni production.');
    expect(paymentSettingsFromEnv({ PAYMENT_PROVIDER: 'transbank', TRANSBANK_API_URL: 'http://127.0.0.1:9' })).toMatchObject({ environmentUrl: 'http://127.0.0.1:9' });
  });

  it('need the three MercadoPago credentials, which have no shared test values', () => {
    expect(() => paymentSettingsFromEnv({ PAYMENT_PROVIDER: 'mercadopago', MERCADOPAGO_ACCESS_TOKEN: 'TEST-1' })).toThrow(
      'PAYMENT_PROVIDER=mercadopago necesita MERCADOPAGO_PUBLIC_KEY, MERCADOPAGO_WEBHOOK_SECRET.',
    );
    expect(
      paymentSettingsFromEnv({ PAYMENT_PROVIDER: 'mercadopago', MERCADOPAGO_ACCESS_TOKEN: 'TEST-1', MERCADOPAGO_PUBLIC_KEY: 'TEST-2', MERCADOPAGO_WEBHOOK_SECRET: 's' }),
    ).toEqual({ name: 'mercadopago', accessToken: 'TEST-1', publicKey: 'TEST-2', webhookSecret: 's' });
  });

  it('refuse a provider they do not know, naming the ones they do', () => {
    expect(() => paymentSettingsFromEnv({ PAYMENT_PROVIDER: 'webpay' })).toThrow('PAYMENT_PROVIDER="webpay" no es un proveedor conocido (sandbox, transbank, mercadopago).');
  });
});

describe('npm start on a real provider', () => {
  const dataDirs: string[] = [];
  afterAll(() => {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  /** The gateway as `npm start` runs it, on a database of its own, with `settings`; a buyer opens the card page. */
  async function startedOn(settings: PaymentProviderSettings) {
    const dataDir = mkdtempSync(join(tmpdir(), 'despensa-provider-'));
    dataDirs.push(dataDir);
    const scratch = await createScratchTarget();
    const target = scratch.target.kind === 'postgres' ? scratch.target : ({ kind: 'pglite', dataDir } as const);
    const server = await startServer({ database: target, port: 0, host: '127.0.0.1', version: 'test', outboxDir: join(dataDir, 'outbox'), logger: silentLogger, paymentProvider: settings });
    try {
      expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'demo@despensa.cl', password: 'despensa-demo' }),
      });
      const { accessToken } = (await login.json()) as { accessToken: string };
      const setup = await fetch(`${server.url}/api/cards/setup`, { method: 'POST', headers: { Authorization: `Bearer ${accessToken}` } });
      expect(setup.status, await setup.clone().text()).toBe(201);
      const { redirect_url } = (await setup.json()) as { redirect_url: string };
      return await fetch(`${server.url}${new URL(redirect_url).pathname}`, { redirect: 'manual' });
    } finally {
      await server.close();
      await scratch.drop();
    }
  }

  it('starts on Transbank and hands a buyer saving a card to Oneclick', async () => {
    const webpay = { commerceCode: IntegrationCommerceCodes.WEBPAY_PLUS, apiKey: IntegrationApiKeys.WEBPAY };
    const oneclick = { mallCommerceCode: IntegrationCommerceCodes.ONECLICK_MALL, apiKey: IntegrationApiKeys.WEBPAY };
    const stand = await startTransbankStandIn({ webpay, oneclick: { ...oneclick, stores: [IntegrationCommerceCodes.ONECLICK_MALL_CHILD1], deferredStores: [] } });
    try {
      const page = await startedOn({
        name: 'transbank',
        environmentUrl: stand.url,
        webpay,
        oneclick: { ...oneclick, childCommerceCode: IntegrationCommerceCodes.ONECLICK_MALL_CHILD1, deferredChildCommerceCode: IntegrationCommerceCodes.ONECLICK_MALL_CHILD1_DEFERRED },
      });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(`action="${stand.url}/webpayserver/bp_inscription.cgi"`);
      expect(stand.count('oneclick.start')).toBe(1);
    } finally {
      await stand.close();
    }
  });

  it("starts on MercadoPago and serves its card page", async () => {
    const stand = await startMercadoPagoStandIn({ accessToken: 'TEST-start', webhookSecret: 'secret', now: () => new Date() });
    try {
      const page = await startedOn({ name: 'mercadopago', accessToken: 'TEST-start', publicKey: 'TEST-public', webhookSecret: 'secret', apiUrl: stand.url });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('data-public-key="TEST-public"');
    } finally {
      await stand.close();
    }
  });
});
