import { useTranslations } from 'next-intl';
import { POWERED_BY_LOGO, POWERED_BY_NAME, POWERED_BY_URL } from './constants';
import { RevealInView } from './RevealInView.client';
import styles from './styles.module.pcss';

/** The platform credit, rendered once the footer is in view (its logo loads then). */
export function PoweredBy() {
  const t = useTranslations('footer');
  const content = (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- a tiny local SVG; next/image adds nothing */}
      <img src={POWERED_BY_LOGO} alt="" width={20} height={20} />
      <span>{t('powered-by', { name: POWERED_BY_NAME })}</span>
    </>
  );
  return (
    <RevealInView className={styles.poweredBy}>
      {POWERED_BY_URL ? (
        <a href={POWERED_BY_URL} target="_blank" rel="noopener noreferrer" className={styles.poweredByLink}>
          {content}
        </a>
      ) : (
        <span className={styles.poweredByLink}>{content}</span>
      )}
    </RevealInView>
  );
}
