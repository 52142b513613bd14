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
//
// Both directions work on bytes, since a build sends tens of megabytes each
// way: a request line is cut out of the chunks stdin reads and decoded once,
// and an answer's text is encoded once, straight into the buffer that is
// written to stdout, with its LENGTH (ten digits, zero-padded) written in
// front of it afterwards.
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
const sidebars = new Map<string, SidebarData | null>();

// out is the free end of a slab: answers are encoded at its start, and a
// flush writes what they filled and keeps the rest for the next ones (the
// written part is not reused, since the stream may still hold it).
const slab = 4 << 20;
let out = Buffer.allocUnsafe(slab);
let used = 0;
let answers = 0;
let pending = false;

function flush(): void {
  if (used) {
    process.stdout.write(out.subarray(0, used));
    out = out.subarray(used);
    used = 0;
    answers = 0;
  }
}

function answer(id: number, kind: 'H' | 'E' | 'A', text: string): void {
  const head = '@dk ' + id + ' ' + kind + ' ';
  const start = used + head.length + 11;
  // A UTF-16 code unit takes at most 3 bytes of UTF-8.
  if (start + 3 * text.length > out.length) {
    flush();
    out = Buffer.allocUnsafe(Math.max(slab, head.length + 11 + 3 * text.length));
    return answer(id, kind, text);
  }
  const n = out.write(text, start);
  out.write(head + String(n).padStart(10, '0') + '\n', used, 'latin1');
  used = start + n;
  answers++;
}

function handle(line: string): void {
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
  if (answers >= 32) flush();
  else if (!pending) {
    pending = true;
    setImmediate(() => {
      pending = false;
      flush();
    });
  }
}

// partial holds the start of a line whose end has not arrived yet.
let partial: Buffer[] = [];
process.stdin.on('data', (chunk: Buffer) => {
  let from = 0;
  for (let nl = chunk.indexOf(10); nl >= 0; nl = chunk.indexOf(10, from)) {
    let line: string;
    if (partial.length) {
      partial.push(chunk.subarray(from, nl));
      line = Buffer.concat(partial).toString();
      partial = [];
    } else {
      line = chunk.toString('utf8', from, nl);
    }
    from = nl + 1;
    if (line) handle(line);
  }
  if (from < chunk.length) partial.push(chunk.subarray(from));
});
process.stdin.on('end', flush);
