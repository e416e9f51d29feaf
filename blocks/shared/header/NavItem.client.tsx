'use client';

import { useId, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { Icon } from '@/blocks/shared/content/Icon';
import { useNavActive } from './DesktopNavList.client';
import styles from './nav.module.pcss';

interface NavItemProps {
  /** The item's own link, when it has a url; the chevron button then opens the sub-menu. */
  link: ReactNode | null;
  /** Text of the item; the button's text when there is no link. */
  label: string;
  /** Accessible name of the chevron button next to a link ("Sous-menu Propriétés"). */
  toggleLabel: string;
  kind: 'popup' | 'mega';
  /** The sub-menu, rendered on the server. */
  children: ReactNode;
}

/**
 * A nav entry with a sub-menu (spec 000 section 4): opens on hover, Enter or Space;
 * closes on leaving, on an outside click (DesktopNavList), on a link click, on Escape
 * and when focus leaves it.
 */
export function NavItem({ link, label, toggleLabel, kind, children }: NavItemProps) {
  const id = useId();
  const panelId = `${id}-panel`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { active, setActive } = useNavActive();
  const open = active === id;
  const close = () => setActive((current) => (current === id ? null : current));

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setActive(() => id);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') close();
  };
  // A mouse click keeps the menu its hover opened; Enter, Space and taps toggle it.
  const pressedWith = useRef<string | null>(null);
  const onTogglePointerDown = (event: PointerEvent) => {
    pressedWith.current = event.pointerType;
  };
  const onToggle = () => {
    const byMouse = pressedWith.current === 'mouse';
    pressedWith.current = null;
    setActive((current) => (byMouse || current !== id ? id : null));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      close();
      buttonRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };
  const onPanelClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) close();
  };

  const chevron = <Icon icon={{ type: 'chevron-down' }} className={styles.chevron} size={18} />;
  return (
    <li
      className={styles.item}
      data-kind={kind}
      data-open={open ? 'true' : 'false'}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      {link ? (
        <span className={styles.trigger}>
          {link}
          <button
            ref={buttonRef}
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={toggleLabel}
            onPointerDown={onTogglePointerDown}
            onClick={onToggle}
          >
            {chevron}
          </button>
        </span>
      ) : (
        <button
          ref={buttonRef}
          type="button"
          className={`${styles.trigger} ${styles.link}`}
          aria-expanded={open}
          aria-controls={panelId}
          onPointerDown={onTogglePointerDown}
          onClick={onToggle}
        >
          {label}
          {chevron}
        </button>
      )}
      <div id={panelId} className={styles.panel} hidden={!open} onClick={onPanelClick}>
        {children}
      </div>
    </li>
  );
}
