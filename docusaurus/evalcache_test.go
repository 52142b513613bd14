package docusaurus

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// cacheSite is a site folder for the cache's tests, with files written by
// write and then dated an hour back: an entry is not written for a file
// changed while (or just before) it was evaluated.
type cacheSite struct {
	t     *testing.T
	dir   string
	cache string
}

func newCacheSite(t *testing.T, files map[string]string) *cacheSite {
	s := &cacheSite{t: t, dir: t.TempDir(), cache: filepath.Join(t.TempDir(), "build.cache")}
	s.write(files)
	return s
}

func (s *cacheSite) write(files map[string]string) {
	writeFiles(s.t, s.dir, files)
	s.backdate()
}

// writeFiles writes files, by slash-separated path, under dir.
func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, src := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
		require.NoError(t, os.WriteFile(p, []byte(src), 0o644))
	}
}

func (s *cacheSite) backdate() {
	old := time.Now().Add(-time.Hour)
	require.NoError(s.t, filepath.Walk(s.dir, func(p string, _ os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		return os.Chtimes(p, old, old)
	}))
}

func (s *cacheSite) eval(file string) *Evaluated {
	ev, err := EvalCached(context.Background(), s.dir, file, s.cache)
	require.NoError(s.t, err)
	return ev
}

// entries are the cache's entry files.
func (s *cacheSite) entries() []string {
	m, _ := filepath.Glob(filepath.Join(s.cache, evalCacheDir, "*.json"))
	return m
}

const cachedConfig = `const fs = require('node:fs');
const path = require('node:path');
const shared = require('./shared.js');
const theme = require('widget-theme');
module.exports = async () => ({
  title: shared.title,
  tone: (await import('widget-tone')).tone,
  tagline: fs.readFileSync(path.join(__dirname, 'notes.txt'), 'utf8').trim(),
  customFields: {
    color: theme.color,
    pages: fs.readdirSync(path.join(__dirname, 'pages')),
    logo: fs.existsSync(path.join(__dirname, 'static/logo.svg')),
    brand: process.env.DOCSKIT_TEST_BRAND ?? 'none',
    copyright: 'Copyright ' + new Date().getFullYear(),
  },
});
`

// TestEvalCacheAnswersAsAnEvaluation: after each kind of change the next
// evaluation shows it (it is not taken from the cache), and the one after
// that is the cache's, with the same value as an evaluation without it.
func TestEvalCacheAnswersAsAnEvaluation(t *testing.T) {
	if testing.Short() {
		t.Skip("runs Node")
	}
	s := newCacheSite(t, map[string]string{
		"docusaurus.config.js":                   cachedConfig,
		"shared.js":                              "module.exports = { title: 'Widgets' };\n",
		"notes.txt":                              "Notes\n",
		"pages/a.md":                             "# A\n",
		"node_modules/widget-theme/package.json": `{"name": "widget-theme", "main": "index.js"}`,
		"node_modules/widget-theme/index.js":     "module.exports = { color: require('./colors.js').primary };\n",
		"node_modules/widget-theme/colors.js":    "exports.primary = 'green';\n",
		"node_modules/widget-tone/package.json":  `{"name": "widget-tone", "type": "module", "exports": "./index.js"}`,
		"node_modules/widget-tone/index.js":      "export { tone } from './tone.js';\n",
		"node_modules/widget-tone/tone.js":       "export const tone = 'calm';\n",
	})
	t.Setenv("DOCSKIT_TEST_BRAND", "")
	os.Unsetenv("DOCSKIT_TEST_BRAND")
	steps := []struct {
		name   string
		change func()
		want   func(t *testing.T, v map[string]any)
	}{
		{"first evaluation", func() {}, func(t *testing.T, v map[string]any) { assert.Equal(t, "Widgets", v["title"]) }},
		{"the config", func() { s.write(map[string]string{"docusaurus.config.js": cachedConfig + "module.exports.x = 1;\n"}) }, nil},
		{"a site file the config requires", func() { s.write(map[string]string{"shared.js": "module.exports = { title: 'Gadgets' };\n"}) },
			func(t *testing.T, v map[string]any) { assert.Equal(t, "Gadgets", v["title"]) }},
		{"a package's file that Node loads", func() {
			s.write(map[string]string{"node_modules/widget-theme/colors.js": "exports.primary = 'blue';\n"})
		},
			func(t *testing.T, v map[string]any) { assert.Equal(t, "blue", field(v, "color")) }},
		{"an ES module package's file", func() {
			s.write(map[string]string{"node_modules/widget-tone/tone.js": "export const tone = 'loud';\n"})
		},
			func(t *testing.T, v map[string]any) { assert.Equal(t, "loud", v["tone"]) }},
		{"a file the config reads", func() { s.write(map[string]string{"notes.txt": "Other notes\n"}) },
			func(t *testing.T, v map[string]any) { assert.Equal(t, "Other notes", v["tagline"]) }},
		{"a folder the config lists", func() { s.write(map[string]string{"pages/b.md": "# B\n"}) },
			func(t *testing.T, v map[string]any) { assert.Equal(t, []any{"a.md", "b.md"}, field(v, "pages")) }},
		{"a file the config asks about", func() { s.write(map[string]string{"static/logo.svg": "<svg/>"}) },
			func(t *testing.T, v map[string]any) { assert.Equal(t, true, field(v, "logo")) }},
		{"an environment variable the config reads", func() { t.Setenv("DOCSKIT_TEST_BRAND", "Acme") },
			func(t *testing.T, v map[string]any) { assert.Equal(t, "Acme", field(v, "brand")) }},
		{"its value", func() { t.Setenv("DOCSKIT_TEST_BRAND", "Initech") },
			func(t *testing.T, v map[string]any) { assert.Equal(t, "Initech", field(v, "brand")) }},
		{"the day (the config asked for the date)", func() {
			was := today
			today = func() string { return "2999-01-01" }
			t.Cleanup(func() { today = was })
		}, nil},
		{"a corrupt entry", func() {
			for _, e := range s.entries() {
				require.NoError(t, os.WriteFile(e, []byte(`{"format": 1, "key": `), 0o644))
			}
		}, nil},
		{"the cache deleted", func() { require.NoError(t, os.RemoveAll(s.cache)) }, nil},
	}
	for _, st := range steps {
		t.Run(st.name, func(t *testing.T) {
			st.change()
			ev := s.eval("docusaurus.config.js")
			assert.False(t, ev.Cached, "evaluated after the change")
			plain, err := Eval(context.Background(), s.dir, "docusaurus.config.js")
			require.NoError(t, err)
			assert.JSONEq(t, string(plain.JSON), string(ev.JSON), "the same value as without a cache")
			var v map[string]any
			require.NoError(t, json.Unmarshal(ev.JSON, &v))
			if st.want != nil {
				st.want(t, v)
			}
			again := s.eval("docusaurus.config.js")
			assert.True(t, again.Cached, "the next evaluation is the cache's")
			assert.JSONEq(t, string(ev.JSON), string(again.JSON))
			assert.Equal(t, ev.Missing, again.Missing)
		})
	}
	assert.Len(t, s.entries(), 1, "one entry a file")
}

func field(v map[string]any, name string) any {
	return v["customFields"].(map[string]any)[name]
}

// A config that runs a program, writes or opens a file, uses the network or
// lists a folder recursively is evaluated every time: no key stands for
// what it did. ES modules that import these functions by name included.
func TestEvalCacheRefusesWhatItCannotKey(t *testing.T) {
	if testing.Short() {
		t.Skip("runs Node")
	}
	for name, config := range map[string]string{
		"execSync":                "const { execSync } = require('node:child_process');\nmodule.exports = { title: String(execSync('echo run')).trim() };\n",
		"an ES module's execSync": "import { execSync } from 'node:child_process';\nexport default { title: String(execSync('echo run')).trim() };\n",
		"writeFileSync":           "const fs = require('node:fs');\nfs.writeFileSync(__dirname + '/made.txt', 'x');\nmodule.exports = { title: 'x' };\n",
		"openSync":                "const fs = require('node:fs');\nfs.closeSync(fs.openSync(__filename, 'r'));\nmodule.exports = { title: 'x' };\n",
		"readdir recursive":       "const fs = require('node:fs');\nmodule.exports = { title: String(fs.readdirSync(__dirname, { recursive: true }).length) };\n",
		"fetch":                   "fetch('http://127.0.0.1:1/').catch(() => {});\nmodule.exports = { title: 'x' };\n",
		"http.get":                "require('node:http').get('http://127.0.0.1:1/').on('error', () => {});\nmodule.exports = { title: 'x' };\n",
	} {
		t.Run(name, func(t *testing.T) {
			s := newCacheSite(t, map[string]string{"docusaurus.config.mjs": config})
			if name != "an ES module's execSync" {
				s.write(map[string]string{"docusaurus.config.mjs": "", "docusaurus.config.cjs": config})
			}
			file := "docusaurus.config.cjs"
			if name == "an ES module's execSync" {
				file = "docusaurus.config.mjs"
			}
			first := s.eval(file)
			second := s.eval(file)
			assert.False(t, second.Cached)
			assert.JSONEq(t, string(first.JSON), string(second.JSON))
			assert.Empty(t, s.entries())
		})
	}
}

// The evaluation site's async TypeScript config is cached; when a file
// its require.resolve found is gone, it is evaluated again and fails as
// it would without the cache.
func TestEvalCacheTypeScriptConfig(t *testing.T) {
	if testing.Short() {
		t.Skip("runs Node")
	}
	s := &cacheSite{t: t, dir: t.TempDir(), cache: filepath.Join(t.TempDir(), "c")}
	require.NoError(t, os.CopyFS(s.dir, os.DirFS("testdata/evalsite")))
	s.backdate()
	first := s.eval("docusaurus.config.ts")
	second := s.eval("docusaurus.config.ts")
	require.True(t, second.Cached)
	assert.JSONEq(t, string(first.JSON), string(second.JSON))
	assert.Equal(t, []string{"prism-react-renderer"}, second.Missing, "what esbuild found is found again")

	require.NoError(t, os.Remove(filepath.Join(s.dir, "sidebars.js")))
	_, err := EvalCached(context.Background(), s.dir, "docusaurus.config.ts", s.cache)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "sidebars.js")
}

// A config that lists the environment is keyed on all of it.
func TestEvalCacheWholeEnvironment(t *testing.T) {
	if testing.Short() {
		t.Skip("runs Node")
	}
	s := newCacheSite(t, map[string]string{"docusaurus.config.js": "module.exports = { title: String(Object.keys(process.env).filter((k) => k.startsWith('DOCSKIT_TEST_')).length) };\n"})
	s.eval("docusaurus.config.js")
	require.True(t, s.eval("docusaurus.config.js").Cached)
	t.Setenv("DOCSKIT_TEST_ANY", "1")
	ev := s.eval("docusaurus.config.js")
	assert.False(t, ev.Cached)
	assert.JSONEq(t, `{"title": "1"}`, string(ev.JSON))
}
