import { useEffect, useRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { prefetchWhenVisible, urls } from '../../internal/router';

export interface Props extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> {
  /** An internal route ("/docs/x", without the base URL, which Link adds) or an external URL. */
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
 * hover or touch (App, for every internal anchor). Other anchor attributes
 * (title, target, onClick, …) are passed on; an external link opens in a new tab
 * unless target says otherwise.
 */
export default function Link({ to, className, children, ariaLabel, ariaCurrent, ...rest }: Props) {
  const ref = useRef<HTMLAnchorElement>(null);
  const ext = external(to);
  useEffect(() => (ext || !ref.current ? undefined : prefetchWhenVisible(ref.current)), [ext, to]);
  if (ext) {
    return (
      <a target="_blank" rel="noopener noreferrer" {...rest} href={to} className={className} aria-label={ariaLabel ?? rest['aria-label']}>
        {children}
      </a>
    );
  }
  return (
    <a
      {...rest}
      ref={ref}
      href={urls.href(to)}
      className={className}
      aria-label={ariaLabel ?? rest['aria-label']}
      aria-current={ariaCurrent ?? rest['aria-current']}
    >
      {children}
    </a>
  );
}
