package chain

import (
	"crypto/ecdsa"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// DevBalance is what each embedded-chain dev account holds at genesis:
// 1,000,000 ETH.
var DevBalance = new(big.Int).Mul(big.NewInt(1_000_000), big.NewInt(1e18))

// DevKey returns the i-th well-known development key, derived from
// keccak256("synod-dev-key-<i>-<n>") with the first n that gives a valid key.
// These keys are public: use them on dev chains only.
func DevKey(i int) *ecdsa.PrivateKey {
	for n := 0; ; n++ {
		k, err := crypto.ToECDSA(crypto.Keccak256([]byte(fmt.Sprintf("synod-dev-key-%d-%d", i, n))))
		if err == nil {
			return k
		}
	}
}

// DevAddress returns the address of DevKey(i).
func DevAddress(i int) common.Address {
	return crypto.PubkeyToAddress(DevKey(i).PublicKey)
}
