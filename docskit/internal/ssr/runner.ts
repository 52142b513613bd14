// The Node.js side of the protocol (see doc.go). One process runs one
// renderer per worker thread; its arguments are the server bundle's URL and
// the number of threads. Thread i reads its requests from file descriptor
// 3+2i and writes its answers to 4+2i, pipes the Go side made for it, and
// answers in order. Threads, not processes: each process would load Node,
// V8's code and the bundle again, about 50 MB apiece, while a thread adds
// only its own heap and compiled code.
//
// A request names its sidebar by a key ("sk"); the sidebar itself
// ("sidebar") comes only with the first request of that key on this thread,
// and is kept until a request carries "reset" (the Go side forgets them all
// at once when it has sent maxSidebars, so a long dev session does not keep
// every version of every sidebar).
// An answer is a header line "@dk ID H|E LENGTH" and then LENGTH bytes: the
// HTML (H) or the error text (E), as they are, with no JSON to encode and
// decode (the HTML is most of the bytes that cross the pipe). A page whose
// components reported anchors (useBrokenLinks) has an "@dk ID A LENGTH"
// answer first: their ids as a JSON array.
// A sidebar item rendered before is a token in the HTML, "\0" REF "\0"
// (DocSidebar/cache.ts), and such a page's answer is "@dk ID T LENGTH"
// instead of H. Before it come "@dk REF R LENGTH" with the HTML of each
// item the thread has not sent yet, after "@dk 0 C 0" when the thread's
// table started anew (the Go side forgets the earlier ones): an item's HTML
// crosses the pipe once, not on each of the thousands of pages that list it.
//
// A thread does nothing but render, so it reads and writes its pipes with
// blocking calls: it reads what has arrived, answers every whole request in
// it into one buffer, writes that buffer, and reads again. Each answer's
// text is encoded once, straight into that buffer, with its LENGTH (ten
// digits, zero-padded) written in front of it afterwards.
import { readSync, writeSync } from 'node:fs';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { References as Refs, render as Render, renderReferring as RenderReferring } from '../../theme/entry-server';
import type { PageData, SidebarData } from '../../theme/data';

/** One line of a thread's requests, as Renderer.Render writes it. */
interface Request {
  readonly id: number;
  readonly page: PageData;
  readonly sk?: string;
  readonly sidebar?: SidebarData | null;
  readonly reset?: true;
}

/** What the main thread gives each renderer thread. */
interface Pipes {
  readonly bundle: string;
  readonly input: number;
  readonly output: number;
}

async function serve({ bundle, input, output }: Pipes): Promise<void> {
  const mod = (await import(bundle)) as { render: typeof Render; renderReferring?: typeof RenderReferring; References?: typeof Refs };
  // A bundle without renderReferring (the package's tests') answers in whole HTML.
  const table = mod.References ? new mod.References() : null;
  const render = (page: PageData, sidebar: SidebarData | null) =>
    table && mod.renderReferring ? mod.renderReferring(page, sidebar, table) : { ...mod.render(page, sidebar), referring: false, reset: false, defs: [] };
  const sidebars = new Map<string, SidebarData | null>();
  let out = Buffer.allocUnsafe(4 << 20);
  let used = 0;

  function answer(id: number, kind: 'H' | 'T' | 'E' | 'A' | 'R' | 'C', text: string): void {
    const head = '@dk ' + id + ' ' + kind + ' ';
    const start = used + head.length + 11;
    // A UTF-16 code unit takes at most 3 bytes of UTF-8.
    if (start + 3 * text.length > out.length) {
      const bigger = Buffer.allocUnsafe(Math.max(2 * out.length, start + 3 * text.length));
      out.copy(bigger, 0, 0, used);
      out = bigger;
    }
    const n = out.write(text, start);
    out.write(head + String(n).padStart(10, '0') + '\n', used, 'latin1');
    used = start + n;
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
      if (page.reset) answer(0, 'C', '');
      for (const [ref, html] of page.defs) answer(ref, 'R', html);
      if (page.anchors.length) answer(id, 'A', JSON.stringify(page.anchors));
      answer(id, page.referring ? 'T' : 'H', page.html);
    } catch (e) {
      answer(id, 'E', String((e as { stack?: unknown } | null)?.stack || e));
    }
  }

  const chunk = Buffer.allocUnsafe(1 << 16);
  // partial holds the start of a line whose end has not arrived yet.
  let partial: Buffer[] = [];
  for (let n = retry(() => readSync(input, chunk)); n > 0; n = retry(() => readSync(input, chunk))) {
    let from = 0;
    for (let nl = chunk.indexOf(10, from); nl >= 0 && nl < n; nl = chunk.indexOf(10, from)) {
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
    // The chunk is read into again: what is left of it is copied.
    if (from < n) partial.push(Buffer.from(chunk.subarray(from, n)));
    for (let done = 0; done < used; ) done += retry(() => writeSync(output, out, done, used - done));
    used = 0;
  }
}

// The pipes are blocking; should one not be, a call that would block is
// tried again a millisecond later.
const nap = new Int32Array(new SharedArrayBuffer(4));
function retry(call: () => number): number {
  for (;;) {
    try {
      return call();
    } catch (e) {
      if ((e as { code?: string }).code !== 'EAGAIN') throw e;
      Atomics.wait(nap, 0, 0, 1);
    }
  }
}

if (isMainThread) {
  const threads = Math.max(1, Number(process.argv[3] ?? 1));
  for (let i = 0; i < threads; i++) {
    const pipes: Pipes = { bundle: process.argv[2], input: 3 + 2 * i, output: 4 + 2 * i };
    // A young generation of a few MB: React's garbage dies young, and the
    // default (16 MB semi-spaces) mostly grows the process's memory.
    const worker = new Worker(new URL(import.meta.url), { workerData: pipes, resourceLimits: { maxYoungGenerationSizeMb: 6 } });
    let finished = false;
    worker.on('message', () => (finished = true));
    worker.on('error', (e) => {
      console.error(e);
      process.exit(1);
    });
    // A thread that stops before its requests end (the theme called
    // process.exit, or it crashed) takes the process with it, so that the
    // Go side sees every pipe close and no request waits forever.
    worker.on('exit', (code) => {
      if (!finished) process.exit(code || 1);
    });
  }
} else {
  await serve(workerData as Pipes);
  parentPort!.postMessage('done');
}
