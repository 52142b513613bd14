package mdx

import "strings"

// npm2yarn is Docusaurus's remark-plugin-npm2yarn, which sites add to show
// an npm command with its yarn and pnpm equivalents: a code block whose
// meta string says npm2yarn becomes Tabs (groupId "npm2yarn", so the choice
// is shared by every such block) of the npm block and one block per
// converter. The conversion covers the npm commands docs use: install/i/
// add with or without packages and flags, uninstall, run, test, init, ci,
// exec.
func (w *walker) npm2yarn(code Node, text string, build func(string) Node) Node {
	items := []Node{tabItem("npm", "npm", code)}
	for _, to := range w.opts.NPM2Yarn {
		label := map[string]string{"yarn": "Yarn", "pnpm": "pnpm", "bun": "Bun"}[to]
		if label == "" {
			continue
		}
		items = append(items, tabItem(to, label, build(convertNPM(text, to))))
	}
	return Node{Type: "c", Name: "Tabs", Props: map[string]any{"groupId": "npm2yarn"}, Children: items}
}

func tabItem(value, label string, child Node) Node {
	return Node{Type: "c", Name: "TabItem", Props: map[string]any{"value": value, "label": label}, Children: []Node{child}}
}

// convertNPM converts each line of text that is an npm command.
func convertNPM(text, to string) string {
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		indent := l[:len(l)-len(strings.TrimLeft(l, " \t"))]
		if rest, ok := strings.CutPrefix(strings.TrimLeft(l, " \t"), "npm "); ok {
			lines[i] = indent + npmCommand(strings.Fields(rest), to)
		}
	}
	return strings.Join(lines, "\n")
}

// npmCommand is `npm args…` in the package manager to.
func npmCommand(args []string, to string) string {
	if len(args) == 0 {
		return to
	}
	cmd, rest := args[0], args[1:]
	join := func(parts ...string) string {
		var out []string
		for _, p := range parts {
			if p != "" {
				out = append(out, p)
			}
		}
		return strings.Join(append(out, rest...), " ")
	}
	switch cmd {
	case "install", "i", "add":
		var pkgs, flags []string
		global := false
		for _, a := range rest {
			switch a {
			case "--save", "-S":
			case "--save-dev", "-D":
				flags = append(flags, map[string]string{"yarn": "--dev", "pnpm": "--save-dev", "bun": "--dev"}[to])
			case "--save-exact", "-E":
				flags = append(flags, map[string]string{"yarn": "--exact", "pnpm": "--save-exact", "bun": "--exact"}[to])
			case "--global", "-g":
				global = true
			default:
				if strings.HasPrefix(a, "-") {
					flags = append(flags, a)
				} else {
					pkgs = append(pkgs, a)
				}
			}
		}
		if len(pkgs) == 0 {
			rest = flags
			return join(to, "install")
		}
		rest = append(flags, pkgs...)
		switch {
		case global && to == "yarn":
			return join("yarn", "global", "add")
		case global:
			return join(to, "add", "-g")
		}
		return join(to, "add")
	case "uninstall", "un", "remove", "rm", "r":
		return join(to, "remove")
	case "ci":
		rest = nil
		return join(to, "install", map[string]string{"yarn": "--frozen-lockfile", "pnpm": "--frozen-lockfile", "bun": "--frozen-lockfile"}[to])
	case "run", "run-script":
		if to == "yarn" {
			return join("yarn")
		}
		return join(to, "run")
	case "test", "t", "start", "stop", "restart":
		if cmd == "t" {
			cmd = "test"
		}
		return join(to, cmd)
	case "init", "create":
		if len(rest) == 0 {
			return join(to, "init")
		}
		return join(to, "create")
	case "exec", "x":
		return join(map[string]string{"yarn": "yarn", "pnpm": "pnpm", "bun": "bunx"}[to], map[string]string{"yarn": "exec", "pnpm": "exec", "bun": ""}[to])
	}
	return join(to, cmd)
}
