import type { ReactNode } from 'react';
import { prefetch } from '../../internal/router';

export interface Props {
  /** An internal route ("/docs/x") or an external URL. */
  readonly to: string;
  readonly className?: string;
  readonly children?: ReactNode;
  readonly ariaLabel?: string;
  readonly ariaCurrent?: 'page';
}

const external = (to: string) => /^[a-z]+:/i.test(to) || to.startsWith('//');

/** Link is an anchor; internal ones navigate client-side (see App) and prefetch on hover. */
export default function Link({ to, className, children, ariaLabel, ariaCurrent }: Props) {
  if (external(to)) {
    return (
      <a href={to} className={className} target="_blank" rel="noopener noreferrer" aria-label={ariaLabel}>
        {children}
      </a>
    );
  }
  const warm = () => prefetch(to.split('#')[0] || '/');
  return (
    <a href={to} className={className} aria-label={ariaLabel} aria-current={ariaCurrent} onMouseEnter={warm} onTouchStart={warm}>
      {children}
    </a>
  );
}
