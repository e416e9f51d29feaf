import { assign, fromPromise, setup } from 'xstate';
import type { FieldErrors } from '@/lib/forms/errors';

/**
 * Multi-step forms (spec 001 section 4), generic over the alert and the valuation.
 * Step 0 is the intro; 'form.start' is refused until the municipalities and the captcha
 * are ready. 'form.next' validates the current step and advances only without errors; on
 * the last step it submits instead. 'form.previous' goes back and clears the errors; from
 * step 1 it goes back to the intro (the values stay).
 * submitting: everything disabled; submitted: success message, inputs stay disabled;
 * failed: the error shows and the form is usable again.
 *
 * `validate` (a pure function of step and values, from lib/forms) comes in the input and
 * 'submitForm' (captcha token + POST) is provided by the component, so tests drive the
 * machine without HTTP.
 */
export type StepValidator = (step: number, values: unknown) => FieldErrors;

export interface SubmitFailure {
  /** Texts to list under the errors title (already translated); empty: the generic text. */
  messages: string[];
  fieldErrors: Record<string, string[]>;
}

export type MultiStepFormEvent =
  | { type: 'form.start' }
  | { type: 'form.next'; values: unknown }
  | { type: 'form.previous' }
  | { type: 'deps.municipalities'; ready: boolean }
  | { type: 'captcha.change'; ready: boolean };

export interface MultiStepFormContext {
  step: number;
  /** Steps after the intro. */
  stepCount: number;
  errors: FieldErrors;
  failure: SubmitFailure | null;
  municipalitiesReady: boolean;
  captchaReady: boolean;
  validate: StepValidator;
}

export interface MultiStepFormInput {
  stepCount: number;
  validate: StepValidator;
  municipalitiesReady?: boolean;
  captchaReady?: boolean;
}

function toFailure(error: unknown): SubmitFailure {
  const { messages, fieldErrors } = (error ?? {}) as Partial<SubmitFailure>;
  return {
    messages: Array.isArray(messages) ? messages.filter((m): m is string => typeof m === 'string') : [],
    fieldErrors: fieldErrors && typeof fieldErrors === 'object' ? fieldErrors : {},
  };
}

const valuesOf = (event: MultiStepFormEvent) => (event.type === 'form.next' ? event.values : undefined);

/** Transitions of a form the visitor can use: while editing, and again after a failure. */
const editingTransitions = {
  'form.next': [
    { guard: 'stepHasErrors', actions: 'showStepErrors' },
    { guard: 'isLastStep', target: '#multiStepForm.submitting', actions: 'clearErrors' },
    { actions: ['clearErrors', 'advance'] },
  ],
  'form.previous': [
    { guard: 'isAfterFirstStep', actions: ['clearErrors', 'goBack'] },
    { target: '#multiStepForm.intro', actions: ['clearErrors', 'backToIntro'] },
  ],
} as const;

/** Default of the actions the component provides. */
const noop = () => {};

export const multiStepFormMachine = setup({
  types: {
    context: {} as MultiStepFormContext,
    events: {} as MultiStepFormEvent,
    input: {} as MultiStepFormInput,
  },
  actors: {
    submitForm: fromPromise<unknown, { values: unknown }>(async () => {
      throw new Error('multiStepFormMachine: provide a submitForm actor');
    }),
  },
  guards: {
    canStart: ({ context }) => context.municipalitiesReady && context.captchaReady,
    stepHasErrors: ({ context, event }) => Object.keys(context.validate(context.step, valuesOf(event))).length > 0,
    isLastStep: ({ context }) => context.step >= context.stepCount,
    isAfterFirstStep: ({ context }) => context.step > 1,
  },
  actions: {
    showStepErrors: assign({ errors: ({ context, event }) => context.validate(context.step, valuesOf(event)) }),
    clearErrors: assign({ errors: {} }),
    advance: assign({ step: ({ context }) => Math.min(context.step + 1, context.stepCount) }),
    goBack: assign({ step: ({ context }) => Math.max(context.step - 1, 1) }),
    backToIntro: assign({ step: 0 }),
    /** Provided by the component: show server field errors beside their inputs. */
    showFieldErrors: noop as (args: unknown, params: { fieldErrors: Record<string, string[]> }) => void,
  },
}).createMachine({
  id: 'multiStepForm',
  context: ({ input }) => ({
    step: 0,
    stepCount: input.stepCount,
    errors: {},
    failure: null,
    municipalitiesReady: input.municipalitiesReady ?? false,
    captchaReady: input.captchaReady ?? false,
    validate: input.validate,
  }),
  initial: 'intro',
  on: {
    'deps.municipalities': { actions: assign({ municipalitiesReady: ({ event }) => event.ready }) },
    'captcha.change': { actions: assign({ captchaReady: ({ event }) => event.ready }) },
  },
  states: {
    intro: {
      on: { 'form.start': { guard: 'canStart', target: 'editing', actions: assign({ step: 1 }) } },
    },
    editing: { on: editingTransitions },
    submitting: {
      invoke: {
        src: 'submitForm',
        input: ({ event }) => ({ values: valuesOf(event) }),
        onDone: { target: 'submitted' },
        onError: {
          target: 'failed',
          actions: [
            assign({ failure: ({ event }) => toFailure(event.error) }),
            { type: 'showFieldErrors', params: ({ event }) => ({ fieldErrors: toFailure(event.error).fieldErrors }) },
          ],
        },
      },
    },
    submitted: { type: 'final' },
    failed: {
      exit: assign({ failure: null }),
      on: editingTransitions,
    },
  },
});
