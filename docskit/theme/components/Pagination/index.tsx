import Link from '@theme/Link';
import type { NavLink } from '../../data';
import { UI } from '@docskit/ui';

export interface Props {
  readonly prev?: NavLink;
  readonly next?: NavLink;
  /**
   * The navigation's label and the words above each link, for other pages
   * than docs (the blog's newer and older posts); an empty sub shows none.
   */
  readonly ariaLabel?: string;
  readonly prevSub?: string;
  readonly nextSub?: string;
}

/** Pagination links the previous and next docs of the sidebar, at the end of a doc page. */
export default function Pagination({ prev, next, ariaLabel, prevSub, nextSub }: Props) {
  if (!prev && !next) return null;
  return (
    <nav className="dk-pagination" aria-label={ariaLabel ?? UI['theme.docs.paginator.navAriaLabel']}>
      {prev ? (
        <Link to={prev.href} className="dk-pagination-link dk-pagination-prev">
          {prevSub !== '' ? <span className="dk-pagination-sub">{prevSub ?? UI['theme.docs.paginator.previous']}</span> : null}
          <span className="dk-pagination-label">
            <span aria-hidden="true">« </span>
            {prev.label}
          </span>
        </Link>
      ) : null}
      {next ? (
        <Link to={next.href} className="dk-pagination-link dk-pagination-next">
          {nextSub !== '' ? <span className="dk-pagination-sub">{nextSub ?? UI['theme.docs.paginator.next']}</span> : null}
          <span className="dk-pagination-label">
            {next.label}
            <span aria-hidden="true"> »</span>
          </span>
        </Link>
      ) : null}
    </nav>
  );
}
