import { useCallback, useEffect, useState } from 'react';
import type { NavItem, PageData, VersionLink } from '../../data';
import { savePreferredVersion, useItemVersion } from '../../internal/preferredVersion';
import { UI } from '@docskit/ui';
import DropdownMenu, { type MenuEntry } from '../../internal/DropdownMenu';

export interface Props {
  /** A navbar item of type docsVersionDropdown. */
  readonly item: NavItem;
  readonly page: PageData;
  /** In the mobile menu: a titled list instead of a menu. */
  readonly mobile?: boolean;
  /** The URL of a route (with the base URL). */
  readonly href: (to: string) => string;
}

function linkEntry(it: NavItem): MenuEntry {
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
  const target = (v: VersionLink) => (shown?.alternates?.[v.name] ?? v.to) + suffix;
  const entries: MenuEntry[] = [
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

  return (
    <DropdownMenu
      label={label}
      entries={entries}
      route={page.route}
      mobile={mobile}
      mobileTitle={UI['theme.navbar.mobileVersionsDropdown.label']}
      href={href}
      onApproach={refresh}
    />
  );
}
