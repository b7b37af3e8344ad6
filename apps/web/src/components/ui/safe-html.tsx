import { useMemo } from 'react';
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import styles from './safe-html.module.css';

/**
 * Operator-authored HTML (announcements, help) is shown only after sanitizing: no scripts, event handlers,
 * forms or embedded frames, and nothing that makes the browser fetch from another origin
 * (the product never loads remote resources at run time).
 */

const FORBID_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'iframe',
  'frame',
  'object',
  'embed',
  'link',
  'meta',
  'base',
];
const FORBID_ATTR = ['srcset', 'action', 'formaction', 'ping'];
const SOURCE_ATTRS = ['src', 'poster', 'background', 'xlink:href'];

function isSameOrigin(url: string): boolean {
  const trimmed = url.trim();
  if (trimmed === '' || trimmed.startsWith('data:image/')) return true;
  try {
    return new URL(trimmed, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

function isExternalLink(href: string): boolean {
  try {
    const url = new URL(href, window.location.href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== window.location.origin;
  } catch {
    return false;
  }
}

function fixAttributes(node: Element): void {
  for (const name of SOURCE_ATTRS) {
    const value = node.getAttribute(name);
    if (value !== null && !isSameOrigin(value)) node.removeAttribute(name);
  }
  // Inline styles may keep colours and sizes but not url(...), which would fetch.
  const style = node.getAttribute('style');
  if (style !== null && /url\s*\(|@import|expression\s*\(/i.test(style)) node.removeAttribute('style');
  const href = node.tagName === 'A' ? node.getAttribute('href') : null;
  if (href !== null && isExternalLink(href)) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  } else if (node.tagName === 'A') {
    node.removeAttribute('target');
  }
}

let purifier: Purifier | null = null;

/** A private DOMPurify instance, so these hooks do not change sanitizing elsewhere in the app. */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', fixAttributes);
  purifier = instance;
  return instance;
}

/** Returns HTML that is safe to insert into the page. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR,
    ADD_ATTR: ['target'],
    ALLOW_DATA_ATTR: false,
  });
}

export interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
  testId?: string;
  id?: string;
}

/** Renders sanitized HTML in a div, with the shared styles for operator-written content. */
export function SafeHtml({ html, className, testId, id }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      id={id}
      className={className ? `${styles.content} ${className}` : styles.content}
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
