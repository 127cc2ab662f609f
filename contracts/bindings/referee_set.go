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
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"game_\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"members\",\"type\":\"address[]\"},{\"internalType\":\"uint256\",\"name\":\"threshold_\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"AlreadyRuled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"member\",\"type\":\"address\"}],\"name\":\"AlreadyVoted\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"BadSet\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotMember\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"inputHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"outputHash\",\"type\":\"bytes32\"}],\"name\":\"Ruled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"member\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"inputHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"outputHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"votes\",\"type\":\"uint256\"}],\"name\":\"Voted\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"game\",\"outputs\":[{\"internalType\":\"contractIRuling\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"isMember\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"memberCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"name\":\"ruled\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"threshold\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"inputHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"outputHash\",\"type\":\"bytes32\"}],\"name\":\"vote\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"voted\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"name\":\"votes\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "RefereeSet",
	Bin: "0x60e060405234801561000f575f5ffd5b5060405161083138038061083183398101604081905261002e9161019f565b6001600160a01b0383161580610042575080155b8061004d5750815181115b1561006b576040516354a9b94f60e01b815260040160405180910390fd5b5f5b8251811015610152575f6001600160a01b031683828151811061009257610092610286565b60200260200101516001600160a01b031614806100e557505f5f8483815181106100be576100be610286565b6020908102919091018101516001600160a01b031682528101919091526040015f205460ff165b15610103576040516354a9b94f60e01b815260040160405180910390fd5b60015f5f85848151811061011957610119610286565b6020908102919091018101516001600160a01b031682528101919091526040015f20805460ff191691151591909117905560010161006d565b506001600160a01b0390921660805260a0919091525160c05261029a565b80516001600160a01b0381168114610186575f5ffd5b919050565b634e487b7160e01b5f52604160045260245ffd5b5f5f5f606084860312156101b1575f5ffd5b6101ba84610170565b60208501519093506001600160401b038111156101d5575f5ffd5b8401601f810186136101e5575f5ffd5b80516001600160401b038111156101fe576101fe61018b565b604051600582901b90603f8201601f191681016001600160401b038111828210171561022c5761022c61018b565b604052918252602081840181019290810189841115610249575f5ffd5b6020850194505b8385101561026f5761026185610170565b815260209485019401610250565b506040979097015195989697509495945050505050565b634e487b7160e01b5f52603260045260245ffd5b60805160a05160c0516105616102d05f395f608e01525f818160c8015261035d01525f81816101af015261040301526105615ff3fe608060405234801561000f575f5ffd5b5060043610610085575f3560e01c80635d1168e5116100585780635d1168e51461015157806386e1a4b014610166578063a230c52414610188578063c3fe3e28146101aa575f5ffd5b806311aee3801461008957806342cde4e8146100c35780635277b4ae146100ea5780635b0c8a6314610127575b5f5ffd5b6100b07f000000000000000000000000000000000000000000000000000000000000000081565b6040519081526020015b60405180910390f35b6100b07f000000000000000000000000000000000000000000000000000000000000000081565b6101176100f8366004610485565b600160209081525f928352604080842090915290825290205460ff1681565b60405190151581526020016100ba565b6100b06101353660046104af565b600260209081525f928352604080842090915290825290205481565b61016461015f3660046104cf565b6101e9565b005b6101176101743660046104f8565b60036020525f908152604090205460ff1681565b61011761019636600461050f565b5f6020819052908152604090205460ff1681565b6101d17f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020016100ba565b335f9081526020819052604090205460ff1661021f576040516305b5850b60e21b81523360048201526024015b60405180910390fd5b5f8381526003602052604090205460ff161561025157604051630e42a35f60e41b815260048101849052602401610216565b5f83815260016020908152604080832033845290915290205460ff1615610294576040516304f9da6360e01b815260048101849052336024820152604401610216565b5f8381526001602081815260408084203385528252808420805460ff191684179055805180830187905280820186905281518082038301815260609091018252805190830120878552600283528185208186529092528320549092916102fa919061052f565b5f8681526002602090815260408083208684528252918290208390558151878152908101869052908101829052909150339086907f463be59ee79b4e3a3e9a9c547b9c81526fa13ce2c83d0e49aa5d391a9f6de1e89060600160405180910390a37f00000000000000000000000000000000000000000000000000000000000000008103610463575f8581526003602052604090819020805460ff191660011790555185907f0a0a8919d93817da5375a855a92b8f15e19d107af3f816e5f7368e1027d900c2906103d79087908790918252602082015260400190565b60405180910390a2604051635d2e360160e11b81526004810186905260248101859052604481018490527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063ba5c6c02906064015f604051808303815f87803b15801561044c575f5ffd5b505af115801561045e573d5f5f3e3d5ffd5b505050505b5050505050565b80356001600160a01b0381168114610480575f5ffd5b919050565b5f5f60408385031215610496575f5ffd5b823591506104a66020840161046a565b90509250929050565b5f5f604083850312156104c0575f5ffd5b50508035926020909101359150565b5f5f5f606084860312156104e1575f5ffd5b505081359360208301359350604090920135919050565b5f60208284031215610508575f5ffd5b5035919050565b5f6020828403121561051f575f5ffd5b6105288261046a565b9392505050565b8082018082111561054e57634e487b7160e01b5f52601160045260245ffd5b9291505056fea164736f6c6343000825000a",
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
// Solidity: constructor(address game_, address[] members, uint256 threshold_) returns()
func (refereeSet *RefereeSet) PackConstructor(game_ common.Address, members []common.Address, threshold_ *big.Int) []byte {
	enc, err := refereeSet.abi.Pack("", game_, members, threshold_)
	if err != nil {
		panic(err)
	}
	return enc
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

// PackRuled is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x86e1a4b0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ruled(uint256 ) view returns(bool)
func (refereeSet *RefereeSet) PackRuled(arg0 *big.Int) []byte {
	enc, err := refereeSet.abi.Pack("ruled", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRuled is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x86e1a4b0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ruled(uint256 ) view returns(bool)
func (refereeSet *RefereeSet) TryPackRuled(arg0 *big.Int) ([]byte, error) {
	return refereeSet.abi.Pack("ruled", arg0)
}

// UnpackRuled is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x86e1a4b0.
//
// Solidity: function ruled(uint256 ) view returns(bool)
func (refereeSet *RefereeSet) UnpackRuled(data []byte) (bool, error) {
	out, err := refereeSet.abi.Unpack("ruled", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
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
// the contract method with ID 0x5d1168e5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function vote(uint256 id, bytes32 inputHash, bytes32 outputHash) returns()
func (refereeSet *RefereeSet) PackVote(id *big.Int, inputHash [32]byte, outputHash [32]byte) []byte {
	enc, err := refereeSet.abi.Pack("vote", id, inputHash, outputHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVote is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5d1168e5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function vote(uint256 id, bytes32 inputHash, bytes32 outputHash) returns()
func (refereeSet *RefereeSet) TryPackVote(id *big.Int, inputHash [32]byte, outputHash [32]byte) ([]byte, error) {
	return refereeSet.abi.Pack("vote", id, inputHash, outputHash)
}

// PackVoted is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5277b4ae.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function voted(uint256 , address ) view returns(bool)
func (refereeSet *RefereeSet) PackVoted(arg0 *big.Int, arg1 common.Address) []byte {
	enc, err := refereeSet.abi.Pack("voted", arg0, arg1)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVoted is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5277b4ae.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function voted(uint256 , address ) view returns(bool)
func (refereeSet *RefereeSet) TryPackVoted(arg0 *big.Int, arg1 common.Address) ([]byte, error) {
	return refereeSet.abi.Pack("voted", arg0, arg1)
}

// UnpackVoted is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5277b4ae.
//
// Solidity: function voted(uint256 , address ) view returns(bool)
func (refereeSet *RefereeSet) UnpackVoted(data []byte) (bool, error) {
	out, err := refereeSet.abi.Unpack("voted", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
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

// RefereeSetRuled represents a Ruled event raised by the RefereeSet contract.
type RefereeSetRuled struct {
	Id         *big.Int
	InputHash  [32]byte
	OutputHash [32]byte
	Raw        *types.Log // Blockchain specific contextual infos
}

const RefereeSetRuledEventName = "Ruled"

// ContractEventName returns the user-defined event name.
func (RefereeSetRuled) ContractEventName() string {
	return RefereeSetRuledEventName
}

// UnpackRuledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Ruled(uint256 indexed id, bytes32 inputHash, bytes32 outputHash)
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

// RefereeSetVoted represents a Voted event raised by the RefereeSet contract.
type RefereeSetVoted struct {
	Id         *big.Int
	Member     common.Address
	InputHash  [32]byte
	OutputHash [32]byte
	Votes      *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const RefereeSetVotedEventName = "Voted"

// ContractEventName returns the user-defined event name.
func (RefereeSetVoted) ContractEventName() string {
	return RefereeSetVotedEventName
}

// UnpackVotedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Voted(uint256 indexed id, address indexed member, bytes32 inputHash, bytes32 outputHash, uint256 votes)
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
	if bytes.Equal(raw[:4], refereeSet.abi.Errors["AlreadyRuled"].ID.Bytes()[:4]) {
		return refereeSet.UnpackAlreadyRuledError(raw[4:])
	}
	if bytes.Equal(raw[:4], refereeSet.abi.Errors["AlreadyVoted"].ID.Bytes()[:4]) {
		return refereeSet.UnpackAlreadyVotedError(raw[4:])
	}
	if bytes.Equal(raw[:4], refereeSet.abi.Errors["BadSet"].ID.Bytes()[:4]) {
		return refereeSet.UnpackBadSetError(raw[4:])
	}
	if bytes.Equal(raw[:4], refereeSet.abi.Errors["NotMember"].ID.Bytes()[:4]) {
		return refereeSet.UnpackNotMemberError(raw[4:])
	}
	return nil, errors.New("Unknown error")
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
