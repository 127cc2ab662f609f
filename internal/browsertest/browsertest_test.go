package browsertest_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/synod-net/synod/internal/browsertest"
)

// TestCollects checks that the harness sees what the dashboard's tests rely
// on it to see: console errors, uncaught exceptions, Content-Security-Policy
// violations and requests to another server.
func TestCollects(t *testing.T) {
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript")
		fmt.Fprint(w, "window.fromOther = true;")
	}))
	defer other.Close()
	mux := http.NewServeMux()
	mux.HandleFunc("/strict", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Security-Policy", "default-src 'self'")
		fmt.Fprintf(w, `<!doctype html><title>t</title><script src="%s/x.js"></script><p data-testid="p">strict</p>`, other.URL)
	})
	mux.HandleFunc("/open", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, `<!doctype html><title>t</title><script src="%s/x.js"></script>
<script>console.error("boom", 42); setTimeout(() => { throw new Error("uncaught here"); }, 0);</script>
<p data-testid="p" data-x="y">open <b>page</b></p>`, other.URL)
	})
	mux.HandleFunc("/favicon.ico", http.NotFound)
	srv := httptest.NewServer(mux)
	defer srv.Close()

	b := browsertest.New(t)
	b.Open(srv.URL + "/strict")
	b.WaitFor(`document.querySelector('[data-testid="p"]')`, 10*time.Second)
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(strings.Join(b.Errors(), "\n"), "Content Security Policy") {
		if time.Now().After(deadline) {
			t.Fatalf("no CSP violation reported; errors: %q", b.Errors())
		}
		time.Sleep(50 * time.Millisecond)
	}

	b.Open(srv.URL + "/open")
	b.WaitFor(`window.fromOther`, 10*time.Second)
	if got := b.Text("p"); got != "open page" {
		t.Errorf("Text = %q", got)
	}
	if got := b.Attr("p", "data-x"); got != "y" {
		t.Errorf("Attr = %q", got)
	}
	if !b.Visible("p") || b.Visible("nothing") {
		t.Error("Visible is wrong")
	}
	var n int
	b.Eval(`Promise.resolve(6 * 7)`, &n)
	if n != 42 {
		t.Errorf("Eval = %d", n)
	}
	deadline = time.Now().Add(10 * time.Second)
	for {
		all := strings.Join(b.Errors(), "\n")
		if strings.Contains(all, "console.error: boom 42") && strings.Contains(all, "uncaught here") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("errors not collected: %q", b.Errors())
		}
		time.Sleep(50 * time.Millisecond)
	}
	found := false
	for _, u := range b.Requests() {
		found = found || strings.HasPrefix(u, other.URL+"/")
	}
	if !found {
		t.Errorf("the request to the other server is not recorded: %q", b.Requests())
	}
}
