import type { NavItem, PageData } from '../../data';
import DropdownMenu, { type MenuEntry } from '../../internal/DropdownMenu';

export interface Props {
  /** A navbar item of type dropdown. */
  readonly item: NavItem;
  readonly page: PageData;
  /** In the mobile menu: a titled list instead of a menu. */
  readonly mobile?: boolean;
  /** The URL of a route (with the base URL). */
  readonly href: (to: string) => string;
}

/** isShown: the page is at the link's route, or in its sidebar. */
function isShown(it: NavItem, page: PageData): boolean {
  return it.sidebar ? page.sidebar === it.sidebar : it.to !== undefined && page.route === it.to;
}

/**
 * NavbarDropdown is a navbar menu of links (Docusaurus's dropdown item),
 * labelled with its label. It opens on hover and with its button, and is
 * marked as the current section while one of its links is.
 */
export default function NavbarDropdown({ item, page, mobile = false, href }: Props) {
  const entries: MenuEntry[] = (item.items ?? []).map((it) =>
    it.href ? { label: it.label, to: it.href, external: true } : { label: it.label, to: it.to ?? '/', active: isShown(it, page) },
  );
  return (
    <DropdownMenu
      label={item.label}
      entries={entries}
      route={page.route}
      mobile={mobile}
      mobileTitle={item.label}
      active={entries.some((e) => e.active)}
      href={href}
    />
  );
}
