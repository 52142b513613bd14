import siteComponents from '@docskit/components';
import { Component, createElement, Fragment, Suspense, type ReactNode } from 'react';
import type { BodyNode, PageData } from '../data';
import Admonition from '@theme/Admonition';
import CodeBlock from '@theme/CodeBlock';
import Details from '@theme/Details';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import { embeddedModule, pageModule, type ModuleNode } from './pageModule';
import { prefetchLinksIn } from './router';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = (props: any) => ReactNode;

/**
 * The components page bodies name: the theme's, and the site's own from
 * plugins (docskit.ComponentProvider). The site's are bundled into the client
 * entry, so they are here at hydration and no page waits for them. docskit.New
 * rejects a site component named like a built-in one.
 */
const components: Record<string, AnyComponent> = { ...siteComponents, Admonition, CodeBlock, Details, TabItem, Tabs };

/**
 * PageBody renders a page's body tree — static HTML runs, component and
 * element nodes, and in a module page (see pageModule.ts) the values of its
 * expressions — from its page data or from its module, which makes the tree
 * here, during the render, since its expressions may call hooks. A node it
 * cannot render throws; the error names each enclosing component, the
 * innermost problem as the last `cause` (the crash screen lists them).
 */
export function PageBody({ page }: { page: PageData }) {
  if (__DOCSKIT_PAGE_MODULES__ && __DOCSKIT_STAND_INS__ && page.module) {
    // A Docusaurus site's page module may read what the site's plugins would
    // have given it (their global data): where it throws, a notice stands in
    // for the body. On the server the Suspense boundary takes the error (the
    // builder sees its marker and warns); in the browser the error boundary.
    const notice = <BodyNotice />;
    return (
      <BodyBoundary fallback={notice}>
        <Suspense fallback={notice}>
          <ModuleBody page={page} />
        </Suspense>
      </BodyBoundary>
    );
  }
  // Only a site with page modules has the code for them (__DOCSKIT_PAGE_MODULES__).
  const nodes = __DOCSKIT_PAGE_MODULES__ && page.module ? pageModule(page).default({}) : (page.body ?? []);
  return <>{render(nodes, 'dk')}</>;
}

/**
 * MarkdownContent renders the nodes of a Markdown file that a site's component
 * imports (@docskit/markdown-content, the default export of the file's module:
 * docskit/internal/bundle's Options.Markdown), as the page body renders its own.
 */
export function MarkdownContent({ nodes }: { nodes: readonly ModuleNode[] }) {
  return <>{render(nodes, 'dk-md')}</>;
}

function ModuleBody({ page }: { page: PageData }) {
  return <>{render(pageModule(page).default({}), 'dk')}</>;
}

function BodyNotice() {
  return (
    <div className="dk-stand-in" role="note">
      This page needs a Docusaurus plugin or theme that this build does not run: its content could not be shown.
    </div>
  );
}

/** BodyBoundary shows fallback where its children throw. */
class BodyBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * EmbeddedBody renders the body of another page that a page shows (a blog list
 * shows its posts: docskit.Page.Embeds): the nodes the page's data holds, or for
 * a module page the nodes its module makes, the first `cut` of them when the
 * page shows only its start (what comes before a truncate marker). idPrefix
 * keeps the nodeIds of each embedded body apart.
 */
export function EmbeddedBody({
  page,
  route,
  nodes,
  cut,
  idPrefix,
}: {
  page: PageData;
  route: string;
  nodes?: readonly BodyNode[];
  cut?: number;
  idPrefix: string;
}) {
  const all: readonly ModuleNode[] = __DOCSKIT_PAGE_MODULES__ && page.embeds?.[route] ? embeddedModule(page, route).default({}) : (nodes ?? []);
  return <>{render(cut === undefined ? all : all.slice(0, cut), idPrefix)}</>;
}

/**
 * A content component that sets `usesNodeId = true` on itself gets a `nodeId`
 * prop: its position in the page body, as "dk-0-2" (the third child of the first
 * node). It is the same on the server, on hydration and after a client-side
 * navigation, unlike useId, so it serves for element ids.
 */
function render(nodes: readonly ModuleNode[] | undefined, path: string): ReactNode[] {
  if (!nodes) return [];
  return nodes.map((n, i) => {
    // Internal links in static HTML are prefetched once they scroll into view, like Links.
    if (n.t === 'html') {
      // A run inside a paragraph or heading of a module page is inline.
      if (n.inline) return <span key={i} dangerouslySetInnerHTML={{ __html: n.html }} />;
      return <div key={i} className="dk-html" ref={prefetchLinksIn} dangerouslySetInnerHTML={{ __html: n.html }} />;
    }
    if (n.t === 'x') return __DOCSKIT_PAGE_MODULES__ ? <Fragment key={i}>{n.v as ReactNode}</Fragment> : null;
    if (n.t === 'text') return n.text;
    // A module page's component by reference, else the component by name.
    const type = n.t === 'el' ? n.name : (__DOCSKIT_PAGE_MODULES__ && 'type' in n && (n.type as AnyComponent | undefined)) || components[n.name];
    if (!type && __DOCSKIT_STAND_INS__) {
      // A Docusaurus site's component that none of its files gives (a theme's
      // global MDX component docskit does not have): a notice in its place.
      return (
        <div key={i} className="dk-stand-in" role="note">
          <code>{`<${n.name}>`}</code> is part of a Docusaurus plugin or theme that this build does not run.
        </div>
      );
    }
    if (!type) throw new Error(`unknown component <${n.name}> in page data`);
    let children: ReactNode[];
    try {
      children = render(n.children, `${path}-${i}`);
    } catch (err) {
      throw new Error(`cannot render <${n.name}>`, { cause: err });
    }
    const props: Record<string, unknown> = { key: i, ...n.props };
    if (n.t === 'c' && (type as { usesNodeId?: boolean }).usesNodeId) props.nodeId = `${path}-${i}`;
    return createElement(type, props, ...children);
  });
}
