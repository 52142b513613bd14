// @docusaurus/ExecutionEnvironment: what the JavaScript environment offers.
// Module constants: false in the server render, true in a browser. Reading them
// while rendering makes the server and client markup differ; use useIsBrowser
// or BrowserOnly for that.
const canUseDOM = typeof window !== 'undefined' && typeof window.document?.createElement === 'function';

const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && typeof window.addEventListener === 'function',
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM && 'screen' in window,
} as const;

export default ExecutionEnvironment;
