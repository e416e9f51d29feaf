import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { multiStepFormMachine } from '@/machines/multi-step-form';
import { validateAlertStep, emptyAlertForm, type AlertFormValues } from '@/lib/forms/property-alert';

/** A 3-step form whose step n requires the field `s{n}`. */
const validate = (step: number, values: unknown) => {
  const v = (values ?? {}) as Record<string, string>;
  return step > 0 && !v[`s${step}`] ? { [`s${step}`]: 'required-field' as const } : {};
};

function start(submit: (values: unknown) => Promise<unknown> = async () => ({}), ready = true) {
  const machine = multiStepFormMachine.provide({
    actors: { submitForm: fromPromise(({ input }: { input: { values: unknown } }) => submit(input.values)) },
  });
  return createActor(machine, { input: { stepCount: 3, validate, municipalitiesReady: ready, captchaReady: ready } }).start();
}

const ok = { s1: 'a', s2: 'b', s3: 'c' };

describe('multi-step form machine', () => {
  it('keeps the start button inert until municipalities and the captcha are ready', () => {
    const actor = start(undefined, false);
    actor.send({ type: 'form.start' });
    expect(actor.getSnapshot().context.step).toBe(0);
    actor.send({ type: 'deps.municipalities', ready: true });
    actor.send({ type: 'form.start' });
    expect(actor.getSnapshot().context.step).toBe(0);
    actor.send({ type: 'captcha.change', ready: true });
    actor.send({ type: 'form.start' });
    expect(actor.getSnapshot().context.step).toBe(1);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('advances only when the current step has no errors', () => {
    const actor = start();
    actor.send({ type: 'form.start' });
    actor.send({ type: 'form.next', values: {} });
    expect(actor.getSnapshot().context).toMatchObject({ step: 1, errors: { s1: 'required-field' } });
    actor.send({ type: 'form.next', values: { s1: 'x' } });
    expect(actor.getSnapshot().context).toMatchObject({ step: 2, errors: {} });
  });

  it('goes back one step and clears the errors, and from step 1 back to the intro', () => {
    const actor = start();
    actor.send({ type: 'form.start' });
    actor.send({ type: 'form.next', values: ok });
    actor.send({ type: 'form.next', values: {} });
    expect(actor.getSnapshot().context.errors).not.toEqual({});
    actor.send({ type: 'form.previous' });
    expect(actor.getSnapshot().context).toMatchObject({ step: 1, errors: {} });
    actor.send({ type: 'form.next', values: {} });
    actor.send({ type: 'form.previous' });
    expect(actor.getSnapshot().value).toBe('intro');
    expect(actor.getSnapshot().context).toMatchObject({ step: 0, errors: {} });
    actor.send({ type: 'form.start' });
    expect(actor.getSnapshot().context.step).toBe(1);
  });

  it('validates the last step, then submits and ends submitted with the values', async () => {
    const submit = vi.fn(async () => ({}));
    const actor = start(submit);
    actor.send({ type: 'form.start' });
    actor.send({ type: 'form.next', values: ok });
    actor.send({ type: 'form.next', values: ok });
    actor.send({ type: 'form.next', values: { ...ok, s3: '' } });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(submit).not.toHaveBeenCalled();
    actor.send({ type: 'form.next', values: ok });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (s) => s.matches('submitted'));
    expect(submit).toHaveBeenCalledWith(ok);
    actor.send({ type: 'form.previous' });
    expect(actor.getSnapshot().value).toBe('submitted');
  });

  it('ignores navigation while submitting', () => {
    const actor = start(() => new Promise(() => {}));
    actor.send({ type: 'form.start' });
    for (let i = 0; i < 3; i += 1) actor.send({ type: 'form.next', values: ok });
    actor.send({ type: 'form.previous' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    expect(actor.getSnapshot().context.step).toBe(3);
  });

  it('shows the failure and lets the visitor submit again', async () => {
    let attempt = 0;
    const actor = start(async () => {
      attempt += 1;
      if (attempt === 1) throw { messages: ['Le code postal est invalide'], fieldErrors: { postal_code: ['Le code postal est invalide'] } };
      return {};
    });
    actor.send({ type: 'form.start' });
    for (let i = 0; i < 3; i += 1) actor.send({ type: 'form.next', values: ok });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure?.messages).toEqual(['Le code postal est invalide']);
    actor.send({ type: 'form.next', values: ok });
    await waitFor(actor, (s) => s.matches('submitted'));
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('runs the real alert rules: 6 steps, step 6 blocks on a missing city', async () => {
    // A visitor who filled steps 1 to 5 correctly and left the city empty on step 6.
    const filled: AlertFormValues = {
      ...emptyAlertForm,
      municipalities: ['66023'],
      moving_date: '60-120-days',
      current_situation: 'tenant',
      property_type: 'condo',
      bedrooms: 2,
      bathrooms: 1,
      firstname: 'Marc',
      lastname: 'Gagnon',
      communication_method: 'text',
      phone: '(418) 555-0199',
      email: 'marc.gagnon@example.ca',
      address: '123, rue Saint-Jean',
      postal_code: 'G1R 1N4',
      city: '',
    };
    const submit = vi.fn(async (): Promise<unknown> => ({}));
    const machine = multiStepFormMachine.provide({ actors: { submitForm: fromPromise<unknown, { values: unknown }>(() => submit()) } });
    const actor = createActor(machine, {
      input: { stepCount: 6, validate: (step, values) => validateAlertStep(step, values as AlertFormValues), municipalitiesReady: true, captchaReady: true },
    }).start();
    actor.send({ type: 'form.start' });
    // Step 1 refuses an empty selection first.
    actor.send({ type: 'form.next', values: emptyAlertForm });
    expect(actor.getSnapshot().context).toMatchObject({ step: 1, errors: { municipalities: 'required-field' } });
    for (let step = 1; step <= 5; step += 1) actor.send({ type: 'form.next', values: filled });
    expect(actor.getSnapshot().context.step).toBe(6);
    actor.send({ type: 'form.next', values: filled });
    expect(actor.getSnapshot().context).toMatchObject({ step: 6, errors: { city: 'required-field' } });
    await Promise.resolve();
    expect(submit).not.toHaveBeenCalled();
    actor.send({ type: 'form.next', values: { ...filled, city: 'Québec' } });
    await waitFor(actor, (s) => s.matches('submitted'));
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
