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

// TaskMarketConfig is an auto generated low-level Go binding around an user-defined struct.
type TaskMarketConfig struct {
	TreasuryBps     uint16
	VerifierBps     uint16
	ForcedErrorOdds uint32
	MaxVerifiers    uint8
}

// TaskMarketResult is an auto generated low-level Go binding around an user-defined struct.
type TaskMarketResult struct {
	FinalStateHash [32]byte
	StateRoot      [32]byte
	WorkUsed       uint64
	Salt           [32]byte
	CheckpointCid  string
}

// TaskMarketTask is an auto generated low-level Go binding around an user-defined struct.
type TaskMarketTask struct {
	Submitter          common.Address
	Status             uint8
	Forced             bool
	Seeded             bool
	SolverLost         bool
	AnyVoid            bool
	VerifierCount      uint8
	OpenDisputes       uint8
	WhistleblowerCount uint8
	OpSet              uint8
	Solver             common.Address
	Deadline           uint64
	Steps              uint64
	MaxWork            uint64
	WorkUsed           uint64
	DrawBlock          uint64
	SolveTimeout       uint32
	VerifyWindow       uint32
	RevealTimeout      uint32
	MoveTimeout        uint32
	PricePerWork       *big.Int
	Fee                *big.Int
	Stake              *big.Int
	Held               *big.Int
	ParentTaskId       *big.Int
	InitialStateHash   [32]byte
	ResultSeal         [32]byte
	WrongSeal          [32]byte
	DrawSeed           [32]byte
	StateRoot          [32]byte
	FinalStateHash     [32]byte
	WrongFinalHash     [32]byte
	SpecCid            string
	DataCid            string
	CheckpointCid      string
}

// TaskMarketTaskParams is an auto generated low-level Go binding around an user-defined struct.
type TaskMarketTaskParams struct {
	SpecCid          string
	DataCid          string
	ParentTaskId     *big.Int
	InitialStateHash [32]byte
	Steps            uint64
	MaxWork          uint64
	PricePerWork     *big.Int
	Stake            *big.Int
	SolveTimeout     uint32
	VerifyWindow     uint32
	RevealTimeout    uint32
	MoveTimeout      uint32
	OpSet            uint8
}

// TaskMarketVerifier is an auto generated low-level Go binding around an user-defined struct.
type TaskMarketVerifier struct {
	Addr      common.Address
	Status    uint8
	Outcome   uint8
	DisputeId *big.Int
	Seal      [32]byte
}

// TaskMarketMetaData contains all meta data concerning the TaskMarket contract.
var TaskMarketMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"components\":[{\"internalType\":\"uint16\",\"name\":\"treasuryBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"verifierBps\",\"type\":\"uint16\"},{\"internalType\":\"uint32\",\"name\":\"forcedErrorOdds\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"maxVerifiers\",\"type\":\"uint8\"}],\"internalType\":\"structTaskMarket.Config\",\"name\":\"c\",\"type\":\"tuple\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"AlreadyBound\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"AlreadyVerifier\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"AlreadyWhistleblower\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"BadConfig\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"}],\"name\":\"BadReveal\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"BadTaskParams\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"}],\"name\":\"BadWrongReveal\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlineNotReached\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlinePassed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"open\",\"type\":\"uint8\"}],\"name\":\"DisputesOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"drawBlock\",\"type\":\"uint64\"}],\"name\":\"DrawNotSeedable\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotBound\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"left\",\"type\":\"uint256\"}],\"name\":\"NotConserved\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotDeployer\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotDisputeGame\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotSolver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotSubmitter\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotVerifier\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"}],\"name\":\"NothingToDispute\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"NothingToWithdraw\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"parentTaskId\",\"type\":\"uint256\"}],\"name\":\"ParentNotSettled\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"}],\"name\":\"SolverCannotVerify\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"}],\"name\":\"SubmitterCannotSolve\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"}],\"name\":\"SubmitterCannotVerify\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"}],\"name\":\"TooManyVerifiers\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"}],\"name\":\"TooManyWhistleblowers\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"TransferFailed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"disputeId\",\"type\":\"uint256\"}],\"name\":\"UnknownDispute\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"}],\"name\":\"UnknownTask\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"workUsed\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"maxWork\",\"type\":\"uint64\"}],\"name\":\"WorkOverMax\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"enumTaskMarket.Status\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"WrongStatus\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"want\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"got\",\"type\":\"uint256\"}],\"name\":\"WrongValue\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"disputeId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"}],\"name\":\"DisputeResolved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"resultSeal\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"wrongSeal\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"drawBlock\",\"type\":\"uint64\"}],\"name\":\"ResultCommitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"finalStateHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"stateRoot\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"workUsed\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"forced\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"wrongFinalHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"checkpointCid\",\"type\":\"string\"}],\"name\":\"ResultRevealed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"}],\"name\":\"TaskCancelled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"disputeId\",\"type\":\"uint256\"}],\"name\":\"TaskChallenged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"solver\",\"type\":\"address\"}],\"name\":\"TaskClaimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"enumTaskMarket.Status\",\"name\":\"status\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"solverPaid\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"refund\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"toTreasury\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"jackpot\",\"type\":\"uint256\"}],\"name\":\"TaskSettled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"submitter\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"parentTaskId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"maxWork\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"pricePerWork\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"steps\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"specCid\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"dataCid\",\"type\":\"string\"}],\"name\":\"TaskSubmitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"TreasuryFunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"index\",\"type\":\"uint8\"}],\"name\":\"VerdictCommitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"finalStateHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"workUsed\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"enumTaskMarket.VStatus\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"VerdictRevealed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"whistleblower\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"disputeId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"finalStateHash\",\"type\":\"bytes32\"}],\"name\":\"Whistleblown\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Withdrawn\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"game\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"set\",\"type\":\"address\"}],\"name\":\"bind\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"}],\"name\":\"cancel\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"}],\"name\":\"claim\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"realSeal\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"wrongSealed\",\"type\":\"bytes32\"}],\"name\":\"commitResult\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"seal\",\"type\":\"bytes32\"}],\"name\":\"commitVerdict\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"index\",\"type\":\"uint8\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"deployer\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"disputeGame\",\"outputs\":[{\"internalType\":\"contractIDisputeGame\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"forcedErrorOdds\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"fundTreasury\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"}],\"name\":\"lockedIn\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"maxVerifiers\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"refereeSet\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"disputeId\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"}],\"name\":\"resolveDispute\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"finalStateHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"stateRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"workUsed\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"checkpointCid\",\"type\":\"string\"}],\"internalType\":\"structTaskMarket.Result\",\"name\":\"r\",\"type\":\"tuple\"}],\"name\":\"resultSeal\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"finalStateHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"stateRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"workUsed\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"checkpointCid\",\"type\":\"string\"}],\"internalType\":\"structTaskMarket.Result\",\"name\":\"r\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"wrongFinalHash\",\"type\":\"bytes32\"}],\"name\":\"revealResult\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"finalStateHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"workUsed\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"splitHash\",\"type\":\"bytes32\"}],\"name\":\"revealVerdict\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"disputeId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"}],\"name\":\"seedDraw\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"}],\"name\":\"settle\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"string\",\"name\":\"specCid\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"dataCid\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"parentTaskId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"initialStateHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"steps\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"maxWork\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"pricePerWork\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"solveTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"verifyWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"revealTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"moveTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"opSet\",\"type\":\"uint8\"}],\"internalType\":\"structTaskMarket.TaskParams\",\"name\":\"p\",\"type\":\"tuple\"}],\"name\":\"submitTask\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"}],\"name\":\"submitterOf\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"}],\"name\":\"task\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"submitter\",\"type\":\"address\"},{\"internalType\":\"enumTaskMarket.Status\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bool\",\"name\":\"forced\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"seeded\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"solverLost\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"anyVoid\",\"type\":\"bool\"},{\"internalType\":\"uint8\",\"name\":\"verifierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"openDisputes\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"whistleblowerCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"opSet\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"solver\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"steps\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"maxWork\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"workUsed\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"drawBlock\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"solveTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"verifyWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"revealTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"moveTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint256\",\"name\":\"pricePerWork\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"held\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"parentTaskId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"initialStateHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"resultSeal\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"wrongSeal\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"drawSeed\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"stateRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"finalStateHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"wrongFinalHash\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"specCid\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"dataCid\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"checkpointCid\",\"type\":\"string\"}],\"internalType\":\"structTaskMarket.Task\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"taskCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalDeposited\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalWithdrawn\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"treasury\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"treasuryBps\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"finalStateHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"workUsed\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"name\":\"verdictSeal\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"verifierBps\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"}],\"name\":\"verifiers\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"addr\",\"type\":\"address\"},{\"internalType\":\"enumTaskMarket.VStatus\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"disputeId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"seal\",\"type\":\"bytes32\"}],\"internalType\":\"structTaskMarket.Verifier[]\",\"name\":\"\",\"type\":\"tuple[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"finalStateHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"splitHash\",\"type\":\"bytes32\"}],\"name\":\"whistleblow\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"disputeId\",\"type\":\"uint256\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"withdraw\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "TaskMarket",
	Bin: "0x610120604052348015610010575f5ffd5b5060405161493438038061493483398101604081905261002f9161010c565b60017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f0055602081015181516127109161006f9161ffff918216911661019e565b11806100805750606081015160ff16155b8061009257506010816060015160ff16115b156100b0576040516301f30c8760e21b815260040160405180910390fd5b33608052805161ffff90811660a05260208201511660c052604081015163ffffffff1660e0526060015160ff16610100526101c3565b805161ffff811681146100f7575f5ffd5b919050565b805160ff811681146100f7575f5ffd5b5f608082840312801561011d575f5ffd5b50604051608081016001600160401b038111828210171561014c57634e487b7160e01b5f52604160045260245ffd5b604052610158836100e6565b8152610166602084016100e6565b6020820152604083015163ffffffff81168114610181575f5ffd5b6040820152610192606084016100fc565b60608201529392505050565b808201808211156101bd57634e487b7160e01b5f52601160045260245ffd5b92915050565b60805160a05160c05160e051610100516146fc6102385f395f8181610475015281816107f7015261241301525f81816102ba01528181611e3f01528181611e6b01526138b001525f818161024201526136f101525f81816103d401526136b301525f81816105ee0152612c4c01526146fc5ff3fe6080604052600436106101db575f3560e01c806370a08231116100fd578063b6cb58a511610092578063d1ec9f1411610062578063d1ec9f14146105be578063d5f39488146105dd578063ec9919c814610610578063ff50abdc14610644575f5ffd5b8063b6cb58a514610563578063b9c1868514610578578063badc14e414610580578063c17b1ccb1461059f575f5ffd5b806386560f3c116100cd57806386560f3c146104e65780638df82800146104f9578063a1338c1514610518578063ac1eff6814610537575f5ffd5b806370a082311461043957806378bda750146104645780637fabb4a8146104a957806380db3c1e146104c7575f5ffd5b80633d44d9e9116101735780634c4da981116101435780634c4da981146103a45780634dc10ea1146103c357806361d027b3146103f65780636ad32cda1461040b575f5ffd5b80633d44d9e91461031a57806340e58ee514610339578063436dc033146103585780634b3197131461038f575f5ffd5b80632d73e63e116101ae5780632d73e63e1461028a5780632f34102c146102a9578063379607f5146102f15780633ccfd60b14610306575f5ffd5b80630f5af665146101df57806317751a21146102055780632030e8381461023157806329812d1d14610277575b5f5ffd5b6101f26101ed366004613b64565b610659565b6040519081526020015b60405180910390f35b348015610210575f5ffd5b5061022461021f366004613b8d565b610ab5565b6040516101fc9190613bfa565b34801561023c575f5ffd5b506102647f000000000000000000000000000000000000000000000000000000000000000081565b60405161ffff90911681526020016101fc565b6101f2610285366004613e70565b610f87565b348015610295575f5ffd5b506101f26102a4366004613ec4565b611474565b3480156102b4575f5ffd5b506102dc7f000000000000000000000000000000000000000000000000000000000000000081565b60405163ffffffff90911681526020016101fc565b6103046102ff366004613b8d565b611774565b005b348015610311575f5ffd5b506103046118ef565b348015610325575f5ffd5b506101f2610334366004613f1e565b611a22565b348015610344575f5ffd5b50610304610353366004613b8d565b611a82565b348015610363575f5ffd5b50600154610377906001600160a01b031681565b6040516001600160a01b0390911681526020016101fc565b34801561039a575f5ffd5b506101f260045481565b3480156103af575f5ffd5b506103046103be366004613f77565b611be5565b3480156103ce575f5ffd5b506102647f000000000000000000000000000000000000000000000000000000000000000081565b348015610401575f5ffd5b506101f260055481565b348015610416575f5ffd5b506101f2610425366004613b8d565b5f9081526006602052604090206007015490565b348015610444575f5ffd5b506101f2610453366004613fc3565b60096020525f908152604090205481565b34801561046f575f5ffd5b506104977f000000000000000000000000000000000000000000000000000000000000000081565b60405160ff90911681526020016101fc565b3480156104b4575f5ffd5b505f54610377906001600160a01b031681565b3480156104d2575f5ffd5b506103046104e1366004613b64565b6120a3565b6104976104f4366004613fde565b6122a2565b348015610504575f5ffd5b50610304610513366004613b8d565b612631565b348015610523575f5ffd5b5061030461053236600461400e565b61283b565b348015610542575f5ffd5b50610556610551366004613b8d565b612a1e565b6040516101fc9190614050565b34801561056e575f5ffd5b506101f260025481565b610304612b06565b34801561058b575f5ffd5b506101f261059a3660046140d8565b612b6b565b3480156105aa575f5ffd5b506103046105b9366004613b8d565b612bc7565b3480156105c9575f5ffd5b506103046105d8366004614109565b612c41565b3480156105e8575f5ffd5b506103777f000000000000000000000000000000000000000000000000000000000000000081565b34801561061b575f5ffd5b5061037761062a366004613b8d565b5f908152600660205260409020546001600160a01b031690565b34801561064f575f5ffd5b506101f260035481565b5f5f61066485612e28565b905060048154600160a01b900460ff16600881111561068557610685613ba4565b141580156106b0575060058154600160a01b900460ff1660088111156106ad576106ad613ba4565b14155b156106e757805460405163a5d15e1f60e01b81526106de918791600160a01b90910460ff1690600401614140565b60405180910390fd5b6001810154600160a01b90046001600160401b031642111561073a5760018101546040516337851a4160e11b815260048101879052600160a01b9091046001600160401b031660248201526044016106de565b80546001600160a01b0316330361076757604051637da3884760e11b8152600481018690526024016106de565b60018101546001600160a01b031633036107975760405163704b281360e11b8152600481018690526024016106de565b806006015434146107ca57600681015460405163195a3ca160e01b815260048101919091523460248201526044016106de565b80600e015484036107f1576040516311b1614360e31b8152600481018690526024016106de565b805460ff7f00000000000000000000000000000000000000000000000000000000000000008116600160d81b9092041610610842576040516313eef40d60e11b8152600481018690526024016106de565b5f858152600760205260408120905b815481101561092457336001600160a01b031682828154811061087657610876614154565b5f9182526020909120600390910201546001600160a01b03160361091c5760058282815481106108a8576108a8614154565b5f918252602090912060039091020154600160a01b900460ff1660058111156108d3576108d3613ba4565b036108fa57604051630407210560e21b8152600481018890523360248201526044016106de565b6040516387da65f760e01b8152600481018890523360248201526044016106de565b600101610851565b508154600160d81b900460ff1682601b61093d8361417c565b91906101000a81548160ff021916908360ff1602179055505034826007015f828254610969919061419a565b925050819055503460035f828254610981919061419a565b90915550610993905086838787612e79565b6040805160a08101909152338152909350819060208101600581525f60208083018290526040830188905260609092018190528354600181018555938152819020825160039094020180546001600160a01b039094166001600160a01b031985168117825591830151929390929183916001600160a81b03191617600160a01b836005811115610a2557610a25613ba4565b0217905550604082810151825460ff909116600160a81b0260ff60a81b199091161782556060830151600183015560809092015160029091015581545f858152600860205282902055518390339088907fd5ec61d6051002f0dd8c406ed869b3993e8a7e9e8e2034c4878e6462a172a94390610aa4908a815260200190565b60405180910390a450509392505050565b60408051610460810182525f8082526020820181905291810182905260608082018390526080820183905260a0820183905260c0820183905260e08201839052610100820183905261012082018390526101408201839052610160820183905261018082018390526101a082018390526101c082018390526101e08201839052610200820183905261022082018390526102408201839052610260820183905261028082018390526102a082018390526102c082018390526102e08201839052610300820183905261032082018390526103408201839052610360820183905261038082018390526103a082018390526103c082018390526103e082019290925261040081018290526104208101829052610440810191909152610bd882612e28565b60408051610460810190915281546001600160a01b03811682529091906020830190600160a01b900460ff166008811115610c1557610c15613ba4565b6008811115610c2657610c26613ba4565b8152815460ff600160a81b8204811615156020840152600160b01b8204811615156040840152600160b81b8204811615156060840152600160c01b808304821615156080850152600160c81b8304821660a0850152600160d01b8304821660c0850152600160d81b8304821660e0850152600160e01b9092041661010083015260018301546001600160a01b0381166101208401526001600160401b03600160a01b90910481166101408401526002840154808216610160850152600160401b8082048316610180860152600160801b820483166101a0860152929004166101c0830152600383015463ffffffff8082166101e0850152640100000000820481166102008501529181048216610220840152600160601b9004166102408201526004820154610260820152600582015461028082015260068201546102a082015260078201546102c082015260088201546102e08201526009820154610300820152600a820154610320820152600b820154610340820152600c820154610360820152600d820154610380820152600e8201546103a0820152600f8201546103c08201526010820180546103e090920191610de0906141ad565b80601f0160208091040260200160405190810160405280929190818152602001828054610e0c906141ad565b8015610e575780601f10610e2e57610100808354040283529160200191610e57565b820191905f5260205f20905b815481529060010190602001808311610e3a57829003601f168201915b50505050508152602001601182018054610e70906141ad565b80601f0160208091040260200160405190810160405280929190818152602001828054610e9c906141ad565b8015610ee75780601f10610ebe57610100808354040283529160200191610ee7565b820191905f5260205f20905b815481529060010190602001808311610eca57829003601f168201915b50505050508152602001601282018054610f00906141ad565b80601f0160208091040260200160405190810160405280929190818152602001828054610f2c906141ad565b8015610f775780601f10610f4e57610100808354040283529160200191610f77565b820191905f5260205f20905b815481529060010190602001808311610f5a57829003601f168201915b5050505050815250509050919050565b5f610f9860a08301608084016141df565b6001600160401b03161580610fc35750610fb860c0830160a084016141df565b6001600160401b0316155b80610fd0575060c0820135155b80610fdd575060e0820135155b80610ffd5750610ff5610120830161010084016141f8565b63ffffffff16155b8061101d5750611015610140830161012084016141f8565b63ffffffff16155b8061103d5750611035610160830161014084016141f8565b63ffffffff16155b8061105d5750611055610180830161016084016141f8565b63ffffffff16155b80611071575061106d828061421b565b1590505b806110905750600261108b6101a084016101808501614264565b60ff16115b156110ae576040516336c506e360e11b815260040160405180910390fd5b5f60c083018035906110c39060a086016141df565b6001600160401b03166110d6919061427d565b90508034146111015760405163195a3ca160e01b8152600481018290523460248201526044016106de565b606083013560408401351561119e576040808501355f90815260066020819052919020908154600160a01b900460ff16600881111561114257611142613ba4565b1461116657604080516310707aa160e21b81529086013560048201526024016106de565b8115801590611179575080600e01548214155b15611197576040516336c506e360e11b815260040160405180910390fd5b600e015490505b60025f81546111ac90614294565b91829055505f8181526006602052604090208054600160a01b6001600160a81b031990911660ff60a01b193316171781559093506111f26101a086016101808701614264565b815460ff91909116600160e01b0260ff60e01b1990911617815561121c60a08601608087016141df565b60028201805467ffffffffffffffff19166001600160401b039290921691909117905561124f60c0860160a087016141df565b6002820180546001600160401b0392909216600160401b026fffffffffffffffff00000000000000001990921691909117905560c0850135600482015561129e610120860161010087016141f8565b60038201805463ffffffff191663ffffffff929092169190911790556112cc610140860161012087016141f8565b60038201805463ffffffff929092166401000000000267ffffffff0000000019909216919091179055611307610160860161014087016141f8565b60038201805463ffffffff92909216600160401b026bffffffff000000000000000019909216919091179055611345610180860161016087016141f8565b60038201805463ffffffff92909216600160601b0263ffffffff60601b19909216919091179055600581018390556007810183905560e08501356006820155604085013560088201556009810182905561139f858061421b565b60108301916113af919083614317565b506113bd602086018661421b565b60118301916113cd919083614317565b508260035f8282546113df919061419a565b9091555050604085013533857f89e878892ed939a9dd72cd71da4c05bec33f4d3499037da7ecbc850b9cd6e9d961141c60c08a0160a08b016141df565b60c08a013560e08b013561143660a08d0160808e016141df565b6114408d8061421b565b8e8060200190611450919061421b565b6040516114649897969594939291906143f9565b60405180910390a4505050919050565b5f5f61147f87612e28565b905060048154600160a01b900460ff1660088111156114a0576114a0613ba4565b141580156114cb575060058154600160a01b900460ff1660088111156114c8576114c8613ba4565b14155b156114f957805460405163a5d15e1f60e01b81526106de918991600160a01b90910460ff1690600401614140565b6001810154600160a01b90046001600160401b031642111561154c5760018101546040516337851a4160e11b815260048101899052600160a01b9091046001600160401b031660248201526044016106de565b5f878152600760205260408120905b8154811080156115e65750336001600160a01b031682828154811061158257611582614154565b5f9182526020909120600390910201546001600160a01b03161480156115e4575060018282815481106115b7576115b7614154565b5f918252602090912060039091020154600160a01b900460ff1660058111156115e2576115e2613ba4565b145b155b156115fd57806115f581614294565b91505061155b565b81548103611627576040516355bfdee960e11b8152600481018a90523360248201526044016106de565b5f82828154811061163a5761163a614154565b905f5260205f209060030201905080600201546116598a8a338b611a22565b1461167a576040516329cb834d60e21b8152600481018b90526024016106de565b83600e015489036116d95760028401546001600160401b03898116600160801b90920416146116aa5760036116ad565b60025b8154829060ff60a01b1916600160a01b8360058111156116cf576116cf613ba4565b021790555061171b565b805460ff60a01b1916600160a21b1781556116f68a858b89612e79565b600180830182905590955061170c90839061419a565b5f868152600860205260409020555b805460405133918c917f744f6b72e5a82644639359cb05cae5eb2b13d6dc61260a28fb38cf43b74d37279161175f918e918e91600160a01b90910460ff1690614458565b60405180910390a35050505095945050505050565b5f61177e82612e28565b905060018154600160a01b900460ff16600881111561179f5761179f613ba4565b146117cd57805460405163a5d15e1f60e01b81526106de918491600160a01b90910460ff1690600401614140565b80546001600160a01b031633036117fa57604051639dd91d0f60e01b8152600481018390526024016106de565b8060060154341461182d57600681015460405163195a3ca160e01b815260048101919091523460248201526044016106de565b805460ff60a01b1916600160a11b1781556001810180546001600160a01b0319163317905560038101546118679063ffffffff164261447b565b8160010160146101000a8154816001600160401b0302191690836001600160401b0316021790555034816007015f8282546118a2919061419a565b925050819055503460035f8282546118ba919061419a565b9091555050604051339083907f1d8996e29d44a50435d568c283ce2580e5706f87b19ff3d34f455c9d2a994620905f90a35050565b6118f7613088565b335f908152600960205260408120549081900361192957604051636e34ee0b60e11b81523360048201526024016106de565b335f9081526009602052604081208190556004805483929061194c90849061419a565b90915550506040515f90339083908381818185875af1925050503d805f8114611990576040519150601f19603f3d011682016040523d82523d5f602084013e611995565b606091505b50509050806119c057604051630e21dcbb60e11b8152336004820152602481018390526044016106de565b60405182815233907f7084f5476618d8e60b11ef0d7d3f06914655adb8793e28ff7f018d4c76d505d59060200160405180910390a25050611a2060017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f0055565b565b60408051602080820187905260c086901b6001600160c01b03191682840152606085901b6bffffffffffffffffffffffff19166048830152605c80830185905283518084039091018152607c90920190925280519101205b949350505050565b5f611a8c82612e28565b905060018154600160a01b900460ff166008811115611aad57611aad613ba4565b03611aea5780546001600160a01b03163314611ae55760405163619d155360e11b8152600481018390523360248201526044016106de565b611b89565b60028154600160a01b900460ff166008811115611b0957611b09613ba4565b03611b60576001810154600160a01b90046001600160401b03164211611ae557600181015460405163569b325360e11b815260048101849052600160a01b9091046001600160401b031660248201526044016106de565b805460405163a5d15e1f60e01b81526106de918491600160a01b90910460ff1690600401614140565b8054600160a31b60ff60a01b1982161782556007820154611bb79183916001600160a01b03909116906130b6565b60405182907fc6eacc3aa5b2aa77b5a826b832a804ca0b71830ec74f9aa57a15edd978c31ed6905f90a25050565b5f611bef84612e28565b905060038154600160a01b900460ff166008811115611c1057611c10613ba4565b14611c3e57805460405163a5d15e1f60e01b81526106de918691600160a01b90910460ff1690600401614140565b60018101546001600160a01b03163314611c7457604051638603ed2760e01b8152600481018590523360248201526044016106de565b6001810154600160a01b90046001600160401b03164211611cc657600181015460405163569b325360e11b815260048101869052600160a01b9091046001600160401b031660248201526044016106de565b60038101546001820154611cf791600160401b900463ffffffff1690600160a01b90046001600160401b031661447b565b6001600160401b0316421115611d6657600381015460018201548591611d3b91600160401b90910463ffffffff1690600160a01b90046001600160401b031661447b565b6040516337851a4160e11b815260048101929092526001600160401b031660248201526044016106de565b80600a0154611d7484612b6b565b14611d95576040516329cb834d60e21b8152600481018590526024016106de565b6002810154600160401b90046001600160401b0316611dba60608501604086016141df565b6001600160401b03161115611e195783611dda60608501604086016141df565b60028301546040516372ad140360e01b815260048101939093526001600160401b039182166024840152600160401b90041660448201526064016106de565b611e22816130ff565b5080545f90600160b01b900460ff168015611e62575063ffffffff7f00000000000000000000000000000000000000000000000000000000000000001615155b8015611ed857507f000000000000000000000000000000000000000000000000000000000000000063ffffffff1682600c01548560600135604051602001611eb4929190918252602082015260400190565b604051602081830303815290604052805190602001205f1c611ed691906144ae565b155b90508015611f51578335831480611f28575081600b0154838560600135604051602001611f0f929190918252602082015260400190565b6040516020818303038152906040528051906020012014155b15611f4957604051633df9dcc760e21b8152600481018690526024016106de565b600f82018390555b8154600160a21b61ffff60a01b1990911660ff60a01b19600160a81b8415150216171782558335600e8301556020840135600d830155611f9760608501604086016141df565b6002830180546001600160401b0392909216600160801b0267ffffffffffffffff60801b19909216919091179055611fd2608085018561421b565b6012840191611fe2919083614317565b506003820154611fff90600160401b900463ffffffff164261447b565b6001830180546001600160401b0392909216600160a01b0267ffffffffffffffff60a01b19909216919091179055847f01b07067cb20e087e470ffb38dd4c0029d1901ad6d8a20f7e5dc081aa61cc19a853560208701356120666060890160408a016141df565b8586612072575f612074565b885b61208160808c018c61421b565b60405161209497969594939291906144c1565b60405180910390a25050505050565b5f6120ad84612e28565b905060028154600160a01b900460ff1660088111156120ce576120ce613ba4565b146120fc57805460405163a5d15e1f60e01b81526106de918691600160a01b90910460ff1690600401614140565b60018101546001600160a01b0316331461213257604051638603ed2760e01b8152600481018590523360248201526044016106de565b6001810154600160a01b90046001600160401b03164211156121855760018101546040516337851a4160e11b815260048101869052600160a01b9091046001600160401b031660248201526044016106de565b821580612190575081155b156121ae576040516336c506e360e11b815260040160405180910390fd5b805460ff60a01b1916600360a01b178155600a8101839055600b81018290556121d843600161447b565b6002820180546001600160401b0392909216600160c01b026001600160c01b03909216919091179055600381015461221f9063ffffffff640100000000909104164261447b565b60018201805467ffffffffffffffff60a01b1916600160a01b6001600160401b039384160217905560028201546040805186815260208101869052600160c01b9092049092169181019190915284907fef0868e85101bb7ae6b6f9c7ab47d46fab7e13e0dac0e85e300a541dd715b22b906060015b60405180910390a250505050565b5f5f6122ad84612e28565b905060038154600160a01b900460ff1660088111156122ce576122ce613ba4565b146122fc57805460405163a5d15e1f60e01b81526106de918691600160a01b90910460ff1690600401614140565b6001810154600160a01b90046001600160401b031642111561234f5760018101546040516337851a4160e11b815260048101869052600160a01b9091046001600160401b031660248201526044016106de565b80546001600160a01b0316330361237c57604051637da3884760e11b8152600481018590526024016106de565b60018101546001600160a01b031633036123ac5760405163704b281360e11b8152600481018590526024016106de565b806006015434146123df57600681015460405163195a3ca160e01b815260048101919091523460248201526044016106de565b5f839003612400576040516336c506e360e11b815260040160405180910390fd5b5f848152600760205260409020805460ff7f00000000000000000000000000000000000000000000000000000000000000001611612454576040516342176bef60e11b8152600481018690526024016106de565b5f5b81548110156124c357336001600160a01b031682828154811061247b5761247b614154565b5f9182526020909120600390910201546001600160a01b0316036124bb576040516387da65f760e01b8152600481018790523360248201526044016106de565b600101612456565b5080546040805160a081018252338152600160208083018281525f94840185905260608401859052608084018a9052918501865585845290922081516003850290910180546001600160a01b039092166001600160a01b031983168117825593519497509193919283916001600160a81b03191617600160a01b83600581111561254f5761254f613ba4565b02179055506040820151815460ff909116600160a81b0260ff60a81b19909116178155606082015160018083019190915560809092015160029091015561259790849061450a565b825460ff91909116600160c81b0260ff60c81b199091161782556007820180543491905f906125c790849061419a565b925050819055503460035f8282546125df919061419a565b909155506125ee9050826130ff565b5060405160ff84168152339086907f30ce74f0654d1eb28956263d90295ac8af504c3778a16d3a601af27ac11c1fb09060200160405180910390a3505092915050565b5f61263b82612e28565b905060038154600160a01b900460ff16600881111561265c5761265c613ba4565b036126e257600381015460018201545f9161269591600160401b90910463ffffffff1690600160a01b90046001600160401b031661447b565b9050806001600160401b031642116126d25760405163569b325360e11b8152600481018490526001600160401b03821660248201526044016106de565b6126dc8383613196565b50612804565b60048154600160a01b900460ff16600881111561270157612701613ba4565b1480612729575060058154600160a01b900460ff16600881111561272757612727613ba4565b145b15611b60578054600160d01b900460ff161561276d5780546040516339146d8960e01b815260048101849052600160d01b90910460ff1660248201526044016106de565b6001810154600160a01b90046001600160401b031642116127bf57600181015460405163569b325360e11b815260048101849052600160a01b9091046001600160401b031660248201526044016106de565b8054600160b81b900460ff16156127df576127da8282613259565b612804565b8054600160c01b900460ff16156127fa576127da82826134e6565b6127da8282613660565b600781015415612837576007810154604051630bb4708960e41b81526106de918491600401918252602082015260400190565b5050565b5f546001600160a01b03163314612865576040516354a5375d60e11b815260040160405180910390fd5b5f61286f84612e28565b5f848152600860205260408120549192508190036128a357604051638f09a29b60e01b8152600481018590526024016106de565b5f8581526007602052604081206128bb600184614523565b815481106128cb576128cb614154565b5f9182526020909120600390910201905060058354600160a01b900460ff1660088111156128fb576128fb613ba4565b14158061290c575084816001015414155b8061292157508054600160a81b900460ff1615155b1561294f57825460405163a5d15e1f60e01b81526106de918891600160a01b90910460ff1690600401614140565b805460ff808616600160a81b0260ff60a81b199092169190911782558354600160d01b90041683601a61298183614536565b91906101000a81548160ff021916908360ff16021790555050600260ff168460ff16036129be57825460ff60b81b1916600160b81b1783556129dc565b60021960ff8516016129dc57825460ff60c01b1916600160c01b1783555b60405160ff85168152859087907f47f401adb157b05ca2460e795000b6c7ed325678dca7814dc22bbc26f2e2c00e9060200160405180910390a3505050505050565b6060612a2982612e28565b505f82815260076020908152604080832080548251818502810185019093528083529193909284015b82821015612afb575f8481526020908190206040805160a081019091526003850290910180546001600160a01b03811683529192909190830190600160a01b900460ff166005811115612aa757612aa7613ba4565b6005811115612ab857612ab8613ba4565b81526020015f820160159054906101000a900460ff1660ff1660ff1681526020016001820154815260200160028201548152505081526020019060010190612a52565b505050509050919050565b3460055f828254612b17919061419a565b925050819055503460035f828254612b2f919061419a565b909155505060405134815233907fda1785fe1dec267c363b06ae3e02c3e086123f9d611399f7a1cc98492518372e9060200160405180910390a2565b5f81356020830135612b8360608501604086016141df565b6060850135612b95608087018761421b565b604051602001612baa96959493929190614551565b604051602081830303815290604052805190602001209050919050565b5f612bd182612e28565b905060038154600160a01b900460ff166008811115612bf257612bf2613ba4565b141580612c055750612c03816130ff565b155b15612837576002810154604051631222aa5560e01b815260048101849052600160c01b9091046001600160401b031660248201526044016106de565b336001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614612c8a57604051638b906c9760e01b815260040160405180910390fd5b5f546001600160a01b031615612cb35760405163682a906560e01b815260040160405180910390fd5b6001600160a01b0382161580612cd057506001600160a01b038116155b80612d4c5750816001600160a01b0316816001600160a01b031663c3fe3e286040518163ffffffff1660e01b8152600401602060405180830381865afa158015612d1c573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612d40919061458e565b6001600160a01b031614155b15612d6a576040516301f30c8760e21b815260040160405180910390fd5b306001600160a01b0316826001600160a01b03166380f556056040518163ffffffff1660e01b8152600401602060405180830381865afa158015612db0573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612dd4919061458e565b6001600160a01b031614612dfb576040516301f30c8760e21b815260040160405180910390fd5b5f80546001600160a01b039384166001600160a01b03199182161790915560018054929093169116179055565b5f818152600660205260408120908154600160a01b900460ff166008811115612e5357612e53613ba4565b03612e7457604051634899e04360e01b8152600481018390526024016106de565b919050565b5f80546001600160a01b0316612ea25760405163179435b360e01b815260040160405180910390fd5b835460ff60a01b1916600560a01b17808555600160d01b900460ff1684601a612eca8361417c565b825460ff91821661010093840a90810292021916179091555f5460408051610160810182528981526001898101546001600160a01b039081166020840152338385015290548116606083015260028a01546001600160401b0316608083015260038a015463ffffffff600160601b9091041660a083015260098a015460c0830152600e8a015460e0830152938101889052600d8901546101208201526101408101879052905163c57d369560e01b815292909116925063c57d369591612f9391906004016145a9565b6020604051808303815f875af1158015612faf573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612fd39190614675565b8454909150600160e01b900460ff1615613052575f5484546040516348d90d3b60e01b815260048101849052600160e01b90910460ff1660248201526001600160a01b03909116906348d90d3b906044015f604051808303815f87803b15801561303b575f5ffd5b505af115801561304d573d5f5f3e3d5ffd5b505050505b6040518190339087907fd44e51828e5511c0a8aa4561f85b61cee91596a488013c5d05723e175274a2ff905f90a4949350505050565b613090613ab6565b60027f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f0055565b80836007015f8282546130c99190614523565b90915550506001600160a01b0382165f90815260096020526040812080548392906130f590849061419a565b9091555050505050565b80545f90600160b01b900460ff168061312c57506002820154600160c01b90046001600160401b03164311155b80613157575060028201546101009061315590600160c01b90046001600160401b031643614523565b115b1561316357505f919050565b5060028101546001600160401b03600160c01b9091041640600c820155805460ff60b01b1916600160b01b179055600190565b805460ff60a01b1916600760a01b1781555f828152600760205260408120905b8154811015613203576131fb838383815481106131d5576131d5614154565b5f91825260209091206003909102015460068601546001600160a01b03909116906130b6565b6001016131b6565b505f82600601548360050154613219919061419a565b83549091506132339084906001600160a01b0316836130b6565b835f5160206146d05f395f51905f5260075f845f5f60405161229495949392919061468c565b805460ff60a01b1916600760a01b1781555f82815260076020526040812090805b825481101561330c576132b783828154811061329857613298614154565b5f918252602090912060039091020154600160a01b900460ff16613af8565b80156132f15750600260ff168382815481106132d5576132d5614154565b5f918252602090912060039091020154600160a81b900460ff16145b15613304578161330081614294565b9250505b60010161327a565b505f81846006015461331e91906146bc565b90505f805b845481101561345e575f85828154811061333f5761333f614154565b905f5260205f2090600302019050613366815f0160149054906101000a900460ff16613af8565b15613401578054600119600160a81b90910460ff16016133ae57805460068801546133a99189916001600160a01b03909116906133a490889061419a565b6130b6565b613455565b80545f19600160a81b90910460ff16016133e357600187015460068801546133a99189916001600160a01b03909116906130b6565b805460068801546133a99189916001600160a01b03909116906130b6565b60038154600160a01b900460ff16600581111561342057613420613ba4565b0361344357805460068801546133a99189916001600160a01b03909116906130b6565b6006870154613452908461419a565b92505b50600101613323565b50613469838361427d565b85600601546134789190614523565b613482908261419a565b905061348e8582613b30565b845460058601546134ac9187916001600160a01b03909116906130b6565b855f5160206146d05f395f51905f5260075f8860050154855f6040516134d695949392919061468c565b60405180910390a2505050505050565b805460ff60a01b1916600760a01b1781555f82815260076020526040812090805b82548110156135ec575f83828154811061352357613523614154565b5f9182526020909120600390910201905060018154600160a01b900460ff16600581111561355357613553613ba4565b0361356e576006850154613567908461419a565b92506135e3565b805461358390600160a01b900460ff16613af8565b801561359a57508054600160a81b900460ff166001145b156135c557600185015460068601546135c09187916001600160a01b03909116906130b6565b6135e3565b805460068601546135e39187916001600160a01b03909116906130b6565b50600101613507565b506135f78382613b30565b600183015460068401546136189185916001600160a01b03909116906130b6565b825460058401546136369185916001600160a01b03909116906130b6565b835f5160206146d05f395f51905f5260075f8660050154855f60405161229495949392919061468c565b805460ff60a01b1916600360a11b1781555f828152600760205260408120600483015460028401549192916136a59190600160801b90046001600160401b031661427d565b90505f6127106136d961ffff7f0000000000000000000000000000000000000000000000000000000000000000168461427d565b6136e391906146bc565b90505f61271061371761ffff7f0000000000000000000000000000000000000000000000000000000000000000168561427d565b61372191906146bc565b90505f82815b8654811015613842575f87828154811061374357613743614154565b5f9182526020909120600390910201905060028154600160a01b900460ff16600581111561377357613773613ba4565b0361378a578361378281614294565b945050613839565b60018154600160a01b900460ff1660058111156137a9576137a9613ba4565b036137c45760068901546137bd908461419a565b9250613839565b80546137d990600160a01b900460ff16613af8565b80156137f057508054600160a81b900460ff166001145b1561381b57600189015460068a0154613816918b916001600160a01b03909116906130b6565b613839565b805460068a0154613839918b916001600160a01b03909116906130b6565b50600101613727565b505f82156138595761385483856146bc565b61385b565b5f5b9050613867838261427d565b6138719085614523565b61387b908361419a565b91506138878883613b30565b87545f90600160a81b900460ff1680156138a057505f84115b15613914575f6138d663ffffffff7f0000000000000000000000000000000000000000000000000000000000000000168861427d565b90506005548111156138e757506005545b6138f185826146bc565b91506138fd858361427d565b60055f82825461390d9190614523565b9091555050505b5f5b8854811015613a0157600289828154811061393357613933614154565b5f918252602090912060039091020154600160a01b900460ff16600581111561395e5761395e613ba4565b036139f9576139a58a8a838154811061397957613979614154565b5f91825260209091206003909102015460068d01546001600160a01b03909116906133a490879061419a565b8160095f8b84815481106139bb576139bb614154565b5f91825260208083206003909202909101546001600160a01b03168352820192909252604001812080549091906139f390849061419a565b90915550505b600101613916565b505f85613a0e888a614523565b613a189190614523565b60018b015460068c0154919250613a3f918c916001600160a01b0316906133a4908561419a565b895460058b0154613a63918c916001600160a01b03909116906133a4908c90614523565b8a5f5160206146d05f395f51905f526006838b8e60050154613a859190614523565b88613a908b8961427d565b604051613aa195949392919061468c565b60405180910390a25050505050505050505050565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f0054600203611a2057604051633ee5aeb560e01b815260040160405180910390fd5b5f6004826005811115613b0d57613b0d613ba4565b1480613b2a57506005826005811115613b2857613b28613ba4565b145b92915050565b80826007015f828254613b439190614523565b925050819055508060055f828254613b5b919061419a565b90915550505050565b5f5f5f60608486031215613b76575f5ffd5b505081359360208301359350604090920135919050565b5f60208284031215613b9d575f5ffd5b5035919050565b634e487b7160e01b5f52602160045260245ffd5b60098110613bc857613bc8613ba4565b9052565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b60208152613c146020820183516001600160a01b03169052565b5f6020830151613c276040840182613bb8565b5060408301518015156060840152506060830151801515608084015250608083015180151560a08401525060a083015180151560c08401525060c083015160ff811660e08401525060e083015160ff81166101008401525061010083015160ff81166101208401525061012083015160ff8116610140840152506101408301516001600160a01b038116610160840152506101608301516001600160401b038116610180840152506101808301516001600160401b0381166101a0840152506101a08301516001600160401b0381166101c0840152506101c08301516001600160401b0381166101e0840152506101e08301516001600160401b0381166102008401525061020083015163ffffffff81166102208401525061022083015163ffffffff81166102408401525061024083015163ffffffff81166102608401525061026083015163ffffffff8116610280840152506102808301516102a08301526102a08301516102c08301526102c08301516102e08301526102e08301516103008301526103008301516103208301526103208301516103408301526103408301516103608301526103608301516103808301526103808301516103a08301526103a08301516103c08301526103c08301516103e08301526103e0830151610400830152610400830151610460610420840152613e28610480840182613bcc565b9050610420840151601f1984830301610440850152613e478282613bcc565b915050610440840151601f1984830301610460850152613e678282613bcc565b95945050505050565b5f60208284031215613e80575f5ffd5b81356001600160401b03811115613e95575f5ffd5b82016101a08185031215613ea7575f5ffd5b9392505050565b80356001600160401b0381168114612e74575f5ffd5b5f5f5f5f5f60a08688031215613ed8575f5ffd5b8535945060208601359350613eef60408701613eae565b94979396509394606081013594506080013592915050565b6001600160a01b0381168114613f1b575f5ffd5b50565b5f5f5f5f60808587031215613f31575f5ffd5b84359350613f4160208601613eae565b92506040850135613f5181613f07565b9396929550929360600135925050565b5f60a08284031215613f71575f5ffd5b50919050565b5f5f5f60608486031215613f89575f5ffd5b8335925060208401356001600160401b03811115613fa5575f5ffd5b613fb186828701613f61565b93969395505050506040919091013590565b5f60208284031215613fd3575f5ffd5b8135613ea781613f07565b5f5f60408385031215613fef575f5ffd5b50508035926020909101359150565b803560ff81168114612e74575f5ffd5b5f5f5f60608486031215614020575f5ffd5b833592506020840135915061403760408501613ffe565b90509250925092565b60068110613bc857613bc8613ba4565b602080825282518282018190525f918401906040840190835b818110156140cd57835180516001600160a01b031684526020808201519061409390860182614040565b5060ff604082015116604085015260608101516060850152608081015160808501525060a083019250602084019350600181019050614069565b509095945050505050565b5f602082840312156140e8575f5ffd5b81356001600160401b038111156140fd575f5ffd5b611a7a84828501613f61565b5f5f6040838503121561411a575f5ffd5b823561412581613f07565b9150602083013561413581613f07565b809150509250929050565b82815260408101613ea76020830184613bb8565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52601160045260245ffd5b5f60ff821660ff810361419157614191614168565b60010192915050565b80820180821115613b2a57613b2a614168565b600181811c908216806141c157607f821691505b602082108103613f7157634e487b7160e01b5f52602260045260245ffd5b5f602082840312156141ef575f5ffd5b613ea782613eae565b5f60208284031215614208575f5ffd5b813563ffffffff81168114613ea7575f5ffd5b5f5f8335601e19843603018112614230575f5ffd5b8301803591506001600160401b03821115614249575f5ffd5b60200191503681900382131561425d575f5ffd5b9250929050565b5f60208284031215614274575f5ffd5b613ea782613ffe565b8082028115828204841417613b2a57613b2a614168565b5f600182016142a5576142a5614168565b5060010190565b634e487b7160e01b5f52604160045260245ffd5b601f821115614312578282111561431257805f5260205f20601f840160051c60208510156142eb57505f5b90810190601f840160051c035f5b8181101561430e575f838201556001016142f9565b5050505b505050565b6001600160401b0383111561432e5761432e6142ac565b6143428361433c83546141ad565b836142c0565b5f601f841160018114614373575f851561435c5750838201355b5f19600387901b1c1916600186901b1783556143ca565b5f83815260208120601f198716915b828110156143a25786850135825560209485019460019092019101614382565b50868210156143be575f1960f88860031b161c19848701351681555b505060018560011b0183555b5050505050565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b6001600160401b03891681528760208201528660408201526001600160401b038616606082015260c060808201525f61443660c0830186886143d1565b82810360a08401526144498185876143d1565b9b9a5050505050505050505050565b8381526001600160401b038316602082015260608101611a7a6040830184614040565b6001600160401b038181168382160190811115613b2a57613b2a614168565b634e487b7160e01b5f52601260045260245ffd5b5f826144bc576144bc61449a565b500690565b8781528660208201526001600160401b0386166040820152841515606082015283608082015260c060a08201525f6144fd60c0830184866143d1565b9998505050505050505050565b60ff8181168382160190811115613b2a57613b2a614168565b81810381811115613b2a57613b2a614168565b5f60ff82168061454857614548614168565b5f190192915050565b8681528560208201526001600160401b0360c01b8560c01b166040820152836048820152818360688301375f910160680190815295945050505050565b5f6020828403121561459e575f5ffd5b8151613ea781613f07565b815181526020808301516101608301916145cd908401826001600160a01b03169052565b5060408301516145e860408401826001600160a01b03169052565b50606083015161460360608401826001600160a01b03169052565b50608083015161461e60808401826001600160401b03169052565b5060a083015161463660a084018263ffffffff169052565b5060c083015160c083015260e083015160e083015261010083015161010083015261012083015161012083015261014083015161014083015292915050565b5f60208284031215614685575f5ffd5b5051919050565b60a0810161469a8288613bb8565b8560208301528460408301528360608301528260808301529695505050505050565b5f826146ca576146ca61449a565b50049056fec2a2549c4c0fff747f80f90132b035f6dd419e8b91d4cdff41eb7094b7655044a164736f6c6343000825000a",
}

// TaskMarket is an auto generated Go binding around an Ethereum contract.
type TaskMarket struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *TaskMarket) GetABI() abi.ABI {
	return c.abi
}

// NewTaskMarket creates a new instance of TaskMarket.
func NewTaskMarket() *TaskMarket {
	parsed, err := TaskMarketMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &TaskMarket{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *TaskMarket) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor((uint16,uint16,uint32,uint8) c) returns()
func (taskMarket *TaskMarket) PackConstructor(c TaskMarketConfig) []byte {
	enc, err := taskMarket.abi.Pack("", c)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function balanceOf(address ) view returns(uint256)
func (taskMarket *TaskMarket) PackBalanceOf(arg0 common.Address) []byte {
	enc, err := taskMarket.abi.Pack("balanceOf", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function balanceOf(address ) view returns(uint256)
func (taskMarket *TaskMarket) TryPackBalanceOf(arg0 common.Address) ([]byte, error) {
	return taskMarket.abi.Pack("balanceOf", arg0)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address ) view returns(uint256)
func (taskMarket *TaskMarket) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("balanceOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackBind is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd1ec9f14.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function bind(address game, address set) returns()
func (taskMarket *TaskMarket) PackBind(game common.Address, set common.Address) []byte {
	enc, err := taskMarket.abi.Pack("bind", game, set)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBind is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd1ec9f14.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function bind(address game, address set) returns()
func (taskMarket *TaskMarket) TryPackBind(game common.Address, set common.Address) ([]byte, error) {
	return taskMarket.abi.Pack("bind", game, set)
}

// PackCancel is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40e58ee5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function cancel(uint256 taskId) returns()
func (taskMarket *TaskMarket) PackCancel(taskId *big.Int) []byte {
	enc, err := taskMarket.abi.Pack("cancel", taskId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCancel is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40e58ee5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function cancel(uint256 taskId) returns()
func (taskMarket *TaskMarket) TryPackCancel(taskId *big.Int) ([]byte, error) {
	return taskMarket.abi.Pack("cancel", taskId)
}

// PackClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x379607f5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claim(uint256 taskId) payable returns()
func (taskMarket *TaskMarket) PackClaim(taskId *big.Int) []byte {
	enc, err := taskMarket.abi.Pack("claim", taskId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x379607f5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claim(uint256 taskId) payable returns()
func (taskMarket *TaskMarket) TryPackClaim(taskId *big.Int) ([]byte, error) {
	return taskMarket.abi.Pack("claim", taskId)
}

// PackCommitResult is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x80db3c1e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function commitResult(uint256 taskId, bytes32 realSeal, bytes32 wrongSealed) returns()
func (taskMarket *TaskMarket) PackCommitResult(taskId *big.Int, realSeal [32]byte, wrongSealed [32]byte) []byte {
	enc, err := taskMarket.abi.Pack("commitResult", taskId, realSeal, wrongSealed)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCommitResult is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x80db3c1e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function commitResult(uint256 taskId, bytes32 realSeal, bytes32 wrongSealed) returns()
func (taskMarket *TaskMarket) TryPackCommitResult(taskId *big.Int, realSeal [32]byte, wrongSealed [32]byte) ([]byte, error) {
	return taskMarket.abi.Pack("commitResult", taskId, realSeal, wrongSealed)
}

// PackCommitVerdict is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x86560f3c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function commitVerdict(uint256 taskId, bytes32 seal) payable returns(uint8 index)
func (taskMarket *TaskMarket) PackCommitVerdict(taskId *big.Int, seal [32]byte) []byte {
	enc, err := taskMarket.abi.Pack("commitVerdict", taskId, seal)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCommitVerdict is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x86560f3c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function commitVerdict(uint256 taskId, bytes32 seal) payable returns(uint8 index)
func (taskMarket *TaskMarket) TryPackCommitVerdict(taskId *big.Int, seal [32]byte) ([]byte, error) {
	return taskMarket.abi.Pack("commitVerdict", taskId, seal)
}

// UnpackCommitVerdict is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x86560f3c.
//
// Solidity: function commitVerdict(uint256 taskId, bytes32 seal) payable returns(uint8 index)
func (taskMarket *TaskMarket) UnpackCommitVerdict(data []byte) (uint8, error) {
	out, err := taskMarket.abi.Unpack("commitVerdict", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackDeployer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd5f39488.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function deployer() view returns(address)
func (taskMarket *TaskMarket) PackDeployer() []byte {
	enc, err := taskMarket.abi.Pack("deployer")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeployer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd5f39488.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function deployer() view returns(address)
func (taskMarket *TaskMarket) TryPackDeployer() ([]byte, error) {
	return taskMarket.abi.Pack("deployer")
}

// UnpackDeployer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd5f39488.
//
// Solidity: function deployer() view returns(address)
func (taskMarket *TaskMarket) UnpackDeployer(data []byte) (common.Address, error) {
	out, err := taskMarket.abi.Unpack("deployer", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackDisputeGame is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7fabb4a8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function disputeGame() view returns(address)
func (taskMarket *TaskMarket) PackDisputeGame() []byte {
	enc, err := taskMarket.abi.Pack("disputeGame")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDisputeGame is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7fabb4a8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function disputeGame() view returns(address)
func (taskMarket *TaskMarket) TryPackDisputeGame() ([]byte, error) {
	return taskMarket.abi.Pack("disputeGame")
}

// UnpackDisputeGame is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7fabb4a8.
//
// Solidity: function disputeGame() view returns(address)
func (taskMarket *TaskMarket) UnpackDisputeGame(data []byte) (common.Address, error) {
	out, err := taskMarket.abi.Unpack("disputeGame", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackForcedErrorOdds is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2f34102c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function forcedErrorOdds() view returns(uint32)
func (taskMarket *TaskMarket) PackForcedErrorOdds() []byte {
	enc, err := taskMarket.abi.Pack("forcedErrorOdds")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackForcedErrorOdds is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2f34102c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function forcedErrorOdds() view returns(uint32)
func (taskMarket *TaskMarket) TryPackForcedErrorOdds() ([]byte, error) {
	return taskMarket.abi.Pack("forcedErrorOdds")
}

// UnpackForcedErrorOdds is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2f34102c.
//
// Solidity: function forcedErrorOdds() view returns(uint32)
func (taskMarket *TaskMarket) UnpackForcedErrorOdds(data []byte) (uint32, error) {
	out, err := taskMarket.abi.Unpack("forcedErrorOdds", data)
	if err != nil {
		return *new(uint32), err
	}
	out0 := *abi.ConvertType(out[0], new(uint32)).(*uint32)
	return out0, nil
}

// PackFundTreasury is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb9c18685.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function fundTreasury() payable returns()
func (taskMarket *TaskMarket) PackFundTreasury() []byte {
	enc, err := taskMarket.abi.Pack("fundTreasury")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFundTreasury is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb9c18685.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function fundTreasury() payable returns()
func (taskMarket *TaskMarket) TryPackFundTreasury() ([]byte, error) {
	return taskMarket.abi.Pack("fundTreasury")
}

// PackLockedIn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6ad32cda.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lockedIn(uint256 taskId) view returns(uint256)
func (taskMarket *TaskMarket) PackLockedIn(taskId *big.Int) []byte {
	enc, err := taskMarket.abi.Pack("lockedIn", taskId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLockedIn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6ad32cda.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lockedIn(uint256 taskId) view returns(uint256)
func (taskMarket *TaskMarket) TryPackLockedIn(taskId *big.Int) ([]byte, error) {
	return taskMarket.abi.Pack("lockedIn", taskId)
}

// UnpackLockedIn is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6ad32cda.
//
// Solidity: function lockedIn(uint256 taskId) view returns(uint256)
func (taskMarket *TaskMarket) UnpackLockedIn(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("lockedIn", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMaxVerifiers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x78bda750.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function maxVerifiers() view returns(uint8)
func (taskMarket *TaskMarket) PackMaxVerifiers() []byte {
	enc, err := taskMarket.abi.Pack("maxVerifiers")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMaxVerifiers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x78bda750.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function maxVerifiers() view returns(uint8)
func (taskMarket *TaskMarket) TryPackMaxVerifiers() ([]byte, error) {
	return taskMarket.abi.Pack("maxVerifiers")
}

// UnpackMaxVerifiers is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x78bda750.
//
// Solidity: function maxVerifiers() view returns(uint8)
func (taskMarket *TaskMarket) UnpackMaxVerifiers(data []byte) (uint8, error) {
	out, err := taskMarket.abi.Unpack("maxVerifiers", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackRefereeSet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x436dc033.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function refereeSet() view returns(address)
func (taskMarket *TaskMarket) PackRefereeSet() []byte {
	enc, err := taskMarket.abi.Pack("refereeSet")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRefereeSet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x436dc033.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function refereeSet() view returns(address)
func (taskMarket *TaskMarket) TryPackRefereeSet() ([]byte, error) {
	return taskMarket.abi.Pack("refereeSet")
}

// UnpackRefereeSet is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x436dc033.
//
// Solidity: function refereeSet() view returns(address)
func (taskMarket *TaskMarket) UnpackRefereeSet(data []byte) (common.Address, error) {
	out, err := taskMarket.abi.Unpack("refereeSet", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackResolveDispute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa1338c15.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function resolveDispute(uint256 taskId, uint256 disputeId, uint8 outcome) returns()
func (taskMarket *TaskMarket) PackResolveDispute(taskId *big.Int, disputeId *big.Int, outcome uint8) []byte {
	enc, err := taskMarket.abi.Pack("resolveDispute", taskId, disputeId, outcome)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackResolveDispute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa1338c15.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function resolveDispute(uint256 taskId, uint256 disputeId, uint8 outcome) returns()
func (taskMarket *TaskMarket) TryPackResolveDispute(taskId *big.Int, disputeId *big.Int, outcome uint8) ([]byte, error) {
	return taskMarket.abi.Pack("resolveDispute", taskId, disputeId, outcome)
}

// PackResultSeal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbadc14e4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function resultSeal((bytes32,bytes32,uint64,bytes32,string) r) pure returns(bytes32)
func (taskMarket *TaskMarket) PackResultSeal(r TaskMarketResult) []byte {
	enc, err := taskMarket.abi.Pack("resultSeal", r)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackResultSeal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbadc14e4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function resultSeal((bytes32,bytes32,uint64,bytes32,string) r) pure returns(bytes32)
func (taskMarket *TaskMarket) TryPackResultSeal(r TaskMarketResult) ([]byte, error) {
	return taskMarket.abi.Pack("resultSeal", r)
}

// UnpackResultSeal is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbadc14e4.
//
// Solidity: function resultSeal((bytes32,bytes32,uint64,bytes32,string) r) pure returns(bytes32)
func (taskMarket *TaskMarket) UnpackResultSeal(data []byte) ([32]byte, error) {
	out, err := taskMarket.abi.Unpack("resultSeal", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackRevealResult is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4c4da981.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revealResult(uint256 taskId, (bytes32,bytes32,uint64,bytes32,string) r, bytes32 wrongFinalHash) returns()
func (taskMarket *TaskMarket) PackRevealResult(taskId *big.Int, r TaskMarketResult, wrongFinalHash [32]byte) []byte {
	enc, err := taskMarket.abi.Pack("revealResult", taskId, r, wrongFinalHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRevealResult is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4c4da981.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function revealResult(uint256 taskId, (bytes32,bytes32,uint64,bytes32,string) r, bytes32 wrongFinalHash) returns()
func (taskMarket *TaskMarket) TryPackRevealResult(taskId *big.Int, r TaskMarketResult, wrongFinalHash [32]byte) ([]byte, error) {
	return taskMarket.abi.Pack("revealResult", taskId, r, wrongFinalHash)
}

// PackRevealVerdict is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2d73e63e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revealVerdict(uint256 taskId, bytes32 finalStateHash, uint64 workUsed, bytes32 salt, bytes32 splitHash) returns(uint256 disputeId)
func (taskMarket *TaskMarket) PackRevealVerdict(taskId *big.Int, finalStateHash [32]byte, workUsed uint64, salt [32]byte, splitHash [32]byte) []byte {
	enc, err := taskMarket.abi.Pack("revealVerdict", taskId, finalStateHash, workUsed, salt, splitHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRevealVerdict is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2d73e63e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function revealVerdict(uint256 taskId, bytes32 finalStateHash, uint64 workUsed, bytes32 salt, bytes32 splitHash) returns(uint256 disputeId)
func (taskMarket *TaskMarket) TryPackRevealVerdict(taskId *big.Int, finalStateHash [32]byte, workUsed uint64, salt [32]byte, splitHash [32]byte) ([]byte, error) {
	return taskMarket.abi.Pack("revealVerdict", taskId, finalStateHash, workUsed, salt, splitHash)
}

// UnpackRevealVerdict is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2d73e63e.
//
// Solidity: function revealVerdict(uint256 taskId, bytes32 finalStateHash, uint64 workUsed, bytes32 salt, bytes32 splitHash) returns(uint256 disputeId)
func (taskMarket *TaskMarket) UnpackRevealVerdict(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("revealVerdict", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSeedDraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc17b1ccb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function seedDraw(uint256 taskId) returns()
func (taskMarket *TaskMarket) PackSeedDraw(taskId *big.Int) []byte {
	enc, err := taskMarket.abi.Pack("seedDraw", taskId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSeedDraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc17b1ccb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function seedDraw(uint256 taskId) returns()
func (taskMarket *TaskMarket) TryPackSeedDraw(taskId *big.Int) ([]byte, error) {
	return taskMarket.abi.Pack("seedDraw", taskId)
}

// PackSettle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8df82800.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function settle(uint256 taskId) returns()
func (taskMarket *TaskMarket) PackSettle(taskId *big.Int) []byte {
	enc, err := taskMarket.abi.Pack("settle", taskId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSettle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8df82800.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function settle(uint256 taskId) returns()
func (taskMarket *TaskMarket) TryPackSettle(taskId *big.Int) ([]byte, error) {
	return taskMarket.abi.Pack("settle", taskId)
}

// PackSubmitTask is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x29812d1d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function submitTask((string,string,uint256,bytes32,uint64,uint64,uint256,uint256,uint32,uint32,uint32,uint32,uint8) p) payable returns(uint256 taskId)
func (taskMarket *TaskMarket) PackSubmitTask(p TaskMarketTaskParams) []byte {
	enc, err := taskMarket.abi.Pack("submitTask", p)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSubmitTask is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x29812d1d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function submitTask((string,string,uint256,bytes32,uint64,uint64,uint256,uint256,uint32,uint32,uint32,uint32,uint8) p) payable returns(uint256 taskId)
func (taskMarket *TaskMarket) TryPackSubmitTask(p TaskMarketTaskParams) ([]byte, error) {
	return taskMarket.abi.Pack("submitTask", p)
}

// UnpackSubmitTask is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x29812d1d.
//
// Solidity: function submitTask((string,string,uint256,bytes32,uint64,uint64,uint256,uint256,uint32,uint32,uint32,uint32,uint8) p) payable returns(uint256 taskId)
func (taskMarket *TaskMarket) UnpackSubmitTask(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("submitTask", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSubmitterOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xec9919c8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function submitterOf(uint256 taskId) view returns(address)
func (taskMarket *TaskMarket) PackSubmitterOf(taskId *big.Int) []byte {
	enc, err := taskMarket.abi.Pack("submitterOf", taskId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSubmitterOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xec9919c8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function submitterOf(uint256 taskId) view returns(address)
func (taskMarket *TaskMarket) TryPackSubmitterOf(taskId *big.Int) ([]byte, error) {
	return taskMarket.abi.Pack("submitterOf", taskId)
}

// UnpackSubmitterOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xec9919c8.
//
// Solidity: function submitterOf(uint256 taskId) view returns(address)
func (taskMarket *TaskMarket) UnpackSubmitterOf(data []byte) (common.Address, error) {
	out, err := taskMarket.abi.Unpack("submitterOf", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackTask is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x17751a21.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function task(uint256 taskId) view returns((address,uint8,bool,bool,bool,bool,uint8,uint8,uint8,uint8,address,uint64,uint64,uint64,uint64,uint64,uint32,uint32,uint32,uint32,uint256,uint256,uint256,uint256,uint256,bytes32,bytes32,bytes32,bytes32,bytes32,bytes32,bytes32,string,string,string))
func (taskMarket *TaskMarket) PackTask(taskId *big.Int) []byte {
	enc, err := taskMarket.abi.Pack("task", taskId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTask is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x17751a21.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function task(uint256 taskId) view returns((address,uint8,bool,bool,bool,bool,uint8,uint8,uint8,uint8,address,uint64,uint64,uint64,uint64,uint64,uint32,uint32,uint32,uint32,uint256,uint256,uint256,uint256,uint256,bytes32,bytes32,bytes32,bytes32,bytes32,bytes32,bytes32,string,string,string))
func (taskMarket *TaskMarket) TryPackTask(taskId *big.Int) ([]byte, error) {
	return taskMarket.abi.Pack("task", taskId)
}

// UnpackTask is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x17751a21.
//
// Solidity: function task(uint256 taskId) view returns((address,uint8,bool,bool,bool,bool,uint8,uint8,uint8,uint8,address,uint64,uint64,uint64,uint64,uint64,uint32,uint32,uint32,uint32,uint256,uint256,uint256,uint256,uint256,bytes32,bytes32,bytes32,bytes32,bytes32,bytes32,bytes32,string,string,string))
func (taskMarket *TaskMarket) UnpackTask(data []byte) (TaskMarketTask, error) {
	out, err := taskMarket.abi.Unpack("task", data)
	if err != nil {
		return *new(TaskMarketTask), err
	}
	out0 := *abi.ConvertType(out[0], new(TaskMarketTask)).(*TaskMarketTask)
	return out0, nil
}

// PackTaskCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb6cb58a5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function taskCount() view returns(uint256)
func (taskMarket *TaskMarket) PackTaskCount() []byte {
	enc, err := taskMarket.abi.Pack("taskCount")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTaskCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb6cb58a5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function taskCount() view returns(uint256)
func (taskMarket *TaskMarket) TryPackTaskCount() ([]byte, error) {
	return taskMarket.abi.Pack("taskCount")
}

// UnpackTaskCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb6cb58a5.
//
// Solidity: function taskCount() view returns(uint256)
func (taskMarket *TaskMarket) UnpackTaskCount(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("taskCount", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTotalDeposited is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xff50abdc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalDeposited() view returns(uint256)
func (taskMarket *TaskMarket) PackTotalDeposited() []byte {
	enc, err := taskMarket.abi.Pack("totalDeposited")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalDeposited is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xff50abdc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalDeposited() view returns(uint256)
func (taskMarket *TaskMarket) TryPackTotalDeposited() ([]byte, error) {
	return taskMarket.abi.Pack("totalDeposited")
}

// UnpackTotalDeposited is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xff50abdc.
//
// Solidity: function totalDeposited() view returns(uint256)
func (taskMarket *TaskMarket) UnpackTotalDeposited(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("totalDeposited", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTotalWithdrawn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4b319713.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalWithdrawn() view returns(uint256)
func (taskMarket *TaskMarket) PackTotalWithdrawn() []byte {
	enc, err := taskMarket.abi.Pack("totalWithdrawn")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalWithdrawn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4b319713.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalWithdrawn() view returns(uint256)
func (taskMarket *TaskMarket) TryPackTotalWithdrawn() ([]byte, error) {
	return taskMarket.abi.Pack("totalWithdrawn")
}

// UnpackTotalWithdrawn is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4b319713.
//
// Solidity: function totalWithdrawn() view returns(uint256)
func (taskMarket *TaskMarket) UnpackTotalWithdrawn(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("totalWithdrawn", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTreasury is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x61d027b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function treasury() view returns(uint256)
func (taskMarket *TaskMarket) PackTreasury() []byte {
	enc, err := taskMarket.abi.Pack("treasury")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTreasury is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x61d027b3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function treasury() view returns(uint256)
func (taskMarket *TaskMarket) TryPackTreasury() ([]byte, error) {
	return taskMarket.abi.Pack("treasury")
}

// UnpackTreasury is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x61d027b3.
//
// Solidity: function treasury() view returns(uint256)
func (taskMarket *TaskMarket) UnpackTreasury(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("treasury", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTreasuryBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4dc10ea1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function treasuryBps() view returns(uint16)
func (taskMarket *TaskMarket) PackTreasuryBps() []byte {
	enc, err := taskMarket.abi.Pack("treasuryBps")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTreasuryBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4dc10ea1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function treasuryBps() view returns(uint16)
func (taskMarket *TaskMarket) TryPackTreasuryBps() ([]byte, error) {
	return taskMarket.abi.Pack("treasuryBps")
}

// UnpackTreasuryBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4dc10ea1.
//
// Solidity: function treasuryBps() view returns(uint16)
func (taskMarket *TaskMarket) UnpackTreasuryBps(data []byte) (uint16, error) {
	out, err := taskMarket.abi.Unpack("treasuryBps", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackVerdictSeal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3d44d9e9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function verdictSeal(bytes32 finalStateHash, uint64 workUsed, address verifier, bytes32 salt) pure returns(bytes32)
func (taskMarket *TaskMarket) PackVerdictSeal(finalStateHash [32]byte, workUsed uint64, verifier common.Address, salt [32]byte) []byte {
	enc, err := taskMarket.abi.Pack("verdictSeal", finalStateHash, workUsed, verifier, salt)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVerdictSeal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3d44d9e9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function verdictSeal(bytes32 finalStateHash, uint64 workUsed, address verifier, bytes32 salt) pure returns(bytes32)
func (taskMarket *TaskMarket) TryPackVerdictSeal(finalStateHash [32]byte, workUsed uint64, verifier common.Address, salt [32]byte) ([]byte, error) {
	return taskMarket.abi.Pack("verdictSeal", finalStateHash, workUsed, verifier, salt)
}

// UnpackVerdictSeal is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3d44d9e9.
//
// Solidity: function verdictSeal(bytes32 finalStateHash, uint64 workUsed, address verifier, bytes32 salt) pure returns(bytes32)
func (taskMarket *TaskMarket) UnpackVerdictSeal(data []byte) ([32]byte, error) {
	out, err := taskMarket.abi.Unpack("verdictSeal", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackVerifierBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2030e838.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function verifierBps() view returns(uint16)
func (taskMarket *TaskMarket) PackVerifierBps() []byte {
	enc, err := taskMarket.abi.Pack("verifierBps")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVerifierBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2030e838.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function verifierBps() view returns(uint16)
func (taskMarket *TaskMarket) TryPackVerifierBps() ([]byte, error) {
	return taskMarket.abi.Pack("verifierBps")
}

// UnpackVerifierBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2030e838.
//
// Solidity: function verifierBps() view returns(uint16)
func (taskMarket *TaskMarket) UnpackVerifierBps(data []byte) (uint16, error) {
	out, err := taskMarket.abi.Unpack("verifierBps", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackVerifiers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xac1eff68.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function verifiers(uint256 taskId) view returns((address,uint8,uint8,uint256,bytes32)[])
func (taskMarket *TaskMarket) PackVerifiers(taskId *big.Int) []byte {
	enc, err := taskMarket.abi.Pack("verifiers", taskId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVerifiers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xac1eff68.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function verifiers(uint256 taskId) view returns((address,uint8,uint8,uint256,bytes32)[])
func (taskMarket *TaskMarket) TryPackVerifiers(taskId *big.Int) ([]byte, error) {
	return taskMarket.abi.Pack("verifiers", taskId)
}

// UnpackVerifiers is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xac1eff68.
//
// Solidity: function verifiers(uint256 taskId) view returns((address,uint8,uint8,uint256,bytes32)[])
func (taskMarket *TaskMarket) UnpackVerifiers(data []byte) ([]TaskMarketVerifier, error) {
	out, err := taskMarket.abi.Unpack("verifiers", data)
	if err != nil {
		return *new([]TaskMarketVerifier), err
	}
	out0 := *abi.ConvertType(out[0], new([]TaskMarketVerifier)).(*[]TaskMarketVerifier)
	return out0, nil
}

// PackWhistleblow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0f5af665.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function whistleblow(uint256 taskId, bytes32 finalStateHash, bytes32 splitHash) payable returns(uint256 disputeId)
func (taskMarket *TaskMarket) PackWhistleblow(taskId *big.Int, finalStateHash [32]byte, splitHash [32]byte) []byte {
	enc, err := taskMarket.abi.Pack("whistleblow", taskId, finalStateHash, splitHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWhistleblow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0f5af665.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function whistleblow(uint256 taskId, bytes32 finalStateHash, bytes32 splitHash) payable returns(uint256 disputeId)
func (taskMarket *TaskMarket) TryPackWhistleblow(taskId *big.Int, finalStateHash [32]byte, splitHash [32]byte) ([]byte, error) {
	return taskMarket.abi.Pack("whistleblow", taskId, finalStateHash, splitHash)
}

// UnpackWhistleblow is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0f5af665.
//
// Solidity: function whistleblow(uint256 taskId, bytes32 finalStateHash, bytes32 splitHash) payable returns(uint256 disputeId)
func (taskMarket *TaskMarket) UnpackWhistleblow(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("whistleblow", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3ccfd60b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdraw() returns()
func (taskMarket *TaskMarket) PackWithdraw() []byte {
	enc, err := taskMarket.abi.Pack("withdraw")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3ccfd60b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdraw() returns()
func (taskMarket *TaskMarket) TryPackWithdraw() ([]byte, error) {
	return taskMarket.abi.Pack("withdraw")
}

// TaskMarketDisputeResolved represents a DisputeResolved event raised by the TaskMarket contract.
type TaskMarketDisputeResolved struct {
	TaskId    *big.Int
	DisputeId *big.Int
	Outcome   uint8
	Raw       *types.Log // Blockchain specific contextual infos
}

const TaskMarketDisputeResolvedEventName = "DisputeResolved"

// ContractEventName returns the user-defined event name.
func (TaskMarketDisputeResolved) ContractEventName() string {
	return TaskMarketDisputeResolvedEventName
}

// UnpackDisputeResolvedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DisputeResolved(uint256 indexed taskId, uint256 indexed disputeId, uint8 outcome)
func (taskMarket *TaskMarket) UnpackDisputeResolvedEvent(log *types.Log) (*TaskMarketDisputeResolved, error) {
	event := "DisputeResolved"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != taskMarket.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TaskMarketDisputeResolved)
	if len(log.Data) > 0 {
		if err := taskMarket.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range taskMarket.abi.Events[event].Inputs {
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

// TaskMarketResultCommitted represents a ResultCommitted event raised by the TaskMarket contract.
type TaskMarketResultCommitted struct {
	TaskId     *big.Int
	ResultSeal [32]byte
	WrongSeal  [32]byte
	DrawBlock  uint64
	Raw        *types.Log // Blockchain specific contextual infos
}

const TaskMarketResultCommittedEventName = "ResultCommitted"

// ContractEventName returns the user-defined event name.
func (TaskMarketResultCommitted) ContractEventName() string {
	return TaskMarketResultCommittedEventName
}

// UnpackResultCommittedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ResultCommitted(uint256 indexed taskId, bytes32 resultSeal, bytes32 wrongSeal, uint64 drawBlock)
func (taskMarket *TaskMarket) UnpackResultCommittedEvent(log *types.Log) (*TaskMarketResultCommitted, error) {
	event := "ResultCommitted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != taskMarket.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TaskMarketResultCommitted)
	if len(log.Data) > 0 {
		if err := taskMarket.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range taskMarket.abi.Events[event].Inputs {
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

// TaskMarketResultRevealed represents a ResultRevealed event raised by the TaskMarket contract.
type TaskMarketResultRevealed struct {
	TaskId         *big.Int
	FinalStateHash [32]byte
	StateRoot      [32]byte
	WorkUsed       uint64
	Forced         bool
	WrongFinalHash [32]byte
	CheckpointCid  string
	Raw            *types.Log // Blockchain specific contextual infos
}

const TaskMarketResultRevealedEventName = "ResultRevealed"

// ContractEventName returns the user-defined event name.
func (TaskMarketResultRevealed) ContractEventName() string {
	return TaskMarketResultRevealedEventName
}

// UnpackResultRevealedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ResultRevealed(uint256 indexed taskId, bytes32 finalStateHash, bytes32 stateRoot, uint64 workUsed, bool forced, bytes32 wrongFinalHash, string checkpointCid)
func (taskMarket *TaskMarket) UnpackResultRevealedEvent(log *types.Log) (*TaskMarketResultRevealed, error) {
	event := "ResultRevealed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != taskMarket.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TaskMarketResultRevealed)
	if len(log.Data) > 0 {
		if err := taskMarket.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range taskMarket.abi.Events[event].Inputs {
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

// TaskMarketTaskCancelled represents a TaskCancelled event raised by the TaskMarket contract.
type TaskMarketTaskCancelled struct {
	TaskId *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const TaskMarketTaskCancelledEventName = "TaskCancelled"

// ContractEventName returns the user-defined event name.
func (TaskMarketTaskCancelled) ContractEventName() string {
	return TaskMarketTaskCancelledEventName
}

// UnpackTaskCancelledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TaskCancelled(uint256 indexed taskId)
func (taskMarket *TaskMarket) UnpackTaskCancelledEvent(log *types.Log) (*TaskMarketTaskCancelled, error) {
	event := "TaskCancelled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != taskMarket.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TaskMarketTaskCancelled)
	if len(log.Data) > 0 {
		if err := taskMarket.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range taskMarket.abi.Events[event].Inputs {
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

// TaskMarketTaskChallenged represents a TaskChallenged event raised by the TaskMarket contract.
type TaskMarketTaskChallenged struct {
	TaskId     *big.Int
	Challenger common.Address
	DisputeId  *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const TaskMarketTaskChallengedEventName = "TaskChallenged"

// ContractEventName returns the user-defined event name.
func (TaskMarketTaskChallenged) ContractEventName() string {
	return TaskMarketTaskChallengedEventName
}

// UnpackTaskChallengedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TaskChallenged(uint256 indexed taskId, address indexed challenger, uint256 indexed disputeId)
func (taskMarket *TaskMarket) UnpackTaskChallengedEvent(log *types.Log) (*TaskMarketTaskChallenged, error) {
	event := "TaskChallenged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != taskMarket.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TaskMarketTaskChallenged)
	if len(log.Data) > 0 {
		if err := taskMarket.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range taskMarket.abi.Events[event].Inputs {
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

// TaskMarketTaskClaimed represents a TaskClaimed event raised by the TaskMarket contract.
type TaskMarketTaskClaimed struct {
	TaskId *big.Int
	Solver common.Address
	Raw    *types.Log // Blockchain specific contextual infos
}

const TaskMarketTaskClaimedEventName = "TaskClaimed"

// ContractEventName returns the user-defined event name.
func (TaskMarketTaskClaimed) ContractEventName() string {
	return TaskMarketTaskClaimedEventName
}

// UnpackTaskClaimedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TaskClaimed(uint256 indexed taskId, address indexed solver)
func (taskMarket *TaskMarket) UnpackTaskClaimedEvent(log *types.Log) (*TaskMarketTaskClaimed, error) {
	event := "TaskClaimed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != taskMarket.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TaskMarketTaskClaimed)
	if len(log.Data) > 0 {
		if err := taskMarket.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range taskMarket.abi.Events[event].Inputs {
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

// TaskMarketTaskSettled represents a TaskSettled event raised by the TaskMarket contract.
type TaskMarketTaskSettled struct {
	TaskId     *big.Int
	Status     uint8
	SolverPaid *big.Int
	Refund     *big.Int
	ToTreasury *big.Int
	Jackpot    *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const TaskMarketTaskSettledEventName = "TaskSettled"

// ContractEventName returns the user-defined event name.
func (TaskMarketTaskSettled) ContractEventName() string {
	return TaskMarketTaskSettledEventName
}

// UnpackTaskSettledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TaskSettled(uint256 indexed taskId, uint8 status, uint256 solverPaid, uint256 refund, uint256 toTreasury, uint256 jackpot)
func (taskMarket *TaskMarket) UnpackTaskSettledEvent(log *types.Log) (*TaskMarketTaskSettled, error) {
	event := "TaskSettled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != taskMarket.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TaskMarketTaskSettled)
	if len(log.Data) > 0 {
		if err := taskMarket.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range taskMarket.abi.Events[event].Inputs {
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

// TaskMarketTaskSubmitted represents a TaskSubmitted event raised by the TaskMarket contract.
type TaskMarketTaskSubmitted struct {
	TaskId       *big.Int
	Submitter    common.Address
	ParentTaskId *big.Int
	MaxWork      uint64
	PricePerWork *big.Int
	Stake        *big.Int
	Steps        uint64
	SpecCid      string
	DataCid      string
	Raw          *types.Log // Blockchain specific contextual infos
}

const TaskMarketTaskSubmittedEventName = "TaskSubmitted"

// ContractEventName returns the user-defined event name.
func (TaskMarketTaskSubmitted) ContractEventName() string {
	return TaskMarketTaskSubmittedEventName
}

// UnpackTaskSubmittedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TaskSubmitted(uint256 indexed taskId, address indexed submitter, uint256 indexed parentTaskId, uint64 maxWork, uint256 pricePerWork, uint256 stake, uint64 steps, string specCid, string dataCid)
func (taskMarket *TaskMarket) UnpackTaskSubmittedEvent(log *types.Log) (*TaskMarketTaskSubmitted, error) {
	event := "TaskSubmitted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != taskMarket.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TaskMarketTaskSubmitted)
	if len(log.Data) > 0 {
		if err := taskMarket.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range taskMarket.abi.Events[event].Inputs {
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

// TaskMarketTreasuryFunded represents a TreasuryFunded event raised by the TaskMarket contract.
type TaskMarketTreasuryFunded struct {
	From   common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const TaskMarketTreasuryFundedEventName = "TreasuryFunded"

// ContractEventName returns the user-defined event name.
func (TaskMarketTreasuryFunded) ContractEventName() string {
	return TaskMarketTreasuryFundedEventName
}

// UnpackTreasuryFundedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TreasuryFunded(address indexed from, uint256 amount)
func (taskMarket *TaskMarket) UnpackTreasuryFundedEvent(log *types.Log) (*TaskMarketTreasuryFunded, error) {
	event := "TreasuryFunded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != taskMarket.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TaskMarketTreasuryFunded)
	if len(log.Data) > 0 {
		if err := taskMarket.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range taskMarket.abi.Events[event].Inputs {
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

// TaskMarketVerdictCommitted represents a VerdictCommitted event raised by the TaskMarket contract.
type TaskMarketVerdictCommitted struct {
	TaskId   *big.Int
	Verifier common.Address
	Index    uint8
	Raw      *types.Log // Blockchain specific contextual infos
}

const TaskMarketVerdictCommittedEventName = "VerdictCommitted"

// ContractEventName returns the user-defined event name.
func (TaskMarketVerdictCommitted) ContractEventName() string {
	return TaskMarketVerdictCommittedEventName
}

// UnpackVerdictCommittedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event VerdictCommitted(uint256 indexed taskId, address indexed verifier, uint8 index)
func (taskMarket *TaskMarket) UnpackVerdictCommittedEvent(log *types.Log) (*TaskMarketVerdictCommitted, error) {
	event := "VerdictCommitted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != taskMarket.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TaskMarketVerdictCommitted)
	if len(log.Data) > 0 {
		if err := taskMarket.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range taskMarket.abi.Events[event].Inputs {
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

// TaskMarketVerdictRevealed represents a VerdictRevealed event raised by the TaskMarket contract.
type TaskMarketVerdictRevealed struct {
	TaskId         *big.Int
	Verifier       common.Address
	FinalStateHash [32]byte
	WorkUsed       uint64
	Status         uint8
	Raw            *types.Log // Blockchain specific contextual infos
}

const TaskMarketVerdictRevealedEventName = "VerdictRevealed"

// ContractEventName returns the user-defined event name.
func (TaskMarketVerdictRevealed) ContractEventName() string {
	return TaskMarketVerdictRevealedEventName
}

// UnpackVerdictRevealedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event VerdictRevealed(uint256 indexed taskId, address indexed verifier, bytes32 finalStateHash, uint64 workUsed, uint8 status)
func (taskMarket *TaskMarket) UnpackVerdictRevealedEvent(log *types.Log) (*TaskMarketVerdictRevealed, error) {
	event := "VerdictRevealed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != taskMarket.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TaskMarketVerdictRevealed)
	if len(log.Data) > 0 {
		if err := taskMarket.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range taskMarket.abi.Events[event].Inputs {
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

// TaskMarketWhistleblown represents a Whistleblown event raised by the TaskMarket contract.
type TaskMarketWhistleblown struct {
	TaskId         *big.Int
	Whistleblower  common.Address
	DisputeId      *big.Int
	FinalStateHash [32]byte
	Raw            *types.Log // Blockchain specific contextual infos
}

const TaskMarketWhistleblownEventName = "Whistleblown"

// ContractEventName returns the user-defined event name.
func (TaskMarketWhistleblown) ContractEventName() string {
	return TaskMarketWhistleblownEventName
}

// UnpackWhistleblownEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Whistleblown(uint256 indexed taskId, address indexed whistleblower, uint256 indexed disputeId, bytes32 finalStateHash)
func (taskMarket *TaskMarket) UnpackWhistleblownEvent(log *types.Log) (*TaskMarketWhistleblown, error) {
	event := "Whistleblown"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != taskMarket.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TaskMarketWhistleblown)
	if len(log.Data) > 0 {
		if err := taskMarket.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range taskMarket.abi.Events[event].Inputs {
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

// TaskMarketWithdrawn represents a Withdrawn event raised by the TaskMarket contract.
type TaskMarketWithdrawn struct {
	Account common.Address
	Amount  *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const TaskMarketWithdrawnEventName = "Withdrawn"

// ContractEventName returns the user-defined event name.
func (TaskMarketWithdrawn) ContractEventName() string {
	return TaskMarketWithdrawnEventName
}

// UnpackWithdrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Withdrawn(address indexed account, uint256 amount)
func (taskMarket *TaskMarket) UnpackWithdrawnEvent(log *types.Log) (*TaskMarketWithdrawn, error) {
	event := "Withdrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != taskMarket.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TaskMarketWithdrawn)
	if len(log.Data) > 0 {
		if err := taskMarket.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range taskMarket.abi.Events[event].Inputs {
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
func (taskMarket *TaskMarket) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["AlreadyBound"].ID.Bytes()[:4]) {
		return taskMarket.UnpackAlreadyBoundError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["AlreadyVerifier"].ID.Bytes()[:4]) {
		return taskMarket.UnpackAlreadyVerifierError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["AlreadyWhistleblower"].ID.Bytes()[:4]) {
		return taskMarket.UnpackAlreadyWhistleblowerError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["BadConfig"].ID.Bytes()[:4]) {
		return taskMarket.UnpackBadConfigError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["BadReveal"].ID.Bytes()[:4]) {
		return taskMarket.UnpackBadRevealError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["BadTaskParams"].ID.Bytes()[:4]) {
		return taskMarket.UnpackBadTaskParamsError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["BadWrongReveal"].ID.Bytes()[:4]) {
		return taskMarket.UnpackBadWrongRevealError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["DeadlineNotReached"].ID.Bytes()[:4]) {
		return taskMarket.UnpackDeadlineNotReachedError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["DeadlinePassed"].ID.Bytes()[:4]) {
		return taskMarket.UnpackDeadlinePassedError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["DisputesOpen"].ID.Bytes()[:4]) {
		return taskMarket.UnpackDisputesOpenError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["DrawNotSeedable"].ID.Bytes()[:4]) {
		return taskMarket.UnpackDrawNotSeedableError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["NotBound"].ID.Bytes()[:4]) {
		return taskMarket.UnpackNotBoundError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["NotConserved"].ID.Bytes()[:4]) {
		return taskMarket.UnpackNotConservedError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["NotDeployer"].ID.Bytes()[:4]) {
		return taskMarket.UnpackNotDeployerError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["NotDisputeGame"].ID.Bytes()[:4]) {
		return taskMarket.UnpackNotDisputeGameError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["NotSolver"].ID.Bytes()[:4]) {
		return taskMarket.UnpackNotSolverError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["NotSubmitter"].ID.Bytes()[:4]) {
		return taskMarket.UnpackNotSubmitterError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["NotVerifier"].ID.Bytes()[:4]) {
		return taskMarket.UnpackNotVerifierError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["NothingToDispute"].ID.Bytes()[:4]) {
		return taskMarket.UnpackNothingToDisputeError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["NothingToWithdraw"].ID.Bytes()[:4]) {
		return taskMarket.UnpackNothingToWithdrawError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["ParentNotSettled"].ID.Bytes()[:4]) {
		return taskMarket.UnpackParentNotSettledError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return taskMarket.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["SolverCannotVerify"].ID.Bytes()[:4]) {
		return taskMarket.UnpackSolverCannotVerifyError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["SubmitterCannotSolve"].ID.Bytes()[:4]) {
		return taskMarket.UnpackSubmitterCannotSolveError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["SubmitterCannotVerify"].ID.Bytes()[:4]) {
		return taskMarket.UnpackSubmitterCannotVerifyError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["TooManyVerifiers"].ID.Bytes()[:4]) {
		return taskMarket.UnpackTooManyVerifiersError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["TooManyWhistleblowers"].ID.Bytes()[:4]) {
		return taskMarket.UnpackTooManyWhistleblowersError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["TransferFailed"].ID.Bytes()[:4]) {
		return taskMarket.UnpackTransferFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["UnknownDispute"].ID.Bytes()[:4]) {
		return taskMarket.UnpackUnknownDisputeError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["UnknownTask"].ID.Bytes()[:4]) {
		return taskMarket.UnpackUnknownTaskError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["WorkOverMax"].ID.Bytes()[:4]) {
		return taskMarket.UnpackWorkOverMaxError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["WrongStatus"].ID.Bytes()[:4]) {
		return taskMarket.UnpackWrongStatusError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["WrongValue"].ID.Bytes()[:4]) {
		return taskMarket.UnpackWrongValueError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// TaskMarketAlreadyBound represents a AlreadyBound error raised by the TaskMarket contract.
type TaskMarketAlreadyBound struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyBound()
func TaskMarketAlreadyBoundErrorID() common.Hash {
	return common.HexToHash("0x682a90650d1dd349cccaedc2f9b8232ae0152f9ae5d34f477e17da76744ddd2e")
}

// UnpackAlreadyBoundError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyBound()
func (taskMarket *TaskMarket) UnpackAlreadyBoundError(raw []byte) (*TaskMarketAlreadyBound, error) {
	out := new(TaskMarketAlreadyBound)
	if err := taskMarket.abi.UnpackIntoInterface(out, "AlreadyBound", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketAlreadyVerifier represents a AlreadyVerifier error raised by the TaskMarket contract.
type TaskMarketAlreadyVerifier struct {
	TaskId *big.Int
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyVerifier(uint256 taskId, address caller)
func TaskMarketAlreadyVerifierErrorID() common.Hash {
	return common.HexToHash("0x87da65f7f41f9473ff64fe67e81a1a9acd6fb0bc1e0fc7dce22c0d11812e95b3")
}

// UnpackAlreadyVerifierError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyVerifier(uint256 taskId, address caller)
func (taskMarket *TaskMarket) UnpackAlreadyVerifierError(raw []byte) (*TaskMarketAlreadyVerifier, error) {
	out := new(TaskMarketAlreadyVerifier)
	if err := taskMarket.abi.UnpackIntoInterface(out, "AlreadyVerifier", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketAlreadyWhistleblower represents a AlreadyWhistleblower error raised by the TaskMarket contract.
type TaskMarketAlreadyWhistleblower struct {
	TaskId *big.Int
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyWhistleblower(uint256 taskId, address caller)
func TaskMarketAlreadyWhistleblowerErrorID() common.Hash {
	return common.HexToHash("0x101c841457d526d61c5135de651c6bc0666def933f0b3c46df86e28aef621fd6")
}

// UnpackAlreadyWhistleblowerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyWhistleblower(uint256 taskId, address caller)
func (taskMarket *TaskMarket) UnpackAlreadyWhistleblowerError(raw []byte) (*TaskMarketAlreadyWhistleblower, error) {
	out := new(TaskMarketAlreadyWhistleblower)
	if err := taskMarket.abi.UnpackIntoInterface(out, "AlreadyWhistleblower", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketBadConfig represents a BadConfig error raised by the TaskMarket contract.
type TaskMarketBadConfig struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadConfig()
func TaskMarketBadConfigErrorID() common.Hash {
	return common.HexToHash("0x07cc321ce71a3eebb30014b3b8f136f5e867b17e2b76292bf086143aa7c7b50c")
}

// UnpackBadConfigError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadConfig()
func (taskMarket *TaskMarket) UnpackBadConfigError(raw []byte) (*TaskMarketBadConfig, error) {
	out := new(TaskMarketBadConfig)
	if err := taskMarket.abi.UnpackIntoInterface(out, "BadConfig", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketBadReveal represents a BadReveal error raised by the TaskMarket contract.
type TaskMarketBadReveal struct {
	TaskId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadReveal(uint256 taskId)
func TaskMarketBadRevealErrorID() common.Hash {
	return common.HexToHash("0xa72e0d347df41af08b6ce06c71b19989d3f10964211a297ec701b84203707b6e")
}

// UnpackBadRevealError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadReveal(uint256 taskId)
func (taskMarket *TaskMarket) UnpackBadRevealError(raw []byte) (*TaskMarketBadReveal, error) {
	out := new(TaskMarketBadReveal)
	if err := taskMarket.abi.UnpackIntoInterface(out, "BadReveal", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketBadTaskParams represents a BadTaskParams error raised by the TaskMarket contract.
type TaskMarketBadTaskParams struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadTaskParams()
func TaskMarketBadTaskParamsErrorID() common.Hash {
	return common.HexToHash("0x6d8a0dc6a421960515e5312608f12b96f72c1a38dc5b34562a8c5245023a50ae")
}

// UnpackBadTaskParamsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadTaskParams()
func (taskMarket *TaskMarket) UnpackBadTaskParamsError(raw []byte) (*TaskMarketBadTaskParams, error) {
	out := new(TaskMarketBadTaskParams)
	if err := taskMarket.abi.UnpackIntoInterface(out, "BadTaskParams", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketBadWrongReveal represents a BadWrongReveal error raised by the TaskMarket contract.
type TaskMarketBadWrongReveal struct {
	TaskId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadWrongReveal(uint256 taskId)
func TaskMarketBadWrongRevealErrorID() common.Hash {
	return common.HexToHash("0xf7e7731cf768f43a4825ba14756298d6beb0ab25dfc51cac2e55e048594cf9e6")
}

// UnpackBadWrongRevealError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadWrongReveal(uint256 taskId)
func (taskMarket *TaskMarket) UnpackBadWrongRevealError(raw []byte) (*TaskMarketBadWrongReveal, error) {
	out := new(TaskMarketBadWrongReveal)
	if err := taskMarket.abi.UnpackIntoInterface(out, "BadWrongReveal", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketDeadlineNotReached represents a DeadlineNotReached error raised by the TaskMarket contract.
type TaskMarketDeadlineNotReached struct {
	TaskId   *big.Int
	Deadline uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DeadlineNotReached(uint256 taskId, uint64 deadline)
func TaskMarketDeadlineNotReachedErrorID() common.Hash {
	return common.HexToHash("0xad3664a61c7d8080380694d62a51b793f883bf8ff6c001a73d0bf47b714e8175")
}

// UnpackDeadlineNotReachedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DeadlineNotReached(uint256 taskId, uint64 deadline)
func (taskMarket *TaskMarket) UnpackDeadlineNotReachedError(raw []byte) (*TaskMarketDeadlineNotReached, error) {
	out := new(TaskMarketDeadlineNotReached)
	if err := taskMarket.abi.UnpackIntoInterface(out, "DeadlineNotReached", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketDeadlinePassed represents a DeadlinePassed error raised by the TaskMarket contract.
type TaskMarketDeadlinePassed struct {
	TaskId   *big.Int
	Deadline uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DeadlinePassed(uint256 taskId, uint64 deadline)
func TaskMarketDeadlinePassedErrorID() common.Hash {
	return common.HexToHash("0x6f0a34828df90908cf3774b174f2452672331db746c88a2ea16ec99853e591b9")
}

// UnpackDeadlinePassedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DeadlinePassed(uint256 taskId, uint64 deadline)
func (taskMarket *TaskMarket) UnpackDeadlinePassedError(raw []byte) (*TaskMarketDeadlinePassed, error) {
	out := new(TaskMarketDeadlinePassed)
	if err := taskMarket.abi.UnpackIntoInterface(out, "DeadlinePassed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketDisputesOpen represents a DisputesOpen error raised by the TaskMarket contract.
type TaskMarketDisputesOpen struct {
	TaskId *big.Int
	Open   uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DisputesOpen(uint256 taskId, uint8 open)
func TaskMarketDisputesOpenErrorID() common.Hash {
	return common.HexToHash("0x39146d89d4bbb015cbfbea6b1efe509135addf34b5962082c823f03848402833")
}

// UnpackDisputesOpenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DisputesOpen(uint256 taskId, uint8 open)
func (taskMarket *TaskMarket) UnpackDisputesOpenError(raw []byte) (*TaskMarketDisputesOpen, error) {
	out := new(TaskMarketDisputesOpen)
	if err := taskMarket.abi.UnpackIntoInterface(out, "DisputesOpen", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketDrawNotSeedable represents a DrawNotSeedable error raised by the TaskMarket contract.
type TaskMarketDrawNotSeedable struct {
	TaskId    *big.Int
	DrawBlock uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DrawNotSeedable(uint256 taskId, uint64 drawBlock)
func TaskMarketDrawNotSeedableErrorID() common.Hash {
	return common.HexToHash("0x1222aa55c945f80c3ac855716ade96a041cc1289a7ec15c21cba6c35b6b369c8")
}

// UnpackDrawNotSeedableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DrawNotSeedable(uint256 taskId, uint64 drawBlock)
func (taskMarket *TaskMarket) UnpackDrawNotSeedableError(raw []byte) (*TaskMarketDrawNotSeedable, error) {
	out := new(TaskMarketDrawNotSeedable)
	if err := taskMarket.abi.UnpackIntoInterface(out, "DrawNotSeedable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketNotBound represents a NotBound error raised by the TaskMarket contract.
type TaskMarketNotBound struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotBound()
func TaskMarketNotBoundErrorID() common.Hash {
	return common.HexToHash("0x179435b3fbca5fb6d616dc51e29e94635b7310cb8b2d3302c9c6729283b61f24")
}

// UnpackNotBoundError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotBound()
func (taskMarket *TaskMarket) UnpackNotBoundError(raw []byte) (*TaskMarketNotBound, error) {
	out := new(TaskMarketNotBound)
	if err := taskMarket.abi.UnpackIntoInterface(out, "NotBound", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketNotConserved represents a NotConserved error raised by the TaskMarket contract.
type TaskMarketNotConserved struct {
	TaskId *big.Int
	Left   *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotConserved(uint256 taskId, uint256 left)
func TaskMarketNotConservedErrorID() common.Hash {
	return common.HexToHash("0xbb470890dabca1b7ef1149642f6f1899afe3fb9e9af55ebd175db9da14032957")
}

// UnpackNotConservedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotConserved(uint256 taskId, uint256 left)
func (taskMarket *TaskMarket) UnpackNotConservedError(raw []byte) (*TaskMarketNotConserved, error) {
	out := new(TaskMarketNotConserved)
	if err := taskMarket.abi.UnpackIntoInterface(out, "NotConserved", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketNotDeployer represents a NotDeployer error raised by the TaskMarket contract.
type TaskMarketNotDeployer struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotDeployer()
func TaskMarketNotDeployerErrorID() common.Hash {
	return common.HexToHash("0x8b906c9700ab2b52dbac68ba97746b76f841c655b82cbeaeb4a267404c6dd944")
}

// UnpackNotDeployerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotDeployer()
func (taskMarket *TaskMarket) UnpackNotDeployerError(raw []byte) (*TaskMarketNotDeployer, error) {
	out := new(TaskMarketNotDeployer)
	if err := taskMarket.abi.UnpackIntoInterface(out, "NotDeployer", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketNotDisputeGame represents a NotDisputeGame error raised by the TaskMarket contract.
type TaskMarketNotDisputeGame struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotDisputeGame()
func TaskMarketNotDisputeGameErrorID() common.Hash {
	return common.HexToHash("0xa94a6eba98b987bd3abd47aa093e4e51e858dff15c5f4dc9c160de491b550e7c")
}

// UnpackNotDisputeGameError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotDisputeGame()
func (taskMarket *TaskMarket) UnpackNotDisputeGameError(raw []byte) (*TaskMarketNotDisputeGame, error) {
	out := new(TaskMarketNotDisputeGame)
	if err := taskMarket.abi.UnpackIntoInterface(out, "NotDisputeGame", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketNotSolver represents a NotSolver error raised by the TaskMarket contract.
type TaskMarketNotSolver struct {
	TaskId *big.Int
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotSolver(uint256 taskId, address caller)
func TaskMarketNotSolverErrorID() common.Hash {
	return common.HexToHash("0x8603ed272c1b8dbeb2572c87e5a720714aeb1f99e2f31eb04d9a81ee6afa720b")
}

// UnpackNotSolverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotSolver(uint256 taskId, address caller)
func (taskMarket *TaskMarket) UnpackNotSolverError(raw []byte) (*TaskMarketNotSolver, error) {
	out := new(TaskMarketNotSolver)
	if err := taskMarket.abi.UnpackIntoInterface(out, "NotSolver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketNotSubmitter represents a NotSubmitter error raised by the TaskMarket contract.
type TaskMarketNotSubmitter struct {
	TaskId *big.Int
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotSubmitter(uint256 taskId, address caller)
func TaskMarketNotSubmitterErrorID() common.Hash {
	return common.HexToHash("0xc33a2aa6244d3b2620866cff2fe7b0aaf3cbc53137cd050d80b7483d649242ae")
}

// UnpackNotSubmitterError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotSubmitter(uint256 taskId, address caller)
func (taskMarket *TaskMarket) UnpackNotSubmitterError(raw []byte) (*TaskMarketNotSubmitter, error) {
	out := new(TaskMarketNotSubmitter)
	if err := taskMarket.abi.UnpackIntoInterface(out, "NotSubmitter", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketNotVerifier represents a NotVerifier error raised by the TaskMarket contract.
type TaskMarketNotVerifier struct {
	TaskId *big.Int
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotVerifier(uint256 taskId, address caller)
func TaskMarketNotVerifierErrorID() common.Hash {
	return common.HexToHash("0xab7fbdd2e37f2eea21efbe9e3accc099c6203cbe9785525bf37d22f8a98171fd")
}

// UnpackNotVerifierError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotVerifier(uint256 taskId, address caller)
func (taskMarket *TaskMarket) UnpackNotVerifierError(raw []byte) (*TaskMarketNotVerifier, error) {
	out := new(TaskMarketNotVerifier)
	if err := taskMarket.abi.UnpackIntoInterface(out, "NotVerifier", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketNothingToDispute represents a NothingToDispute error raised by the TaskMarket contract.
type TaskMarketNothingToDispute struct {
	TaskId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NothingToDispute(uint256 taskId)
func TaskMarketNothingToDisputeErrorID() common.Hash {
	return common.HexToHash("0x8d8b0a18c7069fdd07129c5a289c27cc5e20f70c64e4ab6ca911106ea2f27057")
}

// UnpackNothingToDisputeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NothingToDispute(uint256 taskId)
func (taskMarket *TaskMarket) UnpackNothingToDisputeError(raw []byte) (*TaskMarketNothingToDispute, error) {
	out := new(TaskMarketNothingToDispute)
	if err := taskMarket.abi.UnpackIntoInterface(out, "NothingToDispute", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketNothingToWithdraw represents a NothingToWithdraw error raised by the TaskMarket contract.
type TaskMarketNothingToWithdraw struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NothingToWithdraw(address account)
func TaskMarketNothingToWithdrawErrorID() common.Hash {
	return common.HexToHash("0xdc69dc16e4a8405b44139edda9a06ee66b303337358b6f4633533d65de15b7f4")
}

// UnpackNothingToWithdrawError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NothingToWithdraw(address account)
func (taskMarket *TaskMarket) UnpackNothingToWithdrawError(raw []byte) (*TaskMarketNothingToWithdraw, error) {
	out := new(TaskMarketNothingToWithdraw)
	if err := taskMarket.abi.UnpackIntoInterface(out, "NothingToWithdraw", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketParentNotSettled represents a ParentNotSettled error raised by the TaskMarket contract.
type TaskMarketParentNotSettled struct {
	ParentTaskId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ParentNotSettled(uint256 parentTaskId)
func TaskMarketParentNotSettledErrorID() common.Hash {
	return common.HexToHash("0x41c1ea844e29416011b62a407c558eef1c4d138cd674c586fcf8092c22b14eb1")
}

// UnpackParentNotSettledError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ParentNotSettled(uint256 parentTaskId)
func (taskMarket *TaskMarket) UnpackParentNotSettledError(raw []byte) (*TaskMarketParentNotSettled, error) {
	out := new(TaskMarketParentNotSettled)
	if err := taskMarket.abi.UnpackIntoInterface(out, "ParentNotSettled", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the TaskMarket contract.
type TaskMarketReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func TaskMarketReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (taskMarket *TaskMarket) UnpackReentrancyGuardReentrantCallError(raw []byte) (*TaskMarketReentrancyGuardReentrantCall, error) {
	out := new(TaskMarketReentrancyGuardReentrantCall)
	if err := taskMarket.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketSolverCannotVerify represents a SolverCannotVerify error raised by the TaskMarket contract.
type TaskMarketSolverCannotVerify struct {
	TaskId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SolverCannotVerify(uint256 taskId)
func TaskMarketSolverCannotVerifyErrorID() common.Hash {
	return common.HexToHash("0xe0965026c4b849a99ef56b2c41e3ff668639984d579cadbf6bf74a4a04b16d6e")
}

// UnpackSolverCannotVerifyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SolverCannotVerify(uint256 taskId)
func (taskMarket *TaskMarket) UnpackSolverCannotVerifyError(raw []byte) (*TaskMarketSolverCannotVerify, error) {
	out := new(TaskMarketSolverCannotVerify)
	if err := taskMarket.abi.UnpackIntoInterface(out, "SolverCannotVerify", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketSubmitterCannotSolve represents a SubmitterCannotSolve error raised by the TaskMarket contract.
type TaskMarketSubmitterCannotSolve struct {
	TaskId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SubmitterCannotSolve(uint256 taskId)
func TaskMarketSubmitterCannotSolveErrorID() common.Hash {
	return common.HexToHash("0x9dd91d0f17c21a921a96b58b3a758c4722754134259a9761762ac3cd6ee29df1")
}

// UnpackSubmitterCannotSolveError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SubmitterCannotSolve(uint256 taskId)
func (taskMarket *TaskMarket) UnpackSubmitterCannotSolveError(raw []byte) (*TaskMarketSubmitterCannotSolve, error) {
	out := new(TaskMarketSubmitterCannotSolve)
	if err := taskMarket.abi.UnpackIntoInterface(out, "SubmitterCannotSolve", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketSubmitterCannotVerify represents a SubmitterCannotVerify error raised by the TaskMarket contract.
type TaskMarketSubmitterCannotVerify struct {
	TaskId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SubmitterCannotVerify(uint256 taskId)
func TaskMarketSubmitterCannotVerifyErrorID() common.Hash {
	return common.HexToHash("0xfb47108eee91d59b9a77074d262d7542ccf67d53600cf526e66e5bcadac8f2c1")
}

// UnpackSubmitterCannotVerifyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SubmitterCannotVerify(uint256 taskId)
func (taskMarket *TaskMarket) UnpackSubmitterCannotVerifyError(raw []byte) (*TaskMarketSubmitterCannotVerify, error) {
	out := new(TaskMarketSubmitterCannotVerify)
	if err := taskMarket.abi.UnpackIntoInterface(out, "SubmitterCannotVerify", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketTooManyVerifiers represents a TooManyVerifiers error raised by the TaskMarket contract.
type TaskMarketTooManyVerifiers struct {
	TaskId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TooManyVerifiers(uint256 taskId)
func TaskMarketTooManyVerifiersErrorID() common.Hash {
	return common.HexToHash("0x842ed7de3734b29d16dc6f11d3f139f6931d98ea5990a5c49c65baed5f61046a")
}

// UnpackTooManyVerifiersError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TooManyVerifiers(uint256 taskId)
func (taskMarket *TaskMarket) UnpackTooManyVerifiersError(raw []byte) (*TaskMarketTooManyVerifiers, error) {
	out := new(TaskMarketTooManyVerifiers)
	if err := taskMarket.abi.UnpackIntoInterface(out, "TooManyVerifiers", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketTooManyWhistleblowers represents a TooManyWhistleblowers error raised by the TaskMarket contract.
type TaskMarketTooManyWhistleblowers struct {
	TaskId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TooManyWhistleblowers(uint256 taskId)
func TaskMarketTooManyWhistleblowersErrorID() common.Hash {
	return common.HexToHash("0x27dde81a8317c4fcee9a323dca63a464e15c56fc722770c441384535ebc969c0")
}

// UnpackTooManyWhistleblowersError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TooManyWhistleblowers(uint256 taskId)
func (taskMarket *TaskMarket) UnpackTooManyWhistleblowersError(raw []byte) (*TaskMarketTooManyWhistleblowers, error) {
	out := new(TaskMarketTooManyWhistleblowers)
	if err := taskMarket.abi.UnpackIntoInterface(out, "TooManyWhistleblowers", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketTransferFailed represents a TransferFailed error raised by the TaskMarket contract.
type TaskMarketTransferFailed struct {
	To     common.Address
	Amount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TransferFailed(address to, uint256 amount)
func TaskMarketTransferFailedErrorID() common.Hash {
	return common.HexToHash("0x1c43b9761b3fba5321ca8212bfc231945f668ccc0c446f333999eea9ce8fda81")
}

// UnpackTransferFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TransferFailed(address to, uint256 amount)
func (taskMarket *TaskMarket) UnpackTransferFailedError(raw []byte) (*TaskMarketTransferFailed, error) {
	out := new(TaskMarketTransferFailed)
	if err := taskMarket.abi.UnpackIntoInterface(out, "TransferFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketUnknownDispute represents a UnknownDispute error raised by the TaskMarket contract.
type TaskMarketUnknownDispute struct {
	DisputeId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownDispute(uint256 disputeId)
func TaskMarketUnknownDisputeErrorID() common.Hash {
	return common.HexToHash("0x8f09a29b08337b4e66a42a0bbd8bc395cb2fa24f8b538de30a025d7769f25cf4")
}

// UnpackUnknownDisputeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownDispute(uint256 disputeId)
func (taskMarket *TaskMarket) UnpackUnknownDisputeError(raw []byte) (*TaskMarketUnknownDispute, error) {
	out := new(TaskMarketUnknownDispute)
	if err := taskMarket.abi.UnpackIntoInterface(out, "UnknownDispute", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketUnknownTask represents a UnknownTask error raised by the TaskMarket contract.
type TaskMarketUnknownTask struct {
	TaskId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownTask(uint256 taskId)
func TaskMarketUnknownTaskErrorID() common.Hash {
	return common.HexToHash("0x4899e043276e272612bdcb119c9ff124ecd3f8936ab50aa3e0752eb89bcdf63d")
}

// UnpackUnknownTaskError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownTask(uint256 taskId)
func (taskMarket *TaskMarket) UnpackUnknownTaskError(raw []byte) (*TaskMarketUnknownTask, error) {
	out := new(TaskMarketUnknownTask)
	if err := taskMarket.abi.UnpackIntoInterface(out, "UnknownTask", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketWorkOverMax represents a WorkOverMax error raised by the TaskMarket contract.
type TaskMarketWorkOverMax struct {
	TaskId   *big.Int
	WorkUsed uint64
	MaxWork  uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WorkOverMax(uint256 taskId, uint64 workUsed, uint64 maxWork)
func TaskMarketWorkOverMaxErrorID() common.Hash {
	return common.HexToHash("0x72ad140330cdd8b348a3911d37f2c767259c851a1f122d562a90906f3a67758c")
}

// UnpackWorkOverMaxError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WorkOverMax(uint256 taskId, uint64 workUsed, uint64 maxWork)
func (taskMarket *TaskMarket) UnpackWorkOverMaxError(raw []byte) (*TaskMarketWorkOverMax, error) {
	out := new(TaskMarketWorkOverMax)
	if err := taskMarket.abi.UnpackIntoInterface(out, "WorkOverMax", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketWrongStatus represents a WrongStatus error raised by the TaskMarket contract.
type TaskMarketWrongStatus struct {
	TaskId *big.Int
	Status uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongStatus(uint256 taskId, uint8 status)
func TaskMarketWrongStatusErrorID() common.Hash {
	return common.HexToHash("0xa5d15e1f94e40302e3f7050760870a95f04eb9d943cd2cb333833178258083d6")
}

// UnpackWrongStatusError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongStatus(uint256 taskId, uint8 status)
func (taskMarket *TaskMarket) UnpackWrongStatusError(raw []byte) (*TaskMarketWrongStatus, error) {
	out := new(TaskMarketWrongStatus)
	if err := taskMarket.abi.UnpackIntoInterface(out, "WrongStatus", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketWrongValue represents a WrongValue error raised by the TaskMarket contract.
type TaskMarketWrongValue struct {
	Want *big.Int
	Got  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongValue(uint256 want, uint256 got)
func TaskMarketWrongValueErrorID() common.Hash {
	return common.HexToHash("0x195a3ca12ac3744ef64727effb118b3b203c382e49c7a7d24d450eae5e3b889a")
}

// UnpackWrongValueError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongValue(uint256 want, uint256 got)
func (taskMarket *TaskMarket) UnpackWrongValueError(raw []byte) (*TaskMarketWrongValue, error) {
	out := new(TaskMarketWrongValue)
	if err := taskMarket.abi.UnpackIntoInterface(out, "WrongValue", raw); err != nil {
		return nil, err
	}
	return out, nil
}
