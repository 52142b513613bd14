package bundle

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// A page that throws while it renders on the server fails with a Node.js
// stack whose frames are lines of the server bundle. The server bundle of a
// site with page modules has a source map (kept in Go, not given to Node),
// so that the builder can name the page's own file and line instead
// (Result.Origin).

// Origin is where a line of the server bundle comes from.
type Origin struct {
	// Page is the index in Options.Pages of the page module it is in, or
	// -1; File is that page's File, or the source file on disk.
	Page      int
	File      string
	Line, Col int // 1-based
}

// serverMap is the decoded source map of the server bundle.
type serverMap struct {
	sources []string
	// lines[i] are the segments of generated line i: generated column,
	// source, line and column (0-based), in column order.
	lines [][]segment
}

type segment struct{ genCol, src, line, col int }

var stackFrame = regexp.MustCompile(`server\.mjs:(\d+):(\d+)`)

// Origin finds, in a Node.js error stack from the server bundle, the first
// frame that is in a page module or in a file of the site (not a package,
// not the theme), and says where it comes from.
func (r *Result) Origin(stack string) (Origin, bool) {
	if r.serverMap == nil {
		return Origin{}, false
	}
	for _, m := range stackFrame.FindAllStringSubmatch(stack, -1) {
		line, _ := strconv.Atoi(m[1])
		col, _ := strconv.Atoi(m[2])
		o, ok := r.serverMap.find(line-1, col-1)
		if !ok {
			continue
		}
		src := r.serverMap.sources[o.src]
		if i, ok := pageIndex(src, len(r.pageFiles)); ok {
			return Origin{Page: i, File: r.pageFiles[i], Line: o.line + 1, Col: o.col + 1}, true
		}
		if strings.Contains(src, ":") || strings.Contains(src, "node_modules/") {
			continue // the theme, a virtual module, a package
		}
		// Sources are relative to the output folder (Outdir).
		return Origin{Page: -1, File: filepath.Join("/out/server", filepath.FromSlash(src)), Line: o.line + 1, Col: o.col + 1}, true
	}
	return Origin{}, false
}

// find is the segment that covers generated line:col (0-based).
func (m *serverMap) find(line, col int) (segment, bool) {
	if line < 0 || line >= len(m.lines) {
		return segment{}, false
	}
	var found segment
	ok := false
	for _, s := range m.lines[line] {
		if s.genCol > col {
			break
		}
		found, ok = s, s.src >= 0
	}
	return found, ok
}

// decodeSourceMap reads a version 3 source map's sources and mappings.
func decodeSourceMap(data []byte) (*serverMap, error) {
	var raw struct {
		Sources  []string `json:"sources"`
		Mappings string   `json:"mappings"`
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, err
	}
	m := &serverMap{sources: raw.Sources}
	src, line, col := 0, 0, 0
	for _, l := range strings.Split(raw.Mappings, ";") {
		var segs []segment
		genCol := 0
		for _, s := range strings.Split(l, ",") {
			if s == "" {
				continue
			}
			v, err := vlqs(s)
			if err != nil {
				return nil, err
			}
			genCol += v[0]
			seg := segment{genCol: genCol, src: -1}
			if len(v) >= 4 {
				src, line, col = src+v[1], line+v[2], col+v[3]
				if src < 0 || src >= len(m.sources) {
					return nil, fmt.Errorf("source map: source %d of %d", src, len(m.sources))
				}
				seg.src, seg.line, seg.col = src, line, col
			}
			segs = append(segs, seg)
		}
		m.lines = append(m.lines, segs)
	}
	return m, nil
}

const base64Digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

// vlqs decodes a segment's base64 VLQ values.
func vlqs(s string) ([]int, error) {
	var out []int
	v, shift := 0, 0
	for i := 0; i < len(s); i++ {
		d := strings.IndexByte(base64Digits, s[i])
		if d < 0 {
			return nil, fmt.Errorf("source map: %q is not base64", s[i])
		}
		v += (d & 31) << shift
		if d&32 != 0 {
			shift += 5
			continue
		}
		n := v >> 1
		if v&1 != 0 {
			n = -n
		}
		out = append(out, n)
		v, shift = 0, 0
	}
	return out, nil
}
