package tsgen

import (
	"reflect"
	"strings"
	"testing"
	"time"
)

type inner struct {
	N int `json:"n"`
}

type kinds struct {
	S        string            `json:"s"`
	B        bool              `json:"b,omitempty"`
	F        float64           `json:"f"`
	U        uint8             `json:"u,omitzero"`
	List     []string          `json:"list"`
	Arr      [2]int            `json:"arr"`
	Bytes    []byte            `json:"bytes"`
	Map      map[string]any    `json:"map,omitempty"`
	Ptr      *inner            `json:"ptr"`
	OptPtr   *inner            `json:"optPtr,omitempty"`
	Inners   []*inner          `json:"inners"`
	Nested   map[string][]bool `json:"nested"`
	Any      any               `json:"any"`
	NoTag    string
	Skipped  string `json:"-"`
	private  string // left out, as encoding/json does
	Position string `json:"position,omitempty"`
}

func TestGenerate(t *testing.T) {
	got, err := Generate([]Decl{
		{Type: reflect.TypeFor[kinds](), Name: "Kinds", Strings: map[string][]string{"position": {"left", "right"}}},
		{Type: reflect.TypeFor[inner](), Name: "Inner"},
	})
	if err != nil {
		t.Fatal(err)
	}
	want := `/** Go: tsgen.kinds */
export interface Kinds {
  readonly s: string;
  readonly b?: boolean;
  readonly f: number;
  readonly u?: number;
  readonly list: readonly string[];
  readonly arr: readonly number[];
  readonly bytes: string;
  readonly map?: Record<string, unknown>;
  readonly ptr: Inner | null;
  readonly optPtr?: Inner;
  readonly inners: readonly Inner[];
  readonly nested: Record<string, readonly boolean[]>;
  readonly any: unknown;
  readonly NoTag: string;
  readonly position?: 'left' | 'right';
}

/** Go: tsgen.inner */
export interface Inner {
  readonly n: number;
}

`
	if string(got) != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

type node struct {
	Type     string `json:"t"`
	HTML     string `json:"html,omitempty"`
	Name     string `json:"name,omitempty"`
	Children []node `json:"children,omitempty"`
}

func TestGenerateUnion(t *testing.T) {
	got, err := Generate([]Decl{{Type: reflect.TypeFor[node](), Name: "Node", Tag: "t", Variants: []Variant{
		{Value: "html", Required: []string{"html"}},
		{Value: "c", Required: []string{"name"}, Optional: []string{"children"}},
	}}})
	if err != nil {
		t.Fatal(err)
	}
	want := `/** Go: tsgen.node */
export type Node =
  | { readonly t: 'html'; readonly html: string }
  | { readonly t: 'c'; readonly name: string; readonly children?: readonly Node[] };

`
	if string(got) != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

type (
	withTime     struct{ At time.Time }
	withIntKeys  struct{ M map[int]string }
	withEmbedded struct{ inner }
	withStringOp struct {
		N int `json:"n,string"`
	}
	withUnknown struct{ In inner }
	withMethods struct{ S interface{ String() string } }
	withFunc    struct{ F func() }
)

// Every Go shape without a faithful TypeScript form, and every contract
// mistake, is an error that names the declaration and the field.
func TestGenerateErrors(t *testing.T) {
	union := func(vs ...Variant) Decl {
		return Decl{Type: reflect.TypeFor[node](), Name: "Node", Tag: "t", Variants: vs}
	}
	cases := []struct {
		name string
		decl Decl
		want string
	}{
		{"a Go field in no variant", union(
			Variant{Value: "html", Required: []string{"html"}},
			Variant{Value: "c", Required: []string{"name"}},
		), `Node: field Children ("children") of tsgen.node is in no variant`},
		{"a variant names a field Go does not have", union(
			Variant{Value: "html", Required: []string{"html", "text"}},
			Variant{Value: "c", Required: []string{"name"}, Optional: []string{"children"}},
		), `Node: variant "html" names "text", which is not a field of tsgen.node other than the tag`},
		{"a field twice in a variant", union(
			Variant{Value: "html", Required: []string{"html"}, Optional: []string{"html"}},
			Variant{Value: "c", Required: []string{"name"}, Optional: []string{"children"}},
		), `Node: variant "html" names "html" twice`},
		{"two variants with one value", union(
			Variant{Value: "c", Required: []string{"html"}},
			Variant{Value: "c", Required: []string{"name"}, Optional: []string{"children"}},
		), `Node: two variants have the tag value "c"`},
		{"no variants", union(), `Node: a union needs variants`},
		{"a tag that is not a field", Decl{Type: reflect.TypeFor[node](), Name: "Node", Tag: "kind", Variants: []Variant{{Value: "x"}}},
			`Node: the tag "kind" must be a string field of tsgen.node`},
		{"literals for a missing field", Decl{Type: reflect.TypeFor[inner](), Name: "Inner", Strings: map[string][]string{"mode": {"a"}}},
			`Inner: Strings names "mode", which tsgen.inner does not have`},
		{"literals for a number", Decl{Type: reflect.TypeFor[inner](), Name: "Inner", Strings: map[string][]string{"n": {"a"}}},
			`Inner: Strings names "n", which is a int, not a string`},
		{"a json.Marshaler", Decl{Type: reflect.TypeFor[withTime](), Name: "T"},
			`T.At: time.Time encodes itself (json.Marshaler); declare its form by hand`},
		{"int map keys", Decl{Type: reflect.TypeFor[withIntKeys](), Name: "T"}, `T.M: map[int]string: only string map keys are supported`},
		{"an embedded struct", Decl{Type: reflect.TypeFor[withEmbedded](), Name: "T"}, `tsgen.withEmbedded.inner: embedded fields are not supported`},
		{"the string option", Decl{Type: reflect.TypeFor[withStringOp](), Name: "T"}, `tsgen.withStringOp.N: the json option "string" is not supported`},
		{"a struct without a Decl", Decl{Type: reflect.TypeFor[withUnknown](), Name: "T"}, `T.In: tsgen.inner has no declaration; add a Decl for it`},
		{"an interface with methods", Decl{Type: reflect.TypeFor[withMethods](), Name: "T"}, `T.S: interface { String() string }: only the empty interface is supported`},
		{"a func", Decl{Type: reflect.TypeFor[withFunc](), Name: "T"}, `T.F: func() has no TypeScript form`},
		{"not a struct", Decl{Type: reflect.TypeFor[string](), Name: "S"}, `S: string is not a struct`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Generate([]Decl{tc.decl})
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("err = %v, want %q", err, tc.want)
			}
		})
	}
}
