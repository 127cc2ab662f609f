package chain

import (
	"context"
	"testing"
	"time"
)

func TestMeasureGasWithinTargets(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	rep, err := MeasureGas(ctx, ForkOsaka)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, e := range rep.Entries {
		seen[e.Function] = true
		if e.GasUsed < 21_000 {
			t.Errorf("%s (%s) used %d gas: below a plain transfer", e.Function, e.Scenario, e.GasUsed)
		}
		if e.Within != nil && !*e.Within {
			t.Errorf("%s (%s) used %d gas, target %d", e.Function, e.Scenario, e.GasUsed, e.Target)
		}
		t.Logf("%-28s %-45s %7d", e.Function, e.Scenario, e.GasUsed)
	}
	for _, fn := range []string{"register", "commitRound", "pick", "openTrace", "proveStates", "proveEnd", "timeout", "createSwarm", "setBootstrap", "bind", "submitTask", "claim", "commitResult", "commitVerdict", "revealResult", "revealVerdict", "whistleblow", "settle", "withdraw", "join (RefereeSet)", "vote (RefereeSet)"} {
		if !seen[fn] {
			t.Errorf("no gas measured for %s", fn)
		}
	}
	if !rep.AllWithinTarget {
		t.Error("report says a target was missed")
	}
}
