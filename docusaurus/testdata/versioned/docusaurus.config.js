// A small versioned site: the docs folder is the next release ("Canary"),
// versions.json lists 2.0 (the last version, at /docs) and 1.0.
/** @type {import('@docusaurus/types').Config} */
module.exports = {
  title: 'Gadget',
  tagline: 'A gadget for every desk',
  url: 'https://gadget.example.com',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.js',
          editUrl: 'https://git.example.com/gadget/edit/main/',
          versions: {
            current: { label: 'Canary' },
            '1.0': { label: '1.0 (legacy)' },
          },
        },
        blog: false,
      },
    ],
  ],
  themeConfig: {
    navbar: {
      title: 'Gadget',
      items: [
        { type: 'docSidebar', sidebarId: 'guide', label: 'Guide', position: 'left' },
        { type: 'doc', docId: 'install', label: 'Install', position: 'left' },
        { type: 'docsVersion', position: 'left' },
        {
          type: 'docsVersionDropdown',
          position: 'right',
          dropdownItemsAfter: [{ href: 'https://archive.gadget.example.com/', label: 'Older releases' }],
        },
      ],
    },
  },
};
