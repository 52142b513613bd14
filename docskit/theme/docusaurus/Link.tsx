// @docusaurus/Link: a link to a page of the site or elsewhere. It is the
// theme's Link (client-side navigation, prefetching), with Docusaurus's props.
import ThemeLink, { type Props as ThemeLinkProps } from '@theme/Link';
import { urls } from '../internal/urls';
import { withBaseUrl } from './useBaseUrl';

export interface Props extends Omit<ThemeLinkProps, 'to'> {
  /** The target: a path of the site ("/docs/x"), "#anchor" or a URL. */
  readonly to?: string;
  /** The same as to (to wins). */
  readonly href?: string;
  /** Put the base URL in front of a path of the site (Docusaurus's default, true). */
  readonly autoAddBaseUrl?: boolean;
  // Accepted for compatibility with Docusaurus's NavLink props; docskit marks the
  // current page's links itself (aria-current), so they change nothing here.
  readonly isNavLink?: boolean;
  readonly activeClassName?: string;
}

/**
 * Link finds the URL as Docusaurus does ("pathname:///x" is /x under the base URL,
 * a file; a path of the site gets the base URL unless it already starts with it),
 * then hands the route after the base URL to the theme's Link, which writes the
 * page's URL (trailing slash included). A path outside the base URL
 * (autoAddBaseUrl false) is an ordinary anchor.
 */
export default function Link({ to, href, autoAddBaseUrl = true, isNavLink: _isNavLink, activeClassName: _activeClassName, ...rest }: Props) {
  const target = to ?? href ?? '';
  const file = target.startsWith('pathname://');
  const bare = file ? target.slice('pathname://'.length) : target;
  if (!bare.startsWith('/') || bare.startsWith('//')) return <ThemeLink {...rest} to={bare} />;
  const url = autoAddBaseUrl || file ? withBaseUrl(bare) : bare;
  const cut = url.search(/[?#]/);
  const route = urls.route(cut < 0 ? url : url.slice(0, cut));
  if (file || route === null) {
    const { className, children, ariaLabel, ariaCurrent: _ariaCurrent, ...anchor } = rest;
    return (
      <a {...anchor} href={url} className={className} aria-label={ariaLabel ?? anchor['aria-label']}>
        {children}
      </a>
    );
  }
  return <ThemeLink {...rest} to={route + (cut < 0 ? '' : url.slice(cut))} />;
}
