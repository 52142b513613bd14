// @docusaurus/plugin-content-docs/client: the docs plugin's hooks that pages
// call. A category's index page passes its items on:
//
//   <DocCardList items={useCurrentSidebarCategory().items} />
import { useCurrentSidebarCategory as current, type SidebarCategory } from '../../internal/sidebarCategory';

export type { SidebarCategory } from '../../internal/sidebarCategory';

/** The sidebar category whose own page is shown; it throws on any other page. */
export function useCurrentSidebarCategory(): SidebarCategory {
  return current('useCurrentSidebarCategory()');
}

/**
 * A docs version as Docusaurus's hooks give it. docskit builds one version of
 * the docs, Docusaurus's "current" one, which is also the latest.
 */
export interface GlobalVersion {
  readonly name: string;
  readonly label: string;
  readonly isLast: boolean;
  readonly path: string;
  readonly mainDocId: string;
  readonly docs: readonly { readonly id: string; readonly path: string }[];
}

const currentVersion: GlobalVersion = { name: 'current', label: 'Next', isLast: true, path: '/docs', mainDocId: '', docs: [] };

/** The version of the docs shown: the one version docskit builds. */
export function useActiveVersion(_pluginId?: string): GlobalVersion {
  return currentVersion;
}

/** The latest released version: the same one. */
export function useLatestVersion(_pluginId?: string): GlobalVersion {
  return currentVersion;
}

/** Every version of the docs: the one. */
export function useVersions(_pluginId?: string): readonly GlobalVersion[] {
  return [currentVersion];
}

/** The docs plugin instance of the page: the default one. */
export function useActivePlugin(): { readonly pluginId: string } {
  return { pluginId: 'default' };
}

/** A docs plugin instance's global data, as Docusaurus's hooks give it. */
export interface GlobalPluginData {
  readonly path: string;
  readonly versions: readonly GlobalVersion[];
}

/** Every docs plugin instance's data, by plugin id: the default one. */
export function useAllDocsData(): Record<string, GlobalPluginData> {
  return { default: { path: currentVersion.path, versions: [currentVersion] } };
}

/** One docs plugin instance's data. */
export function useDocsData(_pluginId?: string): GlobalPluginData {
  return { path: currentVersion.path, versions: [currentVersion] };
}
