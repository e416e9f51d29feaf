import { useTranslations } from 'next-intl';
import { isDevelopmentBuild } from '@/lib/config/public-env';

/** Unknown or invalid block: nothing for visitors, a visible warning for developers. */
export function UnknownBlock({ type, problem }: { type: string; problem?: string }) {
  const t = useTranslations('blocks');
  if (!isDevelopmentBuild) return null;
  return (
    <div role="alert" className="dev-warning">
      <strong>{t('unknown-block', { type })}</strong>
      {problem ? <pre>{problem}</pre> : null}
    </div>
  );
}
