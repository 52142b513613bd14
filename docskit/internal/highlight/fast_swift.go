package highlight

import "strings"

// lexSwift follows chroma's Swift lexer (lexers/embedded/swift.xml). Its
// patterns need no backtracking that a scan cannot decide, so it never
// gives up. Code writes CommentSpecial, CommentSingle and CommentMultiline
// as one class ("c"), KeywordReserved and KeywordDeclaration as Keyword
// ("k"), NameBuiltinPseudo as NameBuiltin ("nb"), every number as "m" and
// Punctuation, Name and Text without a span, so the lexer only tells apart
// what those classes do.
//
// chroma's rules are matched in order at each position; a keyword rule
// such as `(fallthrough|…|as)\b` matches exactly when the run of \w
// characters from that position is one of its words, which is how they are
// looked up here. Where a state includes another's rules, the order of the
// included rules is kept: "module" names a class before any keyword, and
// "preproc" tries the keywords before its own names, then the root's rules.
// Both leave their state at a "\n" token of their own; after trailing
// whitespace (the root's \s+ takes the newline with it) or a line comment
// (whose state takes the newline) chroma's lexer stays in the state on the
// next line, and so does this one.

// States of chroma's Swift lexer. A line comment and a block comment are
// lexed whole where they start, so they need no state.
const (
	swRoot    = iota
	swString  // "string"
	swIntp    // "string-intp": inside \( … ) of a string
	swModule  // "module": after import, to the end of the line
	swPreproc // "preproc": after #if and its kin, to the end of the line
)

// Kinds of words: what the keyword rules and the builtin rules of chroma's
// lexer do with a run of \w characters that starts with [a-zA-Z_].
const (
	swName      = iota // none of the lists: Name (or CommentPreproc in preproc)
	swKeyword          // Keyword, KeywordReserved or KeywordDeclaration
	swConstant         // KeywordConstant
	swImport           // import: KeywordDeclaration, then the module state
	swDeclClass        // class enum extension struct protocol: (\s+)(name) is a NameClass
	swDeclFunc         // func: (\s+)(name) is a NameFunction
	swDeclVar          // var let: (\s+)(name) is a NameVariable
	swBuiltin          // NameBuiltin or NameBuiltinPseudo
)

// swiftWords maps words to their kind, from the lists of chroma's rules in
// the order chroma tries them: a word in two lists gets the first one's.
var swiftWords = func() map[string]uint8 {
	lists := []struct {
		kind  uint8
		words string
	}{
		{swKeyword, `fallthrough continue default repeat switch return throw catch where break guard
			defer while case else try for if do is in as`},
		{swKeyword, `associativity convenience nonmutating precedence override optional mutating
			indirect Protocol rethrows required willSet dynamic postfix unowned throws prefix didSet
			final inout infix right lazy none weak Type left get set`},
		{swConstant, `dynamicType false nil self Self super true __COLUMN__ __FILE__ __FUNCTION__ __LINE__ _`},
		{swImport, `import`},
		{swDeclClass, `class enum extension struct protocol`},
		{swDeclFunc, `func`},
		{swDeclVar, `var let`},
		{swKeyword, `typealias subscript internal operator private public deinit static init`},
		{swBuiltin, swiftBuiltins},
		{swBuiltin, swiftBuiltinFuncs},
	}
	m := map[string]uint8{}
	for _, l := range lists {
		for _, word := range strings.Fields(l.words) {
			if _, ok := m[word]; !ok {
				m[word] = l.kind
			}
		}
	}
	return m
}()

// swiftHashWords are the words after "#" that chroma's rules know, by the
// class they get; the preprocessor's also start the preproc state.
var swiftHashWords = map[string]string{
	"if": "cp", "elseif": "cp", "else": "cp", "endif": "cp", "available": "cp",
	"selector": "k",
	"file":     "kc", "line": "kc", "column": "kc", "function": "kc",
}

// swiftAtWords are the attributes after "@" that chroma's Swift lexer
// writes as KeywordReserved.
var swiftAtWords = setOf(`UIApplicationMain NSApplicationMain IBInspectable availability
	IBDesignable autoclosure NSManaged NSCopying IBAction noreturn IBOutlet objc`)

// swiftBuiltins is chroma's NameBuiltin list for Swift (Swift 1's standard
// library types).
const swiftBuiltins = `ExtendedGraphemeClusterLiteralConvertible _SwiftNSDictionaryRequiredOverridesType
	_SwiftNSStringRequiredOverridesType _SwiftNSArrayRequiredOverridesType AutoreleasingUnsafeMutablePointer
	UnicodeScalarLiteralConvertible RangeReplaceableCollectionType StringInterpolationConvertible
	DictionaryLiteralConvertible UnsafeBufferPointerGenerator _SwiftNSFastEnumerationType
	LazyBidirectionalCollection ExtendedGraphemeClusterType FloatingPointClassification
	ImplicitlyUnwrappedOptional UnsafeMutableBufferPointer LazyRandomAccessCollection
	FilterCollectionViewIndex _ExtensibleCollectionType IntegerLiteralConvertible ReverseBidirectionalIndex
	BooleanLiteralConvertible StringLiteralConvertible BidirectionalReverseView ReverseRandomAccessIndex
	ExtensibleCollectionType FloatLiteralConvertible RandomAccessReverseView _BidirectionalIndexType
	ArrayLiteralConvertible _RandomAccessIndexType _IntegerArithmeticType BidirectionalIndexType
	StrideThroughGenerator _SwiftNSDictionaryType _SwiftNSEnumeratorType BitwiseOperationsType
	RandomAccessIndexType NilLiteralConvertible _ObjectiveCBridgeable UnicodeDecodingResult
	LazyForwardCollection IntegerArithmeticType MutableCollectionType PermutationGenerator
	MapSequenceGenerator _UnsignedIntegerType FilterCollectionView UnsafeMutablePointer UnsafeBufferPointer
	UnsignedIntegerType _SwiftNSCopyingType DictionaryGenerator _SignedIntegerType _SwiftNSStringType
	IntegerLiteralType FilterSequenceView EnumerateGenerator BooleanLiteralType HeapBufferStorage
	EnumerateSequence MirrorDisposition _SignedNumberType UnicodeScalarType StringLiteralType
	GeneratorSequence _ForwardIndexType StrideToGenerator _SwiftNSArrayType IndexingGenerator
	_RawOptionSetType FloatingPointType MapCollectionView SignedIntegerType OutputStreamType
	UnicodeCodecType HalfOpenInterval NSObjectProtocol SignedNumberType ObjectIdentifier RawOptionSetType
	_CocoaStringType ForwardIndexType RawRepresentable MutableSliceable FloatLiteralType _ArrayBufferType
	AbsoluteValuable CFunctionPointer QuickLookObject MapSequenceView EmptyCollection FilterGenerator
	_CollectionType CollectionOfOne ContiguousArray DictionaryIndex GeneratorOfOne DebugPrintable
	CVaListPointer CUnsignedShort COpaquePointer EmptyGenerator _Incrementable RangeGenerator
	NSErrorPointer _Sequence_Type ClosedInterval CollectionType ZipGenerator2 UnsafePointer GeneratorType
	StrideThrough CUnsignedLong UnicodeScalar _SequenceType LazySequence IntervalType SequenceType
	StaticString CUnsignedInt _IntegerType BooleanType CVarArgType _Strideable _Comparable GeneratorOf
	IntegerType Reflectable CSignedChar Streamable SequenceOf Dictionary Comparable HeapBuffer _Sliceable
	MirrorType Strideable CLongLong CWideChar Printable Equatable Unmanaged Sliceable Character AnyObject
	Optional StrideTo SinkType AnyClass Hashable Selector Float32 CChar16 UIntMax Float80 Float64 RawByte
	Process CDouble CChar32 UInt16 UInt32 C_ARGC C_ARGV UInt64 CFloat String SinkOf Repeat OnHeap Double
	CShort IntMax UTF16 Slice CLong UTF32 UInt8 Range UWord Array Float Int64 Int32 Int16 CBool CChar UInt
	Int8 Word UTF8 Zip2 Void Bool CInt Any Int Bit`

// swiftBuiltinFuncs is chroma's NameBuiltinPseudo list for Swift.
const swiftBuiltinFuncs = `withUnsafeMutablePointers withUnsafeMutablePointer lexicographicalCompare
	withExtendedLifetime preconditionFailure withUnsafePointers underestimateCount withUnsafePointer
	assertionFailure unsafeAddressOf unsafeDowncast countElements unsafeBitCast toDebugString strideofValue
	removeAtIndex alignofValue debugPrintln precondition sizeofValue removeRange numericCast removeLast
	debugPrint fatalError minElement maxElement startsWith withVaList partition removeAll transcode
	dropFirst enumerate getVaList strideof contains overlaps dropLast distance toString advance println
	alignof reflect indices reverse isEmpty prefix stride sizeof insert assert sorted splice filter extend
	reduce suffix equal print count split first swap dump sort lazy last join find abs min max map`

// swiftStack is the lexer's state stack; its last element is the current
// state.
type swiftStack []uint8

func (st *swiftStack) push(state uint8) { *st = append(*st, state) }

// pop leaves the current state; like chroma's, it never pops the root.
func (st *swiftStack) pop() {
	if len(*st) > 1 {
		*st = (*st)[:len(*st)-1]
	}
}

func lexSwift(w *writer, s string) bool {
	var buf [16]uint8
	st := swiftStack(buf[:1])
	st[0] = swRoot
	for i := 0; i < len(s); {
		if st[len(st)-1] == swString {
			i = swiftStringRule(w, s, i, &st)
		} else {
			i = swiftCodeRule(w, s, i, &st)
		}
	}
	return true
}

func isIdentStart(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c == '_'
}

// swiftCodeRule matches the rules of the root, module, preproc and
// string-intp states at s[i], writes what they match and returns the end.
func swiftCodeRule(w *writer, s string, i int, st *swiftStack) int {
	state := (*st)[len(*st)-1]
	c := s[i]
	switch {
	case c == '\n':
		if state == swModule || state == swPreproc {
			st.pop()
		}
		w.text("\n", "")
		return i + 1
	case state == swIntp && c == '(':
		st.push(swIntp)
		w.text("(", "si")
		return i + 1
	case state == swIntp && c == ')':
		st.pop()
		w.text(")", "si")
		return i + 1
	case state == swModule && isIdentStart(c):
		e := words(s, i)
		w.text(s[i:e], "nc")
		return e
	case isIdentStart(c):
		return swiftWord(w, s, i, state, st)
	}
	if e := spaces(s, i); e > i {
		w.text(s[i:e], "")
		return e
	}
	switch c {
	case '/':
		if strings.HasPrefix(s[i:], "//") {
			return swiftLineComment(w, s, i)
		}
		if strings.HasPrefix(s[i:], "/*") {
			e := swiftBlockComment(s, i)
			w.text(s[i:e], "c")
			return e
		}
	case '#':
		e := words(s, i+1)
		if class, ok := swiftHashWords[s[i+1:e]]; ok {
			w.text(s[i:e], class)
			if class == "cp" {
				st.push(swPreproc)
			}
			return e
		}
	case '@':
		if e := swiftAttribute(s, i); e > i {
			w.text(s[i:e], "k")
			return e
		}
	case '$':
		if e := digits(s, i+1); e > i+1 {
			w.text(s[i:e], "nv")
			return e
		}
	case '"':
		st.push(swString)
		w.text(`"`, "s")
		return i + 1
	}
	if '0' <= c && c <= '9' {
		e := swiftNumber(s, i)
		w.text(s[i:e], "m")
		return e
	}
	if e, class := swiftPunct(s, i); e > i {
		w.text(s[i:e], class)
		return e
	}
	return errorRune(w, s, i)
}

// swiftWord matches the rules for a word starting with [a-zA-Z_] at s[i]
// in the root, preproc and string-intp states, writes what they match and
// returns the end.
func swiftWord(w *writer, s string, i int, state uint8, st *swiftStack) int {
	e := words(s, i)
	word := s[i:e]
	kind := swiftWords[word]
	var nameClass string
	switch kind {
	case swKeyword:
		w.text(word, "k")
		return e
	case swConstant:
		w.text(word, "kc")
		return e
	case swImport:
		w.text(word, "k")
		st.push(swModule)
		return e
	case swDeclClass:
		nameClass = "nc"
	case swDeclFunc:
		nameClass = "nf"
	case swDeclVar:
		nameClass = "nv"
	}
	if nameClass != "" {
		// (word)(\s+)([a-zA-Z_]\w*), else the word alone as a keyword.
		w.text(word, "k")
		if sp := spaces(s, e); sp > e && sp < len(s) && isIdentStart(s[sp]) {
			n := words(s, sp)
			w.text(s[e:sp], "")
			w.text(s[sp:n], nameClass)
			return n
		}
		return e
	}
	switch {
	case state == swPreproc && s[i] != '_':
		w.text(word, "cp")
	case kind == swBuiltin:
		w.text(word, "nb")
	default:
		w.text(word, "")
	}
	return e
}

// swiftAttribute matches the KeywordReserved rules at the "@" at s[i]:
// @availability(…) and the attributes of swiftAtWords. It returns the end,
// i if none matches.
func swiftAttribute(s string, i int) int {
	const avail = "@availability("
	if strings.HasPrefix(s[i:], avail) {
		// \([^)]+\)
		if k := strings.IndexByte(s[i+len(avail):], ')'); k > 0 {
			return i + len(avail) + k + 1
		}
	}
	if e := words(s, i+1); swiftAtWords[s[i+1:e]] {
		return e
	}
	return i
}

// swiftLineComment writes the comment from the "//" at s[i] to the end of
// its line and the newline, which the comment-single state takes before it
// leaves, and returns the end.
func swiftLineComment(w *writer, s string, i int) int {
	e := strings.IndexByte(s[i:], '\n')
	if e < 0 {
		w.text(s[i:], "c")
		return len(s)
	}
	w.text(s[i:i+e], "c")
	w.text("\n", "")
	return i + e + 1
}

// swiftBlockComment returns the end of the block comment at s[i], whose
// "/*" … "*/" nest; the end of s if it is not closed.
func swiftBlockComment(s string, i int) int {
	depth := 0
	for j := i; j+1 < len(s); {
		switch {
		case s[j] == '/' && s[j+1] == '*':
			depth++
			j += 2
		case s[j] == '*' && s[j+1] == '/':
			depth--
			j += 2
			if depth == 0 {
				return j
			}
		default:
			j++
		}
	}
	return len(s)
}

// swiftOperatorChars is the operator rule's character class.
const swiftOperatorChars = `/=-+!*%<>&|^?~`

// swiftPunct matches the punctuation rule and then the operator rule at
// s[i]; it returns the end and the class, i if neither matches.
func swiftPunct(s string, i int) (int, string) {
	switch c := s[i]; c {
	case '(', ')', '{', '}', '[', ']', '.', ',', ':', ';', '=', '@', '#', '`', '?':
		return i + 1, ""
	case '-':
		if i+1 < len(s) && s[i+1] == '>' {
			return i + 2, ""
		}
	case '<', '&':
		// [<&?](?=\w)
		if wordAt(s, i+1) {
			return i + 1, ""
		}
	case '>', '!':
		// (?<=\w)[>!?]
		if wordBefore(s, i) {
			return i + 1, ""
		}
	}
	e := i
	for e < len(s) && strings.IndexByte(swiftOperatorChars, s[e]) >= 0 {
		e++
	}
	return e, "o"
}

// swiftNumber returns the end of the number at the digit s[i]: binary,
// octal, hexadecimal, float, then integer, as chroma's rules try them.
func swiftNumber(s string, i int) int {
	run := func(j int, in func(byte) bool) int {
		for j < len(s) && in(s[j]) {
			j++
		}
		return j
	}
	decimal := func(c byte) bool { return '0' <= c && c <= '9' || c == '_' }
	if s[i] == '0' && i+1 < len(s) {
		var in func(byte) bool
		switch s[i+1] {
		case 'b':
			in = func(c byte) bool { return c == '0' || c == '1' || c == '_' }
		case 'o':
			in = func(c byte) bool { return '0' <= c && c <= '7' || c == '_' }
		case 'x':
			in = func(c byte) bool { return decimal(c) || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F' }
		}
		if in != nil {
			if e := run(i+2, in); e > i+2 {
				return e
			}
		}
	}
	// [eE][+\-]?[0-9_]+ at j, j if none.
	exponent := func(j int) int {
		if j < len(s) && (s[j] == 'e' || s[j] == 'E') {
			k := j + 1
			if k < len(s) && (s[k] == '+' || s[k] == '-') {
				k++
			}
			if e := run(k, decimal); e > k {
				return e
			}
		}
		return j
	}
	d := run(i+1, decimal)
	if d < len(s) && s[d] == '.' {
		// \.[0-9_]+[eE][+\-]?[0-9_]+ | \.[0-9_]*
		f := run(d+1, decimal)
		if f > d+1 {
			return exponent(f)
		}
		return f
	}
	return exponent(d)
}

// swiftStringRule matches the string state's rules at s[i], writes what
// they match and returns the end.
func swiftStringRule(w *writer, s string, i int, st *swiftStack) int {
	switch s[i] {
	case '"':
		st.pop()
		w.text(`"`, "s")
		return i + 1
	case '\\':
		if i+1 < len(s) && s[i+1] == '(' {
			st.push(swIntp)
			w.text(`\(`, "si")
			return i + 2
		}
		if e := swiftEscape(s, i); e > i {
			w.text(s[i:e], "se")
			return e
		}
		w.text(`\`, "s")
		return i + 1
	}
	e := i
	for e < len(s) && s[e] != '\\' && s[e] != '"' {
		e++
	}
	w.text(s[i:e], "s")
	return e
}

// swiftEscape returns the end of the escape sequence at the "\" at s[i],
// i if there is none: \['"\\nrt], \x and two hexadecimal digits, one to
// three octal digits, \u and four or \U and eight hexadecimal digits.
func swiftEscape(s string, i int) int {
	if i+1 >= len(s) {
		return i
	}
	hex := func(j, n int) int {
		if j+n > len(s) {
			return i
		}
		for k := j; k < j+n; k++ {
			if c := s[k]; !('0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F') {
				return i
			}
		}
		return j + n
	}
	switch c := s[i+1]; {
	case strings.IndexByte(`'"\nrt`, c) >= 0:
		return i + 2
	case c == 'x':
		return hex(i+2, 2)
	case c == 'u':
		return hex(i+2, 4)
	case c == 'U':
		return hex(i+2, 8)
	case '0' <= c && c <= '7':
		e := i + 2
		for e < len(s) && e < i+4 && '0' <= s[e] && s[e] <= '7' {
			e++
		}
		return e
	}
	return i
}
