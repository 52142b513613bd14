// The page-data contract with the Go side (docskit.PageData, docskit.Config).
// Field names match the Go json tags.

export type BodyNode =
  | { readonly t: 'html'; readonly html: string }
  | { readonly t: 'c'; readonly name: string; readonly props?: Record<string, unknown>; readonly children?: readonly BodyNode[] }
  | { readonly t: 'el'; readonly name: string; readonly props?: Record<string, unknown>; readonly children?: readonly BodyNode[] };

export interface TOCItem {
  readonly level: number;
  readonly id: string;
  /** Inline HTML of the heading (inline code kept). */
  readonly value: string;
}

export interface Crumb {
  readonly label: string;
  readonly href?: string;
}

export interface NavLink {
  readonly label: string;
  readonly href: string;
}

export interface PageData {
  readonly route: string;
  readonly kind: string;
  readonly title: string;
  readonly description?: string;
  readonly body?: readonly BodyNode[];
  readonly toc?: readonly TOCItem[];
  readonly hideToc?: boolean;
  readonly breadcrumbs?: readonly Crumb[];
  readonly prev?: NavLink;
  readonly next?: NavLink;
  readonly sidebar?: string;
  readonly sidebarUrl?: string;
  readonly props?: Record<string, unknown>;
  readonly extra?: Record<string, unknown>;
}

export type SidebarItem =
  | { readonly type: 'link'; readonly label: string; readonly href: string }
  | {
      readonly type: 'category';
      readonly label: string;
      readonly href?: string;
      readonly items: readonly SidebarItem[];
      readonly collapsed?: boolean;
    };

export interface SidebarData {
  readonly name: string;
  readonly items: readonly SidebarItem[];
}

export interface NavItem {
  readonly label: string;
  readonly to?: string;
  readonly href?: string;
  readonly position?: 'left' | 'right';
  readonly ariaLabel?: string;
  readonly sidebar?: string;
}

export interface SiteConfig {
  readonly title: string;
  readonly tagline?: string;
  readonly url: string;
  readonly baseUrl: string;
  readonly locale: { readonly htmlLang: string; readonly direction: string; readonly label: string };
  readonly navbar: { readonly title: string; readonly logo?: string; readonly items: readonly NavItem[]; readonly hideOnScroll?: boolean };
  readonly footer: {
    readonly columns: readonly { readonly title: string; readonly items: readonly NavItem[] }[];
    readonly copyright: string;
  };
  readonly announcement?: {
    readonly id: string;
    readonly text: string;
    readonly linkText?: string;
    readonly linkTo?: string;
    readonly closeable: boolean;
  };
  readonly colorMode: { readonly default?: string; readonly disableSwitch?: boolean; readonly respectPrefersColorScheme?: boolean };
  readonly toc: { readonly min: number; readonly max: number };
  readonly docs: { readonly sidebarHideable: boolean; readonly autoCollapseCategories: boolean; readonly breadcrumbs: boolean };
}

/** What the server embeds in each page for hydration. */
export interface InitialData {
  readonly page: PageData;
  readonly sidebar: SidebarData | null;
}

/** What a client module may export. */
export interface ClientModule {
  onRouteDidUpdate?: (args: { location: Location; previousLocation: { pathname: string } | null }) => void;
  slots?: Record<string, (props: { page: PageData }) => unknown>;
}
