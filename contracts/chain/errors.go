package chain

import (
	"bytes"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/synod-net/synod/contracts/bindings"
)

// Sentinel errors.
var (
	// ErrReverted matches every *RevertError.
	ErrReverted = errors.New("chain: transaction reverted")
	// ErrNotDeployed means an address holds no contract code.
	ErrNotDeployed = errors.New("chain: no contract at address")
	// ErrTxNotMined means a transaction was sent but no receipt arrived in time.
	ErrTxNotMined = errors.New("chain: transaction not mined")
	// ErrNoWinners means a round has no agreed winner list (yet).
	ErrNoWinners = errors.New("chain: round has no agreed winners")
	// ErrBadChainData means a record or event read from the chain makes
	// no sense (a status out of range, work over the maximum, a fee that
	// is not the product of its parts, ...); chain data is outside input.
	ErrBadChainData = errors.New("chain: nonsense data from the chain")
)

// RevertError is a reverted call or transaction with its decoded reason:
// a custom error of one of Synod's contracts (Name and Args), a require
// message (Name "Error"), a panic code (Name "Panic"), or raw Data.
type RevertError struct {
	Method string      // the contract function called
	Name   string      // the Solidity error name, e.g. "AlreadyRegistered"
	Args   []any       // the error's arguments
	Data   []byte      // the raw revert data
	TxHash common.Hash // set when the transaction was mined and reverted
	Err    error       // the transport error it came from, if any
}

func (e *RevertError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "chain: %s reverted", e.Method)
	switch {
	case e.Name != "":
		fmt.Fprintf(&b, ": %s", e.Name)
		if len(e.Args) > 0 {
			parts := make([]string, len(e.Args))
			for i, a := range e.Args {
				parts[i] = fmt.Sprint(a)
			}
			fmt.Fprintf(&b, "(%s)", strings.Join(parts, ", "))
		}
	case len(e.Data) > 0:
		fmt.Fprintf(&b, " with data 0x%x", e.Data)
	case e.Err != nil:
		fmt.Fprintf(&b, ": %v", e.Err)
	}
	if e.TxHash != (common.Hash{}) {
		fmt.Fprintf(&b, " (tx %s)", e.TxHash.Hex())
	}
	return b.String()
}

// Unwrap makes errors.Is(err, ErrReverted) true.
func (e *RevertError) Unwrap() error { return ErrReverted }

// IsRevert reports whether err is a revert with the given Solidity error
// name ("" matches any revert).
func IsRevert(err error, name string) bool {
	var re *RevertError
	if !errors.As(err, &re) {
		return false
	}
	return name == "" || re.Name == name
}

// contractABIs are the parsed ABIs of all of Synod's contracts, used to
// decode custom errors.
var contractABIs = func() []*abi.ABI {
	var out []*abi.ABI
	for _, parse := range []func() (*abi.ABI, error){
		bindings.SwarmCoordinatorMetaData.ParseABI,
		bindings.TaskMarketMetaData.ParseABI,
		bindings.DisputeGameMetaData.ParseABI,
		bindings.RefereeSetMetaData.ParseABI,
		bindings.StateJudgeMetaData.ParseABI,
		bindings.ScalarJudgeMetaData.ParseABI,
		bindings.ScalarProgramsMetaData.ParseABI,
		bindings.ScalarArithmeticMetaData.ParseABI,
	} {
		a, err := parse()
		if err != nil {
			panic("chain: generated ABI does not parse: " + err.Error())
		}
		out = append(out, a)
	}
	return out
}()

var (
	selError = []byte{0x08, 0xc3, 0x79, 0xa0} // Error(string)
	selPanic = []byte{0x4e, 0x48, 0x7b, 0x71} // Panic(uint256)
)

// decodeRevert fills the error's name and arguments from its data.
func decodeRevert(method string, data []byte, cause error) *RevertError {
	re := &RevertError{Method: method, Data: data, Err: cause}
	if len(data) < 4 {
		return re
	}
	sel := data[:4]
	switch {
	case bytes.Equal(sel, selError):
		if msg, err := abi.UnpackRevert(data); err == nil {
			re.Name, re.Args = "Error", []any{msg}
		}
		return re
	case bytes.Equal(sel, selPanic):
		if len(data) >= 36 {
			re.Name, re.Args = "Panic", []any{new(big.Int).SetBytes(data[4:36])}
		}
		return re
	}
	for _, a := range contractABIs {
		for name, e := range a.Errors {
			if !bytes.Equal(e.ID[:4], sel) {
				continue
			}
			args, err := e.Inputs.Unpack(data[4:])
			if err != nil {
				continue
			}
			re.Name, re.Args = name, args
			return re
		}
	}
	return re
}

// asRevert turns an eth_call / eth_estimateGas error into a *RevertError
// when the node reported a revert, and returns nil otherwise.
func asRevert(method string, err error) *RevertError {
	if err == nil {
		return nil
	}
	if data, ok := ethclient.RevertErrorData(err); ok {
		return decodeRevert(method, data, err)
	}
	if strings.Contains(err.Error(), "execution reverted") {
		return decodeRevert(method, nil, err)
	}
	return nil
}
