// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package bindings

import (
	"bytes"
	"errors"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// Reference imports to suppress errors if they are not otherwise used.
var (
	_ = bytes.Equal
	_ = errors.New
	_ = big.NewInt
	_ = common.Big1
	_ = types.BloomLookup
	_ = abi.ConvertType
)

// RefereeSetMetaData contains all meta data concerning the RefereeSet contract.
var RefereeSetMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"game_\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"threshold_\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"memberStake_\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"exitDelay_\",\"type\":\"uint64\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"AlreadyMember\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"AlreadyRuled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"member\",\"type\":\"address\"}],\"name\":\"AlreadyVoted\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"BadSet\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"member\",\"type\":\"address\"}],\"name\":\"Conflicted\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"exitAt\",\"type\":\"uint64\"}],\"name\":\"ExitNotDue\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"ExitNotRequested\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotMember\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"NotRuled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"NotRulingPhase\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"member\",\"type\":\"address\"}],\"name\":\"NotSlashable\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"TransferFailed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"want\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"got\",\"type\":\"uint256\"}],\"name\":\"WrongStake\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"member\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"exitAt\",\"type\":\"uint64\"}],\"name\":\"ExitRequested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"member\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"}],\"name\":\"Exited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"member\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"}],\"name\":\"Joined\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"ruling\",\"type\":\"bytes32\"}],\"name\":\"Ruled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"member\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"}],\"name\":\"Slashed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"member\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"ruling\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"votes\",\"type\":\"uint256\"}],\"name\":\"Voted\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"exit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"exitAt\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"exitDelay\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"game\",\"outputs\":[{\"internalType\":\"contractIRuling\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"isMember\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"join\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"memberCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"memberStake\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"requestExit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"name\":\"rulingOf\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"member\",\"type\":\"address\"}],\"name\":\"slash\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"stakeOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"threshold\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"ruling\",\"type\":\"bytes32\"}],\"name\":\"vote\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"voteOf\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"name\":\"votes\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "RefereeSet",
	Bin: "0x610100604052348015610010575f5ffd5b5060405161114438038061114483398101604081905261002f91610092565b6001600160a01b0384161580610043575082155b8061004c575081155b1561006a576040516354a9b94f60e01b815260040160405180910390fd5b6001600160a01b0390931660805260a09190915260c0526001600160401b031660e0526100f1565b5f5f5f5f608085870312156100a5575f5ffd5b84516001600160a01b03811681146100bb575f5ffd5b60208601516040870151606088015192965090945092506001600160401b03811681146100e6575f5ffd5b939692955090935050565b60805160a05160c05160e051610fe16101635f395f81816101560152610b2101525f818161035101528181610bfa0152610c2e01525f81816101ee01526109ca01525f81816103060152818161051d015281816106b101528181610749015281816108020152610a580152610fe15ff3fe6080604052600436106100ef575f3560e01c806368bb8bb611610087578063c3fe3e2811610057578063c3fe3e28146102f5578063c9de240d14610340578063e9fad8ee14610373578063f69c142e14610387575f5ffd5b806368bb8bb61461027c5780637f8e3b4e1461029b578063a230c524146102af578063b688a363146102ed575f5ffd5b806342623360116100c257806342623360146101b257806342cde4e8146101dd57806345ddc85d146102105780635b0c8a6314610246575f5ffd5b806311aee380146100f357806315410a9a1461011a57806328388630146101455780633d82e3c114610191575b5f5ffd5b3480156100fe575f5ffd5b506101075f5481565b6040519081526020015b60405180910390f35b348015610125575f5ffd5b50610107610134366004610e61565b60066020525f908152604090205481565b348015610150575f5ffd5b506101787f000000000000000000000000000000000000000000000000000000000000000081565b60405167ffffffffffffffff9091168152602001610111565b34801561019c575f5ffd5b506101b06101ab366004610e8f565b6103bc565b005b3480156101bd575f5ffd5b506101076101cc366004610ebd565b60026020525f908152604090205481565b3480156101e8575f5ffd5b506101077f000000000000000000000000000000000000000000000000000000000000000081565b34801561021b575f5ffd5b5061010761022a366004610e8f565b600460209081525f928352604080842090915290825290205481565b348015610251575f5ffd5b50610107610260366004610edf565b600560209081525f928352604080842090915290825290205481565b348015610287575f5ffd5b506101b0610296366004610edf565b6105f1565b3480156102a6575f5ffd5b506101b0610ac1565b3480156102ba575f5ffd5b506102dd6102c9366004610ebd565b60016020525f908152604090205460ff1681565b6040519015158152602001610111565b6101b0610bae565b348015610300575f5ffd5b506103287f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610111565b34801561034b575f5ffd5b506101077f000000000000000000000000000000000000000000000000000000000000000081565b34801561037e575f5ffd5b506101b0610ccf565b348015610392575f5ffd5b506101786103a1366004610ebd565b60036020525f908152604090205467ffffffffffffffff1681565b5f82815260066020526040812054908190036103f357604051632190bd0760e11b8152600481018490526024015b60405180910390fd5b5f8381526004602090815260408083206001600160a01b038616845282528083205460029092529091205481158061042a57508282145b80610433575080155b1561046357604051634c6a940560e01b8152600481018690526001600160a01b03851660248201526044016103ea565b6001600160a01b0384165f9081526001602052604090205460ff16156104b5576001600160a01b0384165f908152600160205260408120805460ff19169055805490806104af83610f13565b91905055505b6001600160a01b0384165f8181526002602090815260408083208390556003825291829020805467ffffffffffffffff19169055905183815287917f0ebf205de0d16b8c4e99b7cd8c52f0e40c86547ecda94f93c3fcf75fd0408463910160405180910390a37f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166380f556056040518163ffffffff1660e01b8152600401602060405180830381865afa158015610577573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061059b9190610f28565b6001600160a01b031663b9c18685826040518263ffffffff1660e01b81526004015f604051808303818588803b1580156105d3575f5ffd5b505af11580156105e5573d5f5f3e3d5ffd5b50505050505050505050565b335f9081526001602052604090205460ff16610622576040516305b5850b60e21b81523360048201526024016103ea565b5f828152600660205260409020541561065157604051630e42a35f60e41b8152600481018390526024016103ea565b5f82815260046020908152604080832033845290915290205415610691576040516304f9da6360e01b8152600481018390523360248201526044016103ea565b60405163576a3d6760e01b81526004810183905230906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063576a3d6790602401602060405180830381865afa1580156106f6573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061071a9190610f28565b6001600160a01b03161461074457604051636c49581560e11b8152600481018390526024016103ea565b5f5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166370651a18866040518263ffffffff1660e01b815260040161079591815260200190565b606060405180830381865afa1580156107b0573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906107d49190610f43565b91945092509050336001600160a01b03831614806107fa5750336001600160a01b038216145b8061090157507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166380f556056040518163ffffffff1660e01b8152600401602060405180830381865afa15801561085c573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906108809190610f28565b6001600160a01b031663ec9919c8846040518263ffffffff1660e01b81526004016108ad91815260200190565b602060405180830381865afa1580156108c8573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906108ec9190610f28565b6001600160a01b0316336001600160a01b0316145b156109285760405163f40e4b1b60e01b8152600481018690523360248201526044016103ea565b5f61093285610e23565b5f8781526004602090815260408083203384528252808320849055898352600582528083208484529091528120549192509061096f906001610f83565b5f8881526005602090815260408083208684528252918290208390558151898152908101839052919250339189917ff9945ea3ccd66b42f5700a440611039023b5cc6c40392811ab45209d03311725910160405180910390a37f00000000000000000000000000000000000000000000000000000000000000008103610ab8575f87815260066020526040908190208390555187907fe0793760ec238afa5f71e8c6b31603bdad5f6dd3fbd3fa5d193193a324715ace90610a339089815260200190565b60405180910390a26040516302fe3fd360e41b815260048101889052602481018790527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690632fe3fd30906044015f604051808303815f87803b158015610aa1575f5ffd5b505af1158015610ab3573d5f5f3e3d5ffd5b505050505b50505050505050565b335f9081526001602052604090205460ff16610af2576040516305b5850b60e21b81523360048201526024016103ea565b335f908152600160205260408120805460ff1916905580549080610b1583610f13565b909155505f9050610b467f000000000000000000000000000000000000000000000000000000000000000042610f9c565b335f81815260036020908152604091829020805467ffffffffffffffff191667ffffffffffffffff8616908117909155915191825292935090917f12af565fbdd53c6be7b24b4d08750ab523585c012527663059a728d6bf640d51910160405180910390a250565b335f9081526001602052604090205460ff1680610bd85750335f9081526002602052604090205415155b15610bf857604051630268f92960e01b81523360048201526024016103ea565b7f00000000000000000000000000000000000000000000000000000000000000003414610c6057604051630239dc1360e61b81527f000000000000000000000000000000000000000000000000000000000000000060048201523460248201526044016103ea565b335f908152600160208181526040808420805460ff191690931790925560029052812034905580549080610c9383610fbc565b909155505060405134815233907f49f8fa5eee2e3f21251c2e968640dcaef35cb9332429eb059bb3cd56ddc2533d9060200160405180910390a2565b335f9081526003602052604081205467ffffffffffffffff1690819003610d0b5760405163ccabe40d60e01b81523360048201526024016103ea565b8067ffffffffffffffff16421015610d4857604051630e15529360e11b815233600482015267ffffffffffffffff821660248201526044016103ea565b335f8181526002602090815260408083208054908490556003835292819020805467ffffffffffffffff19169055518281529192917f920bb94eb3842a728db98228c375ff6b00c5bc5a54fac6736155517a0a20a61a910160405180910390a28015610e1f576040515f90339083908381818185875af1925050503d805f8114610ded576040519150601f19603f3d011682016040523d82523d5f602084013e610df2565b606091505b5050905080610e1d57604051630e21dcbb60e11b8152336004820152602481018390526044016103ea565b505b5050565b5f81604051602001610e3791815260200190565b604051602081830303815290604052805190602001209050805f5f1b03610e5c575060015b919050565b5f60208284031215610e71575f5ffd5b5035919050565b6001600160a01b0381168114610e8c575f5ffd5b50565b5f5f60408385031215610ea0575f5ffd5b823591506020830135610eb281610e78565b809150509250929050565b5f60208284031215610ecd575f5ffd5b8135610ed881610e78565b9392505050565b5f5f60408385031215610ef0575f5ffd5b50508035926020909101359150565b634e487b7160e01b5f52601160045260245ffd5b5f81610f2157610f21610eff565b505f190190565b5f60208284031215610f38575f5ffd5b8151610ed881610e78565b5f5f5f60608486031215610f55575f5ffd5b835192506020840151610f6781610e78565b6040850151909250610f7881610e78565b809150509250925092565b80820180821115610f9657610f96610eff565b92915050565b67ffffffffffffffff8181168382160190811115610f9657610f96610eff565b5f60018201610fcd57610fcd610eff565b506001019056fea164736f6c6343000825000a",
}

// RefereeSet is an auto generated Go binding around an Ethereum contract.
type RefereeSet struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *RefereeSet) GetABI() abi.ABI {
	return c.abi
}

// NewRefereeSet creates a new instance of RefereeSet.
func NewRefereeSet() *RefereeSet {
	parsed, err := RefereeSetMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &RefereeSet{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *RefereeSet) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address game_, uint256 threshold_, uint256 memberStake_, uint64 exitDelay_) returns()
func (refereeSet *RefereeSet) PackConstructor(game_ common.Address, threshold_ *big.Int, memberStake_ *big.Int, exitDelay_ uint64) []byte {
	enc, err := refereeSet.abi.Pack("", game_, threshold_, memberStake_, exitDelay_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackExit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe9fad8ee.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function exit() returns()
func (refereeSet *RefereeSet) PackExit() []byte {
	enc, err := refereeSet.abi.Pack("exit")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe9fad8ee.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function exit() returns()
func (refereeSet *RefereeSet) TryPackExit() ([]byte, error) {
	return refereeSet.abi.Pack("exit")
}

// PackExitAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf69c142e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function exitAt(address ) view returns(uint64)
func (refereeSet *RefereeSet) PackExitAt(arg0 common.Address) []byte {
	enc, err := refereeSet.abi.Pack("exitAt", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExitAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf69c142e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function exitAt(address ) view returns(uint64)
func (refereeSet *RefereeSet) TryPackExitAt(arg0 common.Address) ([]byte, error) {
	return refereeSet.abi.Pack("exitAt", arg0)
}

// UnpackExitAt is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf69c142e.
//
// Solidity: function exitAt(address ) view returns(uint64)
func (refereeSet *RefereeSet) UnpackExitAt(data []byte) (uint64, error) {
	out, err := refereeSet.abi.Unpack("exitAt", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackExitDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x28388630.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function exitDelay() view returns(uint64)
func (refereeSet *RefereeSet) PackExitDelay() []byte {
	enc, err := refereeSet.abi.Pack("exitDelay")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExitDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x28388630.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function exitDelay() view returns(uint64)
func (refereeSet *RefereeSet) TryPackExitDelay() ([]byte, error) {
	return refereeSet.abi.Pack("exitDelay")
}

// UnpackExitDelay is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x28388630.
//
// Solidity: function exitDelay() view returns(uint64)
func (refereeSet *RefereeSet) UnpackExitDelay(data []byte) (uint64, error) {
	out, err := refereeSet.abi.Unpack("exitDelay", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackGame is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc3fe3e28.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function game() view returns(address)
func (refereeSet *RefereeSet) PackGame() []byte {
	enc, err := refereeSet.abi.Pack("game")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGame is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc3fe3e28.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function game() view returns(address)
func (refereeSet *RefereeSet) TryPackGame() ([]byte, error) {
	return refereeSet.abi.Pack("game")
}

// UnpackGame is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc3fe3e28.
//
// Solidity: function game() view returns(address)
func (refereeSet *RefereeSet) UnpackGame(data []byte) (common.Address, error) {
	out, err := refereeSet.abi.Unpack("game", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackIsMember is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa230c524.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isMember(address ) view returns(bool)
func (refereeSet *RefereeSet) PackIsMember(arg0 common.Address) []byte {
	enc, err := refereeSet.abi.Pack("isMember", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsMember is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa230c524.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isMember(address ) view returns(bool)
func (refereeSet *RefereeSet) TryPackIsMember(arg0 common.Address) ([]byte, error) {
	return refereeSet.abi.Pack("isMember", arg0)
}

// UnpackIsMember is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa230c524.
//
// Solidity: function isMember(address ) view returns(bool)
func (refereeSet *RefereeSet) UnpackIsMember(data []byte) (bool, error) {
	out, err := refereeSet.abi.Unpack("isMember", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackJoin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb688a363.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function join() payable returns()
func (refereeSet *RefereeSet) PackJoin() []byte {
	enc, err := refereeSet.abi.Pack("join")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackJoin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb688a363.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function join() payable returns()
func (refereeSet *RefereeSet) TryPackJoin() ([]byte, error) {
	return refereeSet.abi.Pack("join")
}

// PackMemberCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x11aee380.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function memberCount() view returns(uint256)
func (refereeSet *RefereeSet) PackMemberCount() []byte {
	enc, err := refereeSet.abi.Pack("memberCount")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMemberCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x11aee380.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function memberCount() view returns(uint256)
func (refereeSet *RefereeSet) TryPackMemberCount() ([]byte, error) {
	return refereeSet.abi.Pack("memberCount")
}

// UnpackMemberCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x11aee380.
//
// Solidity: function memberCount() view returns(uint256)
func (refereeSet *RefereeSet) UnpackMemberCount(data []byte) (*big.Int, error) {
	out, err := refereeSet.abi.Unpack("memberCount", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMemberStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc9de240d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function memberStake() view returns(uint256)
func (refereeSet *RefereeSet) PackMemberStake() []byte {
	enc, err := refereeSet.abi.Pack("memberStake")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMemberStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc9de240d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function memberStake() view returns(uint256)
func (refereeSet *RefereeSet) TryPackMemberStake() ([]byte, error) {
	return refereeSet.abi.Pack("memberStake")
}

// UnpackMemberStake is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc9de240d.
//
// Solidity: function memberStake() view returns(uint256)
func (refereeSet *RefereeSet) UnpackMemberStake(data []byte) (*big.Int, error) {
	out, err := refereeSet.abi.Unpack("memberStake", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRequestExit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7f8e3b4e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function requestExit() returns()
func (refereeSet *RefereeSet) PackRequestExit() []byte {
	enc, err := refereeSet.abi.Pack("requestExit")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRequestExit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7f8e3b4e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function requestExit() returns()
func (refereeSet *RefereeSet) TryPackRequestExit() ([]byte, error) {
	return refereeSet.abi.Pack("requestExit")
}

// PackRulingOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x15410a9a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function rulingOf(uint256 ) view returns(bytes32)
func (refereeSet *RefereeSet) PackRulingOf(arg0 *big.Int) []byte {
	enc, err := refereeSet.abi.Pack("rulingOf", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRulingOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x15410a9a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function rulingOf(uint256 ) view returns(bytes32)
func (refereeSet *RefereeSet) TryPackRulingOf(arg0 *big.Int) ([]byte, error) {
	return refereeSet.abi.Pack("rulingOf", arg0)
}

// UnpackRulingOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x15410a9a.
//
// Solidity: function rulingOf(uint256 ) view returns(bytes32)
func (refereeSet *RefereeSet) UnpackRulingOf(data []byte) ([32]byte, error) {
	out, err := refereeSet.abi.Unpack("rulingOf", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackSlash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3d82e3c1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function slash(uint256 id, address member) returns()
func (refereeSet *RefereeSet) PackSlash(id *big.Int, member common.Address) []byte {
	enc, err := refereeSet.abi.Pack("slash", id, member)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSlash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3d82e3c1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function slash(uint256 id, address member) returns()
func (refereeSet *RefereeSet) TryPackSlash(id *big.Int, member common.Address) ([]byte, error) {
	return refereeSet.abi.Pack("slash", id, member)
}

// PackStakeOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42623360.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function stakeOf(address ) view returns(uint256)
func (refereeSet *RefereeSet) PackStakeOf(arg0 common.Address) []byte {
	enc, err := refereeSet.abi.Pack("stakeOf", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStakeOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42623360.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function stakeOf(address ) view returns(uint256)
func (refereeSet *RefereeSet) TryPackStakeOf(arg0 common.Address) ([]byte, error) {
	return refereeSet.abi.Pack("stakeOf", arg0)
}

// UnpackStakeOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x42623360.
//
// Solidity: function stakeOf(address ) view returns(uint256)
func (refereeSet *RefereeSet) UnpackStakeOf(data []byte) (*big.Int, error) {
	out, err := refereeSet.abi.Unpack("stakeOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackThreshold is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42cde4e8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function threshold() view returns(uint256)
func (refereeSet *RefereeSet) PackThreshold() []byte {
	enc, err := refereeSet.abi.Pack("threshold")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackThreshold is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42cde4e8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function threshold() view returns(uint256)
func (refereeSet *RefereeSet) TryPackThreshold() ([]byte, error) {
	return refereeSet.abi.Pack("threshold")
}

// UnpackThreshold is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x42cde4e8.
//
// Solidity: function threshold() view returns(uint256)
func (refereeSet *RefereeSet) UnpackThreshold(data []byte) (*big.Int, error) {
	out, err := refereeSet.abi.Unpack("threshold", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackVote is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x68bb8bb6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function vote(uint256 id, bytes32 ruling) returns()
func (refereeSet *RefereeSet) PackVote(id *big.Int, ruling [32]byte) []byte {
	enc, err := refereeSet.abi.Pack("vote", id, ruling)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVote is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x68bb8bb6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function vote(uint256 id, bytes32 ruling) returns()
func (refereeSet *RefereeSet) TryPackVote(id *big.Int, ruling [32]byte) ([]byte, error) {
	return refereeSet.abi.Pack("vote", id, ruling)
}

// PackVoteOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x45ddc85d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function voteOf(uint256 , address ) view returns(bytes32)
func (refereeSet *RefereeSet) PackVoteOf(arg0 *big.Int, arg1 common.Address) []byte {
	enc, err := refereeSet.abi.Pack("voteOf", arg0, arg1)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVoteOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x45ddc85d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function voteOf(uint256 , address ) view returns(bytes32)
func (refereeSet *RefereeSet) TryPackVoteOf(arg0 *big.Int, arg1 common.Address) ([]byte, error) {
	return refereeSet.abi.Pack("voteOf", arg0, arg1)
}

// UnpackVoteOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x45ddc85d.
//
// Solidity: function voteOf(uint256 , address ) view returns(bytes32)
func (refereeSet *RefereeSet) UnpackVoteOf(data []byte) ([32]byte, error) {
	out, err := refereeSet.abi.Unpack("voteOf", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackVotes is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5b0c8a63.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function votes(uint256 , bytes32 ) view returns(uint256)
func (refereeSet *RefereeSet) PackVotes(arg0 *big.Int, arg1 [32]byte) []byte {
	enc, err := refereeSet.abi.Pack("votes", arg0, arg1)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVotes is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5b0c8a63.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function votes(uint256 , bytes32 ) view returns(uint256)
func (refereeSet *RefereeSet) TryPackVotes(arg0 *big.Int, arg1 [32]byte) ([]byte, error) {
	return refereeSet.abi.Pack("votes", arg0, arg1)
}

// UnpackVotes is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5b0c8a63.
//
// Solidity: function votes(uint256 , bytes32 ) view returns(uint256)
func (refereeSet *RefereeSet) UnpackVotes(data []byte) (*big.Int, error) {
	out, err := refereeSet.abi.Unpack("votes", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// RefereeSetExitRequested represents a ExitRequested event raised by the RefereeSet contract.
type RefereeSetExitRequested struct {
	Member common.Address
	ExitAt uint64
	Raw    *types.Log // Blockchain specific contextual infos
}

const RefereeSetExitRequestedEventName = "ExitRequested"

// ContractEventName returns the user-defined event name.
func (RefereeSetExitRequested) ContractEventName() string {
	return RefereeSetExitRequestedEventName
}

// UnpackExitRequestedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ExitRequested(address indexed member, uint64 exitAt)
func (refereeSet *RefereeSet) UnpackExitRequestedEvent(log *types.Log) (*RefereeSetExitRequested, error) {
	event := "ExitRequested"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != refereeSet.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(RefereeSetExitRequested)
	if len(log.Data) > 0 {
		if err := refereeSet.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range refereeSet.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// RefereeSetExited represents a Exited event raised by the RefereeSet contract.
type RefereeSetExited struct {
	Member common.Address
	Stake  *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const RefereeSetExitedEventName = "Exited"

// ContractEventName returns the user-defined event name.
func (RefereeSetExited) ContractEventName() string {
	return RefereeSetExitedEventName
}

// UnpackExitedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Exited(address indexed member, uint256 stake)
func (refereeSet *RefereeSet) UnpackExitedEvent(log *types.Log) (*RefereeSetExited, error) {
	event := "Exited"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != refereeSet.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(RefereeSetExited)
	if len(log.Data) > 0 {
		if err := refereeSet.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range refereeSet.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// RefereeSetJoined represents a Joined event raised by the RefereeSet contract.
type RefereeSetJoined struct {
	Member common.Address
	Stake  *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const RefereeSetJoinedEventName = "Joined"

// ContractEventName returns the user-defined event name.
func (RefereeSetJoined) ContractEventName() string {
	return RefereeSetJoinedEventName
}

// UnpackJoinedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Joined(address indexed member, uint256 stake)
func (refereeSet *RefereeSet) UnpackJoinedEvent(log *types.Log) (*RefereeSetJoined, error) {
	event := "Joined"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != refereeSet.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(RefereeSetJoined)
	if len(log.Data) > 0 {
		if err := refereeSet.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range refereeSet.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// RefereeSetRuled represents a Ruled event raised by the RefereeSet contract.
type RefereeSetRuled struct {
	Id     *big.Int
	Ruling [32]byte
	Raw    *types.Log // Blockchain specific contextual infos
}

const RefereeSetRuledEventName = "Ruled"

// ContractEventName returns the user-defined event name.
func (RefereeSetRuled) ContractEventName() string {
	return RefereeSetRuledEventName
}

// UnpackRuledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Ruled(uint256 indexed id, bytes32 ruling)
func (refereeSet *RefereeSet) UnpackRuledEvent(log *types.Log) (*RefereeSetRuled, error) {
	event := "Ruled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != refereeSet.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(RefereeSetRuled)
	if len(log.Data) > 0 {
		if err := refereeSet.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range refereeSet.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// RefereeSetSlashed represents a Slashed event raised by the RefereeSet contract.
type RefereeSetSlashed struct {
	Id     *big.Int
	Member common.Address
	Stake  *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const RefereeSetSlashedEventName = "Slashed"

// ContractEventName returns the user-defined event name.
func (RefereeSetSlashed) ContractEventName() string {
	return RefereeSetSlashedEventName
}

// UnpackSlashedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Slashed(uint256 indexed id, address indexed member, uint256 stake)
func (refereeSet *RefereeSet) UnpackSlashedEvent(log *types.Log) (*RefereeSetSlashed, error) {
	event := "Slashed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != refereeSet.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(RefereeSetSlashed)
	if len(log.Data) > 0 {
		if err := refereeSet.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range refereeSet.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// RefereeSetVoted represents a Voted event raised by the RefereeSet contract.
type RefereeSetVoted struct {
	Id     *big.Int
	Member common.Address
	Ruling [32]byte
	Votes  *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const RefereeSetVotedEventName = "Voted"

// ContractEventName returns the user-defined event name.
func (RefereeSetVoted) ContractEventName() string {
	return RefereeSetVotedEventName
}

// UnpackVotedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Voted(uint256 indexed id, address indexed member, bytes32 ruling, uint256 votes)
func (refereeSet *RefereeSet) UnpackVotedEvent(log *types.Log) (*RefereeSetVoted, error) {
	event := "Voted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != refereeSet.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(RefereeSetVoted)
	if len(log.Data) > 0 {
		if err := refereeSet.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range refereeSet.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (refereeSet *RefereeSet) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], refereeSet.abi.Errors["AlreadyMember"].ID.Bytes()[:4]) {
		return refereeSet.UnpackAlreadyMemberError(raw[4:])
	}
	if bytes.Equal(raw[:4], refereeSet.abi.Errors["AlreadyRuled"].ID.Bytes()[:4]) {
		return refereeSet.UnpackAlreadyRuledError(raw[4:])
	}
	if bytes.Equal(raw[:4], refereeSet.abi.Errors["AlreadyVoted"].ID.Bytes()[:4]) {
		return refereeSet.UnpackAlreadyVotedError(raw[4:])
	}
	if bytes.Equal(raw[:4], refereeSet.abi.Errors["BadSet"].ID.Bytes()[:4]) {
		return refereeSet.UnpackBadSetError(raw[4:])
	}
	if bytes.Equal(raw[:4], refereeSet.abi.Errors["Conflicted"].ID.Bytes()[:4]) {
		return refereeSet.UnpackConflictedError(raw[4:])
	}
	if bytes.Equal(raw[:4], refereeSet.abi.Errors["ExitNotDue"].ID.Bytes()[:4]) {
		return refereeSet.UnpackExitNotDueError(raw[4:])
	}
	if bytes.Equal(raw[:4], refereeSet.abi.Errors["ExitNotRequested"].ID.Bytes()[:4]) {
		return refereeSet.UnpackExitNotRequestedError(raw[4:])
	}
	if bytes.Equal(raw[:4], refereeSet.abi.Errors["NotMember"].ID.Bytes()[:4]) {
		return refereeSet.UnpackNotMemberError(raw[4:])
	}
	if bytes.Equal(raw[:4], refereeSet.abi.Errors["NotRuled"].ID.Bytes()[:4]) {
		return refereeSet.UnpackNotRuledError(raw[4:])
	}
	if bytes.Equal(raw[:4], refereeSet.abi.Errors["NotRulingPhase"].ID.Bytes()[:4]) {
		return refereeSet.UnpackNotRulingPhaseError(raw[4:])
	}
	if bytes.Equal(raw[:4], refereeSet.abi.Errors["NotSlashable"].ID.Bytes()[:4]) {
		return refereeSet.UnpackNotSlashableError(raw[4:])
	}
	if bytes.Equal(raw[:4], refereeSet.abi.Errors["TransferFailed"].ID.Bytes()[:4]) {
		return refereeSet.UnpackTransferFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], refereeSet.abi.Errors["WrongStake"].ID.Bytes()[:4]) {
		return refereeSet.UnpackWrongStakeError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// RefereeSetAlreadyMember represents a AlreadyMember error raised by the RefereeSet contract.
type RefereeSetAlreadyMember struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyMember(address caller)
func RefereeSetAlreadyMemberErrorID() common.Hash {
	return common.HexToHash("0x0268f929b8e50dc801123bfb8b2a006b6c79575dd280e7d47371697a09340962")
}

// UnpackAlreadyMemberError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyMember(address caller)
func (refereeSet *RefereeSet) UnpackAlreadyMemberError(raw []byte) (*RefereeSetAlreadyMember, error) {
	out := new(RefereeSetAlreadyMember)
	if err := refereeSet.abi.UnpackIntoInterface(out, "AlreadyMember", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RefereeSetAlreadyRuled represents a AlreadyRuled error raised by the RefereeSet contract.
type RefereeSetAlreadyRuled struct {
	Id *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyRuled(uint256 id)
func RefereeSetAlreadyRuledErrorID() common.Hash {
	return common.HexToHash("0xe42a35f082ca64378639c0a676fde1b1be67ab845c78f063027a44b690402fc1")
}

// UnpackAlreadyRuledError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyRuled(uint256 id)
func (refereeSet *RefereeSet) UnpackAlreadyRuledError(raw []byte) (*RefereeSetAlreadyRuled, error) {
	out := new(RefereeSetAlreadyRuled)
	if err := refereeSet.abi.UnpackIntoInterface(out, "AlreadyRuled", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RefereeSetAlreadyVoted represents a AlreadyVoted error raised by the RefereeSet contract.
type RefereeSetAlreadyVoted struct {
	Id     *big.Int
	Member common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyVoted(uint256 id, address member)
func RefereeSetAlreadyVotedErrorID() common.Hash {
	return common.HexToHash("0x04f9da634a3ce855cf7785808a673a41608288999dcd1d08e55bb33c69118f4a")
}

// UnpackAlreadyVotedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyVoted(uint256 id, address member)
func (refereeSet *RefereeSet) UnpackAlreadyVotedError(raw []byte) (*RefereeSetAlreadyVoted, error) {
	out := new(RefereeSetAlreadyVoted)
	if err := refereeSet.abi.UnpackIntoInterface(out, "AlreadyVoted", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RefereeSetBadSet represents a BadSet error raised by the RefereeSet contract.
type RefereeSetBadSet struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadSet()
func RefereeSetBadSetErrorID() common.Hash {
	return common.HexToHash("0x54a9b94f23c4cb2a9b9bf62f20b0114daf414d0e192ef8de88f6aa3ef2dad341")
}

// UnpackBadSetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadSet()
func (refereeSet *RefereeSet) UnpackBadSetError(raw []byte) (*RefereeSetBadSet, error) {
	out := new(RefereeSetBadSet)
	if err := refereeSet.abi.UnpackIntoInterface(out, "BadSet", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RefereeSetConflicted represents a Conflicted error raised by the RefereeSet contract.
type RefereeSetConflicted struct {
	Id     *big.Int
	Member common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Conflicted(uint256 id, address member)
func RefereeSetConflictedErrorID() common.Hash {
	return common.HexToHash("0xf40e4b1ba3b099e91fc8d8879842919a97eb0b0f23d346884b86b3306a562abb")
}

// UnpackConflictedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Conflicted(uint256 id, address member)
func (refereeSet *RefereeSet) UnpackConflictedError(raw []byte) (*RefereeSetConflicted, error) {
	out := new(RefereeSetConflicted)
	if err := refereeSet.abi.UnpackIntoInterface(out, "Conflicted", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RefereeSetExitNotDue represents a ExitNotDue error raised by the RefereeSet contract.
type RefereeSetExitNotDue struct {
	Caller common.Address
	ExitAt uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ExitNotDue(address caller, uint64 exitAt)
func RefereeSetExitNotDueErrorID() common.Hash {
	return common.HexToHash("0x1c2aa526a0ac3d08e35abc983b9dcdb1e5df43e9eb051fef137a9c29b3ccd56b")
}

// UnpackExitNotDueError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ExitNotDue(address caller, uint64 exitAt)
func (refereeSet *RefereeSet) UnpackExitNotDueError(raw []byte) (*RefereeSetExitNotDue, error) {
	out := new(RefereeSetExitNotDue)
	if err := refereeSet.abi.UnpackIntoInterface(out, "ExitNotDue", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RefereeSetExitNotRequested represents a ExitNotRequested error raised by the RefereeSet contract.
type RefereeSetExitNotRequested struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ExitNotRequested(address caller)
func RefereeSetExitNotRequestedErrorID() common.Hash {
	return common.HexToHash("0xccabe40da6a4bd0dcc686d1f53d1fefa007808f37235af3130a04398f7d3cdfe")
}

// UnpackExitNotRequestedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ExitNotRequested(address caller)
func (refereeSet *RefereeSet) UnpackExitNotRequestedError(raw []byte) (*RefereeSetExitNotRequested, error) {
	out := new(RefereeSetExitNotRequested)
	if err := refereeSet.abi.UnpackIntoInterface(out, "ExitNotRequested", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RefereeSetNotMember represents a NotMember error raised by the RefereeSet contract.
type RefereeSetNotMember struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotMember(address caller)
func RefereeSetNotMemberErrorID() common.Hash {
	return common.HexToHash("0x16d6142c051fd31eaf080eccdc319a6d11b659baa2266c1e4d7e444bd19c4a32")
}

// UnpackNotMemberError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotMember(address caller)
func (refereeSet *RefereeSet) UnpackNotMemberError(raw []byte) (*RefereeSetNotMember, error) {
	out := new(RefereeSetNotMember)
	if err := refereeSet.abi.UnpackIntoInterface(out, "NotMember", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RefereeSetNotRuled represents a NotRuled error raised by the RefereeSet contract.
type RefereeSetNotRuled struct {
	Id *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotRuled(uint256 id)
func RefereeSetNotRuledErrorID() common.Hash {
	return common.HexToHash("0x43217a0ecdc8d6386a42643e31bd8f7f6625cd593b7f7378c88aef2731d1afc2")
}

// UnpackNotRuledError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotRuled(uint256 id)
func (refereeSet *RefereeSet) UnpackNotRuledError(raw []byte) (*RefereeSetNotRuled, error) {
	out := new(RefereeSetNotRuled)
	if err := refereeSet.abi.UnpackIntoInterface(out, "NotRuled", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RefereeSetNotRulingPhase represents a NotRulingPhase error raised by the RefereeSet contract.
type RefereeSetNotRulingPhase struct {
	Id *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotRulingPhase(uint256 id)
func RefereeSetNotRulingPhaseErrorID() common.Hash {
	return common.HexToHash("0xd892b02a0f91343946df1d87c7cbf0b59b7ebee15d58b9d0cf269f0a8d1154db")
}

// UnpackNotRulingPhaseError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotRulingPhase(uint256 id)
func (refereeSet *RefereeSet) UnpackNotRulingPhaseError(raw []byte) (*RefereeSetNotRulingPhase, error) {
	out := new(RefereeSetNotRulingPhase)
	if err := refereeSet.abi.UnpackIntoInterface(out, "NotRulingPhase", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RefereeSetNotSlashable represents a NotSlashable error raised by the RefereeSet contract.
type RefereeSetNotSlashable struct {
	Id     *big.Int
	Member common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotSlashable(uint256 id, address member)
func RefereeSetNotSlashableErrorID() common.Hash {
	return common.HexToHash("0x4c6a9405e3f147cb123fb8ee90bdc2ee5393f2bf8f85dac53ac6c92033c8251f")
}

// UnpackNotSlashableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotSlashable(uint256 id, address member)
func (refereeSet *RefereeSet) UnpackNotSlashableError(raw []byte) (*RefereeSetNotSlashable, error) {
	out := new(RefereeSetNotSlashable)
	if err := refereeSet.abi.UnpackIntoInterface(out, "NotSlashable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RefereeSetTransferFailed represents a TransferFailed error raised by the RefereeSet contract.
type RefereeSetTransferFailed struct {
	To     common.Address
	Amount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TransferFailed(address to, uint256 amount)
func RefereeSetTransferFailedErrorID() common.Hash {
	return common.HexToHash("0x1c43b9761b3fba5321ca8212bfc231945f668ccc0c446f333999eea9ce8fda81")
}

// UnpackTransferFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TransferFailed(address to, uint256 amount)
func (refereeSet *RefereeSet) UnpackTransferFailedError(raw []byte) (*RefereeSetTransferFailed, error) {
	out := new(RefereeSetTransferFailed)
	if err := refereeSet.abi.UnpackIntoInterface(out, "TransferFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RefereeSetWrongStake represents a WrongStake error raised by the RefereeSet contract.
type RefereeSetWrongStake struct {
	Want *big.Int
	Got  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongStake(uint256 want, uint256 got)
func RefereeSetWrongStakeErrorID() common.Hash {
	return common.HexToHash("0x8e7704c01503253b18d05f4dd24bf2da873034fdba623da5da78d03b4cb6aa01")
}

// UnpackWrongStakeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongStake(uint256 want, uint256 got)
func (refereeSet *RefereeSet) UnpackWrongStakeError(raw []byte) (*RefereeSetWrongStake, error) {
	out := new(RefereeSetWrongStake)
	if err := refereeSet.abi.UnpackIntoInterface(out, "WrongStake", raw); err != nil {
		return nil, err
	}
	return out, nil
}
