// The JavaScript modules of MDX pages that need JavaScript (docskit/mdx
// module.go): a page whose data names a module gets its body from the
// module's default export, called while the page renders (its expressions
// may call hooks). A React page's module (kind "reactPage") is its file as
// written, whose default export is the page's component (pageComponent). The server bundle holds every page's module, by route
// (@docskit/pages); the client imports a page's chunk by its URL, with its
// stylesheets, before it shows or hydrates the page. A site without module
// pages gets none of this code (__DOCSKIT_PAGE_MODULES__: each use is inside a
// branch on it, which esbuild drops with what it calls; a use after an early
// return would keep it). Internal: not overridable.
// lazy.tsx first: the page modules import theme components that register
// themselves there.
import { preloadAllLazy, preloadLazy } from './lazy';
import serverPages from '@docskit/pages';
import type { ComponentType } from 'react';
import type { BodyNode, PageData } from '../data';

/** A node of a module page's body: page-data nodes, plus a component by reference and an expression's value. */
export type ModuleNode =
  | BodyNode
  | { readonly t: 'c'; readonly name: string; readonly type?: unknown; readonly props?: Record<string, unknown>; readonly children?: readonly ModuleNode[] }
  | { readonly t: 'el'; readonly name: string; readonly props?: Record<string, unknown>; readonly children?: readonly ModuleNode[] }
  | { readonly t: 'x'; readonly v: unknown };

/** What a page module exports: its body, made on each render. */
export interface PageModule {
  default: (props: Record<string, unknown>) => readonly ModuleNode[];
}

const loaded = new Map<string, PageModule>();
const loading = new Map<string, Promise<void>>();

/** loadStylesheet links a stylesheet once and resolves when it has loaded (or failed: the page still shows). */
function loadStylesheet(href: string): Promise<void> {
  if (document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
}

/** loadPageModule loads a page's module and stylesheets; nothing for a page without one. */
export function loadPageModule(page: PageData): Promise<void> {
  return loadModule(page.module, page.moduleCss);
}

/** loadModule loads a module and its stylesheets once. */
function loadModule(url: string | undefined, css: readonly string[] | undefined): Promise<void> {
  if (__DOCSKIT_SERVER__ || !url || loaded.has(url)) return Promise.resolve();
  let p = loading.get(url);
  if (!p) {
    p = Promise.all([import(/* @vite-ignore */ url) as Promise<PageModule>, ...(css ?? []).map(loadStylesheet)]).then(
      ([m]) => {
        loaded.set(url, m);
      },
      (err: unknown) => {
        loading.delete(url); // the next try imports again
        throw err;
      },
    );
    loading.set(url, p);
  }
  return p;
}

/** pageModule is the loaded module of a page that has one (page.module). */
export function pageModule(page: PageData): PageModule {
  const m = __DOCSKIT_SERVER__ ? (serverPages as Record<string, PageModule>)[page.route] : loaded.get(page.module ?? '');
  if (!m) throw new Error(`docskit: the module of ${page.route} is not loaded`);
  return m;
}

/**
 * embeddedModule is the loaded module of another page whose body a page shows
 * (page.embeds, by that page's route): a blog list shows its posts.
 */
export function embeddedModule(page: PageData, route: string): PageModule {
  const m = __DOCSKIT_SERVER__ ? (serverPages as Record<string, PageModule>)[route] : loaded.get(page.embeds?.[route]?.module ?? '');
  if (!m) throw new Error(`docskit: the module of ${route}, shown in ${page.route}, is not loaded`);
  return m;
}

/**
 * pageComponent is the component a React page's module exports as default
 * (page.kind "reactPage", Docusaurus's src/pages/*.js): it renders the whole page.
 */
export function pageComponent(page: PageData): ComponentType<Record<string, unknown>> {
  const c = (pageModule(page) as unknown as { default?: unknown }).default;
  // A function, or an object such as React.memo's.
  if (typeof c !== 'function' && (typeof c !== 'object' || c === null)) {
    throw new Error(`docskit: ${page.route}: the page's module has no default export that is a React component`);
  }
  return c as ComponentType<Record<string, unknown>>;
}

/**
 * preloadFor loads what a page needs before it is shown or hydrated: the
 * chunks of its lazy layout and of the lazy components in its body, or for a
 * page with a module or embedded modules (page.embeds), the modules, their
 * stylesheets and every lazy component (a module's body is made only when it
 * renders).
 */
export function preloadFor(page: PageData): Promise<void> {
  if (!page.module && !page.embeds) return preloadLazy(page);
  if (__DOCSKIT_PAGE_MODULES__) {
    const embeds = Object.values(page.embeds ?? {}).map((e) => loadModule(e.module, e.moduleCss));
    return Promise.all([loadPageModule(page), ...embeds, preloadLazy(page), preloadAllLazy()]).then(() => undefined);
  }
  // A client built without page modules (one from before the deploy that
  // added the first) cannot show this page: the navigation loads it in full.
  return Promise.reject(new Error(`docskit: ${page.route} is a module page`));
}
