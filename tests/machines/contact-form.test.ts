import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { contactFormMachine, type ContactFormToast } from '@/machines/contact-form';

const texts = {
  successTitle: 'Message sent',
  successMessage: 'Thanks',
  failureTitle: 'The request could not be submitted',
  failureGeneric: 'An error occurred while submitting the form. Please try again later.',
};

function start(send: (values: unknown) => Promise<unknown>, captchaReady = true) {
  const clearMessage = vi.fn();
  const rememberContact = vi.fn();
  const showFieldErrors = vi.fn();
  const toasts: ContactFormToast[] = [];
  const machine = contactFormMachine.provide({
    actors: { sendMessage: fromPromise(({ input }: { input: { values: unknown } }) => send(input.values)) },
    actions: {
      clearMessage,
      rememberContact: (_, params) => rememberContact(params.values),
      showFieldErrors: (_, params) => showFieldErrors(params.fieldErrors),
      showToast: (_, toast) => void toasts.push(toast),
    },
  });
  const actor = createActor(machine, { input: { texts, captchaReady } }).start();
  return { actor, clearMessage, rememberContact, showFieldErrors, toasts };
}

describe('contact form machine', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses to send while the captcha is not ready (no site key)', () => {
    const send = vi.fn(async () => undefined);
    const { actor } = start(send, false);
    actor.send({ type: 'form.submit', values: {} });
    expect(actor.getSnapshot().value).toBe('neutral');
    expect(send).not.toHaveBeenCalled();
    actor.send({ type: 'captcha.change', ready: true });
    actor.send({ type: 'form.submit', values: {} });
    expect(actor.getSnapshot().value).toBe('sending');
  });

  it('ignores a second submit while sending', async () => {
    let release: () => void = () => {};
    const send = vi.fn(() => new Promise<unknown>((resolve) => (release = () => resolve({}))));
    const { actor } = start(send);
    actor.send({ type: 'form.submit', values: { message: 'a' } });
    actor.send({ type: 'form.submit', values: { message: 'b' } });
    expect(send).toHaveBeenCalledTimes(1);
    release();
    await waitFor(actor, (s) => s.matches('success'));
  });

  it('on success clears the message, remembers the contact and shows a success toast', async () => {
    vi.useFakeTimers();
    const values = { firstname: 'Julie' };
    const { actor, clearMessage, rememberContact, toasts } = start(async (v) => v);
    actor.send({ type: 'form.submit', values });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('success');
    expect(clearMessage).toHaveBeenCalledTimes(1);
    expect(rememberContact).toHaveBeenCalledWith(values);
    expect(toasts).toEqual([{ kind: 'success', title: 'Message sent', messages: ['Thanks'] }]);
  });

  it('on failure lists the error messages in a toast and keeps the message', async () => {
    const { actor, clearMessage, showFieldErrors, toasts } = start(async () => {
      throw { messages: ['Courriel invalide'], fieldErrors: { email: ['Courriel invalide'] } };
    });
    actor.send({ type: 'form.submit', values: {} });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(clearMessage).not.toHaveBeenCalled();
    expect(showFieldErrors).toHaveBeenCalledWith({ email: ['Courriel invalide'] });
    expect(toasts).toEqual([{ kind: 'error', title: 'The request could not be submitted', messages: ['Courriel invalide'] }]);
  });

  it('falls back to the generic text when the failure has no message, and can retry', async () => {
    let fail = true;
    const { actor, toasts } = start(async () => {
      if (fail) throw new Error('network');
      return {};
    });
    actor.send({ type: 'form.submit', values: {} });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(toasts[0]?.messages).toEqual([texts.failureGeneric]);
    fail = false;
    actor.send({ type: 'form.submit', values: {} });
    await waitFor(actor, (s) => s.matches('success'));
  });
});
