import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from '../../server/http/database-outage';

const withCode = (code: string, message = 'error') => Object.assign(new Error(message), { code });

describe('a database that cannot be reached', () => {
  it('is told apart from any other failure, through the wrapping of the query layer', () => {
    expect(isDatabaseUnreachable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnreachable(withCode('08006'))).toBe(true);
    expect(isDatabaseUnreachable(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnreachable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnreachable(new Error('timeout expired'))).toBe(true);
    expect(isDatabaseUnreachable(new Error('Failed query: select 1', { cause: withCode('ECONNRESET') }))).toBe(true);

    expect(isDatabaseUnreachable(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnreachable(new Error('Failed query', { cause: withCode('42P01') }))).toBe(false);
    expect(isDatabaseUnreachable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnreachable('ECONNREFUSED')).toBe(false);
  });
});
