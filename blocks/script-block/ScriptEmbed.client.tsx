'use client';

import { useEffect, useRef } from 'react';

/** The nonce the page's own scripts carry, so injected scripts pass a nonce-based CSP. */
function pageNonce(): string | undefined {
  const script = document.querySelector<HTMLScriptElement>('script[nonce]');
  return script?.nonce || script?.getAttribute('nonce') || undefined;
}

/**
 * Inserts the HTML and re-creates each <script> with createElement, since scripts set
 * through innerHTML never run; created scripts carry the page's nonce (allowed under a
 * nonce + 'strict-dynamic' policy). A failure only warns (spec 001 error catalogue).
 */
export function ScriptEmbed({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = ref.current;
    if (!host || !html) return;
    try {
      const fragment = document.createRange().createContextualFragment(html);
      const nonce = pageNonce();
      for (const old of Array.from(fragment.querySelectorAll('script'))) {
        const script = document.createElement('script');
        for (const attr of Array.from(old.attributes)) script.setAttribute(attr.name, attr.value);
        if (nonce) script.nonce = nonce;
        script.text = old.text;
        old.replaceWith(script);
      }
      host.replaceChildren(fragment);
    } catch (error) {
      console.warn('[script_block] the embedded HTML could not be injected', error);
    }
    return () => host.replaceChildren();
  }, [html]);
  return <div ref={ref} />;
}
