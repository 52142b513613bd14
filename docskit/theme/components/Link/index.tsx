import { useEffect, useRef, type ReactNode } from 'react';
import { prefetchWhenVisible } from '../../internal/router';

export interface Props {
  /** An internal route ("/docs/x") or an external URL. */
  readonly to: string;
  readonly className?: string;
  readonly children?: ReactNode;
  readonly ariaLabel?: string;
  readonly ariaCurrent?: 'page';
}

const external = (to: string) => /^[a-z]+:/i.test(to) || to.startsWith('//');

/**
 * Link is an anchor. Internal ones navigate client-side (App intercepts the click),
 * prefetch their page data once they scroll into view, and preload the page on
 * hover or touch (App, for every internal anchor).
 */
export default function Link({ to, className, children, ariaLabel, ariaCurrent }: Props) {
  const ref = useRef<HTMLAnchorElement>(null);
  const ext = external(to);
  useEffect(() => (ext || !ref.current ? undefined : prefetchWhenVisible(ref.current)), [ext, to]);
  if (ext) {
    return (
      <a href={to} className={className} target="_blank" rel="noopener noreferrer" aria-label={ariaLabel}>
        {children}
      </a>
    );
  }
  return (
    <a ref={ref} href={to} className={className} aria-label={ariaLabel} aria-current={ariaCurrent}>
      {children}
    </a>
  );
}
