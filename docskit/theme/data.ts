// The page-data contract with the Go side. The types of the JSON it writes
// (docskit.PageData, docskit.Sidebar, docskit.Config and what they hold) are
// generated from the Go types into data.gen.ts: change the Go type, then run
// `go generate ./docskit/theme`. This file re-exports them and declares what
// exists only on this side.
import type { PageData, SidebarData } from './data.gen';

export type * from './data.gen';

/** What the server embeds in each page for hydration (docskit/document.go writes it). */
export interface InitialData {
  readonly page: PageData;
  readonly sidebar: SidebarData | null;
}

/** What a client module may export. */
export interface ClientModule {
  onRouteDidUpdate?: (args: { location: Location; previousLocation: { pathname: string } | null }) => void;
  slots?: Record<string, (props: { page: PageData }) => unknown>;
}

/**
 * The detail of the cancelable window event "docskit:dev-update", which the
 * dev server's client (docskit/cli/devclient.ts) dispatches after a rebuild:
 * the URL paths (with the base URL) of the changed pages, or all when every
 * page must reload.
 */
export interface DevUpdate {
  readonly paths?: readonly string[];
  readonly all?: boolean;
}
