// What the blog's layouts, a lazy chunk, take from the rest of the theme. The
// chunk gets these from BlogPage's index, in the entry, instead of importing
// them: a module that both the entry and the chunk imported would be split out
// of the entry into a chunk of its own, which every page of every site would
// then load first (1.7 KB gzip more on the Nuri site, which has no blog). The
// chunk imports React alone, which the entry already shares with the search
// dialog's chunk. Overrides still apply: the index imports @theme/Link and the
// others, which resolve to a site's own.
//
// The blog's words are no exception: the chunk may import UI and Template from
// @docskit/ui, whose messages esbuild writes into the chunk as literals (the
// import is then dropped), but format, a function of the entry, comes from
// here.
import type config from '@docskit/site-config';
import type { format } from '@docskit/ui';
import type Link from '@theme/Link';
import type NotFound from '@theme/NotFound';
import type Pagination from '@theme/Pagination';
import type TOC from '@theme/TOC';
import type TOCCollapsible from '@theme/TOCCollapsible';
import type { EmbeddedBody, PageBody } from '../../internal/Body';
import type { installHeadingLinks } from '../../internal/headingLinks';
import type { urls } from '../../internal/router';
import type { useActiveHeading } from '../../internal/tocHighlight';

export interface Kit {
  readonly config: typeof config;
  readonly format: typeof format;
  readonly Link: typeof Link;
  readonly NotFound: typeof NotFound;
  readonly Pagination: typeof Pagination;
  readonly TOC: typeof TOC;
  readonly TOCCollapsible: typeof TOCCollapsible;
  readonly PageBody: typeof PageBody;
  readonly EmbeddedBody: typeof EmbeddedBody;
  readonly installHeadingLinks: typeof installHeadingLinks;
  readonly useActiveHeading: typeof useActiveHeading;
  readonly urls: typeof urls;
}

/** The kit, as BlogPage last received it (the same object on every render). */
export const kit = {} as Kit;

/** provideKit gives the chunk the kit; BlogPage calls it as it renders. */
export function provideKit(k: Kit): void {
  if (kit.Link !== k.Link) Object.assign(kit, k);
}
