import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { sessionEndpoints } from '../../contract/session';
import { companyEndpoints } from '../../contract/company';

const refusedWith = (status: number) => () =>
  Promise.resolve(Response.json({ error: { code: status === 401 ? 'unauthorized' : 'forbidden', message: 'Inicia sesión de nuevo.' } }, { status }));

function clientAnswering(answer: () => Promise<Response>) {
  const onUnauthorized = vi.fn();
  const api = createApiClient(() => 'a.b.c', { fetch: vi.fn(answer), onUnauthorized });
  return { api, onUnauthorized };
}

describe('the API client and a refused token', () => {
  it('tells the session when a signed-in call is refused for its token (401)', async () => {
    const { api, onUnauthorized } = clientAnswering(refusedWith(401));
    await expect(api.request(companyEndpoints.members)).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('stays quiet for a 403 (a role without the right) and for a refused sign-in, which are not about the token', async () => {
    const forbidden = clientAnswering(refusedWith(403));
    await expect(forbidden.api.request(companyEndpoints.members)).rejects.toMatchObject({ status: 403 });
    expect(forbidden.onUnauthorized).not.toHaveBeenCalled();
    const login = clientAnswering(refusedWith(401));
    await expect(login.api.request(sessionEndpoints.login, { body: { email: 'a@b.cl', password: 'x' } })).rejects.toMatchObject({ status: 401 });
    expect(login.onUnauthorized).not.toHaveBeenCalled();
  });
});
