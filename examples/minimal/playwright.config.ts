import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

// Browser tests of the minimal example built as a site under a base URL, as a
// Docusaurus site with baseUrl '/docs/' is: once with trailingSlash unset and
// once with it true, each built and served by the example's own commands
// (serve reads the base URL from the build). Run from the repository root:
//
//   npx playwright test -c examples/minimal/playwright.config.ts
//
// DOCSKIT_MINIMAL_PORT (and the port after it) and DOCSKIT_MINIMAL_DIR let
// several runs use their own servers and builds.
const port = Number(process.env.DOCSKIT_MINIMAL_PORT ?? 3104);
const dir = process.env.DOCSKIT_MINIMAL_DIR ?? 'build/test-minimal';
const repo = fileURLToPath(new URL('../..', import.meta.url));

/** The builds: the trailing-slash flag, the port, the output folder. */
const builds = [
  { name: 'base-url', slash: '', port, out: `${dir}-base` },
  { name: 'base-url-trailing-slash', slash: 'true', port: port + 1, out: `${dir}-base-slash` },
];

export default defineConfig({
  testDir: 'browser',
  timeout: 30_000,
  // On CI one retry (see the repository's playwright.config.ts).
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: [['list']],
  use: {
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    trace: 'off',
  },
  projects: builds.map((b) => ({
    name: b.name,
    use: { baseURL: `http://127.0.0.1:${b.port}` },
    metadata: { trailingSlash: b.slash === 'true' },
  })),
  webServer: builds.map((b) => ({
    command:
      `go run ./examples/minimal -base-url /docs/ -trailing-slash '${b.slash}' build -out ${b.out} && ` +
      `go run ./examples/minimal serve -dir ${b.out} -addr 127.0.0.1:${b.port}`,
    cwd: repo,
    url: `http://127.0.0.1:${b.port}/docs/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  })),
});
