package search

import "docskit.dev/docskit"

// ReadsBody implements docskit.BodyReader: the index is made from every
// page's sections (mdx.Doc.Sections) after the build, so a build with
// search keeps them in memory.
func (p *Plugin) ReadsBody(*docskit.Page) bool { return true }

var _ docskit.BodyReader = (*Plugin)(nil)
