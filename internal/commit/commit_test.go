package commit

import (
	"bytes"
	"encoding/hex"
	"errors"
	"testing"

	ethcrypto "github.com/ethereum/go-ethereum/crypto"
)

func leaves(n int) []Hash {
	out := make([]Hash, n)
	for i := range out {
		out[i][0] = byte(i)
		out[i][31] = byte(i >> 8)
	}
	return out
}

func TestRootShapes(t *testing.T) {
	ls := leaves(3)
	a, b, c := LeafHash(ls[0]), LeafHash(ls[1]), LeafHash(ls[2])
	want := NodeHash(NodeHash(a, b), c) // c promoted
	got, err := Root(ls)
	if err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Fatalf("root of 3 = %x, want %x", got, want)
	}
	one, _ := Root(ls[:1])
	if one != a {
		t.Fatalf("root of 1 is not the leaf hash")
	}
	if _, err := Root(nil); !errors.Is(err, ErrEmpty) {
		t.Fatalf("empty tree: %v", err)
	}
}

// TestKnownVector pins the hashing so a Solidity port can check itself:
// leaf(0^32) = keccak256(0x00 || 0^32).
func TestKnownVector(t *testing.T) {
	got := LeafHash(Hash{})
	const want = "f39a869f62e75cf5f0bf914688a6b289caf2049435d8e68c5c5e6d05e44913f3"
	if hex.EncodeToString(got[:]) != want {
		t.Fatalf("leaf(0) = %x, want %s (keccak256 of 33 zero bytes)", got, want)
	}
	// go-ethereum's Keccak256 (what contract tooling uses) agrees.
	var l, r Hash
	l[0], r[31] = 1, 2
	if n := NodeHash(l, r); !bytes.Equal(n[:], ethcrypto.Keccak256([]byte{NodePrefix}, l[:], r[:])) {
		t.Fatalf("node hash differs from go-ethereum's keccak256")
	}
}

func TestProofsAllSizes(t *testing.T) {
	for n := 1; n <= 33; n++ {
		ls := leaves(n)
		tr, err := New(ls)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < n; i++ {
			p, err := tr.Proof(i)
			if err != nil {
				t.Fatal(err)
			}
			if err := p.Verify(tr.Root(), ls[i]); err != nil {
				t.Fatalf("n=%d i=%d: %v", n, i, err)
			}
			bad := ls[i]
			bad[5] ^= 1
			if err := p.Verify(tr.Root(), bad); !errors.Is(err, ErrProof) {
				t.Fatalf("n=%d i=%d: altered leaf verified: %v", n, i, err)
			}
			b, err := p.MarshalBinary()
			if err != nil {
				t.Fatal(err)
			}
			var q Proof
			if err := q.UnmarshalBinary(b); err != nil {
				t.Fatal(err)
			}
			b2, _ := q.MarshalBinary()
			if !bytes.Equal(b, b2) {
				t.Fatalf("proof does not round-trip")
			}
			if n > 1 {
				q.Index = uint64((i + 1) % n)
				if q.Verify(tr.Root(), ls[i]) == nil && ls[i] != ls[q.Index] {
					t.Fatalf("n=%d: proof of %d verified at index %d", n, i, q.Index)
				}
			}
		}
		if _, err := tr.Proof(n); !errors.Is(err, ErrIndex) {
			t.Fatalf("proof past the end: %v", err)
		}
	}
}

func TestUnmarshalRejects(t *testing.T) {
	good, _ := Proof{Index: 0, Leaves: 2, Siblings: []Hash{{}}}.MarshalBinary()
	for name, b := range map[string][]byte{
		"short":     good[:10],
		"trailing":  append(append([]byte{}, good...), 0),
		"truncated": good[:len(good)-1],
		"no leaves": append(make([]byte, 16), 0),
	} {
		var p Proof
		if err := p.UnmarshalBinary(b); !errors.Is(err, ErrProof) {
			t.Errorf("%s: %v", name, err)
		}
	}
}

func FuzzProof(f *testing.F) {
	tr, _ := New(leaves(5))
	for i := 0; i < 5; i++ {
		p, _ := tr.Proof(i)
		b, _ := p.MarshalBinary()
		f.Add(b, []byte{byte(i)})
	}
	root := tr.Root()
	ls := leaves(5)
	f.Fuzz(func(t *testing.T, b, leaf []byte) {
		var p Proof
		if err := p.UnmarshalBinary(b); err != nil {
			return
		}
		out, err := p.MarshalBinary()
		if err != nil || !bytes.Equal(out, b) {
			t.Fatalf("decoded proof does not re-encode to its input: %v", err)
		}
		var x Hash
		copy(x[:], leaf)
		if p.Verify(root, x) == nil {
			// Only the real leaves of the tree, at their own index, can
			// verify against its root. (The leaf count is not bound by the
			// root: a proof with another count may fit the same shape.)
			if p.Index >= 5 || x != ls[p.Index] {
				t.Fatalf("forged proof verified: leaf %x at %d of %d", x, p.Index, p.Leaves)
			}
		}
	})
}
