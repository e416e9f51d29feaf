import { cloneElement, type ReactElement, type ReactNode } from 'react';
import qa from '@/builder/shell/styles.module.css';
import styles from './styles.module.css';

/**
 * One labelled control of the listing form in the workspace's shared form style (44 px high,
 * full width, readable on a phone): the label, the control (an input, select or textarea,
 * given the shared input class) and an optional message under it.
 */
export function FormField({ label, children, hint, wide }: { label: ReactNode; children: ReactElement<{ className?: string }>; hint?: ReactNode; wide?: boolean }) {
  const control = cloneElement(children, { className: [qa.input, styles.control, children.props.className].filter(Boolean).join(' ') });
  return (
    <label className={[qa.field, wide ? styles.wide : ''].filter(Boolean).join(' ')}>
      {label}
      {control}
      {hint}
    </label>
  );
}
