import { useCallback, useEffect, useReducer, useRef } from 'react';

/**
 * Moves the focus to an element by its id once the page has been drawn again: for a control
 * that the same click brings (a confirm button, a new row) or brings back (the button a
 * cancelled question came from).
 */
export function useFocusLater() {
  const target = useRef<string | null>(null);
  const [drawn, redraw] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!target.current) return;
    document.getElementById(target.current)?.focus();
    target.current = null;
  }, [drawn]);
  return useCallback((id: string) => {
    target.current = id;
    redraw();
  }, []);
}
