import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Browser tests run against a production build served by `site serve`
// (scripts/test.sh builds build/test-site first). Chromium is Debian's.
// DOCSKIT_TEST_PORT and DOCSKIT_TEST_DIR let several runs use their own builds.
const port = Number(process.env.DOCSKIT_TEST_PORT ?? 3100);
const dir = process.env.DOCSKIT_TEST_DIR ?? 'build/test-site';
// The analytics specs need a build with both providers configured.
const analyticsPort = Number(process.env.DOCSKIT_ANALYTICS_PORT ?? 3101);
const analyticsDir = process.env.DOCSKIT_ANALYTICS_DIR ?? 'build/test-analytics';

export default defineConfig({
  testDir: 'tests/browser',
  timeout: 30_000,
  // On CI one retry: a spec that passes only on its retry is reported as
  // flaky by name (scripts/test.sh prints the count) instead of losing the run
  // to a busy machine; locally a failure fails.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    trace: 'off',
  },
  webServer: [
    {
      command: `go run ./site serve -dir ${dir} -addr 127.0.0.1:${port}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    ...(existsSync(analyticsDir)
      ? [
          {
            command: `go run ./site serve -dir ${analyticsDir} -addr 127.0.0.1:${analyticsPort}`,
            url: `http://127.0.0.1:${analyticsPort}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 120_000,
          },
        ]
      : []),
  ],
});
