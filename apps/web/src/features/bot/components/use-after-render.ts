import { useEffect, useRef } from 'react';

/**
 * Runs a callback once the render that follows is on screen: after a reorder or a removal, the
 * control that had focus may have moved or gone, and its successor exists only then.
 */
export function useAfterRender(): (callback: () => void) => void {
  const pending = useRef<(() => void)[]>([]);
  // No dependency list: it runs after every render, and most renders find nothing waiting.
  useEffect(() => {
    for (const callback of pending.current.splice(0)) callback();
  });
  return (callback) => void pending.current.push(callback);
}

/** Focuses the first of these elements that exists and is enabled. */
export function focusFirstEnabled(...ids: string[]): void {
  const target = ids
    .map((id) => document.getElementById(id))
    .find((element) => element && !element.hasAttribute('disabled'));
  target?.focus();
}
