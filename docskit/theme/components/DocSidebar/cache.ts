// A sidebar item that does not hold the page being rendered renders the
// same on every page of its sidebar: none of its links is current, and its
// categories are open or collapsed as the sidebar says, since the server
// has no reader's clicks. On a site of 10,000 pages each page's sidebar
// lists about a hundred such items, and React rendered every one of them
// again for each page. Here what an item's <li> holds is rendered once, by
// itself, and the <li> takes it as HTML on every later page. The browser
// hydrates the same DOM either way. This module is in the server bundle only.
import { createElement, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { SidebarItem } from '../../data';

/** The props of an item's <li> element. */
export interface LiProps {
  readonly className?: string;
  readonly children?: ReactNode;
}

// What each item's <li> holds, by item, then by depth (the lists inside an
// item name their depth in their classes).
const rendered = new WeakMap<SidebarItem, string[]>();

/**
 * item is li with what it holds rendered to HTML, the first time for item
 * at depth, and taken from the cache after that.
 */
export function item(it: SidebarItem, li: ReactElement<LiProps>, depth: number): ReactElement {
  let byDepth = rendered.get(it);
  if (!byDepth) rendered.set(it, (byDepth = []));
  const inside = (byDepth[depth] ??= flat(renderToString(li.props.children)));
  return createElement('li', { key: li.key, className: li.props.className, dangerouslySetInnerHTML: { __html: inside } });
}

// flat copies s into one string: renderToString joins its result from
// the many small strings it wrote, and V8 keeps such a string as a tree of
// them, several times the size of its text, for as long as the cache does.
const flat = (s: string) => Buffer.from(s).toString();
