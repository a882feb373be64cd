import { describe, expect, it } from 'vitest';
import { accessFor, decideAccess, permissionTable } from './permissions';
import { isOnlyAccountant } from './roles';

describe('permission table', () => {
  it('refuses a route that is not in the table', () => {
    expect(accessFor('GET', '/v1/secret')).toBeUndefined();
    expect(decideAccess(undefined, { roles: ['administrator'] })).toBe('forbidden');
  });
  it('treats HEAD as GET and docs as public', () => {
    expect(accessFor('HEAD', '/v1/configuration')).toBe(permissionTable['GET /v1/configuration']);
    expect(accessFor('GET', '/v1/docs/json')).toEqual({ kind: 'public' });
  });
  it('asks for a login before roles', () => {
    expect(decideAccess(accessFor('PATCH', '/v1/configuration'), undefined)).toBe('unauthenticated');
    expect(decideAccess(accessFor('PATCH', '/v1/configuration'), { roles: ['operator'] })).toBe('forbidden');
    expect(decideAccess(accessFor('PATCH', '/v1/configuration'), { roles: ['operator', 'administrator'] })).toBe(
      'allow',
    );
    expect(decideAccess(accessFor('POST', '/v1/auth/login'), undefined)).toBe('allow');
  });
  it('lets the accountant read billing infos but not districts', () => {
    expect(decideAccess(accessFor('GET', '/v1/billing-info'), { roles: ['accountant'] })).toBe('allow');
    expect(decideAccess(accessFor('GET', '/v1/districts'), { roles: ['accountant'] })).toBe('forbidden');
  });
  it('knows an accountant-only user', () => {
    expect(isOnlyAccountant(['accountant'])).toBe(true);
    expect(isOnlyAccountant(['accountant', 'operator'])).toBe(false);
    expect(isOnlyAccountant([])).toBe(false);
  });
});
