import type { ReactNode } from 'react';
import { Icon } from '@/blocks/shared/content/Icon';
import shared from './dialog.module.pcss';

/** The shared frame class of a modal <dialog>: no padding or border, rounded, dimmed backdrop. */
export const dialogFrame = shared.dialog;

/** A dialog's close button: round, in the panel's top right corner, a cross unless told. */
export function DialogClose({ label, onClick, className, iconSize = 22, children }: { label: string; onClick(): void; className?: string; iconSize?: number; children?: ReactNode }) {
  return (
    <button type="button" className={className ? `${shared.close} ${className}` : shared.close} onClick={onClick} aria-label={label}>
      {children ?? <Icon icon="close" size={iconSize} />}
    </button>
  );
}
