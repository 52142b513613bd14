package docskit

// HasScheme reports whether the link destination s starts with a URL scheme
// ("https:", "mailto:", "tel:", …; RFC 3986: a letter, then letters, digits,
// "+", "-" or "."): a link out of the site, which link resolution and
// plugins leave as written. "//host/x" has no scheme; ":x" and "1x:" have none.
func HasScheme(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ':':
			return i > 0
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', i > 0 && (c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.'):
		default:
			return false
		}
	}
	return false
}
