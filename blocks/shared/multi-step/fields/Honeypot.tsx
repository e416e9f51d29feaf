import { useTranslations } from 'next-intl';

/**
 * The intake's honeypot (lib/leads/README.md section 4): hidden from people and from
 * assistive technology, left empty by them; a bot that fills it gets a silent success.
 * The forms read it by id when they submit.
 */
export function Honeypot({ id }: { id: string }) {
  const t = useTranslations('forms.fields');
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>{t('website')}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
