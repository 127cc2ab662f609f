// Package doctor checks that a machine is ready to run a Synod node: the
// configuration, the key file, the data directory and its free space, the
// listen ports, the bootstrap peers (reached over the network's own
// transports, with their latency), the running node's reachability as
// AutoNAT sees it, and the chain endpoint with a clock-skew estimate from
// its latest block. It backs `synod doctor`.
//
// Each check yields one Result: ok, warn, fail or skip, what was found, and
// for anything but ok a hint saying what to do.
package doctor

import (
	"context"
	"fmt"
	"net/http"
	"time"

	"github.com/synod-net/synod/internal/config"
)

// Status is a check's verdict.
type Status string

// The verdicts. Only Fail makes the report fail.
const (
	OK   Status = "ok"
	Warn Status = "warn"
	Fail Status = "fail"
	Skip Status = "skip"
)

// Result is one check's outcome.
type Result struct {
	Check  string  `json:"check"`
	Status Status  `json:"status"`
	Detail string  `json:"detail"`
	Hint   string  `json:"hint,omitempty"`
	MS     float64 `json:"ms,omitempty"` // latency, where the check measures one
}

// Report is every check's result.
type Report struct {
	Results []Result `json:"checks"`
	OK      bool     `json:"ok"` // no check failed
	Fails   int      `json:"fails"`
	Warns   int      `json:"warnings"`
}

func (r *Report) add(res Result) {
	r.Results = append(r.Results, res)
	switch res.Status {
	case Fail:
		r.Fails++
	case Warn:
		r.Warns++
	}
	r.OK = r.Fails == 0
}

// Options are what the checks look at.
type Options struct {
	// Config is the loaded, validated configuration with paths resolved;
	// nil when it failed to load (ConfigErr says why).
	Config    *config.Config
	ConfigErr error
	// ConfigPath is the file read; ConfigFound says whether it existed
	// (defaults are used otherwise).
	ConfigPath  string
	ConfigFound bool
	// Passphrase decrypts an encrypted key to check it; empty skips the
	// decryption (the file is still checked).
	Passphrase string
	// Timeout bounds each network check (default 10s).
	Timeout time.Duration
	// MinFreeBytes fails the disk check below it (default 512 MiB);
	// WarnFreeBytes warns below it (default 5 GiB).
	MinFreeBytes, WarnFreeBytes uint64
	// HTTPClient asks a running node's local API (default: a client with
	// Timeout).
	HTTPClient *http.Client
	// Now is the clock (default time.Now).
	Now func() time.Time
}

func (o *Options) defaults() {
	if o.Timeout <= 0 {
		o.Timeout = 10 * time.Second
	}
	if o.MinFreeBytes == 0 {
		o.MinFreeBytes = 512 << 20
	}
	if o.WarnFreeBytes == 0 {
		o.WarnFreeBytes = 5 << 30
	}
	if o.HTTPClient == nil {
		o.HTTPClient = &http.Client{Timeout: o.Timeout}
	}
	if o.Now == nil {
		o.Now = time.Now
	}
}

// Run runs every check in order. A configuration that does not load stops
// the checks after the first line, since every other check reads it.
func Run(ctx context.Context, o Options) *Report {
	o.defaults()
	rep := &Report{OK: true}
	rep.add(checkConfig(o))
	if o.Config == nil {
		return rep
	}
	rep.add(checkKey(o))
	for _, r := range checkDataDir(o) {
		rep.add(r)
	}
	running := probeRunningNode(ctx, o)
	state, stateBusy := checkStateDir(o, running)
	rep.add(state)
	for _, r := range checkPorts(o, running, stateBusy) {
		rep.add(r)
	}
	for _, r := range checkBootstrap(ctx, o) {
		rep.add(r)
	}
	rep.add(checkReachability(o, running))
	for _, r := range checkChain(ctx, o) {
		rep.add(r)
	}
	return rep
}

func checkConfig(o Options) Result {
	r := Result{Check: "config"}
	switch {
	case o.ConfigErr != nil:
		r.Status, r.Detail = Fail, o.ConfigErr.Error()
		r.Hint = "fix the field named above in " + o.ConfigPath + " (every field is documented in docs/config.md), or the SYNOD_* variable that sets it"
	case !o.ConfigFound:
		r.Status, r.Detail = Warn, fmt.Sprintf("%s does not exist; using the defaults", o.ConfigPath)
		r.Hint = "run: synod init (it writes a documented config and a key)"
	default:
		r.Status, r.Detail = OK, fmt.Sprintf("%s is valid (network %q, swarm %q)", o.ConfigPath, o.Config.Node.Network, o.Config.Swarm.ID)
	}
	return r
}
