import { z } from 'zod';
import { checkbox, emailField, optionalText, requiredChoice, requiredPhone, requiredPostalCode, requiredText } from './fields';
import { communicationMethods } from './options';

/**
 * The contact step shared by the alert (step 5) and the valuation (step 6): first name,
 * last name, phone and email are required (spec 001 section 5). The communication method
 * always holds one of its radios (default email); the intake needs it checked too.
 */
export const contactStepSchema = z.object({
  firstname: requiredText('firstname-required', 100),
  lastname: requiredText('lastname-required', 100),
  communication_method: requiredChoice(communicationMethods),
  phone: requiredPhone('required-field'),
  email: emailField('email-required'),
});

/**
 * The address step (alert 6, valuation 7): only address, postal code and city are
 * required; province and country are free texts; the consents are checkboxes.
 */
export const addressStepSchema = z.object({
  address: requiredText('required-field', 200),
  postal_code: requiredPostalCode(),
  city: requiredText('required-field', 120),
  province: optionalText(120),
  country: optionalText(120),
  consent_transaction: checkbox(),
  consent_marketing: checkbox(),
});
