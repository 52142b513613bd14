// @docusaurus/useBaseUrl: URLs of the site's own files and pages with the
// site's base URL in front, as Docusaurus computes them. The base URL is the
// theme's (internal/urls.ts, the mirror of docskit.URLs).
import config from '@docskit/site-config';
import { urls } from '../internal/urls';

export interface BaseUrlOptions {
  /** Prepend the base URL even to a URL that already starts with it. */
  readonly forcePrependBaseUrl?: boolean;
  /** Return an absolute URL, with the site's url (scheme and host) in front. */
  readonly absolute?: boolean;
}

export interface BaseUrlUtils {
  withBaseUrl(url: string, options?: BaseUrlOptions): string;
}

/** The base URL with one trailing slash, as Docusaurus writes it: "/" or "/docs-site/". */
export const baseUrl = urls.base;
/** The site's origin without a trailing slash ("https://example.com"), "" when unknown. */
const siteUrl = (config.url || '').replace(/\/+$/, '');

const hasProtocol = (url: string) => /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url);

/**
 * withBaseUrl puts the base URL in front of a URL of the site. An anchor, a URL
 * with a scheme and an empty URL stay as they are; a URL that already starts with
 * the base URL gets it once, unless forcePrependBaseUrl (Docusaurus's rule: under
 * the base "/docs/", "/docs/intro" is taken as already prefixed).
 */
export function withBaseUrl(url: string, { forcePrependBaseUrl = false, absolute = false }: BaseUrlOptions = {}): string {
  if (!url || url.startsWith('#') || hasProtocol(url)) return url;
  let path: string;
  if (!forcePrependBaseUrl && url === baseUrl.slice(0, -1)) path = baseUrl;
  else if (!forcePrependBaseUrl && url.startsWith(baseUrl)) path = url;
  else path = urls.file(url);
  return absolute ? siteUrl + path : path;
}

export function useBaseUrlUtils(): BaseUrlUtils {
  return { withBaseUrl };
}

export default function useBaseUrl(url: string, options?: BaseUrlOptions): string {
  return withBaseUrl(url, options);
}
