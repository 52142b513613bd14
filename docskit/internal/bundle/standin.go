package bundle

import (
	"encoding/json"
	"sort"
	"strings"
	"sync"

	"github.com/evanw/esbuild/pkg/api"
)

// nsStandIn holds the stand-ins of Options.StandIns, by import path.
const nsStandIn = "dk-standin"

// standIn resolves an import docskit does not have to its stand-in.
func standIn(opts Options, path string) api.OnResolveResult {
	opts.standIns.add(path)
	return api.OnResolveResult{Path: path, Namespace: nsStandIn}
}

// standInSource is the stand-in of an import: CommonJS, so that any
// named import of it bundles (as undefined). A theme component renders a
// notice where it would be; a module's default export is a function that
// returns undefined (a hook, say).
func standInSource(path string) string {
	name, _ := json.Marshal(path)
	if strings.HasPrefix(path, "@theme/") {
		return `const { createElement } = require("react");
function StandIn() {
  return createElement("div", { className: "dk-stand-in", role: "note" },
    createElement("code", null, ` + string(name) + `), " is part of a Docusaurus plugin or theme that this build does not run.");
}
module.exports = StandIn;
module.exports.default = StandIn;
`
	}
	return `function standIn() { return undefined; }
module.exports = standIn;
module.exports.default = standIn;
`
}

// nameSet is a set of names safe for concurrent use (the client and
// server bundles resolve at the same time).
type nameSet struct {
	mu    sync.Mutex
	names map[string]bool
}

func (s *nameSet) add(n string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.names == nil {
		s.names = map[string]bool{}
	}
	s.names[n] = true
}

func (s *nameSet) sorted() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]string, 0, len(s.names))
	for n := range s.names {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}
