import { useTranslations } from 'next-intl';

/** Unknown or invalid block: nothing for visitors, a visible warning for developers. */
export function UnknownBlock({ type, problem }: { type: string; problem?: string }) {
  const t = useTranslations('blocks');
  if (process.env.NODE_ENV === 'production') return null;
  return (
    <div role="alert" className="dev-warning">
      <strong>{t('unknown-block', { type })}</strong>
      {problem ? <pre>{problem}</pre> : null}
    </div>
  );
}
