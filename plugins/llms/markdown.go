package llms

import (
	"regexp"
	"strings"
)

// DefaultAdmonitionLabels are the admonition type names written when a
// converted admonition has no label of its own; they match the theme's.
var DefaultAdmonitionLabels = map[string]string{
	"note": "참고", "tip": "팁", "info": "정보", "warning": "경고", "danger": "위험", "caution": "주의",
}

// Converter turns an MDX body into plain Markdown that reads well without
// the theme: components become Markdown, links become absolute URLs.
type Converter struct {
	// Link maps a link destination as written in the body ("./push.mdx#x",
	// "/docs/guide/intro") to the URL to write. Nil keeps links as written.
	Link func(dest string) string
	// AdmonitionLabels names admonition types (DefaultAdmonitionLabels when nil).
	AdmonitionLabels map[string]string
}

var (
	fenceOpen    = regexp.MustCompile("^(\\s*)(`{3,}|~{3,})(.*)$")
	headingID    = regexp.MustCompile(`^(\s*#{1,6}\s.*?)\s*\{#[^}]*\}\s*$`)
	admonOpen    = regexp.MustCompile(`^(\s*):::+\s*([A-Za-z]+)(?:\[(.*)\])?\s*(.*?)\s*$`)
	admonClose   = regexp.MustCompile(`^\s*:::+\s*$`)
	tabsTag      = regexp.MustCompile(`^\s*</?Tabs(\s[^>]*)?>\s*$`)
	tabItemOpen  = regexp.MustCompile(`^(\s*)<TabItem(\s[^>]*)?>\s*$`)
	tabItemClose = regexp.MustCompile(`^\s*</TabItem>\s*$`)
	attrRe       = regexp.MustCompile(`([A-Za-z]+)=(?:"([^"]*)"|'([^']*)'|\{["']([^"']*)["']\})`)
	summaryRe    = regexp.MustCompile(`^(\s*)(?:<details[^>]*>)?\s*<summary[^>]*>(.*?)</summary>\s*$`)
	detailsTag   = regexp.MustCompile(`^\s*</?details(\s[^>]*)?>\s*$`)
	componentTag = regexp.MustCompile(`^\s*</?[A-Z][A-Za-z0-9.]*(\s[^>]*)?/?>\s*$`)
	mdxComment   = regexp.MustCompile(`^\s*\{/\*.*\*/\}\s*$`)
	titleMeta    = regexp.MustCompile(`title=(?:"([^"]*)"|'([^']*)')`)
	refDef       = regexp.MustCompile(`^(\s*\[[^\]]+\]:\s*)(\S+)(.*)$`)
)

// Page returns the Markdown of one page: "# title", the description as a
// quote, then the converted body. A body that starts with its own level-1
// heading keeps it instead of the title.
func (c *Converter) Page(title, description string, body []byte) string {
	md := c.Body(body)
	var b strings.Builder
	if strings.HasPrefix(md, "# ") {
		h1, rest, _ := strings.Cut(md, "\n")
		b.WriteString(h1 + "\n\n")
		md = strings.TrimLeft(rest, "\n")
	} else {
		b.WriteString("# " + oneLine(title) + "\n\n")
	}
	if description != "" {
		b.WriteString("> " + oneLine(description) + "\n\n")
	}
	b.WriteString(md)
	return strings.TrimRight(b.String(), "\n") + "\n"
}

// Body converts an MDX body to Markdown. See the package comment for what
// happens to each construct.
func (c *Converter) Body(body []byte) string {
	labels := c.AdmonitionLabels
	if labels == nil {
		labels = DefaultAdmonitionLabels
	}
	src := strings.Split(strings.ReplaceAll(string(body), "\r\n", "\n"), "\n")
	var out []string
	depth := 0 // open admonitions; each adds "> " to the lines inside
	emit := func(indent, s string) {
		q := strings.Repeat("> ", depth)
		if s == "" && indent == "" {
			out = append(out, strings.TrimRight(q, " "))
			return
		}
		out = append(out, indent+q+s)
	}
	inESM := true // import/export lines are dropped only before the content starts
	for i := 0; i < len(src); i++ {
		line := src[i]
		if m := fenceOpen.FindStringSubmatch(line); m != nil {
			inESM = false
			indent, fence, info := m[1], m[2], strings.TrimSpace(m[3])
			lang, meta, _ := strings.Cut(info, " ")
			if t := titleMeta.FindStringSubmatch(meta); t != nil {
				emit(indent, "`"+t[1]+t[2]+"`")
				emit("", "")
			}
			emit(indent, fence+lang)
			for i++; i < len(src); i++ {
				l := src[i]
				// Lines of an indented block lose the fence's indentation, and
				// the quote prefix goes after it, as for the fence itself.
				rest := strings.TrimPrefix(l, indent)
				if strings.HasPrefix(strings.TrimSpace(l), fence[:3]) && strings.Trim(strings.TrimSpace(l), fence[:1]) == "" && len(strings.TrimSpace(l)) >= len(fence) {
					break
				}
				if depth == 0 {
					out = append(out, l)
				} else {
					out = append(out, indent+strings.Repeat("> ", depth)+rest)
				}
			}
			emit(indent, fence)
			continue
		}
		trimmed := strings.TrimSpace(line)
		if inESM {
			if trimmed == "" {
				continue
			}
			if strings.HasPrefix(line, "import ") || strings.HasPrefix(line, "export ") {
				continue
			}
			inESM = false
		}
		switch {
		case mdxComment.MatchString(line), tabsTag.MatchString(line), tabItemClose.MatchString(line), detailsTag.MatchString(line):
			continue
		case tabItemOpen.MatchString(line):
			m := tabItemOpen.FindStringSubmatch(line)
			attrs := attributes(m[2])
			label := attrs["label"]
			if label == "" {
				label = attrs["value"]
			}
			if label != "" {
				emit(m[1], "**"+label+"**")
			}
			continue
		case summaryRe.MatchString(line):
			m := summaryRe.FindStringSubmatch(line)
			emit(m[1], "**"+strings.TrimSpace(m[2])+"**")
			continue
		case admonClose.MatchString(line) && depth > 0:
			depth--
			emit("", "")
			continue
		case admonOpen.MatchString(line):
			m := admonOpen.FindStringSubmatch(line)
			kind := strings.ToLower(m[2])
			name := labels[kind]
			if name == "" {
				name = kind
			}
			title := m[3]
			if title == "" {
				title = m[4]
			}
			head := "**" + name + "**"
			if title != "" {
				head = "**" + name + ": " + c.inline(title) + "**"
			}
			emit("", "")
			depth++
			emit(m[1], head)
			emit("", "")
			continue
		case componentTag.MatchString(line):
			continue
		}
		if m := headingID.FindStringSubmatch(line); m != nil {
			line = m[1]
		}
		if m := refDef.FindStringSubmatch(line); m != nil && c.Link != nil {
			line = m[1] + c.Link(m[2]) + m[3]
		} else {
			line = c.inline(line)
		}
		if depth > 0 {
			ind := line[:len(line)-len(strings.TrimLeft(line, " \t"))]
			emit(ind, strings.TrimLeft(line, " \t"))
		} else {
			out = append(out, line)
		}
	}
	return tidy(out)
}

// attributes reads name="value" pairs of a JSX tag.
func attributes(s string) map[string]string {
	a := map[string]string{}
	for _, m := range attrRe.FindAllStringSubmatch(s, -1) {
		a[m[1]] = m[2] + m[3] + m[4]
	}
	return a
}

// inline rewrites the destinations of links and images on one line, outside
// code spans.
func (c *Converter) inline(line string) string {
	if c.Link == nil || !strings.Contains(line, "](") {
		return line
	}
	var b strings.Builder
	for i := 0; i < len(line); {
		if line[i] == '`' {
			n := 0
			for i+n < len(line) && line[i+n] == '`' {
				n++
			}
			ticks := line[i : i+n]
			end := strings.Index(line[i+n:], ticks)
			if end < 0 {
				b.WriteString(line[i:])
				break
			}
			b.WriteString(line[i : i+n+end+n])
			i += n + end + n
			continue
		}
		if strings.HasPrefix(line[i:], "](") {
			j := i + 2
			for j < len(line) && line[j] == ' ' {
				j++
			}
			k := j
			for k < len(line) && line[k] != ' ' && line[k] != ')' {
				k++
			}
			if k < len(line) && k > j {
				b.WriteString(line[i:j])
				b.WriteString(c.Link(line[j:k]))
				i = k
				continue
			}
		}
		b.WriteByte(line[i])
		i++
	}
	return b.String()
}

// tidy joins lines, collapses runs of blank lines (outside fenced code the
// dropped tags leave them) and ends with one newline.
func tidy(lines []string) string {
	var b strings.Builder
	blank := true
	inFence := ""
	for _, l := range lines {
		t := strings.TrimLeft(strings.TrimSpace(l), "> ")
		if inFence == "" {
			if m := fenceOpen.FindStringSubmatch(t); m != nil {
				inFence = m[2]
			}
		} else if strings.TrimSpace(t) == inFence {
			inFence = ""
		}
		isBlank := strings.Trim(l, " >") == "" && inFence == ""
		if isBlank && blank {
			continue
		}
		blank = isBlank
		b.WriteString(l)
		b.WriteByte('\n')
	}
	return strings.TrimRight(b.String(), "\n") + "\n"
}
