package docusaurus

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing/fstest"

	"docskit.dev/docskit"
)

// clientModules loads the config's clientModules on every page, as
// Docusaurus does: a script runs in the browser (its onRouteDidUpdate after
// each route change), a stylesheet applies to every page. Each is one
// docskit client module that imports the site's file by its path, so that
// what the file imports resolves from where it is (the site's packages).
type clientModules struct {
	mods []docskit.ClientModule
}

func (clientModules) Name() string { return "docusaurus-client-modules" }

func (c clientModules) ClientModules() []docskit.ClientModule { return c.mods }

// newClientModules makes the plugin of the config's clientModules (paths
// relative to the site folder dir, or absolute: require.resolve's).
func newClientModules(dir string, paths []string) clientModules {
	var c clientModules
	for i, p := range paths {
		if !filepath.IsAbs(p) {
			p = filepath.Join(dir, p)
		}
		spec, _ := json.Marshal(filepath.ToSlash(p))
		var src string
		if strings.HasSuffix(p, ".css") {
			src = fmt.Sprintf("import %s;\n", spec)
		} else {
			// Its lifecycle function, if it has one: docskit calls onRouteDidUpdate.
			src = fmt.Sprintf("import * as m from %s;\nexport const onRouteDidUpdate = m.onRouteDidUpdate;\n", spec)
		}
		name := fmt.Sprintf("client-module-%d.js", i)
		c.mods = append(c.mods, docskit.ClientModule{FS: fstest.MapFS{name: {Data: []byte(src)}}, Entry: name})
	}
	return c
}
