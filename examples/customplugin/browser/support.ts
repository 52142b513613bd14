// Shared helpers of the example's browser specs (not a spec itself).
import type { Page } from '@playwright/test';
import { collectProblems } from '../../../tests/browser/support';

export { open } from '../../../tests/browser/support';

/** The quizzes of the doc page shown. */
export const QUIZ = 'article.dk-doc section.quiz';

/**
 * The console problems of the page (hydration mismatches included, see
 * collectProblems), except Chromium's 404 for /favicon.ico: the example site
 * has no icon, and the request is the browser's own.
 */
export function problemsOf(page: Page): () => string[] {
  const all = collectProblems(page);
  return () => all.filter((p) => !p.includes('/favicon.ico'));
}
