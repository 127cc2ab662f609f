package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/daemon"
	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/node/identity"
	"github.com/synod-net/synod/node/localnet"
	"github.com/synod-net/synod/storage/checkpoint"
)

const verifyChildEnv = "SYNOD_TEST_VERIFY_CHILD"

const networkJob = `
version = 1
seed = 3
steps = 4
checkpoint_interval = 2
[model]
kind = "transformer"
[model.transformer]
vocab = 6
context = 6
dim = 8
layers = 1
heads = 2
ff_mult = 2
[data]
source = "reverse"
n = 3
symbols = 5
[train]
batch = 2
lr = 0.01
beta1 = 0.9
beta2 = 0.999
eps = 1e-8
clip = 1.0
`

// TestReceiptsVerifiedOverNetwork: a solver node trains a job and runs an
// inference with receipts, keeping the checkpoints in its own store; a
// separate process (this test binary re-executed as `synod verify` with
// an empty home) fetches the checkpoints and traces by CID from the
// solver over loopback and verifies both receipts.
func TestReceiptsVerifiedOverNetwork(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	solver, err := localnet.One(ctx, localnet.Spec{NoQUIC: true, NoDHTRefresh: true})
	if err != nil {
		t.Fatal(err)
	}
	defer solver.Close()
	st, err := checkpoint.OpenStore(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	svc, err := checkpoint.NewService(solver.Host(), solver.DHT(), st, checkpoint.WithReprovideInterval(0))
	if err != nil {
		t.Fatal(err)
	}
	if err := svc.Start(ctx); err != nil {
		t.Fatal(err)
	}
	defer svc.Close()
	id, err := identity.Generate()
	if err != nil {
		t.Fatal(err)
	}
	spec, err := job.DecodeSpec([]byte(networkJob))
	if err != nil {
		t.Fatal(err)
	}
	js := &daemon.JobStore{Store: st}
	train, err := job.Run(ctx, spec, js, id)
	if err != nil {
		t.Fatal(err)
	}
	infer, err := job.Infer(ctx, job.Inference{Checkpoint: train.Output.CID, MaxTokens: 3, Temperature: 0.7, Seed: 9, Prompts: [][]int{{1, 2, 3}, {5}}}, js, id)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	trainPath, err := writeReceipt(filepath.Join(dir, "train"), train)
	if err != nil {
		t.Fatal(err)
	}
	inferPath, err := writeReceipt(filepath.Join(dir, "infer"), infer)
	if err != nil {
		t.Fatal(err)
	}
	ai := solver.AddrInfo()
	mas, err := peer.AddrInfoToP2pAddrs(&ai)
	if err != nil || len(mas) == 0 {
		t.Fatalf("solver addresses: %v", err)
	}
	for _, c := range []struct {
		receipt string
		args    []string
	}{
		{trainPath, []string{"--full"}},
		{trainPath, []string{"--segment", "2", "--from", "2"}},
		{inferPath, nil},
	} {
		home := t.TempDir()
		cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^TestVerifyChildProcess$")
		cmd.Env = append(os.Environ(), verifyChildEnv+"="+strings.Join([]string{home, c.receipt, mas[0].String(), strings.Join(c.args, " ")}, "\n"))
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		if err := cmd.Run(); err != nil {
			t.Fatalf("verifier process %v: %v\nstdout:\n%s\nstderr:\n%s", c.args, err, out.String(), errb.String())
		}
		i := strings.Index(out.String(), "{")
		var rep job.Report
		if i < 0 || json.NewDecoder(strings.NewReader(out.String()[i:])).Decode(&rep) != nil || !rep.Verified {
			t.Fatalf("verifier process %v did not verify:\n%s\n%s", c.args, out.String(), errb.String())
		}
		if !strings.Contains(errb.String(), "fetched ") {
			t.Fatalf("verifier process %v fetched nothing from the solver:\n%s", c.args, errb.String())
		}
		t.Logf("%s %v: verified %d step(s) in a separate process", filepath.Base(filepath.Dir(c.receipt)), c.args, rep.Steps)
	}
}

// TestVerifyChildProcess is the verifier process of
// TestReceiptsVerifiedOverNetwork: with the environment variable set it
// runs `synod init` and `synod verify RECEIPT --peer SOLVER --json` in a
// fresh home; otherwise it has nothing to do.
func TestVerifyChildProcess(t *testing.T) {
	env := os.Getenv(verifyChildEnv)
	if env == "" {
		return
	}
	parts := strings.Split(env, "\n")
	home, receipt, peerAddr, extra := parts[0], parts[1], parts[2], strings.Fields(parts[3])
	for _, args := range [][]string{
		{"--home", home, "init", "--no-passphrase", "--network", "localnet"},
		append([]string{"--home", home, "verify", receipt, "--peer", peerAddr, "--json"}, extra...),
	} {
		root := newRootCmd()
		root.SetArgs(args)
		if err := root.ExecuteContext(context.Background()); err != nil {
			t.Fatalf("synod %s: %v", strings.Join(args, " "), err)
		}
	}
}
