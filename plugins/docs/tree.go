package docs

import (
	"path"
	"sort"
	"strings"
)

// folder is a folder of the content tree: a category in a sidebar.
type folder struct {
	name  string
	path  string
	cat   *category
	index *doc
	docs  []*doc
	subs  []*folder
}

func (f *folder) label() string {
	switch {
	case f.cat != nil && f.cat.Label != "":
		return f.cat.Label
	case f.index != nil:
		return f.index.label
	}
	return f.name
}

func (f *folder) position() (float64, bool) {
	switch {
	case f.cat != nil && f.cat.Position != nil:
		return *f.cat.Position, true
	case f.index != nil && f.index.hasPos:
		return f.index.position, true
	}
	return 0, false
}

func (f *folder) collapsed() bool {
	return f.cat == nil || f.cat.Collapsed == nil || *f.cat.Collapsed
}

// entry is a doc or a subfolder, for ordering.
type entry struct {
	doc *doc
	sub *folder
}

func (e entry) key() (float64, bool, string) {
	if e.doc != nil {
		return e.doc.position, e.doc.hasPos, e.doc.name
	}
	p, ok := e.sub.position()
	return p, ok, e.sub.name
}

// entries returns a folder's docs and subfolders in sidebar order: by
// position, then those without a position by name.
func (f *folder) entries() []entry {
	var es []entry
	for _, d := range f.docs {
		es = append(es, entry{doc: d})
	}
	for _, s := range f.subs {
		es = append(es, entry{sub: s})
	}
	sort.SliceStable(es, func(i, j int) bool {
		pi, oki, ni := es[i].key()
		pj, okj, nj := es[j].key()
		if oki != okj {
			return oki
		}
		if oki && pi != pj {
			return pi < pj
		}
		return ni < nj
	})
	return es
}

func buildTree(docs []*doc, cats map[string]*category) *folder {
	root := &folder{}
	folders := map[string]*folder{"": root}
	var get func(dir string) *folder
	get = func(dir string) *folder {
		if f := folders[dir]; f != nil {
			return f
		}
		parent := get(parentDir(dir))
		f := &folder{name: path.Base(dir), path: dir, cat: cats[dir]}
		parent.subs = append(parent.subs, f)
		folders[dir] = f
		return f
	}
	for dir := range cats {
		get(dir)
	}
	for _, d := range docs {
		if d == nil {
			continue
		}
		f := get(d.dir)
		if d.isIndex && f.index == nil && d.dir != "" {
			f.index = d
			continue
		}
		f.docs = append(f.docs, d)
	}
	return root
}

func parentDir(dir string) string {
	if i := strings.LastIndexByte(dir, '/'); i >= 0 {
		return dir[:i]
	}
	return ""
}
