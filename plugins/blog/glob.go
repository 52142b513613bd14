package blog

import "docskit.dev/plugins/internal/glob"

// matcher says whether a path inside the blog folder is a post: Docusaurus's
// include and exclude globs (plugins/internal/glob).
type matcher struct{ include, exclude glob.List }

func newMatcher(include, exclude []string) (*matcher, error) {
	inc, err := glob.Compile("include", include)
	if err != nil {
		return nil, err
	}
	exc, err := glob.Compile("exclude", exclude)
	if err != nil {
		return nil, err
	}
	return &matcher{include: inc, exclude: exc}, nil
}

func (m *matcher) match(rel string) bool {
	return m.include.Match(rel) && !m.exclude.Match(rel)
}
