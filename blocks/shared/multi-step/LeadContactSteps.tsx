'use client';

import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { LeadContactValues } from '@/lib/forms/lead-common';
import { maskPhone, maskPostalCode } from '@/lib/forms/masks';
import { communicationMethods, provinces } from '@/lib/forms/options';
import { ChoiceField } from './fields/ChoiceField';
import { ConsentFields } from './fields/ConsentFields';
import { SelectField } from './fields/SelectField';
import { TextField } from './fields/TextField';
import styles from './multi-step.module.pcss';

export interface LeadStepProps {
  register(name: keyof LeadContactValues): UseFormRegisterReturn;
  fieldId(name: string): string;
  fieldError(name: string): string | undefined;
}

/** The contact step of both forms: names, communication method, phone and email. */
export function ContactStepFields({ register, fieldId, fieldError }: LeadStepProps) {
  const t = useTranslations('forms');
  const field = (name: keyof LeadContactValues) => ({ id: fieldId(name), registration: register(name), error: fieldError(name) });
  return (
    <>
      <TextField {...field('firstname')} label={t('fields.firstname')} required autoComplete="given-name" />
      <TextField {...field('lastname')} label={t('fields.lastname')} required autoComplete="family-name" />
      <div className={styles.wide}>
        <ChoiceField
          {...field('communication_method')}
          legend={t('fields.communication_method')}
          options={communicationMethods.map((value) => ({ value, label: t(`options.communication_method.${value}`) }))}
        />
      </div>
      <TextField {...field('phone')} label={t('fields.phone')} required type="tel" inputMode="tel" autoComplete="tel-national" placeholder="(514) 555-1234" mask={maskPhone} />
      <TextField {...field('email')} label={t('fields.email')} required type="email" inputMode="email" autoComplete="email" />
    </>
  );
}

/** The address step of both forms, with the consents: only address, postal code and city are checked. */
export function AddressStepFields({ register, fieldId, fieldError, showConsent, termsHref, privacyHref }: LeadStepProps & { showConsent: boolean; termsHref: string; privacyHref: string }) {
  const t = useTranslations('forms');
  const field = (name: keyof LeadContactValues) => ({ id: fieldId(name), registration: register(name), error: fieldError(name) });
  return (
    <>
      <div className={styles.wide}>
        <TextField {...field('address')} label={t('fields.address')} required autoComplete="street-address" />
      </div>
      <TextField {...field('postal_code')} label={t('fields.postal_code')} required autoComplete="postal-code" placeholder="H2X 1Y4" mask={maskPostalCode} />
      <TextField {...field('city')} label={t('fields.city')} required autoComplete="address-level2" />
      <SelectField {...field('province')} label={t('fields.province')} required options={provinces.map((value) => ({ value, label: value }))} />
      <TextField {...field('country')} label={t('fields.country')} required autoComplete="country-name" />
      {showConsent ? (
        <div className={styles.wide}>
          <ConsentFields idPrefix={fieldId('consent')} transaction={register('consent_transaction')} marketing={register('consent_marketing')} termsHref={termsHref} privacyHref={privacyHref} />
        </div>
      ) : null}
    </>
  );
}
