package docskit_test

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"docskit.dev/docskit"
	"docskit.dev/plugins/docs"
	"docskit.dev/plugins/linkcheck"
	"docskit.dev/plugins/pages"
	"docskit.dev/plugins/sitemap"
)

// BenchmarkBuild builds a generated site of filler Korean MDX pages with the
// docs, pages, linkcheck and sitemap plugins, cold (a new Builder and an
// empty output folder each time), and reports per page:
//
//	go test ./docskit -run '^$' -bench Build -benchtime 3x [-buildbench.pages 1000]
//
// ms/page is the build's wall time over the pages built; MB-peak the peak
// resident memory of the Go process during the build (VmHWM, reset before
// each build; the Node renderers come on top: bench/scale.sh measures the
// whole tree); KB/page the output's bytes over its pages. Generating the
// pages is not timed. The figures are for comparing two commits on the same
// machine; bench/scale.sh compares docskit with Hugo on the larger tree.
var benchPages = flag.Int("buildbench.pages", 1000, "number of generated pages BenchmarkBuild builds")

func BenchmarkBuild(b *testing.B) {
	nm, err := filepath.Abs(filepath.Join("..", "node_modules"))
	if err != nil {
		b.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(nm, "react")); err != nil {
		b.Skip("no node_modules with react in the repository root; run scripts/setup.sh")
	}
	root := b.TempDir()
	if err := writeFillerSite(root, *benchPages); err != nil {
		b.Fatal(err)
	}
	out := filepath.Join(b.TempDir(), "site")
	var peak uint64
	var rep *docskit.Report
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		if err := os.RemoveAll(out); err != nil {
			b.Fatal(err)
		}
		runtime.GC()
		resetPeakRSS()
		b.StartTimer()
		builder, err := docskit.New(fillerConfig(),
			docskit.WithRoot(root),
			docskit.WithNodeModules(nm),
			docskit.WithPlugins(
				docs.New(docs.Options{Sidebars: fillerSections}),
				pages.New(pages.Options{}),
				linkcheck.New(linkcheck.Options{}),
				sitemap.New(sitemap.Options{}),
			))
		if err != nil {
			b.Fatal(err)
		}
		rep, err = builder.Build(context.Background(), out)
		if cerr := builder.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		peak = max(peak, peakRSS())
		b.StartTimer()
	}
	b.StopTimer()
	if rep.Pages < *benchPages {
		b.Fatalf("built %d pages of %d generated", rep.Pages, *benchPages)
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N)/float64(rep.Pages), "ms/page")
	b.ReportMetric(float64(peak)/1e6, "MB-peak")
	b.ReportMetric(float64(rep.Bytes)/1e3/float64(rep.Pages), "KB/page")
}

// resetPeakRSS resets the kernel's peak resident set of this process (Linux
// 4.0+); elsewhere peakRSS falls back to the Go runtime's figure.
func resetPeakRSS() { _ = os.WriteFile("/proc/self/clear_refs", []byte("5"), 0) }

// peakRSS is this process's peak resident memory in bytes since the last
// resetPeakRSS: VmHWM from /proc, or the memory the Go runtime holds.
func peakRSS() uint64 {
	if f, err := os.Open("/proc/self/status"); err == nil {
		defer f.Close()
		s := bufio.NewScanner(f)
		for s.Scan() {
			if v, ok := strings.CutPrefix(s.Text(), "VmHWM:"); ok {
				kb, err := strconv.ParseUint(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
				if err == nil {
					return kb * 1024
				}
			}
		}
	}
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.Sys - m.HeapReleased
}

// The filler site: three top-level sections, each its own sidebar, with an
// intro page and folders of fillerGroup pages.
var fillerSections = []string{"guide", "api", "sdk"}

const fillerGroup = 50

func fillerConfig() docskit.Config {
	return docskit.Config{
		Title:  "벤치마크 문서",
		URL:    "https://bench.example",
		Locale: docskit.Locale{Label: "한국어", HTMLLang: "ko"},
		Navbar: docskit.Navbar{Items: []docskit.NavItem{
			{Label: "가이드", To: "/docs/guide/intro", Sidebar: "guide"},
			{Label: "API", To: "/docs/api/intro", Sidebar: "api"},
			{Label: "SDK", To: "/docs/sdk/intro", Sidebar: "sdk"},
		}},
		Footer: docskit.Footer{Copyright: "벤치마크"},
	}
}

// writeFillerSite writes n pages (at least one intro per section) under
// root/docs. The same n gives the same files.
func writeFillerSite(root string, n int) error {
	perSection := max(1, n/len(fillerSections))
	written := 0
	for si, sec := range fillerSections {
		count := perSection
		if si == len(fillerSections)-1 {
			count = max(1, n-written)
		}
		dir := filepath.Join(root, "docs", sec)
		if err := writeFile(filepath.Join(dir, "intro.mdx"), fillerPage(sec, 0, "intro", 1)); err != nil {
			return err
		}
		for i := 1; i < count; i++ {
			g := (i-1)/fillerGroup + 1
			gdir := filepath.Join(dir, fmt.Sprintf("group-%02d", g))
			if (i-1)%fillerGroup == 0 {
				cat := fmt.Sprintf("{\n  \"label\": \"묶음 %d\",\n  \"position\": %d\n}\n", g, g+1)
				if err := writeFile(filepath.Join(gdir, "_category_.json"), cat); err != nil {
					return err
				}
			}
			if err := writeFile(filepath.Join(gdir, fmt.Sprintf("page-%04d.mdx", i)), fillerPage(sec, i, fmt.Sprintf("group-%02d", g), (i-1)%fillerGroup+1)); err != nil {
				return err
			}
		}
		written += count
	}
	return nil
}

func writeFile(name, text string) error {
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		return err
	}
	return os.WriteFile(name, []byte(text), 0o644)
}

var (
	fillerNouns = strings.Fields("문서 설정 요청 응답 화면 버튼 서버 기기 결제 알림 토큰 주소 권한 로그 캐시 빌드 배포 항목 목록 옵션 " +
		"버전 채널 이벤트 함수 모듈 환경 계정 세션 파일 폴더 단계 예제 규칙 형식 범위 상태 결과 오류 값 키")
	fillerTerms  = strings.Fields("SDK API JSON URL iOS Android HTTP WebView")
	fillerVerbs  = strings.Fields("확인합니다 저장합니다 보냅니다 읽습니다 바꿉니다 만듭니다 지웁니다 기다립니다 돌려줍니다 씁니다")
	fillerAdverb = strings.Fields("먼저 다음에 항상 가끔 바로 다시 함께 따로 자동으로 직접")
	fillerLangs  = []string{"ts", "js", "kotlin", "swift", "bash", "json"}
)

// fillerPage is one page: front matter, paragraphs under h2 and h3
// headings, lists, a table, code blocks, an admonition and links to the
// section's intro and to an earlier page of the folder.
func fillerPage(sec string, i int, folder string, pos int) string {
	r := rand.New(rand.NewPCG(uint64(i), uint64(len(sec))))
	noun := func() string {
		if r.IntN(8) == 0 {
			return fillerTerms[r.IntN(len(fillerTerms))]
		}
		return fillerNouns[r.IntN(len(fillerNouns))]
	}
	sentence := func() string {
		var s strings.Builder
		if r.IntN(3) == 0 {
			s.WriteString(fillerAdverb[r.IntN(len(fillerAdverb))] + " ")
		}
		for k := 1 + r.IntN(4); k > 0; k-- {
			s.WriteString(noun() + []string{"의 ", "와 ", "에서 ", "로 ", "를 "}[r.IntN(5)])
		}
		if r.IntN(5) == 0 {
			s.WriteString("`" + strings.ToLower(fillerTerms[r.IntN(len(fillerTerms))]) + "Config()`를 ")
		}
		s.WriteString(fillerVerbs[r.IntN(len(fillerVerbs))] + ".")
		return s.String()
	}
	para := func() string {
		p := make([]string, 3+r.IntN(5))
		for k := range p {
			p[k] = sentence()
		}
		return strings.Join(p, " ")
	}
	var b strings.Builder
	title := noun() + " " + noun() + " " + strconv.Itoa(i)
	if folder == "intro" {
		title = sec + " 소개"
	}
	fmt.Fprintf(&b, "---\ntitle: %s\nsidebar_position: %d\n---\n\n%s\n\n", title, pos, para())
	for h := 0; h < 4+r.IntN(3); h++ {
		fmt.Fprintf(&b, "## %s %s %d\n\n%s\n\n", noun(), noun(), h+1, para())
		switch r.IntN(5) {
		case 0:
			lang := fillerLangs[r.IntN(len(fillerLangs))]
			fmt.Fprintf(&b, "```%s\n// %s\nconst %s = await client.request('/v1/%s', { retry: %d });\nconsole.log(%s.status);\n```\n\n",
				lang, sentence(), "result", strconv.Itoa(h), r.IntN(5), "result")
		case 1:
			fmt.Fprintf(&b, ":::tip\n\n%s\n\n:::\n\n", para())
		case 2:
			for k := 0; k < 3+r.IntN(3); k++ {
				fmt.Fprintf(&b, "- %s\n", sentence())
			}
			b.WriteString("\n")
		case 3:
			b.WriteString("| 이름 | 설명 |\n| --- | --- |\n")
			for k := 0; k < 3; k++ {
				fmt.Fprintf(&b, "| `%s` | %s |\n", noun(), sentence())
			}
			b.WriteString("\n")
		}
		for k := 0; k < r.IntN(3); k++ {
			fmt.Fprintf(&b, "### %s %d.%d\n\n%s\n\n", noun(), h+1, k+1, para())
		}
	}
	fmt.Fprintf(&b, "## 관련 문서\n\n- [%s 소개](/docs/%s/intro)\n", sec, sec)
	if pos > 1 {
		fmt.Fprintf(&b, "- [이전 문서](./page-%04d.mdx)\n", i-1)
	}
	return b.String()
}
