package analytics

import "docskit.dev/docskit"

// ContentSecurityPolicy adds the hosts the providers' scripts talk to
// (Google's published list for GA4 and Tag Manager); nothing without ids.
// The loader scripts' origin and the inline setup's hash are added by the
// builder from the head tags. Tags that a GTM container injects as custom
// HTML are inline scripts the build cannot know, so the policy blocks them.
func (p *Plugin) ContentSecurityPolicy() map[string][]string {
	if !p.Enabled() {
		return nil
	}
	google := []string{"https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"}
	return map[string][]string{
		"connect-src": google,
		"img-src":     google,
	}
}

var _ docskit.CSPProvider = (*Plugin)(nil)
