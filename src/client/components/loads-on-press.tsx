import { type ReactNode, Suspense, useCallback, useRef, useState } from 'react';

/**
 * A button whose menu or popover is loaded (React `lazy`) the first time it is pressed, not with its
 * screen: what floats brings the floating-UI library, which the screen's first paint does not need
 * (decision 052). Until then `button` is drawn alone; once pressed, `children` take its place, and
 * they draw the same button as their target, opened (`useOpenedOnArrival`). While their code arrives
 * the bare button stays where it was.
 */
export function LoadsOnPress({ button, children }: { button: (press?: () => void) => ReactNode; children: ReactNode }) {
  const [pressed, setPressed] = useState(false);
  if (!pressed) return button(() => setPressed(true));
  return <Suspense fallback={button()}>{children}</Suspense>;
}

/**
 * For the children of `LoadsOnPress`: when their target arrives it takes the focus the bare button
 * had, and then the dropdown opens, so that closing it returns the focus to the button as if nothing
 * had been loaded. `target` is the target's ref.
 */
export function useOpenedOnArrival<T extends HTMLElement>() {
  const [opened, setOpened] = useState(false);
  const arrived = useRef(false);
  const target = useCallback((node: T | null) => {
    if (!node || arrived.current) return;
    arrived.current = true;
    node.focus();
    setOpened(true);
  }, []);
  return { target, opened, setOpened };
}
