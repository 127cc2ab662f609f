package config

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// fuzzConfigSeeds are config files as users write them: the defaults as
// synod init writes them, small hand-written files, a file with a removed
// key and files with the mistakes the decoder must name.
func fuzzConfigSeeds(tb testing.TB) [][]byte {
	def, err := Marshal(Default())
	if err != nil {
		tb.Fatal(err)
	}
	return [][]byte{
		def,
		[]byte("[node]\nnetwork = \"test-1\"\nlisten_addrs = [\"/ip4/127.0.0.1/tcp/0\"]\nconn_low_water = 7\nconn_high_water = 9\nmax_connections = 9\nconn_grace_period = \"1m30s\"\nmemory_limit = \"1.5GiB\"\n\n[chain]\nmode = \"rpc\"\nrpc_url = \"http://127.0.0.1:8545\"\nchain_id = 31337\ncoordinator_address = \"0x5FbDB2315678afecb367f032d93F642f64180aa3\"\n\n[storage]\ngc_discard_ratio = 0.25\ncheckpoint_serve_rate = \"20MB\"\n\n[swarm]\nid = \"7\"\n"),
		[]byte("[swarm]\nid = \"3\"\nanswer_deadline = \"30s\"\n"),
		[]byte("[pipeline]\nenable = true\nrun = \"devnet-tiny\"\nstages = [\"1\", \"3\"]\nslots = 2\nhop_timeout = \"5s\"\ncoordinate = true\nstage_count = 6\nskip = 0.33\npeers = [\"/ip4/127.0.0.1/tcp/4001/p2p/16Uiu2HAmUDx7ZRrDWDG6jxQ8XexbBzLNZGuxHRe5wR2uCUzXUGVD\"]\nmin_peers = 5\nwait = \"30s\"\neval_batches = 4\n"),
		[]byte("[pipeline]\nstages = [\"any\", \"0\"]\nskip = 1.5\n"),
		[]byte("[node]\nconn_low_water = \"many\"\n"),
		[]byte("[node]\nmemory_limit = 1048576\nstatus_interval = 5\n[storage]\ngc_interval = \"0s\"\n"),
		[]byte("[nope]\nx = 1\n"),
		[]byte("node.network = 'x'\nnode = 1\n"),
		[]byte("[node\n"),
		{},
	}
}

// comparable returns c without the notices (they describe the file, not
// the configuration).
func comparable(c *Config) Config {
	d := *c
	d.Notices = nil
	return d
}

// FuzzDecode fuzzes the reading of a config file: Decode over the
// defaults, and Load of the same bytes written to a file. Properties:
// neither panics; they agree; an error is one line; and a config that
// loads and validates is written by Marshal as a file that loads to the
// same config, and Marshal of that is the same file (the written form is
// canonical).
func FuzzDecode(f *testing.F) {
	for _, s := range fuzzConfigSeeds(f) {
		f.Add(s)
	}
	dir := f.TempDir()

	f.Fuzz(func(t *testing.T, data []byte) {
		c := Default()
		err := Decode(data, c)
		path := filepath.Join(dir, "config.toml")
		if werr := os.WriteFile(path, data, 0o600); werr != nil {
			t.Fatal(werr)
		}
		lc, lerr := Load(path)
		if (err == nil) != (lerr == nil) {
			t.Fatalf("Decode: %v; Load: %v", err, lerr)
		}
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("multi-line error %q", err)
			}
			if !strings.HasPrefix(lerr.Error(), "config: "+path+":") {
				t.Fatalf("Load error does not name the file: %q", lerr)
			}
			return
		}
		if !reflect.DeepEqual(comparable(c), comparable(lc)) {
			t.Fatal("Decode and Load disagree")
		}
		if c.Validate() != nil {
			return
		}
		roundTrip(t, c)
	})
}

// roundTrip checks that a valid c is written as a file that loads to c
// again, and that writing that gives the same file.
func roundTrip(t *testing.T, c *Config) {
	t.Helper()
	out, err := Marshal(c)
	if err != nil {
		t.Fatalf("a valid config does not encode: %v", err)
	}
	back := &Config{}
	if err := Decode(out, back); err != nil {
		t.Fatalf("the written config does not load: %v\n%s", err, out)
	}
	if len(back.Notices) != 0 {
		t.Fatalf("the written config has notices: %q", back.Notices)
	}
	if !reflect.DeepEqual(comparable(c), comparable(back)) {
		t.Fatalf("round trip changed the config:\n%+v\n%+v", comparable(c), comparable(back))
	}
	if err := back.Validate(); err != nil {
		t.Fatalf("the reloaded config does not validate: %v", err)
	}
	again, err := Marshal(back)
	if err != nil || !bytes.Equal(again, out) {
		t.Fatalf("the written form is not canonical (%v):\n%s\n%s", err, out, again)
	}
}

// FuzzApplyEnv fuzzes the environment overrides: a value for one field
// (named by the input) and a raw variable. Properties: ApplyEnv never
// panics; an error is a *FieldError naming the field and its variable; an
// accepted value is written back by Field.String as text that sets the
// same value; and a config that validates round-trips through the file as
// FuzzDecode checks.
func FuzzApplyEnv(f *testing.F) {
	f.Add("node.network", "mainnet", "SYNOD_HOME=/x")
	f.Add("node.listen_addrs", "/ip4/127.0.0.1/tcp/1, /ip4/127.0.0.1/udp/1/quic-v1,,", "")
	f.Add("node.autonat", "false", "SYNOD_NODE_AUTONAT=true")
	f.Add("node.conn_low_water", "7", "SYNOD_NODE_CONN_HIGH_WATER=8")
	f.Add("node.conn_grace_period", "1m30s", "")
	f.Add("node.memory_limit", "512MiB", "")
	f.Add("storage.gc_discard_ratio", "0.25", "SYNOD_STORAGE_GC_DISCARD_RATIO=NaN")
	f.Add("storage.checkpoint_serve_rate", "20MB", "")
	f.Add("chain.chain_id", "31337", "SYNOD_CHAIN_CHAIN_ID=-1")
	f.Add("chain.rpc_url", "ws://[::1]:8546", "SYNOD_CHAIN_MODE=rpc")
	f.Add("swarm.id", "0x10", "=")
	fields := Default().Fields()

	f.Fuzz(func(t *testing.T, key, value, raw string) {
		fd, ok := Default().Field(key)
		if !ok {
			fd = fields[len(key)%len(fields)]
		}
		c := Default()
		err := c.ApplyEnv([]string{fd.Env + "=" + value, raw})
		if err != nil {
			var fe *FieldError
			if !errors.As(err, &fe) {
				t.Fatalf("env error %T %q is not a FieldError", err, err)
			}
			if g, ok := Default().Field(fe.Field); !ok || !strings.HasSuffix(fe.Msg, " (from "+g.Env+")") {
				t.Fatalf("env error names field %q and not its variable: %q", fe.Field, err)
			}
			return
		}
		// The fields set from the environment read back as text that sets
		// the same value.
		set := []string{fd.Key}
		if k, _, ok := strings.Cut(raw, "="); ok {
			for _, g := range fields {
				if g.Env == k {
					set = append(set, g.Key)
				}
			}
		}
		for _, key := range set {
			g, _ := c.Field(key)
			d := Default()
			if err := d.Set(key, g.String()); err != nil {
				t.Fatalf("%s: %q written back does not set: %v", key, g.String(), err)
			}
			if h, _ := d.Field(key); h.String() != g.String() {
				t.Fatalf("%s: %q reads back as %q", key, g.String(), h.String())
			}
		}
		if c.Validate() != nil {
			return
		}
		roundTrip(t, c)
	})
}
