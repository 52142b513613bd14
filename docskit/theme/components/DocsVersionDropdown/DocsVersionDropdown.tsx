import { useCallback, useEffect, useRef, useState } from 'react';
import type { NavItem, PageData, VersionLink } from '../../data';
import { savePreferredVersion, useItemVersion } from '../../internal/preferredVersion';
import { UI } from '@docskit/ui';

export interface Props {
  /** A navbar item of type docsVersionDropdown. */
  readonly item: NavItem;
  readonly page: PageData;
  /** In the mobile menu: a titled list instead of a menu. */
  readonly mobile?: boolean;
  /** The URL of a route (with the base URL). */
  readonly href: (to: string) => string;
}

interface Entry {
  readonly label: string;
  /** A route, or an external URL (external). */
  readonly to: string;
  readonly external?: boolean;
  readonly active?: boolean;
  readonly onClick?: () => void;
}

function linkEntry(it: NavItem): Entry {
  return it.href ? { label: it.label, to: it.href, external: true } : { label: it.label, to: it.to ?? '/' };
}

/**
 * useLocationSuffix is the query and #hash of the page's URL, which a switch
 * of version keeps: empty on the server and while hydrating, read after
 * each route change and again when refresh is called (a #hash followed on
 * the page may not announce itself).
 */
function useLocationSuffix(route: string): { suffix: string; refresh: () => void } {
  const [suffix, setSuffix] = useState('');
  const refresh = useCallback(() => setSuffix(window.location.search + window.location.hash), []);
  useEffect(refresh, [route, refresh]);
  return { suffix, refresh };
}

/**
 * DocsVersionDropdown is the navbar's menu of a docs plugin's versions. It
 * is labelled with the version of the doc shown, else the visitor's
 * preferred version, else the last one. Each version leads to the shown doc
 * in it, when it has the doc, else to its main doc, keeping the URL's query
 * and #hash; choosing one makes it the preferred version. The menu opens on
 * hover and with its button; with a single entry it is a plain link.
 */
export default function DocsVersionDropdown({ item, page, mobile = false, href }: Props) {
  const versions = item.versions ?? [];
  const plugin = item.docsPlugin ?? 'default';
  const shown = page.version?.plugin === plugin ? page.version : undefined;
  const followed = useItemVersion(item, page);
  const { suffix, refresh } = useLocationSuffix(page.route);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  // A new page, a click elsewhere or Escape closes the menu.
  useEffect(() => setOpen(false), [page.route]);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const target = (v: VersionLink) => (shown?.alternates?.[v.name] ?? v.to) + suffix;
  const entries: Entry[] = [
    ...(item.itemsBefore ?? []).map(linkEntry),
    ...versions.map((v) => ({
      label: v.label,
      to: target(v),
      active: shown?.name === v.name,
      onClick: () => savePreferredVersion(plugin, v.name),
    })),
    ...(item.itemsAfter ?? []).map(linkEntry),
  ];
  const displayed =
    versions.find((v) => v.name === followed) ?? versions.find((v) => v.isLast) ?? versions[0];
  const label = displayed?.label ?? item.label;

  // Plain anchors: the app navigates to internal ones in place.
  if (entries.length <= 1) {
    return (
      <a href={href(displayed ? target(displayed) : '/')} className={mobile ? 'dk-navbar-sidebar-link' : 'dk-navbar-item'}>
        {label}
      </a>
    );
  }

  const list = (cls: string) =>
    entries.map((e, i) => (
      <li key={i}>
        <a
          href={e.external ? e.to : href(e.to)}
          {...(e.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          className={`${cls}${e.active ? ` ${cls}-active` : ''}`}
          aria-current={e.active ? 'page' : undefined}
          onClick={() => {
            e.onClick?.();
            setOpen(false);
          }}
        >
          {e.label}
        </a>
      </li>
    ));

  if (mobile) {
    return (
      <div className="dk-navbar-sidebar-dropdown" onFocus={refresh} onPointerEnter={refresh}>
        <span className="dk-navbar-sidebar-dropdown-label">{UI['theme.navbar.mobileVersionsDropdown.label']}</span>
        <ul className="dk-navbar-sidebar-items">{list('dk-navbar-sidebar-link')}</ul>
      </div>
    );
  }
  return (
    <div ref={root} className={`dk-navbar-dropdown${open ? ' dk-navbar-dropdown-open' : ''}`} onPointerEnter={refresh} onFocus={refresh}>
      <button type="button" className="dk-navbar-item dk-navbar-dropdown-toggle" aria-haspopup="true" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {label}
        <svg width="10" height="10" viewBox="0 0 24 24" aria-hidden="true" className="dk-navbar-dropdown-caret">
          <path d="M7 10l5 5 5-5z" fill="currentColor" />
        </svg>
      </button>
      <ul className="dk-navbar-dropdown-menu">{list('dk-navbar-dropdown-link')}</ul>
    </div>
  );
}
