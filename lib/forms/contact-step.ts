import { z } from 'zod';
import { emailField, requiredPhone, requiredText } from './fields';

/**
 * The contact step shared by the alert (step 5) and the valuation (step 6): first name,
 * last name, phone and email are required (spec 001 section 5).
 */
export const contactStepSchema = z.object({
  firstname: requiredText('firstname-required'),
  lastname: requiredText('lastname-required'),
  phone: requiredPhone('required-field'),
  email: emailField('email-required'),
});

/** The address step (alert 6, valuation 7): only address, postal code and city are checked. */
export const addressStepSchema = z.object({
  address: requiredText('required-field'),
  postal_code: requiredText('required-field'),
  city: requiredText('required-field'),
});

export const addressStepFields = ['address', 'postal_code', 'city'] as const;
