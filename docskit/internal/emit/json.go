package emit

import (
	"bytes"
	"encoding/json"
)

// MarshalPlain is json.Marshal without the escapes of <, > and &: the
// same bytes as json.Marshal with those escapes turned back into the
// characters, encoded once. Other escapes stay.
func MarshalPlain(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}

// AppendScriptJSON appends plain JSON (MarshalPlain's) to dst, made safe to
// write inside a <script> element: "</" becomes "<\/", so that no
// "</script>" in a string ends the element, and "<!--" becomes "\u003c!--",
// which would start the script's escaped text. Both are the same string to
// JSON.parse. Outside strings JSON has no "<".
func AppendScriptJSON(dst, plain []byte) []byte {
	for {
		i := bytes.IndexByte(plain, '<')
		if i < 0 {
			return append(dst, plain...)
		}
		dst = append(dst, plain[:i]...)
		rest := plain[i+1:]
		switch {
		case len(rest) > 0 && rest[0] == '/':
			dst = append(dst, '<', '\\')
		case bytes.HasPrefix(rest, []byte("!--")):
			dst = append(dst, `\u003c`...)
		default:
			dst = append(dst, '<')
		}
		plain = rest
	}
}
