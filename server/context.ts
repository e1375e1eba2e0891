import type { Db } from './db/client';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Everything a route may touch comes from here, so tests can build an app on any database and clock. */
export interface AppDeps {
  db: Db;
  clock: Clock;
  jwtSecret: string;
  version: string;
}

export interface AuthUser {
  id: number;
  partnerId: number;
  sessionFamily: string;
}

export type AppEnv = { Variables: { user: AuthUser } };
