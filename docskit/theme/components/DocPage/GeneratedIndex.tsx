import DocCardList from '@theme/DocCardList';
import type { PageData, SidebarItem } from '../../data';

/**
 * GeneratedIndex is the content of a category's generated index page
 * (Docusaurus's link: {type: 'generated-index'}): its title, its
 * description and the category's items as cards. The Go side puts the
 * items, with each doc's description, in page.props.items.
 */
export default function GeneratedIndex({ page }: { readonly page: PageData }) {
  const items = (page.props?.items ?? []) as readonly SidebarItem[];
  return (
    <>
      <h1>{page.title}</h1>
      {page.description ? <p className="dk-generated-index-description">{page.description}</p> : null}
      <DocCardList items={items} />
    </>
  );
}
