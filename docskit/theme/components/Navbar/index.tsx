import config from '@docskit/site-config';
import Slot from '../../internal/Slot';
import Link from '@theme/Link';
import NavbarMobile from '@theme/NavbarMobile';
import DocsVersionDropdown from '@theme/DocsVersionDropdown';
import NavbarDropdown from '@theme/NavbarDropdown';
import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { urls } from '../../internal/urls';
import type { NavItem, PageData, SidebarData } from '../../data';
import { useWindowSize } from '../../internal/useWindowSize';
import { versionPart } from '../../internal/versionChunks';
import type { Props as VersionedProps } from './VersionedNavLink';
import '../../styles/navbar.css';
import { navbarVisible } from './hideOnScroll';
import ItemBoundary from './ItemBoundary';
import { UI } from '@docskit/ui';

export interface Props {
  readonly page: PageData;
  /** The current page's doc sidebar, listed in the mobile menu under the navbar items. */
  readonly sidebar?: SidebarData | null;
}

/**
 * isActive: the page is in the item's sidebar, or at its route.
 * VersionedNavLink says it, in any version, for the links that follow the
 * docs version.
 */
function isActive(item: NavItem, page: PageData): boolean {
  return item.sidebar ? page.sidebar === item.sidebar : page.route === item.to;
}

/** A link that follows the docs version: a chunk of its own (internal/versionChunks.ts). */
const VersionedNavLink = versionPart<VersionedProps>('VersionedNavLink', __DOCSKIT_SERVER__ ? require('./VersionedNavLink') : null);

function ExternalIcon() {
  return (
    <svg className="dk-navbar-external-icon" width="13" height="13" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z" />
    </svg>
  );
}

/** Item renders one configured item; it throws on a malformed one, which ItemBoundary reports. */
function Item({ item, page, base }: { item: NavItem; page: PageData; base: string }) {
  const mobile = base !== 'dk-navbar-item';
  if (item.type === 'docsVersionDropdown') return <DocsVersionDropdown item={item} page={page} mobile={mobile} href={urls.href} />;
  if (item.type === 'dropdown') return <NavbarDropdown item={item} page={page} mobile={mobile} href={urls.href} />;
  if (typeof item.label !== 'string') throw new Error(`"label" must be a string, not ${JSON.stringify(item.label)}`);
  const to = item.to ?? item.href;
  if (typeof to !== 'string') throw new Error('"to" (an internal route) or "href" (an external URL) must be a string');
  if (item.versionTo) return <VersionedNavLink item={item} page={page} base={base} href={urls.href} />;
  const cls = `${base}${isActive(item, page) ? ` ${base}-active` : ''}${item.href ? ` ${base}-external` : ''}`;
  return (
    <Link to={to} className={cls} ariaLabel={item.ariaLabel} ariaCurrent={item.to === page.route ? 'page' : undefined}>
      {item.label}
      {item.href ? <ExternalIcon /> : null}
    </Link>
  );
}

type Entry = { item: NavItem; index: number };

function items(entries: readonly Entry[], page: PageData, base: string) {
  return entries.map(({ item, index }) => (
    <ItemBoundary key={index} index={index} item={item}>
      <Item item={item} page={page} base={base} />
    </ItemBoundary>
  ));
}

/** useHideOnScroll returns whether the navbar shows; always true unless enabled. */
function useHideOnScroll(enabled: boolean, route: string, nav: RefObject<HTMLElement | null>): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (!enabled) return;
    let lastY: number | null = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const step = {
        lastY,
        y,
        navbarHeight: nav.current?.offsetHeight ?? 0,
        windowHeight: window.innerHeight,
        documentHeight: document.documentElement.scrollHeight,
      };
      lastY = y;
      setVisible((v) => navbarVisible(v, step));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, nav]);
  // A new page starts with the navbar shown.
  useEffect(() => setVisible(true), [route]);
  return visible || !enabled;
}

/**
 * Navbar is the fixed bar at the top: brand, left items, right items. At
 * window widths up to 996 px the items move into a menu opened by a toggle
 * button (@theme/NavbarMobile).
 */
export default function Navbar({ page, sidebar = null }: Props) {
  const { navbar } = config;
  const entries = navbar.items.map((item, index) => ({ item, index }));
  const left = entries.filter((e) => e.item.position !== 'right');
  const right = entries.filter((e) => e.item.position === 'right');

  const size = useWindowSize();
  const mobile = size === 'mobile';
  const [open, setOpen] = useState(false);
  const shown = open && mobile;
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);

  // The menu closes when the window becomes desktop width and after every route change.
  useEffect(() => {
    if (size === 'desktop') setOpen(false);
  }, [size]);
  useEffect(() => setOpen(false), [page.route]);

  // While the menu is open the page behind it does not scroll.
  useEffect(() => {
    if (!shown) return;
    const body = document.body;
    const before = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = before;
    };
  }, [shown]);

  const visible = useHideOnScroll(!!navbar.hideOnScroll, page.route, nav) || shown;

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) toggle.current?.focus();
  }, []);

  let cls = 'dk-navbar';
  if (navbar.hideOnScroll) cls += ' dk-navbar-hideable';
  if (!visible) cls += ' dk-navbar-hidden';
  if (shown) cls += ' dk-navbar-sidebar-shown';

  return (
    <nav ref={nav} className={cls} aria-label={UI['theme.NavBar.navAriaLabel']}>
      <div className="dk-navbar-inner">
        <button
          ref={toggle}
          type="button"
          className="dk-navbar-toggle"
          aria-label={shown ? UI['theme.docs.sidebar.closeSidebarButtonAriaLabel'] : UI['docskit.navbar.openMenuAriaLabel']}
          aria-expanded={shown}
          aria-controls={mobile ? menuId : undefined}
          onClick={() => setOpen((o) => !o)}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 6h16M4 12h16M4 18h16" />
          </svg>
        </button>
        <Link to="/" className="dk-navbar-brand">
          {navbar.logo ? <img src={urls.file(navbar.logo)} alt="" width={28} height={28} className="dk-navbar-logo" /> : null}
          <b className="dk-navbar-title">{navbar.title}</b>
        </Link>
        <div className="dk-navbar-items">{items(left, page, 'dk-navbar-item')}</div>
        <div className="dk-navbar-items dk-navbar-items-right">{items(right, page, 'dk-navbar-item')}</div>
        <div className="dk-navbar-slot">
          <Slot name="navbarEnd" page={page} />
        </div>
      </div>
      {mobile ? (
        <NavbarMobile id={menuId} open={shown} onClose={close} page={page} sidebar={sidebar}>
          <ul className="dk-navbar-sidebar-items">
            {items(entries, page, 'dk-navbar-sidebar-link').map((node) => (
              <li key={node.key} className="dk-navbar-sidebar-item">
                {node}
              </li>
            ))}
          </ul>
        </NavbarMobile>
      ) : null}
    </nav>
  );
}
