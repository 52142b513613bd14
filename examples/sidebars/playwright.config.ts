import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

// Browser tests of the sidebars example: it is built and served by its
// own commands (the repository's playwright.config.ts serves the Nuri site).
// Run from the repository root:
//
//   npx playwright test -c examples/sidebars/playwright.config.ts
//
// DOCSKIT_EXAMPLE_PORT and DOCSKIT_EXAMPLE_DIR let several runs use their own.
const port = Number(process.env.DOCSKIT_EXAMPLE_PORT ?? 3104);
const dir = process.env.DOCSKIT_EXAMPLE_DIR ?? 'build/test-sidebars';
const repo = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  testDir: 'browser',
  timeout: 30_000,
  // On CI one retry: a spec that passes only on its retry is reported as
  // flaky by name (scripts/test.sh prints the count) instead of losing the run
  // to a busy machine; locally a failure fails.
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    trace: 'off',
  },
  webServer: {
    command: `go run ./examples/sidebars build -out ${dir} && go run ./examples/sidebars serve -dir ${dir} -addr 127.0.0.1:${port}`,
    cwd: repo,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
