import { describe, expect, it } from 'vitest';
import { contactFormSchema, recipientFromQuery, toContactPayload, validateContactForm, type ContactFormValues } from '@/lib/forms/contact';
import { formErrorCodes } from '@/lib/forms/errors';
import { errorText } from './messages';

const valid: ContactFormValues = {
  firstname: 'Julie',
  lastname: 'Tremblay',
  email: 'julie.tremblay@example.ca',
  phone: '',
  message: 'Je voudrais visiter le condo de la rue Saint-Denis.',
  consent_transaction: true,
  consent_marketing: false,
};

describe('contact form validation (spec 000 section 5)', () => {
  it('accepts a complete message without a phone', () => {
    expect(validateContactForm(valid)).toEqual({});
  });

  it('gives each missing required field its own message, in both languages', () => {
    const errors = validateContactForm({ ...valid, firstname: '', lastname: ' ', email: '', message: '   ' });
    expect(Object.keys(errors).sort()).toEqual(['email', 'firstname', 'lastname', 'message']);
    expect(errorText(errors.firstname, 'en')).toBe('The First name field is required');
    expect(errorText(errors.lastname, 'en')).toBe('The Last name field is required');
    expect(errorText(errors.email, 'en')).toBe('The Email Address field is required');
    expect(errorText(errors.message, 'en')).toBe('The message field is required');
    expect(errorText(errors.firstname, 'fr')).toBe('Le champ Prénom est requis');
    expect(errorText(errors.lastname, 'fr')).toBe('Le champ Nom est requis');
    expect(errorText(errors.email, 'fr')).toBe('Le champ Adresse courriel est requis');
    expect(errorText(errors.message, 'fr')).toBe('Le champ Message est requis');
  });

  it('rejects an email without the simple {email} shape', () => {
    for (const email of ['julie', 'julie@example', 'julie @example.ca', '@example.ca']) {
      const errors = validateContactForm({ ...valid, email });
      expect(errorText(errors.email, 'en'), email).toBe('The email address field is invalid');
      expect(errorText(errors.email, 'fr'), email).toBe('Le champ Adresse courriel est invalide');
    }
  });

  it('accepts an empty phone or a complete (###) ###-#### one, nothing in between', () => {
    expect(validateContactForm({ ...valid, phone: '(514) 555-1234' })).toEqual({});
    const errors = validateContactForm({ ...valid, phone: '(514) 555-12' });
    expect(errorText(errors.phone, 'en')).toBe('The phone number field is invalid');
    expect(errorText(errors.phone, 'fr')).toBe('Le champ Numéro de téléphone est invalide');
  });

  it('trims the message', () => {
    expect(contactFormSchema.parse({ ...valid, message: '  Bonjour  ' }).message).toBe('Bonjour');
  });

  it('has every error code translated in both locales, including the generic ones', () => {
    for (const code of formErrorCodes) {
      expect(errorText(code, 'fr')).not.toMatch(/^forms\./);
      expect(errorText(code, 'en')).not.toMatch(/^forms\./);
    }
    expect(errorText('required', 'en')).toBe('This field is required');
    expect(errorText('required', 'fr')).toBe('Ce champ est requis');
    expect(errorText('required-field', 'en')).toBe('Required field');
    expect(errorText('invalid-format', 'en')).toBe('Invalid format');
  });
});

describe('contact payload', () => {
  it('maps the form to the POST /contact field names, with the recipient', () => {
    const data = contactFormSchema.parse({ ...valid, phone: '(418) 555-0000' });
    const payload = toContactPayload(data, {
      locale: 'fr',
      recaptchaResponse: 'token-1',
      recipient: { recipient_type: 'broker', recipient_slug: 'julie-tremblay' },
    });
    expect(payload).toMatchObject({
      recaptcha_response: 'token-1',
      form_type: 'contact_form',
      locale: 'fr',
      full_name: 'Julie Tremblay',
      first_name: 'Julie',
      last_name: 'Tremblay',
      phone: '(418) 555-0000',
      email: 'julie.tremblay@example.ca',
      consent_transaction: true,
      consent_marketing: false,
      recipient_type: 'broker',
      recipient_slug: 'julie-tremblay',
      website: '',
    });
  });

  it('omits the recipient when there is none', () => {
    const payload = toContactPayload(contactFormSchema.parse(valid), { locale: 'en', recaptchaResponse: 't' });
    expect(payload).not.toHaveProperty('recipient_type');
    expect(payload).not.toHaveProperty('recipient_slug');
  });

  it('reads the recipient from the contact page query only when both values are valid', () => {
    expect(recipientFromQuery(new URLSearchParams('recipient_type=team&recipient_slug=equipe-roy'))).toEqual({
      recipient_type: 'team',
      recipient_slug: 'equipe-roy',
    });
    expect(recipientFromQuery(new URLSearchParams('recipient_type=cousin&recipient_slug=x'))).toBeNull();
    expect(recipientFromQuery(new URLSearchParams('recipient_type=office'))).toBeNull();
  });
});
