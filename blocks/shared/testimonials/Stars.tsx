import { starsFor } from '@/lib/trust/rating';
import styles from './styles.module.pcss';

const star = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';
/** The star's left half (it is symmetric about x = 12): no clip path, so no ids to collide. */
const leftHalf = 'M12 2.5L9.1 8.6l-6.6.8 4.9 4.6-1.3 6.6L12 17.3z';

/** Stars for a score rounded to the half; the label says the rounded score in words. */
export function Stars({ score, label, size = 20 }: { score: number; label: string; size?: number }) {
  const { full, half, empty } = starsFor(score);
  const kinds = [...Array<string>(full).fill('full'), ...(half ? ['half'] : []), ...Array<string>(empty).fill('empty')];
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {kinds.map((kind, i) => (
        <svg key={i} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" data-star={kind}>
          <path d={star} className={kind === 'full' ? styles.starFull : styles.starEmpty} />
          {kind === 'half' ? <path d={leftHalf} className={styles.starFull} /> : null}
        </svg>
      ))}
    </span>
  );
}
