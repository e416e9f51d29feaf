import { Icon } from '@/blocks/shared/content/Icon';
import styles from './carousel-arrow.module.pcss';

/** A members carousel's round previous or next button. */
export function CarouselArrow({ direction, label, onClick, className }: { direction: 'left' | 'right'; label: string; onClick(): void; className?: string }) {
  return (
    <button type="button" className={className ? `${styles.arrow} ${className}` : styles.arrow} onClick={onClick} aria-label={label}>
      <Icon icon={`arrow-${direction}`} size={20} />
    </button>
  );
}
