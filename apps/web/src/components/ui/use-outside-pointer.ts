import { useEffect, type RefObject } from 'react';

/** Closes when a pointer goes down outside `ref` while open (header dropdowns). */
export function useOutsidePointer(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  close: () => void,
): void {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [ref, open, close]);
}
