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

// DisputeGameGame is an auto generated low-level Go binding around an user-defined struct.
type DisputeGameGame struct {
	Solver          common.Address
	Deadline        uint64
	Phase           uint8
	ToMove          uint8
	Flags           uint16
	Challenger      common.Address
	Turn            uint32
	MoveTimeout     uint32
	Outcome         uint8
	Referee         common.Address
	SolverCount     *big.Int
	ChallengerCount *big.Int
	Steps           uint64
	Lo              uint64
	Hi              uint64
	Step            uint64
	TaskId          *big.Int
	Agreed          [32]byte
	HiSolver        [32]byte
	HiChallenger    [32]byte
	Posted          [32]byte
	Pre             [32]byte
	SolverOut       [32]byte
	ChallengerOut   [32]byte
	StateRoot       [32]byte
}

// DisputeGameP3 is an auto generated low-level Go binding around an user-defined struct.
type DisputeGameP3 struct {
	Reads    [32]byte
	C0       [32]byte
	C1       [32]byte
	Elements uint64
	Steps    uint64
	Node     uint64
	Level    uint8
	OpSet    uint8
	On       bool
	Opened   bool
	Why      uint8
}

// IDisputeGameOpenParams is an auto generated low-level Go binding around an user-defined struct.
type IDisputeGameOpenParams struct {
	TaskId           *big.Int
	Solver           common.Address
	Challenger       common.Address
	Referee          common.Address
	Steps            uint64
	MoveTimeout      uint32
	InitialStateHash [32]byte
	SolverFinal      [32]byte
	ChallengerFinal  [32]byte
	StateRoot        [32]byte
}

// ScalarJudgeOpening is an auto generated low-level Go binding around an user-defined struct.
type ScalarJudgeOpening struct {
	Op     string
	Attrs  string
	Inputs [][32]byte
	Output [32]byte
	Shapes [][]uint64
	Roots  [][32]byte
}

// ScalarStepElement is an auto generated low-level Go binding around an user-defined struct.
type ScalarStepElement struct {
	Index    uint64
	N        uint64
	Bits     uint32
	Siblings [][32]byte
}

// DisputeGameMetaData contains all meta data concerning the DisputeGame contract.
var DisputeGameMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"market_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"BadChildren\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"count\",\"type\":\"uint64\"}],\"name\":\"BadCount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"want\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"got\",\"type\":\"uint256\"}],\"name\":\"BadHashCount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"index\",\"type\":\"uint8\"}],\"name\":\"BadIndex\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"BadOpening\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"BadProofs\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"ChainMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlineNotReached\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlinePassed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"GameFinished\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotMarket\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotReferee\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"NotScalarGame\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotYourTurn\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"NothingDisputed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"PostNotStated\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"}],\"name\":\"SameHash\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"want\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"got\",\"type\":\"uint32\"}],\"name\":\"StaleMove\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"}],\"name\":\"StateNotCommitted\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"UnknownGame\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"WaitingForReferee\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"expected\",\"type\":\"uint8\"}],\"name\":\"WrongMove\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"enumDisputeGame.Phase\",\"name\":\"phase\",\"type\":\"uint8\"}],\"name\":\"WrongPhase\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"by\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"index\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"level\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"node\",\"type\":\"uint64\"}],\"name\":\"Descended\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"element\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"steps\",\"type\":\"uint64\"}],\"name\":\"ElementPinned\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"elements\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"steps\",\"type\":\"uint64\"}],\"name\":\"ElementsStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"entries\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"agreed\",\"type\":\"bytes32\"}],\"name\":\"EntriesStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"step\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"entry\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"stateEntry\",\"type\":\"bool\"}],\"name\":\"EntryPinned\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"by\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"output\",\"type\":\"bytes32\"}],\"name\":\"EntryRevealed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"solver\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"referee\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"steps\",\"type\":\"uint64\"}],\"name\":\"GameOpened\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"byTimeout\",\"type\":\"bool\"}],\"name\":\"GameOver\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"by\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"index\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"lo\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"hi\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"hash\",\"type\":\"bytes32\"}],\"name\":\"Picked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"by\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"hash\",\"type\":\"bytes32\"}],\"name\":\"Posted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"step\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"entry\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"length\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"stateEntry\",\"type\":\"bool\"}],\"name\":\"RefereeDue\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"ruling\",\"type\":\"bytes32\"}],\"name\":\"Ruled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"opSet\",\"type\":\"uint8\"}],\"name\":\"ScalarEnabled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"step\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"result\",\"type\":\"bytes32\"}],\"name\":\"ScalarExecuted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"why\",\"type\":\"uint8\"}],\"name\":\"ScalarRefused\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"step\",\"type\":\"uint64\"}],\"name\":\"StatesProven\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"step\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"pre\",\"type\":\"bytes32\"}],\"name\":\"StepPinned\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"party\",\"type\":\"uint8\"}],\"name\":\"TimedOut\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"by\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"count\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"chain\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"post\",\"type\":\"bytes32\"}],\"name\":\"TraceOpened\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"index\",\"type\":\"uint8\"},{\"internalType\":\"bytes32[]\",\"name\":\"hashes\",\"type\":\"bytes32[]\"}],\"name\":\"bisect\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"index\",\"type\":\"uint8\"},{\"internalType\":\"bytes32[]\",\"name\":\"hashes\",\"type\":\"bytes32[]\"}],\"name\":\"descend\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"opSet\",\"type\":\"uint8\"}],\"name\":\"enableScalar\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"game\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"solver\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"enumDisputeGame.Phase\",\"name\":\"phase\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"toMove\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"flags\",\"type\":\"uint16\"},{\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"moveTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"referee\",\"type\":\"address\"},{\"internalType\":\"uint48\",\"name\":\"solverCount\",\"type\":\"uint48\"},{\"internalType\":\"uint48\",\"name\":\"challengerCount\",\"type\":\"uint48\"},{\"internalType\":\"uint64\",\"name\":\"steps\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"lo\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"hi\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"step\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"agreed\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"hiSolver\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"hiChallenger\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"posted\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"pre\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"solverOut\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"challengerOut\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"stateRoot\",\"type\":\"bytes32\"}],\"internalType\":\"structDisputeGame.Game\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"gameCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"judge\",\"outputs\":[{\"internalType\":\"contractScalarJudge\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"market\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"solver\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"referee\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"steps\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"moveTimeout\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"initialStateHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"solverFinal\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"challengerFinal\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"stateRoot\",\"type\":\"bytes32\"}],\"internalType\":\"structIDisputeGame.OpenParams\",\"name\":\"p\",\"type\":\"tuple\"}],\"name\":\"open\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"string\",\"name\":\"op\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"attrs\",\"type\":\"string\"},{\"internalType\":\"bytes32[]\",\"name\":\"inputs\",\"type\":\"bytes32[]\"},{\"internalType\":\"bytes32\",\"name\":\"output\",\"type\":\"bytes32\"},{\"internalType\":\"uint64[][]\",\"name\":\"shapes\",\"type\":\"uint64[][]\"},{\"internalType\":\"bytes32[]\",\"name\":\"roots\",\"type\":\"bytes32[]\"}],\"internalType\":\"structScalarJudge.Opening\",\"name\":\"o\",\"type\":\"tuple\"},{\"internalType\":\"uint64\",\"name\":\"elements\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"steps\",\"type\":\"uint64\"}],\"name\":\"openEntry\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"count\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"chain\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"postState\",\"type\":\"bytes32\"}],\"name\":\"openTrace\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"parties\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"solver\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"phase3\",\"outputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"reads\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"c0\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"c1\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"elements\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"steps\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"node\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"level\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"opSet\",\"type\":\"uint8\"},{\"internalType\":\"bool\",\"name\":\"on\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"opened\",\"type\":\"bool\"},{\"internalType\":\"uint8\",\"name\":\"why\",\"type\":\"uint8\"}],\"internalType\":\"structDisputeGame.P3\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"index\",\"type\":\"uint8\"},{\"internalType\":\"bytes32[]\",\"name\":\"hashes\",\"type\":\"bytes32[]\"}],\"name\":\"pick\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"index\",\"type\":\"uint8\"},{\"internalType\":\"bytes32[]\",\"name\":\"hashes\",\"type\":\"bytes32[]\"},{\"components\":[{\"internalType\":\"string\",\"name\":\"op\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"attrs\",\"type\":\"string\"},{\"internalType\":\"bytes32[]\",\"name\":\"inputs\",\"type\":\"bytes32[]\"},{\"internalType\":\"bytes32\",\"name\":\"output\",\"type\":\"bytes32\"},{\"internalType\":\"uint64[][]\",\"name\":\"shapes\",\"type\":\"uint64[][]\"},{\"internalType\":\"bytes32[]\",\"name\":\"roots\",\"type\":\"bytes32[]\"}],\"internalType\":\"structScalarJudge.Opening\",\"name\":\"reads\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint64\",\"name\":\"index\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"n\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"bits\",\"type\":\"uint32\"},{\"internalType\":\"bytes32[]\",\"name\":\"siblings\",\"type\":\"bytes32[]\"}],\"internalType\":\"structScalarStep.Element[]\",\"name\":\"proofs\",\"type\":\"tuple[]\"}],\"name\":\"pickElement\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"index\",\"type\":\"uint8\"},{\"internalType\":\"bytes32[]\",\"name\":\"hashes\",\"type\":\"bytes32[]\"},{\"components\":[{\"internalType\":\"string\",\"name\":\"op\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"attrs\",\"type\":\"string\"},{\"internalType\":\"bytes32[]\",\"name\":\"inputs\",\"type\":\"bytes32[]\"},{\"internalType\":\"bytes32\",\"name\":\"output\",\"type\":\"bytes32\"},{\"internalType\":\"uint64[][]\",\"name\":\"shapes\",\"type\":\"uint64[][]\"},{\"internalType\":\"bytes32[]\",\"name\":\"roots\",\"type\":\"bytes32[]\"}],\"internalType\":\"structScalarJudge.Opening\",\"name\":\"reads\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint64\",\"name\":\"index\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"n\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"bits\",\"type\":\"uint32\"},{\"internalType\":\"bytes32[]\",\"name\":\"siblings\",\"type\":\"bytes32[]\"}],\"internalType\":\"structScalarStep.Element[]\",\"name\":\"proofs\",\"type\":\"tuple[]\"}],\"name\":\"pickScalar\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"internalType\":\"bytes32[]\",\"name\":\"hashes\",\"type\":\"bytes32[]\"}],\"name\":\"post\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"internalType\":\"bytes32[]\",\"name\":\"preProof\",\"type\":\"bytes32[]\"},{\"internalType\":\"bytes32[]\",\"name\":\"postProof\",\"type\":\"bytes32[]\"}],\"name\":\"proveStates\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"output\",\"type\":\"bytes32\"}],\"name\":\"reveal\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"ruling\",\"type\":\"bytes32\"}],\"name\":\"rule\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"timeout\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"toMove\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "DisputeGame",
	Bin: "0x60c060405234801561000f575f5ffd5b5060405161a13338038061a13383398101604081905261002e91610080565b6001600160a01b03811660805260405161004790610073565b604051809103905ff080158015610060573d5f5f3e3d5ffd5b506001600160a01b031660a052506100ad565b614ea88061528b83390190565b5f60208284031215610090575f5ffd5b81516001600160a01b03811681146100a6575f5ffd5b9392505050565b60805160a0516151a16100ea5f395f81816101b70152613ccd01525f81816102540152818161083501528181610d3e01526124bc01526151a15ff3fe608060405234801561000f575f5ffd5b5060043610610132575f3560e01c806380f55605116100b4578063cddbe72911610079578063cddbe729146102c2578063d4697217146102e2578063d5a1d409146102f5578063dbca40fa14610315578063eb7fd3db14610328578063ff6aa0e11461033b575f5ffd5b806380f556051461024f57806381653aa41461027657806382031f6814610289578063b7f278791461029c578063c40b1634146102af575f5ffd5b80634d1975b4116100fa5780634d1975b414610197578063573255f4146101b2578063576a3d67146101f15780636bd27a401461020457806370651a1814610217575f5ffd5b806308148f7a14610136578063188d292d1461014b5780632fe3fd301461015e57806343ca9a201461017157806348d90d3b14610184575b5f5ffd5b610149610144366004614280565b61034e565b005b6101496101593660046142ea565b610466565b61014961016c366004614371565b6105ef565b61014961017f3660046143b1565b61077c565b610149610192366004614471565b61082a565b61019f5f5481565b6040519081526020015b60405180910390f35b6101d97f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020016101a9565b6101d96101ff366004614280565b6109c7565b61014961021236600461449b565b610a70565b61022a610225366004614280565b610cff565b604080519384526001600160a01b0392831660208501529116908201526060016101a9565b6101d97f000000000000000000000000000000000000000000000000000000000000000081565b61019f6102843660046144f0565b610d32565b61014961029736600461450a565b611054565b6101496102aa3660046143b1565b6110fa565b6101496102bd366004614573565b6111c1565b6102d56102d0366004614280565b6113f1565b6040516101a991906145da565b6101496102f03660046147f8565b611669565b610308610303366004614280565b611b61565b6040516101a99190614842565b61014961032336600461450a565b611c7a565b61014961033636600461450a565b611fc5565b610149610349366004614926565b61203e565b5f610358826123d2565b905060068154600160e01b900460ff166008811115610379576103796145a6565b0361039f576040516332a1f60960e11b8152600481018390526024015b60405180910390fd5b8054600160a01b90046001600160401b031642116103eb57805460405163569b325360e11b815260048101849052600160a01b9091046001600160401b03166024820152604401610396565b8054604051600160e81b90910460ff168082529083907f4f6ee372207f9021a19d090294f500c14bdb387c7d4df49bdd1ab706823fce0d9060200160405180910390a260035f1960ff83160161044357506002610453565b60011960ff831601610453575060015b6104608484836001612423565b50505050565b5f61047387876005612517565b506003810154600c8201549192506001600160401b03600160c01b820481169291169060018390036104c65786156104c157604051630a61e54560e31b8152600481018b9052602401610396565b61051f565b6104e48185600901546002866104dc91906149ad565b858c8c6127a9565b61051f57896104f46001856149ad565b60405163727c207d60e01b815260048101929092526001600160401b03166024820152604401610396565b61053d81856006015460018661053591906149ad565b858a8a6127a9565b61056c5760405163727c207d60e01b8152600481018b90526001600160401b0384166024820152604401610396565b83546001600160f01b038116610800600160f01b9283900461ffff16179091021784556040805163ffffffff8b1681526001600160401b03851660208201528b917f6310e9d5a247683c41e91765a5084cba0974f1f355a8b54f5b181cc36959664e910160405180910390a26105e38460016128b7565b50505050505050505050565b5f6105f9836123d2565b905060058154600160e01b900460ff16600881111561061a5761061a6145a6565b1461064857805460405163041d44f960e11b8152610396918591600160e01b90910460ff16906004016149cc565b60028101546001600160a01b0316331461067e57604051635cc130a360e11b815260048101849052336024820152604401610396565b8054600160a01b90046001600160401b03164211156106cb5780546040516337851a4160e11b815260048101859052600160a01b9091046001600160401b03166024820152604401610396565b827fe0793760ec238afa5f71e8c6b31603bdad5f6dd3fbd3fa5d193193a324715ace836040516106fd91815260200190565b60405180910390a280545f908190600160f01b90046040161561073f575050600281015465ffffffffffff600160a01b8204811691600160d01b90041661074c565b5050600a810154600b8201545b600382850361075d57506001610768565b818503610768575060025b6107748685835f612423565b505050505050565b5f5f5f5f5f61078e8d8d8d8d8d61294f565b9450945094509450945080156107da576107bd8d8686868e8e889080926107b7939291906149e0565b8c612af4565b156107d0576107d08d86868b8b8b612df2565b5050505050610820565b85156107fc57604051630a61e54560e31b8152600481018e9052602401610396565b61081a8d8686868e8e88908092610815939291906149e0565b612f1b565b50505050505b5050505050505050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146108735760405163c4bbea6960e01b815260040160405180910390fd5b5f61087d836123d2565b6001810154909150600160a01b900463ffffffff161515806108bb575060068154600160e01b900460ff1660088111156108b9576108b96145a6565b145b156108e957805460405163041d44f960e11b8152610396918591600160e01b90910460ff16906004016149cc565b60018260ff1610806108fe575060028260ff16115b1561092857604051634ab29c0f60e01b81526004810184905260ff83166024820152604401610396565b5f83815260026020818152604092839020600381018054600180845580840181905594830185905567ffffffffffffffff1960ff8916600160c81b810261ffff60c81b1990931692909217600160d01b17168517909155600a8601849055600b860193909355925191825285917f759e63604565b7bda5dba52dd10aa09b878603abe1e7d4f25fdc41ae3797d2e991015b60405180910390a250505050565b5f5f6109d2836123d2565b905060068154600160e01b900460ff1660088111156109f3576109f36145a6565b03610a0057505f92915050565b60058154600160e01b900460ff166008811115610a1f57610a1f6145a6565b03610a3757600201546001600160a01b031692915050565b8054600160e81b900460ff16600114610a5d5760018101546001600160a01b0316610a69565b80546001600160a01b03165b9392505050565b5f5f610a7e86866001612517565b909250905060078254600160e01b900460ff166008811115610aa257610aa26145a6565b03610b7b575f868152600260205260408120600381015490916001600160401b03909116905b6001600160401b038216600160ff83161b1015610af15780610ae981614a0b565b915050610ac8565b6003838101805460ff60c01b1916600160c01b60ff85160217905585018054600160401b600160c01b031916600160801b6001600160401b038516021790556006850154610b44908a9085908a8a612f89565b84546001600160f01b0381166004600160f01b9283900461fff71617909102178555610b718560026128b7565b5050505050610460565b60038201546001600160401b03600160401b8204811691600160801b9004165f6001610ba784846149ad565b6001600160401b031611610bbb575f610bbe565b60015b60ff169050858114610bf4576040516305c8e0c560e31b8152600481018a90526024810182905260448101879052606401610396565b86865f818110610c0657610c06614a29565b6020029190910135600887015550845461fff7600160f01b9091041660041760011960ff861601610c35576008175b85546001600160f01b0316600160f01b61ffff831602178655897f3ff697e464f171eb00b783da27ea964e92aedc24d53ae57d6a9462a3bfcfa2c98a876002610c7e89896149ad565b610c889190614a51565b610c929089614a7e565b8c8c5f818110610ca457610ca4614a29565b90506020020135604051610ce5949392919063ffffffff94909416845260ff9290921660208401526001600160401b03166040830152606082015260800190565b60405180910390a26105e386610cfa87612fe7565b6128b7565b5f5f5f5f610d0c856123d2565b6004810154815460019092015490976001600160a01b0392831697509116945092505050565b5f336001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614610d7c5760405163c4bbea6960e01b815260040160405180910390fd5b5f5f8154610d8990614a9d565b91829055505f8181526001602090815260409182902085356004820155929350610db7918501908501614ab5565b81546001600160a01b0319166001600160a01b0391909116178155610de26060840160408501614ab5565b6001820180546001600160a01b0319166001600160a01b0392909216919091179055610e146080840160608501614ab5565b6002820180546001600160a01b0319166001600160a01b0392909216919091179055610e4660c0840160a08501614adb565b60018201805463ffffffff92909216600160c01b0263ffffffff60c01b19909216919091179055610e7d60a0840160808501614af4565b60038201805467ffffffffffffffff19166001600160401b0392909216919091179055610eb060a0840160808501614af4565b60038201805467ffffffffffffffff60801b1916600160801b6001600160401b03939093169290920291909117905560c0830180356005830181905560e085013560068401556101008501356007840155610120850135600c84015582546009840191909155600160088401556001600160e81b031661030160e81b178255610f3c9060a08501614adb565b610f4c9063ffffffff1642614a7e565b81546001600160401b0391909116600160a01b0267ffffffffffffffff60a01b199091161781558235827f60a954333e51117a428ae0a94d1a44fa469fe039a269f41274626c4072c6d6d8610fa76040870160208801614ab5565b610fb76060880160408901614ab5565b610fc76080890160608a01614ab5565b610fd760a08a0160808b01614af4565b604080516001600160a01b039586168152938516602085015291909316908201526001600160401b03909116606082015260800160405180910390a3805460ff60e01b1916600160e01b17815561103460a0840160808501614af4565b6001600160401b031660010361104e5761104e8282613003565b50919050565b5f5f61106287876002612517565b909250905060088254600160e01b900460ff166008811115611086576110866145a6565b146110b457815460405163041d44f960e11b8152610396918991600160e01b90910460ff16906004016149cc565b6110c387878484898989613191565b156110e45760405163c0e8e17f60e01b815260048101889052602401610396565b6110f182610cfa83612fe7565b50505050505050565b5f5f6111088a8a6002612517565b909250905060088254600160e01b900460ff16600881111561112c5761112c6145a6565b1461115a57815460405163041d44f960e11b8152610396918c91600160e01b90910460ff16906004016149cc565b6111698a8a84848c8c8c613191565b15611192575f8a815260026020526040902061118b908b908490888888612df2565b5050610820565b82156111b457604051630a61e54560e31b8152600481018b9052602401610396565b6105e382610cfa83612fe7565b5f5f6111cf85856004612517565b81549193509150600160f01b900461ffff8116906102001615611215576040516305c8e0c560e31b8152600481018790525f602482015260016044820152606401610396565b61122186848487613431565b90505f1960ff8316016112a857600a830184905582546001600160f01b0316600160f01b610100831761ffff16021783556040805163ffffffff8716815260ff8416602082015290810185905286907f77ffa7101c6f5f3a8041c1545509e1f25a5fc52623808a96f525f0cf48caab369060600160405180910390a26107748360026128b7565b600b830184905582546001600160f01b0316600160f01b610200831761ffff16021783556040805163ffffffff8716815260ff8416602082015290810185905286907f77ffa7101c6f5f3a8041c1545509e1f25a5fc52623808a96f525f0cf48caab369060600160405180910390a25f8681526002602052604090206003810154600160d01b900460ff161561135a5761040082161561134f576110f1878583600161358f565b6110f18460016128b7565b6113638461367b565b600384015487907f35648bf46ead72baeb8166b4ad2c17d160b3e9d2181e8024a9bc39953b43b9af906001600160401b03600160c01b82048116916113b291600191600160801b9004166149ad565b604080516001600160401b0393841681529290911660208301525f9082015261040085161515606082015260800160405180910390a250505050505050565b60408051610320810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e08101829052610100810182905261012081018290526101408101829052610160810182905261018081018290526101a081018290526101c081018290526101e08101829052610200810182905261022081018290526102408101829052610260810182905261028081018290526102a081018290526102c081018290526102e081018290526103008101919091526114c2826123d2565b604080516103208101825282546001600160a01b0381168252600160a01b81046001600160401b03166020830152909291830190600160e01b900460ff166008811115611511576115116145a6565b6008811115611522576115226145a6565b8152815460ff600160e81b82048116602084015261ffff600160f01b90920491909116604083015260018301546001600160a01b03808216606085015263ffffffff600160a01b80840482166080870152600160c01b80850490921660a0870152600160e01b90930490931660c0850152600285015490811660e085015265ffffffffffff9181048216610100850152600160d01b90041661012083015260038301546001600160401b03808216610140850152600160401b82048116610160850152600160801b82048116610180850152919004166101a082015260048201546101c082015260058201546101e08201526006820154610200820152600782015461022082015260088201546102408201526009820154610260820152600a820154610280820152600b8201546102a0820152600c909101546102c09091015292915050565b5f5f61167787876003612517565b915091506001856001600160401b031610806116a3575066010000000000006001600160401b03861610155b156116d357604051634ab29c0f60e01b8152600481018890526001600160401b0386166024820152604401610396565b815460068301546007840154600160f01b90920461ffff169160ff84165f19016117615760018316158015906117095750818614155b1561172a576040516381bffd8360e01b8152600481018b9052602401610396565b602283161580159061173b57508086145b1561175c57604051630810fc8560e01b8152600481018b9052602401610396565b6117c6565b60028316158015906117735750808614155b15611794576040516381bffd8360e01b8152600481018b9052602401610396565b60118316158015906117a557508186145b156117c657604051630810fc8560e01b8152600481018b9052602401610396565b5f600288886040516020016117e5929190918252602082015260400190565b60408051601f19818403018152908290526117ff91614b0d565b602060405180830381855afa15801561181a573d5f5f3e3d5ffd5b5050506040513d601f19601f8201168201806040525081019061183d9190614b23565b6040805163ffffffff8d16815260ff881660208201526001600160401b038c1681830152606081018b9052608081018a905290519192508c917f51b7ff53e2c2d520cdaacd57e017a3ef53ab3887f6c31b32ce930aa7be1de2829181900360a00190a25f1960ff8616016119105760068601879055600886018190556002808701805465ffffffffffff60a01b1916600160a01b65ffffffffffff8d160217905586546001600160f01b0316600160f01b6011871761ffff16021787556119059087906128b7565b505050505050611b5a565b60028601805465ffffffffffff808c16600160d01b026001600160d01b039092169190911791829055602095909517946001600160401b038b16600160a01b90920416146119e95785546001600160f01b0316600160f01b6040861761ffff160217865561197d8661367b565b600386015460408051600160c01b9092046001600160401b031682525f6020830181905260019183019190915260608201528b907f35648bf46ead72baeb8166b4ad2c17d160b3e9d2181e8024a9bc39953b43b9af9060800160405180910390a2505050505050611b5a565b60058601546040517539bcb737b217b234b9b83aba3297ba3930b1b297bb1960511b602082015260368101919091525f9060029060560160408051601f1981840301815290829052611a3a91614b0d565b602060405180830381855afa158015611a55573d5f5f3e3d5ffd5b5050506040513d601f19601f82011682018060405250810190611a789190614b23565b6005880181905560088801546006890155600788018390558754600161ff0160e01b0316600160f01b600388811761ffff169190910260ff60e01b191691909117600360e01b1789558801805467ffffffffffffffff60401b191690559050611ae28a6001614a7e565b60038801805467ffffffffffffffff60801b1916600160801b6001600160401b039384160217905560408051918c168252602082018390528d917f1e59ca871d7e0ef912b43d3f53866c62c7515b385ff548f2af55bbaf33b91ca1910160405180910390a2611b528760016128b7565b505050505050505b5050505050565b60408051610160810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e0810182905261010081018290526101208101829052610140810191909152611bc2826123d2565b50505f90815260026020818152604092839020835161016081018552815481526001820154928101929092529182015492810192909252600301546001600160401b038082166060840152600160401b820481166080840152600160801b82041660a083015260ff600160c01b8204811660c0840152600160c81b8204811660e0840152600160d01b820481161515610100840152600160d81b820481161515610120840152600160e01b9091041661014082015290565b5f5f611c8887876002612517565b909250905060018254600160e01b900460ff166008811115611cac57611cac6145a6565b14158015611cd7575060038254600160e01b900460ff166008811115611cd457611cd46145a6565b14155b15611d0557815460405163041d44f960e11b8152610396918991600160e01b90910460ff16906004016149cc565b60018560ff161115611d3657604051630d92547560e21b81526004810188905260ff86166024820152604401610396565b60038201546001600160401b03600160401b8204811691600160801b90041660ff87165f03611d86576002611d6b83836149ad565b611d759190614a51565b611d7f9083614a7e565b9050611da9565b6002611d9283836149ad565b611d9c9190614a51565b611da69083614a7e565b91505b5f60ff881615611db9575f611dbc565b60015b60ff1690505f6001611dce85856149ad565b6001600160401b031611611de2575f611de5565b60015b60ff1690505f611df58284614b3a565b9050878114611e28576040516305c8e0c560e31b8152600481018d90526024810182905260448101899052606401610396565b5f611e5d8d89898e8989600114611e3f575f61370d565b8f8f5f818110611e5157611e51614a29565b9050602002013561370d565b6003890180546001600160401b03888116600160801b0267ffffffffffffffff60801b19918b16600160401b0291909116600160401b600160c01b03199092169190911717905590505f839003611f18578c5f5160206151755f395f51905f528d898e8a8a5f604051611ed596959493929190614b4d565b60405180910390a287546001600160f01b0316600160f01b61fff3831602178855611f008d89613003565b611f0b8860016128b7565b5050505050505050611b5a565b5f8a8a86818110611f2b57611f2b614a29565b602002919091013560088b01819055600493909317600819169291505060011960ff891601611f5b576008821791505b81895f01601e6101000a81548161ffff021916908361ffff1602179055508d5f5160206151755f395f51905f528e8a8f8b8b87604051611fa096959493929190614b4d565b60405180910390a2611fb589610cfa8a612fe7565b5050505050505050505050505050565b5f5f5f5f5f611fd78a8a8a8a8a61294f565b94509450945094509450801561202b576120008a868686611ffa8b88818f6149e0565b5f612af4565b156120215760405163c0e8e17f60e01b8152600481018b9052602401610396565b5050505050611b5a565b6105e38a8686866108158b88818f6149e0565b5f5f61204c87876004612517565b5f898152600260205260409020600381015492945090925090600160d01b900460ff1661208f57604051636168c79960e01b815260048101899052602401610396565b8254600160f01b900461ffff811690610200165f036120d1576040516305c8e0c560e31b8152600481018a9052600160248201525f6044820152606401610396565b6001600160401b0386811615908616151415806120fa575063400000006001600160401b038716115b80612111575063800000006001600160401b038616115b1561214157604051634ab29c0f60e01b8152600481018a90526001600160401b0387166024820152604401610396565b61214e60a0880188614b8e565b90505f03612204576001600160401b03861615158061217a57506121756040880188614b8e565b151590505b80612192575061218d6080880188614b8e565b151590505b806121a757506121a28780614bd3565b151590505b806121bf57506121ba6020880188614bd3565b151590505b806121cd5750606087013515155b156121ee5760405163c0e8e17f60e01b8152600481018a9052602401610396565b6121fb898584600261358f565b50505050611b5a565b5f5f5f5f6122118b613828565b9350935093509350831580612240575060ff87166001146122365787600b015461223c565b87600a01545b8314155b156122615760405163c0e8e17f60e01b8152600481018e9052602401610396565b5f1960ff8816016122c957600688018190558186556003860180546001600160401b038b8116600160401b0267ffffffffffffffff60401b19918e1667ffffffffffffffff60ff60d81b011990931692909217600160d81b1716179055611f0b8860026128b7565b85545f9083146122db57506003612345565b60038701546001600160401b038c81169116141580612311575060038701546001600160401b038b8116600160401b9092041614155b1561231e57506006612345565b8860060154820361233157506004612345565b8a6001600160401b03165f03612345575060055b60ff8116156123685761235a8e8a898461358f565b505050505050505050611b5a565b600789018290558854600760e01b60ff60e01b19909116178955604080516001600160401b038d811682528c1660208201528f917f5e7d36a92f1fc4bf5f5b862647cef1ee9f728ed35694ff4873741ce0c6a9c58c910160405180910390a2611fb58960016128b7565b5f818152600160205260408120908154600160e01b900460ff1660088111156123fd576123fd6145a6565b0361241e5760405163c006e93f60e01b815260048101839052602401610396565b919050565b825461ffff60e01b1916600360e11b17835560018301805460ff8416600160e01b810260ff60e01b19929092169190911790915560408051918252821515602083015285917f3eb8c4bde394a20f64ca9817b8c1f89d7a4738fc8d6fc1ccf2a8bacb950e53bd910160405180910390a260048381015460405163a1338c1560e01b8152918201526024810185905260ff831660448201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063a1338c15906064015f604051808303815f87803b158015612505575f5ffd5b505af1158015610820573d5f5f3e3d5ffd5b5f5f612522856123d2565b8054909250600160e01b900460ff166006816008811115612545576125456145a6565b03612566576040516332a1f60960e11b815260048101879052602401610396565b8254600160e81b900460ff1691508161259557604051633cbdfa1560e11b815260048101879052602401610396565b8254600160a01b90046001600160401b03164211156125e25782546040516337851a4160e11b815260048101889052600160a01b9091046001600160401b03166024820152604401610396565b60ff82166001146126005760018301546001600160a01b031661260c565b82546001600160a01b03165b6001600160a01b0316336001600160a01b03161461264657604051631c2458fd60e11b815260048101879052336024820152604401610396565b600183015463ffffffff868116600160a01b909204161461269e57600183015460405163231daba760e01b81526004810188905263ffffffff600160a01b909204821660248201529086166044820152606401610396565b5f60018260088111156126b3576126b36145a6565b14806126d0575060038260088111156126ce576126ce6145a6565b145b806126ec575060078260088111156126ea576126ea6145a6565b145b8061270857506008826008811115612706576127066145a6565b145b1561272f578354600160f01b900460041615612725576002612728565b60015b905061276d565b6002826008811115612743576127436145a6565b03612769578354600160f01b90046108001615612761576003612728565b50600561276d565b5060045b8060ff168560ff161461279f5760405163f932610160e01b81526004810188905260ff82166024820152604401610396565b5050935093915050565b5f6001600160401b03841615806127ce5750650100000000006001600160401b038516115b806127eb5750836001600160401b0316856001600160401b031610155b156127f757505f6128ad565b6040515f81538660018201526021812060018253848460051b810188600195505b60018911156128a0576001811660018114612867578960018301101561286257828403612848575f9650506128a0565b846001870152833560218701526041862094506020840193505b612891565b828403612877575f9650506128a0565b833560018701528460218701526041862094506020840193505b506001988901891c981c612818565b5014908914169190911690505b9695505050505050565b600182810180546014906128d9908490600160a01b900463ffffffff16614c15565b82546101009290920a63ffffffff818102199093169183160217909155835460ff60e81b1916600160e81b60ff85160217845560018401546129249250600160c01b90041642614a7e565b82546001600160401b0391909116600160a01b0267ffffffffffffffff60a01b199091161790915550565b5f5f5f5f5f6129608a8a6002612517565b909550925060078554600160e01b900460ff166008811115612984576129846145a6565b146129b257845460405163041d44f960e11b8152610396918c91600160e01b90910460ff16906004016149cc565b5f8a81526002602052604090206003810154909450600160c01b900460ff16156129dd5760026129e0565b60015b60ff169150818860ff1610612a1457604051630d92547560e21b8152600481018b905260ff89166024820152604401610396565b81861015612a46576040516305c8e0c560e31b8152600481018b90526024810183905260448101879052606401610396565b612a658a8686868c8c8c5f908a92612a60939291906149e0565b61399b565b612a7085858a613a8a565b60038501546040805163ffffffff8d16815260ff87811660208301528c811682840152600160c01b8404166060820152600160801b9092046001600160401b03166080830152519192508b917f29dbe6f6b5f7d30138db464f538507da50618ea8407c806c01f794946b8274469160a0908290030190a29550955095509550959050565b6003850154604080516001600160401b03600160801b84048116808352600160401b90940416602082018190525f939290918b917fb9fea5e7a578d56c921097d5712418033e4d193525ca2f1c3271e51c33867c4d910160405180910390a25f612b618a60060154613c43565b90505f612b718b60070154613c43565b9050811580612b7e575080155b80612b9057506001600160401b038316155b15612c80578615612bc4576040516305c8e0c560e31b8152600481018d90525f602482015260448101889052606401610396565b8515612be657604051630a61e54560e31b8152600481018d9052602401610396565b5f82158015612bf3575081155b15612c0057506003612c27565b82612c0d57506002612c27565b81612c1a57506001612c27565b612c248c5f613c83565b90505b60018c81018054601490612c49908490600160a01b900463ffffffff16614c15565b92506101000a81548163ffffffff021916908363ffffffff160217905550612c738d8d835f612423565b5f95505050505050612de7565b8a5460ff60e01b1916600160e31b178b5560038b018054600160401b600160c01b031916600160801b6001600160401b038616908102919091179091555f60058d0155600103612d26578615612cf9576040516305c8e0c560e31b8152600481018d90525f602482015260448101889052606401610396565b505088546001600160f01b038116600160f01b9182900461fff3169091021789555060019150612de79050565b60018714612d58576040516305c8e0c560e31b8152600481018d90526001602482015260448101889052606401610396565b8515612d7a57604051630a61e54560e31b8152600481018d9052602401610396565b87875f818110612d8c57612d8c614a29565b602002919091013560088d0155508a5461fff7600160f01b9091041660041760011960ff8b1601612dbb576008175b8b546001600160f01b0316600160f01b61ffff831602178c55612de18c610cfa8c612fe7565b50505050505b979650505050505050565b5f5f612dfd85613828565b509250509150811580612e11575085548114155b15612e325760405163c0e8e17f60e01b815260048101899052602401610396565b5f5f612e428a8a8a8a8a8a613cb3565b909250905060038115612ec25760038a01548b907ffe39eb93ca8b62f5b1e15e05ef67b76e07bf356e7e0aad9a144ce9e27366444790612e9490600190600160801b90046001600160401b03166149ad565b604080516001600160401b039092168252602082018790520160405180910390a2612ebf8a84613c83565b90505b60018a81018054601490612ee4908490600160a01b900463ffffffff16614c15565b92506101000a81548163ffffffff021916908363ffffffff160217905550612f0e8b8b835f612423565b5050505050505050505050565b612f42868560ff8616600114612f35578760070154612f3b565b87600601545b8585612f89565b845461fff7600160f01b9091041660041760011960ff851601612f63576008175b85546001600160f01b0316600160f01b61ffff8316021786556110f186610cfa86612fe7565b612f968585858585613dc0565b81815f818110612fa857612fa8614a29565b60200291909101356001860155506002819003611b5a5781816001818110612fd257612fd2614a29565b60200291909101356002860155505050505050565b5f60ff8216600114612ffa576001612ffd565b60025b92915050565b60018154600160e01b900460ff166008811115613022576130226145a6565b036130ae5760038101805460058301546001600160c01b038216600160801b9092046001600160401b0316600160c01b81029290921790925560098301829055825460ff60e01b1916600160e11b178355604080518281526020810184905291929185917fbbfca9d827d2b6dedb40f8501f7e2050eb47d96e284bc711e05332ce69dc062f91016109b9565b60038101545f906130d190600190600160801b90046001600160401b03166149ad565b6002830154835460ff60e01b1916600160e21b178455909150600160a01b900465ffffffffffff166001600160401b0382161480613110576080613114565b6104805b83546001600160f01b038116600160f01b9182900461ffff90811693169290921702178355600383015460408051600160c01b9092046001600160401b039081168352841660208301528215159082015284907fc509a1e3b6f50f63a6cf67500d99b00c3d1efa9718a89418351baa1faf02fa9b906060016109b9565b5f60018460ff1611156131c357604051630d92547560e21b81526004810189905260ff85166024820152604401610396565b60038601546001600160401b03600160401b8204811691600160801b90041660ff86165f036132135760026131f883836149ad565b6132029190614a51565b61320c9083614a7e565b9050613236565b600261321f83836149ad565b6132299190614a51565b6132339083614a7e565b91505b5f60ff871615613246575f613249565b60015b60ff1690505f600161325b85856149ad565b6001600160401b03161161326f575f613272565b60015b60ff1690506132818183614b3a565b86146132bb578b6132928284614b3a565b6040516305c8e0c560e31b81526004810192909252602482015260448101879052606401610396565b5f6132e48d8c8c8c88886001146132d2575f61370d565b8d8d5f818110611e5157611e51614a29565b60038c0180546001600160401b03878116600160801b0267ffffffffffffffff60801b19918a16600160401b0291909116600160401b600160c01b03199092169190911717905590505f82900361338e578c5f5160206151755f395f51905f528d8c8c89895f60405161335c96959493929190614b4d565b60405180910390a28a5461fff3909116600160f01b026001600160f01b03909116178a555060019350612de792505050565b5f8888858181106133a1576133a1614a29565b602002919091013560088e01819055600493909317600819169291505060011960ff8c16016133d1576008821791505b818c5f01601e6101000a81548161ffff021916908361ffff1602179055508d5f5160206151755f395f51905f528e8d8d8a8a8760405161341696959493929190614b4d565b60405180910390a2505f9d9c50505050505050505050505050565b8254600160f01b900461ffff166134488184614019565b15613509575f60ff8416600114613463578460070154613469565b84600601545b905080600286600501548560405160200161348e929190918252602082015260400190565b60408051601f19818403018152908290526134a891614b0d565b602060405180830381855afa1580156134c3573d5f5f3e3d5ffd5b5050506040513d601f19601f820116820180604052508101906134e69190614b23565b1461350757604051632b16c65d60e11b815260048101879052602401610396565b505b5f1960ff8416016135505761020081161580159061352a57508184600b0154145b1561354b57604051630810fc8560e01b815260048101869052602401610396565b613587565b61010081161580159061356657508184600a0154145b1561358757604051630810fc8560e01b815260048101869052602401610396565b949350505050565b60038201805460ff60e01b1916600160e01b60ff84169081029190911790915560405190815284907f3873ee892e1ae9dd1561e70774d222fe206f2b8e492b085cbf1ed480e0d026fc9060200160405180910390a26135ed8361367b565b600383015484907f35648bf46ead72baeb8166b4ad2c17d160b3e9d2181e8024a9bc39953b43b9af906001600160401b03600160c01b820481169161363c91600191600160801b9004166149ad565b8654604080516001600160401b0394851681529390921660208401525f91830191909152610400600160f01b90910416151560608201526080016109b9565b6001818101805460149061369d908490600160a01b900463ffffffff16614c15565b82546101009290920a63ffffffff818102199093169183160217909155825461ffff60e01b1916600560e01b17835560018301546136e49250600160c01b90041642614a7e565b81546001600160401b0391909116600160a01b0267ffffffffffffffff60a01b19909116179055565b8454600160f01b900461ffff8116905f90600816810361372e576001613731565b60025b90508460ff166001036137ac576137488282614019565b801561375957506137598287614019565b801561376c575086600701548760060154145b1561379c5760405163583a3a1760e11b8152600481018990526001600160401b0385166024820152604401610396565b50600886015460058701556128ad565b866008015483036137d357604051630810fc8560e01b815260048101899052602401610396565b5f1960ff8216016137f4576008870154600688015560078701839055613806565b60088701546007880155600687018390555b61380f86614034565b61381882614034565b8317179150509695505050505050565b5f8080808061383a6040870187614b8e565b9150611000905061384e6020880188614bd3565b905061385a8880614bd3565b613865929150614b3a565b111561387d57505f9350839250829150819050613994565b601081118061389a5750806138956080880188614b8e565b905014155b806138bd57506138ab816001614b3a565b6138b860a0880188614b8e565b905014155b156138d457505f9350839250829150819050613994565b5f6138ea6138e56080890189614b8e565b61404f565b90965090508561390857505f94508493508392508291506139949050565b5f6139128861416f565b9096509050808261392660a08b018b614b8e565b6139339187915f916149e0565b6040516020016139469493929190614c58565b60408051601f19818403018152919052805160209091012094506001868661397160a08c018c614b8e565b8781811061398157613981614a29565b9050602002013596509650965096505050505b9193509193565b6139c2878660ff87166001146139b55788600701546139bb565b88600601545b8585613dc0565b5f60ff8416156139d65785600201546139dc565b85600101545b90508083838660ff168181106139f4576139f4614a29565b9050602002013503613a1c57604051630810fc8560e01b815260048101899052602401610396565b5f1960ff861601613a565782828560ff16818110613a3c57613a3c614a29565b602002919091013560068901555060078701819055610820565b82828560ff16818110613a6b57613a6b614a29565b6020029190910135600789015550600687018190555050505050505050565b60038201546001600160c01b820460ff169081111591600160801b90046001600160401b03168115613adf5781613ac081614c70565b92505060ff8416613ad2826002614c8b565b613adc9190614a7e565b90505b60038501546001600160401b03165b5f8360ff16118015613b3a5750613b0f81613b0a600186614cad565b614251565b6001600160401b0316613b23836002614c8b565b613b2e906001614a7e565b6001600160401b031610155b15613b5f5782613b4981614c70565b9350613b589050600283614c8b565b9150613aee565b600380870180546001600160401b03808616600160801b810267ffffffffffffffff60801b1960ff8a16600160c01b81029190911668ffffffffffffffffff60801b199095169490941717909355928a01805492821b909316600160401b0267ffffffffffffffff60401b19909216919091179091555f90613be2846001614a7e565b6001600160401b0316901b9050816001600160401b0316816001600160401b031610613c0e5781613c10565b805b8860030160106101000a8154816001600160401b0302191690836001600160401b03160217905550505050509392505050565b5f8163ffffffff811115613c5957505f92915050565b80637f800000637fffffff821611158061358757508063ffffffff16637fc0000014949350505050565b5f82600601548203613c9757506001612ffd565b82600701548203613caa57506002612ffd565b50600392915050565b600380850154908601545f91829182916001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016916316833a8191899160ff600160c81b830416916001600160401b03600160801b91829004811692613d24926001929104166149ad565b8d600501548b8b6040518863ffffffff1660e01b8152600401613d4d9796959493929190614e72565b606060405180830381865afa158015613d68573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613d8c9190615023565b9094509250905080613db457604051630a61e54560e31b8152600481018a9052602401610396565b50965096945050505050565b6003840154600160c01b900460ff165f818103613e645760018314613e09576040516305c8e0c560e31b8152600481018890526001602482015260448101849052606401610396565b5f84848281613e1a57613e1a614a29565b90506020020135604051602001613e479291906001600160f81b0319929092168252600182015260210190565b604051602081830303815290604052805190602001209050613ff6565b60028314613e96576040516305c8e0c560e31b8152600481018890526002602482015260448101849052606401610396565b8160ff16600103613f7f57600160f81b5f85858281613eb757613eb7614a29565b90506020020135604051602001613ee49291906001600160f81b0319929092168252600182015260210190565b604051602081830303815290604052805190602001205f60f81b86866001818110613f1157613f11614a29565b90506020020135604051602001613f3e9291906001600160f81b0319929092168252600182015260210190565b60408051601f198184030181529082905280516020918201206001600160f81b03199094169082015260218101919091526041810191909152606101613e47565b600160f81b84845f81613f9457613f94614a29565b9050602002013585856001818110613fae57613fae614a29565b6040516001600160f81b031990951660208681019190915260218601949094529290920201356041830152506061016040516020818303038152906040528051906020012090505b8481146110f15760405163028b4fc160e21b815260048101889052602401610396565b5f61402382614034565b831661ffff165f1415905092915050565b5f60ff8216600114614047576002612ffd565b600192915050565b5f80805b8381101561416257365f86868481811061406f5761406f614a29565b90506020028101906140819190614b8e565b9092509050600881111561409e57505f9350839250614168915050565b60015f5b82811015614124575f8484838181106140bd576140bd614a29565b90506020020160208101906140d29190614af4565b6001600160401b031690505f811180156140f857506140f581634000000061505d565b83115b1561410f57505f9650869550614168945050505050565b6141198184615070565b9250506001016140a2565b5084838360405160200161413a93929190615087565b6040516020818303038152906040528051906020012094505050508080600101915050614053565b50600191505b9250929050565b5f808061417c8480614bd3565b90506141888580614bd3565b6141956020880188614bd3565b90506141a46020890189614bd3565b6141b160408b018b614b8e565b90506141c060408c018c614b8e565b8c606001356040516020016141de9a999897969594939291906150cd565b60405160208183030381529060405290506002816040516141ff9190614b0d565b602060405180830381855afa15801561421a573d5f5f3e3d5ffd5b5050506040513d601f19601f8201168201806040525081019061423d9190614b23565b925060208151036020820120915050915091565b5f60ff8216600161426d81831b6001600160401b038716614b3a565b6142779190615161565b901c9392505050565b5f60208284031215614290575f5ffd5b5035919050565b803563ffffffff8116811461241e575f5ffd5b5f5f83601f8401126142ba575f5ffd5b5081356001600160401b038111156142d0575f5ffd5b6020830191508360208260051b8501011115614168575f5ffd5b5f5f5f5f5f5f608087890312156142ff575f5ffd5b8635955061430f60208801614297565b945060408701356001600160401b03811115614329575f5ffd5b61433589828a016142aa565b90955093505060608701356001600160401b03811115614353575f5ffd5b61435f89828a016142aa565b979a9699509497509295939492505050565b5f5f60408385031215614382575f5ffd5b50508035926020909101359150565b803560ff8116811461241e575f5ffd5b5f60c0828403121561104e575f5ffd5b5f5f5f5f5f5f5f5f60c0898b0312156143c8575f5ffd5b883597506143d860208a01614297565b96506143e660408a01614391565b955060608901356001600160401b03811115614400575f5ffd5b61440c8b828c016142aa565b90965094505060808901356001600160401b0381111561442a575f5ffd5b6144368b828c016143a1565b93505060a08901356001600160401b03811115614451575f5ffd5b61445d8b828c016142aa565b999c989b5096995094979396929594505050565b5f5f60408385031215614482575f5ffd5b8235915061449260208401614391565b90509250929050565b5f5f5f5f606085870312156144ae575f5ffd5b843593506144be60208601614297565b925060408501356001600160401b038111156144d8575f5ffd5b6144e4878288016142aa565b95989497509550505050565b5f610140828403128015614502575f5ffd5b509092915050565b5f5f5f5f5f6080868803121561451e575f5ffd5b8535945061452e60208701614297565b935061453c60408701614391565b925060608601356001600160401b03811115614556575f5ffd5b614562888289016142aa565b969995985093965092949392505050565b5f5f5f60608486031215614585575f5ffd5b8335925061459560208501614297565b929592945050506040919091013590565b634e487b7160e01b5f52602160045260245ffd5b600981106145d657634e487b7160e01b5f52602160045260245ffd5b9052565b81516001600160a01b031681526103208101602083015161460660208401826001600160401b03169052565b50604083015161461960408401826145ba565b50606083015161462e606084018260ff169052565b506080830151614644608084018261ffff169052565b5060a083015161465f60a08401826001600160a01b03169052565b5060c083015161467760c084018263ffffffff169052565b5060e083015161468f60e084018263ffffffff169052565b506101008301516146a661010084018260ff169052565b506101208301516146c36101208401826001600160a01b03169052565b506101408301516146df61014084018265ffffffffffff169052565b506101608301516146fb61016084018265ffffffffffff169052565b506101808301516147186101808401826001600160401b03169052565b506101a08301516147356101a08401826001600160401b03169052565b506101c08301516147526101c08401826001600160401b03169052565b506101e083015161476f6101e08401826001600160401b03169052565b506102008301516102008301526102208301516102208301526102408301516102408301526102608301516102608301526102808301516102808301526102a08301516102a08301526102c08301516102c08301526102e08301516102e083015261030083015161030083015292915050565b80356001600160401b038116811461241e575f5ffd5b5f5f5f5f5f60a0868803121561480c575f5ffd5b8535945061481c60208701614297565b935061482a604087016147e2565b94979396509394606081013594506080013592915050565b5f61016082019050825182526020830151602083015260408301516040830152606083015161487c60608401826001600160401b03169052565b50608083015161489760808401826001600160401b03169052565b5060a08301516148b260a08401826001600160401b03169052565b5060c08301516148c760c084018260ff169052565b5060e08301516148dc60e084018260ff169052565b506101008301516148f261010084018215159052565b5061012083015161490861012084018215159052565b5061014083015161491f61014084018260ff169052565b5092915050565b5f5f5f5f5f60a0868803121561493a575f5ffd5b8535945061494a60208701614297565b935060408601356001600160401b03811115614964575f5ffd5b614970888289016143a1565b93505061497f606087016147e2565b915061498d608087016147e2565b90509295509295909350565b634e487b7160e01b5f52601160045260245ffd5b6001600160401b038281168282160390811115612ffd57612ffd614999565b82815260408101610a6960208301846145ba565b5f5f858511156149ee575f5ffd5b838611156149fa575f5ffd5b5050600583901b0193919092039150565b5f60ff821660ff8103614a2057614a20614999565b60010192915050565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52601260045260245ffd5b5f6001600160401b03831680614a6957614a69614a3d565b806001600160401b0384160491505092915050565b6001600160401b038181168382160190811115612ffd57612ffd614999565b5f60018201614aae57614aae614999565b5060010190565b5f60208284031215614ac5575f5ffd5b81356001600160a01b0381168114610a69575f5ffd5b5f60208284031215614aeb575f5ffd5b610a6982614297565b5f60208284031215614b04575f5ffd5b610a69826147e2565b5f82518060208501845e5f920191825250919050565b5f60208284031215614b33575f5ffd5b5051919050565b80820180821115612ffd57612ffd614999565b63ffffffff96909616865260ff94851660208701529290931660408501526001600160401b039081166060850152909116608083015260a082015260c00190565b5f5f8335601e19843603018112614ba3575f5ffd5b8301803591506001600160401b03821115614bbc575f5ffd5b6020019150600581901b3603821315614168575f5ffd5b5f5f8335601e19843603018112614be8575f5ffd5b8301803591506001600160401b03821115614c01575f5ffd5b602001915036819003821315614168575f5ffd5b63ffffffff8181168382160190811115612ffd57612ffd614999565b5f6001600160fb1b03831115614c45575f5ffd5b8260051b80838637939093019392505050565b8481528360208201525f6128ad604083018486614c31565b5f60ff821680614c8257614c82614999565b5f190192915050565b6001600160401b03818116838216029081169081811461491f5761491f614999565b60ff8281168282160390811115612ffd57612ffd614999565b5f5f8335601e19843603018112614cdb575f5ffd5b83016020810192503590506001600160401b03811115614cf9575f5ffd5b803603821315614168575f5ffd5b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b5f5f8335601e19843603018112614d44575f5ffd5b83016020810192503590506001600160401b03811115614d62575f5ffd5b8060051b3603821315614168575f5ffd5b8183525f6001600160fb1b03831115614d8a575f5ffd5b8260051b80836020870137939093016020019392505050565b5f8383855260208501945060208460051b820101835f607e19863603015b87821015614e6557848403601f190189528235818112614ddf575f5ffd5b87016001600160401b03614df2826147e2565b1685526001600160401b03614e09602083016147e2565b16602086015263ffffffff614e2060408301614297565b166040860152614e336060820182614d2f565b915060806060870152614e4a608087018383614d73565b95505050602083019250602089019850600182019150614dc1565b5091979650505050505050565b60c081525f614e81898a614cc6565b60c080850152614e9661018085018284614d07565b915050614ea660208b018b614cc6565b84830360bf190160e0860152614ebd838284614d07565b92505050614ece60408b018b614d2f565b84830360bf1901610100860152614ee6838284614d73565b60608d01356101208701529250614f0391505060808b018b614d2f565b84830360bf1901610140860152808352602080840190600583901b850101835f5b84811015614f8f57868303601f19018452614f3f8287614d2f565b808552602085015f5b82811015614f76576001600160401b03614f61856147e2565b16825260209384019390910190600101614f48565b5060209687019690955093909301925050600101614f24565b5050614f9e60a08f018f614d2f565b88830360bf19016101608a015295509350614fba818686614d73565b945050505050614fcf602084018a60ff169052565b6001600160401b03881660408401526001600160401b038716606084015285608084015282810360a0840152615006818587614da3565b9a9950505050505050505050565b8051801515811461241e575f5ffd5b5f5f5f60608486031215615035575f5ffd5b61503e84615014565b6020850151909350915061505460408501615014565b90509250925092565b5f8261506b5761506b614a3d565b500490565b8082028115828204841417612ffd57612ffd614999565b8381525f60208201845f5b858110156150c1576001600160401b036150ab836147e2565b1683526020928301929190910190600101615092565b50909695505050505050565b7573796e6f642f646973707574652f656e7472792f763160501b815260e08b901b6001600160e01b0319166017820152888a601b8301375f89820163ffffffff60e01b8a60e01b16601b8201528789601f830137601b88820101905063ffffffff60e01b8760e01b166004820152615149600882018688614c31565b938452505060209091019a9950505050505050505050565b81810381811115612ffd57612ffd61499956feefd9aff0ccf6b03540c503c03e0916ac5a2ee18fba70e4756a17f8a25f30b29fa164736f6c6343000825000a6080604052348015600e575f5ffd5b50614e8c8061001c5f395ff3fe608060405234801561000f575f5ffd5b5060043610610055575f3560e01c80630da2c86e1461005957806316833a811461009857806331fd2dc4146100ca5780633cb83b5e14610122578063abb86fb614610151575b5f5ffd5b61006c6100673660046146dc565b610186565b6040805193151584526001600160401b0392831660208501529116908201526060015b60405180910390f35b6100ab6100a636600461473c565b6101eb565b604080519315158452602084019290925215159082015260600161008f565b6100dd6100d83660046146dc565b61038c565b6040805197151588526020880196909652948601939093526060850191909152151560808401526001600160401b0390811660a08401521660c082015260e00161008f565b61013561013036600461480f565b61041f565b6040805163ffffffff909316835290151560208301520161008f565b61016461015f366004614826565b610433565b604080519415158552602085019390935291830152606082015260800161008f565b5f5f5f61019161460c565b61019b8686610450565b90945090508315806101b357506101b181610569565b155b156101c7575f5f5f935093509350506101e4565b60016101d282610e37565b6101dc835f611008565b935093509350505b9250925092565b5f5f5f6101f661460c565b6102008b8b610450565b9094509050831580610218575061021681610569565b155b8061023d575061022781610e37565b6001600160401b0316896001600160401b031610155b80610263575061024d818a611008565b6001600160401b0316886001600160401b031610155b1561027757505f925082915081905061037f565b5f610283828b8b611202565b905061028d614651565b6102a983838f8060a001906102a29190614857565b8c8c61173a565b9096509050856102c557505f945084935083925061037f915050565b5f5f6102d08b611919565b91509150806102ee5750600196505f955085945061037f9350505050565b5f5b600381101561034b57602085015160019082600381106103125761031261489c565b602002015160ff160361034357828482600381106103325761033261489c565b63ffffffff90921660209290920201525b6001016102f0565b50835183516020850151604086015160019361036a9390929091611973565b90985063ffffffff1696506001955050505050505b9750975097945050505050565b5f5f5f5f5f5f5f61039c89611a9a565b92995090975095509350866103c457505f955085945084935083925082915081905080610413565b6103cc61460c565b6103d68a8a610450565b90945090508380156103ec57506103ec81610569565b1561040d576103fa81610e37565b9250610406815f611008565b9150610411565b5f93505b505b92959891949750929550565b5f5f61042a83611919565b91509150915091565b5f5f5f5f61044085611a9a565b93509350935093505b9193509193565b5f61045961460c565b60ff8316602082015261046f6080850185614857565b61047891614916565b60e0820152365f61048986806149ea565b9092509050365f61049d60208901896149ea565b90925090506005831180156104fe57507f0ae5aeeefb0e46c44b3d246e2778a3d49f8aa3955ce251a878682ab876e6148c84846104db600582614a40565b6104e6928290614a53565b6040516104f4929190614a7a565b6040518091039020145b156105365761052985855f86610515600582614a40565b9261052293929190614a53565b8585611aa7565b9550955050505050610562565b61055985858560405161054a929190614a7a565b60405180910390208484611f19565b95509550505050505b9250929050565b60e0810151515f90815b81811015610618575f8460e0015182815181106105925761059261489c565b602002602001015190506008815111156105b057505f949350505050565b60015f5b825181101561060d578281815181106105cf576105cf61489c565b60200260200101516001600160401b0316826105eb9190614a89565b9150634000000082111561060557505f9695505050505050565b6001016105b4565b505050600101610573565b5082515f80806106278761226f565b91509150811561077857604080516080810182525f80825260208201819052918101829052606081019190915261065e88836124cc565b909450905060021960ff8616016106f65783801561069b57508760e0015160028151811061068e5761068e61489c565b6020026020010151516001145b80156106f3575080604001516001600160401b03168860e001516002815181106106c7576106c761489c565b60200260200101515f815181106106e0576106e061489c565b60200260200101516001600160401b0316145b93505b600d1960ff86160161071a5783801561071757506107178860e001516128c4565b93505b838015610770575063400000006001600160401b031681604001516001600160401b0316825f01516001600160401b031683606001516001600160401b03166107639190614a89565b61076d9190614a89565b11155b935050610e0f565b61078187612ac2565b1561090f575f5f61079189612aef565b909250905060ff8616600e146107a85760036107ab565b60045b60ff16871480156107da57508860e0015181815181106107cd576107cd61489c565b6020026020010151516001145b801561085257506108078960e0015183815181106107fa576107fa61489c565b6020026020010151612b19565b6001600160401b03168960e0015182815181106108265761082661489c565b60200260200101515f8151811061083f5761083f61489c565b60200260200101516001600160401b0316145b801561089d57508860e00151818151811061086f5761086f61489c565b60200260200101515f815181106108885761088861489c565b60200260200101516001600160401b03165f14155b8015610906575060ff8616600e146108f9576108f48960e001515f815181106108c8576108c861489c565b60200260200101518a60e001516001815181106108e7576108e761489c565b6020026020010151612b56565b610906565b6109068960e001516128c4565b94505050610e0f565b600d1960ff851601610923575f9250610e0f565b60ff841660041480610938575060ff84166005145b156109875784600214801561098057506109808760e001515f815181106109615761096161489c565b60200260200101518860e001516001815181106108e7576108e761489c565b9250610e0f565b60051960ff851601610af1578460021480156109c257508660e001516001815181106109b5576109b561489c565b6020026020010151516001145b80156109eb57505f8760e001515f815181106109e0576109e061489c565b602002602001015151115b8015610a9f57508660e001515f81518110610a0857610a0861489c565b602002602001015160018860e001515f81518110610a2857610a2861489c565b602002602001015151610a3b9190614a40565b81518110610a4b57610a4b61489c565b60200260200101516001600160401b03168760e00151600181518110610a7357610a7361489c565b60200260200101515f81518110610a8c57610a8c61489c565b60200260200101516001600160401b0316145b801561098057508660e00151600181518110610abd57610abd61489c565b60200260200101515f81518110610ad657610ad661489c565b60200260200101516001600160401b03165f14159250610e0f565b60ff841660071480610b06575060ff84166008145b80610b14575060ff8416600b145b15610b2457846001149250610e0f565b60ff841660091480610b39575060ff8416600a145b15610c2357846001148015610b7857508660e001515f81518110610b5f57610b5f61489c565b6020026020010151518760a001516001600160401b0316105b8015610be0575060ff841660091480610be0575063010000008760e001515f81518110610ba757610ba761489c565b60200260200101518860a001516001600160401b031681518110610bcd57610bcd61489c565b60200260200101516001600160401b0316105b801561098057508660e001515f81518110610bfd57610bfd61489c565b60200260200101518760a001516001600160401b031681518110610ad657610ad661489c565b600f1960ff851601610ca557846003148015610c46575060028760c0015160ff16105b8015610c665750610c668760e001515f815181106109615761096161489c565b801561098057506109808760e001515f81518110610c8657610c8661489c565b60200260200101518860e001516002815181106108e7576108e761489c565b60ff841660111480610cba575060ff84166012145b15610ce35784600214801561098057506109808760e001515f815181106109615761096161489c565b60141960ff851601610d34578460021480156109805750610d218760e00151600181518110610d1457610d1461489c565b6020026020010151612bd8565b6001600160401b03166001149250610e0f565b60ff841660131480610d49575060ff84166014145b15610e0f57846002148015610da35750610da38760e001515f81518110610d7257610d7261489c565b60200260200101518860e00151600181518110610d9157610d9161489c565b60200260200101518960a00151612c1a565b8015610e0c575060ff841660131480610e0c575063010000008760e00151600181518110610dd357610dd361489c565b60200260200101518860a001516001600160401b031681518110610df957610df961489c565b60200260200101516001600160401b0316105b92505b828015610e2c57505f610e2188610e37565b6001600160401b0316115b979650505050505050565b80515f9081610e458461226f565b5090508015610e86575f610e5885612ce0565b9150508060400151815f01518260600151610e739190614aa0565b610e7d9190614aa0565b95945050505050565b610e8f84612ac2565b15610eba575f610e9e85612aef565b509050610e7d8560e0015182815181106107fa576107fa61489c565b60ff821660091480610ecf575060ff8216600a145b15610f43578360e001515f81518110610eea57610eea61489c565b60200260200101518460a001516001600160401b031681518110610f1057610f1061489c565b6020026020010151610f318560e001515f81518110610d1457610d1461489c565b610f3b9190614add565b949350505050565b600a1960ff831601610f59575060019392505050565b60ff821660131480610f6e575060ff82166014145b15610f8d57610f3b8460e00151600181518110610d1457610d1461489c565b600460ff831610801590610fa55750600860ff831611155b80610fc35750601060ff831610801590610fc35750601260ff831611155b80610fd1575060ff82166015145b15610fef57610f3b8460e001515f81518110610d1457610d1461489c565b604051633405f81960e21b815260040160405180910390fd5b81515f90816110168561226f565b509050801561105b575f61102986612ce0565b91505060ff8316600314611041578060200151611051565b6020810151611051906001614b0a565b93505050506111fc565b61106485612ac2565b156110b2575f61107386612aef565b50905061108f8660e0015182815181106107fa576107fa61489c565b6110a88760e001518381518110610d1457610d1461489c565b6110519190614add565b60081960ff83160161110b578460e001515f815181106110d4576110d461489c565b60200260200101518560a001516001600160401b0316815181106110fa576110fa61489c565b6020026020010151925050506111fc565b60091960ff831601611170578460e001515f8151811061112d5761112d61489c565b60200260200101518560a001516001600160401b0316815181106111535761115361489c565b602002602001015160016111679190614b0a565b925050506111fc565b600a1960ff831601611195576111678560e001515f81518110610d1457610d1461489c565b60131960ff8316016111ac576002925050506111fc565b600460ff8316108015906111c45750600860ff831611155b806111e25750601060ff8316108015906111e25750601360ff831611155b806111f0575060ff82166015145b15610fef576001925050505b92915050565b61120a61466f565b83515f6112168661226f565b50905080156112335761122a868686612d99565b92505050611733565b61123c86612ac2565b156112a1575f61124b87612aef565b506001808652602086015181905260e0890151805192935061129b9287929185918b9161128291849081106107fa576107fa61489c565b61128c908b614aa0565b6112969190614b0a565b612f60565b50611730565b60ff8216600914806112b6575060ff8216600a145b806112c4575060ff8216600b145b15611436575f80600a1960ff8516016112fa576112f08860e001515f81518110610d1457610d1461489c565b91508590506113e4565b5f8860e001515f815181106113115761131161489c565b60200260200101519050808960a001516001600160401b03168151811061133a5761133a61489c565b602002602001015192505f600190505f8a60a00151600161135b9190614b0a565b6001600160401b031690505b825181101561139f578281815181106113825761138261489c565b6020026020010151826113959190614aa0565b9150600101611367565b506113aa818a614b29565b8189866113b7838e614add565b6113c19190614aa0565b6113cb9190614b0a565b6113d59190614aa0565b6113df9190614b0a565b925050505b6020850151600190526001600160401b038281169087160361141d576003855261141885600161141385612fdb565b61305d565b61142f565b600180865261142f9086905f84612f60565b5050611730565b60ff82166013148061144b575060ff82166014145b156115b4575f8660e001516001815181106114685761146861489c565b602002602001015190505f818860a001516001600160401b0316815181106114925761149261489c565b602002602001015190505f600190505f8960a0015160016114b39190614b0a565b6001600160401b031690505b83518110156114f7578381815181106114da576114da61489c565b6020026020010151826114ed9190614aa0565b91506001016114bf565b505f611503828a614b29565b8261150e8186614aa0565b611518908c614add565b6115229190614aa0565b61152c9190614b0a565b905060ff8616601414801561154857506001600160401b038816155b15611571576003875261155d875f8084612f60565b61156c87600161141386612fdb565b6115ab565b6002875260131960ff87160161158f5760208701516001905261159b565b61159b875f5f84612f60565b6115ab876001633f80000061305d565b50505050611730565b60ff8216600414806115c9575060ff82166005145b156116065760ff82166004146115e05760026115e3565b60015b60ff1683526115f4835f8088612f60565b6116018360018088612f60565b611730565b60051960ff83160161164c5760018352611622835f8088612f60565b611601836001806116428a60e001515f815181106107fa576107fa61489c565b611296908a614b29565b60ff821660071480611661575060ff82166011145b156116865760028352611676835f8088612f60565b611601836001886080015161305d565b60071960ff8316016116a25760068352611601835f8088612f60565b600f1960ff8316016116db57600283526116be835f8088612f60565b6116018360018860c0015160026116d59190614b56565b88612f60565b60111960ff8316016116f757600783526115f4835f8088612f60565b60141960ff831601610fef5760088352611713835f8088612f60565b611720836001805f612f60565b611601836002886080015161305d565b50505b9392505050565b5f611743614651565b5f805b6003811015611908575f896020015182600381106117665761176661489c565b6020020151905060021960ff8216016117bb578960800151826003811061178f5761178f61489c565b60200201518483600381106117a6576117a661489c565b63ffffffff90921660209290920201526118ff565b60011960ff8216016118ff578286148061188a57506118888b60e001518b6040015184600381106117ee576117ee61489c565b602002015160ff16815181106118065761180661489c565b60200260200101518b6060015184600381106118245761182461489c565b60200201518b8b8e6040015187600381106118415761184161489c565b602002015160ff168181106118585761185861489c565b905060200201358a8a888181106118715761187161489c565b90506020028101906118839190614b6f565b6130af565b155b1561189a575f945050505061190e565b8686848181106118ac576118ac61489c565b90506020028101906118be9190614b6f565b6118cf906060810190604001614b8d565b8483600381106118e1576118e161489c565b63ffffffff9092166020929092020152826118fb81614bb0565b9350505b50600101611746565b50831491505b965096945050505050565b5f808263ffffffff81111561193357505f93849350915050565b80637f800000637fffffff821611801561195757508063ffffffff16637fc0000014155b1561196857505f9485945092505050565b946001945092505050565b5f5f1960ff861601611990576119898484613116565b9050611a91565b60011960ff8616016119a6576119898484613236565b60021960ff8616016119bc57611989848461333e565b60031960ff8616016119db57611989826119d68686613236565b613116565b60041960ff8616016119f25761198984848461347d565b60051960ff861601611a1957611a085f85613659565b611a12575f611989565b5082611a91565b60061960ff861601611a2f57611a085f84613659565b60071960ff861601611a6f57611a458284613659565b611a4f5783611989565b61198984611a6a84611a658763358637bd613116565b61333e565b613236565b60405163bd3c908960e01b815260ff8616600482015260240160405180910390fd5b610e7d8161369f565b5f5f5f5f610440856136c2565b5f611ab061460c565b5f1960058410801590611b0457507f04d20a68a7c6e979619094f49c4c43347c778271f2ec13da7e47562049655344611aec60055f8789614a53565b604051611afa929190614a7a565b6040518091039020145b15611b1057505f611bcb565b5f5b84611b1e826006614bc8565b11611bc957858582818110611b3557611b3561489c565b9050013560f81c60f81b6001600160f81b031916600b60fa1b148015611baa57507f7b39eb3c04bba39924ac8938a8914a0076fb9c568deeb6119e8360ef3e03c780868287611b85826006614bc8565b92611b9293929190614a53565b604051611ba0929190614a7a565b6040518091039020145b15611bb757809150611bc9565b80611bc181614bb0565b915050611b12565b505b5f198103611bdf575f889250925050611f0f565b365f611bed8382888a614a53565b915091505f5f5f611c228a8a885f14611c1057611c0b896001614bc8565b611c12565b5f5b611c1d928290614a53565b613834565b92509250925082611c3e575f8d97509750505050505050611f0f565b60ff811660c08e01526040515f90611c59908e908e90614a7a565b604051908190039020905084155f516020614e605f395f51905f52821480611ca057507f60ffc9aa68baa3b623aef27d83ee6ec05c37047e5dc9b2edddc3845ffb4d3ee082145b15611cf0575f516020614e605f395f51905f528214611cc057600d611cc3565b600c5b60ff168f52600284148015611cde5750611cde8f8888613b2f565b8f995099505050505050505050611f0f565b7f1a21fb8b1d022d4555cd5839054fb47a704dd314d512cd9ebff65e297de3ade98203611d3957600e8f52808015611cde5750836003148f995099505050505050505050611f0f565b7fbdee81074df37e4738cba5a05d83b330a39e1101330e75653a54737f26a1aed88203611d9157600f8f52808015611d715750836002145b8015611cde57508260ff166001148f995099505050505050505050611f0f565b7f46fcaa909ebb3e5eaa565d68d7ad235988ce778dc8909251c103e674c148f31d821480611dde57507f41ee8ccb7d6f95748d831ef4985550d2e3967d9e4d92d8d474fef70a7e4aa23082145b15611e055760108f52808015611cde5750836002148f995099505050505050505050611f0f565b83600114611e20575f8f995099505050505050505050611f0f565b7f8bb587975337a9e49db588d9e2081e2dcf2928a5bdf3c8a02488dd2d7bc074f68203611e5d5760128f5298508d9750611f0f9650505050505050565b7ff0d91f8ef855806f1ada006cdb88a3766bd2b06f1558c7d86f53832d376fcd168203611e935760118f52611cde8f8888613c32565b5f516020614e405f395f51905f52821480611ecd57507f4182e5b1bf2924d191fd32f0d581c5f2c82721c218439fc1d0b04996c42bf15782145b15611f00575f516020614e405f395f51905f528214611eed576014611ef0565b60135b60ff168f52611cde8f8888613cb9565b5f8f9950995050505050505050505b9550959350505050565b5f611f2261460c565b82155f516020614e605f395f51905f52861480611f5e57507f60ffc9aa68baa3b623aef27d83ee6ec05c37047e5dc9b2edddc3845ffb4d3ee086145b15611f9c575f516020614e605f395f51905f528614611f7e576002611f81565b60015b60ff168752611f91878686613b2f565b879250925050612266565b7f1a21fb8b1d022d4555cd5839054fb47a704dd314d512cd9ebff65e297de3ade98603611fcc576003875261210e565b7f4f5a8bb8492337e79bdc674d6f31ac448f8017e26cc7bfe3144fb5d886fe536986148061201957507f2feeb2293f3b9b3d45bb50a1ed836dbfe3fe8a160db7ac99b56756f85b456b9d86145b15612027576004875261210e565b7f46fcaa909ebb3e5eaa565d68d7ad235988ce778dc8909251c103e674c148f31d86148061207457507f41ee8ccb7d6f95748d831ef4985550d2e3967d9e4d92d8d474fef70a7e4aa23086145b15612082576005875261210e565b7fbdee81074df37e4738cba5a05d83b330a39e1101330e75653a54737f26a1aed886036120b2576006875261210e565b7f8bb587975337a9e49db588d9e2081e2dcf2928a5bdf3c8a02488dd2d7bc074f686036120e2576008875261210e565b7f27f0097dcbff01844c37c02c820b259a7b99faffabdbc43021b6c4bafdb32a3f860361210e57600b87525b865160ff1615612122579150859050612266565b7ff0d91f8ef855806f1ada006cdb88a3766bd2b06f1558c7d86f53832d376fcd1686036121585760078752611f91878686613c32565b5f516020614e405f395f51905f5286148061219257507f4182e5b1bf2924d191fd32f0d581c5f2c82721c218439fc1d0b04996c42bf15786145b156121c5575f516020614e405f395f51905f5286146121b257600a6121b5565b60095b60ff168752611f91878686613cb9565b7fddc0b1ab6dd65a34a46c638ee3da20764edef24c32f873d5262e66bf39aa46aa860361225e576015875260048411801561224157507f5e8bfd322985bbc810897d3f8e7cbe8780a97f412964f1668f2218652ee4855461222960045f8789614a53565b604051612237929190614a7a565b6040518091039020145b8015611f915750611f9187612259866004818a614a53565b613d64565b5f8792509250505b94509492505050565b6040805160e0810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c08101829052825160ff60a083018190528116600114806122c4575060ff81166002145b1561230f57604080850151606095860151600260c0860181905260ff94909416909314608085015291151594830194909452151592810192909252506001602082018190525f825291565b60021960ff8216016123375750600360c08201526001602082018190525f8252939092509050565b60ff8116600c148061234c575060ff8116600d145b156124335760ff8116600d146080830152600360c080840191909152840151612376906001614bdb565b60ff90811660a084015260c0850151165f036123dc578360400151156123bb57606080850151600191840191909152151560408301525f602083015260028252612429565b60608085015115908301525f60408301819052600260208401528252612429565b8360600151156124085760408085015115156060840152600190830181905260208301525f8252612429565b6040808501515f606085018190529015918401919091526020830152600182525b6001925050915091565b60ff8116600e14801561244d575060028460c0015160ff16105b156124c357600460c08084019190915284015161246b906001614bdb565b60ff90811660a084015260c0850151165f0361249e57600160608301525f60408301819052600260208401528252612429565b5f60608301819052600160408401819052602084019190915282526001925050915091565b5f925050915091565b604080516080810182525f80825260208201819052918101829052606081018290528260c0015160ff168460e001515114612509575f9150610562565b5f8460e00151845f015160ff16815181106125265761252661489c565b602002602001015190505f8560e00151856020015160ff168151811061254e5761254e61489c565b602002602001015190505f8560800151612568575f61256b565b60015b60ff16905061257b816002614bc8565b83511415806125955750612590816002614bc8565b825114155b806125f05750856080015180156125f05750815f815181106125b9576125b961489c565b60200260200101516001600160401b0316835f815181106125dc576125dc61489c565b60200260200101516001600160401b031614155b15612600575f9450505050610562565b856080015161261057600161262b565b825f815181106126225761262261489c565b60200260200101515b6001600160401b031660608501526040860151612687578281815181106126545761265461489c565b60200260200101518382600161266a9190614bc8565b8151811061267a5761267a61489c565b60200260200101516126c6565b82612693826001614bc8565b815181106126a3576126a361489c565b60200260200101518382815181106126bd576126bd61489c565b60200260200101515b6001600160401b03908116602087015216845260608601515f90612729578282815181106126f6576126f661489c565b60200260200101518383600161270c9190614bc8565b8151811061271c5761271c61489c565b6020026020010151612768565b82612735836001614bc8565b815181106127455761274561489c565b602002602001015183838151811061275f5761275f61489c565b60200260200101515b6001600160401b0390811660408801526020870151919250828116911614612796575f955050505050610562565b8660a0015160ff1660ff146128b5575f8860e001518860a0015160ff16815181106127c3576127c361489c565b602002602001015190508260026127da9190614bc8565b81511415806128175750855f01516001600160401b03168184815181106128035761280361489c565b60200260200101516001600160401b031614155b8061285b575060408601516001600160401b031681612837856001614bc8565b815181106128475761284761489c565b60200260200101516001600160401b031614155b806128a15750876080015180156128a1575085606001516001600160401b0316815f8151811061288d5761288d61489c565b60200260200101516001600160401b031614155b156128b3575f96505050505050610562565b505b60019550505050509250929050565b5f81516004146128d557505f919050565b5f825f815181106128e8576128e861489c565b602002602001015190505f836001815181106129065761290661489c565b602002602001015190505f846002815181106129245761292461489c565b602002602001015190505f856003815181106129425761294261489c565b602002602001015190508251600214801561295e575081516002145b801561296b575083516002145b8015612978575080516001145b80156129c85750815f815181106129915761299161489c565b60200260200101516001600160401b0316836001815181106129b5576129b561489c565b60200260200101516001600160401b0316145b8015612a175750825f815181106129e1576129e161489c565b60200260200101516001600160401b0316845f81518110612a0457612a0461489c565b60200260200101516001600160401b0316145b8015612a68575081600181518110612a3157612a3161489c565b60200260200101516001600160401b031684600181518110612a5557612a5561489c565b60200260200101516001600160401b0316145b8015612ab8575081600181518110612a8257612a8261489c565b60200260200101516001600160401b0316815f81518110612aa557612aa561489c565b60200260200101516001600160401b0316145b9695505050505050565b80515f9060ff16600f14806111fc5750815160ff16600e1480156111fc57505060c0015160ff1660021490565b80515f908190819060ff16600e14612b08576002612b0b565b60035b909460ff9091169350915050565b5f81515f14612b4e578160018351612b319190614a40565b81518110612b4157612b4161489c565b60200260200101516111fc565b600192915050565b5f8151835114612b6757505f6111fc565b5f5b8351811015612bce57828181518110612b8457612b8461489c565b60200260200101516001600160401b0316848281518110612ba757612ba761489c565b60200260200101516001600160401b031614612bc6575f9150506111fc565b600101612b69565b5060019392505050565b60015f5b8251811015612c1457828181518110612bf757612bf761489c565b602002602001015182612c0a9190614aa0565b9150600101612bdc565b50919050565b5f8251826001600160401b0316101580612c41575082518451612c3e906001614bc8565b14155b15612c4d57505f611733565b5f5b8451811015612cd55783836001600160401b03168210612c7957612c74826001614bc8565b612c7b565b815b81518110612c8b57612c8b61489c565b60200260200101516001600160401b0316858281518110612cae57612cae61489c565b60200260200101516001600160401b031614612ccd575f915050611733565b600101612c4f565b506001949350505050565b6040805160e0810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810191909152604080516080810182525f8082526020820181905291810182905260608101919091525f612d458461226f565b9350905080612d6757604051633405f81960e21b815260040160405180910390fd5b612d7184846124cc565b9250905080612d9357604051633405f81960e21b815260040160405180910390fd5b50915091565b612da161466f565b5f5f612dac86612ce0565b915091505f816040015186612dc19190614b29565b875190915060ff166003148015612ded575081602001516001600160401b0316856001600160401b0316145b15612e155760018085526020850151819052612e0d908590600284612f60565b505050611733565b604082015182515f91612e2791614aa0565b612e319088614add565b604084015184519192505f91612e48908290614aa0565b612e52908a614b29565b612e5c9190614add565b90506002896020015160ff161015612e75576004612e78565b60055b60ff16865284516040860151612ee49188915f9190612eb1578a886020015186612ea29190614aa0565b612eac9190614b0a565b612ec9565b87518590612ebf908d614aa0565b612ec99190614b0a565b60208901518951612eda9089614aa0565b61128c9190614aa0565b612f4786600187602001518860600151612f18578688604001518c612f099190614aa0565b612f139190614b0a565b612f33565b8a886020015188612f299190614aa0565b612f339190614b0a565b604089015160208a0151612eda9089614aa0565b5050505060208201516001604090910152509392505050565b600284602001518460038110612f7857612f7861489c565b60ff9092166020929092020152604084015182908460038110612f9d57612f9d61489c565b60ff9092166020929092020152606084015181908460038110612fc257612fc261489c565b6001600160401b03909216602092909202015250505050565b5f816001600160401b03165f03612ff357505f919050565b5f5b6001600160401b03831661300a826001614bc8565b6001901b11613025578061301d81614bb0565b915050612ff5565b5f613031826017614a40565b6001600160401b038516901b627fffff16905080601761305284607f614bc8565b901b17949350505050565b6003836020015183600381106130755761307561489c565b60ff909216602092909202015260808301518190836003811061309a5761309a61489c565b63ffffffff9092166020929092020152505050565b5f6001600160401b0384166130c76020840184614bf4565b6001600160401b031614801561310557506130e185612bd8565b6001600160401b03166130fa6040840160208501614bf4565b6001600160401b0316145b8015610e7d5750610e7d8383613e6e565b5f637f800000637fffffff841611806131385750637f800000637fffffff8316115b1561314e576131478383613f0b565b90506111fc565b637f800000637fffffff84160361319a57637f800000637fffffff8316148015613183575082821863ffffffff166380000000145b15613193575063ffc000006111fc565b50816111fc565b637f800000637fffffff8316036131b25750806111fc565b637fffffff83166131d857637fffffff8216156131cf5781613147565b508181166111fc565b637fffffff82166131ea5750816111fc565b5f5f6131f585613f31565b915091505f5f61320486613f31565b91509150610e2c601f8863ffffffff16901c63ffffffff168585601f8a63ffffffff16901c63ffffffff168686613f6d565b5f637f800000637fffffff841611806132585750637f800000637fffffff8316115b15613267576131478383613f0b565b638000000082841816637f800000637fffffff851614806132915750637f800000637fffffff8416145b156132cc57637fffffff841615806132ad5750637fffffff8316155b156132bf5763ffc000009150506111fc565b637f8000001790506111fc565b637fffffff841615806132e35750637fffffff8316155b156132ef5790506111fc565b5f5f6132fa86613f31565b915091505f5f61330987613f31565b90925090506133326001601f87901c166133238487614a89565b61332d8487614c0d565b614033565b98975050505050505050565b5f637f800000637fffffff841611806133605750637f800000637fffffff8316115b1561336f576131478383613f0b565b638000000082841816637f800000637fffffff8516036133b557637f800000637fffffff8416145b6133a757637f80000081176133ad565b63ffc000005b9150506111fc565b637f800000637fffffff8416036133cd5790506111fc565b637fffffff83166133e557637fffffff841615613397565b637fffffff84166133f75790506111fc565b5f5f61340286614117565b915091505f5f61341187614117565b9092509050601a84901b5f6134268483614c34565b90505f6134338584614c47565b1561343f576001613441565b5f5b60ff16905061346e6001601f8a901c81169084901b8317601b613464888b614c5a565b61332d9190614c5a565b9b9a5050505050505050505050565b5f637f800000637fffffff8516111561349c5750624000008317611733565b637f800000637fffffff841611156134ba5750624000008217611733565b637f800000637fffffff831611156134d85750624000008117611733565b6380000000838518165f637fffffff861615806134f95750637fffffff8516155b9050637f800000637fffffff8716148061351c5750637f800000637fffffff8616145b1561357b5780156135355763ffc0000092505050611733565b637f800000637fffffff851614801561355a57506380000000841663ffffffff831614155b1561356d5763ffc0000092505050611733565b50637f800000179050611733565b637f800000637fffffff851603613596578392505050611733565b80156135b857637fffffff8416156135ae578361122a565b5082169050611733565b5f5f6135c388613f31565b915091505f5f6135d289613f31565b915091506135e488637fffffff161590565b1561360b576135fe6001601f88901c166133238487614a89565b9650505050505050611733565b5f5f6136168a613f31565b90925090506136496001601f8a901c166136308689614a89565b61363a8689614c0d565b6001601f8f901c168686613f6d565b9c9b505050505050505050505050565b5f637f800000637fffffff84161115801561367e5750637f800000637fffffff831611155b8015611733575061368e8261415c565b6136978461415c565b129392505050565b5f637f800000637fffffff8316116136b757816111fc565b637fc0000092915050565b5f808080806136d46040870187614857565b915061100090506136e860208801886149ea565b90506136f488806149ea565b6136ff929150614bc8565b111561371757505f9350839250829150819050610449565b601081118061373457508061372f6080880188614857565b905014155b806137575750613745816001614bc8565b61375260a0880188614857565b905014155b1561376e57505f9350839250829150819050610449565b5f61378461377f6080890189614857565b61418a565b9096509050856137a257505f94508493508392508291506104499050565b5f6137ac886142a9565b909650905080826137c060a08b018b614857565b6137cd9187915f91614c79565b6040516020016137e09493929190614ccb565b60408051601f19818403018152919052805160209091012094506001868661380b60a08c018c614857565b8781811061381b5761381b61489c565b9050602002013596509650965096505050509193509193565b5f8080600584108061388857507f04d20a68a7c6e979619094f49c4c43347c778271f2ec13da7e4756204965534461386f60055f8789614a53565b60405161387d929190614a7a565b604051809103902014155b1561389a57505f9150819050806101e4565b6005805b858210801561390757508686838181106138ba576138ba61489c565b9050013560f81c60f81b6001600160f81b031916600360fc1b148061390757508686838181106138ec576138ec61489c565b9050013560f81c60f81b6001600160f81b031916603160f81b145b1561391e578161391681614bb0565b92505061389e565b5f6139298284614a40565b90508015806139385750601081115b8061394c57508661394a846006614bc8565b115b806139a757507f05689dd139a17705f393a81a6c8615fab1d221ed5dbc7de1530911741c77102a888489613981826006614bc8565b9261398e93929190614a53565b60405161399c929190614a7a565b604051809103902014155b156139bd575f5f5f9550955095505050506101e4565b5f80806139d58b8b6139d0896006614bc8565b61438b565b9250925092508215806139f15750896139ef826005614bc8565b115b80613a4c57507f7f762ea18f6bf3f6f7e68335abac32bc0aab17cfd6b73b7d59b6da381fb5f6268b828c613a26826005614bc8565b92613a3393929190614a53565b604051613a41929190614a7a565b604051809103902014155b15613a65575f5f5f9850985098505050505050506101e4565b5f613a768c8c6139d0856005614bc8565b91955090915050831580613a8a5750808b14155b15613aa4575f5f5f995099509950505050505050506101e4565b5f805b86811015613b18578d8d613abb838b614bc8565b818110613aca57613aca61489c565b909101356001600160f81b031916603160f81b039050613b1057848203613b025760019b509599509497506101e49650505050505050565b81613b0c81614bb0565b9250505b600101613aa7565b505f9d8e9d508d9c509a5050505050505050505050565b5f5f8383604051613b41929190614a7a565b604051809103902090507f212521af04d841ba8a1cfe5259f3a64445db7ac0e0aa7c69a9ba1ca375b4185b8103613b7c576001915050611733565b7f5f2d917aec801fb0cde300e19e4bd85ba12c57dad3697517eefb65c7d26d2cbc8103613bb3575050600160408401819052611733565b7f26ef0497c6a5b2a2048dee9de1b5d65ed52d92c482f25277e19a07d9f3ed7db18103613bea575050600160608401819052611733565b7fbbdfdb520b89c4d30e0aef499301e465c7d9661121922f6723e6a5f4176822e88103613c2857505060016060840181905260408401819052611733565b505f949350505050565b5f60038210801590613c6c575082825f818110613c5157613c5161489c565b9050013560f81c60f81b6001600160f81b031916607360f81b145b8015613ca1575082826001818110613c8657613c8661489c565b9050013560f81c60f81b6001600160f81b031916603d60f81b145b8015610f3b5750610f3b846122598460028188614a53565b5f6006821080613d0b57507f8675b86133b5b6e033c7a34c25a4c02453580ec513a9798567482bf9647573d7613cf260055f8587614a53565b604051613d00929190614a7a565b604051809103902014155b15613d1757505f611733565b5f5f5f613d268686600561438b565b925092509250821580613d395750808514155b15613d49575f9350505050611733565b506001600160401b031660a086015250600190509392505050565b5f6001821080613d745750600882115b15613d8057505f611733565b5f805b83811015613e58575f858583818110613d9e57613d9e61489c565b919091013560f81c91505f905060308210801590613dc0575060398260ff1611155b15613dd757613dd0603083614b56565b9050613e33565b60618260ff1610158015613def575060668260ff1611155b15613dff57613dd0605783614b56565b60418260ff1610158015613e17575060468260ff1611155b15613e2757613dd0603783614b56565b5f945050505050611733565b60ff8116613e42856010614ce3565b613e4c9190614d02565b93505050600101613d83565b5063ffffffff1660808501525060019392505050565b5f80613e806060840160408501614b8d565b637fffffff169050637f80000081118015613eb45750637fc00000613eab6060850160408601614b8d565b63ffffffff1614155b15613ec2575f9150506111fc565b610f3b84613ed66060860160408701614b8d565b63ffffffff16613ee96020870187614bf4565b613ef96040880160208901614bf4565b613f066060890189614857565b614468565b5f62400000637f800000637fffffff851611613f275782613f29565b835b179392505050565b627fffff81165f60ff601784901c16808203613f51576094199150612d93565b628000009290921791613f65609682614c5a565b915050915091565b5f5f613f7887614575565b860190505f613f8685614575565b8401905060408183031315613fa45760408183030384019350613fba565b60408282031315613fba57604082820303870196505b5f848812613fd157508387039790971b9683613fdc565b508684039490941b93865b868a03613ffa57613ff08a878b0183614033565b9350505050612ab8565b8589111561400f57613ff08a878b0383614033565b8886111561402457613ff0878a880383614033565b505f9998505050505050505050565b5f5f61403e84614575565b90505f601882039050609419818501121561405b57836094190390505b5f5f821361407057815f0386901b90506140db565b8282111561408757601f87901b9350505050611733565b5084811c5f19600180841b820188169184011b808211806140b5575080821480156140b55750826001166001145b156140d857600183019250826301000000036140d8576280000092506001840193505b50505b84820160688113156140fd5750505050601f84901b637f800000179050611733565b60950160171b01601f9690961b9590951795945050505050565b5f5f61412283613f31565b909250905062800000821015614157575f61413c83614575565b614147906018614a40565b92831b929050613f658183614c5a565b915091565b5f638000000063ffffffff8316101561417b578163ffffffff166111fc565b6111fc637fffffff8316614d1e565b5f80805b8381101561429d57365f8686848181106141aa576141aa61489c565b90506020028101906141bc9190614857565b909250905060088111156141d957505f9350839250610562915050565b60015f5b8281101561425f575f8484838181106141f8576141f861489c565b905060200201602081019061420d9190614bf4565b6001600160401b031690505f811180156142335750614230816340000000614c34565b83115b1561424a57505f9650869550610562945050505050565b6142548184614a89565b9250506001016141dd565b5084838360405160200161427593929190614d38565b604051602081830303815290604052805190602001209450505050808060010191505061418e565b50600191509250929050565b5f80806142b684806149ea565b90506142c285806149ea565b6142cf60208801886149ea565b90506142de60208901896149ea565b6142eb60408b018b614857565b90506142fa60408c018c614857565b8c606001356040516020016143189a99989796959493929190614d7e565b60405160208183030381529060405290506002816040516143399190614e12565b602060405180830381855afa158015614354573d5f5f3e3d5ffd5b5050506040513d601f19601f820116820180604052508101906143779190614e28565b925060208151036020820120915050915091565b5f80825b84811080156143c0575060308686838181106143ad576143ad61489c565b9050013560f81c60f81b60f81c60ff1610155b80156143ee575060398686838181106143db576143db61489c565b9050013560f81c60f81b60f81c60ff1611155b156144445760308686838181106144075761440761489c565b6144189392013560f81c9050614b56565b60ff1661442683600a614a89565b6144309190614bc8565b91508061443c81614bb0565b91505061438f565b838111801561445d5750600861445a8583614a40565b11155b925093509350939050565b5f6001600160401b038416158061448d5750650100000000006001600160401b038516115b806144aa5750836001600160401b0316856001600160401b031610155b156144b657505f612ab8565b6040515f81538660018201526021812060018253848460051b810188600195505b600189111561455f576001811660018114614526578960018301101561452157828403614507575f96505061455f565b846001870152833560218701526041862094506020840193505b614550565b828403614536575f96505061455f565b833560018701528460218701526041862094506020840193505b506001988901891c981c6144d7565b5014908914169190911690509695505050505050565b5f600160801b821061458957608091821c91015b6801000000000000000082106145a157604091821c91015b64010000000082106145b557602091821c91015b6201000082106145c757601091821c91015b61010082106145d857600891821c91015b601082106145e857600491821c91015b600482106145f857600291821c91015b6002821061460857600191821c91015b0190565b60408051610100810182525f8082526020820181905291810182905260608082018390526080820183905260a0820183905260c082019290925260e081019190915290565b60405180606001604052806003906020820280368337509192915050565b6040518060a001604052805f60ff16815260200161468b614651565b8152602001614698614651565b81526020016146a5614651565b81526020016146b2614651565b905290565b5f60c08284031215612c14575f5ffd5b803560ff811681146146d7575f5ffd5b919050565b5f5f604083850312156146ed575f5ffd5b82356001600160401b03811115614702575f5ffd5b61470e858286016146b7565b92505061471d602084016146c7565b90509250929050565b80356001600160401b03811681146146d7575f5ffd5b5f5f5f5f5f5f5f60c0888a031215614752575f5ffd5b87356001600160401b03811115614767575f5ffd5b6147738a828b016146b7565b975050614782602089016146c7565b955061479060408901614726565b945061479e60608901614726565b93506080880135925060a08801356001600160401b038111156147bf575f5ffd5b8801601f81018a136147cf575f5ffd5b80356001600160401b038111156147e4575f5ffd5b8a60208260051b84010111156147f8575f5ffd5b602082019350809250505092959891949750929550565b5f6020828403121561481f575f5ffd5b5035919050565b5f60208284031215614836575f5ffd5b81356001600160401b0381111561484b575f5ffd5b610f3b848285016146b7565b5f5f8335601e1984360301811261486c575f5ffd5b8301803591506001600160401b03821115614885575f5ffd5b6020019150600581901b3603821315610562575f5ffd5b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52604160045260245ffd5b604051601f8201601f191681016001600160401b03811182821017156148ec576148ec6148b0565b604052919050565b5f6001600160401b0382111561490c5761490c6148b0565b5060051b60200190565b5f614928614923846148f4565b6148c4565b8381526020810190600585901b840136811115614943575f5ffd5b845b818110156149df5780356001600160401b03811115614962575f5ffd5b860136601f820112614972575f5ffd5b8035614980614923826148f4565b8082825260208201915060208360051b8501019250368311156149a1575f5ffd5b6020840193505b828410156149ca576149b984614726565b8252602093840193909101906149a8565b87525050602094850194919091019050614945565b509095945050505050565b5f5f8335601e198436030181126149ff575f5ffd5b8301803591506001600160401b03821115614a18575f5ffd5b602001915036819003821315610562575f5ffd5b634e487b7160e01b5f52601160045260245ffd5b818103818111156111fc576111fc614a2c565b5f5f85851115614a61575f5ffd5b83861115614a6d575f5ffd5b5050820193919092039150565b818382375f9101908152919050565b80820281158282048414176111fc576111fc614a2c565b6001600160401b038181168382160290811690818114614ac257614ac2614a2c565b5092915050565b634e487b7160e01b5f52601260045260245ffd5b5f6001600160401b03831680614af557614af5614ac9565b806001600160401b0384160491505092915050565b6001600160401b0381811683821601908111156111fc576111fc614a2c565b5f6001600160401b03831680614b4157614b41614ac9565b806001600160401b0384160691505092915050565b60ff82811682821603908111156111fc576111fc614a2c565b5f8235607e19833603018112614b83575f5ffd5b9190910192915050565b5f60208284031215614b9d575f5ffd5b813563ffffffff81168114611733575f5ffd5b5f60018201614bc157614bc1614a2c565b5060010190565b808201808211156111fc576111fc614a2c565b60ff81811683821601908111156111fc576111fc614a2c565b5f60208284031215614c04575f5ffd5b61173382614726565b8082018281125f831280158216821582161715614c2c57614c2c614a2c565b505092915050565b5f82614c4257614c42614ac9565b500490565b5f82614c5557614c55614ac9565b500690565b8181035f831280158383131683831282161715614ac257614ac2614a2c565b5f5f85851115614c87575f5ffd5b83861115614c93575f5ffd5b5050600583901b0193919092039150565b5f6001600160fb1b03831115614cb8575f5ffd5b8260051b80838637939093019392505050565b8481528360208201525f612ab8604083018486614ca4565b63ffffffff8181168382160290811690818114614ac257614ac2614a2c565b63ffffffff81811683821601908111156111fc576111fc614a2c565b5f600160ff1b8201614d3257614d32614a2c565b505f0390565b8381525f60208201845f5b85811015614d72576001600160401b03614d5c83614726565b1683526020928301929190910190600101614d43565b50909695505050505050565b7573796e6f642f646973707574652f656e7472792f763160501b815260e08b901b6001600160e01b0319166017820152888a601b8301375f89820163ffffffff60e01b8a60e01b16601b8201528789601f830137601b88820101905063ffffffff60e01b8760e01b166004820152614dfa600882018688614ca4565b938452505060209091019a9950505050505050505050565b5f82518060208501845e5f920191825250919050565b5f60208284031215614e38575f5ffd5b505191905056fe0fdbd160736e9b9b51ea9a79a8ed86f427a62e0e377d60335d2ec895c27025bbb2b273bbd9e4409919665f07376f8e8b8d95c6e1d4498aab66f21245ffabeba9a164736f6c6343000825000a",
}

// DisputeGame is an auto generated Go binding around an Ethereum contract.
type DisputeGame struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *DisputeGame) GetABI() abi.ABI {
	return c.abi
}

// NewDisputeGame creates a new instance of DisputeGame.
func NewDisputeGame() *DisputeGame {
	parsed, err := DisputeGameMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &DisputeGame{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *DisputeGame) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address market_) returns()
func (disputeGame *DisputeGame) PackConstructor(market_ common.Address) []byte {
	enc, err := disputeGame.abi.Pack("", market_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackBisect is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x82031f68.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function bisect(uint256 id, uint32 turn, uint8 index, bytes32[] hashes) returns()
func (disputeGame *DisputeGame) PackBisect(id *big.Int, turn uint32, index uint8, hashes [][32]byte) []byte {
	enc, err := disputeGame.abi.Pack("bisect", id, turn, index, hashes)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBisect is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x82031f68.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function bisect(uint256 id, uint32 turn, uint8 index, bytes32[] hashes) returns()
func (disputeGame *DisputeGame) TryPackBisect(id *big.Int, turn uint32, index uint8, hashes [][32]byte) ([]byte, error) {
	return disputeGame.abi.Pack("bisect", id, turn, index, hashes)
}

// PackDescend is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xeb7fd3db.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function descend(uint256 id, uint32 turn, uint8 index, bytes32[] hashes) returns()
func (disputeGame *DisputeGame) PackDescend(id *big.Int, turn uint32, index uint8, hashes [][32]byte) []byte {
	enc, err := disputeGame.abi.Pack("descend", id, turn, index, hashes)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDescend is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xeb7fd3db.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function descend(uint256 id, uint32 turn, uint8 index, bytes32[] hashes) returns()
func (disputeGame *DisputeGame) TryPackDescend(id *big.Int, turn uint32, index uint8, hashes [][32]byte) ([]byte, error) {
	return disputeGame.abi.Pack("descend", id, turn, index, hashes)
}

// PackEnableScalar is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x48d90d3b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function enableScalar(uint256 id, uint8 opSet) returns()
func (disputeGame *DisputeGame) PackEnableScalar(id *big.Int, opSet uint8) []byte {
	enc, err := disputeGame.abi.Pack("enableScalar", id, opSet)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEnableScalar is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x48d90d3b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function enableScalar(uint256 id, uint8 opSet) returns()
func (disputeGame *DisputeGame) TryPackEnableScalar(id *big.Int, opSet uint8) ([]byte, error) {
	return disputeGame.abi.Pack("enableScalar", id, opSet)
}

// PackGame is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcddbe729.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function game(uint256 id) view returns((address,uint64,uint8,uint8,uint16,address,uint32,uint32,uint8,address,uint48,uint48,uint64,uint64,uint64,uint64,uint256,bytes32,bytes32,bytes32,bytes32,bytes32,bytes32,bytes32,bytes32))
func (disputeGame *DisputeGame) PackGame(id *big.Int) []byte {
	enc, err := disputeGame.abi.Pack("game", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGame is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcddbe729.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function game(uint256 id) view returns((address,uint64,uint8,uint8,uint16,address,uint32,uint32,uint8,address,uint48,uint48,uint64,uint64,uint64,uint64,uint256,bytes32,bytes32,bytes32,bytes32,bytes32,bytes32,bytes32,bytes32))
func (disputeGame *DisputeGame) TryPackGame(id *big.Int) ([]byte, error) {
	return disputeGame.abi.Pack("game", id)
}

// UnpackGame is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcddbe729.
//
// Solidity: function game(uint256 id) view returns((address,uint64,uint8,uint8,uint16,address,uint32,uint32,uint8,address,uint48,uint48,uint64,uint64,uint64,uint64,uint256,bytes32,bytes32,bytes32,bytes32,bytes32,bytes32,bytes32,bytes32))
func (disputeGame *DisputeGame) UnpackGame(data []byte) (DisputeGameGame, error) {
	out, err := disputeGame.abi.Unpack("game", data)
	if err != nil {
		return *new(DisputeGameGame), err
	}
	out0 := *abi.ConvertType(out[0], new(DisputeGameGame)).(*DisputeGameGame)
	return out0, nil
}

// PackGameCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4d1975b4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function gameCount() view returns(uint256)
func (disputeGame *DisputeGame) PackGameCount() []byte {
	enc, err := disputeGame.abi.Pack("gameCount")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGameCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4d1975b4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function gameCount() view returns(uint256)
func (disputeGame *DisputeGame) TryPackGameCount() ([]byte, error) {
	return disputeGame.abi.Pack("gameCount")
}

// UnpackGameCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4d1975b4.
//
// Solidity: function gameCount() view returns(uint256)
func (disputeGame *DisputeGame) UnpackGameCount(data []byte) (*big.Int, error) {
	out, err := disputeGame.abi.Unpack("gameCount", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackJudge is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x573255f4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function judge() view returns(address)
func (disputeGame *DisputeGame) PackJudge() []byte {
	enc, err := disputeGame.abi.Pack("judge")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackJudge is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x573255f4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function judge() view returns(address)
func (disputeGame *DisputeGame) TryPackJudge() ([]byte, error) {
	return disputeGame.abi.Pack("judge")
}

// UnpackJudge is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x573255f4.
//
// Solidity: function judge() view returns(address)
func (disputeGame *DisputeGame) UnpackJudge(data []byte) (common.Address, error) {
	out, err := disputeGame.abi.Unpack("judge", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackMarket is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x80f55605.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function market() view returns(address)
func (disputeGame *DisputeGame) PackMarket() []byte {
	enc, err := disputeGame.abi.Pack("market")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMarket is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x80f55605.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function market() view returns(address)
func (disputeGame *DisputeGame) TryPackMarket() ([]byte, error) {
	return disputeGame.abi.Pack("market")
}

// UnpackMarket is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x80f55605.
//
// Solidity: function market() view returns(address)
func (disputeGame *DisputeGame) UnpackMarket(data []byte) (common.Address, error) {
	out, err := disputeGame.abi.Unpack("market", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackOpen is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x81653aa4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function open((uint256,address,address,address,uint64,uint32,bytes32,bytes32,bytes32,bytes32) p) returns(uint256 id)
func (disputeGame *DisputeGame) PackOpen(p IDisputeGameOpenParams) []byte {
	enc, err := disputeGame.abi.Pack("open", p)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOpen is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x81653aa4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function open((uint256,address,address,address,uint64,uint32,bytes32,bytes32,bytes32,bytes32) p) returns(uint256 id)
func (disputeGame *DisputeGame) TryPackOpen(p IDisputeGameOpenParams) ([]byte, error) {
	return disputeGame.abi.Pack("open", p)
}

// UnpackOpen is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x81653aa4.
//
// Solidity: function open((uint256,address,address,address,uint64,uint32,bytes32,bytes32,bytes32,bytes32) p) returns(uint256 id)
func (disputeGame *DisputeGame) UnpackOpen(data []byte) (*big.Int, error) {
	out, err := disputeGame.abi.Unpack("open", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackOpenEntry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xff6aa0e1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function openEntry(uint256 id, uint32 turn, (string,string,bytes32[],bytes32,uint64[][],bytes32[]) o, uint64 elements, uint64 steps) returns()
func (disputeGame *DisputeGame) PackOpenEntry(id *big.Int, turn uint32, o ScalarJudgeOpening, elements uint64, steps uint64) []byte {
	enc, err := disputeGame.abi.Pack("openEntry", id, turn, o, elements, steps)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOpenEntry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xff6aa0e1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function openEntry(uint256 id, uint32 turn, (string,string,bytes32[],bytes32,uint64[][],bytes32[]) o, uint64 elements, uint64 steps) returns()
func (disputeGame *DisputeGame) TryPackOpenEntry(id *big.Int, turn uint32, o ScalarJudgeOpening, elements uint64, steps uint64) ([]byte, error) {
	return disputeGame.abi.Pack("openEntry", id, turn, o, elements, steps)
}

// PackOpenTrace is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd4697217.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function openTrace(uint256 id, uint32 turn, uint64 count, bytes32 chain, bytes32 postState) returns()
func (disputeGame *DisputeGame) PackOpenTrace(id *big.Int, turn uint32, count uint64, chain [32]byte, postState [32]byte) []byte {
	enc, err := disputeGame.abi.Pack("openTrace", id, turn, count, chain, postState)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOpenTrace is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd4697217.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function openTrace(uint256 id, uint32 turn, uint64 count, bytes32 chain, bytes32 postState) returns()
func (disputeGame *DisputeGame) TryPackOpenTrace(id *big.Int, turn uint32, count uint64, chain [32]byte, postState [32]byte) ([]byte, error) {
	return disputeGame.abi.Pack("openTrace", id, turn, count, chain, postState)
}

// PackParties is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70651a18.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function parties(uint256 id) view returns(uint256 taskId, address solver, address challenger)
func (disputeGame *DisputeGame) PackParties(id *big.Int) []byte {
	enc, err := disputeGame.abi.Pack("parties", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackParties is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70651a18.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function parties(uint256 id) view returns(uint256 taskId, address solver, address challenger)
func (disputeGame *DisputeGame) TryPackParties(id *big.Int) ([]byte, error) {
	return disputeGame.abi.Pack("parties", id)
}

// PartiesOutput serves as a container for the return parameters of contract
// method Parties.
type PartiesOutput struct {
	TaskId     *big.Int
	Solver     common.Address
	Challenger common.Address
}

// UnpackParties is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70651a18.
//
// Solidity: function parties(uint256 id) view returns(uint256 taskId, address solver, address challenger)
func (disputeGame *DisputeGame) UnpackParties(data []byte) (PartiesOutput, error) {
	out, err := disputeGame.abi.Unpack("parties", data)
	outstruct := new(PartiesOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.TaskId = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.Solver = *abi.ConvertType(out[1], new(common.Address)).(*common.Address)
	outstruct.Challenger = *abi.ConvertType(out[2], new(common.Address)).(*common.Address)
	return *outstruct, nil
}

// PackPhase3 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd5a1d409.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function phase3(uint256 id) view returns((bytes32,bytes32,bytes32,uint64,uint64,uint64,uint8,uint8,bool,bool,uint8))
func (disputeGame *DisputeGame) PackPhase3(id *big.Int) []byte {
	enc, err := disputeGame.abi.Pack("phase3", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPhase3 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd5a1d409.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function phase3(uint256 id) view returns((bytes32,bytes32,bytes32,uint64,uint64,uint64,uint8,uint8,bool,bool,uint8))
func (disputeGame *DisputeGame) TryPackPhase3(id *big.Int) ([]byte, error) {
	return disputeGame.abi.Pack("phase3", id)
}

// UnpackPhase3 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd5a1d409.
//
// Solidity: function phase3(uint256 id) view returns((bytes32,bytes32,bytes32,uint64,uint64,uint64,uint8,uint8,bool,bool,uint8))
func (disputeGame *DisputeGame) UnpackPhase3(data []byte) (DisputeGameP3, error) {
	out, err := disputeGame.abi.Unpack("phase3", data)
	if err != nil {
		return *new(DisputeGameP3), err
	}
	out0 := *abi.ConvertType(out[0], new(DisputeGameP3)).(*DisputeGameP3)
	return out0, nil
}

// PackPick is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdbca40fa.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pick(uint256 id, uint32 turn, uint8 index, bytes32[] hashes) returns()
func (disputeGame *DisputeGame) PackPick(id *big.Int, turn uint32, index uint8, hashes [][32]byte) []byte {
	enc, err := disputeGame.abi.Pack("pick", id, turn, index, hashes)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPick is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdbca40fa.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pick(uint256 id, uint32 turn, uint8 index, bytes32[] hashes) returns()
func (disputeGame *DisputeGame) TryPackPick(id *big.Int, turn uint32, index uint8, hashes [][32]byte) ([]byte, error) {
	return disputeGame.abi.Pack("pick", id, turn, index, hashes)
}

// PackPickElement is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x43ca9a20.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pickElement(uint256 id, uint32 turn, uint8 index, bytes32[] hashes, (string,string,bytes32[],bytes32,uint64[][],bytes32[]) reads, (uint64,uint64,uint32,bytes32[])[] proofs) returns()
func (disputeGame *DisputeGame) PackPickElement(id *big.Int, turn uint32, index uint8, hashes [][32]byte, reads ScalarJudgeOpening, proofs []ScalarStepElement) []byte {
	enc, err := disputeGame.abi.Pack("pickElement", id, turn, index, hashes, reads, proofs)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPickElement is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x43ca9a20.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pickElement(uint256 id, uint32 turn, uint8 index, bytes32[] hashes, (string,string,bytes32[],bytes32,uint64[][],bytes32[]) reads, (uint64,uint64,uint32,bytes32[])[] proofs) returns()
func (disputeGame *DisputeGame) TryPackPickElement(id *big.Int, turn uint32, index uint8, hashes [][32]byte, reads ScalarJudgeOpening, proofs []ScalarStepElement) ([]byte, error) {
	return disputeGame.abi.Pack("pickElement", id, turn, index, hashes, reads, proofs)
}

// PackPickScalar is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb7f27879.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pickScalar(uint256 id, uint32 turn, uint8 index, bytes32[] hashes, (string,string,bytes32[],bytes32,uint64[][],bytes32[]) reads, (uint64,uint64,uint32,bytes32[])[] proofs) returns()
func (disputeGame *DisputeGame) PackPickScalar(id *big.Int, turn uint32, index uint8, hashes [][32]byte, reads ScalarJudgeOpening, proofs []ScalarStepElement) []byte {
	enc, err := disputeGame.abi.Pack("pickScalar", id, turn, index, hashes, reads, proofs)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPickScalar is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb7f27879.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pickScalar(uint256 id, uint32 turn, uint8 index, bytes32[] hashes, (string,string,bytes32[],bytes32,uint64[][],bytes32[]) reads, (uint64,uint64,uint32,bytes32[])[] proofs) returns()
func (disputeGame *DisputeGame) TryPackPickScalar(id *big.Int, turn uint32, index uint8, hashes [][32]byte, reads ScalarJudgeOpening, proofs []ScalarStepElement) ([]byte, error) {
	return disputeGame.abi.Pack("pickScalar", id, turn, index, hashes, reads, proofs)
}

// PackPost is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6bd27a40.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function post(uint256 id, uint32 turn, bytes32[] hashes) returns()
func (disputeGame *DisputeGame) PackPost(id *big.Int, turn uint32, hashes [][32]byte) []byte {
	enc, err := disputeGame.abi.Pack("post", id, turn, hashes)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPost is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6bd27a40.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function post(uint256 id, uint32 turn, bytes32[] hashes) returns()
func (disputeGame *DisputeGame) TryPackPost(id *big.Int, turn uint32, hashes [][32]byte) ([]byte, error) {
	return disputeGame.abi.Pack("post", id, turn, hashes)
}

// PackProveStates is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x188d292d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function proveStates(uint256 id, uint32 turn, bytes32[] preProof, bytes32[] postProof) returns()
func (disputeGame *DisputeGame) PackProveStates(id *big.Int, turn uint32, preProof [][32]byte, postProof [][32]byte) []byte {
	enc, err := disputeGame.abi.Pack("proveStates", id, turn, preProof, postProof)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackProveStates is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x188d292d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function proveStates(uint256 id, uint32 turn, bytes32[] preProof, bytes32[] postProof) returns()
func (disputeGame *DisputeGame) TryPackProveStates(id *big.Int, turn uint32, preProof [][32]byte, postProof [][32]byte) ([]byte, error) {
	return disputeGame.abi.Pack("proveStates", id, turn, preProof, postProof)
}

// PackReveal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc40b1634.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reveal(uint256 id, uint32 turn, bytes32 output) returns()
func (disputeGame *DisputeGame) PackReveal(id *big.Int, turn uint32, output [32]byte) []byte {
	enc, err := disputeGame.abi.Pack("reveal", id, turn, output)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReveal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc40b1634.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reveal(uint256 id, uint32 turn, bytes32 output) returns()
func (disputeGame *DisputeGame) TryPackReveal(id *big.Int, turn uint32, output [32]byte) ([]byte, error) {
	return disputeGame.abi.Pack("reveal", id, turn, output)
}

// PackRule is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2fe3fd30.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function rule(uint256 id, bytes32 ruling) returns()
func (disputeGame *DisputeGame) PackRule(id *big.Int, ruling [32]byte) []byte {
	enc, err := disputeGame.abi.Pack("rule", id, ruling)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRule is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2fe3fd30.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function rule(uint256 id, bytes32 ruling) returns()
func (disputeGame *DisputeGame) TryPackRule(id *big.Int, ruling [32]byte) ([]byte, error) {
	return disputeGame.abi.Pack("rule", id, ruling)
}

// PackTimeout is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x08148f7a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function timeout(uint256 id) returns()
func (disputeGame *DisputeGame) PackTimeout(id *big.Int) []byte {
	enc, err := disputeGame.abi.Pack("timeout", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTimeout is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x08148f7a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function timeout(uint256 id) returns()
func (disputeGame *DisputeGame) TryPackTimeout(id *big.Int) ([]byte, error) {
	return disputeGame.abi.Pack("timeout", id)
}

// PackToMove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x576a3d67.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function toMove(uint256 id) view returns(address)
func (disputeGame *DisputeGame) PackToMove(id *big.Int) []byte {
	enc, err := disputeGame.abi.Pack("toMove", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackToMove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x576a3d67.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function toMove(uint256 id) view returns(address)
func (disputeGame *DisputeGame) TryPackToMove(id *big.Int) ([]byte, error) {
	return disputeGame.abi.Pack("toMove", id)
}

// UnpackToMove is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x576a3d67.
//
// Solidity: function toMove(uint256 id) view returns(address)
func (disputeGame *DisputeGame) UnpackToMove(data []byte) (common.Address, error) {
	out, err := disputeGame.abi.Unpack("toMove", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// DisputeGameDescended represents a Descended event raised by the DisputeGame contract.
type DisputeGameDescended struct {
	Id    *big.Int
	Turn  uint32
	By    uint8
	Index uint8
	Level uint8
	Node  uint64
	Raw   *types.Log // Blockchain specific contextual infos
}

const DisputeGameDescendedEventName = "Descended"

// ContractEventName returns the user-defined event name.
func (DisputeGameDescended) ContractEventName() string {
	return DisputeGameDescendedEventName
}

// UnpackDescendedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Descended(uint256 indexed id, uint32 turn, uint8 by, uint8 index, uint8 level, uint64 node)
func (disputeGame *DisputeGame) UnpackDescendedEvent(log *types.Log) (*DisputeGameDescended, error) {
	event := "Descended"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != disputeGame.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DisputeGameDescended)
	if len(log.Data) > 0 {
		if err := disputeGame.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range disputeGame.abi.Events[event].Inputs {
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

// DisputeGameElementPinned represents a ElementPinned event raised by the DisputeGame contract.
type DisputeGameElementPinned struct {
	Id      *big.Int
	Element uint64
	Steps   uint64
	Raw     *types.Log // Blockchain specific contextual infos
}

const DisputeGameElementPinnedEventName = "ElementPinned"

// ContractEventName returns the user-defined event name.
func (DisputeGameElementPinned) ContractEventName() string {
	return DisputeGameElementPinnedEventName
}

// UnpackElementPinnedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ElementPinned(uint256 indexed id, uint64 element, uint64 steps)
func (disputeGame *DisputeGame) UnpackElementPinnedEvent(log *types.Log) (*DisputeGameElementPinned, error) {
	event := "ElementPinned"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != disputeGame.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DisputeGameElementPinned)
	if len(log.Data) > 0 {
		if err := disputeGame.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range disputeGame.abi.Events[event].Inputs {
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

// DisputeGameElementsStarted represents a ElementsStarted event raised by the DisputeGame contract.
type DisputeGameElementsStarted struct {
	Id       *big.Int
	Elements uint64
	Steps    uint64
	Raw      *types.Log // Blockchain specific contextual infos
}

const DisputeGameElementsStartedEventName = "ElementsStarted"

// ContractEventName returns the user-defined event name.
func (DisputeGameElementsStarted) ContractEventName() string {
	return DisputeGameElementsStartedEventName
}

// UnpackElementsStartedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ElementsStarted(uint256 indexed id, uint64 elements, uint64 steps)
func (disputeGame *DisputeGame) UnpackElementsStartedEvent(log *types.Log) (*DisputeGameElementsStarted, error) {
	event := "ElementsStarted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != disputeGame.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DisputeGameElementsStarted)
	if len(log.Data) > 0 {
		if err := disputeGame.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range disputeGame.abi.Events[event].Inputs {
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

// DisputeGameEntriesStarted represents a EntriesStarted event raised by the DisputeGame contract.
type DisputeGameEntriesStarted struct {
	Id      *big.Int
	Entries uint64
	Agreed  [32]byte
	Raw     *types.Log // Blockchain specific contextual infos
}

const DisputeGameEntriesStartedEventName = "EntriesStarted"

// ContractEventName returns the user-defined event name.
func (DisputeGameEntriesStarted) ContractEventName() string {
	return DisputeGameEntriesStartedEventName
}

// UnpackEntriesStartedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EntriesStarted(uint256 indexed id, uint64 entries, bytes32 agreed)
func (disputeGame *DisputeGame) UnpackEntriesStartedEvent(log *types.Log) (*DisputeGameEntriesStarted, error) {
	event := "EntriesStarted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != disputeGame.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DisputeGameEntriesStarted)
	if len(log.Data) > 0 {
		if err := disputeGame.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range disputeGame.abi.Events[event].Inputs {
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

// DisputeGameEntryPinned represents a EntryPinned event raised by the DisputeGame contract.
type DisputeGameEntryPinned struct {
	Id         *big.Int
	Step       uint64
	Entry      uint64
	StateEntry bool
	Raw        *types.Log // Blockchain specific contextual infos
}

const DisputeGameEntryPinnedEventName = "EntryPinned"

// ContractEventName returns the user-defined event name.
func (DisputeGameEntryPinned) ContractEventName() string {
	return DisputeGameEntryPinnedEventName
}

// UnpackEntryPinnedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EntryPinned(uint256 indexed id, uint64 step, uint64 entry, bool stateEntry)
func (disputeGame *DisputeGame) UnpackEntryPinnedEvent(log *types.Log) (*DisputeGameEntryPinned, error) {
	event := "EntryPinned"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != disputeGame.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DisputeGameEntryPinned)
	if len(log.Data) > 0 {
		if err := disputeGame.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range disputeGame.abi.Events[event].Inputs {
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

// DisputeGameEntryRevealed represents a EntryRevealed event raised by the DisputeGame contract.
type DisputeGameEntryRevealed struct {
	Id     *big.Int
	Turn   uint32
	By     uint8
	Output [32]byte
	Raw    *types.Log // Blockchain specific contextual infos
}

const DisputeGameEntryRevealedEventName = "EntryRevealed"

// ContractEventName returns the user-defined event name.
func (DisputeGameEntryRevealed) ContractEventName() string {
	return DisputeGameEntryRevealedEventName
}

// UnpackEntryRevealedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EntryRevealed(uint256 indexed id, uint32 turn, uint8 by, bytes32 output)
func (disputeGame *DisputeGame) UnpackEntryRevealedEvent(log *types.Log) (*DisputeGameEntryRevealed, error) {
	event := "EntryRevealed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != disputeGame.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DisputeGameEntryRevealed)
	if len(log.Data) > 0 {
		if err := disputeGame.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range disputeGame.abi.Events[event].Inputs {
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

// DisputeGameGameOpened represents a GameOpened event raised by the DisputeGame contract.
type DisputeGameGameOpened struct {
	Id         *big.Int
	TaskId     *big.Int
	Solver     common.Address
	Challenger common.Address
	Referee    common.Address
	Steps      uint64
	Raw        *types.Log // Blockchain specific contextual infos
}

const DisputeGameGameOpenedEventName = "GameOpened"

// ContractEventName returns the user-defined event name.
func (DisputeGameGameOpened) ContractEventName() string {
	return DisputeGameGameOpenedEventName
}

// UnpackGameOpenedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event GameOpened(uint256 indexed id, uint256 indexed taskId, address solver, address challenger, address referee, uint64 steps)
func (disputeGame *DisputeGame) UnpackGameOpenedEvent(log *types.Log) (*DisputeGameGameOpened, error) {
	event := "GameOpened"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != disputeGame.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DisputeGameGameOpened)
	if len(log.Data) > 0 {
		if err := disputeGame.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range disputeGame.abi.Events[event].Inputs {
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

// DisputeGameGameOver represents a GameOver event raised by the DisputeGame contract.
type DisputeGameGameOver struct {
	Id        *big.Int
	Outcome   uint8
	ByTimeout bool
	Raw       *types.Log // Blockchain specific contextual infos
}

const DisputeGameGameOverEventName = "GameOver"

// ContractEventName returns the user-defined event name.
func (DisputeGameGameOver) ContractEventName() string {
	return DisputeGameGameOverEventName
}

// UnpackGameOverEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event GameOver(uint256 indexed id, uint8 outcome, bool byTimeout)
func (disputeGame *DisputeGame) UnpackGameOverEvent(log *types.Log) (*DisputeGameGameOver, error) {
	event := "GameOver"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != disputeGame.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DisputeGameGameOver)
	if len(log.Data) > 0 {
		if err := disputeGame.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range disputeGame.abi.Events[event].Inputs {
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

// DisputeGamePicked represents a Picked event raised by the DisputeGame contract.
type DisputeGamePicked struct {
	Id    *big.Int
	Turn  uint32
	By    uint8
	Index uint8
	Lo    uint64
	Hi    uint64
	Hash  [32]byte
	Raw   *types.Log // Blockchain specific contextual infos
}

const DisputeGamePickedEventName = "Picked"

// ContractEventName returns the user-defined event name.
func (DisputeGamePicked) ContractEventName() string {
	return DisputeGamePickedEventName
}

// UnpackPickedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Picked(uint256 indexed id, uint32 turn, uint8 by, uint8 index, uint64 lo, uint64 hi, bytes32 hash)
func (disputeGame *DisputeGame) UnpackPickedEvent(log *types.Log) (*DisputeGamePicked, error) {
	event := "Picked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != disputeGame.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DisputeGamePicked)
	if len(log.Data) > 0 {
		if err := disputeGame.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range disputeGame.abi.Events[event].Inputs {
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

// DisputeGamePosted represents a Posted event raised by the DisputeGame contract.
type DisputeGamePosted struct {
	Id       *big.Int
	Turn     uint32
	By       uint8
	Position uint64
	Hash     [32]byte
	Raw      *types.Log // Blockchain specific contextual infos
}

const DisputeGamePostedEventName = "Posted"

// ContractEventName returns the user-defined event name.
func (DisputeGamePosted) ContractEventName() string {
	return DisputeGamePostedEventName
}

// UnpackPostedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Posted(uint256 indexed id, uint32 turn, uint8 by, uint64 position, bytes32 hash)
func (disputeGame *DisputeGame) UnpackPostedEvent(log *types.Log) (*DisputeGamePosted, error) {
	event := "Posted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != disputeGame.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DisputeGamePosted)
	if len(log.Data) > 0 {
		if err := disputeGame.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range disputeGame.abi.Events[event].Inputs {
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

// DisputeGameRefereeDue represents a RefereeDue event raised by the DisputeGame contract.
type DisputeGameRefereeDue struct {
	Id         *big.Int
	Step       uint64
	Entry      uint64
	Length     bool
	StateEntry bool
	Raw        *types.Log // Blockchain specific contextual infos
}

const DisputeGameRefereeDueEventName = "RefereeDue"

// ContractEventName returns the user-defined event name.
func (DisputeGameRefereeDue) ContractEventName() string {
	return DisputeGameRefereeDueEventName
}

// UnpackRefereeDueEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RefereeDue(uint256 indexed id, uint64 step, uint64 entry, bool length, bool stateEntry)
func (disputeGame *DisputeGame) UnpackRefereeDueEvent(log *types.Log) (*DisputeGameRefereeDue, error) {
	event := "RefereeDue"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != disputeGame.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DisputeGameRefereeDue)
	if len(log.Data) > 0 {
		if err := disputeGame.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range disputeGame.abi.Events[event].Inputs {
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

// DisputeGameRuled represents a Ruled event raised by the DisputeGame contract.
type DisputeGameRuled struct {
	Id     *big.Int
	Ruling [32]byte
	Raw    *types.Log // Blockchain specific contextual infos
}

const DisputeGameRuledEventName = "Ruled"

// ContractEventName returns the user-defined event name.
func (DisputeGameRuled) ContractEventName() string {
	return DisputeGameRuledEventName
}

// UnpackRuledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Ruled(uint256 indexed id, bytes32 ruling)
func (disputeGame *DisputeGame) UnpackRuledEvent(log *types.Log) (*DisputeGameRuled, error) {
	event := "Ruled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != disputeGame.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DisputeGameRuled)
	if len(log.Data) > 0 {
		if err := disputeGame.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range disputeGame.abi.Events[event].Inputs {
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

// DisputeGameScalarEnabled represents a ScalarEnabled event raised by the DisputeGame contract.
type DisputeGameScalarEnabled struct {
	Id    *big.Int
	OpSet uint8
	Raw   *types.Log // Blockchain specific contextual infos
}

const DisputeGameScalarEnabledEventName = "ScalarEnabled"

// ContractEventName returns the user-defined event name.
func (DisputeGameScalarEnabled) ContractEventName() string {
	return DisputeGameScalarEnabledEventName
}

// UnpackScalarEnabledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ScalarEnabled(uint256 indexed id, uint8 opSet)
func (disputeGame *DisputeGame) UnpackScalarEnabledEvent(log *types.Log) (*DisputeGameScalarEnabled, error) {
	event := "ScalarEnabled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != disputeGame.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DisputeGameScalarEnabled)
	if len(log.Data) > 0 {
		if err := disputeGame.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range disputeGame.abi.Events[event].Inputs {
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

// DisputeGameScalarExecuted represents a ScalarExecuted event raised by the DisputeGame contract.
type DisputeGameScalarExecuted struct {
	Id     *big.Int
	Step   uint64
	Result [32]byte
	Raw    *types.Log // Blockchain specific contextual infos
}

const DisputeGameScalarExecutedEventName = "ScalarExecuted"

// ContractEventName returns the user-defined event name.
func (DisputeGameScalarExecuted) ContractEventName() string {
	return DisputeGameScalarExecutedEventName
}

// UnpackScalarExecutedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ScalarExecuted(uint256 indexed id, uint64 step, bytes32 result)
func (disputeGame *DisputeGame) UnpackScalarExecutedEvent(log *types.Log) (*DisputeGameScalarExecuted, error) {
	event := "ScalarExecuted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != disputeGame.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DisputeGameScalarExecuted)
	if len(log.Data) > 0 {
		if err := disputeGame.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range disputeGame.abi.Events[event].Inputs {
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

// DisputeGameScalarRefused represents a ScalarRefused event raised by the DisputeGame contract.
type DisputeGameScalarRefused struct {
	Id  *big.Int
	Why uint8
	Raw *types.Log // Blockchain specific contextual infos
}

const DisputeGameScalarRefusedEventName = "ScalarRefused"

// ContractEventName returns the user-defined event name.
func (DisputeGameScalarRefused) ContractEventName() string {
	return DisputeGameScalarRefusedEventName
}

// UnpackScalarRefusedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ScalarRefused(uint256 indexed id, uint8 why)
func (disputeGame *DisputeGame) UnpackScalarRefusedEvent(log *types.Log) (*DisputeGameScalarRefused, error) {
	event := "ScalarRefused"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != disputeGame.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DisputeGameScalarRefused)
	if len(log.Data) > 0 {
		if err := disputeGame.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range disputeGame.abi.Events[event].Inputs {
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

// DisputeGameStatesProven represents a StatesProven event raised by the DisputeGame contract.
type DisputeGameStatesProven struct {
	Id   *big.Int
	Turn uint32
	Step uint64
	Raw  *types.Log // Blockchain specific contextual infos
}

const DisputeGameStatesProvenEventName = "StatesProven"

// ContractEventName returns the user-defined event name.
func (DisputeGameStatesProven) ContractEventName() string {
	return DisputeGameStatesProvenEventName
}

// UnpackStatesProvenEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event StatesProven(uint256 indexed id, uint32 turn, uint64 step)
func (disputeGame *DisputeGame) UnpackStatesProvenEvent(log *types.Log) (*DisputeGameStatesProven, error) {
	event := "StatesProven"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != disputeGame.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DisputeGameStatesProven)
	if len(log.Data) > 0 {
		if err := disputeGame.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range disputeGame.abi.Events[event].Inputs {
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

// DisputeGameStepPinned represents a StepPinned event raised by the DisputeGame contract.
type DisputeGameStepPinned struct {
	Id   *big.Int
	Step uint64
	Pre  [32]byte
	Raw  *types.Log // Blockchain specific contextual infos
}

const DisputeGameStepPinnedEventName = "StepPinned"

// ContractEventName returns the user-defined event name.
func (DisputeGameStepPinned) ContractEventName() string {
	return DisputeGameStepPinnedEventName
}

// UnpackStepPinnedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event StepPinned(uint256 indexed id, uint64 step, bytes32 pre)
func (disputeGame *DisputeGame) UnpackStepPinnedEvent(log *types.Log) (*DisputeGameStepPinned, error) {
	event := "StepPinned"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != disputeGame.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DisputeGameStepPinned)
	if len(log.Data) > 0 {
		if err := disputeGame.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range disputeGame.abi.Events[event].Inputs {
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

// DisputeGameTimedOut represents a TimedOut event raised by the DisputeGame contract.
type DisputeGameTimedOut struct {
	Id    *big.Int
	Party uint8
	Raw   *types.Log // Blockchain specific contextual infos
}

const DisputeGameTimedOutEventName = "TimedOut"

// ContractEventName returns the user-defined event name.
func (DisputeGameTimedOut) ContractEventName() string {
	return DisputeGameTimedOutEventName
}

// UnpackTimedOutEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TimedOut(uint256 indexed id, uint8 party)
func (disputeGame *DisputeGame) UnpackTimedOutEvent(log *types.Log) (*DisputeGameTimedOut, error) {
	event := "TimedOut"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != disputeGame.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DisputeGameTimedOut)
	if len(log.Data) > 0 {
		if err := disputeGame.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range disputeGame.abi.Events[event].Inputs {
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

// DisputeGameTraceOpened represents a TraceOpened event raised by the DisputeGame contract.
type DisputeGameTraceOpened struct {
	Id    *big.Int
	Turn  uint32
	By    uint8
	Count uint64
	Chain [32]byte
	Post  [32]byte
	Raw   *types.Log // Blockchain specific contextual infos
}

const DisputeGameTraceOpenedEventName = "TraceOpened"

// ContractEventName returns the user-defined event name.
func (DisputeGameTraceOpened) ContractEventName() string {
	return DisputeGameTraceOpenedEventName
}

// UnpackTraceOpenedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TraceOpened(uint256 indexed id, uint32 turn, uint8 by, uint64 count, bytes32 chain, bytes32 post)
func (disputeGame *DisputeGame) UnpackTraceOpenedEvent(log *types.Log) (*DisputeGameTraceOpened, error) {
	event := "TraceOpened"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != disputeGame.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DisputeGameTraceOpened)
	if len(log.Data) > 0 {
		if err := disputeGame.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range disputeGame.abi.Events[event].Inputs {
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
func (disputeGame *DisputeGame) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["BadChildren"].ID.Bytes()[:4]) {
		return disputeGame.UnpackBadChildrenError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["BadCount"].ID.Bytes()[:4]) {
		return disputeGame.UnpackBadCountError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["BadHashCount"].ID.Bytes()[:4]) {
		return disputeGame.UnpackBadHashCountError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["BadIndex"].ID.Bytes()[:4]) {
		return disputeGame.UnpackBadIndexError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["BadOpening"].ID.Bytes()[:4]) {
		return disputeGame.UnpackBadOpeningError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["BadProofs"].ID.Bytes()[:4]) {
		return disputeGame.UnpackBadProofsError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["ChainMismatch"].ID.Bytes()[:4]) {
		return disputeGame.UnpackChainMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["DeadlineNotReached"].ID.Bytes()[:4]) {
		return disputeGame.UnpackDeadlineNotReachedError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["DeadlinePassed"].ID.Bytes()[:4]) {
		return disputeGame.UnpackDeadlinePassedError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["GameFinished"].ID.Bytes()[:4]) {
		return disputeGame.UnpackGameFinishedError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["NotMarket"].ID.Bytes()[:4]) {
		return disputeGame.UnpackNotMarketError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["NotReferee"].ID.Bytes()[:4]) {
		return disputeGame.UnpackNotRefereeError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["NotScalarGame"].ID.Bytes()[:4]) {
		return disputeGame.UnpackNotScalarGameError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["NotYourTurn"].ID.Bytes()[:4]) {
		return disputeGame.UnpackNotYourTurnError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["NothingDisputed"].ID.Bytes()[:4]) {
		return disputeGame.UnpackNothingDisputedError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["PostNotStated"].ID.Bytes()[:4]) {
		return disputeGame.UnpackPostNotStatedError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["SameHash"].ID.Bytes()[:4]) {
		return disputeGame.UnpackSameHashError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["StaleMove"].ID.Bytes()[:4]) {
		return disputeGame.UnpackStaleMoveError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["StateNotCommitted"].ID.Bytes()[:4]) {
		return disputeGame.UnpackStateNotCommittedError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["UnknownGame"].ID.Bytes()[:4]) {
		return disputeGame.UnpackUnknownGameError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["WaitingForReferee"].ID.Bytes()[:4]) {
		return disputeGame.UnpackWaitingForRefereeError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["WrongMove"].ID.Bytes()[:4]) {
		return disputeGame.UnpackWrongMoveError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["WrongPhase"].ID.Bytes()[:4]) {
		return disputeGame.UnpackWrongPhaseError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// DisputeGameBadChildren represents a BadChildren error raised by the DisputeGame contract.
type DisputeGameBadChildren struct {
	Id *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadChildren(uint256 id)
func DisputeGameBadChildrenErrorID() common.Hash {
	return common.HexToHash("0x0a2d3f042c1888faeea57d5422dd9a2cd20a0c7db2607d7c04f04dc87c7968d4")
}

// UnpackBadChildrenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadChildren(uint256 id)
func (disputeGame *DisputeGame) UnpackBadChildrenError(raw []byte) (*DisputeGameBadChildren, error) {
	out := new(DisputeGameBadChildren)
	if err := disputeGame.abi.UnpackIntoInterface(out, "BadChildren", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameBadCount represents a BadCount error raised by the DisputeGame contract.
type DisputeGameBadCount struct {
	Id    *big.Int
	Count uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadCount(uint256 id, uint64 count)
func DisputeGameBadCountErrorID() common.Hash {
	return common.HexToHash("0x4ab29c0f525023c14a0c0bf384aef84a9eb787be4c650d1b96614af378eceb48")
}

// UnpackBadCountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadCount(uint256 id, uint64 count)
func (disputeGame *DisputeGame) UnpackBadCountError(raw []byte) (*DisputeGameBadCount, error) {
	out := new(DisputeGameBadCount)
	if err := disputeGame.abi.UnpackIntoInterface(out, "BadCount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameBadHashCount represents a BadHashCount error raised by the DisputeGame contract.
type DisputeGameBadHashCount struct {
	Id   *big.Int
	Want *big.Int
	Got  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadHashCount(uint256 id, uint256 want, uint256 got)
func DisputeGameBadHashCountErrorID() common.Hash {
	return common.HexToHash("0x2e4706286d54ed52fdb5ccf26f10aaeed65ba560c978c3548c64b95df67dd8dc")
}

// UnpackBadHashCountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadHashCount(uint256 id, uint256 want, uint256 got)
func (disputeGame *DisputeGame) UnpackBadHashCountError(raw []byte) (*DisputeGameBadHashCount, error) {
	out := new(DisputeGameBadHashCount)
	if err := disputeGame.abi.UnpackIntoInterface(out, "BadHashCount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameBadIndex represents a BadIndex error raised by the DisputeGame contract.
type DisputeGameBadIndex struct {
	Id    *big.Int
	Index uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadIndex(uint256 id, uint8 index)
func DisputeGameBadIndexErrorID() common.Hash {
	return common.HexToHash("0x364951d489acb492e3fe83d8908de221310fa47931e2aab60d85c59710a8e920")
}

// UnpackBadIndexError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadIndex(uint256 id, uint8 index)
func (disputeGame *DisputeGame) UnpackBadIndexError(raw []byte) (*DisputeGameBadIndex, error) {
	out := new(DisputeGameBadIndex)
	if err := disputeGame.abi.UnpackIntoInterface(out, "BadIndex", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameBadOpening represents a BadOpening error raised by the DisputeGame contract.
type DisputeGameBadOpening struct {
	Id *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadOpening(uint256 id)
func DisputeGameBadOpeningErrorID() common.Hash {
	return common.HexToHash("0xc0e8e17f0f3f675dd8f3ea302d583ca0cf8d388d922b3a87a4df5ebf685e7816")
}

// UnpackBadOpeningError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadOpening(uint256 id)
func (disputeGame *DisputeGame) UnpackBadOpeningError(raw []byte) (*DisputeGameBadOpening, error) {
	out := new(DisputeGameBadOpening)
	if err := disputeGame.abi.UnpackIntoInterface(out, "BadOpening", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameBadProofs represents a BadProofs error raised by the DisputeGame contract.
type DisputeGameBadProofs struct {
	Id *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadProofs(uint256 id)
func DisputeGameBadProofsErrorID() common.Hash {
	return common.HexToHash("0x530f2a28525d31c6eafdb90db5084143db6a3462958ac1697e6ffd94be46c174")
}

// UnpackBadProofsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadProofs(uint256 id)
func (disputeGame *DisputeGame) UnpackBadProofsError(raw []byte) (*DisputeGameBadProofs, error) {
	out := new(DisputeGameBadProofs)
	if err := disputeGame.abi.UnpackIntoInterface(out, "BadProofs", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameChainMismatch represents a ChainMismatch error raised by the DisputeGame contract.
type DisputeGameChainMismatch struct {
	Id *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ChainMismatch(uint256 id)
func DisputeGameChainMismatchErrorID() common.Hash {
	return common.HexToHash("0x562d8cba1cd5cee4dee7e872787f723bf95fa9b6c300249f0513373ad5183e8f")
}

// UnpackChainMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ChainMismatch(uint256 id)
func (disputeGame *DisputeGame) UnpackChainMismatchError(raw []byte) (*DisputeGameChainMismatch, error) {
	out := new(DisputeGameChainMismatch)
	if err := disputeGame.abi.UnpackIntoInterface(out, "ChainMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameDeadlineNotReached represents a DeadlineNotReached error raised by the DisputeGame contract.
type DisputeGameDeadlineNotReached struct {
	Id       *big.Int
	Deadline uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DeadlineNotReached(uint256 id, uint64 deadline)
func DisputeGameDeadlineNotReachedErrorID() common.Hash {
	return common.HexToHash("0xad3664a61c7d8080380694d62a51b793f883bf8ff6c001a73d0bf47b714e8175")
}

// UnpackDeadlineNotReachedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DeadlineNotReached(uint256 id, uint64 deadline)
func (disputeGame *DisputeGame) UnpackDeadlineNotReachedError(raw []byte) (*DisputeGameDeadlineNotReached, error) {
	out := new(DisputeGameDeadlineNotReached)
	if err := disputeGame.abi.UnpackIntoInterface(out, "DeadlineNotReached", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameDeadlinePassed represents a DeadlinePassed error raised by the DisputeGame contract.
type DisputeGameDeadlinePassed struct {
	Id       *big.Int
	Deadline uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DeadlinePassed(uint256 id, uint64 deadline)
func DisputeGameDeadlinePassedErrorID() common.Hash {
	return common.HexToHash("0x6f0a34828df90908cf3774b174f2452672331db746c88a2ea16ec99853e591b9")
}

// UnpackDeadlinePassedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DeadlinePassed(uint256 id, uint64 deadline)
func (disputeGame *DisputeGame) UnpackDeadlinePassedError(raw []byte) (*DisputeGameDeadlinePassed, error) {
	out := new(DisputeGameDeadlinePassed)
	if err := disputeGame.abi.UnpackIntoInterface(out, "DeadlinePassed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameGameFinished represents a GameFinished error raised by the DisputeGame contract.
type DisputeGameGameFinished struct {
	Id *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error GameFinished(uint256 id)
func DisputeGameGameFinishedErrorID() common.Hash {
	return common.HexToHash("0x6543ec12c6e53f26532beb5289ef5732dcd77c2e9e9921ae42b695905f5e84c0")
}

// UnpackGameFinishedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error GameFinished(uint256 id)
func (disputeGame *DisputeGame) UnpackGameFinishedError(raw []byte) (*DisputeGameGameFinished, error) {
	out := new(DisputeGameGameFinished)
	if err := disputeGame.abi.UnpackIntoInterface(out, "GameFinished", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameNotMarket represents a NotMarket error raised by the DisputeGame contract.
type DisputeGameNotMarket struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotMarket()
func DisputeGameNotMarketErrorID() common.Hash {
	return common.HexToHash("0xc4bbea694daf04190b125ad8e91c3e4aacafdec06ab734d230bd92a002f5ead9")
}

// UnpackNotMarketError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotMarket()
func (disputeGame *DisputeGame) UnpackNotMarketError(raw []byte) (*DisputeGameNotMarket, error) {
	out := new(DisputeGameNotMarket)
	if err := disputeGame.abi.UnpackIntoInterface(out, "NotMarket", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameNotReferee represents a NotReferee error raised by the DisputeGame contract.
type DisputeGameNotReferee struct {
	Id     *big.Int
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotReferee(uint256 id, address caller)
func DisputeGameNotRefereeErrorID() common.Hash {
	return common.HexToHash("0xb9826146057b1dbb1d1e1471cdc9feb8f934a812236d23d2d50fa804cbf0572e")
}

// UnpackNotRefereeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotReferee(uint256 id, address caller)
func (disputeGame *DisputeGame) UnpackNotRefereeError(raw []byte) (*DisputeGameNotReferee, error) {
	out := new(DisputeGameNotReferee)
	if err := disputeGame.abi.UnpackIntoInterface(out, "NotReferee", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameNotScalarGame represents a NotScalarGame error raised by the DisputeGame contract.
type DisputeGameNotScalarGame struct {
	Id *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotScalarGame(uint256 id)
func DisputeGameNotScalarGameErrorID() common.Hash {
	return common.HexToHash("0x6168c799ef7b8a1a85935f2b329e80505b7f137d2db35ff2924aecc8b21710a2")
}

// UnpackNotScalarGameError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotScalarGame(uint256 id)
func (disputeGame *DisputeGame) UnpackNotScalarGameError(raw []byte) (*DisputeGameNotScalarGame, error) {
	out := new(DisputeGameNotScalarGame)
	if err := disputeGame.abi.UnpackIntoInterface(out, "NotScalarGame", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameNotYourTurn represents a NotYourTurn error raised by the DisputeGame contract.
type DisputeGameNotYourTurn struct {
	Id     *big.Int
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotYourTurn(uint256 id, address caller)
func DisputeGameNotYourTurnErrorID() common.Hash {
	return common.HexToHash("0x3848b1faf3923902cee64f137da71a1571ed9e993baf9964638fc8abc783d39d")
}

// UnpackNotYourTurnError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotYourTurn(uint256 id, address caller)
func (disputeGame *DisputeGame) UnpackNotYourTurnError(raw []byte) (*DisputeGameNotYourTurn, error) {
	out := new(DisputeGameNotYourTurn)
	if err := disputeGame.abi.UnpackIntoInterface(out, "NotYourTurn", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameNothingDisputed represents a NothingDisputed error raised by the DisputeGame contract.
type DisputeGameNothingDisputed struct {
	Id *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NothingDisputed(uint256 id)
func DisputeGameNothingDisputedErrorID() common.Hash {
	return common.HexToHash("0x0810fc850090cc85b50c08015a562099bb911d05ec7c6735100b4ecb7e989d79")
}

// UnpackNothingDisputedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NothingDisputed(uint256 id)
func (disputeGame *DisputeGame) UnpackNothingDisputedError(raw []byte) (*DisputeGameNothingDisputed, error) {
	out := new(DisputeGameNothingDisputed)
	if err := disputeGame.abi.UnpackIntoInterface(out, "NothingDisputed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGamePostNotStated represents a PostNotStated error raised by the DisputeGame contract.
type DisputeGamePostNotStated struct {
	Id *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PostNotStated(uint256 id)
func DisputeGamePostNotStatedErrorID() common.Hash {
	return common.HexToHash("0x81bffd83426d3de279751da96c1fc768ab3a04960a555815fd13354786db912d")
}

// UnpackPostNotStatedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PostNotStated(uint256 id)
func (disputeGame *DisputeGame) UnpackPostNotStatedError(raw []byte) (*DisputeGamePostNotStated, error) {
	out := new(DisputeGamePostNotStated)
	if err := disputeGame.abi.UnpackIntoInterface(out, "PostNotStated", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameSameHash represents a SameHash error raised by the DisputeGame contract.
type DisputeGameSameHash struct {
	Id       *big.Int
	Position uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SameHash(uint256 id, uint64 position)
func DisputeGameSameHashErrorID() common.Hash {
	return common.HexToHash("0xb074742e0606aa941263139499f3bc7edd3130c9b7c88fd4bc5790962458181f")
}

// UnpackSameHashError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SameHash(uint256 id, uint64 position)
func (disputeGame *DisputeGame) UnpackSameHashError(raw []byte) (*DisputeGameSameHash, error) {
	out := new(DisputeGameSameHash)
	if err := disputeGame.abi.UnpackIntoInterface(out, "SameHash", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameStaleMove represents a StaleMove error raised by the DisputeGame contract.
type DisputeGameStaleMove struct {
	Id   *big.Int
	Want uint32
	Got  uint32
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StaleMove(uint256 id, uint32 want, uint32 got)
func DisputeGameStaleMoveErrorID() common.Hash {
	return common.HexToHash("0x231daba7be0f3c4de205d58a5f726e535d6e01a316efef7ee1f0c1ca2d525b2a")
}

// UnpackStaleMoveError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StaleMove(uint256 id, uint32 want, uint32 got)
func (disputeGame *DisputeGame) UnpackStaleMoveError(raw []byte) (*DisputeGameStaleMove, error) {
	out := new(DisputeGameStaleMove)
	if err := disputeGame.abi.UnpackIntoInterface(out, "StaleMove", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameStateNotCommitted represents a StateNotCommitted error raised by the DisputeGame contract.
type DisputeGameStateNotCommitted struct {
	Id       *big.Int
	Position uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StateNotCommitted(uint256 id, uint64 position)
func DisputeGameStateNotCommittedErrorID() common.Hash {
	return common.HexToHash("0x727c207d076098d9ae6cba77738940e8f8297a818418f117bb707eb93ad59a0f")
}

// UnpackStateNotCommittedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StateNotCommitted(uint256 id, uint64 position)
func (disputeGame *DisputeGame) UnpackStateNotCommittedError(raw []byte) (*DisputeGameStateNotCommitted, error) {
	out := new(DisputeGameStateNotCommitted)
	if err := disputeGame.abi.UnpackIntoInterface(out, "StateNotCommitted", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameUnknownGame represents a UnknownGame error raised by the DisputeGame contract.
type DisputeGameUnknownGame struct {
	Id *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownGame(uint256 id)
func DisputeGameUnknownGameErrorID() common.Hash {
	return common.HexToHash("0xc006e93f4a4e00aa2ee469ba931a709192bce33e7b1f52a163a645fc2ef79abe")
}

// UnpackUnknownGameError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownGame(uint256 id)
func (disputeGame *DisputeGame) UnpackUnknownGameError(raw []byte) (*DisputeGameUnknownGame, error) {
	out := new(DisputeGameUnknownGame)
	if err := disputeGame.abi.UnpackIntoInterface(out, "UnknownGame", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameWaitingForReferee represents a WaitingForReferee error raised by the DisputeGame contract.
type DisputeGameWaitingForReferee struct {
	Id *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WaitingForReferee(uint256 id)
func DisputeGameWaitingForRefereeErrorID() common.Hash {
	return common.HexToHash("0x797bf42ada804b439af5c10e7d7681e7a253e77f75f6ed7e5e7d5e86f74b3008")
}

// UnpackWaitingForRefereeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WaitingForReferee(uint256 id)
func (disputeGame *DisputeGame) UnpackWaitingForRefereeError(raw []byte) (*DisputeGameWaitingForReferee, error) {
	out := new(DisputeGameWaitingForReferee)
	if err := disputeGame.abi.UnpackIntoInterface(out, "WaitingForReferee", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameWrongMove represents a WrongMove error raised by the DisputeGame contract.
type DisputeGameWrongMove struct {
	Id       *big.Int
	Expected uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongMove(uint256 id, uint8 expected)
func DisputeGameWrongMoveErrorID() common.Hash {
	return common.HexToHash("0xf93261016d554cb5859d4d84e1840fd899b2e3cd93a0809487ed05533879be9e")
}

// UnpackWrongMoveError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongMove(uint256 id, uint8 expected)
func (disputeGame *DisputeGame) UnpackWrongMoveError(raw []byte) (*DisputeGameWrongMove, error) {
	out := new(DisputeGameWrongMove)
	if err := disputeGame.abi.UnpackIntoInterface(out, "WrongMove", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameWrongPhase represents a WrongPhase error raised by the DisputeGame contract.
type DisputeGameWrongPhase struct {
	Id    *big.Int
	Phase uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongPhase(uint256 id, uint8 phase)
func DisputeGameWrongPhaseErrorID() common.Hash {
	return common.HexToHash("0x083a89f234e0317d5ce7ed572bfc6b4676dca2826b7b9120222ca6b80bfc9c27")
}

// UnpackWrongPhaseError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongPhase(uint256 id, uint8 phase)
func (disputeGame *DisputeGame) UnpackWrongPhaseError(raw []byte) (*DisputeGameWrongPhase, error) {
	out := new(DisputeGameWrongPhase)
	if err := disputeGame.abi.UnpackIntoInterface(out, "WrongPhase", raw); err != nil {
		return nil, err
	}
	return out, nil
}
