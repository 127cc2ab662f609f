package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/synod-net/synod/internal/config"
	"github.com/synod-net/synod/node/doctor"
)

func newDoctorCmd(g *globals) *cobra.Command {
	var (
		asJSON    bool
		passFile  string
		bootstrap []string
		timeout   time.Duration
	)
	cmd := &cobra.Command{
		Use:   "doctor",
		Short: "Check that this machine is ready to run a node (config, key, disk, ports, peers, chain)",
		Long: `doctor runs the checks a node needs to pass before it joins a network, one line each with
ok, warn, fail or skip and, when something is wrong, what to do about it:

  config        the config file loads and every field is valid
  key           the key file exists, is private (mode 0600) and parses; with $` + passphraseEnv + `
                or --passphrase-file the passphrase is checked too (doctor never prompts)
  data dir      node.data_dir can be created and written; free disk space
  network state whether a node already runs with this data directory (<data_dir>/p2p is locked)
  listen, metrics  every node.listen_addrs port and node.metrics_listen_addr can be bound
                (or are held by the node itself when it is running)
  bootstrap     every bootstrap peer answers over TCP/QUIC, with connect time and ping, and
                serves this network's DHT
  reachability  what AutoNAT concluded, asked from the running node's /status (skipped when no
                node runs)
  chain, clock  with chain.mode = "rpc": the endpoint answers with the configured chain ID, and
                this machine's clock agrees with the latest block's timestamp

It exits 1 when a check fails (warnings do not), so scripts can run it before starting a node.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			o := doctor.Options{ConfigPath: g.configPath(), Timeout: timeout}
			if _, err := os.Stat(o.ConfigPath); err == nil {
				o.ConfigFound = true
			} else if !errors.Is(err, fs.ErrNotExist) {
				o.ConfigErr = err
			}
			if o.ConfigErr == nil {
				o.Config, o.ConfigErr = g.loadConfig(func(c *config.Config) error {
					c.Node.BootstrapPeers = append(c.Node.BootstrapPeers, bootstrap...)
					return nil
				})
			}
			if p := os.Getenv(passphraseEnv); p != "" {
				o.Passphrase = p
			} else if passFile != "" {
				p, err := readPassphrase(passFile, false)
				if err != nil {
					return err
				}
				o.Passphrase = p
			}
			rep := doctor.Run(cmd.Context(), o)
			if asJSON {
				if err := writeJSON(cmd.OutOrStdout(), rep); err != nil {
					return err
				}
			} else {
				printDoctor(cmd.OutOrStdout(), rep)
			}
			if !rep.OK {
				return &exitError{code: 1, err: fmt.Errorf("doctor: %d check(s) failed", rep.Fails)}
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.BoolVar(&asJSON, "json", false, "print one JSON object: {checks: [{check, status, detail, hint, ms}], ok, fails, warnings}")
	f.StringVar(&passFile, "passphrase-file", "", "check the key's passphrase read from this file ($"+passphraseEnv+" also works)")
	f.StringSliceVar(&bootstrap, "bootstrap", nil, "also test this bootstrap peer multiaddr (repeatable)")
	f.DurationVar(&timeout, "timeout", 10*time.Second, "time limit of each network check")
	return cmd
}

// printDoctor writes one line per check: status, check, what was found and,
// after "->", what to do.
func printDoctor(w io.Writer, rep *doctor.Report) {
	width := 0
	for _, r := range rep.Results {
		width = max(width, len(r.Check))
	}
	width = min(width, 40)
	for _, r := range rep.Results {
		line := fmt.Sprintf("%-4s  %-*s  %s", r.Status, width, r.Check, r.Detail)
		if r.Hint != "" && r.Status != doctor.OK {
			line += "  -> " + r.Hint
		}
		fmt.Fprintln(w, line)
	}
	var parts []string
	if rep.Fails > 0 {
		parts = append(parts, fmt.Sprintf("%d failed", rep.Fails))
	}
	if rep.Warns > 0 {
		parts = append(parts, fmt.Sprintf("%d warning(s)", rep.Warns))
	}
	if len(parts) == 0 {
		parts = append(parts, "all checks passed")
	}
	fmt.Fprintf(w, "\n%d checks: %s\n", len(rep.Results), strings.Join(parts, ", "))
}
