import type { TOCItem } from '../../data';

export interface Props {
  /** The page's headings in order, as Docusaurus gives them to MDX (the `toc` export): value is HTML. */
  readonly toc: readonly TOCItem[];
  /** The shallowest heading level listed (default 2). */
  readonly minHeadingLevel?: number;
  /** The deepest heading level listed (default 3). */
  readonly maxHeadingLevel?: number;
  readonly className?: string;
}

interface Node {
  readonly item: TOCItem;
  readonly children: Node[];
}

/**
 * nest turns the flat list into a tree: a heading's parent is the closest
 * heading before it with a lower level (an h4 after an h2 nests under the h2).
 */
function nest(items: readonly TOCItem[]): Node[] {
  const roots: Node[] = [];
  const open: Node[] = [];
  for (const item of items) {
    const node: Node = { item, children: [] };
    while (open.length && open[open.length - 1].item.level >= item.level) open.pop();
    (open.length ? open[open.length - 1].children : roots).push(node);
    open.push(node);
  }
  return roots;
}

function List({ nodes, className }: { nodes: readonly Node[]; className?: string }) {
  if (!nodes.length) return null;
  return (
    <ul className={className}>
      {nodes.map(({ item, children }) => (
        <li key={item.id}>
          <a href={`#${item.id}`} dangerouslySetInnerHTML={{ __html: item.value }} />
          <List nodes={children} />
        </li>
      ))}
    </ul>
  );
}

/** TOCInline lists the page's headings inside the content, nested by level. */
export default function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3, className }: Props) {
  const items = (toc ?? []).filter((t) => t.level >= minHeadingLevel && t.level <= maxHeadingLevel);
  return (
    <div className={className ? `dk-toc-inline ${className}` : 'dk-toc-inline'}>
      <List nodes={nest(items)} />
    </div>
  );
}
