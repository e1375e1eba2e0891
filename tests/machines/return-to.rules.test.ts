import { describe, expect, it } from 'vitest';
import { returnPath } from '../../machines/rules/return-to';

const dashboard = '/dashboard';
/** What the login page reads: the query's returnTo, decoded once by URLSearchParams. */
const fromQuery = (query: string) => returnPath(new URLSearchParams(query).get('returnTo'), dashboard);

describe('returnPath', () => {
  it.each([
    ['a page', 'returnTo=%2Fdashboard%2Fthree', '/dashboard/three'],
    ['a page with its query', 'returnTo=%2Fdashboard%2Fthree%3Fpedido%3D12', '/dashboard/three?pedido=12'],
    ['a search with an encoded character', 'returnTo=%2Fdashboard%3Fq%3Dmantequilla%2520con%2520sal', '/dashboard?q=mantequilla%20con%20sal'],
    ['a page written unencoded', 'returnTo=/detalle?id=4', '/detalle?id=4'],
  ])('follows %s, a path of this site', (_, query, path) => {
    expect(fromQuery(query)).toBe(path);
  });

  it.each([
    ['no returnTo', ''],
    ['an empty one', 'returnTo='],
    ['another site', 'returnTo=https://evil.example'],
    ['another site without a scheme', 'returnTo=//evil.example'],
    ['another site, encoded', 'returnTo=%2F%2Fevil.example'],
    ['another site, encoded twice', 'returnTo=%252F%252Fevil.example'],
    ['a backslash for a slash', 'returnTo=/\\evil.example'],
    ['a backslash, encoded', 'returnTo=/%5Cevil.example'],
    ['a backslash, encoded twice', 'returnTo=/%255Cevil.example'],
    ['two backslashes', 'returnTo=\\\\evil.example'],
    ['a slash encoded inside the path', 'returnTo=/%252F/evil.example'],
    ['a tab between the slashes', 'returnTo=/%09/evil.example'],
    ['a line break between the slashes', 'returnTo=/%0A/evil.example'],
    ['a carriage return between the slashes', 'returnTo=/%0D/evil.example'],
    ['a tab encoded twice', 'returnTo=/%2509/evil.example'],
    ['a NUL', 'returnTo=/dashboard%00'],
    ['a script', 'returnTo=javascript:alert(1)'],
    ['a script behind a slash', 'returnTo=/javascript:alert(1)%0A//evil.example'],
    ['a data URL', 'returnTo=data:text/html,hola'],
    ['a relative path', 'returnTo=dashboard/three'],
    ['malformed percent-encoding', 'returnTo=/dashboard%25E0%25A4%25A'],
    ['a lone percent sign', 'returnTo=/dashboard%25'],
    ['a value longer than any page', `returnTo=/${'a'.repeat(5000)}`],
  ])('sends %s to the dashboard', (_, query) => {
    expect(fromQuery(query)).toBe(dashboard);
  });
});
