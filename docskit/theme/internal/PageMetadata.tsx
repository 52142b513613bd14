import config from '@docskit/site-config';

/** formatTitle is a page's document title: "title | site title", or the site title alone. */
export function formatTitle(title: string | undefined): string {
  const t = title?.trim();
  return !t || t === config.title ? config.title : `${t} | ${config.title}`;
}

export interface Props {
  readonly title?: string;
  readonly description?: string;
}

/**
 * PageMetadata renders the title and description tags of a page that sets
 * them while it renders (a React page's Layout). React hoists them into the
 * document head: on the server to the start of the render, which the builder
 * moves into the page's <head> (docskit/hoisted.go), in the browser into the
 * head itself. Without a title it renders no <title>, and the one before it
 * stays (the site title, see ReactPage).
 */
export default function PageMetadata({ title, description }: Props) {
  const full = title?.trim() ? formatTitle(title) : undefined;
  return (
    <>
      {full ? <title>{full}</title> : null}
      {full ? <meta property="og:title" content={full} /> : null}
      {description ? <meta name="description" content={description} /> : null}
      {description ? <meta property="og:description" content={description} /> : null}
    </>
  );
}
