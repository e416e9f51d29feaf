import { assign, fromPromise, setup } from 'xstate';

/**
 * The contact form of spec 000 section 4: neutral -> sending -> success | failure.
 * Field validation happens before 'form.submit' (react-hook-form + zod); the machine owns
 * what follows: sending is refused while the captcha is not ready (no site key) or a send
 * is running; success clears the message and consents (the component provides
 * 'clearMessage') and shows a toast that closes after 5 s; failure shows a toast listing
 * the errors. 'sendMessage' (captcha token + POST) is provided by the component, so tests
 * drive the machine without HTTP.
 */
export interface ContactFormTexts {
  successTitle: string;
  successMessage: string;
  failureTitle: string;
  /** Shown when the failure carries no message of its own. */
  failureGeneric: string;
}

export interface ContactSendFailure {
  /** Texts to list in the failure toast (already translated). */
  messages: string[];
  /** Server field errors (422), to show beside the inputs. */
  fieldErrors: Record<string, string[]>;
}

export type ContactFormEvent =
  | { type: 'form.submit'; values: unknown }
  | { type: 'captcha.change'; ready: boolean };

interface ContactFormContext {
  captchaReady: boolean;
  texts: ContactFormTexts;
  failure: ContactSendFailure | null;
}

export function toSendFailure(error: unknown): ContactSendFailure {
  if (error && typeof error === 'object') {
    const { messages, fieldErrors } = error as Partial<ContactSendFailure>;
    return {
      messages: Array.isArray(messages) ? messages.filter((m): m is string => typeof m === 'string') : [],
      fieldErrors: fieldErrors && typeof fieldErrors === 'object' ? fieldErrors : {},
    };
  }
  return { messages: [], fieldErrors: {} };
}

/** Default of the actions the component provides. */
const noop = () => {};

/** What the success and failure toasts say. */
export interface ContactFormToast {
  kind: 'success' | 'error';
  title: string;
  messages: string[];
}

export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
    input: {} as { texts: ContactFormTexts; captchaReady?: boolean },
  },
  actors: {
    sendMessage: fromPromise<unknown, { values: unknown }>(async () => {
      throw new Error('contactFormMachine: provide a sendMessage actor');
    }),
  },
  guards: {
    canSend: ({ context }) => context.captchaReady,
  },
  actions: {
    /** Provided by the component: empties the message box and unchecks the consents. */
    clearMessage: noop,
    /** Provided by the component: saves the visitor's name, email and phone for next forms. */
    rememberContact: noop as (args: unknown, params: { values: unknown }) => void,
    /** Provided by the component: shows server field errors beside their inputs. */
    showFieldErrors: noop as (args: unknown, params: { fieldErrors: Record<string, string[]> }) => void,
    /** Provided by the component: shows a toast (the toasts store closes a success one after 5 s). */
    showToast: noop as (args: unknown, params: ContactFormToast) => void,
    setCaptchaReady: assign({ captchaReady: (_, params: { ready: boolean }) => params.ready }),
  },
}).createMachine({
  id: 'contactForm',
  context: ({ input }) => ({ captchaReady: input.captchaReady ?? false, texts: input.texts, failure: null }),
  initial: 'neutral',
  on: {
    'captcha.change': { actions: { type: 'setCaptchaReady', params: ({ event }) => ({ ready: event.ready }) } },
  },
  states: {
    neutral: {
      on: { 'form.submit': { guard: 'canSend', target: 'sending' } },
    },
    sending: {
      entry: assign({ failure: null }),
      invoke: {
        src: 'sendMessage',
        input: ({ event }) => ({ values: event.type === 'form.submit' ? event.values : undefined }),
        onDone: {
          target: 'success',
          actions: [
            'clearMessage',
            { type: 'rememberContact', params: ({ event }) => ({ values: event.output }) },
            {
              type: 'showToast',
              params: ({ context }) => ({ kind: 'success' as const, title: context.texts.successTitle, messages: [context.texts.successMessage] }),
            },
          ],
        },
        onError: {
          target: 'failure',
          actions: [
            assign({ failure: ({ event }) => toSendFailure(event.error) }),
            { type: 'showFieldErrors', params: ({ event }) => ({ fieldErrors: toSendFailure(event.error).fieldErrors }) },
            {
              type: 'showToast',
              params: ({ context }) => ({
                kind: 'error' as const,
                title: context.texts.failureTitle,
                messages: context.failure?.messages.length ? context.failure.messages : [context.texts.failureGeneric],
              }),
            },
          ],
        },
      },
    },
    success: {
      on: { 'form.submit': { guard: 'canSend', target: 'sending' } },
    },
    failure: {
      on: { 'form.submit': { guard: 'canSend', target: 'sending' } },
    },
  },
});
