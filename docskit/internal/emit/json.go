package emit

import "bytes"

// PlainJSON is b, JSON as encoding/json writes it, with the escapes of <, >
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

// AppendScriptJSON appends plain JSON (PlainJSON's) to dst, made safe to
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
