// The blog's UI strings, in English, by Docusaurus 3.9.2's translation ids
// (docusaurus-theme-translations, theme-common): the blog components read them
// here until they join the theme's dictionary with the other components'.
import { kit } from './kit';

export const blogStrings = {
  'theme.blog.post.readMore': 'Read more',
  'theme.blog.post.readMoreLabel': 'Read more about {title}',
  'theme.blog.post.readingTime.plurals': 'One min read|{readingTime} min read',
  'theme.blog.post.plurals': 'One post|{count} posts',
  'theme.blog.post.paginator.navAriaLabel': 'Blog post page navigation',
  'theme.blog.post.paginator.newerPost': 'Newer post',
  'theme.blog.post.paginator.olderPost': 'Older post',
  'theme.blog.paginator.navAriaLabel': 'Blog list page navigation',
  'theme.blog.paginator.newerEntries': 'Newer entries',
  'theme.blog.paginator.olderEntries': 'Older entries',
  'theme.blog.sidebar.navAriaLabel': 'Blog recent posts navigation',
  'theme.blog.archive.title': 'Archive',
  'theme.blog.archive.description': 'Archive',
  'theme.blog.tagTitle': '{nPosts} tagged with "{tagName}"',
  'theme.tags.tagsPageTitle': 'Tags',
  'theme.tags.tagsListLabel': 'Tags:',
  'theme.tags.tagsPageLink': 'View All Tags',
  'theme.blog.authorsList.pageTitle': 'Authors',
  'theme.blog.authorsList.viewAll': 'View all authors',
  'theme.blog.author.noPosts': 'This author has not written any posts yet.',
  'theme.blog.author.pageTitle': '{authorName} - {nPosts}',
  'theme.common.editThisPage': 'Edit this page',
  'theme.lastUpdated.lastUpdatedAtBy': 'Last updated{atDate}{byUser}',
  'theme.lastUpdated.atDate': ' on {date}',
  'theme.lastUpdated.byUser': ' by {user}',
  'theme.contentVisibility.unlistedBanner.title': 'Unlisted page',
  'theme.contentVisibility.unlistedBanner.message':
    'This page is unlisted. Search engines will not index it, and only users having a direct link can access it.',
  'theme.contentVisibility.draftBanner.title': 'Draft page',
  'theme.contentVisibility.draftBanner.message': 'This page is a draft. It will only be visible in dev and be excluded from the production build.',
} as const;

export type BlogStringId = keyof typeof blogStrings;

/** s is the string of id with its {placeholders} replaced by values. */
export function s(id: BlogStringId, values: Record<string, string | number> = {}): string {
  return blogStrings[id].replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}

/** plural picks the form of a "one|other" string for count, as Docusaurus's usePluralForm does in English. */
export function plural(id: BlogStringId, count: number, values: Record<string, string | number> = {}): string {
  const forms = s(id, { ...values, count }).split('|');
  return (count === 1 ? forms[0] : forms[forms.length - 1]) ?? '';
}

let dateFormat: Intl.DateTimeFormat | undefined;

/** formatDate writes a post's date (RFC 3339, UTC) in the site's language, as Docusaurus does: "January 15, 2024". */
export function formatDate(date: string): string {
  dateFormat ??= new Intl.DateTimeFormat(kit.config.locale.htmlLang || 'en', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return dateFormat.format(new Date(date));
}
