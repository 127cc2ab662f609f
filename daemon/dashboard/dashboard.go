// Package dashboard is the node's web dashboard: a single page, embedded in
// the binary, that the daemon serves at / next to its HTTP API.
//
// The page (static/index.html, static/app.js, static/style.css) has no build
// step, no framework and fetches nothing from elsewhere. On load it reads
// /api/v1/snapshot, renders it, and then follows /api/v1/events (Server-Sent
// Events: "snapshot", "log" and "round"); when the event stream cannot be
// opened it polls the snapshot every 2 s instead and says so. See
// daemon/api for the JSON it reads.
//
// Handler claims only / and /assets/...: the daemon mounts it at "/" on the
// same mux as /api/v1/ and /metrics, and the more specific API patterns win.
package dashboard

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"io/fs"
	"net/http"
	"path"
	"strings"
	"time"
)

//go:embed static
var static embed.FS

// ContentSecurityPolicy is sent with every answer of Handler: the page loads
// its script, style and icon from the node itself and connects to nothing
// else; it runs no inline script and may not be framed.
const ContentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; " +
	"font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

// AssetPrefix starts the path of every file the page loads.
const AssetPrefix = "/assets/"

// file is one embedded file, ready to serve.
type file struct {
	name        string
	contentType string
	etag        string
	body        []byte
}

// contentTypes are the types of the files in static/.
var contentTypes = map[string]string{
	".html": "text/html; charset=utf-8",
	".js":   "text/javascript; charset=utf-8",
	".css":  "text/css; charset=utf-8",
	".svg":  "image/svg+xml",
}

// loadFiles reads static/ once; a file of an unknown type is a build error
// caught by the tests.
func loadFiles() map[string]*file {
	files := map[string]*file{}
	err := fs.WalkDir(static, "static", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		body, err := static.ReadFile(p)
		if err != nil {
			return err
		}
		ct, ok := contentTypes[path.Ext(p)]
		if !ok {
			return nil
		}
		sum := sha256.Sum256(body)
		name := strings.TrimPrefix(p, "static/")
		files[name] = &file{name: name, contentType: ct, etag: `"` + hex.EncodeToString(sum[:8]) + `"`, body: body}
		return nil
	})
	if err != nil {
		panic("dashboard: embedded files: " + err.Error())
	}
	return files
}

// Handler serves the dashboard: / is the page, /assets/<name> its script,
// style and icon. Any other path is 404. Every answer carries
// Cache-Control: no-cache (with an ETag, so a reload revalidates cheaply),
// ContentSecurityPolicy, X-Content-Type-Options: nosniff and
// Referrer-Policy: no-referrer.
func Handler() http.Handler {
	files := loadFiles()
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		serveFile(w, r, files["index.html"])
	})
	mux.HandleFunc("GET "+AssetPrefix+"{name}", func(w http.ResponseWriter, r *http.Request) {
		name := r.PathValue("name")
		f := files[name]
		if f == nil || name == "index.html" {
			securityHeaders(w.Header())
			http.NotFound(w, r)
			return
		}
		serveFile(w, r, f)
	})
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		securityHeaders(w.Header())
		http.NotFound(w, r)
	})
	return mux
}

func securityHeaders(h http.Header) {
	h.Set("Content-Security-Policy", ContentSecurityPolicy)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
}

func serveFile(w http.ResponseWriter, r *http.Request, f *file) {
	h := w.Header()
	securityHeaders(h)
	h.Set("Content-Type", f.contentType)
	h.Set("Cache-Control", "no-cache")
	h.Set("ETag", f.etag)
	http.ServeContent(w, r, f.name, time.Time{}, bytes.NewReader(f.body))
}
