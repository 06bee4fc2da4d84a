import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { CONTROLS_HIDE_MS } from './player-constants.ts';

export interface AutoHideControls {
  areControlsVisible: boolean;
  /** Mouse movement or a key press: show the controls and restart the idle countdown. */
  revealControls: () => void;
  /** Spread on each bar of controls: focus or the pointer inside holds them on screen. */
  holdProps: {
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
    onPointerEnter: () => void;
    onPointerLeave: () => void;
  };
}

/**
 * The player's auto-hide (PRODUCT §2.5): the controls fade CONTROLS_HIDE_MS after the last
 * mouse movement or key press, but never while one of them has focus or the pointer rests on
 * them; once focus or pointer leaves, the same countdown starts again. Hiding a focused control
 * would leave a keyboard user pressing buttons they cannot see (WCAG 2.4.7).
 */
export function useAutoHideControls(): AutoHideControls {
  const [areControlsVisible, setAreControlsVisible] = useState(true);
  const hideTimerRef = useRef<ReturnType<typeof setTimeout>>(undefined);
  const isFocusInsideRef = useRef(false);
  const isPointerInsideRef = useRef(false);

  const revealControls = useCallback(() => {
    setAreControlsVisible(true);
    clearTimeout(hideTimerRef.current);
    if (isFocusInsideRef.current || isPointerInsideRef.current) return;
    hideTimerRef.current = setTimeout(() => setAreControlsVisible(false), CONTROLS_HIDE_MS);
  }, []);

  useEffect(() => {
    hideTimerRef.current = setTimeout(() => setAreControlsVisible(false), CONTROLS_HIDE_MS);
    return () => clearTimeout(hideTimerRef.current);
  }, []);

  const holdProps = {
    onFocus: () => {
      isFocusInsideRef.current = true;
      revealControls();
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      // Focus moving between two controls of the same bar is not focus leaving.
      if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
      isFocusInsideRef.current = false;
      revealControls();
    },
    onPointerEnter: () => {
      isPointerInsideRef.current = true;
      revealControls();
    },
    onPointerLeave: () => {
      isPointerInsideRef.current = false;
      revealControls();
    },
  };

  return { areControlsVisible, revealControls, holdProps };
}
