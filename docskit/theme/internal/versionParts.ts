// The docs version components, one lazy chunk (see versionChunks.ts): the
// lazy parts of the layout in components/DocVersionBanner, DocVersionBadge,
// DocsVersionDropdown and Navbar load their component from here, so that a
// versioned site fetches them in one request, and the chunk reaches the
// same shared modules as the theme's other lazy chunks (React and ui.ts),
// which keeps those in one first-load chunk with them.
// Internal: not overridable.
export { default as DocVersionBanner } from '../components/DocVersionBanner/DocVersionBanner';
export { default as DocVersionBadge } from '../components/DocVersionBadge/DocVersionBadge';
export { default as DocsVersionDropdown } from '../components/DocsVersionDropdown/DocsVersionDropdown';
export { default as VersionedNavLink } from '../components/Navbar/VersionedNavLink';
