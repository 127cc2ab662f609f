// Package browsertest drives a headless Chromium through the Chrome DevTools
// Protocol for tests of web pages that the node serves (the dashboard).
//
// A test calls New, opens a URL, waits for conditions written as JavaScript
// expressions and reads the page:
//
//	b := browsertest.New(t)
//	b.Open(srv.URL)
//	b.WaitFor(`document.body.dataset.lastSnapshot`, 10*time.Second)
//	if got := b.Text("peer-count"); got != "3" { ... }
//
// The browser is Debian's /usr/bin/chromium (scripts/install-chromium.sh
// installs it; `make test` runs that script). Without it New skips the test,
// except under CI (CI=true), where it fails it. Every console message,
// uncaught exception and browser log entry of the page is collected; the
// errors among them are available with Errors and are printed, with the
// rest, when the test fails. Every request the page makes is recorded
// (Requests), so a test can check that a page fetches nothing from elsewhere.
//
// The browser is closed when the test ends. Methods fail the test (t.Fatal)
// on errors, so a test reads as a list of steps; call them from the test's
// goroutine only.
package browsertest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// ChromiumPath is where Debian's chromium package installs the browser.
const ChromiumPath = "/usr/bin/chromium"

// Width and Height are the size of the browser's window unless an option
// says otherwise.
const (
	Width  = 1280
	Height = 800
)

// Browser is one headless Chromium with one tab, owned by one test.
type Browser struct {
	t      testing.TB
	ctx    context.Context
	cancel context.CancelFunc

	mu       sync.Mutex
	console  []string // every message, formatted, in order of arrival
	errs     []string // the errors among them
	requests []string // every URL the page requested
}

// Option changes how New starts the browser.
type Option func(*config)

type config struct {
	width, height int
}

// WindowSize sets the size of the browser's window (default 1280x800).
func WindowSize(width, height int) Option {
	return func(c *config) { c.width, c.height = width, height }
}

// FindChromium returns the path of the Chromium binary, or "" when there is
// none.
func FindChromium() string {
	if _, err := os.Stat(ChromiumPath); err == nil {
		return ChromiumPath
	}
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// New starts a headless Chromium for the test, with a fresh profile, and
// closes it when the test ends. Without Chromium it skips the test, or fails
// it under CI.
func New(t testing.TB, opts ...Option) *Browser {
	t.Helper()
	cfg := config{width: Width, height: Height}
	for _, o := range opts {
		o(&cfg)
	}
	path := FindChromium()
	if path == "" {
		if os.Getenv("CI") == "true" {
			t.Fatalf("browsertest: %s not found: CI must install chromium (scripts/install-chromium.sh)", ChromiumPath)
		}
		t.Skipf("browsertest: %s not found; `make test` installs it (scripts/install-chromium.sh, as root)", ChromiumPath)
	}
	profile := t.TempDir()

	allocOpts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.UserDataDir(profile),
		chromedp.WindowSize(cfg.width, cfg.height),
		// The machine's network is closed: without these Chromium tries
		// to reach Google's services and its connections are refused.
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-default-apps", true),
		chromedp.Flag("disable-extensions", true),
		chromedp.Flag("disable-breakpad", true),
		chromedp.Flag("disable-client-side-phishing-detection", true),
		chromedp.Flag("disable-features", "Translate,OptimizationHints,MediaRouter"),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("no-proxy-server", true),
		chromedp.Flag("metrics-recording-only", true),
		chromedp.Flag("password-store", "basic"),
		chromedp.Flag("use-mock-keychain", true),
		chromedp.Flag("force-color-profile", "srgb"),
		chromedp.Flag("lang", "en-US"),
	}
	allocCtx, allocCancel := chromedp.NewExecAllocator(context.Background(), allocOpts...)
	b := &Browser{t: t}
	ctx, cancel := chromedp.NewContext(allocCtx, chromedp.WithListener(b.onEvent))
	b.ctx = ctx
	b.cancel = func() { cancel(); allocCancel() }
	t.Cleanup(func() {
		if t.Failed() {
			b.dump()
		}
		b.cancel()
	})
	// The first action starts the browser and opens the tab; it must not
	// run under a timeout (that would end the browser with it).
	start := make(chan error, 1)
	go func() { start <- chromedp.Do(ctx) }()
	select {
	case err := <-start:
		if err != nil {
			t.Fatalf("browsertest: start %s: %v", path, err)
		}
	case <-time.After(60 * time.Second):
		t.Fatalf("browsertest: %s did not start in 60 s", path)
	}
	return b
}

// onEvent runs on the goroutine that reads the tab's messages: it must
// return fast and must not call the browser.
func (b *Browser) onEvent(ev any) {
	switch ev := ev.(type) {
	case *runtime.EventConsoleAPICalled:
		var args []string
		for _, a := range ev.Args {
			args = append(args, remoteText(a))
		}
		msg := fmt.Sprintf("console.%s: %s", ev.Type, strings.Join(args, " "))
		b.record(msg, ev.Type == runtime.ConsoleAPICalledTypeError || ev.Type == runtime.ConsoleAPICalledTypeAssert)
	case *runtime.EventExceptionThrown:
		b.record("uncaught exception: "+exceptionText(ev.ExceptionDetails), true)
	case *log.EventEntryAdded:
		e := ev.Entry
		msg := fmt.Sprintf("browser %s %s: %s", e.Source, e.Level, e.Text)
		if e.URL != "" {
			msg += " (" + e.URL + ")"
		}
		b.record(msg, e.Level == log.EntryLevelError)
	case *network.EventRequestWillBeSent:
		if ev.Request != nil {
			b.mu.Lock()
			b.requests = append(b.requests, ev.Request.URL)
			b.mu.Unlock()
		}
	}
}

func (b *Browser) record(msg string, isErr bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.console = append(b.console, msg)
	if isErr {
		b.errs = append(b.errs, msg)
	}
}

func remoteText(o *runtime.RemoteObject) string {
	if o == nil {
		return ""
	}
	if len(o.Value) > 0 {
		var s string
		if json.Unmarshal(o.Value, &s) == nil {
			return s
		}
		return string(o.Value)
	}
	if o.Description != "" {
		return o.Description
	}
	return string(o.Type)
}

func exceptionText(d *runtime.ExceptionDetails) string {
	if d == nil {
		return "?"
	}
	s := d.Text
	if d.Exception != nil && d.Exception.Description != "" {
		s += " " + d.Exception.Description
	}
	if d.URL != "" {
		s += fmt.Sprintf(" at %s:%d:%d", d.URL, d.LineNumber+1, d.ColumnNumber+1)
	}
	return s
}

// dump logs what the page printed, for a failed test.
func (b *Browser) dump() {
	b.mu.Lock()
	defer b.mu.Unlock()
	if len(b.console) == 0 {
		b.t.Log("browsertest: the page printed nothing to the console")
		return
	}
	b.t.Logf("browsertest: the page's console (%d messages, %d errors):\n  %s",
		len(b.console), len(b.errs), strings.Join(b.console, "\n  "))
}

// Context is the chromedp context of the tab, for actions this package has
// no method for. Actions on it must not run concurrently with the methods.
func (b *Browser) Context() context.Context { return b.ctx }

// Errors returns the console errors, uncaught exceptions and browser log
// errors (failed loads, Content-Security-Policy violations) so far.
func (b *Browser) Errors() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]string(nil), b.errs...)
}

// Console returns every console message and browser log entry so far.
func (b *Browser) Console() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]string(nil), b.console...)
}

// Requests returns the URLs of every request the page made so far, in
// order (the document, its assets, fetches and event streams).
func (b *Browser) Requests() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]string(nil), b.requests...)
}

// NoErrors fails the test when the page logged any error.
func (b *Browser) NoErrors() {
	b.t.Helper()
	if errs := b.Errors(); len(errs) > 0 {
		b.t.Fatalf("browsertest: the page logged %d errors:\n  %s", len(errs), strings.Join(errs, "\n  "))
	}
}

// run runs an action with a timeout.
func run[T any](b *Browser, timeout time.Duration, a chromedp.Action[T]) (T, error) {
	ctx, cancel := context.WithTimeout(b.ctx, timeout)
	defer cancel()
	return chromedp.Run(ctx, a)
}

// Open navigates the tab to url and waits for the page to load.
func (b *Browser) Open(url string) {
	b.t.Helper()
	resp, err := run(b, 30*time.Second, chromedp.NavigateResponse(url))
	if err != nil {
		b.t.Fatalf("browsertest: open %s: %v", url, err)
	}
	if resp != nil && resp.Status >= 400 {
		b.t.Fatalf("browsertest: open %s: HTTP %d", url, resp.Status)
	}
}

// SetViewport changes the size of the page's viewport.
func (b *Browser) SetViewport(width, height int) {
	b.t.Helper()
	if _, err := run(b, 10*time.Second, chromedp.EmulateViewport(int64(width), int64(height))); err != nil {
		b.t.Fatalf("browsertest: viewport %dx%d: %v", width, height, err)
	}
}

// ColorScheme makes the page see the media feature prefers-color-scheme as
// scheme ("light" or "dark"; "" gives back the browser's own).
func (b *Browser) ColorScheme(scheme string) {
	b.t.Helper()
	var features []*emulation.MediaFeature
	if scheme != "" {
		features = []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}}
	}
	ctx, cancel := context.WithTimeout(b.ctx, 10*time.Second)
	defer cancel()
	if _, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Features: features}); err != nil {
		b.t.Fatalf("browsertest: color scheme %q: %v", scheme, err)
	}
}

// evalRaw evaluates a JavaScript expression (awaiting a promise) and returns
// its value as JSON; undefined gives nil.
func (b *Browser) evalRaw(js string, timeout time.Duration) ([]byte, error) {
	obj, err := run(b, timeout, chromedp.Evaluate[*runtime.RemoteObject](js, func(p *runtime.EvaluateParams) {
		p.ReturnByValue = new(true)
		p.AwaitPromise = new(true)
	}))
	if err != nil {
		return nil, err
	}
	if obj == nil || obj.Type == runtime.RemoteObjectTypeUndefined {
		return nil, nil
	}
	return obj.Value, nil
}

// Eval evaluates a JavaScript expression in the page and decodes its value,
// as JSON, into out (which may be nil to ignore it). A promise is awaited.
func (b *Browser) Eval(js string, out any) {
	b.t.Helper()
	raw, err := b.evalRaw(js, 30*time.Second)
	if err != nil {
		b.t.Fatalf("browsertest: eval %s: %v", js, err)
	}
	if out == nil {
		return
	}
	if raw == nil {
		b.t.Fatalf("browsertest: eval %s: undefined", js)
	}
	if err := json.Unmarshal(raw, out); err != nil {
		b.t.Fatalf("browsertest: eval %s: decode %s: %v", js, raw, err)
	}
}

// WaitFor evaluates the JavaScript expression every 50 ms until its value is
// truthy, and fails the test when it is not within timeout. It returns the
// truthy value as JSON. An expression that throws counts as false (the page
// may not have rendered the element yet); the last error is reported.
func (b *Browser) WaitFor(js string, timeout time.Duration) json.RawMessage {
	b.t.Helper()
	deadline := time.Now().Add(timeout)
	expr := fmt.Sprintf(`(() => { const v = (%s); return v ? {ok: true, v: v} : {ok: false, v: v === undefined ? null : v}; })()`, js)
	var last string
	for {
		raw, err := b.evalRaw(expr, 10*time.Second)
		if err == nil && raw != nil {
			var r struct {
				OK bool            `json:"ok"`
				V  json.RawMessage `json:"v"`
			}
			if err := json.Unmarshal(raw, &r); err == nil {
				if r.OK {
					return r.V
				}
				last = "value " + string(r.V)
			}
		} else if err != nil {
			last = err.Error()
			if errors.Is(err, context.Canceled) {
				b.t.Fatalf("browsertest: wait for %s: %v", js, err)
			}
		}
		if time.Now().After(deadline) {
			b.t.Fatalf("browsertest: %s not true after %v (last: %s)", js, timeout, last)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// TestIDSelector is the CSS selector of the element whose data-testid is id.
func TestIDSelector(id string) string {
	return fmt.Sprintf(`[data-testid=%q]`, id)
}

// Text returns the text of the element whose data-testid is testid, as the
// page shows it (innerText, trimmed); it fails the test when there is no
// such element.
func (b *Browser) Text(testid string) string {
	b.t.Helper()
	var s *string
	b.Eval(fmt.Sprintf(`(() => { const e = document.querySelector(%q); return e ? e.innerText.trim() : null; })()`, TestIDSelector(testid)), &s)
	if s == nil {
		b.t.Fatalf("browsertest: no element with data-testid=%q", testid)
	}
	return *s
}

// Attr returns the attribute name of the element whose data-testid is
// testid ("" when it has none); it fails the test when there is no such
// element.
func (b *Browser) Attr(testid, name string) string {
	b.t.Helper()
	var s *string
	b.Eval(fmt.Sprintf(`(() => { const e = document.querySelector(%q); return e ? (e.getAttribute(%q) || "") : null; })()`, TestIDSelector(testid), name), &s)
	if s == nil {
		b.t.Fatalf("browsertest: no element with data-testid=%q", testid)
	}
	return *s
}

// Visible reports whether the element whose data-testid is testid exists
// and is rendered (not hidden, neither it nor an ancestor).
func (b *Browser) Visible(testid string) bool {
	b.t.Helper()
	var v bool
	b.Eval(fmt.Sprintf(`(() => { const e = document.querySelector(%q); return !!e && e.getClientRects().length > 0; })()`, TestIDSelector(testid)), &v)
	return v
}

// Screenshot saves a PNG of the whole page (beyond the viewport) to path,
// creating its directory.
func (b *Browser) Screenshot(path string) {
	b.t.Helper()
	buf, err := run(b, 30*time.Second, chromedp.FullScreenshot(100))
	if err != nil {
		b.t.Fatalf("browsertest: screenshot: %v", err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		b.t.Fatalf("browsertest: screenshot: %v", err)
	}
	if err := os.WriteFile(path, buf, 0o644); err != nil {
		b.t.Fatalf("browsertest: screenshot: %v", err)
	}
}
