import { hydrateRoot } from 'react-dom/client';
import App from './App';
import type { InitialData } from './data';
import './styles/theme.css';
import '@docskit/extra.css';

const el = document.getElementById('__docskit_data');
const root = document.getElementById('__docskit');
if (el && root) {
  const initial = JSON.parse(el.textContent ?? '{}') as InitialData;
  hydrateRoot(root, <App initial={initial} />, {
    onRecoverableError: (err) => console.error('docskit: hydration error', err),
  });
}
