// @docusaurus/Link: a link to a page of the site or elsewhere. It is the
// theme's Link (client-side navigation, prefetching), with Docusaurus's props.
import ThemeLink, { type Props as ThemeLinkProps } from '@theme/Link';
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

export default function Link({ to, href, autoAddBaseUrl = true, isNavLink: _isNavLink, activeClassName: _activeClassName, ...rest }: Props) {
  const target = to ?? href ?? '';
  const url = autoAddBaseUrl && target.startsWith('/') && !target.startsWith('//') ? withBaseUrl(target) : target;
  return <ThemeLink {...rest} to={url} />;
}
