import { createElement, type ReactNode } from 'react';
import type { BodyNode } from '../data';
import Admonition from '@theme/Admonition';
import CodeBlock from '@theme/CodeBlock';
import Details from '@theme/Details';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = (props: any) => ReactNode;

const components: Record<string, AnyComponent> = { Admonition, CodeBlock, Details, TabItem, Tabs };

/** registerComponents adds a site's MDX components (called by client modules). */
export function registerComponents(extra: Record<string, AnyComponent>): void {
  Object.assign(components, extra);
}

/** Body renders a page body tree: static HTML runs and component nodes. */
export default function Body({ nodes }: { nodes: readonly BodyNode[] }) {
  return <>{render(nodes)}</>;
}

function render(nodes: readonly BodyNode[] | undefined): ReactNode[] {
  if (!nodes) return [];
  return nodes.map((n, i) => {
    if (n.t === 'html') return <div key={i} className="dk-html" dangerouslySetInnerHTML={{ __html: n.html }} />;
    if (n.t === 'el') return createElement(n.name, { key: i, ...n.props }, ...render(n.children));
    const C = components[n.name];
    if (!C) throw new Error(`unknown component <${n.name}> in page data`);
    return createElement(C, { key: i, ...n.props }, ...render(n.children));
  });
}
