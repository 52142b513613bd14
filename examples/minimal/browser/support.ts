// Shared helpers of the minimal example's English-UI specs (not a spec itself).
import type { TestInfo } from '@playwright/test';

/**
 * The URL path of a route of the site as the project built it: under the base
 * URL /docs/, with a trailing slash when the project's build has one.
 */
export function at(info: TestInfo, route: string): string {
  if (route === '/') return '/docs/';
  return `/docs${route}${info.project.metadata.trailingSlash ? '/' : ''}`;
}
