// The site's URLs: its base URL and trailing slash (docskit.Config.URLs in Go),
// from the site config. A module of its own with no other imports, so that the
// Docusaurus modules can use it without loading the router. Internal: not overridable.
import config from '@docskit/site-config';
import { siteURLs } from './match';

export const urls = siteURLs(config.baseUrl, config.trailingSlash);
