// @ts-check
const path = require('path');

/** @type {import('@docusaurus/types').Config} */
module.exports = {
  title: 'Widget Docs',
  tagline: 'Everything about widgets',
  url: 'https://widgets.example.com',
  baseUrl: '/',
  trailingSlash: false,
  favicon: 'img/favicon.svg',
  onBrokenLinks: 'throw',
  customFields: { motto: 'Small parts, big machines' },
  i18n: { defaultLocale: 'en', locales: ['en'] },
  presets: [
    [
      'classic',
      {
        docs: { routeBasePath: 'guide', sidebarPath: require.resolve('./sidebars.js') },
        blog: {
          blogTitle: 'Widget blog',
          blogDescription: 'News from the widget team',
          postsPerPage: 2,
          blogSidebarCount: 'ALL',
          blogSidebarTitle: 'All posts',
          feedOptions: { type: 'all', copyright: `Copyright © ${2026} Widgets, Inc.` },
          editUrl: 'https://github.com/example/widgets/edit/main/site/',
        },
        theme: { customCss: path.resolve(__dirname, 'src/css/custom.css') },
      },
    ],
  ],
  plugins: [
    'docusaurus-plugin-widget-analytics',
    [
      '@docusaurus/plugin-client-redirects',
      {
        fromExtensions: ['html'],
        redirects: [
          { from: ['/guide/start', '/start'], to: '/guide/intro' },
          { from: '/old-help', to: '/help?from=old#contact' },
          // /about is a page: this redirect is left out.
          { from: '/about', to: '/help' },
        ],
        createRedirects(existingPath) {
          if (existingPath.startsWith('/guide/guides/')) {
            return [existingPath.replace('/guide/guides/', '/docs/'), existingPath.replace('/guide/guides/', '/v1/')];
          }
          return undefined;
        },
      },
    ],
  ],
  clientModules: [require.resolve('./src/client/route-marker.js'), './src/client/footer-rule.css'],
  scripts: [{ src: 'https://cdn.example.com/widget.js', async: true, defer: false }],
  stylesheets: ['https://fonts.example.com/widget.css'],
  headTags: [{ tagName: 'meta', attributes: { name: 'widget-version', content: '2' } }],
  themeConfig: {
    navbar: {
      title: 'Widgets',
      logo: { alt: 'Widgets', src: 'img/logo.svg' },
      items: [
        { type: 'doc', docId: 'intro', label: 'Start', position: 'left' },
        { type: 'doc', docId: 'guides/setup-widget', label: 'Setup' },
        { type: 'docSidebar', sidebarId: 'docs', label: 'Guide' },
        { to: '/blog', label: 'Blog', position: 'left' },
        { href: 'https://github.com/example/widgets', label: 'GitHub', position: 'right' },
        { type: 'localeDropdown', position: 'right' },
        { type: 'docSidebar', sidebarId: 'nope', label: 'Missing' },
        { href: 'pathname:///playground/', label: 'Playground' },
        {
          type: 'dropdown',
          label: 'More',
          position: 'left',
          items: [
            { type: 'doc', docId: 'guides/setup-widget', label: 'Setup guide' },
            { type: 'html', value: '<hr>' },
            { to: '/blog', label: 'News' },
            { href: 'https://status.example.com', label: 'Status' },
          ],
        },
      ],
    },
    footer: {
      links: [
        { title: 'Docs', items: [{ label: 'Introduction', to: 'guide/intro' }] },
        { title: 'Blog', items: [{ label: 'Blog', to: 'blog' }, { label: 'RSS', to: 'blog/rss.xml' }] },
        { title: 'More', items: [{ label: 'GitHub', href: 'https://github.com/example/widgets' }, { html: '<b>html</b>' }] },
      ],
      copyright: `Copyright © ${2026} Widgets, <a href="https://widgets.example.com">Inc.</a>`,
    },
    // A Prism theme as prism-react-renderer's themes are written; no darkTheme: it is used in dark mode too.
    prism: {
      theme: {
        plain: { color: '#393a34', backgroundColor: '#f6f1e7' },
        styles: [
          { types: ['comment', 'prolog'], style: { color: '#8a8f87', fontStyle: 'italic' } },
          { types: ['keyword'], style: { color: '#b3261e' } },
          { types: ['string', 'attr-value'], style: { color: '#2f6b1f' } },
          { types: ['number', 'boolean'], style: { color: '#1c5bb8' } },
          { types: ['function'], style: { color: '#7a3eb1' } },
        ],
      },
      additionalLanguages: ['java'],
    },
    announcementBar: { id: 'v2', content: 'Widgets <b>2.0</b> is out', isCloseable: false },
    colorMode: { defaultMode: 'dark' },
    // The classic preset's Algolia search: docskit's own search, with its page at /search.
    algolia: { appId: 'WIDGETS', apiKey: 'public-key', indexName: 'widgets' },
  },
};
