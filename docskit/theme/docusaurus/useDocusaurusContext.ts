// @docusaurus/useDocusaurusContext: the site's configuration, in the shape of
// Docusaurus's docusaurus.config.js, filled from docskit's site configuration
// (docskit.Config): customFields are the site's (docskit.Config.CustomFields).
import config from '@docskit/site-config';
import { baseUrl } from './useBaseUrl';

export interface DocusaurusContext {
  readonly siteConfig: {
    readonly title: string;
    readonly tagline: string;
    readonly url: string;
    readonly baseUrl: string;
    /** Docusaurus's trailingSlash: undefined, true or false (docskit.Config.TrailingSlash). */
    readonly trailingSlash: boolean | undefined;
    /** Between a page's title and the site's in the document title. */
    readonly titleDelimiter: string;
    readonly customFields: Record<string, unknown>;
    readonly themeConfig: Record<string, unknown>;
  };
  readonly i18n: {
    readonly currentLocale: string;
    readonly defaultLocale: string;
    readonly locales: readonly string[];
    readonly localeConfigs: Record<string, { readonly label: string; readonly direction: string; readonly htmlLang: string; readonly calendar: string; readonly path: string }>;
  };
}

function themeConfig(): Record<string, unknown> {
  const { navbar, footer, colorMode, toc, docs, announcement } = config;
  return {
    navbar: navbar && { title: navbar.title, logo: navbar.logo ? { src: navbar.logo } : undefined, items: navbar.items, hideOnScroll: !!navbar.hideOnScroll },
    footer: footer && { links: footer.columns, copyright: footer.copyright },
    colorMode: colorMode && {
      defaultMode: colorMode.default ?? 'light',
      disableSwitch: !!colorMode.disableSwitch,
      respectPrefersColorScheme: !!colorMode.respectPrefersColorScheme,
    },
    tableOfContents: toc && { minHeadingLevel: toc.min, maxHeadingLevel: toc.max },
    docs: docs && { sidebar: { hideable: docs.sidebarHideable, autoCollapseCategories: docs.autoCollapseCategories } },
    announcementBar: announcement && { id: announcement.id, content: announcement.text, isCloseable: announcement.closeable },
  };
}

/**
 * makeContext makes the context, on the first call: a module that imports this one
 * without calling it (the theme's, on a site without React pages) costs nothing.
 */
function makeContext(): DocusaurusContext {
  /** The one locale a docskit site is built in ("ko" for "ko"; "en" when the site names none). */
  const locale = config.locale?.path || config.locale?.htmlLang || 'en';
  return {
    siteConfig: {
      title: config.title ?? '',
      tagline: config.tagline ?? '',
      url: config.url ?? '',
      baseUrl,
      trailingSlash: config.trailingSlash,
      titleDelimiter: '|',
      customFields: config.customFields ?? {},
      themeConfig: themeConfig(),
    },
    i18n: {
      currentLocale: locale,
      defaultLocale: locale,
      locales: [locale],
      localeConfigs: {
        [locale]: {
          label: config.locale?.label ?? locale,
          direction: config.locale?.direction ?? 'ltr',
          htmlLang: config.locale?.htmlLang ?? locale,
          calendar: config.locale?.calendar ?? 'gregory',
          path: config.locale?.path ?? locale,
        },
      },
    },
  };
}

let context: DocusaurusContext | undefined;

/** The context never changes while the site runs: one object for every caller. */
export default function useDocusaurusContext(): DocusaurusContext {
  return (context ??= makeContext());
}
