import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

// Browser tests of Docusaurus sites built by cmd/docskit, each built and
// served by the command (the repository's playwright.config.ts serves the
// Nuri site): the docusaurus package's test site (docusaurus/testdata/site,
// project "site") and its versioned fixture site
// (docusaurus/testdata/versioned, project "versioned": versions.spec.ts).
// Run from the repository root:
//
//   npx playwright test -c docusaurus/playwright.config.ts
//
// DOCSKIT_DOCUSAURUS_PORT and DOCSKIT_DOCUSAURUS_DIR let several runs use
// their own; the versioned site is served on the port after it, from the
// folder's name with "-versioned" after it.
const port = Number(process.env.DOCSKIT_DOCUSAURUS_PORT ?? 3103);
const dir = process.env.DOCSKIT_DOCUSAURUS_DIR ?? 'build/test-docusaurus';
const repo = fileURLToPath(new URL('..', import.meta.url));

/** The command that builds a site folder into out and serves it on at. */
function server(site: string, out: string, at: number) {
  return {
    command: `go run ./cmd/docskit build -out ${out} ${site} && go run ./cmd/docskit serve -dir ${out} -addr 127.0.0.1:${at}`,
    cwd: repo,
    url: `http://127.0.0.1:${at}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  };
}

export default defineConfig({
  testDir: 'browser',
  timeout: 30_000,
  // On CI one retry, as the other configs (a busy machine); locally a failure fails.
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: [['list']],
  use: {
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    trace: 'off',
  },
  projects: [
    { name: 'site', testIgnore: 'versions.spec.ts', use: { baseURL: `http://127.0.0.1:${port}` } },
    { name: 'versioned', testMatch: 'versions.spec.ts', use: { baseURL: `http://127.0.0.1:${port + 1}` } },
  ],
  webServer: [server('docusaurus/testdata/site', dir, port), server('docusaurus/testdata/versioned', `${dir}-versioned`, port + 1)],
});
