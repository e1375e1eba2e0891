import type { PickupPoint } from '../contract/delivery';
import type { Role } from '../contract/vocabulary';
import { DEMO_PICKUP_POINT } from './domain/delivery';
import type { Db } from './db/client';
import type { GatewayCache } from './http/gateway-cache';
import type { Logger } from './log/logger';
import type { Mailer } from './mail/mailer';
import type { PaymentProvider } from './payments/provider';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface AppConfig {
  /** Where buyers reach the portal; links in e-mails and provider redirects start here. */
  publicUrl: string;
  /** Minimum order, CLP net (decisions.md: 50.000). */
  minOrderNet: number;
  /** Where store pickup is collected, and when (PICKUP_POINT). */
  pickupPoint: PickupPoint;
  /**
   * Behind a reverse proxy (TRUST_PROXY=1) the client's address is read from X-Forwarded-For;
   * otherwise from the connection, since anyone can send that header.
   */
  trustProxy?: boolean;
  /**
   * The sandbox's test clock (SANDBOX_TEST_CLOCK=1), like a payment provider's test clocks: an
   * end-to-end test runs the Club CXTI renewals as of a later day. Never set outside test mode.
   */
  sandboxTestClock?: boolean;
  /** SHA-256 (base64) of the built index.html's inline scripts, the only inline scripts the CSP lets run. */
  inlineScriptHashes?: readonly string[];
  /** SHA-256 (base64) of the built index.html's inline styles (its shell's), the only inline styles the CSP applies. */
  inlineStyleHashes?: readonly string[];
  /** How long a request's body may take to arrive before it is refused (408); 10 s by default. */
  bodyTimeoutMs?: number;
}

/** An address of the portal as buyers reach it (PUBLIC_URL), for e-mails and provider return pages. */
export const portalUrl = (config: Pick<AppConfig, 'publicUrl'>, path: string): string => `${config.publicUrl.replace(/\/+$/, '')}${path}`;

export const defaultConfig: AppConfig = { publicUrl: 'http://localhost:3000', minOrderNet: 50_000, pickupPoint: DEMO_PICKUP_POINT };

/** Everything a route may touch comes from here, so tests can build an app on any database and clock. */
export interface AppDeps {
  db: Db;
  clock: Clock;
  jwtSecret: string;
  version: string;
  mailer: Mailer;
  /** Null until a provider is configured: card payments then answer 503 and credit still works. */
  payments: PaymentProvider | null;
  config: AppConfig;
  /** In-memory answers and sessions (npm start); null re-reads the database on every request. */
  cache: GatewayCache | null;
  /** The gateway's own events and one line per request (server/log/logger.ts). */
  logger: Logger;
}

export interface AuthUser {
  id: number;
  partnerId: number;
  /** The login, where the portal's e-mails to this user go; a login never changes, so a cached session keeps it right. */
  email: string;
  /** Read with the session on every request, so a changed role counts at once. */
  role: Role;
  sessionFamily: string;
}

export type AppEnv = { Variables: { user: AuthUser } };
