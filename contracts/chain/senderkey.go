package chain

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
)

// TxSenderKey recovers the public key that signed transaction h: a chain
// account's key, from which PeerIDBytes gives the libp2p peer of the node
// that holds it (a Synod node's chain account and peer ID share one
// secp256k1 key). What the chain returns is checked: the key must be the
// one the transaction's sender recovers to (ErrBadChainData otherwise).
func (c *Chain) TxSenderKey(ctx context.Context, h common.Hash) (*ecdsa.PublicKey, error) {
	tx, _, err := c.client.TransactionByHash(ctx, h)
	if err != nil {
		return nil, fmt.Errorf("chain: reading tx %s: %w", h.Hex(), err)
	}
	return txSenderKey(tx, c.chainID)
}

func txSenderKey(tx *types.Transaction, chainID *big.Int) (*ecdsa.PublicKey, error) {
	signer := types.LatestSignerForChainID(chainID)
	from, err := types.Sender(signer, tx)
	if err != nil {
		return nil, fmt.Errorf("%w: tx %s: %w", ErrBadChainData, tx.Hash().Hex(), err)
	}
	v, r, s := tx.RawSignatureValues()
	if v == nil || r == nil || s == nil || r.BitLen() > 256 || s.BitLen() > 256 {
		return nil, fmt.Errorf("%w: tx %s has no signature", ErrBadChainData, tx.Hash().Hex())
	}
	recid := new(big.Int).Set(v)
	if tx.Type() == types.LegacyTxType {
		if tx.Protected() {
			recid.Sub(recid, new(big.Int).Add(new(big.Int).Mul(chainID, big.NewInt(2)), big.NewInt(35)))
		} else {
			recid.Sub(recid, big.NewInt(27))
		}
	}
	if !recid.IsUint64() || recid.Uint64() > 1 {
		return nil, fmt.Errorf("%w: tx %s has recovery id %s", ErrBadChainData, tx.Hash().Hex(), recid)
	}
	sig := make([]byte, 65)
	r.FillBytes(sig[:32])
	s.FillBytes(sig[32:64])
	sig[64] = byte(recid.Uint64())
	hash := signer.Hash(tx)
	pub, err := crypto.SigToPub(hash[:], sig)
	if err != nil || crypto.PubkeyToAddress(*pub) != from {
		return nil, fmt.Errorf("%w: tx %s: the signature does not recover its sender %s", ErrBadChainData, tx.Hash().Hex(), from.Hex())
	}
	return pub, nil
}

var taskClaimedTopic = func() common.Hash {
	a := marketABI.GetABI()
	return a.Events["TaskClaimed"].ID
}()

// GamePartyKeys recovers the keys of the two parties of the game whose
// GameOpened event is opened: the challenger's from the transaction that
// opened it (its verdict's reveal or its whistleblow), the solver's from
// its claim of the task (the market's TaskClaimed event). Each must be
// the key of the address the game names (ErrBadChainData otherwise).
func (c *Chain) GamePartyKeys(ctx context.Context, opened GameEvent) (solver, challenger *ecdsa.PublicKey, err error) {
	if opened.Kind != EvGameOpened || opened.TaskID == nil {
		return nil, nil, fmt.Errorf("chain: GamePartyKeys wants a GameOpened event, got %s", opened.Kind)
	}
	if challenger, err = c.TxSenderKey(ctx, opened.TxHash); err != nil {
		return nil, nil, err
	}
	if crypto.PubkeyToAddress(*challenger) != opened.Challenger {
		return nil, nil, fmt.Errorf("%w: game %s was opened by %s, not its challenger %s", ErrBadChainData, opened.Dispute,
			crypto.PubkeyToAddress(*challenger).Hex(), opened.Challenger.Hex())
	}
	logs, err := c.client.FilterLogs(ctx, ethereum.FilterQuery{
		Addresses: []common.Address{c.addrs.TaskMarket},
		Topics:    [][]common.Hash{{taskClaimedTopic}, {common.BigToHash(opened.TaskID)}, {common.BytesToHash(opened.Solver[:])}},
	})
	if err != nil {
		return nil, nil, fmt.Errorf("chain: reading the claim of task %s: %w", opened.TaskID, err)
	}
	if len(logs) == 0 {
		return nil, nil, fmt.Errorf("%w: no claim of task %s by %s", ErrBadChainData, opened.TaskID, opened.Solver.Hex())
	}
	if solver, err = c.TxSenderKey(ctx, logs[0].TxHash); err != nil {
		return nil, nil, err
	}
	if crypto.PubkeyToAddress(*solver) != opened.Solver {
		return nil, nil, fmt.Errorf("%w: task %s was claimed by %s, not the game's solver %s", ErrBadChainData, opened.TaskID,
			crypto.PubkeyToAddress(*solver).Hex(), opened.Solver.Hex())
	}
	return solver, challenger, nil
}
