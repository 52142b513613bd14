import config from '@docskit/site-config';
import Link from '@theme/Link';
import { PageBody } from '../../internal/Body';
import '../../styles/landing.css';
import type { PageData } from '../../data';
import { UI } from '@docskit/ui';

export interface Card {
  readonly title: string;
  readonly description: string;
  readonly href: string;
}

export interface ReleaseList {
  readonly title: string;
  readonly href?: string;
  readonly items: readonly { readonly label: string; readonly href: string; readonly date: string }[];
}

export interface Props {
  readonly page: PageData;
}

/** Landing is the home page: a hero, section cards (page.props.cards) and an optional Markdown body. */
export default function Landing({ page }: Props) {
  const cards = (page.props?.cards as Card[] | undefined) ?? [];
  const cta = page.props?.cta as { label: string; href: string } | undefined;
  const releases = (page.props?.releases as ReleaseList[] | undefined) ?? [];
  return (
    <main id="__docskit_main" className="dk-landing" tabIndex={-1}>
      <header className="dk-hero">
        <div className="dk-container">
          <h1 className="dk-hero-title">{config.title}</h1>
          {config.tagline ? <p className="dk-hero-tagline">{config.tagline}</p> : null}
          {cta ? (
            <Link to={cta.href} className="dk-button dk-button-primary">
              {cta.label}
            </Link>
          ) : null}
        </div>
      </header>
      <div className="dk-container">
        {cards.length ? (
          <section className="dk-cards" aria-label={UI['docskit.landing.sectionsAriaLabel']}>
            {cards.map((c) => (
              <Link key={c.href} to={c.href} className="dk-card">
                <h2 className="dk-card-title">{c.title}</h2>
                <p className="dk-card-description">{c.description}</p>
              </Link>
            ))}
          </section>
        ) : null}
        {page.body?.length ? (
          <div className="dk-markdown dk-landing-body">
            <PageBody page={page} />
          </div>
        ) : null}
        {releases.length ? (
          <section className="dk-landing-releases" aria-labelledby="dk-latest-releases">
            <h2 id="dk-latest-releases">{UI['docskit.landing.latestReleases']}</h2>
            <div className="dk-landing-release-lists">
              {releases.map((list) => (
                <div key={list.title} className="dk-landing-release-list">
                  <h3>{list.href ? <Link to={list.href}>{list.title}</Link> : list.title}</h3>
                  <ul>
                    {list.items.map((r) => (
                      <li key={r.href}>
                        <Link to={r.href}>{r.label}</Link> <time dateTime={r.date}>{r.date}</time>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </section>
        ) : null}
      </div>
    </main>
  );
}
