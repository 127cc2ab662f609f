package chain

import (
	"math/big"
	"testing"
	"time"
)

// TestRefereeSetMembership: members join with exactly the member stake,
// stop voting when they ask to leave, and get their stake back after the
// exit delay.
func TestRefereeSetMembership(t *testing.T) {
	e := newTestEnv(t)
	a, b := e.accts[5], e.accts[6]
	_, err := e.c.send(e.ctx, a, "join", e.c.addrs.RefereeSet, e.c.ref.PackJoin(), milli(999))
	mustRevert(t, err, "WrongStake")
	must(t, e.c.JoinReferees(e.ctx, a))
	mustRevert(t, e.c.JoinReferees(e.ctx, a), "AlreadyMember")
	m, err := e.c.Referee(e.ctx, a.Address())
	must(t, err)
	if !m.Voting || m.Stake.Cmp(eth(1)) != 0 || m.ExitAt != 0 {
		t.Fatalf("member %+v", m)
	}
	mustRevert(t, e.c.ExitReferees(e.ctx, a), "ExitNotRequested")
	mustRevert(t, e.c.RequestRefereeExit(e.ctx, b), "NotMember")
	must(t, e.c.RequestRefereeExit(e.ctx, a))
	m, _ = e.c.Referee(e.ctx, a.Address())
	if m.Voting || m.Stake.Cmp(eth(1)) != 0 || m.ExitAt == 0 {
		t.Fatalf("exiting member %+v", m)
	}
	// An exiting member cannot vote, nor join again before it left.
	mustRevert(t, e.c.VoteRuling(e.ctx, a, big.NewInt(1), h32("r")), "NotMember")
	mustRevert(t, e.c.JoinReferees(e.ctx, a), "AlreadyMember")
	mustRevert(t, e.c.ExitReferees(e.ctx, a), "ExitNotDue")
	e.warp(24 * time.Hour)
	before, err := e.emb.BalanceAt(e.ctx, a.Address(), nil)
	must(t, err)
	must(t, e.c.ExitReferees(e.ctx, a))
	after, err := e.emb.BalanceAt(e.ctx, a.Address(), nil)
	must(t, err)
	if gain := new(big.Int).Sub(after, before); gain.Cmp(eth(1)) > 0 || gain.Cmp(milli(990)) < 0 {
		t.Fatalf("exit returned %s", gain)
	}
	m, _ = e.c.Referee(e.ctx, a.Address())
	if m.Voting || m.Stake.Sign() != 0 || m.ExitAt != 0 {
		t.Fatalf("member after exit %+v", m)
	}
	mustRevert(t, e.c.ExitReferees(e.ctx, a), "ExitNotRequested")
	// A stranger cannot vote; nor can anyone vote on an unknown game.
	mustRevert(t, e.c.VoteRuling(e.ctx, b, big.NewInt(1), h32("r")), "NotMember")
	mustRevert(t, e.c.VoteRuling(e.ctx, e.referees[0], big.NewInt(9), h32("r")), "UnknownGame")
	mustRevert(t, e.c.SlashReferee(e.ctx, b, big.NewInt(9), e.referees[0].Address()), "NotRuled")
}
