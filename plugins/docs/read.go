package docs

import (
	"bytes"
	"errors"
	"fmt"
	"hash/maphash"
	"io/fs"
	"sync"
	"syscall"
	"time"
	"unicode/utf8"

	"docskit.dev/docskit"
	"docskit.dev/docskit/diag"
	"docskit.dev/docskit/mdx"
)

// readSource reads one content file of at most max bytes (max < 0: no
// limit). It reads only regular files, following symlinks: opening a named
// pipe would wait for a writer forever, and a device may never end. A file
// that cannot be read is a diagnostic at its line 1, with the reason but
// without the absolute path the OS error carries.
func readSource(fsys fs.FS, file string, max int64) ([]byte, *diag.Diagnostic) {
	fail := func(hint, format string, args ...any) ([]byte, *diag.Diagnostic) {
		return nil, &diag.Diagnostic{Pos: diag.Pos{File: file, Line: 1}, Msg: fmt.Sprintf(format, args...), Hint: hint}
	}
	st, err := fs.Stat(fsys, file)
	if err != nil {
		return fail(linkHint(fsys, file, err), "cannot read the file: %v", reason(err))
	}
	if !st.Mode().IsRegular() {
		return fail("content files must be regular files", "cannot read the file: it is %s, not a regular file", fileKind(st.Mode()))
	}
	if max >= 0 && st.Size() > max {
		return fail("split it into several pages, or raise docs.Options.MaxFileSize",
			"the file is %s, more than the %s a page may have", mebibytes(st.Size()), mebibytes(max))
	}
	b, err := fs.ReadFile(fsys, file)
	if err != nil {
		return fail("", "cannot read the file: %v", reason(err))
	}
	return b, nil
}

// linkHint explains a failed stat of a symbolic link: where it points.
func linkHint(fsys fs.FS, file string, err error) string {
	target, lerr := fs.ReadLink(fsys, file)
	switch {
	case lerr != nil:
		return ""
	case errors.Is(err, syscall.ELOOP):
		return fmt.Sprintf("it is a symbolic link to %s, which leads back to itself", target)
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Sprintf("it is a symbolic link to %s, which does not exist", target)
	}
	return fmt.Sprintf("it is a symbolic link to %s", target)
}

// reason is the cause of a file-system error without the operation and path,
// which the diagnostic already names.
func reason(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// fileKind names a file mode that is not a regular file.
func fileKind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a folder"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe (FIFO)"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeDevice != 0:
		return "a device"
	}
	return "a special file"
}

func mebibytes(n int64) string {
	return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
}

// splitSource reads a doc file and splits its front matter from its body.
func splitSource(fsys fs.FS, file string, max int64) (splitFile, diag.List) {
	src, rd := readSource(fsys, file, max)
	if rd != nil {
		return splitFile{}, diag.List{*rd}
	}
	if !utf8.Valid(src) {
		line := 1 + bytes.Count(src[:firstInvalidUTF8(src)], []byte("\n"))
		return splitFile{}, diag.List{{Pos: diag.Pos{File: file, Line: line}, Msg: "the file is not valid UTF-8", Hint: "save it as UTF-8"}}
	}
	fm, body, bodyLine, d := mdx.SplitFrontMatter(file, src)
	if d != nil {
		return splitFile{}, diag.List{*d}
	}
	head := maphash.Bytes(bodySeed, src[:len(src)-len(body)])
	return splitFile{size: int64(len(src)), fm: fm, body: body, bodyLine: bodyLine, head: head}, nil
}

// sourceMemo keeps, in the dev server, each doc file as read and split
// with its size and modification time: a rebuild of a site of ten thousand
// pages reads and splits again only the files that changed, instead of
// every file's front matter on every save. A file whose time is unknown
// (zero, as in an fstest.MapFS) is always read. Production builds load
// once and keep nothing.
type sourceMemo struct {
	mu    sync.Mutex
	files map[string]splitFile
	// loaded is the head (splitFile.head) of each doc file as the last
	// Load made its page, for LoadBody.
	loaded map[string]uint64
}

// loadedHead records the head of a doc file whose page Load made.
func (m *sourceMemo) loadedHead(file string, head uint64) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.loaded == nil {
		m.loaded = map[string]uint64{}
	}
	m.loaded[file] = head
}

// LoadBody implements docskit.BodyLoader for the dev server: a saved doc
// whose front matter is byte for byte the one its page was loaded from
// changes nothing but its body. Every other page the plugin makes (tag
// pages, generated indexes, sidebars) is made from front matter, titles
// and first paragraphs, which the builder compares itself.
func (p *Plugin) LoadBody(ctx *docskit.Context, pg *docskit.Page) ([]byte, int, bool) {
	if !ctx.Dev || pg.Kind != docskit.KindDoc || pg.Source == "" {
		return nil, 0, false
	}
	p.read.mu.Lock()
	was, ok := p.read.loaded[pg.Source]
	p.read.mu.Unlock()
	if !ok {
		return nil, 0, false
	}
	sf, ds := p.read.split(ctx, pg.Source, p.opts.MaxFileSize)
	if ds != nil || sf.head != was {
		return nil, 0, false
	}
	return sf.body, sf.bodyLine, true
}

// splitFile is a doc file read and split: its size (the body is its last
// bytes), time, front matter, body and the body's line offset, and a hash
// of what comes before the body (the front matter as written).
type splitFile struct {
	size     int64
	mod      time.Time
	fm       *mdx.FrontMatter
	body     []byte
	bodyLine int
	head     uint64
}

// split is splitSource, answered from the memo when the file has the same
// size and time as when it was read.
func (m *sourceMemo) split(ctx *docskit.Context, file string, max int64) (splitFile, diag.List) {
	if !ctx.Dev {
		return splitSource(ctx.Source, file, max)
	}
	st, err := fs.Stat(ctx.Source, file)
	if err != nil || st.ModTime().IsZero() {
		return splitSource(ctx.Source, file, max)
	}
	m.mu.Lock()
	f, ok := m.files[file]
	m.mu.Unlock()
	if ok && f.size == st.Size() && f.mod.Equal(st.ModTime()) {
		return f, nil
	}
	f, ds := splitSource(ctx.Source, file, max)
	if ds == nil && f.size == st.Size() {
		f.mod = st.ModTime()
		m.mu.Lock()
		if m.files == nil {
			m.files = map[string]splitFile{}
		}
		m.files[file] = f
		m.mu.Unlock()
	}
	return f, ds
}

// readBodyAgain returns a Page.ReadBody that reads file again and returns
// its body, which Load found to be body, the last bytes of a file of size
// bytes. A file that changed in between is an error, not another page.
func readBodyAgain(fsys fs.FS, file string, size int, body []byte) func() ([]byte, error) {
	n, sum := len(body), maphash.Bytes(bodySeed, body)
	return func() ([]byte, error) {
		src, err := fs.ReadFile(fsys, file)
		if err != nil {
			return nil, fmt.Errorf("cannot read the file again: %v", reason(err))
		}
		if len(src) != size || maphash.Bytes(bodySeed, src[size-n:]) != sum {
			return nil, errors.New("the file changed during the build; build again")
		}
		return src[size-n:], nil
	}
}

// bodySeed hashes bodies within one build (readBodyAgain).
var bodySeed = maphash.MakeSeed()
