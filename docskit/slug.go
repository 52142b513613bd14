package docskit

import "docskit.dev/docskit/internal/slug"

// Slugger makes github-slugger ids, unique within one Slugger, as
// Docusaurus makes heading ids and the default slugs of generated category
// index pages ("/category/<label>"). The zero value is ready to use.
type Slugger = slug.Slugger
