// How the blog writes a date.
import { kit } from './kit';

let dateFormat: Intl.DateTimeFormat | undefined;

/**
 * formatDate writes a post's date (RFC 3339, UTC) in the site's language, as
 * Docusaurus does: "January 15, 2024", "2024년 1월 15일". The time zone is
 * UTC's, so that the server's HTML and the browser's agree.
 */
export function formatDate(date: string): string {
  dateFormat ??= new Intl.DateTimeFormat(kit.config.locale.htmlLang || 'en', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return dateFormat.format(new Date(date));
}
