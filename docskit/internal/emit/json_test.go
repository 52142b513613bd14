package emit

import (
	"bytes"
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
// encoding/json's own output, and MarshalPlain gives PlainJSON's bytes.
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
		once, err := MarshalPlain(map[string]any{"a": a, "b": []string{b, a + b}})
		require.NoError(t, err)
		assert.Equal(t, string(p), string(once), "MarshalPlain encodes as PlainJSON rewrites")
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

// PlainJSON, MarshalPlain's reference, is b, JSON as encoding/json writes it, with the escapes of <, >
// and & (\u003c, \u003e, \u0026) turned back into the characters: a page's
// data is mostly HTML, and each tag cost ten bytes more in every data file.
// Other escapes stay. It returns b itself when there is nothing to change.
func PlainJSON(b []byte) []byte {
	i := bytes.Index(b, []byte(`\u00`))
	if i < 0 {
		return b
	}
	out := make([]byte, 0, len(b))
	last := 0
	for i := 0; i < len(b); i++ {
		if b[i] != '\\' {
			continue
		}
		// An escape: \\ and \" are two bytes, \uXXXX six.
		if i+5 < len(b) && b[i+1] == 'u' && b[i+2] == '0' && b[i+3] == '0' {
			var c byte
			switch string(b[i+4 : i+6]) {
			case "3c":
				c = '<'
			case "3e":
				c = '>'
			case "26":
				c = '&'
			}
			if c != 0 {
				out = append(append(out, b[last:i]...), c)
				i += 5
				last = i + 1
				continue
			}
		}
		i++ // the escaped character
	}
	return append(out, b[last:]...)
}
