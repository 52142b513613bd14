package quiz

import (
	"embed"

	"docskit.dev/docskit"
)

// Plugin is the quiz plugin. Create it with New.
type Plugin struct{}

// New returns the plugin. It has no options: what a quiz asks and answers
// is written in the page, as props and children of <Quiz>.
func New() *Plugin { return &Plugin{} }

// Name implements docskit.Plugin.
func (p *Plugin) Name() string { return "quiz" }

//go:embed client
var client embed.FS

// Components implements docskit.ComponentProvider: <Quiz> is rendered by the
// default export of client/Quiz.tsx (its stylesheet comes from the same
// embedded folder), <TimeZone> by the export TimeZone of client/TimeZone.tsx.
func (p *Plugin) Components() []docskit.Component {
	return []docskit.Component{
		{Name: "Quiz", Module: docskit.ClientModule{FS: client, Entry: "client/Quiz.tsx"}},
		{Name: "TimeZone", Module: docskit.ClientModule{FS: client, Entry: "client/TimeZone.tsx"}, Export: "TimeZone"},
	}
}

var (
	_ docskit.Plugin            = (*Plugin)(nil)
	_ docskit.ComponentProvider = (*Plugin)(nil)
)
