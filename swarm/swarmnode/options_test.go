package swarmnode

import "testing"

// MeshParams keeps GossipSub's constraints for every degree a swarm may pick.
func TestMeshParamsValid(t *testing.T) {
	for d := 1; d <= 12; d++ {
		p := MeshParams(d)
		if p.D != d || p.Dlo > p.D || p.D > p.Dhi || p.Dout >= p.Dlo || p.Dout > p.D/2 || p.Dscore > p.Dhi || p.Dlazy != d {
			t.Fatalf("d=%d: D %d Dlo %d Dhi %d Dout %d Dscore %d Dlazy %d", d, p.D, p.Dlo, p.Dhi, p.Dout, p.Dscore, p.Dlazy)
		}
	}
}
