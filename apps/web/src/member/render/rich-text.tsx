import { useEffect, useRef } from 'react';

/**
 * An item's rich text as the server stored it: HTML already cut down to the content allow-list (sanitize-html,
 * docs/decisions/content.md), so it is drawn as it is. Once drawn: images load lazily and an image without a text
 * alternative is marked decorative (the editor's image had none to give), and links to other sites open apart from
 * the app.
 */
export function RichText({ html, className = 'mw-rich' }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    for (const img of root.querySelectorAll('img')) {
      img.loading = 'lazy';
      img.decoding = 'async';
      if (!img.hasAttribute('alt')) img.alt = '';
    }
    for (const link of root.querySelectorAll('a[href]')) {
      const href = link.getAttribute('href') ?? '';
      if (/^https?:\/\//i.test(href) && !href.startsWith(window.location.origin)) {
        link.setAttribute('target', '_blank');
        link.setAttribute('rel', 'noopener noreferrer');
      }
    }
  }, [html]);
  if (!html.trim()) return null;
  return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
