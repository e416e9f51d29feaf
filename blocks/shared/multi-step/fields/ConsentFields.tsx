'use client';

import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './fields.module.pcss';

export interface ConsentFieldsProps {
  idPrefix: string;
  transaction: UseFormRegisterReturn;
  marketing: UseFormRegisterReturn;
  termsHref: string;
  privacyHref: string;
  disabled?: boolean;
}

/** The transaction and marketing consent checkboxes, with links to the terms and the privacy policy. */
export function ConsentFields({ idPrefix, transaction, marketing, termsHref, privacyHref, disabled }: ConsentFieldsProps) {
  const t = useTranslations('forms.consent');
  return (
    <div className={styles.consents}>
      <label className={styles.checkbox} htmlFor={`${idPrefix}-consent-transaction`}>
        <input id={`${idPrefix}-consent-transaction`} type="checkbox" disabled={disabled} {...transaction} />
        <span>
          {t.rich('transaction', {
            terms: (chunks) => (
              <a href={termsHref} target="_blank" rel="noopener">
                {chunks}
              </a>
            ),
            privacy: (chunks) => (
              <a href={privacyHref} target="_blank" rel="noopener">
                {chunks}
              </a>
            ),
          })}
        </span>
      </label>
      <label className={styles.checkbox} htmlFor={`${idPrefix}-consent-marketing`}>
        <input id={`${idPrefix}-consent-marketing`} type="checkbox" disabled={disabled} {...marketing} />
        <span>{t('marketing')}</span>
      </label>
    </div>
  );
}
