// The order of the bundled CSS follows the import order: theme.css first (it
// declares the cascade layers dk.reset, dk.base, dk.components before any
// component stylesheet uses them), then the components' own stylesheets (through
// App), then the site's CSS last.
import './styles/theme.css';
import './styles/color-mode.css';
import { hydrateRoot } from 'react-dom/client';
import App from './App';
import '@docskit/extra.css';
import type { InitialData } from './data';
import { startColorMode } from './internal/colorMode';
import { preloadFor } from './internal/lazy';

declare global {
  interface Window {
    /** Set when the client bundle runs; the base-URL check in the page (docskit/document.go) looks for it. */
    __docskitClient?: true;
  }
}

window.__docskitClient = true;
startColorMode();

const el = document.getElementById('__docskit_data');
const root = document.getElementById('__docskit');
if (el && root) {
  const initial = JSON.parse(el.textContent ?? '{}') as InitialData;
  // The lazy chunks this page uses load first, so hydration meets the same
  // markup the server rendered; if one fails, its component shows Retry.
  const hydrate = () =>
    hydrateRoot(root, <App initial={initial} />, {
      onRecoverableError: (err) => console.error('docskit: hydration error', err),
    });
  preloadFor(initial.page).then(hydrate, hydrate);
}
