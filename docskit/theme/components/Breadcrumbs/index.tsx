import Link from '@theme/Link';
import type { Crumb } from '../../data';
import { UI } from '@docskit/ui';

export interface Props {
  /** The page's categories, outermost first, then the page itself. */
  readonly crumbs: readonly Crumb[];
}

/**
 * Breadcrumbs: a home icon link, the categories (linked when they have an
 * index page) and the current page, marked aria-current.
 */
export default function Breadcrumbs({ crumbs }: Props) {
  return (
    <nav className="dk-breadcrumbs" aria-label={UI['theme.docs.breadcrumbs.navAriaLabel']}>
      <ol>
        <li className="dk-breadcrumb">
          <Link to="/" className="dk-breadcrumb-link dk-breadcrumb-home" ariaLabel={UI['theme.docs.breadcrumbs.home']}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6a1 1 0 0 0-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z" fill="currentColor" />
            </svg>
          </Link>
        </li>
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={i} className={`dk-breadcrumb${last ? ' dk-breadcrumb-active' : ''}`} aria-current={last ? 'page' : undefined}>
              {c.href && !last ? (
                <Link to={c.href} className="dk-breadcrumb-link">
                  {c.label}
                </Link>
              ) : (
                <span className="dk-breadcrumb-link">{c.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
