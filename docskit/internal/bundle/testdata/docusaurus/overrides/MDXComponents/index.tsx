// A site's swizzled MDXComponents, as Docusaurus documents it: the theme's
// components, spread, and one of the site's own.
import type { ReactNode } from 'react';
import MDXComponents from '@theme-original/MDXComponents';

function Highlight({ children }: { children?: ReactNode }) {
  return <mark className="site-highlight">{children}</mark>;
}

export default { ...MDXComponents, Highlight };
