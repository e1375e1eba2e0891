import { describe, expect, it } from 'vitest';
import { addressLine } from '../../machines/rules/address';

describe('addressLine', () => {
  it('writes street, comuna and region on one line', () => {
    expect(addressLine({ street: 'Av. Apoquindo 4501', comuna: 'Las Condes', region: 'Región Metropolitana' })).toBe(
      'Av. Apoquindo 4501, Las Condes, Región Metropolitana',
    );
  });

  it('leaves out the parts not known, blank ones included', () => {
    expect(addressLine({ street: 'Colón 1200', comuna: null, region: '  ' })).toBe('Colón 1200');
    expect(addressLine({ street: null, comuna: '', region: null })).toBe('');
  });
});
