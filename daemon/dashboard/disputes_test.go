package dashboard_test

import (
	"strings"
	"testing"
	"time"

	"github.com/synod-net/synod/daemon/api"
	"github.com/synod-net/synod/internal/browsertest"
)

// disputesFixture is a node's two games: one it won as the solver, one it
// plays as the challenger, bisecting the entries of step 1.
func disputesFixture(now time.Time) api.Disputes {
	entry := 1
	return api.Disputes{Account: "0x5C3701aB8c2b7F3D8E8a1C5B2a6F7e9D0c1b2ccA7", Games: []api.Dispute{
		{ID: "2", TaskID: "7", Role: "challenger", Opponent: "0xa4B32B36d2B501FB3FEF3ad9876b57aD88aaA5eA", Phase: "entries", ToMove: "challenger",
			Turn: 8, Deadline: now.Add(20 * time.Second), Steps: 6, Over: "entries", Lo: 0, Hi: 13, Step: 1, Entries: 108,
			Moves: []api.DisputeMove{
				{Time: now.Add(-3 * time.Second), Block: 110, Kind: "GameOpened", Line: "dispute 2: game opened over task 7 (6 steps)"},
				{Time: now.Add(-2 * time.Second), Block: 114, Kind: "StepPinned", Line: "dispute 2: bisection over steps done: step 1"},
				{Time: now.Add(-time.Second), Block: 121, Kind: "Picked", Line: "dispute 2: turn 7: the solver disputes half 0: entries (0, 13]"},
			}},
		{ID: "1", TaskID: "5", Role: "solver", Opponent: "0x040d98884F271C1042ffFa2791C92d2AC6676eCd", Phase: "done", ToMove: "none",
			Turn: 14, Steps: 6, Over: "entries", Lo: 0, Hi: 1, Step: 2, Entries: 108, Entry: &entry, Outcome: "the solver won", Result: "won",
			Moves: []api.DisputeMove{{Time: now.Add(-time.Minute), Block: 60, Kind: "GameOver", Line: "dispute 1: game over: the solver won"}}},
	}}
}

// TestDashboardDisputes: the disputes panel shows /api/v1/disputes (one
// row per game, newest first, with its side, phase, turn, range, pinned
// step and entry and result, and the moves newest first) and follows
// "dispute" events: a game's end turns its row to the result and adds the
// move on top.
func TestDashboardDisputes(t *testing.T) {
	now := time.Now().UTC()
	snap := fullSnapshot(now, 100)
	ds := disputesFixture(now)
	f := newFakeAPI(t, snap, false)
	f.mu.Lock()
	f.disputes = &ds
	f.mu.Unlock()
	b := browsertest.New(t)
	b.Open(f.srv.URL)
	waitSnapshot(t, b, snap)
	b.WaitFor(`document.querySelectorAll('#dispute-rows tr[data-dispute]').length === 2`, wait)
	if !b.Visible("disputes") {
		t.Fatal("the disputes panel is hidden although the node plays the task market")
	}
	want(t, b, "dispute-count", "2 games, 1 open")
	var rows [][]string
	b.Eval(`[...document.querySelectorAll('#dispute-rows tr')].map(tr => [...tr.children].map(td => td.textContent))`, &rows)
	wantRows := [][]string{
		{"2", "7", "challenger", "entries", "8: the challenger (us)", "entries (0, 13] of 108", "step 1", "—"},
		{"1", "5", "solver", "done", "—", "entries (0, 1] of 108", "step 2, entry 1", "won"},
	}
	if strings.Join(flatten(rows), "|") != strings.Join(flatten(wantRows), "|") {
		t.Errorf("dispute rows %q, want %q", rows, wantRows)
	}
	var moves []string
	b.Eval(`[...document.querySelectorAll('#dispute-moves tr td:last-child')].map(e => e.textContent)`, &moves)
	if len(moves) != 4 || !strings.Contains(moves[0], "turn 7: the solver disputes half 0") || !strings.Contains(moves[3], "game over: the solver won") {
		t.Errorf("dispute moves %q", moves)
	}

	// The game ends in phase 3, the contract executing a scalar step: its
	// row shows the result, the scalar steps it ended in and the pinned
	// element, and its move comes first.
	b.WaitFor(`document.querySelector('[data-testid="connection"]').dataset.mode === 'live'`, wait)
	g := ds.Games[0]
	g.Phase, g.ToMove, g.Turn, g.Lo, g.Hi, g.Outcome, g.Result = "done", "none", 27, 16, 17, "the challenger won", "won"
	entry, element := 1, 3
	g.Over, g.Entry, g.OpSet, g.Elements, g.Element, g.ScalarSteps = "scalar steps", &entry, 1, 256, &element, 17
	mv := api.DisputeMove{Time: time.Now().UTC(), Block: 130, Kind: "GameOver", Line: "dispute 2: game over: the challenger won"}
	g.Moves = append(g.Moves, mv)
	f.push("dispute", api.DisputeEvent{Dispute: g, Move: mv})
	b.WaitFor(`document.querySelector('#dispute-rows tr[data-dispute="2"]')?.dataset.result === "won"`, wait)
	want(t, b, "dispute-count", "2 games, 0 open")
	var row []string
	b.Eval(`[...document.querySelector('#dispute-rows tr[data-dispute="2"]').children].map(td => td.textContent)`, &row)
	if len(row) != 8 || row[5] != "scalar steps (16, 17] of 17" || row[6] != "step 1, entry 1, element 3" {
		t.Errorf("the phase-3 game's row %q", row)
	}
	b.Eval(`[...document.querySelectorAll('#dispute-moves tr td:last-child')].map(e => e.textContent)`, &moves)
	if len(moves) != 5 || moves[0] != mv.Line {
		t.Errorf("dispute moves after the event %q", moves)
	}
	b.NoErrors()
}

func flatten(rows [][]string) []string {
	var out []string
	for _, r := range rows {
		out = append(out, r...)
	}
	return out
}
