package tsgen

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
)

// Decl is one exported TypeScript declaration.
type Decl struct {
	// Type is the Go struct type.
	Type reflect.Type
	// Name is the TypeScript name, also used wherever another declaration
	// holds a value of Type.
	Name string
	// Strings narrows string fields, by JSON name, to a union of literals:
	// {"position": {"left", "right"}}.
	Strings map[string][]string
	// Tag, when set, declares the type as a union of Variants discriminated
	// by this string field (a JSON name).
	Tag      string
	Variants []Variant
}

// Variant is one member of a discriminated union.
type Variant struct {
	// Value is the tag field's value in this variant.
	Value string
	// Required and Optional are the JSON names of the fields the variant
	// always has and may have. A field in neither is absent from it.
	Required, Optional []string
}

// field is a struct field as encoding/json writes it.
type field struct {
	name     string // JSON name
	goName   string
	typ      reflect.Type
	optional bool // omitempty or omitzero
}

var marshaler = reflect.TypeFor[json.Marshaler]()

// Generate returns the declarations of decls, in order. It reports every
// problem it finds: a field whose type has no TypeScript form, a struct
// without a Decl, a variant that names a field the struct lacks, a field in
// no variant.
func Generate(decls []Decl) ([]byte, error) {
	names := map[reflect.Type]string{}
	for _, d := range decls {
		names[d.Type] = d.Name
	}
	g := &gen{names: names}
	for _, d := range decls {
		g.decl(d)
	}
	return g.out.Bytes(), errors.Join(g.errs...)
}

type gen struct {
	names map[reflect.Type]string
	out   bytes.Buffer
	errs  []error
}

func (g *gen) errorf(format string, args ...any) {
	g.errs = append(g.errs, fmt.Errorf(format, args...))
}

func (g *gen) decl(d Decl) {
	t := d.Type
	if t.Kind() != reflect.Struct {
		g.errorf("%s: %s is not a struct", d.Name, t)
		return
	}
	fields := g.fields(t)
	byName := map[string]field{}
	for _, f := range fields {
		byName[f.name] = f
	}
	for name := range d.Strings {
		if f, ok := byName[name]; !ok {
			g.errorf("%s: Strings names %q, which %s does not have", d.Name, name, t)
		} else if deref(f.typ).Kind() != reflect.String {
			g.errorf("%s: Strings names %q, which is a %s, not a string", d.Name, name, f.typ)
		}
	}
	fmt.Fprintf(&g.out, "/** Go: %s */\n", t)
	if d.Tag == "" {
		fmt.Fprintf(&g.out, "export interface %s {\n", d.Name)
		for _, f := range fields {
			g.out.WriteString("  " + g.member(d, f, f.optional) + ";\n")
		}
		g.out.WriteString("}\n\n")
		return
	}
	if f, ok := byName[d.Tag]; !ok || f.typ.Kind() != reflect.String {
		g.errorf("%s: the tag %q must be a string field of %s", d.Name, d.Tag, t)
		return
	}
	if len(d.Variants) == 0 {
		g.errorf("%s: a union needs variants", d.Name)
		return
	}
	used, values := map[string]bool{}, map[string]bool{}
	fmt.Fprintf(&g.out, "export type %s =\n", d.Name)
	for i, v := range d.Variants {
		if values[v.Value] {
			g.errorf("%s: two variants have the tag value %q", d.Name, v.Value)
		}
		values[v.Value] = true
		in := map[string]bool{} // field → optional in this variant
		add := func(names []string, optional bool) {
			for _, name := range names {
				if _, ok := byName[name]; !ok || name == d.Tag {
					g.errorf("%s: variant %q names %q, which is not a field of %s other than the tag", d.Name, v.Value, name, t)
					continue
				}
				if _, dup := in[name]; dup {
					g.errorf("%s: variant %q names %q twice", d.Name, v.Value, name)
				}
				in[name] = optional
				used[name] = true
			}
		}
		add(v.Required, false)
		add(v.Optional, true)
		members := []string{"readonly " + d.Tag + ": " + literal(v.Value)}
		for _, f := range fields {
			if opt, ok := in[f.name]; ok {
				members = append(members, g.member(d, f, opt))
			}
		}
		end := ""
		if i == len(d.Variants)-1 {
			end = ";"
		}
		fmt.Fprintf(&g.out, "  | { %s }%s\n", strings.Join(members, "; "), end)
	}
	g.out.WriteString("\n")
	for _, f := range fields {
		if f.name != d.Tag && !used[f.name] {
			g.errorf("%s: field %s (%q) of %s is in no variant", d.Name, f.goName, f.name, t)
		}
	}
}

// member is one property: `readonly name?: type`.
func (g *gen) member(d Decl, f field, optional bool) string {
	where := d.Name + "." + f.name
	var ts string
	if lits, ok := d.Strings[f.name]; ok {
		ts = literals(lits)
	} else {
		ts = g.tsType(f.typ, where)
	}
	q := ""
	if optional {
		q = "?"
	} else if f.typ.Kind() == reflect.Pointer {
		ts += " | null"
	}
	return "readonly " + f.name + q + ": " + ts
}

// fields lists t's fields as encoding/json writes them.
func (g *gen) fields(t reflect.Type) []field {
	var out []field
	for sf := range t.Fields() {
		tag, hasTag := sf.Tag.Lookup("json")
		if tag == "-" {
			continue
		}
		if sf.Anonymous { // encoding/json promotes its fields, even when unexported
			g.errorf("%s.%s: embedded fields are not supported", t, sf.Name)
			continue
		}
		if !sf.IsExported() {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		if !hasTag || name == "" {
			name = sf.Name
		}
		f := field{name: name, goName: sf.Name, typ: sf.Type}
		for o := range strings.SplitSeq(opts, ",") {
			switch o {
			case "omitempty", "omitzero":
				f.optional = true
			case "string":
				g.errorf("%s.%s: the json option \"string\" is not supported", t, sf.Name)
			}
		}
		out = append(out, f)
	}
	return out
}

// tsType is the TypeScript type of a Go type; where names the field for errors.
func (g *gen) tsType(t reflect.Type, where string) string {
	if t.Implements(marshaler) || reflect.PointerTo(t).Implements(marshaler) {
		g.errorf("%s: %s encodes itself (json.Marshaler); declare its form by hand", where, t)
		return "unknown"
	}
	switch t.Kind() {
	case reflect.Pointer:
		return g.tsType(t.Elem(), where)
	case reflect.String:
		return "string"
	case reflect.Bool:
		return "boolean"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64,
		reflect.Float32, reflect.Float64:
		return "number"
	case reflect.Slice, reflect.Array:
		if t.Kind() == reflect.Slice && t.Elem().Kind() == reflect.Uint8 {
			return "string" // base64
		}
		elem := g.tsType(t.Elem(), where+"[]")
		if strings.ContainsAny(elem, " |") {
			elem = "(" + elem + ")"
		}
		return "readonly " + elem + "[]"
	case reflect.Map:
		if t.Key().Kind() != reflect.String {
			g.errorf("%s: %s: only string map keys are supported", where, t)
			return "unknown"
		}
		return "Record<string, " + g.tsType(t.Elem(), where+"[key]") + ">"
	case reflect.Interface:
		if t.NumMethod() > 0 {
			g.errorf("%s: %s: only the empty interface is supported", where, t)
		}
		return "unknown"
	case reflect.Struct:
		if name, ok := g.names[t]; ok {
			return name
		}
		g.errorf("%s: %s has no declaration; add a Decl for it", where, t)
		return "unknown"
	}
	g.errorf("%s: %s has no TypeScript form", where, t)
	return "unknown"
}

func deref(t reflect.Type) reflect.Type {
	if t.Kind() == reflect.Pointer {
		return t.Elem()
	}
	return t
}

func literals(values []string) string {
	quoted := make([]string, len(values))
	for i, v := range values {
		quoted[i] = literal(v)
	}
	return strings.Join(slices.Compact(quoted), " | ")
}

// literal is v as a single-quoted TypeScript string.
func literal(v string) string {
	return "'" + strings.NewReplacer(`\`, `\\`, `'`, `\'`, "\n", `\n`).Replace(v) + "'"
}
