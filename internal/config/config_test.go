package config

import (
	"errors"
	"flag"
	"math"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"
)

var update = flag.Bool("update", false, "rewrite docs/config.md's field reference")

func TestDefaultsValidateAndRoundTrip(t *testing.T) {
	d := Default()
	if err := d.Validate(); err != nil {
		t.Fatalf("defaults do not validate: %v", err)
	}
	data, err := Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	back := &Config{}
	if err := Decode(data, back); err != nil {
		t.Fatalf("decode the marshalled defaults: %v", err)
	}
	if !reflect.DeepEqual(d, back) {
		t.Fatalf("round trip changed the config:\n%+v\n%+v", d, back)
	}
}

func TestEveryFieldDocumented(t *testing.T) {
	for _, f := range Default().Fields() {
		if len(f.Doc) < 10 {
			t.Errorf("%s has no real documentation (%q)", f.Key, f.Doc)
		}
	}
}

func TestValidateNamesTheField(t *testing.T) {
	for _, tc := range []struct {
		field string
		mod   func(c *Config)
	}{
		{"node.network", func(c *Config) { c.Node.Network = "Bad Name" }},
		{"node.listen_addrs", func(c *Config) { c.Node.ListenAddrs = nil }},
		{"node.listen_addrs[1]", func(c *Config) { c.Node.ListenAddrs[1] = "not-a-multiaddr" }},
		{"node.listen_addrs[0]", func(c *Config) { c.Node.ListenAddrs[0] = "/ip4/1.2.3.4/udp/4001" }},
		{"node.announce_addrs[0]", func(c *Config) { c.Node.AnnounceAddrs = []string{"nope"} }},
		{"node.bootstrap_peers[0]", func(c *Config) { c.Node.BootstrapPeers = []string{"/ip4/1.2.3.4/tcp/4001"} }},
		{"node.key_file", func(c *Config) { c.Node.KeyFile = " " }},
		{"node.data_dir", func(c *Config) { c.Node.DataDir = "" }},
		{"node.dht_mode", func(c *Config) { c.Node.DHTMode = "sometimes" }},
		{"node.conn_low_water", func(c *Config) { c.Node.ConnLowWater = 0 }},
		{"node.conn_high_water", func(c *Config) { c.Node.ConnHighWater = 50 }},
		{"node.conn_grace_period", func(c *Config) { c.Node.ConnGracePeriod = -1 }},
		{"node.max_memory_mb", func(c *Config) { c.Node.MaxMemoryMB = 1 }},
		{"node.max_file_descriptors", func(c *Config) { c.Node.MaxFileDescriptors = 1 }},
		{"node.max_connections", func(c *Config) { c.Node.MaxConnections = 10 }},
		{"node.max_streams", func(c *Config) { c.Node.MaxStreams = 1 }},
		{"node.gossip_max_message_size", func(c *Config) { c.Node.GossipMaxMessageSize = 10 }},
		{"node.metrics_listen_addr", func(c *Config) { c.Node.MetricsListenAddr = "9464" }},
		{"node.log_level", func(c *Config) { c.Node.LogLevel = "loud" }},
		{"node.status_interval", func(c *Config) { c.Node.StatusInterval = Duration(time.Millisecond) }},
		{"chain.mode", func(c *Config) { c.Chain.Mode = "mainnet" }},
		{"chain.rpc_url", func(c *Config) { c.Chain.Mode = "rpc" }},
		{"chain.rpc_url", func(c *Config) { c.Chain.RPCURL = "ftp://x" }},
		{"chain.chain_id", func(c *Config) { c.Chain.ChainID = 0 }},
		{"chain.chain_id", func(c *Config) { c.Chain.ChainID = 1 << 63 }},
		{"node.key_file", func(c *Config) { c.Node.KeyFile = "key\xff.json" }},
		{"node.bootstrap_peers[1]", func(c *Config) {
			c.Node.BootstrapPeers = []string{"/dns4/a/tcp/1/p2p/16Uiu2HAmUDx7ZRrDWDG6jxQ8XexbBzLNZGuxHRe5wR2uCUzXUGVD", "/dns4/\xc3/tcp/1"}
		}},
		{"chain.coordinator_address", func(c *Config) { c.Chain.CoordinatorAddress = "0x123" }},
		{"chain.task_market_address", func(c *Config) { c.Chain.TaskMarketAddress = "zz" }},
		{"chain.dispute_game_address", func(c *Config) { c.Chain.DisputeGameAddress = "0xZZ" }},
		{"storage.datastore_dir", func(c *Config) { c.Storage.DatastoreDir = "" }},
		{"storage.gc_interval", func(c *Config) { c.Storage.GCInterval = Duration(time.Second) }},
		{"storage.gc_discard_ratio", func(c *Config) { c.Storage.GCDiscardRatio = 1 }},
		{"storage.checkpoint_serve_rate", func(c *Config) { c.Storage.CheckpointServeRate = 20 }},
		{"storage.checkpoint_serve_rate", func(c *Config) { c.Storage.CheckpointServeRate = -1 }},
		{"swarm.id", func(c *Config) { c.Swarm.ID = "demo" }},
		{"swarm.id", func(c *Config) { c.Swarm.ID = "0" }},
		{"swarm.id", func(c *Config) { c.Swarm.ID = "012" }},
		{"swarm.id", func(c *Config) { c.Swarm.ID = "-3" }},
		{"swarm.id", func(c *Config) { c.Swarm.ID = strings.Repeat("9", 79) }},
		{"node.memory_limit", func(c *Config) { c.Node.MemoryLimit = 1 << 20 }},
		{"node.memory_limit", func(c *Config) { c.Node.MemoryLimit = -1 }},
		{"swarm.kl_beta", func(c *Config) { c.Swarm.KLBeta = -0.1 }},
		{"tasks.audit", func(c *Config) { c.Tasks.Audit = 1.5 }},
		{"tasks.audit", func(c *Config) { c.Tasks.Audit = math.NaN() }},
		{"swarm.kl_beta", func(c *Config) { c.Swarm.KLBeta = math.NaN() }},
		{"swarm.negatives", func(c *Config) { c.Swarm.Negatives = "mine" }},
		{"swarm.learning_rate", func(c *Config) { c.Swarm.LearningRate = -1e-4 }},
		{"swarm.learning_rate", func(c *Config) { c.Swarm.LearningRate = math.Inf(1) }},
		{"pipeline.run", func(c *Config) { c.Pipeline.Enable = true }},
		{"pipeline.run", func(c *Config) { c.Pipeline.Run = "My Run" }},
		{"pipeline.model", func(c *Config) { c.Pipeline.Model = "gpt" }},
		{"pipeline.stages", func(c *Config) { c.Pipeline.Stages = []string{} }},
		{"pipeline.stages", func(c *Config) { c.Pipeline.Stages = []string{"0"} }},
		{"pipeline.stages", func(c *Config) { c.Pipeline.Stages = []string{"any", "2"} }},
		{"pipeline.stages", func(c *Config) { c.Pipeline.Stages = []string{"2", "2"} }},
		{"pipeline.slots", func(c *Config) { c.Pipeline.Slots = 0 }},
		{"pipeline.hop_timeout", func(c *Config) { c.Pipeline.HopTimeout = -1 }},
		{"pipeline.stage_count", func(c *Config) { c.Pipeline.StageCount = 1 }},
		{"pipeline.skip", func(c *Config) { c.Pipeline.Skip = 1 }},
		{"pipeline.skip", func(c *Config) { c.Pipeline.Skip = math.NaN() }},
		{"pipeline.skip", func(c *Config) { c.Pipeline.StageCount, c.Pipeline.Skip = 2, 0.5 }},
		{"pipeline.paths", func(c *Config) { c.Pipeline.Paths = 0 }},
		{"pipeline.iterations", func(c *Config) { c.Pipeline.Iterations = 0 }},
		{"pipeline.batch", func(c *Config) { c.Pipeline.Batch = 5000 }},
		{"pipeline.seed", func(c *Config) { c.Pipeline.Seed = -1 }},
		{"pipeline.min_peers", func(c *Config) { c.Pipeline.MinPeers = -1 }},
		{"pipeline.eval_batches", func(c *Config) { c.Pipeline.EvalBatches = 257 }},
		{"pipeline.holder", func(c *Config) { c.Pipeline.Holder = "not-a-peer" }},
		{"pipeline.wait", func(c *Config) { c.Pipeline.Wait = Duration(time.Millisecond) }},
		{"pipeline.peers[0]", func(c *Config) { c.Pipeline.Peers = []string{"/ip4/127.0.0.1/tcp/1"} }},
	} {
		c := Default()
		tc.mod(c)
		err := c.Validate()
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Field != tc.field {
			t.Errorf("want an error naming %s, got %v", tc.field, err)
			continue
		}
		if strings.Contains(err.Error(), "\n") || !strings.HasPrefix(err.Error(), "config: "+tc.field+": ") {
			t.Errorf("error is not one line naming the field: %q", err)
		}
	}
}

func TestDecodeErrorsNameKeyAndLine(t *testing.T) {
	for _, tc := range []struct{ toml, want string }{
		{"[node]\nlisen_addrs = []\n", ":2:1: node.lisen_addrs: unknown field"},
		{"[node]\nconn_low_water = \"many\"\n", ":2:18: node.conn_low_water: want an integer, got a TOML string"},
		{"[storage]\ngc_interval = \"soon\"\n", "storage.gc_interval: \"soon\" is not a duration"},
		{"[node\n", ":1:6: "},
	} {
		err := Decode([]byte(tc.toml), Default())
		if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("decode %q: %v, want one line containing %q", tc.toml, err, tc.want)
		}
	}
	dir := t.TempDir()
	p := dir + "/config.toml"
	os.WriteFile(p, []byte("[chain]\nmode = 3\n"), 0o600)
	if _, err := Load(p); err == nil || !strings.HasPrefix(err.Error(), "config: "+p+":2:8: chain.mode: ") {
		t.Errorf("Load: %v", err)
	}
	if _, err := Load(dir + "/missing.toml"); err == nil || !strings.Contains(err.Error(), "synod init") {
		t.Errorf("Load of a missing file: %v", err)
	}
	c, found, err := LoadOrDefault(dir + "/missing.toml")
	if err != nil || found || c.Node.Network != "synod" {
		t.Errorf("LoadOrDefault: %v %v %v", c, found, err)
	}
}

func TestEnvOverrides(t *testing.T) {
	c := Default()
	err := c.ApplyEnv([]string{
		"SYNOD_NODE_LISTEN_ADDRS=/ip4/127.0.0.1/tcp/1, /ip4/127.0.0.1/udp/1/quic-v1",
		"SYNOD_NODE_AUTONAT=false",
		"SYNOD_NODE_CONN_LOW_WATER=7",
		"SYNOD_CHAIN_CHAIN_ID=5",
		"SYNOD_STORAGE_GC_DISCARD_RATIO=0.25",
		"SYNOD_STORAGE_CHECKPOINT_SERVE_RATE=20MB",
		"SYNOD_SWARM_ID=7",
		"SYNOD_NODE_MEMORY_LIMIT=512MiB",
		"SYNOD_HOME=/elsewhere", // not a field: ignored
		"OTHER=1",
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Node.ListenAddrs) != 2 || c.Node.ListenAddrs[1] != "/ip4/127.0.0.1/udp/1/quic-v1" || c.Node.AutoNAT ||
		c.Node.ConnLowWater != 7 || c.Chain.ChainID != 5 || c.Storage.GCDiscardRatio != 0.25 || c.Storage.CheckpointServeRate != 20e6 || c.Swarm.ID != "7" || c.Node.MemoryLimit != 512<<20 {
		t.Fatalf("env not applied: %+v", c)
	}
	err = Default().ApplyEnv([]string{"SYNOD_NODE_AUTONAT=maybe"})
	if err == nil || err.Error() != `config: node.autonat: "maybe" is not true or false (from SYNOD_NODE_AUTONAT)` {
		t.Fatalf("bad env value: %v", err)
	}
	if err := Default().Set("node.nope", "1"); err == nil {
		t.Fatal("Set of an unknown key succeeded")
	}
}

func TestResolvePaths(t *testing.T) {
	c := Default()
	c.Storage.DatastoreDir = "/abs/ds"
	c.ResolvePaths("/home/v/.synod")
	if c.Node.KeyFile != "/home/v/.synod/key.json" || c.Node.DataDir != "/home/v/.synod/data" || c.Storage.DatastoreDir != "/abs/ds" {
		t.Fatalf("%+v", c)
	}
}

const (
	docsPath   = "../../docs/config.md"
	beginTable = "<!-- fields:begin (generated by: go test ./internal/config -update) -->"
	endTable   = "<!-- fields:end -->"
)

// TestDocsListEveryField keeps docs/config.md's reference table in step
// with the code.
func TestDocsListEveryField(t *testing.T) {
	want := FieldTable()
	data, err := os.ReadFile(docsPath)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	i, j := strings.Index(doc, beginTable), strings.Index(doc, endTable)
	if i < 0 || j < i {
		t.Fatalf("%s lacks the %q … %q markers", docsPath, beginTable, endTable)
	}
	current := doc[i+len(beginTable) : j]
	if current == "\n"+want {
		return
	}
	if *update {
		doc = doc[:i+len(beginTable)] + "\n" + want + doc[j:]
		if err := os.WriteFile(docsPath, []byte(doc), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Fatalf("%s is out of date; run: go test ./internal/config -update", docsPath)
}

func TestRemovedKeysLoadWithANotice(t *testing.T) {
	c := Default()
	err := Decode([]byte("[node]\nconn_low_water = 7\n\n[swarm]\nid = \"3\"\nanswer_deadline = \"30s\"\nvote_deadline = \"10s\"\n"), c)
	if err != nil {
		t.Fatal(err)
	}
	if c.Node.ConnLowWater != 7 || c.Swarm.ID != "3" {
		t.Fatalf("the other keys were not decoded: %+v", c)
	}
	if len(c.Notices) != 2 || !strings.Contains(c.Notices[0], "line 6: swarm.answer_deadline is no longer used") || !strings.Contains(c.Notices[1], "swarm.vote_deadline") {
		t.Fatalf("notices %q", c.Notices)
	}
	if err := Decode([]byte("[swarm]\nanswer_deadline = \"30s\"\nnope = 1\n"), Default()); err == nil || !strings.Contains(err.Error(), "swarm.nope: unknown field") {
		t.Fatalf("an unknown key next to a removed one: %v", err)
	}
}

func TestParsePipelineStages(t *testing.T) {
	for _, c := range []struct {
		in   []string
		want []int
	}{{[]string{"any"}, nil}, {[]string{"3", "1"}, []int{1, 3}}, {[]string{"254"}, []int{254}}} {
		got, err := ParsePipelineStages(c.in)
		if err != nil || !slices.Equal(got, c.want) {
			t.Errorf("ParsePipelineStages(%q) = %v, %v; want %v", c.in, got, err, c.want)
		}
	}
	for _, in := range [][]string{nil, {"any", "any"}, {"255"}, {"-1"}, {"x"}, {"1", "1"}} {
		if _, err := ParsePipelineStages(in); err == nil {
			t.Errorf("ParsePipelineStages(%q) accepted", in)
		}
	}
}

func TestParseSwarmID(t *testing.T) {
	for _, s := range []string{"1", "42", strings.Repeat("9", 77)} {
		if id, err := ParseSwarmID(s); err != nil || id.String() != s {
			t.Errorf("ParseSwarmID(%q) = %v, %v", s, id, err)
		}
	}
	for _, s := range []string{"", "0", "01", "+1", "1e3", "demo", " 1", strings.Repeat("9", 79)} {
		if _, err := ParseSwarmID(s); err == nil {
			t.Errorf("ParseSwarmID(%q) accepted", s)
		}
	}
}
