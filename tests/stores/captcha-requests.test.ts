import { beforeEach, describe, expect, it } from 'vitest';
import { useCaptchaRequests } from '@/stores/captcha-requests';

beforeEach(() => useCaptchaRequests.setState({ active: [], isVisible: false }));

describe('captcha requests store', () => {
  it('hides the captcha until someone requests it', () => {
    expect(useCaptchaRequests.getState().isVisible).toBe(false);
    useCaptchaRequests.getState().request('contact-form');
    expect(useCaptchaRequests.getState().isVisible).toBe(true);
  });

  it('keeps the captcha while at least one identifier still requests it', () => {
    const { request, release } = useCaptchaRequests.getState();
    request('contact-form');
    request('alert-form');
    release('contact-form');
    expect(useCaptchaRequests.getState().isVisible).toBe(true);
    release('alert-form');
    expect(useCaptchaRequests.getState().isVisible).toBe(false);
  });

  it('ignores a repeated request from an active identifier', () => {
    const { request, release } = useCaptchaRequests.getState();
    request('contact-form');
    const before = useCaptchaRequests.getState();
    request('contact-form');
    expect(useCaptchaRequests.getState()).toBe(before);
    // One release is enough: the repeated request was not counted.
    release('contact-form');
    expect(useCaptchaRequests.getState().isVisible).toBe(false);
  });

  it('ignores releasing an identifier that is not active', () => {
    const { request, release } = useCaptchaRequests.getState();
    request('contact-form');
    const before = useCaptchaRequests.getState();
    release('valuation-form');
    expect(useCaptchaRequests.getState()).toBe(before);
    expect(useCaptchaRequests.getState().isVisible).toBe(true);
  });
});
