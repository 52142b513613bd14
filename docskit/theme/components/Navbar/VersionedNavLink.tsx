import type { NavItem, PageData } from '../../data';
import { useItemVersion } from '../../internal/preferredVersion';

export interface Props {
  /** A navbar link with versionTo. */
  readonly item: NavItem;
  readonly page: PageData;
  /** The class of a navbar link (desktop or mobile menu). */
  readonly base: string;
  /** The URL of a route (with the base URL). */
  readonly href: (to: string) => string;
}

/**
 * VersionedNavLink is a navbar link that follows the docs version, as
 * Docusaurus's doc and docSidebar items do: it leads to its route in the
 * version of the doc shown, else in the visitor's preferred version, else
 * to its route in the last version. It is active as the Navbar's other
 * links are (its isActive), on its doc in any version. A plain anchor: the
 * app navigates to it in place.
 */
export default function VersionedNavLink({ item, page, base, href }: Props) {
  const version = useItemVersion(item, page);
  const to = (version !== null ? item.versionTo?.[version] : undefined) ?? item.to ?? '/';
  const active = item.sidebar ? page.sidebar === item.sidebar || page.sidebar === `${item.sidebar}@${page.version?.name}` : to === page.route;
  return (
    <a href={href(to)} className={`${base}${active ? ` ${base}-active` : ''}`} aria-label={item.ariaLabel} aria-current={to === page.route ? 'page' : undefined}>
      {item.label}
    </a>
  );
}
