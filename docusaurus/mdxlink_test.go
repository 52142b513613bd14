package docusaurus

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestMDXLinkComponent(t *testing.T) {
	for _, tc := range []struct {
		name  string
		files map[string]string // under the site folder
		want  string
	}{
		{"none", map[string]string{"src/theme/Footer.js": "export default () => null;"}, ""},
		{"MDXComponents without a", map[string]string{"src/theme/MDXComponents.js": "export default { ...Original, Highlight };"}, ""},
		{"MDXComponents with a", map[string]string{"src/theme/MDXComponents.js": "const c = {\n  ...Original,\n  a: LocalLink,\n};"}, "src/theme/MDXComponents.js"},
		{"an a key in quotes", map[string]string{"src/theme/MDXComponents/index.tsx": "export default {...Original, 'a': Anchor};"}, "src/theme/MDXComponents/index.tsx"},
		{"MDXComponents/A", map[string]string{"src/theme/MDXComponents/A.js": "export default function A() {}"}, "src/theme/MDXComponents/A.js"},
		{"a theme of the site's own", map[string]string{"my-theme/src/theme/MDXComponents/A.jsx": "export default function A() {}"}, "my-theme/src/theme/MDXComponents/A.jsx"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			site := t.TempDir()
			for name, text := range tc.files {
				p := filepath.Join(site, filepath.FromSlash(name))
				require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
				require.NoError(t, os.WriteFile(p, []byte(text), 0o644))
			}
			assert.Equal(t, tc.want, mdxLinkComponent(site, []string{site, filepath.Join(site, "my-theme")}))
		})
	}
}
