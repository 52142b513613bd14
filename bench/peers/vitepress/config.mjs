// VitePress's configuration for bench/peers.sh: the default theme with the
// page's content and its outline (h2 and h3, as Docusaurus's table of
// contents), no sidebar, no search. The pages are bench/peers/convert.mjs's
// "vitepress" conversion of the generated tree, in docs/.
export default {
  lang: 'ko',
  title: 'VitePress bench',
  themeConfig: {
    outline: [2, 3],
  },
};
