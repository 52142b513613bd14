// The order of the bundled CSS follows the import order: theme.css first (it
// declares the cascade layers dk.reset, dk.base, dk.components before any
// component stylesheet uses them), then the components' own stylesheets (through
// App), then the site's CSS last.
import './styles/theme.css';
import './styles/color-mode.css';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import App from './App';
import '@docskit/extra.css';
import type { InitialData } from './data';
import { startColorMode } from './internal/colorMode';
import { preloadFor } from './internal/pageModule';
import { loadSidebar } from './internal/router';

declare global {
  interface Window {
    /** Set when the client bundle runs; the base-URL check in the page (docskit/inline/baseurl.ts) looks for it. */
    __docskitClient?: true;
  }
}

window.__docskitClient = true;
startColorMode();

const el = document.getElementById('__docskit_data');
const root = document.getElementById('__docskit');
if (el && root) {
  const initial = JSON.parse(el.textContent ?? '{}') as InitialData;
  // A large sidebar is not copied into the page: the page names its shared
  // file (and preloads it), and hydration waits for it like for the lazy
  // chunks. If it cannot be loaded, the server-rendered page stays as it is.
  const sidebar = initial.sidebar === null && initial.page.sidebarUrl ? loadSidebar(initial.page.sidebarUrl) : Promise.resolve(initial.sidebar);
  // The lazy chunks this page uses load first, so hydration meets the same
  // markup the server rendered; if one fails, its component shows Retry.
  // Hydration runs as a transition, so React renders in slices of a few
  // milliseconds and yields between them: a long page no longer blocks the main
  // thread for one long task (Lighthouse's total blocking time, mobile, on
  // /docs/sdk/namespaces/push: see bench/lighthouse.sh).
  const hydrate = (data: InitialData) =>
    startTransition(() => {
      hydrateRoot(root, <App initial={data} />, {
        onRecoverableError: (err) => console.error('docskit: hydration error', err),
      });
    });
  Promise.all([sidebar, preloadFor(initial.page).catch(() => undefined)]).then(
    ([sb]) => hydrate({ page: initial.page, sidebar: sb }),
    (err: unknown) => console.error('docskit: cannot load the sidebar, the page is not interactive', err),
  );
}
