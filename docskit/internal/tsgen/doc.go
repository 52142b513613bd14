// Package tsgen writes TypeScript declarations of Go types as encoding/json
// encodes them, so that a TypeScript program that reads the JSON is checked
// against the Go side instead of being kept in step by hand.
//
// A Decl names a Go struct type and its TypeScript name. Fields follow
// encoding/json: the name is the json tag's (or the Go field's), "-" and
// unexported fields are left out, and omitempty or omitzero makes a field
// optional. Types map as follows:
//
//	string                 string (or a union of literals, Decl.Strings)
//	bool                   boolean
//	ints, floats           number
//	[]T, [N]T              readonly T[]
//	map[string]T           Record<string, T>
//	any                    unknown
//	*T                     T when optional, T | null otherwise
//	a struct               the TypeScript name of its Decl, which must be listed
//
// A slice or map without omitempty is declared as always present and never
// null: the Go side must not leave it nil, or the JSON holds null.
//
// A Go struct that the TypeScript side reads as a discriminated union (one
// string field saying which other fields are present) is declared with
// Decl.Tag and Decl.Variants. Generate checks that the variants name only
// fields of the struct and that every field is in at least one variant, so a
// field added on the Go side cannot go unnoticed.
package tsgen
