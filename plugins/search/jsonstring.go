package search

import (
	"encoding/json"
	"unicode/utf8"
)

// appendJSONString appends s as a JSON string, byte for byte as
// encoding/json writes it (with its HTML escaping of <, > and &), but
// without decoding each character: the text shards are most of the
// index's bytes, nearly all of them Hangul. A string that is not valid
// UTF-8 is left to encoding/json.
func appendJSONString(dst []byte, s string) []byte {
	if !utf8.ValidString(s) {
		b, _ := json.Marshal(s) // strings always encode
		return append(dst, b...)
	}
	const hex = "0123456789abcdef"
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			// U+2028 and U+2029 (E2 80 A8, E2 80 A9) are escaped; other
			// characters are copied as they are.
			if c == 0xE2 && i+2 < len(s) && s[i+1] == 0x80 && s[i+2]&^1 == 0xA8 {
				dst = append(dst, s[start:i]...)
				dst = append(dst, '\\', 'u', '2', '0', '2', hex[s[i+2]&^0xA0])
				i += 2
				start = i + 1
			}
			continue
		}
		if c >= 0x20 && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&' {
			continue
		}
		dst = append(dst, s[start:i]...)
		start = i + 1
		switch c {
		case '"', '\\':
			dst = append(dst, '\\', c)
		case '\n':
			dst = append(dst, '\\', 'n')
		case '\r':
			dst = append(dst, '\\', 'r')
		case '\t':
			dst = append(dst, '\\', 't')
		case '\b':
			dst = append(dst, '\\', 'b')
		case '\f':
			dst = append(dst, '\\', 'f')
		default: // other control characters, <, > and &
			dst = append(dst, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xF])
		}
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}

// appendJSONStrings appends ss as a JSON array of strings, as
// encoding/json writes a []string that is not nil.
func appendJSONStrings(dst []byte, ss []string) []byte {
	dst = append(dst, '[')
	for i, s := range ss {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = appendJSONString(dst, s)
	}
	return append(dst, ']')
}
