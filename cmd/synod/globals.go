package main

import (
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/synod-net/synod/internal/config"
	"github.com/synod-net/synod/node/identity"
)

// globals are the flags every command shares.
type globals struct {
	home     string
	config   string
	logLevel string
}

// addGlobalFlags adds --home, --config and --log-level to root.
func addGlobalFlags(root *cobra.Command) *globals {
	g := &globals{}
	pf := root.PersistentFlags()
	pf.StringVar(&g.home, "home", defaultHome(), "synod home directory (config.toml, key, data); $SYNOD_HOME")
	pf.StringVar(&g.config, "config", "", "config file (default <home>/config.toml)")
	pf.StringVar(&g.logLevel, "log-level", "", "log level: debug, info, warn or error (overrides node.log_level)")
	return g
}

func (g *globals) configPath() string {
	if g.config != "" {
		return g.config
	}
	return filepath.Join(g.homeDir(), config.FileName)
}

func (g *globals) homeDir() string {
	h := g.home
	if h == "~" || strings.HasPrefix(h, "~/") {
		if d, err := os.UserHomeDir(); err == nil {
			h = filepath.Join(d, strings.TrimPrefix(h, "~"))
		}
	}
	return h
}

// loadConfig reads the config file (the defaults when it does not exist and
// --config was not given), applies SYNOD_* variables, the --log-level flag
// and override (the command's own flags), validates, and resolves paths
// under the home directory.
func (g *globals) loadConfig(override func(*config.Config) error) (*config.Config, error) {
	var cfg *config.Config
	var err error
	if g.config != "" {
		cfg, err = config.Load(g.config)
	} else {
		cfg, _, err = config.LoadOrDefault(g.configPath())
	}
	if err != nil {
		return nil, err
	}
	if err := cfg.ApplyEnv(os.Environ()); err != nil {
		return nil, err
	}
	if g.logLevel != "" {
		cfg.Node.LogLevel = g.logLevel
	}
	if override != nil {
		if err := override(cfg); err != nil {
			return nil, err
		}
	}
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	cfg.ResolvePaths(g.homeDir())
	return cfg, nil
}

// newLogger writes text logs at level to w.
func newLogger(w io.Writer, level string) *slog.Logger {
	var l slog.Level
	if err := l.UnmarshalText([]byte(level)); err != nil {
		l = slog.LevelInfo
	}
	return slog.New(slog.NewTextHandler(w, &slog.HandlerOptions{Level: l}))
}

// passphraseEnv holds the key passphrase for scripts.
const passphraseEnv = "SYNOD_KEY_PASSPHRASE"

// readPassphrase gets a passphrase from $SYNOD_KEY_PASSPHRASE, then from
// file, then from the terminal (twice when confirm is set).
func readPassphrase(file string, confirm bool) (string, error) {
	if p := os.Getenv(passphraseEnv); p != "" {
		return p, nil
	}
	if file != "" {
		b, err := os.ReadFile(file)
		if err != nil {
			return "", fmt.Errorf("passphrase file: %w", err)
		}
		p := strings.TrimRight(string(b), "\r\n")
		if p == "" {
			return "", fmt.Errorf("passphrase file %s is empty", file)
		}
		return p, nil
	}
	fd := int(os.Stdin.Fd())
	if !term.IsTerminal(fd) {
		return "", errors.New("the key needs a passphrase: set " + passphraseEnv + " or use --passphrase-file (no terminal to ask on)")
	}
	fmt.Fprint(os.Stderr, "Key passphrase: ")
	p, err := term.ReadPassword(fd)
	fmt.Fprintln(os.Stderr)
	if err != nil {
		return "", err
	}
	if len(p) == 0 {
		return "", errors.New("empty passphrase (use --no-passphrase for an unencrypted key)")
	}
	if confirm {
		fmt.Fprint(os.Stderr, "Repeat passphrase: ")
		again, err := term.ReadPassword(fd)
		fmt.Fprintln(os.Stderr)
		if err != nil {
			return "", err
		}
		if string(again) != string(p) {
			return "", errors.New("the passphrases differ")
		}
	}
	return string(p), nil
}

// loadIdentity loads the key file named by the config, asking for a
// passphrase only when the file is encrypted.
func loadIdentity(cfg *config.Config, passphraseFile string) (*identity.Identity, error) {
	enc, err := identity.IsEncrypted(cfg.Node.KeyFile)
	if err != nil {
		return nil, err
	}
	pass := ""
	if enc {
		if pass, err = readPassphrase(passphraseFile, false); err != nil {
			return nil, err
		}
	}
	return identity.Load(cfg.Node.KeyFile, pass)
}
