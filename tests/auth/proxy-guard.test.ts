import { describe, expect, it } from 'vitest';
import { isWriteApi, qaGuard } from '@/lib/auth/proxy-guard';

describe('qaGuard', () => {
  it('sends /qa pages without a session cookie to the login page, coming back afterwards', () => {
    expect(qaGuard('/qa', false)).toEqual({ redirect: '/qa/login?next=%2Fqa' });
    expect(qaGuard('/qa/parametres-generaux', false)).toEqual({
      redirect: '/qa/login?next=%2Fqa%2Fparametres-generaux',
    });
  });

  it('lets the login page through, and everything when the cookie is present', () => {
    expect(qaGuard('/qa/login', false)).toBeNull();
    expect(qaGuard('/qa/login/anything', false)).toBeNull();
    expect(qaGuard('/qa/sections', true)).toBeNull();
  });

  it('ignores paths outside /qa, including look-alikes', () => {
    expect(qaGuard('/fr', false)).toBeNull();
    expect(qaGuard('/qaz', false)).toBeNull();
    expect(qaGuard('/fr/qa', false)).toBeNull();
  });
});

describe('isWriteApi', () => {
  it('requires an editor for changes through the API', () => {
    expect(isWriteApi('POST', '/api/pages')).toBe(true);
    expect(isWriteApi('PUT', '/api/pages/12')).toBe(true);
    expect(isWriteApi('DELETE', '/api/pages/12')).toBe(true);
    expect(isWriteApi('patch', '/api/settings')).toBe(true);
    expect(isWriteApi('POST', '/api/page/default/publish')).toBe(true);
  });

  it('leaves reads open', () => {
    expect(isWriteApi('GET', '/api/pages')).toBe(false);
    expect(isWriteApi('HEAD', '/api/pages')).toBe(false);
    expect(isWriteApi('OPTIONS', '/api/pages')).toBe(false);
  });

  it('leaves the public endpoints open: login, page response, site-key and development calls', () => {
    expect(isWriteApi('POST', '/api/auth/login')).toBe(false);
    expect(isWriteApi('POST', '/api/auth/logout')).toBe(false);
    expect(isWriteApi('POST', '/api/page')).toBe(false);
    expect(isWriteApi('POST', '/api/page/default')).toBe(false);
    expect(isWriteApi('POST', '/api/swc/42/contact')).toBe(false);
    expect(isWriteApi('POST', '/api/swc')).toBe(false);
    expect(isWriteApi('POST', '/api/development/demo-page')).toBe(false);
  });

  it('ignores paths outside /api and look-alikes of the public ones', () => {
    expect(isWriteApi('POST', '/qa/login')).toBe(false);
    expect(isWriteApi('POST', '/api/swcx')).toBe(true);
    expect(isWriteApi('POST', '/api/pages-extra')).toBe(true);
  });
});
