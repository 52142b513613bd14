// The Node.js side of the protocol (see doc.go). It imports the server
// bundle, whose path is its first argument, and answers requests in order.
// A request names its sidebar by a key ("sk"); the sidebar itself
// ("sidebar") comes only with the first request of that key on this process,
// and is kept until a request carries "reset" (the Go side forgets them all
// at once when it has sent maxSidebars, so a long dev session does not keep
// every version of every sidebar).
// An answer is a header line "@dk ID H|E LENGTH" and then LENGTH bytes: the
// HTML (H) or the error text (E), as they are, with no JSON to encode and
// decode (the HTML is most of the bytes that cross the pipe). A page whose
// components reported anchors (useBrokenLinks) has an "@dk ID A LENGTH"
// answer first: their ids as a JSON array.
import { createInterface } from 'node:readline';
import type { render as Render } from '../../theme/entry-server';
import type { PageData, SidebarData } from '../../theme/data';

/** One line of stdin, as Renderer.Render writes it. */
interface Request {
  readonly id: number;
  readonly page: PageData;
  readonly sk?: string;
  readonly sidebar?: SidebarData | null;
  readonly reset?: true;
}

const { render } = (await import(process.argv[2])) as { render: typeof Render };
const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
const sidebars = new Map<string, SidebarData | null>();
const out: string[] = [];
let pending = false;

function flush(): void {
  if (out.length) {
    process.stdout.write(out.join(''));
    out.length = 0;
  }
}

function answer(id: number, kind: 'H' | 'E' | 'A', text: string): void {
  out.push('@dk ' + id + ' ' + kind + ' ' + Buffer.byteLength(text) + '\n', text);
}

rl.on('line', (line) => {
  if (!line) return;
  let id = 0;
  try {
    const req = JSON.parse(line) as Request;
    id = req.id;
    if (req.reset) sidebars.clear();
    let sidebar = req.sidebar ?? null;
    if (req.sk !== undefined) {
      if ('sidebar' in req) sidebars.set(req.sk, sidebar);
      else sidebar = sidebars.get(req.sk) ?? null;
    }
    const page = render(req.page, sidebar);
    if (page.anchors.length) answer(id, 'A', JSON.stringify(page.anchors));
    answer(id, 'H', page.html);
  } catch (e) {
    answer(id, 'E', String((e as { stack?: unknown } | null)?.stack || e));
  }
  if (out.length >= 32) flush();
  else if (!pending) {
    pending = true;
    setImmediate(() => {
      pending = false;
      flush();
    });
  }
});
rl.on('close', () => {
  flush();
});
