// Lazily loaded content components: code-split chunks behind React.lazy + Suspense.
// The server bundle renders them synchronously; the client loads the chunks a page
// needs before it hydrates or shows the page (preloadFor). Internal: not overridable.
import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type ReactElement } from 'react';
import type { BodyNode, PageData } from '../data';
import { UI } from '@docskit/ui';
import '../styles/navigation.css';

/** How long a loading lazy component shows nothing before its spinner (react-loadable's pastDelay). */
export const SPINNER_DELAY = 200;

interface Module<P> {
  default: ComponentType<P>;
}

/** Loaders of the lazy components, by their MDX name. */
const registry = new Map<string, () => Promise<unknown>>();

const never = new Promise<never>(() => undefined);

/**
 * lazyComponent makes a content component whose code is loaded on demand.
 * name is its MDX name (as in page data), load a dynamic import of its module and
 * server the same module loaded synchronously, only in the server bundle:
 *
 *   lazyComponent('Details', () => import('./Details'), __DOCSKIT_SERVER__ ? require('./Details') : null)
 *
 * While the chunk loads the component shows a spinner after SPINNER_DELAY; if it
 * fails it shows the error and a Retry button that imports the chunk again.
 */
export function lazyComponent<P extends object>(
  name: string,
  load: () => Promise<Module<P>>,
  server: Module<P> | null,
): (props: P) => ReactElement {
  const [Lazy, preload] = makeLazy(name, load, server);
  registry.set(name, preload);
  return Lazy;
}

/** The loaders of the lazy layouts, by the prefix of the page kinds they show. */
const layouts = new Map<string, () => Promise<unknown>>();

/**
 * lazyLayout makes the layout of the pages whose kind starts with prefix a lazy
 * component (the blog's: "blogList", "blogPost", …): a site without such pages
 * never loads its code, and a page of one loads the chunk before it is shown or
 * hydrated, with every lazy component, since such a layout shows bodies that
 * its props hold (a blog list shows its posts).
 */
export function lazyLayout<P extends object>(
  prefix: string,
  load: () => Promise<Module<P>>,
  server: Module<P> | null,
): (props: P) => ReactElement {
  const [Lazy, preload] = makeLazy(prefix, load, server);
  layouts.set(prefix, preload);
  return Lazy;
}

/** The loaders of the lazy parts of the layout, by name. */
const parts = new Map<string, () => Promise<unknown>>();

/**
 * lazyPart makes a part of the layout that few sites show a lazy component
 * (the docs version banner, badge and navbar items): it is in no page's
 * body, so a versioned doc (page.version) loads them all before it is shown
 * or hydrated (preloadLazy), and a site without them never does.
 */
export function lazyPart<P extends object>(
  name: string,
  load: () => Promise<Module<P>>,
  server: Module<P> | null,
): (props: P) => ReactElement {
  const [Lazy, preload] = makeLazy(name, load, server);
  parts.set(name, preload);
  return Lazy;
}

/**
 * lazyOnDemand makes a part of the layout that few sites show a lazy
 * component that nothing preloads: its chunk is fetched when it is first
 * rendered (while hydrating, React keeps the server's HTML until then).
 */
export function lazyOnDemand<P extends object>(
  name: string,
  load: () => Promise<Module<P>>,
  server: Module<P> | null,
): (props: P) => ReactElement {
  return makeLazy(name, load, server)[0];
}

function makeLazy<P extends object>(
  name: string,
  load: () => Promise<Module<P>>,
  server: Module<P> | null,
): [(props: P) => ReactElement, () => Promise<Module<P>>] {
  let loaded: Module<P> | null = server;
  let pending: Promise<Module<P>> | null = null;
  const preload = (): Promise<Module<P>> =>
    loaded
      ? Promise.resolve(loaded)
      : (pending ??= load().then(
          (m) => (loaded = m),
          (err: unknown) => {
            pending = null; // the next try imports again
            throw err;
          },
        ));

  function Lazy(props: P) {
    const [attempt, setAttempt] = useState(0);
    const [failed, setFailed] = useState<{ error: unknown } | null>(null);
    // The same element type for the life of an attempt: the module itself when it is
    // already loaded (no suspension), otherwise a React.lazy that waits for it. A
    // failure is kept out of React (no error thrown): the boundary stays pending and
    // the error view replaces it, also while hydrating.
    const Inner = useMemo<ComponentType<P>>(
      () =>
        loaded
          ? loaded.default
          : lazy(() =>
              preload().catch((error: unknown) => {
                setFailed({ error });
                return never;
              }),
            ),
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [attempt],
    );
    if (failed) {
      return (
        <LoadError
          error={failed.error}
          retry={() => {
            setFailed(null);
            setAttempt((a) => a + 1);
          }}
        />
      );
    }
    return (
      <Suspense fallback={<Spinner />}>
        <Inner {...props} />
      </Suspense>
    );
  }
  Lazy.displayName = `Lazy(${name})`;
  return [Lazy, preload];
}

/**
 * preloadLazy loads the chunks of the lazy components in a page's body, or for
 * a page with a lazy layout, that layout's and every lazy component's (see
 * pageModule.ts's preloadFor).
 */
export function preloadLazy(page: PageData): Promise<void> {
  const loads = new Set<() => Promise<unknown>>();
  const walk = (nodes: readonly BodyNode[] | undefined): void => {
    for (const n of nodes ?? []) {
      const l = n.t === 'c' ? registry.get(n.name) : undefined;
      if (l) loads.add(l);
      if (n.t === 'c' || n.t === 'el') walk(n.children);
    }
  };
  walk(page.body);
  for (const [prefix, l] of layouts) {
    if (page.kind.startsWith(prefix)) [l, ...registry.values()].forEach((x) => loads.add(x));
  }
  // A versioned doc shows the docs version parts.
  if (page.version) parts.forEach((l) => loads.add(l));
  return Promise.all([...loads].map((l) => l())).then(() => undefined);
}

/** preloadAllLazy loads every lazy component: for a page whose body its module makes. */
export function preloadAllLazy(): Promise<void> {
  return Promise.all([...registry.values()].map((l) => l())).then(() => undefined);
}

function Spinner() {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const t = window.setTimeout(() => setPast(true), SPINNER_DELAY);
    return () => window.clearTimeout(t);
  }, []);
  return past ? (
    <div className="dk-lazy-loading" role="status" aria-label={UI['docskit.lazy.loading']}>
      <span className="dk-spinner" />
    </div>
  ) : null;
}

function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div className="dk-lazy-error" role="alert">
      <p>{UI['docskit.lazy.failed']}</p>
      <p className="dk-lazy-error-message">{error instanceof Error ? error.message : String(error)}</p>
      <button type="button" className="dk-lazy-retry" onClick={retry}>
        {UI['docskit.lazy.retry']}
      </button>
    </div>
  );
}
