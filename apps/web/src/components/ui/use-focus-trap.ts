import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

export function focusableWithin(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/** Open layers, innermost last: only the innermost reacts to Escape and owns the Tab cycle. */
const layers: symbol[] = [];

function cycleTab(root: HTMLElement, event: KeyboardEvent): void {
  const items = focusableWithin(root);
  if (items.length === 0) {
    event.preventDefault();
    root.focus();
    return;
  }
  const head = items[0]!;
  const tail = items[items.length - 1]!;
  const active = document.activeElement;
  const outside = !root.contains(active);
  if (event.shiftKey && (active === head || active === root || outside)) {
    event.preventDefault();
    tail.focus();
  } else if (!event.shiftKey && (active === tail || outside)) {
    event.preventDefault();
    head.focus();
  }
}

/**
 * Keeps keyboard focus inside `ref` while mounted, calls `onEscape` on Escape and gives focus back to the
 * element that had it before, so keyboard users land where they were. The element with `data-autofocus`
 * inside gets focus first (for forms); otherwise the container itself (give it tabIndex -1).
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, onEscape: () => void): void {
  const escapeRef = useRef(onEscape);
  // The latest handler, without re-running the trap (which would move focus).
  useEffect(() => {
    escapeRef.current = onEscape;
  });

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const id = Symbol('layer');
    layers.push(id);
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Focus the panel itself (no ring on the close button), unless content asks for a field first.
    (root.querySelector<HTMLElement>('[data-autofocus]') ?? root).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (layers[layers.length - 1] !== id) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        escapeRef.current();
      } else if (event.key === 'Tab') {
        cycleTab(root, event);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      layers.splice(layers.indexOf(id), 1);
      if (previous && previous.isConnected) previous.focus();
    };
  }, [ref]);
}
