import { describe, expect, it } from 'vitest';
import { defaultErrorAction, errorIconName, errorMessageKey } from '@/blocks/error-block/error-texts';

describe('error page defaults', () => {
  it('offers refresh on 403, home on 404, nothing on 500 and 503', () => {
    expect(defaultErrorAction(403)).toBe('refresh');
    expect(defaultErrorAction(404)).toBe('home');
    expect(defaultErrorAction(500)).toBe('none');
    expect(defaultErrorAction(503)).toBe('none');
  });

  it('shows a spinner for maintenance (503) or when asked', () => {
    expect(errorIconName(503)).toBe('spinner');
    expect(errorIconName(500, true)).toBe('spinner');
    expect(errorIconName(500)).toBe('alert');
  });

  it('uses the spec message of known statuses and the unexpected-status text otherwise', () => {
    expect(errorMessageKey(403)).toBe('403-message');
    expect(errorMessageKey(404)).toBe('404-message');
    expect(errorMessageKey(500)).toBe('500-message');
    expect(errorMessageKey(503)).toBe('503-message');
    expect(errorMessageKey(418)).toBe('unexpected-status');
  });
});
