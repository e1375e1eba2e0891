import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';

/** A gateway instance in a process of its own, as production runs N of them on one PostgreSQL. */
export interface GatewayProcess {
  child: ChildProcess;
  base: string;
}

/** Starts `gateway-process.ts` on `url`; resolves once it serves. */
export async function startGatewayProcess(url: string, outbox: string, { trustProxy = false } = {}): Promise<GatewayProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/server/support/gateway-process.ts'], {
    env: { ...process.env, GATEWAY_DATABASE_URL: url, GATEWAY_OUTBOX: outbox, GATEWAY_TRUST_PROXY: trustProxy ? '1' : '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the gateway exited with ${code}`)));
  });
  return { child, base: (JSON.parse(line) as { url: string }).url };
}

/** An order on credit, picked up at the store, of the three dearest products: built from the gateway's own reads. */
export async function creditOrderBody(base: string, auth: Record<string, string>) {
  const get = async <T>(path: string) => (await (await fetch(`${base}${path}`, { headers: auth })).json()) as T;
  const products = await get<{ items: { id: number; list_price: number; cxti_price: number }[] }>('/api/products?limit=3&sort=price_desc');
  const methods = await get<{ id: number; code: string }[]>('/api/payment-methods');
  const delivery = await get<{ dates: string[] }>('/api/delivery-options');
  const addresses = await get<{ id: number; type: string; is_default: boolean }[]>('/api/addresses');
  return {
    partner_id: addresses.find((address) => address.type === 'invoice' && address.is_default)?.id,
    payment_method_id: methods.find((method) => method.code === 'credit')?.id,
    scheduled_date: delivery.dates[0],
    retiro_en_tienda: true,
    order_line: products.items.map((product) => ({ product_id: product.id, product_uom_qty: 10, price_unit: product.list_price, cxti_price: product.cxti_price })),
  };
}

/** Signs in through `base`: the bearer header and the refresh cookie. */
export async function signIn(base: string, email: string, password = 'despensa-demo') {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`login of ${email} answered ${res.status}`);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { auth: { Authorization: `Bearer ${accessToken}` }, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
}

/** Sends SIGTERM (unless it already ended) and resolves once the process is gone. */
export function stopGatewayProcess({ child }: GatewayProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** A port free on 127.0.0.1 now, for a server that must be told its port (nginx, PostgreSQL). */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
