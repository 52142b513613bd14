import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

// Browser tests of a Docusaurus site built by cmd/docskit: the docusaurus
// package's test site (docusaurus/testdata/site), built and served by the
// command (the repository's playwright.config.ts serves the Nuri site).
// Run from the repository root:
//
//   npx playwright test -c docusaurus/playwright.config.ts
//
// DOCSKIT_DOCUSAURUS_PORT and DOCSKIT_DOCUSAURUS_DIR let several runs use their own.
const port = Number(process.env.DOCSKIT_DOCUSAURUS_PORT ?? 3103);
const dir = process.env.DOCSKIT_DOCUSAURUS_DIR ?? 'build/test-docusaurus';
const repo = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  testDir: 'browser',
  timeout: 30_000,
  // On CI one retry, as the other configs (a busy machine); locally a failure fails.
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    trace: 'off',
  },
  webServer: {
    command: `go run ./cmd/docskit build -out ${dir} docusaurus/testdata/site && go run ./cmd/docskit serve -dir ${dir} -addr 127.0.0.1:${port}`,
    cwd: repo,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
