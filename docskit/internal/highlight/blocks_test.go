package highlight

import (
	"fmt"
	"strings"
)

// treeBlock is one fenced code block: its fence language and its text.
type treeBlock struct {
	lang, code string
}

// treeBlocks returns n code blocks shaped like those of the generated
// 10k-page test tree (bench/gen-content.mjs in the team's shared folder):
// short SDK snippets in js, ts, json, bash, kotlin and swift in equal
// shares, which differ from one another in names and numbers only. They
// are the input of BenchmarkCode and a seed set for the differential tests.
// The same n gives the same blocks.
func treeBlocks(n int) []treeBlock {
	next := randomInts()
	pick := func(s ...string) string { return s[next(len(s))] }
	title := func(s string) string { return strings.ToUpper(s[:1]) + s[1:] }
	blocks := make([]treeBlock, 0, n)
	for i := 0; i < n; i++ {
		ns := pick("push", "app", "device", "iap", "share", "location", "storage")
		fn := pick("getToken", "subscribe", "open", "request", "fetchStatus", "register", "configure", "show", "update")
		version := pick("1.8.0", "2.0.1", "3.1.4")
		var lines []string
		lang := []string{"js", "ts", "json", "bash", "kotlin", "swift"}[i%6]
		switch lang {
		case "js":
			lines = []string{
				fmt.Sprintf("import { %s } from '@example/sdk';", ns), "",
				fmt.Sprintf("async function %sExample() {", fn),
				fmt.Sprintf("  const result = await %s.%s({ timeout: %d });", ns, fn, (1+next(30))*1000),
				"  if (!result.ok) {",
				fmt.Sprintf("    console.warn('%s.%s failed', result.error);", ns, fn),
				"    return null;", "  }", "  return result.data;", "}", "",
				fmt.Sprintf("%sExample().then((data) => console.log(data));", fn),
			}
		case "ts":
			lines = []string{
				fmt.Sprintf("import { %s, type %sOptions } from '@example/sdk';", ns, title(ns)), "",
				fmt.Sprintf("interface %sResult {", title(fn)), "  id: string;", "  createdAt: number;",
				"  status: 'ok' | 'error';", "}", "",
				fmt.Sprintf("const options: %sOptions = {", title(ns)),
				fmt.Sprintf("  retry: %d,", next(6)),
				fmt.Sprintf("  channel: '%s',", pick("default", "marketing", "system")), "};", "",
				fmt.Sprintf("export async function run(): Promise<%sResult> {", title(fn)),
				fmt.Sprintf("  return %s.%s(options);", ns, fn), "}",
			}
		case "json":
			lines = []string{
				"{",
				fmt.Sprintf(`  "appId": "com.example.app%d",`, 1+next(99)),
				fmt.Sprintf(`  "%s": {`, ns),
				fmt.Sprintf(`    "enabled": %v,`, next(2) == 0),
				fmt.Sprintf(`    "interval": %d,`, 10+next(590)),
				`    "targets": ["android", "ios"]`,
				"  },",
				fmt.Sprintf(`  "version": "%s"`, version),
				"}",
			}
		case "bash":
			if next(2) == 0 {
				lines = []string{
					"npm install @example/sdk@" + version,
					"# 또는",
					"yarn add @example/sdk@" + version,
				}
			} else {
				lines = []string{
					fmt.Sprintf(`curl -X POST https://api.example.com/v1/%s/%s \`, ns, strings.ToLower(fn)),
					`  -H "Authorization: Bearer $API_TOKEN" \`,
					`  -H "Content-Type: application/json" \`,
					fmt.Sprintf(`  -d '{"userId": "user-%d", "message": "hello"}'`, 100+next(900)),
				}
			}
		case "kotlin":
			lines = []string{
				"class MainActivity : AppCompatActivity() {",
				"    override fun onCreate(savedInstanceState: Bundle?) {",
				"        super.onCreate(savedInstanceState)",
				fmt.Sprintf(`        ExampleSdk.initialize(this, appKey = "APP_KEY_%d")`, 1000+next(9000)),
				fmt.Sprintf("        ExampleSdk.%s.%s { result ->", ns, fn),
				`            Log.d("Example", "result: $result")`,
				"        }",
				"    }",
				"}",
			}
		case "swift":
			lines = []string{
				"import ExampleSDK", "",
				"func application(_ application: UIApplication,",
				"                 didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {",
				fmt.Sprintf(`    ExampleSDK.configure(appKey: "APP_KEY_%d")`, 1000+next(9000)),
				fmt.Sprintf("    ExampleSDK.%s.%s { result in", ns, fn),
				`        print("result: \(result)")`,
				"    }",
				"    return true",
				"}",
			}
		}
		blocks = append(blocks, treeBlock{lang, strings.Join(lines, "\n") + "\n"})
	}
	return blocks
}

// randomInts returns a deterministic generator (xorshift, the same seed
// every time) of numbers in [0, k).
func randomInts() func(k int) int {
	r := uint32(2463534242)
	return func(k int) int {
		r ^= r << 13
		r ^= r >> 17
		r ^= r << 5
		return int(r % uint32(k))
	}
}
