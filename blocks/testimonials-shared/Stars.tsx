import { starsFor } from '@/lib/trust/rating';
import styles from './styles.module.css';

const path = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** Stars for a score rounded to the half; the label says the rounded score in words. */
export function Stars({ score, label, size = 20 }: { score: number; label: string; size?: number }) {
  const { full, half, empty } = starsFor(score);
  const kinds = [...Array<string>(full).fill('full'), ...(half ? ['half'] : []), ...Array<string>(empty).fill('empty')];
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {kinds.map((kind, i) => (
        <svg key={i} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" data-star={kind}>
          <defs>
            <clipPath id={`half-star-${i}`}>
              <rect x="0" y="0" width="12" height="24" />
            </clipPath>
          </defs>
          <path d={path} className={styles.starEmpty} />
          {kind === 'full' ? <path d={path} className={styles.starFull} /> : null}
          {kind === 'half' ? <path d={path} className={styles.starFull} clipPath={`url(#half-star-${i})`} /> : null}
        </svg>
      ))}
    </span>
  );
}
