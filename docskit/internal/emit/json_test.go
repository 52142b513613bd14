package emit

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPlainJSONUndoesOnlyTheHTMLEscapes(t *testing.T) {
	tests := []struct{ in, want string }{
		{`{"html":"\u003cp\u003e푸시 \u0026 토큰\u003c/p\u003e"}`, `{"html":"<p>푸시 & 토큰</p>"}`},
		{`{"a":"\\u003c"}`, `{"a":"\\u003c"}`},                       // an escaped backslash, then text
		{`{"a":"\\\u003c"}`, `{"a":"\\<"}`},                          // an escaped backslash, then an escape
		{`{"a":"\u2028\u0000\u001f"}`, `{"a":"\u2028\u0000\u001f"}`}, // other escapes stay
		{`{"a":"\"\u003e"}`, `{"a":"\">"}`},
		{`{"n":1}`, `{"n":1}`},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, string(PlainJSON([]byte(tt.in))), tt.in)
	}
}

func TestScriptJSONCannotEndTheScript(t *testing.T) {
	plain := PlainJSON(mustJSON(t, map[string]string{"html": "<p>a</p></script><script>alert(1)</script><!-- b -->"}))
	got := string(AppendScriptJSON([]byte("x"), plain))[1:]
	assert.NotContains(t, strings.ToLower(got), "</script")
	assert.NotContains(t, got, "<!--")
	assert.Contains(t, got, `<p>a<\/p>`)
}

// Whatever the strings hold, the two forms decode to the same value as
// encoding/json's own output.
func FuzzPlainAndScriptJSON(f *testing.F) {
	for _, s := range []string{"", "<p>x</p>", `\u003c`, `a\"b`, "<!-- c -->", "</SCRIPT >", "\u2028&amp;<>", "\\", "<\\/"} {
		f.Add(s, "키")
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		enc := mustJSON(t, map[string]any{"a": a, "b": []string{b, a + b}})
		var want, plain, script any
		require.NoError(t, json.Unmarshal(enc, &want))
		p := PlainJSON(enc)
		require.NoError(t, json.Unmarshal(p, &plain), "%s", p)
		s := AppendScriptJSON(nil, p)
		require.NoError(t, json.Unmarshal(s, &script), "%s", s)
		assert.Equal(t, want, plain)
		assert.Equal(t, want, script)
		assert.NotContains(t, strings.ToLower(string(s)), "</script")
		assert.NotContains(t, string(s), "<!--")
	})
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return b
}
