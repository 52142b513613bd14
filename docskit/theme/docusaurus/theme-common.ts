// @docusaurus/theme-common: the parts of Docusaurus's theme utilities that MDX
// pages and site components use, on docskit's theme.
import { useColorMode as useThemeColorMode, type ColorMode } from '../internal/colorMode';
import useDocusaurusContext from './useDocusaurusContext';

// Docusaurus 2 exported it from here; Docusaurus 3 pages import it from
// @docusaurus/plugin-content-docs/client. Both work.
export { useCurrentSidebarCategory } from './plugin-content-docs/client';

export type { ColorMode } from '../internal/colorMode';

export interface ColorModeContext {
  /** The mode in effect. */
  readonly colorMode: ColorMode;
  /** What the reader chose: a mode, or null to follow the system. */
  readonly colorModeChoice: ColorMode | null;
  /** Chooses a mode, or with null the system's. */
  setColorMode(mode: ColorMode | null): void;
  /** colorMode === 'dark' (Docusaurus 2's name, kept for older code). */
  readonly isDarkTheme: boolean;
}

/**
 * useColorMode is the theme's colour mode (internal/colorMode.ts). Like every
 * reader of it, it renders the site default on the server and while hydrating,
 * then the reader's choice.
 */
export function useColorMode(): ColorModeContext {
  const { mode, choice, setChoice } = useThemeColorMode();
  return {
    colorMode: mode,
    colorModeChoice: choice === 'system' ? null : choice,
    setColorMode: (m) => setChoice(m ?? 'system'),
    isDarkTheme: mode === 'dark',
  };
}

/** useThemeConfig is siteConfig.themeConfig (see useDocusaurusContext). */
export function useThemeConfig(): Record<string, unknown> {
  return useDocusaurusContext().siteConfig.themeConfig;
}

/**
 * The class names Docusaurus puts on its theme's elements, by the names site CSS
 * and components use to refer to them. docskit's own elements carry dk- classes:
 * these are for the site's elements that want the Docusaurus name.
 */
export const ThemeClassNames = {
  page: {
    docsDocPage: 'docs-doc-page',
    docsTagsListPage: 'docs-tags-list-page',
    docsTagDocListPage: 'docs-tags-doc-list-page',
    blogListPage: 'blog-list-page',
    blogPostPage: 'blog-post-page',
    mdxPage: 'mdx-page',
  },
  wrapper: {
    main: 'main-wrapper',
    docsPages: 'docs-wrapper',
    blogPages: 'blog-wrapper',
    mdxPages: 'mdx-wrapper',
  },
  common: {
    editThisPage: 'theme-edit-this-page',
    lastUpdated: 'theme-last-updated',
    backToTopButton: 'theme-back-to-top-button',
    codeBlock: 'theme-code-block',
    admonition: 'theme-admonition',
    admonitionType: (type: string) => `theme-admonition-${type}`,
  },
  layout: {},
  docs: {
    docVersionBanner: 'theme-doc-version-banner',
    docVersionBadge: 'theme-doc-version-badge',
    docBreadcrumbs: 'theme-doc-breadcrumbs',
    docMarkdown: 'theme-doc-markdown',
    docTocMobile: 'theme-doc-toc-mobile',
    docTocDesktop: 'theme-doc-toc-desktop',
    docFooter: 'theme-doc-footer',
    docSidebarContainer: 'theme-doc-sidebar-container',
    docSidebarMenu: 'theme-doc-sidebar-menu',
    docSidebarItemCategory: 'theme-doc-sidebar-item-category',
    docSidebarItemLink: 'theme-doc-sidebar-item-link',
  },
} as const;
