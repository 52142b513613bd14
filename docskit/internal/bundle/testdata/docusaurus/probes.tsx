// Site components that use the modules Docusaurus provides to MDX pages, as
// pages call them. docusaurus_test.go renders each one on the server and reads
// what is between the markers.
import BrowserOnly from '@docusaurus/BrowserOnly';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useActiveVersion, useCurrentSidebarCategory, useVersions } from '@docusaurus/plugin-content-docs/client';
import { useHistory, useLocation } from '@docusaurus/router';
import { ThemeClassNames, useColorMode, useCurrentSidebarCategory as useCategoryV2 } from '@docusaurus/theme-common';
import Translate, { translate } from '@docusaurus/Translate';
import useBaseUrl, { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import CodeBlock from '@theme/CodeBlock';
import Details from '@theme/Details';
import DocCardList from '@theme/DocCardList';
import Heading from '@theme/Heading';
import MDXComponents from '@theme/MDXComponents';
import TOCInline from '@theme/TOCInline';
import type { ReactNode } from 'react';

function Probe({ children }: { children?: ReactNode }) {
  return (
    <div className="probe">
      {children}
      <i className="probe-end" />
    </div>
  );
}

const toc = [
  { value: 'Intro', id: 'intro', level: 2 },
  { value: '<code>install</code> step', id: 'install', level: 3 },
  { value: 'Deep', id: 'deep', level: 4 },
  { value: 'Usage', id: 'usage', level: 2 },
  { value: 'Options', id: 'options', level: 3 },
];

export function TOCInlineDefault() {
  return (
    <Probe>
      <TOCInline toc={toc} />
    </Probe>
  );
}

export function TOCInlineLevels() {
  return (
    <Probe>
      <TOCInline toc={toc} minHeadingLevel={3} maxHeadingLevel={4} className="mine" />
    </Probe>
  );
}

export function Headings() {
  return (
    <Probe>
      <Heading as="h1" id="top">
        Top
      </Heading>
      <Heading as="h2" id="setup">
        Setup
      </Heading>
      <Heading as="h3" id="more" className="extra">
        More
      </Heading>
      <Heading as="h3">No id</Heading>
    </Probe>
  );
}

export function CategoryCards() {
  return (
    <Probe>
      <DocCardList />
    </Probe>
  );
}

export function CategoryHook() {
  const category = useCurrentSidebarCategory();
  return (
    <Probe>
      <h2>{useCategoryV2().label}</h2>
      <DocCardList items={category.items} />
    </Probe>
  );
}

export function GivenCards() {
  return (
    <Probe>
      <DocCardList items={[{ type: 'link', label: 'Quick start', href: '/docs/start', description: 'Five minutes' }]} className="mine" />
    </Probe>
  );
}

export function Translated() {
  return (
    <Probe>
      <p>
        <Translate id="greeting" values={{ name: 'Nuri', link: <a href="/docs/start">here</a> }}>
          {'Hello {name}, start {link}. {unknown} stays.'}
        </Translate>
      </p>
      <p>{translate({ message: '{count} pages', id: 'pages' }, { count: 3 })}</p>
      <p>{translate({ id: 'only.id' })}</p>
      <p>
        <Translate id="nodes">
          <em>as written</em>
        </Translate>
      </p>
    </Probe>
  );
}

export function BaseUrls() {
  const { withBaseUrl } = useBaseUrlUtils();
  const urls = [
    useBaseUrl('/img/logo.png'),
    useBaseUrl('img/logo.png'),
    useBaseUrl('/base/img/logo.png'),
    useBaseUrl('/base/img/logo.png', { forcePrependBaseUrl: true }),
    useBaseUrl('/img/logo.png', { absolute: true }),
    useBaseUrl('/base'),
    useBaseUrl('https://example.org/x.png'),
    useBaseUrl('#top'),
    withBaseUrl('/docs/x'),
  ];
  return (
    <Probe>
      <ul>
        {urls.map((u, i) => (
          <li key={i}>{u}</li>
        ))}
      </ul>
      <Link to="/docs/start" className="internal" title="Start">
        Start
      </Link>
      <Link href="https://example.org/" data-kind="ext">
        Elsewhere
      </Link>
    </Probe>
  );
}

export function BrowserOnlyParts() {
  const isBrowser = useIsBrowser();
  return (
    <Probe>
      <BrowserOnly fallback={<span className="fallback">loading</span>}>{() => <span className="browser">{window.location.href}</span>}</BrowserOnly>
      <p>{isBrowser ? 'browser' : 'server'}</p>
      <p>{ExecutionEnvironment.canUseDOM ? 'dom' : 'no dom'}</p>
    </Probe>
  );
}

export function SiteContext() {
  const { siteConfig, i18n } = useDocusaurusContext();
  const toc = siteConfig.themeConfig.tableOfContents as { maxHeadingLevel: number };
  return (
    <Probe>
      {[siteConfig.title, siteConfig.tagline, siteConfig.url, siteConfig.baseUrl, i18n.currentLocale, i18n.locales.join(','), toc.maxHeadingLevel].join('|')}
    </Probe>
  );
}

export function RouterParts() {
  const location = useLocation();
  const history = useHistory();
  const { colorMode } = useColorMode();
  return (
    <Probe>
      {[location.pathname, location.search, history.location.pathname, colorMode, ThemeClassNames.docs.docMarkdown].join('|')}
    </Probe>
  );
}

export function HeadTags() {
  return (
    <Probe>
      <Head>
        <title>HEAD-TITLE</title>
        <meta name="description" content="HEAD-DESCRIPTION" />
      </Head>
    </Probe>
  );
}

export function SwizzledMDXComponents() {
  const C = MDXComponents;
  return (
    <Probe>
      <C.Highlight>marked</C.Highlight>
      <C.h2 id="section">Section</C.h2>
      <C.a href="/docs/start">start</C.a>
      <C.Admonition type="tip">Tip body</C.Admonition>
    </Probe>
  );
}

export function CodeAndDetails() {
  return (
    <Probe>
      <CodeBlock language="js" title="a.js">
        {'const a = 1;\n\nlog(a < 2);\n'}
      </CodeBlock>
      <CodeBlock>{'no language'}</CodeBlock>
      <CodeBlock className="language-PHP">{'echo 1;'}</CodeBlock>
      <Details>
        <summary>
          More <b>here</b>
        </summary>
        <p>Hidden body</p>
      </Details>
    </Probe>
  );
}

export function Versions() {
  const active = useActiveVersion();
  return (
    <Probe>
      {active.name} {String(active.isLast)} {useVersions().length}
    </Probe>
  );
}
