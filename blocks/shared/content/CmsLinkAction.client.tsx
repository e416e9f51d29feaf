'use client';

import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { runLinkAction, type CmsAction } from '@/lib/content/link-action';

interface CmsLinkActionProps {
  action: CmsAction;
  href?: string;
  target?: string;
  rel?: string;
  className?: string;
  style?: CSSProperties;
  ariaLabel?: string;
  children: ReactNode;
}

/**
 * A link whose click runs a CMS on_click_action. With a url it stays a real link
 * (it still works without JavaScript and when the action is unknown); without one it
 * is a button.
 */
export function CmsLinkAction({ action, href, target, rel, className, style, ariaLabel, children }: CmsLinkActionProps) {
  const onClick = (event: MouseEvent) => {
    if (runLinkAction(action, { dispatchEvent: (e) => window.dispatchEvent(e), querySelector: (s) => document.querySelector<HTMLElement>(s) })) {
      event.preventDefault();
    }
  };
  if (href) {
    return (
      <a href={href} target={target} rel={rel} className={className} style={style} aria-label={ariaLabel} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <button type="button" className={className} style={style} aria-label={ariaLabel} onClick={onClick}>
      {children}
    </button>
  );
}
