import Link from '@theme/Link';
import type { NavLink } from '../../data';
import { UI } from '@docskit/ui';

export interface Props {
  readonly prev?: NavLink;
  readonly next?: NavLink;
}

/** Pagination links the previous and next docs of the sidebar, at the end of a doc page. */
export default function Pagination({ prev, next }: Props) {
  if (!prev && !next) return null;
  return (
    <nav className="dk-pagination" aria-label={UI['theme.docs.paginator.navAriaLabel']}>
      {prev ? (
        <Link to={prev.href} className="dk-pagination-link dk-pagination-prev">
          <span className="dk-pagination-sub">{UI['theme.docs.paginator.previous']}</span>
          <span className="dk-pagination-label">
            <span aria-hidden="true">« </span>
            {prev.label}
          </span>
        </Link>
      ) : null}
      {next ? (
        <Link to={next.href} className="dk-pagination-link dk-pagination-next">
          <span className="dk-pagination-sub">{UI['theme.docs.paginator.next']}</span>
          <span className="dk-pagination-label">
            {next.label}
            <span aria-hidden="true"> »</span>
          </span>
        </Link>
      ) : null}
    </nav>
  );
}
