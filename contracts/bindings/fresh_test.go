package bindings

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestBindingsAreFresh recompiles the Solidity sources with the pinned solc
// and regenerates the bindings into a temporary directory, then compares
// them with the committed artifacts and bindings. It needs node and the
// pinned npm packages, which `make test` installs (scripts/
// install-contracts-tools.sh) and announces with SYNOD_CONTRACTS_TOOLS=1;
// without that variable the test is skipped, with it a missing tool fails.
func TestBindingsAreFresh(t *testing.T) {
	if os.Getenv("SYNOD_CONTRACTS_TOOLS") != "1" {
		t.Skip("set SYNOD_CONTRACTS_TOOLS=1 (make test-contracts does) to recompile the contracts and compare the bindings")
	}
	tmp := t.TempDir()
	build, binds := filepath.Join(tmp, "build"), filepath.Join(tmp, "bindings")
	cmd := exec.Command("../../scripts/contracts-gen.sh", build, binds)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("regenerating: %v\n%s", err, out)
	}
	compare := func(gotDir, wantDir string, names ...string) {
		for _, n := range names {
			got, err := os.ReadFile(filepath.Join(gotDir, n))
			if err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadFile(filepath.Join(wantDir, n))
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s is stale: run `go generate ./contracts/...` and commit the result", filepath.Join(wantDir, n))
			}
		}
	}
	compare(binds, ".", "swarm_coordinator.go", "task_market.go", "dispute_game.go", "row_programs.go", "referee_set.go")
	compare(build, "../build", "SwarmCoordinator.abi", "SwarmCoordinator.bin", "TaskMarket.abi", "TaskMarket.bin", "DisputeGame.abi", "DisputeGame.bin", "StateJudge.abi", "StateJudge.bin", "RefereeSet.abi", "RefereeSet.bin",
		"ScalarJudge.abi", "ScalarJudge.bin", "ScalarPrograms.abi", "ScalarPrograms.bin", "RowPrograms.abi", "RowPrograms.bin", "ScalarArithmetic.abi", "ScalarArithmetic.bin",
		"Float32Harness.abi", "Float32Harness.bin", "ScalarStepHarness.abi", "ScalarStepHarness.bin", "GameMarketHarness.abi", "GameMarketHarness.bin")
}
