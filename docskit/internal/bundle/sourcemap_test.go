package bundle

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestVLQ(t *testing.T) {
	for s, want := range map[string][]int{
		"A":      {0},
		"C":      {1},
		"D":      {-1},
		"gB":     {16},
		"AAgBC":  {0, 0, 16, 1},
		"2HwBkB": {123, 24, 18},
	} {
		got, err := vlqs(s)
		require.NoError(t, err, s)
		assert.Equal(t, want, got, s)
	}
	_, err := vlqs("A!")
	assert.Error(t, err)
}

func TestOriginFindsThePageOrSiteFileOfAFrame(t *testing.T) {
	// Generated line 1: column 0 from the theme; line 2: column 4 from page
	// module 0's line 4, column 9 from a site file's line 3, col 22.
	m, err := decodeSourceMap([]byte(`{"version":3,"sources":["dk-theme:App.tsx","dk-page:0","../../site/src/components/First.js"],"mappings":"AAAA;ICGQ,MCDa"}`))
	require.NoError(t, err)
	res := &Result{serverMap: m, pageFiles: []string{"src/pages/list.js"}}

	o, ok := res.Origin("Error: boom\n    at X (file:///tmp/docskit-ssr-1/server.mjs:1:1)\n    at Y (file:///tmp/docskit-ssr-1/server.mjs:2:6)")
	require.True(t, ok)
	assert.Equal(t, Origin{Page: 0, File: "src/pages/list.js", Line: 4, Col: 9}, o, "the theme's frame is skipped")

	o, ok = res.Origin("TypeError: x\n    at First (file:///tmp/docskit-ssr-1/server.mjs:2:12)")
	require.True(t, ok)
	assert.Equal(t, Origin{Page: -1, File: "/site/src/components/First.js", Line: 3, Col: 22}, o)

	_, ok = res.Origin("Error: boom\n    at X (file:///tmp/docskit-ssr-1/server.mjs:1:3)")
	assert.False(t, ok, "only the theme")
	_, ok = (&Result{}).Origin("at X (server.mjs:2:6)")
	assert.False(t, ok, "no source map")
}
