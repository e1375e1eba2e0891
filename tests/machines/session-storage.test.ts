import { describe, expect, it } from 'vitest';
import { readStoredToken, readStoredUser } from '../../src/actors/session-storage';
import { MemoryStorage } from './support/memory-storage';

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const jwt = (claims: object) => `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url(JSON.stringify(claims))}.firma`;

function stored(value: string | null) {
  const storage = new MemoryStorage();
  if (value !== null) storage.setItem('accessToken', value);
  return storage;
}

describe('readStoredToken', () => {
  it('reads the expiry of a stored JWT, whatever else its claims hold in UTF-8', () => {
    // A name whose encoding holds both base64url-only characters, - and _.
    const value = jwt({ sub: '7', name: 'Ñandú ~~~ ¿? 中文', exp: 1_795_000_000 });
    expect(value.split('.')[1]).toMatch(/-.*_|_.*-/);
    expect(readStoredToken(stored(value))).toEqual({ value, exp: 1_795_000_000 });
  });

  it.each([
    ['nothing stored', null],
    ['an empty value', ''],
    ['text that is not a JWT', 'no-es-un-token'],
    ['a payload that is not base64url', 'a.%%%.b'],
    ['a payload that is not JSON', `a.${base64url('exp=1')}.b`],
    ['a payload that is not UTF-8', `a.${Buffer.from([0x7b, 0xff, 0x7d]).toString('base64url')}.b`],
    ['claims without exp', jwt({ sub: '7' })],
    ['an exp that is not a number', jwt({ exp: '1795000000' })],
    ['claims that are not an object', `a.${base64url('42')}.b`],
  ])('treats %s as no session', (_, value) => {
    expect(readStoredToken(stored(value))).toBeNull();
  });
});

describe('readStoredUser', () => {
  const daniela = { id: 7, role: 'comprador', isPremium: false, displayName: 'Daniela', email: 'comprador@despensa.cl' };
  const user = (value: string | null) => {
    const storage = new MemoryStorage();
    if (value !== null) storage.setItem('user', value);
    return storage;
  };

  it('reads the profile this tab stored', () => {
    expect(readStoredUser(user(JSON.stringify(daniela)))).toEqual(daniela);
  });

  it.each([
    ['nothing stored', null],
    ['text that is not JSON', '{nope'],
    ['JSON that is not an object', '"comprador"'],
    ['a field missing', JSON.stringify({ ...daniela, email: undefined })],
    ['an id that is not a whole number', JSON.stringify({ ...daniela, id: '7' })],
    ['a role that is not text', JSON.stringify({ ...daniela, role: 1 })],
    ['the empty user stored after a failed read', JSON.stringify({ ...daniela, id: null })],
  ])('gives null for %s', (_, value) => {
    expect(readStoredUser(user(value))).toBeNull();
  });
});
