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
	SolverRoot      [32]byte
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
	ChallengerSplit  [32]byte
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

// ScalarProgramOp is an auto generated low-level Go binding around an user-defined struct.
type ScalarProgramOp struct {
	Code      uint8
	OpSet     uint8
	TransA    bool
	TransB    bool
	ConstBits uint32
	Axis      uint64
	Wrt       uint8
	Shapes    [][]uint64
	Adam      [5]uint32
}

// ScalarProgramStep is an auto generated low-level Go binding around an user-defined struct.
type ScalarProgramStep struct {
	Kind    uint8
	Srcs    [3]uint8
	Inputs  [3]uint8
	Indices [3]uint64
	Consts  [3]uint32
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
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"market_\",\"type\":\"address\"},{\"internalType\":\"contractStateJudge\",\"name\":\"states_\",\"type\":\"address\"},{\"internalType\":\"contractScalarJudge\",\"name\":\"judge_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"BadChildren\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"count\",\"type\":\"uint64\"}],\"name\":\"BadCount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"want\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"got\",\"type\":\"uint256\"}],\"name\":\"BadHashCount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"index\",\"type\":\"uint8\"}],\"name\":\"BadIndex\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"BadOpening\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"BadProofs\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"ChainMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlineNotReached\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlinePassed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"GameFinished\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotMarket\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotReferee\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"NotScalarGame\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotYourTurn\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"NothingDisputed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"PostNotStated\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"}],\"name\":\"SameHash\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"want\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"got\",\"type\":\"uint32\"}],\"name\":\"StaleMove\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"}],\"name\":\"StateNotCommitted\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"UnknownGame\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"WaitingForReferee\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"expected\",\"type\":\"uint8\"}],\"name\":\"WrongMove\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"enumDisputeGame.Phase\",\"name\":\"phase\",\"type\":\"uint8\"}],\"name\":\"WrongPhase\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"by\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"index\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"level\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"node\",\"type\":\"uint64\"}],\"name\":\"Descended\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"element\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"steps\",\"type\":\"uint64\"}],\"name\":\"ElementPinned\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"elements\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"steps\",\"type\":\"uint64\"}],\"name\":\"ElementsStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"entries\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"agreed\",\"type\":\"bytes32\"}],\"name\":\"EntriesStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"step\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"entry\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"stateEntry\",\"type\":\"bool\"}],\"name\":\"EntryPinned\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"solver\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"referee\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"steps\",\"type\":\"uint64\"}],\"name\":\"GameOpened\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"byTimeout\",\"type\":\"bool\"}],\"name\":\"GameOver\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"by\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"index\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"lo\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"hi\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"hash\",\"type\":\"bytes32\"}],\"name\":\"Picked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"by\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"hash\",\"type\":\"bytes32\"}],\"name\":\"Posted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"step\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"entry\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"stateEntry\",\"type\":\"bool\"}],\"name\":\"RefereeDue\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"ruling\",\"type\":\"bytes32\"}],\"name\":\"Ruled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"opSet\",\"type\":\"uint8\"}],\"name\":\"ScalarEnabled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"step\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"result\",\"type\":\"bytes32\"}],\"name\":\"ScalarExecuted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"why\",\"type\":\"uint8\"}],\"name\":\"ScalarRefused\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"post\",\"type\":\"bytes32\"}],\"name\":\"StateSettled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"step\",\"type\":\"uint64\"}],\"name\":\"StatesProven\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"step\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"pre\",\"type\":\"bytes32\"}],\"name\":\"StepPinned\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"party\",\"type\":\"uint8\"}],\"name\":\"TimedOut\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"by\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"post\",\"type\":\"bytes32\"}],\"name\":\"TraceEndProven\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"by\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"count\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"chain\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"post\",\"type\":\"bytes32\"}],\"name\":\"TraceOpened\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"index\",\"type\":\"uint8\"},{\"internalType\":\"bytes32[]\",\"name\":\"hashes\",\"type\":\"bytes32[]\"}],\"name\":\"bisect\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"index\",\"type\":\"uint8\"},{\"internalType\":\"bytes32[]\",\"name\":\"hashes\",\"type\":\"bytes32[]\"}],\"name\":\"descend\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"opSet\",\"type\":\"uint8\"}],\"name\":\"enableScalar\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"game\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"solver\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"enumDisputeGame.Phase\",\"name\":\"phase\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"toMove\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"flags\",\"type\":\"uint16\"},{\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"moveTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"referee\",\"type\":\"address\"},{\"internalType\":\"uint48\",\"name\":\"solverCount\",\"type\":\"uint48\"},{\"internalType\":\"uint48\",\"name\":\"challengerCount\",\"type\":\"uint48\"},{\"internalType\":\"uint64\",\"name\":\"steps\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"lo\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"hi\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"step\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"agreed\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"hiSolver\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"hiChallenger\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"posted\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"pre\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"solverRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"stateRoot\",\"type\":\"bytes32\"}],\"internalType\":\"structDisputeGame.Game\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"gameCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"judge\",\"outputs\":[{\"internalType\":\"contractScalarJudge\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"market\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"solver\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"referee\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"steps\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"moveTimeout\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"initialStateHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"solverFinal\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"challengerFinal\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"stateRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"challengerSplit\",\"type\":\"bytes32\"}],\"internalType\":\"structIDisputeGame.OpenParams\",\"name\":\"p\",\"type\":\"tuple\"}],\"name\":\"open\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"string\",\"name\":\"op\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"attrs\",\"type\":\"string\"},{\"internalType\":\"bytes32[]\",\"name\":\"inputs\",\"type\":\"bytes32[]\"},{\"internalType\":\"bytes32\",\"name\":\"output\",\"type\":\"bytes32\"},{\"internalType\":\"uint64[][]\",\"name\":\"shapes\",\"type\":\"uint64[][]\"},{\"internalType\":\"bytes32[]\",\"name\":\"roots\",\"type\":\"bytes32[]\"}],\"internalType\":\"structScalarJudge.Opening\",\"name\":\"o\",\"type\":\"tuple\"},{\"internalType\":\"uint64\",\"name\":\"elements\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"steps\",\"type\":\"uint64\"}],\"name\":\"openEntry\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"count\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"chain\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"postState\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32[]\",\"name\":\"hashes\",\"type\":\"bytes32[]\"}],\"name\":\"openTrace\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"parties\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"solver\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"phase3\",\"outputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"reads\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"c0\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"c1\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"elements\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"steps\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"node\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"level\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"opSet\",\"type\":\"uint8\"},{\"internalType\":\"bool\",\"name\":\"on\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"opened\",\"type\":\"bool\"},{\"internalType\":\"uint8\",\"name\":\"why\",\"type\":\"uint8\"}],\"internalType\":\"structDisputeGame.P3\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"index\",\"type\":\"uint8\"},{\"internalType\":\"bytes32[]\",\"name\":\"hashes\",\"type\":\"bytes32[]\"}],\"name\":\"pick\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"index\",\"type\":\"uint8\"},{\"internalType\":\"bytes32[]\",\"name\":\"hashes\",\"type\":\"bytes32[]\"},{\"components\":[{\"internalType\":\"string\",\"name\":\"op\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"attrs\",\"type\":\"string\"},{\"internalType\":\"bytes32[]\",\"name\":\"inputs\",\"type\":\"bytes32[]\"},{\"internalType\":\"bytes32\",\"name\":\"output\",\"type\":\"bytes32\"},{\"internalType\":\"uint64[][]\",\"name\":\"shapes\",\"type\":\"uint64[][]\"},{\"internalType\":\"bytes32[]\",\"name\":\"roots\",\"type\":\"bytes32[]\"}],\"internalType\":\"structScalarJudge.Opening\",\"name\":\"reads\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint64\",\"name\":\"index\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"n\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"bits\",\"type\":\"uint32\"},{\"internalType\":\"bytes32[]\",\"name\":\"siblings\",\"type\":\"bytes32[]\"}],\"internalType\":\"structScalarStep.Element[]\",\"name\":\"proofs\",\"type\":\"tuple[]\"}],\"name\":\"pickElement\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"index\",\"type\":\"uint8\"},{\"internalType\":\"bytes32[]\",\"name\":\"hashes\",\"type\":\"bytes32[]\"},{\"components\":[{\"internalType\":\"string\",\"name\":\"op\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"attrs\",\"type\":\"string\"},{\"internalType\":\"bytes32[]\",\"name\":\"inputs\",\"type\":\"bytes32[]\"},{\"internalType\":\"bytes32\",\"name\":\"output\",\"type\":\"bytes32\"},{\"internalType\":\"uint64[][]\",\"name\":\"shapes\",\"type\":\"uint64[][]\"},{\"internalType\":\"bytes32[]\",\"name\":\"roots\",\"type\":\"bytes32[]\"}],\"internalType\":\"structScalarJudge.Opening\",\"name\":\"reads\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint64\",\"name\":\"index\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"n\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"bits\",\"type\":\"uint32\"},{\"internalType\":\"bytes32[]\",\"name\":\"siblings\",\"type\":\"bytes32[]\"}],\"internalType\":\"structScalarStep.Element[]\",\"name\":\"proofs\",\"type\":\"tuple[]\"}],\"name\":\"pickScalar\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"internalType\":\"bytes32[]\",\"name\":\"hashes\",\"type\":\"bytes32[]\"}],\"name\":\"post\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"layoutHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"step\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"digest\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"updates\",\"type\":\"bytes\"}],\"name\":\"proveEnd\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"internalType\":\"bytes32[]\",\"name\":\"preProof\",\"type\":\"bytes32[]\"},{\"internalType\":\"bytes32[]\",\"name\":\"postProof\",\"type\":\"bytes32[]\"}],\"name\":\"proveStates\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"ruling\",\"type\":\"bytes32\"}],\"name\":\"rule\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"layoutHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"step\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"digest\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"updates\",\"type\":\"bytes\"}],\"name\":\"settleState\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"states\",\"outputs\":[{\"internalType\":\"contractStateJudge\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"timeout\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"toMove\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "DisputeGame",
	Bin: "0x60e060405234801561000f575f5ffd5b5060405161589838038061589883398101604081905261002e91610061565b6001600160a01b03928316608052821660a0521660c0526100ab565b6001600160a01b038116811461005e575f5ffd5b50565b5f5f5f60608486031215610073575f5ffd5b835161007e8161004a565b602085015190935061008f8161004a565b60408501519092506100a08161004a565b809150509250925092565b60805160a05160c0516157996100ff5f395f81816102b70152818161082301526115ac01525f81816101e001526140f601525f818161027d01528181610abf0152818161112e015261287401526157995ff3fe608060405234801561000f575f5ffd5b5060043610610148575f3560e01c806380f55605116100bf578063cddbe72911610079578063cddbe72914610312578063d3bb545b14610332578063d5a1d40914610345578063dbca40fa14610365578063eb7fd3db14610378578063ff6aa0e11461038b575f5ffd5b806380f556051461027857806382031f681461029f57806382482f7c146102b2578063b7f27879146102d9578063c57d3695146102ec578063c8093447146102ff575f5ffd5b806348d90d3b1161011057806348d90d3b146101ad5780634d1975b4146101c0578063573255f4146101db578063576a3d671461021a5780636bd27a401461022d57806370651a1814610240575f5ffd5b806308148f7a1461014c578063188d292d146101615780632fe3fd30146101745780633dced9851461018757806343ca9a201461019a575b5f5ffd5b61015f61015a36600461473b565b61039e565b005b61015f61016f3660046147a5565b6104b6565b61015f61018236600461482c565b61067d565b61015f61019536600461489f565b6107ad565b61015f6101a8366004614940565b610a06565b61015f6101bb366004614a00565b610ab4565b6101c85f5481565b6040519081526020015b60405180910390f35b6102027f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020016101d2565b61020261022836600461473b565b610c4a565b61015f61023b366004614a2a565b610cf3565b61025361024e36600461473b565b610f82565b604080519384526001600160a01b0392831660208501529116908201526060016101d2565b6102027f000000000000000000000000000000000000000000000000000000000000000081565b61015f6102ad366004614a7f565b610fb5565b6102027f000000000000000000000000000000000000000000000000000000000000000081565b61015f6102e7366004614940565b61105b565b6101c86102fa366004614ae8565b611122565b61015f61030d366004614b02565b611519565b61032561032036600461473b565b611675565b6040516101d29190614b8f565b61015f610340366004614d8b565b6118da565b61035861035336600461473b565b611ece565b6040516101d29190614df3565b61015f610373366004614a7f565b611fe7565b61015f610386366004614a7f565b61233f565b61015f610399366004614ed7565b6123b8565b5f6103a88261278a565b905060068154600160e01b900460ff1660088111156103c9576103c9614b5b565b036103ef576040516332a1f60960e11b8152600481018390526024015b60405180910390fd5b8054600160a01b90046001600160401b0316421161043b57805460405163569b325360e11b815260048101849052600160a01b9091046001600160401b031660248201526044016103e6565b8054604051600160e81b90910460ff168082529083907f4f6ee372207f9021a19d090294f500c14bdb387c7d4df49bdd1ab706823fce0d9060200160405180910390a260035f1960ff831601610493575060026104a3565b60011960ff8316016104a3575060015b6104b084848360016127db565b50505050565b5f6104c3878760056128cf565b50905060028154600160e01b900460ff1660088111156104e5576104e5614b5b565b1461050657604051630a61e54560e31b8152600481018890526024016103e6565b6003810154600b8201546001600160401b03600160c01b83048116921690600183900361055457861561054f57604051630a61e54560e31b8152600481018b90526024016103e6565b6105ad565b61057281856009015460028661056a9190614f5e565b858c8c612b80565b6105ad5789610582600185614f5e565b60405163727c207d60e01b815260048101929092526001600160401b031660248201526044016103e6565b6105cb8185600601546001866105c39190614f5e565b858a8a612b80565b6105fa5760405163727c207d60e01b8152600481018b90526001600160401b03841660248201526044016103e6565b83546001600160f01b038116610200600160f01b9283900461ffff16179091021784556040805163ffffffff8b1681526001600160401b03851660208201528b917f6310e9d5a247683c41e91765a5084cba0974f1f355a8b54f5b181cc36959664e910160405180910390a2610671846001612c8e565b50505050505050505050565b5f6106878361278a565b905060058154600160e01b900460ff1660088111156106a8576106a8614b5b565b146106d657805460405163041d44f960e11b81526103e6918591600160e01b90910460ff1690600401614f7d565b60028101546001600160a01b0316331461070c57604051635cc130a360e11b8152600481018490523360248201526044016103e6565b8054600160a01b90046001600160401b03164211156107595780546040516337851a4160e11b815260048101859052600160a01b9091046001600160401b031660248201526044016103e6565b827fe0793760ec238afa5f71e8c6b31603bdad5f6dd3fbd3fa5d193193a324715ace8360405161078b91815260200190565b60405180910390a26107a883826107a28486612d26565b5f6127db565b505050565b5f5f6107bb898960056128cf565b909250905060048254600160e01b900460ff1660088111156107df576107df614b5b565b1461080057604051630a61e54560e31b8152600481018a90526024016103e6565b600982015460058301546040516359e980a360e11b81525f926001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169263b3d30146926108629291908d908d908d908d908d90600401614fb9565b602060405180830381865afa15801561087d573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906108a19190615000565b905060ff82166001146108b85782600701546108be565b82600601545b60028460050154836040516020016108e0929190918252602082015260400190565b60408051601f19818403018152908290526108fa91615017565b602060405180830381855afa158015610915573d5f5f3e3d5ffd5b5050506040513d601f19601f820116820180604052508101906109389190615000565b1461095957604051632b16c65d60e11b8152600481018b90526024016103e6565b6040805163ffffffff8b16815260ff841660208201529081018290528a907fb91fd674b9f6ee56d393e42959c25d2e99dd0810cf7d52c57d8851f1d7da2c509060600160405180910390a2600183810180546014906109c6908490600160a01b900463ffffffff1661502d565b92506101000a81548163ffffffff021916908363ffffffff1602179055506106718a84600160ff168560ff16146109fe5760026107a2565b60015f6127db565b5f5f5f5f5f610a188d8d8d8d8d612e0a565b945094509450945094508015610a6457610a478d8686868e8e88908092610a4193929190615049565b8c612faf565b15610a5a57610a5a8d86868b8b8b6132ad565b5050505050610aaa565b8515610a8657604051630a61e54560e31b8152600481018e90526024016103e6565b610aa48d8686868e8e88908092610a9f93929190615049565b6133d6565b50505050505b5050505050505050565b336001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614610afd5760405163c4bbea6960e01b815260040160405180910390fd5b5f610b078361278a565b6001810154909150600160a01b900463ffffffff16151580610b45575060068154600160e01b900460ff166008811115610b4357610b43614b5b565b145b15610b7357805460405163041d44f960e11b81526103e6918591600160e01b90910460ff1690600401614f7d565b60018260ff161080610b88575060028260ff16115b15610bb257604051634ab29c0f60e01b81526004810184905260ff831660248201526044016103e6565b5f83815260026020818152604092839020600381018054600180845580840181905594830185905567ffffffffffffffff1960ff8916600160c81b810261ffff60c81b1990931692909217600160d01b17168517909155600a860193909355925191825285917f759e63604565b7bda5dba52dd10aa09b878603abe1e7d4f25fdc41ae3797d2e991015b60405180910390a250505050565b5f5f610c558361278a565b905060068154600160e01b900460ff166008811115610c7657610c76614b5b565b03610c8357505f92915050565b60058154600160e01b900460ff166008811115610ca257610ca2614b5b565b03610cba57600201546001600160a01b031692915050565b8054600160e81b900460ff16600114610ce05760018101546001600160a01b0316610cec565b80546001600160a01b03165b9392505050565b5f5f610d01868660016128cf565b909250905060078254600160e01b900460ff166008811115610d2557610d25614b5b565b03610dfe575f868152600260205260408120600381015490916001600160401b03909116905b6001600160401b038216600160ff83161b1015610d745780610d6c81615074565b915050610d4b565b6003838101805460ff60c01b1916600160c01b60ff85160217905585018054600160401b600160c01b031916600160801b6001600160401b03851602179055600a850154610dc7908a9085908a8a613444565b84546001600160f01b0381166004600160f01b9283900461fff71617909102178555610df4856002612c8e565b50505050506104b0565b60038201546001600160401b03600160401b8204811691600160801b9004165f6001610e2a8484614f5e565b6001600160401b031611610e3e575f610e41565b60015b60ff169050858114610e77576040516305c8e0c560e31b8152600481018a905260248101829052604481018790526064016103e6565b86865f818110610e8957610e89615092565b6020029190910135600887015550845461fff7600160f01b9091041660041760011960ff861601610eb8576008175b85546001600160f01b0316600160f01b61ffff831602178655897f3ff697e464f171eb00b783da27ea964e92aedc24d53ae57d6a9462a3bfcfa2c98a876002610f018989614f5e565b610f0b91906150ba565b610f1590896150e7565b8c8c5f818110610f2757610f27615092565b90506020020135604051610f68949392919063ffffffff94909416845260ff9290921660208401526001600160401b03166040830152606082015260800190565b60405180910390a261067186610f7d876134a2565b612c8e565b5f5f5f5f610f8f8561278a565b6004810154815460019092015490976001600160a01b0392831697509116945092505050565b5f5f610fc3878760026128cf565b909250905060088254600160e01b900460ff166008811115610fe757610fe7614b5b565b1461101557815460405163041d44f960e11b81526103e6918991600160e01b90910460ff1690600401614f7d565b611024878784848989896134bd565b156110455760405163c0e8e17f60e01b8152600481018890526024016103e6565b61105282610f7d836134a2565b50505050505050565b5f5f6110698a8a60026128cf565b909250905060088254600160e01b900460ff16600881111561108d5761108d614b5b565b146110bb57815460405163041d44f960e11b81526103e6918c91600160e01b90910460ff1690600401614f7d565b6110ca8a8a84848c8c8c6134bd565b156110f3575f8a81526002602052604090206110ec908b9084908888886132ad565b5050610aaa565b821561111557604051630a61e54560e31b8152600481018b90526024016103e6565b61067182610f7d836134a2565b5f336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461116c5760405163c4bbea6960e01b815260040160405180910390fd5b5f5f815461117990615106565b91829055505f81815260016020908152604091829020853560048201559293506111a791850190850161511e565b81546001600160a01b0319166001600160a01b03919091161781556111d2606084016040850161511e565b6001820180546001600160a01b0319166001600160a01b0392909216919091179055611204608084016060850161511e565b6002820180546001600160a01b0319166001600160a01b039290921691909117905561123660c0840160a08501615144565b60018201805463ffffffff92909216600160c01b0263ffffffff60c01b1990921691909117905561126d60a084016080850161515d565b60038201805467ffffffffffffffff19166001600160401b03929092169190911790556112a060a084016080850161515d565b60038201805467ffffffffffffffff60801b1916600160801b6001600160401b03939093169290920291909117905560c0830180356005830181905560e085013560068401556101008501356007840155610120850135600b84015582546009840191909155600160088401556001600160e81b031661030160e81b17825561132c9060a08501615144565b61133c9063ffffffff16426150e7565b81546001600160401b0391909116600160a01b0267ffffffffffffffff60a01b199091161781558235827f60a954333e51117a428ae0a94d1a44fa469fe039a269f41274626c4072c6d6d8611397604087016020880161511e565b6113a7606088016040890161511e565b6113b76080890160608a0161511e565b6113c760a08a0160808b0161515d565b604080516001600160a01b039586168152938516602085015291909316908201526001600160401b03909116606082015260800160405180910390a3805460ff60e01b1916600160e01b17815561142460a084016080850161515d565b6001600160401b03166001036114455761143e828261375d565b5050919050565b6101408301355f0361147a576040516305c8e0c560e31b815260048101839052600160248201525f60448201526064016103e6565b610140830135600882015580546001600160f01b0316600f60f01b178155817f3ff697e464f171eb00b783da27ea964e92aedc24d53ae57d6a9462a3bfcfa2c95f6002806114ce60a0890160808a0161515d565b6114d891906150ba565b6040805163ffffffff909416845260ff90921660208401526001600160401b031690820152610140860135606082015260800160405180910390a250919050565b5f6115238761278a565b905060058154600160e01b900460ff16600881111561154457611544614b5b565b14158061155b57508054600160f01b900461010016155b1561158957805460405163041d44f960e11b81526103e6918991600160e01b90910460ff1690600401614f7d565b600981015460058201546040516359e980a360e11b81525f926001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169263b3d30146926115eb9291908c908c908c908c908c90600401614fb9565b602060405180830381865afa158015611606573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061162a9190615000565b9050877f0b8b1e4b703eb6226c94d6fb47d66e2d576f0029a53ebf3fc38cf9cf9795fb5a8260405161165e91815260200190565b60405180910390a2610aaa88836107a28585612d26565b60408051610300810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e08101829052610100810182905261012081018290526101408101829052610160810182905261018081018290526101a081018290526101c081018290526101e08101829052610200810182905261022081018290526102408101829052610260810182905261028081018290526102a081018290526102c081018290526102e081019190915261173e8261278a565b604080516103008101825282546001600160a01b0381168252600160a01b81046001600160401b03166020830152909291830190600160e01b900460ff16600881111561178d5761178d614b5b565b600881111561179e5761179e614b5b565b8152815460ff600160e81b82048116602084015261ffff600160f01b90920491909116604083015260018301546001600160a01b03808216606085015263ffffffff600160a01b80840482166080870152600160c01b80850490921660a0870152600160e01b90930490931660c0850152600285015490811660e085015265ffffffffffff9181048216610100850152600160d01b90041661012083015260038301546001600160401b03808216610140850152600160401b82048116610160850152600160801b82048116610180850152919004166101a082015260048201546101c082015260058201546101e08201526006820154610200820152600782015461022082015260088201546102408201526009820154610260820152600a820154610280820152600b909101546102a09091015292915050565b5f5f6118e8898960036128cf565b915091506001876001600160401b03161080611914575066010000000000006001600160401b03881610155b1561194457604051634ab29c0f60e01b8152600481018a90526001600160401b03881660248201526044016103e6565b60ff8116600114611956576001611958565b5f5b60ff1683146119a2578860ff8216600114611974576001611976565b5f5b6040516305c8e0c560e31b8152600481019290925260ff166024820152604481018490526064016103e6565b815460068301546007840154600160f01b90920461ffff169160ff84165f1901611a305760018316158015906119d85750818814155b156119f9576040516381bffd8360e01b8152600481018d90526024016103e6565b6022831615801590611a0a57508088145b15611a2b57604051630810fc8560e01b8152600481018d90526024016103e6565b611a95565b6002831615801590611a425750808814155b15611a63576040516381bffd8360e01b8152600481018d90526024016103e6565b6011831615801590611a7457508188145b15611a9557604051630810fc8560e01b8152600481018d90526024016103e6565b5f60028a8a604051602001611ab4929190918252602082015260400190565b60408051601f1981840301815290829052611ace91615017565b602060405180830381855afa158015611ae9573d5f5f3e3d5ffd5b5050506040513d601f19601f82011682018060405250810190611b0c9190615000565b6040805163ffffffff8f16815260ff881660208201526001600160401b038e1681830152606081018d9052608081018c905290519192508e917f51b7ff53e2c2d520cdaacd57e017a3ef53ab3887f6c31b32ce930aa7be1de2829181900360a00190a25f1960ff861601611bdf5760068601899055600886018190556002808701805465ffffffffffff60a01b1916600160a01b65ffffffffffff8f160217905586546001600160f01b0316600160f01b6011871761ffff1602178755611bd4908790612c8e565b505050505050611052565b600286810180546001600160d01b0316600160d01b65ffffffffffff8f160217905560058701546040517539bcb737b217b234b9b83aba3297ba3930b1b297bb1960511b60208201526036810191909152602395909517945f919060560160408051601f1981840301815290829052611c5791615017565b602060405180830381855afa158015611c72573d5f5f3e3d5ffd5b5050506040513d601f19601f82011682018060405250810190611c959190615000565b60058801819055600888015460068901556007880183905560028801549091508c90600160a01b900465ffffffffffff166001600160401b0382161015611cec575f60068901556040959095176001191694611d38565b6002880154600160a01b900465ffffffffffff166001600160401b038e161115611d38575060028701545f6007890155604095909517600219169465ffffffffffff600160a01b909104165b875460ff60e01b1916600360e01b17885560038801805467ffffffffffffffff60401b19169055611d6a8160016150e7565b8860030160106101000a8154816001600160401b0302191690836001600160401b031602179055508e7f1e59ca871d7e0ef912b43d3f53866c62c7515b385ff548f2af55bbaf33b91ca18284604051611dd89291906001600160401b03929092168252602082015260400190565b60405180910390a289895f818110611df257611df2615092565b602002919091013560088a01555087546001600160f01b0316600160f01b600c881761ffff16021788558e7f3ff697e464f171eb00b783da27ea964e92aedc24d53ae57d6a9462a3bfcfa2c98f896002611e4d8660016150e7565b611e5791906150ba565b8e8e5f818110611e6957611e69615092565b90506020020135604051611eaa949392919063ffffffff94909416845260ff9290921660208401526001600160401b03166040830152606082015260800190565b60405180910390a2611ebd886001612c8e565b505050505050505050505050505050565b60408051610160810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e0810182905261010081018290526101208101829052610140810191909152611f2f8261278a565b50505f90815260026020818152604092839020835161016081018552815481526001820154928101929092529182015492810192909252600301546001600160401b038082166060840152600160401b820481166080840152600160801b82041660a083015260ff600160c01b8204811660c0840152600160c81b8204811660e0840152600160d01b820481161515610100840152600160d81b820481161515610120840152600160e01b9091041661014082015290565b5f5f611ff5878760026128cf565b909250905060018254600160e01b900460ff16600881111561201957612019614b5b565b14158015612044575060038254600160e01b900460ff16600881111561204157612041614b5b565b14155b1561207257815460405163041d44f960e11b81526103e6918991600160e01b90910460ff1690600401614f7d565b60018560ff1611156120a357604051630d92547560e21b81526004810188905260ff861660248201526044016103e6565b60038201546001600160401b03600160401b8204811691600160801b90041660ff87165f036120f35760026120d88383614f5e565b6120e291906150ba565b6120ec90836150e7565b9050612116565b60026120ff8383614f5e565b61210991906150ba565b61211390836150e7565b91505b5f60ff881615612126575f612129565b60015b60ff1690505f600161213b8585614f5e565b6001600160401b03161161214f575f612152565b60015b60ff1690505f6121628284615176565b9050878114612195576040516305c8e0c560e31b8152600481018d905260248101829052604481018990526064016103e6565b5f6121ca8d89898e89896001146121ac575f613a52565b8f8f5f8181106121be576121be615092565b90506020020135613a52565b6003890180546001600160401b03888116600160801b0267ffffffffffffffff60801b19918b16600160401b0291909116600160401b600160c01b03199092169190911717905590505f839003612291578c5f51602061576d5f395f51905f528d898e8a8a5f60405161224296959493929190615189565b60405180910390a287546001600160f01b0316600160f01b61fff38316021788555f61226e8e8a61375d565b905060ff811615612283576122838982612c8e565b505050505050505050612338565b5f8a8a868181106122a4576122a4615092565b602002919091013560088b01819055600493909317600819169291505060011960ff8916016122d4576008821791505b81895f01601e6101000a81548161ffff021916908361ffff1602179055508d5f51602061576d5f395f51905f528e8a8f8b8b8760405161231996959493929190615189565b60405180910390a261232e89610f7d8a6134a2565b5050505050505050505b5050505050565b5f5f5f5f5f6123518a8a8a8a8a612e0a565b9450945094509450945080156123a55761237a8a8686866123748b88818f615049565b5f612faf565b1561239b5760405163c0e8e17f60e01b8152600481018b90526024016103e6565b5050505050612338565b6106718a868686610a9f8b88818f615049565b5f5f6123c6878760046128cf565b5f898152600260205260409020600381015492945090925090600160d01b900460ff1661240957604051636168c79960e01b8152600481018990526024016103e6565b6001600160401b038581161590851615141580612432575063400000006001600160401b038616115b80612449575063800000006001600160401b038516115b1561247957604051634ab29c0f60e01b8152600481018990526001600160401b03861660248201526044016103e6565b61248660a08701876151ca565b90505f0361253b576001600160401b0385161515806124b257506124ad60408701876151ca565b151590505b806124ca57506124c560808701876151ca565b151590505b806124df57506124da868061520f565b151590505b806124f757506124f2602087018761520f565b151590505b806125055750606086013515155b156125265760405163c0e8e17f60e01b8152600481018990526024016103e6565b6125338884836002613b6d565b505050612338565b5f5f5f5f6125488a613c50565b93509350935093508315806125f0575060ff861660011461256d578660070154612573565b86600601545b6002886005015485604051602001612595929190918252602082015260400190565b60408051601f19818403018152908290526125af91615017565b602060405180830381855afa1580156125ca573d5f5f3e3d5ffd5b5050506040513d601f19601f820116820180604052508101906125ed9190615000565b14155b156126115760405163c0e8e17f60e01b8152600481018d90526024016103e6565b5f1960ff87160161268557600a87018190558185556003850180546001600160401b038a8116600160401b0267ffffffffffffffff60401b19918d1667ffffffffffffffff60ff60d81b011990931692909217600160d81b1716179055612679876002612c8e565b50505050505050612338565b84545f90831461269757506003612701565b60038601546001600160401b038b811691161415806126cd575060038601546001600160401b038a8116600160401b9092041614155b156126da57506006612701565b87600a015482036126ed57506004612701565b896001600160401b03165f03612701575060055b60ff811615612723576127168d898884613b6d565b5050505050505050612338565b60078801829055875460ff60e01b1916600760e01b178855604080516001600160401b038c811682528b16602082015281518f927f5e7d36a92f1fc4bf5f5b862647cef1ee9f728ed35694ff4873741ce0c6a9c58c928290030190a2610aa4886001612c8e565b5f818152600160205260408120908154600160e01b900460ff1660088111156127b5576127b5614b5b565b036127d65760405163c006e93f60e01b8152600481018390526024016103e6565b919050565b825461ffff60e01b1916600360e11b17835560018301805460ff8416600160e01b810260ff60e01b19929092169190911790915560408051918252821515602083015285917f3eb8c4bde394a20f64ca9817b8c1f89d7a4738fc8d6fc1ccf2a8bacb950e53bd910160405180910390a260048381015460405163a1338c1560e01b8152918201526024810185905260ff831660448201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063a1338c15906064015f604051808303815f87803b1580156128bd575f5ffd5b505af1158015610aaa573d5f5f3e3d5ffd5b5f5f6128da8561278a565b8054909250600160e01b900460ff1660068160088111156128fd576128fd614b5b565b0361291e576040516332a1f60960e11b8152600481018790526024016103e6565b8254600160e81b900460ff1691508161294d57604051633cbdfa1560e11b8152600481018790526024016103e6565b8254600160a01b90046001600160401b031642111561299a5782546040516337851a4160e11b815260048101889052600160a01b9091046001600160401b031660248201526044016103e6565b60ff82166001146129b85760018301546001600160a01b03166129c4565b82546001600160a01b03165b6001600160a01b0316336001600160a01b0316146129fe57604051631c2458fd60e11b8152600481018790523360248201526044016103e6565b600183015463ffffffff868116600160a01b9092041614612a5657600183015460405163231daba760e01b81526004810188905263ffffffff600160a01b9092048216602482015290861660448201526064016103e6565b5f6001826008811115612a6b57612a6b614b5b565b1480612a8857506003826008811115612a8657612a86614b5b565b145b80612aa457506007826008811115612aa257612aa2614b5b565b145b80612ac057506008826008811115612abe57612abe614b5b565b145b15612ae7578354600160f01b900460041615612add576002612ae0565b60015b9050612b44565b6002826008811115612afb57612afb614b5b565b03612b21578354600160f01b90046102001615612b19576003612ae0565b506005612b44565b835461013f19600160f01b9091046101401601612b4057506005612b44565b5060045b8060ff168560ff1614612b765760405163f932610160e01b81526004810188905260ff821660248201526044016103e6565b5050935093915050565b5f6001600160401b0384161580612ba55750650100000000006001600160401b038516115b80612bc25750836001600160401b0316856001600160401b031610155b15612bce57505f612c84565b6040515f81538660018201526021812060018253848460051b810188600195505b6001891115612c77576001811660018114612c3e5789600183011015612c3957828403612c1f575f965050612c77565b846001870152833560218701526041862094506020840193505b612c68565b828403612c4e575f965050612c77565b833560018701528460218701526041862094506020840193505b506001988901891c981c612bef565b5014908914169190911690505b9695505050505050565b60018281018054601490612cb0908490600160a01b900463ffffffff1661502d565b82546101009290920a63ffffffff818102199093169183160217909155835460ff60e81b1916600160e81b60ff8516021784556001840154612cfb9250600160c01b900416426150e7565b82546001600160401b0391909116600160a01b0267ffffffffffffffff60a01b199091161790915550565b5f5f6002846005015484604051602001612d4a929190918252602082015260400190565b60408051601f1981840301815290829052612d6491615017565b602060405180830381855afa158015612d7f573d5f5f3e3d5ffd5b5050506040513d601f19601f82011682018060405250810190612da29190615000565b8454909150600160f01b900461ffff81169060011615801590612dc85750846006015482145b15612dd857600192505050612e04565b6002811615801590612ded5750846007015482145b15612dfd57600292505050612e04565b6003925050505b92915050565b5f5f5f5f5f612e1b8a8a60026128cf565b909550925060078554600160e01b900460ff166008811115612e3f57612e3f614b5b565b14612e6d57845460405163041d44f960e11b81526103e6918c91600160e01b90910460ff1690600401614f7d565b5f8a81526002602052604090206003810154909450600160c01b900460ff1615612e98576002612e9b565b60015b60ff169150818860ff1610612ecf57604051630d92547560e21b8152600481018b905260ff891660248201526044016103e6565b81861015612f01576040516305c8e0c560e31b8152600481018b905260248101839052604481018790526064016103e6565b612f208a8686868c8c8c5f908a92612f1b93929190615049565b613dc3565b612f2b85858a613eb2565b60038501546040805163ffffffff8d16815260ff87811660208301528c811682840152600160c01b8404166060820152600160801b9092046001600160401b03166080830152519192508b917f29dbe6f6b5f7d30138db464f538507da50618ea8407c806c01f794946b8274469160a0908290030190a29550955095509550959050565b6003850154604080516001600160401b03600160801b84048116808352600160401b90940416602082018190525f939290918b917fb9fea5e7a578d56c921097d5712418033e4d193525ca2f1c3271e51c33867c4d910160405180910390a25f61301c8a6006015461406b565b90505f61302c8b6007015461406b565b9050811580613039575080155b8061304b57506001600160401b038316155b1561313b57861561307f576040516305c8e0c560e31b8152600481018d90525f6024820152604481018890526064016103e6565b85156130a157604051630a61e54560e31b8152600481018d90526024016103e6565b5f821580156130ae575081155b156130bb575060036130e2565b826130c8575060026130e2565b816130d5575060016130e2565b6130df8c5f6140ac565b90505b60018c81018054601490613104908490600160a01b900463ffffffff1661502d565b92506101000a81548163ffffffff021916908363ffffffff16021790555061312e8d8d835f6127db565b5f955050505050506132a2565b8a5460ff60e01b1916600160e31b178b5560038b018054600160401b600160c01b031916600160801b6001600160401b038616908102919091179091555f60058d01556001036131e15786156131b4576040516305c8e0c560e31b8152600481018d90525f6024820152604481018890526064016103e6565b505088546001600160f01b038116600160f01b9182900461fff31690910217895550600191506132a29050565b60018714613213576040516305c8e0c560e31b8152600481018d905260016024820152604481018890526064016103e6565b851561323557604051630a61e54560e31b8152600481018d90526024016103e6565b87875f81811061324757613247615092565b602002919091013560088d0155508a5461fff7600160f01b9091041660041760011960ff8b1601613276576008175b8b546001600160f01b0316600160f01b61ffff831602178c5561329c8c610f7d8c6134a2565b50505050505b979650505050505050565b5f5f6132b885613c50565b5092505091508115806132cc575085548114155b156132ed5760405163c0e8e17f60e01b8152600481018990526024016103e6565b5f5f6132fd8a8a8a8a8a8a6140dc565b90925090506003811561337d5760038a01548b907ffe39eb93ca8b62f5b1e15e05ef67b76e07bf356e7e0aad9a144ce9e2736644479061334f90600190600160801b90046001600160401b0316614f5e565b604080516001600160401b039092168252602082018790520160405180910390a261337a8a846140ac565b90505b60018a8101805460149061339f908490600160a01b900463ffffffff1661502d565b92506101000a81548163ffffffff021916908363ffffffff1602179055506133c98b8b835f6127db565b5050505050505050505050565b6133fd868560ff86166001146133f05787600701546133f6565b87600601545b8585613444565b845461fff7600160f01b9091041660041760011960ff85160161341e576008175b85546001600160f01b0316600160f01b61ffff83160217865561105286610f7d866134a2565b61345185858585856141e9565b81815f81811061346357613463615092565b60200291909101356001860155506002819003612338578181600181811061348d5761348d615092565b60200291909101356002860155505050505050565b5f60ff82166001146134b5576001612e04565b600292915050565b5f60018460ff1611156134ef57604051630d92547560e21b81526004810189905260ff851660248201526044016103e6565b60038601546001600160401b03600160401b8204811691600160801b90041660ff86165f0361353f5760026135248383614f5e565b61352e91906150ba565b61353890836150e7565b9050613562565b600261354b8383614f5e565b61355591906150ba565b61355f90836150e7565b91505b5f60ff871615613572575f613575565b60015b60ff1690505f60016135878585614f5e565b6001600160401b03161161359b575f61359e565b60015b60ff1690506135ad8183615176565b86146135e7578b6135be8284615176565b6040516305c8e0c560e31b815260048101929092526024820152604481018790526064016103e6565b5f6136108d8c8c8c88886001146135fe575f613a52565b8d8d5f8181106121be576121be615092565b60038c0180546001600160401b03878116600160801b0267ffffffffffffffff60801b19918a16600160401b0291909116600160401b600160c01b03199092169190911717905590505f8290036136ba578c5f51602061576d5f395f51905f528d8c8c89895f60405161368896959493929190615189565b60405180910390a28a5461fff3909116600160f01b026001600160f01b03909116178a5550600193506132a292505050565b5f8888858181106136cd576136cd615092565b602002919091013560088e01819055600493909317600819169291505060011960ff8c16016136fd576008821791505b818c5f01601e6101000a81548161ffff021916908361ffff1602179055508d5f51602061576d5f395f51905f528e8d8d8a8a8760405161374296959493929190615189565b60405180910390a2505f9d9c50505050505050505050505050565b5f60018254600160e01b900460ff16600881111561377d5761377d614b5b565b036138125760038201805460058401546001600160c01b038216600160801b9092046001600160401b0316600160c01b81029290921790925560098401829055835460ff60e01b1916600160e11b1784556040805182815260208101849052815192939287927fbbfca9d827d2b6dedb40f8501f7e2050eb47d96e284bc711e05332ce69dc062f928290030190a25050613a49565b60038201545f9061383590600190600160801b90046001600160401b0316614f5e565b600284015490915065ffffffffffff600160a01b8204811691600160d01b9004165f8282106138645782613866565b815b865460ff60e01b1916600160e21b17875565ffffffffffff166001600160401b0385161490508061389857608061389c565b6101805b86546001600160f01b038116600160f01b9182900461ffff90811693169290921702178655600386015460408051600160c01b9092046001600160401b039081168352861660208301528215159082015287907fc509a1e3b6f50f63a6cf67500d99b00c3d1efa9718a89418351baa1faf02fa9b9060600160405180910390a280801561393857508265ffffffffffff168265ffffffffffff16105b1561394a576002945050505050612e04565b80801561396657508165ffffffffffff168365ffffffffffff16105b15613978576001945050505050612e04565b5f8781526002602052604090206003810154600160d01b900460ff16801561399e575081155b156139b157600195505050505050612e04565b6003810154600160d01b900460ff16156139d7576139d28888836001613b6d565b613a3c565b6139e087614442565b600387015460408051600160c01b9092046001600160401b039081168352871660208301528315159082015288907f49ca51ae91b62bb5d582bb4cf31d3369b38f5ac0dbed3371f425812d1d57655f9060600160405180910390a25b5f95505050505050612e04565b50600192915050565b8454600160f01b900461ffff8116905f906008168103613a73576001613a76565b60025b90508460ff16600103613af157613a8d82826144d4565b8015613a9e5750613a9e82876144d4565b8015613ab1575086600701548760060154145b15613ae15760405163583a3a1760e11b8152600481018990526001600160401b03851660248201526044016103e6565b5060088601546005870155612c84565b86600801548303613b1857604051630810fc8560e01b8152600481018990526024016103e6565b5f1960ff821601613b39576008870154600688015560078701839055613b4b565b60088701546007880155600687018390555b613b54866144ef565b613b5d826144ef565b8317179150509695505050505050565b60038201805460ff60e01b1916600160e01b60ff84169081029190911790915560405190815284907f3873ee892e1ae9dd1561e70774d222fe206f2b8e492b085cbf1ed480e0d026fc9060200160405180910390a2613bcb83614442565b600383015484907f49ca51ae91b62bb5d582bb4cf31d3369b38f5ac0dbed3371f425812d1d57655f906001600160401b03600160c01b8204811691613c1a91600191600160801b900416614f5e565b8654604080516001600160401b039485168152939092166020840152610100600160f01b90910416151590820152606001610c3c565b5f80808080613c6260408701876151ca565b91506110009050613c76602088018861520f565b9050613c82888061520f565b613c8d929150615176565b1115613ca557505f9350839250829150819050613dbc565b6010811180613cc2575080613cbd60808801886151ca565b905014155b80613ce55750613cd3816001615176565b613ce060a08801886151ca565b905014155b15613cfc57505f9350839250829150819050613dbc565b5f613d12613d0d60808901896151ca565b61450a565b909650905085613d3057505f9450849350839250829150613dbc9050565b5f613d3a8861462a565b90965090508082613d4e60a08b018b6151ca565b613d5b9187915f91615049565b604051602001613d6e9493929190615278565b60408051601f198184030181529190528051602090910120945060018686613d9960a08c018c6151ca565b87818110613da957613da9615092565b9050602002013596509650965096505050505b9193509193565b613dea878660ff8716600114613ddd578860070154613de3565b88600601545b85856141e9565b5f60ff841615613dfe578560020154613e04565b85600101545b90508083838660ff16818110613e1c57613e1c615092565b9050602002013503613e4457604051630810fc8560e01b8152600481018990526024016103e6565b5f1960ff861601613e7e5782828560ff16818110613e6457613e64615092565b602002919091013560068901555060078701819055610aaa565b82828560ff16818110613e9357613e93615092565b6020029190910135600789015550600687018190555050505050505050565b60038201546001600160c01b820460ff169081111591600160801b90046001600160401b03168115613f075781613ee881615290565b92505060ff8416613efa8260026152ab565b613f0491906150e7565b90505b60038501546001600160401b03165b5f8360ff16118015613f625750613f3781613f326001866152cd565b61470c565b6001600160401b0316613f4b8360026152ab565b613f569060016150e7565b6001600160401b031610155b15613f875782613f7181615290565b9350613f8090506002836152ab565b9150613f16565b600380870180546001600160401b03808616600160801b810267ffffffffffffffff60801b1960ff8a16600160c01b81029190911668ffffffffffffffffff60801b199095169490941717909355928a01805492821b909316600160401b0267ffffffffffffffff60401b19909216919091179091555f9061400a8460016150e7565b6001600160401b0316901b9050816001600160401b0316816001600160401b0316106140365781614038565b805b8860030160106101000a8154816001600160401b0302191690836001600160401b03160217905550505050509392505050565b5f8163ffffffff81111561408157505f92915050565b80637f800000637fffffff82161115806140a457508063ffffffff16637fc00000145b949350505050565b5f826006015482036140c057506001612e04565b826007015482036140d357506002612e04565b50600392915050565b600380850154908601545f91829182916001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016916316833a8191899160ff600160c81b830416916001600160401b03600160801b9182900481169261414d92600192910416614f5e565b8d600501548b8b6040518863ffffffff1660e01b8152600401614176979695949392919061546a565b606060405180830381865afa158015614191573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906141b5919061561b565b90945092509050806141dd57604051630a61e54560e31b8152600481018a90526024016103e6565b50965096945050505050565b6003840154600160c01b900460ff165f81810361428d5760018314614232576040516305c8e0c560e31b81526004810188905260016024820152604481018490526064016103e6565b5f8484828161424357614243615092565b905060200201356040516020016142709291906001600160f81b0319929092168252600182015260210190565b60405160208183030381529060405280519060200120905061441f565b600283146142bf576040516305c8e0c560e31b81526004810188905260026024820152604481018490526064016103e6565b8160ff166001036143a857600160f81b5f858582816142e0576142e0615092565b9050602002013560405160200161430d9291906001600160f81b0319929092168252600182015260210190565b604051602081830303815290604052805190602001205f60f81b8686600181811061433a5761433a615092565b905060200201356040516020016143679291906001600160f81b0319929092168252600182015260210190565b60408051601f198184030181529082905280516020918201206001600160f81b03199094169082015260218101919091526041810191909152606101614270565b600160f81b84845f816143bd576143bd615092565b90506020020135858560018181106143d7576143d7615092565b6040516001600160f81b031990951660208681019190915260218601949094529290920201356041830152506061016040516020818303038152906040528051906020012090505b8481146110525760405163028b4fc160e21b8152600481018890526024016103e6565b60018181018054601490614464908490600160a01b900463ffffffff1661502d565b82546101009290920a63ffffffff818102199093169183160217909155825461ffff60e01b1916600560e01b17835560018301546144ab9250600160c01b900416426150e7565b81546001600160401b0391909116600160a01b0267ffffffffffffffff60a01b19909116179055565b5f6144de826144ef565b831661ffff165f1415905092915050565b5f60ff8216600114614502576002612e04565b600192915050565b5f80805b8381101561461d57365f86868481811061452a5761452a615092565b905060200281019061453c91906151ca565b9092509050600881111561455957505f9350839250614623915050565b60015f5b828110156145df575f84848381811061457857614578615092565b905060200201602081019061458d919061515d565b6001600160401b031690505f811180156145b357506145b0816340000000615655565b83115b156145ca57505f9650869550614623945050505050565b6145d48184615668565b92505060010161455d565b508483836040516020016145f59392919061567f565b604051602081830303815290604052805190602001209450505050808060010191505061450e565b50600191505b9250929050565b5f8080614637848061520f565b9050614643858061520f565b614650602088018861520f565b905061465f602089018961520f565b61466c60408b018b6151ca565b905061467b60408c018c6151ca565b8c606001356040516020016146999a999897969594939291906156c5565b60405160208183030381529060405290506002816040516146ba9190615017565b602060405180830381855afa1580156146d5573d5f5f3e3d5ffd5b5050506040513d601f19601f820116820180604052508101906146f89190615000565b925060208151036020820120915050915091565b5f60ff8216600161472881831b6001600160401b038716615176565b6147329190615759565b901c9392505050565b5f6020828403121561474b575f5ffd5b5035919050565b803563ffffffff811681146127d6575f5ffd5b5f5f83601f840112614775575f5ffd5b5081356001600160401b0381111561478b575f5ffd5b6020830191508360208260051b8501011115614623575f5ffd5b5f5f5f5f5f5f608087890312156147ba575f5ffd5b863595506147ca60208801614752565b945060408701356001600160401b038111156147e4575f5ffd5b6147f089828a01614765565b90955093505060608701356001600160401b0381111561480e575f5ffd5b61481a89828a01614765565b979a9699509497509295939492505050565b5f5f6040838503121561483d575f5ffd5b50508035926020909101359150565b80356001600160401b03811681146127d6575f5ffd5b5f5f83601f840112614872575f5ffd5b5081356001600160401b03811115614888575f5ffd5b602083019150836020828501011115614623575f5ffd5b5f5f5f5f5f5f5f60c0888a0312156148b5575f5ffd5b873596506148c560208901614752565b9550604088013594506148da6060890161484c565b93506080880135925060a08801356001600160401b038111156148fb575f5ffd5b6149078a828b01614862565b989b979a50959850939692959293505050565b803560ff811681146127d6575f5ffd5b5f60c0828403121561493a575f5ffd5b50919050565b5f5f5f5f5f5f5f5f60c0898b031215614957575f5ffd5b8835975061496760208a01614752565b965061497560408a0161491a565b955060608901356001600160401b0381111561498f575f5ffd5b61499b8b828c01614765565b90965094505060808901356001600160401b038111156149b9575f5ffd5b6149c58b828c0161492a565b93505060a08901356001600160401b038111156149e0575f5ffd5b6149ec8b828c01614765565b999c989b5096995094979396929594505050565b5f5f60408385031215614a11575f5ffd5b82359150614a216020840161491a565b90509250929050565b5f5f5f5f60608587031215614a3d575f5ffd5b84359350614a4d60208601614752565b925060408501356001600160401b03811115614a67575f5ffd5b614a7387828801614765565b95989497509550505050565b5f5f5f5f5f60808688031215614a93575f5ffd5b85359450614aa360208701614752565b9350614ab16040870161491a565b925060608601356001600160401b03811115614acb575f5ffd5b614ad788828901614765565b969995985093965092949392505050565b5f610160828403128015614afa575f5ffd5b509092915050565b5f5f5f5f5f5f60a08789031215614b17575f5ffd5b8635955060208701359450614b2e6040880161484c565b93506060870135925060808701356001600160401b03811115614b4f575f5ffd5b61481a89828a01614862565b634e487b7160e01b5f52602160045260245ffd5b60098110614b8b57634e487b7160e01b5f52602160045260245ffd5b9052565b81516001600160a01b0316815261030081016020830151614bbb60208401826001600160401b03169052565b506040830151614bce6040840182614b6f565b506060830151614be3606084018260ff169052565b506080830151614bf9608084018261ffff169052565b5060a0830151614c1460a08401826001600160a01b03169052565b5060c0830151614c2c60c084018263ffffffff169052565b5060e0830151614c4460e084018263ffffffff169052565b50610100830151614c5b61010084018260ff169052565b50610120830151614c786101208401826001600160a01b03169052565b50610140830151614c9461014084018265ffffffffffff169052565b50610160830151614cb061016084018265ffffffffffff169052565b50610180830151614ccd6101808401826001600160401b03169052565b506101a0830151614cea6101a08401826001600160401b03169052565b506101c0830151614d076101c08401826001600160401b03169052565b506101e0830151614d246101e08401826001600160401b03169052565b506102008301516102008301526102208301516102208301526102408301516102408301526102608301516102608301526102808301516102808301526102a08301516102a08301526102c08301516102c08301526102e08301516102e083015292915050565b5f5f5f5f5f5f5f60c0888a031215614da1575f5ffd5b87359650614db160208901614752565b9550614dbf6040890161484c565b9450606088013593506080880135925060a08801356001600160401b03811115614de7575f5ffd5b6149078a828b01614765565b5f610160820190508251825260208301516020830152604083015160408301526060830151614e2d60608401826001600160401b03169052565b506080830151614e4860808401826001600160401b03169052565b5060a0830151614e6360a08401826001600160401b03169052565b5060c0830151614e7860c084018260ff169052565b5060e0830151614e8d60e084018260ff169052565b50610100830151614ea361010084018215159052565b50610120830151614eb961012084018215159052565b50610140830151614ed061014084018260ff169052565b5092915050565b5f5f5f5f5f60a08688031215614eeb575f5ffd5b85359450614efb60208701614752565b935060408601356001600160401b03811115614f15575f5ffd5b614f218882890161492a565b935050614f306060870161484c565b9150614f3e6080870161484c565b90509295509295909350565b634e487b7160e01b5f52601160045260245ffd5b6001600160401b038281168282160390811115612e0457612e04614f4a565b82815260408101610cec6020830184614b6f565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b8781528660208201528560408201526001600160401b038516606082015283608082015260c060a08201525f614ff360c083018486614f91565b9998505050505050505050565b5f60208284031215615010575f5ffd5b5051919050565b5f82518060208501845e5f920191825250919050565b63ffffffff8181168382160190811115612e0457612e04614f4a565b5f5f85851115615057575f5ffd5b83861115615063575f5ffd5b5050600583901b0193919092039150565b5f60ff821660ff810361508957615089614f4a565b60010192915050565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52601260045260245ffd5b5f6001600160401b038316806150d2576150d26150a6565b806001600160401b0384160491505092915050565b6001600160401b038181168382160190811115612e0457612e04614f4a565b5f6001820161511757615117614f4a565b5060010190565b5f6020828403121561512e575f5ffd5b81356001600160a01b0381168114610cec575f5ffd5b5f60208284031215615154575f5ffd5b610cec82614752565b5f6020828403121561516d575f5ffd5b610cec8261484c565b80820180821115612e0457612e04614f4a565b63ffffffff96909616865260ff94851660208701529290931660408501526001600160401b039081166060850152909116608083015260a082015260c00190565b5f5f8335601e198436030181126151df575f5ffd5b8301803591506001600160401b038211156151f8575f5ffd5b6020019150600581901b3603821315614623575f5ffd5b5f5f8335601e19843603018112615224575f5ffd5b8301803591506001600160401b0382111561523d575f5ffd5b602001915036819003821315614623575f5ffd5b5f6001600160fb1b03831115615265575f5ffd5b8260051b80838637939093019392505050565b8481528360208201525f612c84604083018486615251565b5f60ff8216806152a2576152a2614f4a565b5f190192915050565b6001600160401b038181168382160290811690818114614ed057614ed0614f4a565b60ff8281168282160390811115612e0457612e04614f4a565b5f5f8335601e198436030181126152fb575f5ffd5b83016020810192503590506001600160401b03811115615319575f5ffd5b803603821315614623575f5ffd5b5f5f8335601e1984360301811261533c575f5ffd5b83016020810192503590506001600160401b0381111561535a575f5ffd5b8060051b3603821315614623575f5ffd5b8183525f6001600160fb1b03831115615382575f5ffd5b8260051b80836020870137939093016020019392505050565b5f8383855260208501945060208460051b820101835f607e19863603015b8782101561545d57848403601f1901895282358181126153d7575f5ffd5b87016001600160401b036153ea8261484c565b1685526001600160401b036154016020830161484c565b16602086015263ffffffff61541860408301614752565b16604086015261542b6060820182615327565b91506080606087015261544260808701838361536b565b955050506020830192506020890198506001820191506153b9565b5091979650505050505050565b60c081525f615479898a6152e6565b60c08085015261548e61018085018284614f91565b91505061549e60208b018b6152e6565b84830360bf190160e08601526154b5838284614f91565b925050506154c660408b018b615327565b84830360bf19016101008601526154de83828461536b565b60608d013561012087015292506154fb91505060808b018b615327565b84830360bf1901610140860152808352602080840190600583901b850101835f5b8481101561558757868303601f190184526155378287615327565b808552602085015f5b8281101561556e576001600160401b036155598561484c565b16825260209384019390910190600101615540565b506020968701969095509390930192505060010161551c565b505061559660a08f018f615327565b88830360bf19016101608a0152955093506155b281868661536b565b9450505050506155c7602084018a60ff169052565b6001600160401b03881660408401526001600160401b038716606084015285608084015282810360a08401526155fe81858761539b565b9a9950505050505050505050565b805180151581146127d6575f5ffd5b5f5f5f6060848603121561562d575f5ffd5b6156368461560c565b6020850151909350915061564c6040850161560c565b90509250925092565b5f82615663576156636150a6565b500490565b8082028115828204841417612e0457612e04614f4a565b8381525f60208201845f5b858110156156b9576001600160401b036156a38361484c565b168352602092830192919091019060010161568a565b50909695505050505050565b7573796e6f642f646973707574652f656e7472792f763160501b815260e08b901b6001600160e01b0319166017820152888a601b8301375f89820163ffffffff60e01b8a60e01b16601b8201528789601f830137601b88820101905063ffffffff60e01b8760e01b166004820152615741600882018688615251565b938452505060209091019a9950505050505050505050565b81810381811115612e0457612e04614f4a56feefd9aff0ccf6b03540c503c03e0916ac5a2ee18fba70e4756a17f8a25f30b29fa164736f6c6343000825000a",
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
// Solidity: constructor(address market_, address states_, address judge_) returns()
func (disputeGame *DisputeGame) PackConstructor(market_ common.Address, states_ common.Address, judge_ common.Address) []byte {
	enc, err := disputeGame.abi.Pack("", market_, states_, judge_)
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
// Solidity: function game(uint256 id) view returns((address,uint64,uint8,uint8,uint16,address,uint32,uint32,uint8,address,uint48,uint48,uint64,uint64,uint64,uint64,uint256,bytes32,bytes32,bytes32,bytes32,bytes32,bytes32,bytes32))
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
// Solidity: function game(uint256 id) view returns((address,uint64,uint8,uint8,uint16,address,uint32,uint32,uint8,address,uint48,uint48,uint64,uint64,uint64,uint64,uint256,bytes32,bytes32,bytes32,bytes32,bytes32,bytes32,bytes32))
func (disputeGame *DisputeGame) TryPackGame(id *big.Int) ([]byte, error) {
	return disputeGame.abi.Pack("game", id)
}

// UnpackGame is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcddbe729.
//
// Solidity: function game(uint256 id) view returns((address,uint64,uint8,uint8,uint16,address,uint32,uint32,uint8,address,uint48,uint48,uint64,uint64,uint64,uint64,uint256,bytes32,bytes32,bytes32,bytes32,bytes32,bytes32,bytes32))
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
// the contract method with ID 0xc57d3695.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function open((uint256,address,address,address,uint64,uint32,bytes32,bytes32,bytes32,bytes32,bytes32) p) returns(uint256 id)
func (disputeGame *DisputeGame) PackOpen(p IDisputeGameOpenParams) []byte {
	enc, err := disputeGame.abi.Pack("open", p)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOpen is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc57d3695.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function open((uint256,address,address,address,uint64,uint32,bytes32,bytes32,bytes32,bytes32,bytes32) p) returns(uint256 id)
func (disputeGame *DisputeGame) TryPackOpen(p IDisputeGameOpenParams) ([]byte, error) {
	return disputeGame.abi.Pack("open", p)
}

// UnpackOpen is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc57d3695.
//
// Solidity: function open((uint256,address,address,address,uint64,uint32,bytes32,bytes32,bytes32,bytes32,bytes32) p) returns(uint256 id)
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
// the contract method with ID 0xd3bb545b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function openTrace(uint256 id, uint32 turn, uint64 count, bytes32 chain, bytes32 postState, bytes32[] hashes) returns()
func (disputeGame *DisputeGame) PackOpenTrace(id *big.Int, turn uint32, count uint64, chain [32]byte, postState [32]byte, hashes [][32]byte) []byte {
	enc, err := disputeGame.abi.Pack("openTrace", id, turn, count, chain, postState, hashes)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOpenTrace is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd3bb545b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function openTrace(uint256 id, uint32 turn, uint64 count, bytes32 chain, bytes32 postState, bytes32[] hashes) returns()
func (disputeGame *DisputeGame) TryPackOpenTrace(id *big.Int, turn uint32, count uint64, chain [32]byte, postState [32]byte, hashes [][32]byte) ([]byte, error) {
	return disputeGame.abi.Pack("openTrace", id, turn, count, chain, postState, hashes)
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

// PackProveEnd is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3dced985.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function proveEnd(uint256 id, uint32 turn, bytes32 layoutHash, uint64 step, bytes32 digest, bytes updates) returns()
func (disputeGame *DisputeGame) PackProveEnd(id *big.Int, turn uint32, layoutHash [32]byte, step uint64, digest [32]byte, updates []byte) []byte {
	enc, err := disputeGame.abi.Pack("proveEnd", id, turn, layoutHash, step, digest, updates)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackProveEnd is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3dced985.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function proveEnd(uint256 id, uint32 turn, bytes32 layoutHash, uint64 step, bytes32 digest, bytes updates) returns()
func (disputeGame *DisputeGame) TryPackProveEnd(id *big.Int, turn uint32, layoutHash [32]byte, step uint64, digest [32]byte, updates []byte) ([]byte, error) {
	return disputeGame.abi.Pack("proveEnd", id, turn, layoutHash, step, digest, updates)
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

// PackSettleState is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc8093447.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function settleState(uint256 id, bytes32 layoutHash, uint64 step, bytes32 digest, bytes updates) returns()
func (disputeGame *DisputeGame) PackSettleState(id *big.Int, layoutHash [32]byte, step uint64, digest [32]byte, updates []byte) []byte {
	enc, err := disputeGame.abi.Pack("settleState", id, layoutHash, step, digest, updates)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSettleState is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc8093447.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function settleState(uint256 id, bytes32 layoutHash, uint64 step, bytes32 digest, bytes updates) returns()
func (disputeGame *DisputeGame) TryPackSettleState(id *big.Int, layoutHash [32]byte, step uint64, digest [32]byte, updates []byte) ([]byte, error) {
	return disputeGame.abi.Pack("settleState", id, layoutHash, step, digest, updates)
}

// PackStates is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x82482f7c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function states() view returns(address)
func (disputeGame *DisputeGame) PackStates() []byte {
	enc, err := disputeGame.abi.Pack("states")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStates is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x82482f7c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function states() view returns(address)
func (disputeGame *DisputeGame) TryPackStates() ([]byte, error) {
	return disputeGame.abi.Pack("states")
}

// UnpackStates is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x82482f7c.
//
// Solidity: function states() view returns(address)
func (disputeGame *DisputeGame) UnpackStates(data []byte) (common.Address, error) {
	out, err := disputeGame.abi.Unpack("states", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
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
// Solidity: event RefereeDue(uint256 indexed id, uint64 step, uint64 entry, bool stateEntry)
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

// DisputeGameStateSettled represents a StateSettled event raised by the DisputeGame contract.
type DisputeGameStateSettled struct {
	Id   *big.Int
	Post [32]byte
	Raw  *types.Log // Blockchain specific contextual infos
}

const DisputeGameStateSettledEventName = "StateSettled"

// ContractEventName returns the user-defined event name.
func (DisputeGameStateSettled) ContractEventName() string {
	return DisputeGameStateSettledEventName
}

// UnpackStateSettledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event StateSettled(uint256 indexed id, bytes32 post)
func (disputeGame *DisputeGame) UnpackStateSettledEvent(log *types.Log) (*DisputeGameStateSettled, error) {
	event := "StateSettled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != disputeGame.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DisputeGameStateSettled)
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

// DisputeGameTraceEndProven represents a TraceEndProven event raised by the DisputeGame contract.
type DisputeGameTraceEndProven struct {
	Id   *big.Int
	Turn uint32
	By   uint8
	Post [32]byte
	Raw  *types.Log // Blockchain specific contextual infos
}

const DisputeGameTraceEndProvenEventName = "TraceEndProven"

// ContractEventName returns the user-defined event name.
func (DisputeGameTraceEndProven) ContractEventName() string {
	return DisputeGameTraceEndProvenEventName
}

// UnpackTraceEndProvenEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TraceEndProven(uint256 indexed id, uint32 turn, uint8 by, bytes32 post)
func (disputeGame *DisputeGame) UnpackTraceEndProvenEvent(log *types.Log) (*DisputeGameTraceEndProven, error) {
	event := "TraceEndProven"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != disputeGame.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DisputeGameTraceEndProven)
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

// ScalarJudgeMetaData contains all meta data concerning the ScalarJudge contract.
var ScalarJudgeMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractScalarPrograms\",\"name\":\"programs_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"components\":[{\"internalType\":\"string\",\"name\":\"op\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"attrs\",\"type\":\"string\"},{\"internalType\":\"bytes32[]\",\"name\":\"inputs\",\"type\":\"bytes32[]\"},{\"internalType\":\"bytes32\",\"name\":\"output\",\"type\":\"bytes32\"},{\"internalType\":\"uint64[][]\",\"name\":\"shapes\",\"type\":\"uint64[][]\"},{\"internalType\":\"bytes32[]\",\"name\":\"roots\",\"type\":\"bytes32[]\"}],\"internalType\":\"structScalarJudge.Opening\",\"name\":\"o\",\"type\":\"tuple\"}],\"name\":\"checkOpening\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"ok\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"entryHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"reads\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"outRoot\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"string\",\"name\":\"op\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"attrs\",\"type\":\"string\"},{\"internalType\":\"bytes32[]\",\"name\":\"inputs\",\"type\":\"bytes32[]\"},{\"internalType\":\"bytes32\",\"name\":\"output\",\"type\":\"bytes32\"},{\"internalType\":\"uint64[][]\",\"name\":\"shapes\",\"type\":\"uint64[][]\"},{\"internalType\":\"bytes32[]\",\"name\":\"roots\",\"type\":\"bytes32[]\"}],\"internalType\":\"structScalarJudge.Opening\",\"name\":\"o\",\"type\":\"tuple\"},{\"internalType\":\"uint8\",\"name\":\"opSet\",\"type\":\"uint8\"},{\"internalType\":\"uint64\",\"name\":\"e\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"k\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"acc\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"uint64\",\"name\":\"index\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"n\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"bits\",\"type\":\"uint32\"},{\"internalType\":\"bytes32[]\",\"name\":\"siblings\",\"type\":\"bytes32[]\"}],\"internalType\":\"structScalarStep.Element[]\",\"name\":\"proofs\",\"type\":\"tuple[]\"}],\"name\":\"execute\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"ok\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"result\",\"type\":\"bytes32\"},{\"internalType\":\"bool\",\"name\":\"accOK\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"leaf\",\"type\":\"bytes32\"}],\"name\":\"leafBits\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"},{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"programs\",\"outputs\":[{\"internalType\":\"contractScalarPrograms\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "ScalarJudge",
	Bin: "0x60a0604052348015600e575f5ffd5b50604051612d19380380612d19833981016040819052602b91603b565b6001600160a01b03166080526066565b5f60208284031215604a575f5ffd5b81516001600160a01b0381168114605f575f5ffd5b9392505050565b608051612c8e61008b5f395f8181608a0152818161017501526102f50152612c8e5ff3fe608060405234801561000f575f5ffd5b506004361061004a575f3560e01c806316833a811461004e578063228dea4c146100855780633cb83b5e146100c4578063abb86fb6146100f3575b5f5ffd5b61006161005c36600461228e565b610128565b60408051931515845260208401929092521515908201526060015b60405180910390f35b6100ac7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b03909116815260200161007c565b6100d76100d2366004612367565b610398565b6040805163ffffffff909316835290151560208301520161007c565b61010661010136600461237e565b6103ac565b604080519415158552602085019390935291830152606082015260800161007c565b5f5f5f61013361218a565b61013d8b8b6103c9565b90945090508361015657505f925082915081905061038b565b61015e6121de565b604051630dc5a14b60e41b81526001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063dc5a14b0906101ae9085908e908e90600401612468565b6101c060405180830381865afa1580156101ca573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906101ee9190612660565b90955090508461020957505f935083925082915061038b9050565b61021161221d565b61022d83838f8060a001906102269190612749565b8c8c6104e2565b90965090508561024957505f945084935083925061038b915050565b5f5f6102548b6106c1565b91509150806102725750600196505f955085945061038b9350505050565b5f5b60038110156102cf57602085015160019082600381106102965761029661278e565b602002015160ff16036102c757828482600381106102b6576102b661278e565b63ffffffff90921660209290920201525b600101610274565b5083518351602085015160408087015160808901519151630f57665760e31b81526001957f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031695637abb32b89561033795929491939092906004016127a2565b602060405180830381865afa158015610352573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906103769190612801565b90985063ffffffff1696506001955050505050505b9750975097945050505050565b5f5f6103a3836106c1565b91509150915091565b5f5f5f5f6103b98561071b565b93509350935093505b9193509193565b5f6103d261218a565b60ff831660208201526103e86080850185612749565b6103f19161283e565b60e0820152365f6104028680612909565b9092509050365f6104166020890189612909565b909250905060058311801561047757507f0ae5aeeefb0e46c44b3d246e2778a3d49f8aa3955ce251a878682ab876e6148c848461045460058261295f565b61045f928290612972565b60405161046d929190612999565b6040518091039020145b156104af576104a285855f8661048e60058261295f565b9261049b93929190612972565b8585610728565b95509550505050506104db565b6104d28585856040516104c3929190612999565b60405180910390208484610d19565b95509550505050505b9250929050565b5f6104eb61221d565b5f805b60038110156106b0575f8960200151826003811061050e5761050e61278e565b6020020151905060021960ff82160161056357896080015182600381106105375761053761278e565b602002015184836003811061054e5761054e61278e565b63ffffffff90921660209290920201526106a7565b60011960ff8216016106a7578286148061063257506106308b60e001518b6040015184600381106105965761059661278e565b602002015160ff16815181106105ae576105ae61278e565b60200260200101518b6060015184600381106105cc576105cc61278e565b60200201518b8b8e6040015187600381106105e9576105e961278e565b602002015160ff168181106106005761060061278e565b905060200201358a8a888181106106195761061961278e565b905060200281019061062b91906129a8565b611169565b155b15610642575f94505050506106b6565b8686848181106106545761065461278e565b905060200281019061066691906129a8565b6106779060608101906040016129c6565b8483600381106106895761068961278e565b63ffffffff9092166020929092020152826106a3816129e1565b9350505b506001016104ee565b50831491505b965096945050505050565b5f808263ffffffff8111156106db57505f93849350915050565b80637f800000637fffffff82161180156106ff57508063ffffffff16637fc0000014155b1561071057505f9485945092505050565b946001945092505050565b5f5f5f5f6103b9856111db565b5f61073161218a565b5f196005841080159061078557507f04d20a68a7c6e979619094f49c4c43347c778271f2ec13da7e4756204965534461076d60055f8789612972565b60405161077b929190612999565b6040518091039020145b1561079157505f61084c565b5f5b8461079f8260066129f9565b1161084a578585828181106107b6576107b661278e565b9050013560f81c60f81b6001600160f81b031916600b60fa1b14801561082b57507f7b39eb3c04bba39924ac8938a8914a0076fb9c568deeb6119e8360ef3e03c7808682876108068260066129f9565b9261081393929190612972565b604051610821929190612999565b6040518091039020145b156108385780915061084a565b80610842816129e1565b915050610793565b505b5f198103610860575f889250925050610d0f565b365f61086e8382888a612972565b915091505f5f5f6108a38a8a885f146108915761088c8960016129f9565b610893565b5f5b61089e928290612972565b61134d565b925092509250826108bf575f8d97509750505050505050610d0f565b60ff811660c08e01526040515f906108da908e908e90612999565b604051908190039020905084155f516020612c625f395f51905f5282148061092157507f60ffc9aa68baa3b623aef27d83ee6ec05c37047e5dc9b2edddc3845ffb4d3ee082145b15610971575f516020612c625f395f51905f52821461094157600d610944565b600c5b60ff168f5260028414801561095f575061095f8f888861164b565b8f995099505050505050505050610d0f565b7f1a21fb8b1d022d4555cd5839054fb47a704dd314d512cd9ebff65e297de3ade982036109ba57600e8f5280801561095f5750836003148f995099505050505050505050610d0f565b7fbdee81074df37e4738cba5a05d83b330a39e1101330e75653a54737f26a1aed88203610a19578260ff166001146109f35760186109f6565b600f5b60ff168f5280801561095f5750836002148f995099505050505050505050610d0f565b7f4f5a8bb8492337e79bdc674d6f31ac448f8017e26cc7bfe3144fb5d886fe53698203610a625760178f5280801561095f5750836002148f995099505050505050505050610d0f565b7f46fcaa909ebb3e5eaa565d68d7ad235988ce778dc8909251c103e674c148f31d821480610aaf57507f41ee8ccb7d6f95748d831ef4985550d2e3967d9e4d92d8d474fef70a7e4aa23082145b15610ad65760108f5280801561095f5750836002148f995099505050505050505050610d0f565b83600114610af1575f8f995099505050505050505050610d0f565b7f27f0097dcbff01844c37c02c820b259a7b99faffabdbc43021b6c4bafdb32a3f8203610b2e5760198f5298508d9750610d0f9650505050505050565b7f8bb587975337a9e49db588d9e2081e2dcf2928a5bdf3c8a02488dd2d7bc074f68203610b6b5760128f5298508d9750610d0f9650505050505050565b7fe3bc7df1a6ef843cfe2e04ba25c5d740829919687b3fe5760ad64fd6388d4291821480610bb857507f2aaac54c765053aed322ded062f13e8eae3c97606cedf19465caf04e2b989cdf82145b80610be257507fe622543094b85536bcc3f5c0c663fcd2105a08a1cc5d0b8d688b9e1c31f1f98d82145b15610c5d577fe3bc7df1a6ef843cfe2e04ba25c5d740829919687b3fe5760ad64fd6388d42918214610c43577f2aaac54c765053aed322ded062f13e8eae3c97606cedf19465caf04e2b989cdf8214610c3c576020610c46565b601f610c46565b601e5b60ff168f5298508d9750610d0f9650505050505050565b7ff0d91f8ef855806f1ada006cdb88a3766bd2b06f1558c7d86f53832d376fcd168203610c935760118f5261095f8f8888611750565b5f516020612c425f395f51905f52821480610ccd57507f4182e5b1bf2924d191fd32f0d581c5f2c82721c218439fc1d0b04996c42bf15782145b15610d00575f516020612c425f395f51905f528214610ced576014610cf0565b60135b60ff168f5261095f8f88886117d7565b5f8f9950995050505050505050505b9550959350505050565b5f610d2261218a565b82155f516020612c625f395f51905f52861480610d5e57507f60ffc9aa68baa3b623aef27d83ee6ec05c37047e5dc9b2edddc3845ffb4d3ee086145b15610d9c575f516020612c625f395f51905f528614610d7e576002610d81565b60015b60ff168752610d9187868661164b565b879250925050611160565b7f1a21fb8b1d022d4555cd5839054fb47a704dd314d512cd9ebff65e297de3ade98603610dcc5760038752611008565b7f4f5a8bb8492337e79bdc674d6f31ac448f8017e26cc7bfe3144fb5d886fe5369861480610e1957507f2feeb2293f3b9b3d45bb50a1ed836dbfe3fe8a160db7ac99b56756f85b456b9d86145b15610e275760048752611008565b7f46fcaa909ebb3e5eaa565d68d7ad235988ce778dc8909251c103e674c148f31d861480610e7457507f41ee8ccb7d6f95748d831ef4985550d2e3967d9e4d92d8d474fef70a7e4aa23086145b15610e825760058752611008565b7fbdee81074df37e4738cba5a05d83b330a39e1101330e75653a54737f26a1aed88603610eb25760068752611008565b7f8bb587975337a9e49db588d9e2081e2dcf2928a5bdf3c8a02488dd2d7bc074f68603610ee25760088752611008565b7f27f0097dcbff01844c37c02c820b259a7b99faffabdbc43021b6c4bafdb32a3f8603610f1257600b8752611008565b7f4b4f69c9d1ff978d439deff2ec1322de902475890f8350e143fa72f5a76fcd8f8603610f425760168752611008565b7fe3bc7df1a6ef843cfe2e04ba25c5d740829919687b3fe5760ad64fd6388d42918603610f7257601b8752611008565b7f2aaac54c765053aed322ded062f13e8eae3c97606cedf19465caf04e2b989cdf8603610fa257601c8752611008565b7fe622543094b85536bcc3f5c0c663fcd2105a08a1cc5d0b8d688b9e1c31f1f98d8603610fd257601d8752611008565b7f655c53071a4df537fa4cf05c891c8d58109b0b344ea089d38d4b93f9c2cef7ea860361100857601a8752610d91878686611882565b865160ff161561101c579150859050611160565b7ff0d91f8ef855806f1ada006cdb88a3766bd2b06f1558c7d86f53832d376fcd1686036110525760078752610d91878686611750565b5f516020612c425f395f51905f5286148061108c57507f4182e5b1bf2924d191fd32f0d581c5f2c82721c218439fc1d0b04996c42bf15786145b156110bf575f516020612c425f395f51905f5286146110ac57600a6110af565b60095b60ff168752610d918786866117d7565b7fddc0b1ab6dd65a34a46c638ee3da20764edef24c32f873d5262e66bf39aa46aa8603611158576015875260048411801561113b57507f5e8bfd322985bbc810897d3f8e7cbe8780a97f412964f1668f2218652ee4855461112360045f8789612972565b604051611131929190612999565b6040518091039020145b8015610d915750610d9187611153866004818a612972565b611bab565b5f8792509250505b94509492505050565b5f6001600160401b0384166111816020840184612a0c565b6001600160401b03161480156111bf575061119b85611cb5565b6001600160401b03166111b46040840160208501612a0c565b6001600160401b0316145b80156111d057506111d08383611cf7565b90505b949350505050565b5f808080806111ed6040870187612749565b915061100090506112016020880188612909565b905061120d8880612909565b6112189291506129f9565b111561123057505f93508392508291508190506103c2565b601081118061124d5750806112486080880188612749565b905014155b80611270575061125e8160016129f9565b61126b60a0880188612749565b905014155b1561128757505f93508392508291508190506103c2565b5f61129d6112986080890189612749565b611d9e565b9096509050856112bb57505f94508493508392508291506103c29050565b5f6112c588611ebd565b909650905080826112d960a08b018b612749565b6112e69187915f91612a27565b6040516020016112f99493929190612a79565b60408051601f19818403018152919052805160209091012094506001868661132460a08c018c612749565b878181106113345761133461278e565b9050602002013596509650965096505050509193509193565b5f808060058410806113a157507f04d20a68a7c6e979619094f49c4c43347c778271f2ec13da7e4756204965534461138860055f8789612972565b604051611396929190612999565b604051809103902014155b156113b357505f915081905080611644565b6005805b858210801561142057508686838181106113d3576113d361278e565b9050013560f81c60f81b6001600160f81b031916600360fc1b148061142057508686838181106114055761140561278e565b9050013560f81c60f81b6001600160f81b031916603160f81b145b15611437578161142f816129e1565b9250506113b7565b5f611442828461295f565b90508015806114515750601081115b806114655750866114638460066129f9565b115b806114c057507f05689dd139a17705f393a81a6c8615fab1d221ed5dbc7de1530911741c77102a88848961149a8260066129f9565b926114a793929190612972565b6040516114b5929190612999565b604051809103902014155b156114d6575f5f5f955095509550505050611644565b5f80806114ee8b8b6114e98960066129f9565b611f9f565b92509250925082158061150a5750896115088260056129f9565b115b8061156557507f7f762ea18f6bf3f6f7e68335abac32bc0aab17cfd6b73b7d59b6da381fb5f6268b828c61153f8260056129f9565b9261154c93929190612972565b60405161155a929190612999565b604051809103902014155b1561157e575f5f5f985098509850505050505050611644565b5f61158f8c8c6114e98560056129f9565b919550909150508315806115a35750808b14155b156115bd575f5f5f99509950995050505050505050611644565b5f805b86811015611631578d8d6115d4838b6129f9565b8181106115e3576115e361278e565b909101356001600160f81b031916603160f81b0390506116295784820361161b5760019b509599509497506116449650505050505050565b81611625816129e1565b9250505b6001016115c0565b505f5f5f9a509a509a5050505050505050505b9250925092565b5f5f838360405161165d929190612999565b604051809103902090507f212521af04d841ba8a1cfe5259f3a64445db7ac0e0aa7c69a9ba1ca375b4185b8103611698576001915050611749565b7f5f2d917aec801fb0cde300e19e4bd85ba12c57dad3697517eefb65c7d26d2cbc81036116cf575050600160408401819052611749565b7f26ef0497c6a5b2a2048dee9de1b5d65ed52d92c482f25277e19a07d9f3ed7db18103611706575050600160608401819052611749565b7fbbdfdb520b89c4d30e0aef499301e465c7d9661121922f6723e6a5f4176822e8810361174457505060016060840181905260408401819052611749565b5f9150505b9392505050565b5f6003821080159061178a575082825f81811061176f5761176f61278e565b9050013560f81c60f81b6001600160f81b031916607360f81b145b80156117bf5750828260018181106117a4576117a461278e565b9050013560f81c60f81b6001600160f81b031916603d60f81b145b80156111d357506111d3846111538460028188612972565b5f600682108061182957507f8675b86133b5b6e033c7a34c25a4c02453580ec513a9798567482bf9647573d761181060055f8587612972565b60405161181e929190612999565b604051809103902014155b1561183557505f611749565b5f5f5f61184486866005611f9f565b9250925092508215806118575750808514155b15611867575f9350505050611749565b506001600160401b031660a086015250600190509392505050565b5f60068210806118d457507fbb5e1391dc9685724c73ce75fb1aa5985d1dff0dde6d6d86cb97af64bf3fbd416118bb60065f8587612972565b6040516118c9929190612999565b604051809103902014155b156118e057505f611749565b5f5f6118ee85856006611f9f565b92505091508115806119095750836119078260066129f9565b115b8061196457507fa1aa4cb9671b8d3c367b97f441cc9816b3ec0e8052b057d9c7e4d3571408120885828661193e8260066129f9565b9261194b93929190612972565b604051611959929190612999565b604051809103902014155b15611973575f92505050611749565b5f61198486866114e98560066129f9565b9194509092509050821580611997575080155b156119a7575f9350505050611749565b6001600160401b03811660a0808901919091526040805160e0810182526004928101838152632c6c723d60e01b60c08301528152815180830183526007808252662c62657461313d60c81b6020838101919091528084019290925283518085018552908152662c62657461323d60c81b81830152828401528251808401845260058152642c6570733d60d81b8183015260608301528251808401909352928252632c77643d60e01b9282019290925260808201525f5b6005811015611b96575f828260058110611a7957611a7961278e565b602002015151905087611a8c82876129f9565b611a979060086129f9565b1180611af25750828260058110611ab057611ab061278e565b602002015180519060200120898987908489611acc91906129f9565b92611ad993929190612972565b604051611ae7929190612999565b604051809103902014155b15611b05575f9650505050505050611749565b611b388a8a8a611b15858a6129f9565b90611b20868b6129f9565b611b2b9060086129f9565b9261115393929190612972565b611b4a575f9650505050505050611749565b89608001518a61010001518360058110611b6657611b6661278e565b63ffffffff9092166020929092020152611b818160086129f9565b611b8b90866129f9565b945050600101611a5d565b50505f60808801525083149150509392505050565b5f6001821080611bbb5750600882115b15611bc757505f611749565b5f805b83811015611c9f575f858583818110611be557611be561278e565b919091013560f81c91505f905060308210801590611c07575060398260ff1611155b15611c1e57611c17603083612a91565b9050611c7a565b60618260ff1610158015611c36575060668260ff1611155b15611c4657611c17605783612a91565b60418260ff1610158015611c5e575060468260ff1611155b15611c6e57611c17603783612a91565b5f945050505050611749565b60ff8116611c89856010612aaa565b611c939190612ad0565b93505050600101611bca565b5063ffffffff1660808501525060019392505050565b60015f5b8251811015611cf157828181518110611cd457611cd461278e565b602002602001015182611ce79190612aec565b9150600101611cb9565b50919050565b5f80611d0960608401604085016129c6565b637fffffff169050637f80000081118015611d3d5750637fc00000611d3460608501604086016129c6565b63ffffffff1614155b15611d4b575f915050611d98565b611d9484611d5f60608601604087016129c6565b63ffffffff16611d726020870187612a0c565b611d826040880160208901612a0c565b611d8f6060890189612749565b61207c565b9150505b92915050565b5f80805b83811015611eb157365f868684818110611dbe57611dbe61278e565b9050602002810190611dd09190612749565b90925090506008811115611ded57505f93508392506104db915050565b60015f5b82811015611e73575f848483818110611e0c57611e0c61278e565b9050602002016020810190611e219190612a0c565b6001600160401b031690505f81118015611e475750611e44816340000000612b0e565b83115b15611e5e57505f96508695506104db945050505050565b611e688184612b2d565b925050600101611df1565b50848383604051602001611e8993929190612b44565b6040516020818303038152906040528051906020012094505050508080600101915050611da2565b50600191509250929050565b5f8080611eca8480612909565b9050611ed68580612909565b611ee36020880188612909565b9050611ef26020890189612909565b611eff60408b018b612749565b9050611f0e60408c018c612749565b8c60600135604051602001611f2c9a99989796959493929190612b80565b6040516020818303038152906040529050600281604051611f4d9190612c14565b602060405180830381855afa158015611f68573d5f5f3e3d5ffd5b5050506040513d601f19601f82011682018060405250810190611f8b9190612c2a565b925060208151036020820120915050915091565b5f80825b8481108015611fd457506030868683818110611fc157611fc161278e565b9050013560f81c60f81b60f81c60ff1610155b801561200257506039868683818110611fef57611fef61278e565b9050013560f81c60f81b60f81c60ff1611155b1561205857603086868381811061201b5761201b61278e565b61202c9392013560f81c9050612a91565b60ff1661203a83600a612b2d565b61204491906129f9565b915080612050816129e1565b915050611fa3565b83811180156120715750600861206e858361295f565b11155b925093509350939050565b5f6001600160401b03841615806120a15750650100000000006001600160401b038516115b806120be5750836001600160401b0316856001600160401b031610155b156120ca57505f612180565b6040515f81538660018201526021812060018253848460051b810188600195505b600189111561217357600181166001811461213a57896001830110156121355782840361211b575f965050612173565b846001870152833560218701526041862094506020840193505b612164565b82840361214a575f965050612173565b833560018701528460218701526041862094506020840193505b506001988901891c981c6120eb565b5014908914169190911690505b9695505050505050565b60408051610120810182525f8082526020820181905291810182905260608082018390526080820183905260a0820183905260c082019290925260e081019190915261010081016121d961223b565b905290565b6040518060a001604052805f60ff1681526020016121fa61221d565b815260200161220761221d565b815260200161221461221d565b81526020016121d95b60405180606001604052806003906020820280368337509192915050565b6040518060a001604052806005906020820280368337509192915050565b5f60c08284031215611cf1575f5ffd5b60ff81168114612277575f5ffd5b50565b6001600160401b0381168114612277575f5ffd5b5f5f5f5f5f5f5f60c0888a0312156122a4575f5ffd5b87356001600160401b038111156122b9575f5ffd5b6122c58a828b01612259565b97505060208801356122d681612269565b955060408801356122e68161227a565b945060608801356122f68161227a565b93506080880135925060a08801356001600160401b03811115612317575f5ffd5b8801601f81018a13612327575f5ffd5b80356001600160401b0381111561233c575f5ffd5b8a60208260051b8401011115612350575f5ffd5b602082019350809250505092959891949750929550565b5f60208284031215612377575f5ffd5b5035919050565b5f6020828403121561238e575f5ffd5b81356001600160401b038111156123a3575f5ffd5b611d9484828501612259565b5f82825180855260208501945060208160051b830101602085015f5b8381101561242e57848303601f19018852815180518085526020918201918501905f5b818110156124155783516001600160401b03168352602093840193909201916001016123ee565b50506020998a01999094509290920191506001016123cb565b50909695505050505050565b805f5b600581101561246257815163ffffffff1684526020938401939091019060010161243d565b50505050565b6060815261247c60608201855160ff169052565b5f6020850151612491608084018260ff169052565b50604085015180151560a084015250606085015180151560c084015250608085015163ffffffff811660e08401525060a08501516001600160401b0381166101008401525060c085015160ff81166101208401525060e08501516101a06101408401526125026102008401826123af565b905061010086015161251861016085018261243a565b506001600160401b038516602084015290506001600160401b03831660408301526111d3565b634e487b7160e01b5f52604160045260245ffd5b60405160a081016001600160401b03811182821017156125745761257461253e565b60405290565b604051601f8201601f191681016001600160401b03811182821017156125a2576125a261253e565b604052919050565b5f82601f8301126125b9575f5ffd5b6125c3606061257a565b8060608401858111156125d4575f5ffd5b845b818110156125f75780516125e981612269565b8452602093840193016125d6565b509095945050505050565b63ffffffff81168114612277575f5ffd5b5f82601f830112612622575f5ffd5b61262c606061257a565b80606084018581111561263d575f5ffd5b845b818110156125f757805161265281612602565b84526020938401930161263f565b5f5f8284036101c0811215612673575f5ffd5b83518015158114612682575f5ffd5b92506101a0601f1982011215612696575f5ffd5b5061269f612552565b60208401516126ad81612269565b81526126bc85604086016125aa565b60208201526126ce8560a086016125aa565b60408201528461011f8501126126e2575f5ffd5b6126ec606061257a565b806101608601878111156126fe575f5ffd5b61010087015b818110156127255780516127178161227a565b845260209384019301612704565b508160608501526127368882612613565b6080850152505050809150509250929050565b5f5f8335601e1984360301811261275e575f5ffd5b8301803591506001600160401b03821115612777575f5ffd5b6020019150600581901b36038213156104db575f5ffd5b634e487b7160e01b5f52603260045260245ffd5b60ff8616815263ffffffff858116602083015284811660408301528316606082015260e0810160808201835f5b60038110156127f457815163ffffffff168352602092830192909101906001016127cf565b5050509695505050505050565b5f60208284031215612811575f5ffd5b815161174981612602565b5f6001600160401b038211156128345761283461253e565b5060051b60200190565b5f61285061284b8461281c565b61257a565b8381526020810190600585901b84013681111561286b575f5ffd5b845b818110156125f75780356001600160401b0381111561288a575f5ffd5b860136601f82011261289a575f5ffd5b80356128a861284b8261281c565b8082825260208201915060208360051b8501019250368311156128c9575f5ffd5b6020840193505b828410156128f45783356128e38161227a565b8252602093840193909101906128d0565b8752505060209485019491909101905061286d565b5f5f8335601e1984360301811261291e575f5ffd5b8301803591506001600160401b03821115612937575f5ffd5b6020019150368190038213156104db575f5ffd5b634e487b7160e01b5f52601160045260245ffd5b81810381811115611d9857611d9861294b565b5f5f85851115612980575f5ffd5b8386111561298c575f5ffd5b5050820193919092039150565b818382375f9101908152919050565b5f8235607e198336030181126129bc575f5ffd5b9190910192915050565b5f602082840312156129d6575f5ffd5b813561174981612602565b5f600182016129f2576129f261294b565b5060010190565b80820180821115611d9857611d9861294b565b5f60208284031215612a1c575f5ffd5b81356117498161227a565b5f5f85851115612a35575f5ffd5b83861115612a41575f5ffd5b5050600583901b0193919092039150565b5f6001600160fb1b03831115612a66575f5ffd5b8260051b80838637939093019392505050565b8481528360208201525f612180604083018486612a52565b60ff8281168282160390811115611d9857611d9861294b565b63ffffffff8181168382160290811690818114612ac957612ac961294b565b5092915050565b63ffffffff8181168382160190811115611d9857611d9861294b565b6001600160401b038181168382160290811690818114612ac957612ac961294b565b5f82612b2857634e487b7160e01b5f52601260045260245ffd5b500490565b8082028115828204841417611d9857611d9861294b565b8381525f60208201845f5b8581101561242e578135612b628161227a565b6001600160401b031683526020928301929190910190600101612b4f565b7573796e6f642f646973707574652f656e7472792f763160501b815260e08b901b6001600160e01b0319166017820152888a601b8301375f89820163ffffffff60e01b8a60e01b16601b8201528789601f830137601b88820101905063ffffffff60e01b8760e01b166004820152612bfc600882018688612a52565b938452505060209091019a9950505050505050505050565b5f82518060208501845e5f920191825250919050565b5f60208284031215612c3a575f5ffd5b505191905056fe0fdbd160736e9b9b51ea9a79a8ed86f427a62e0e377d60335d2ec895c27025bbb2b273bbd9e4409919665f07376f8e8b8d95c6e1d4498aab66f21245ffabeba9a164736f6c6343000825000a",
}

// ScalarJudge is an auto generated Go binding around an Ethereum contract.
type ScalarJudge struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ScalarJudge) GetABI() abi.ABI {
	return c.abi
}

// NewScalarJudge creates a new instance of ScalarJudge.
func NewScalarJudge() *ScalarJudge {
	parsed, err := ScalarJudgeMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ScalarJudge{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ScalarJudge) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address programs_) returns()
func (scalarJudge *ScalarJudge) PackConstructor(programs_ common.Address) []byte {
	enc, err := scalarJudge.abi.Pack("", programs_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackCheckOpening is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xabb86fb6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function checkOpening((string,string,bytes32[],bytes32,uint64[][],bytes32[]) o) pure returns(bool ok, bytes32 entryHash, bytes32 reads, bytes32 outRoot)
func (scalarJudge *ScalarJudge) PackCheckOpening(o ScalarJudgeOpening) []byte {
	enc, err := scalarJudge.abi.Pack("checkOpening", o)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCheckOpening is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xabb86fb6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function checkOpening((string,string,bytes32[],bytes32,uint64[][],bytes32[]) o) pure returns(bool ok, bytes32 entryHash, bytes32 reads, bytes32 outRoot)
func (scalarJudge *ScalarJudge) TryPackCheckOpening(o ScalarJudgeOpening) ([]byte, error) {
	return scalarJudge.abi.Pack("checkOpening", o)
}

// CheckOpeningOutput serves as a container for the return parameters of contract
// method CheckOpening.
type CheckOpeningOutput struct {
	Ok        bool
	EntryHash [32]byte
	Reads     [32]byte
	OutRoot   [32]byte
}

// UnpackCheckOpening is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xabb86fb6.
//
// Solidity: function checkOpening((string,string,bytes32[],bytes32,uint64[][],bytes32[]) o) pure returns(bool ok, bytes32 entryHash, bytes32 reads, bytes32 outRoot)
func (scalarJudge *ScalarJudge) UnpackCheckOpening(data []byte) (CheckOpeningOutput, error) {
	out, err := scalarJudge.abi.Unpack("checkOpening", data)
	outstruct := new(CheckOpeningOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Ok = *abi.ConvertType(out[0], new(bool)).(*bool)
	outstruct.EntryHash = *abi.ConvertType(out[1], new([32]byte)).(*[32]byte)
	outstruct.Reads = *abi.ConvertType(out[2], new([32]byte)).(*[32]byte)
	outstruct.OutRoot = *abi.ConvertType(out[3], new([32]byte)).(*[32]byte)
	return *outstruct, nil
}

// PackExecute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x16833a81.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function execute((string,string,bytes32[],bytes32,uint64[][],bytes32[]) o, uint8 opSet, uint64 e, uint64 k, bytes32 acc, (uint64,uint64,uint32,bytes32[])[] proofs) view returns(bool ok, bytes32 result, bool accOK)
func (scalarJudge *ScalarJudge) PackExecute(o ScalarJudgeOpening, opSet uint8, e uint64, k uint64, acc [32]byte, proofs []ScalarStepElement) []byte {
	enc, err := scalarJudge.abi.Pack("execute", o, opSet, e, k, acc, proofs)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExecute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x16833a81.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function execute((string,string,bytes32[],bytes32,uint64[][],bytes32[]) o, uint8 opSet, uint64 e, uint64 k, bytes32 acc, (uint64,uint64,uint32,bytes32[])[] proofs) view returns(bool ok, bytes32 result, bool accOK)
func (scalarJudge *ScalarJudge) TryPackExecute(o ScalarJudgeOpening, opSet uint8, e uint64, k uint64, acc [32]byte, proofs []ScalarStepElement) ([]byte, error) {
	return scalarJudge.abi.Pack("execute", o, opSet, e, k, acc, proofs)
}

// ExecuteOutput serves as a container for the return parameters of contract
// method Execute.
type ExecuteOutput struct {
	Ok     bool
	Result [32]byte
	AccOK  bool
}

// UnpackExecute is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x16833a81.
//
// Solidity: function execute((string,string,bytes32[],bytes32,uint64[][],bytes32[]) o, uint8 opSet, uint64 e, uint64 k, bytes32 acc, (uint64,uint64,uint32,bytes32[])[] proofs) view returns(bool ok, bytes32 result, bool accOK)
func (scalarJudge *ScalarJudge) UnpackExecute(data []byte) (ExecuteOutput, error) {
	out, err := scalarJudge.abi.Unpack("execute", data)
	outstruct := new(ExecuteOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Ok = *abi.ConvertType(out[0], new(bool)).(*bool)
	outstruct.Result = *abi.ConvertType(out[1], new([32]byte)).(*[32]byte)
	outstruct.AccOK = *abi.ConvertType(out[2], new(bool)).(*bool)
	return *outstruct, nil
}

// PackLeafBits is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3cb83b5e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function leafBits(bytes32 leaf) pure returns(uint32, bool)
func (scalarJudge *ScalarJudge) PackLeafBits(leaf [32]byte) []byte {
	enc, err := scalarJudge.abi.Pack("leafBits", leaf)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLeafBits is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3cb83b5e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function leafBits(bytes32 leaf) pure returns(uint32, bool)
func (scalarJudge *ScalarJudge) TryPackLeafBits(leaf [32]byte) ([]byte, error) {
	return scalarJudge.abi.Pack("leafBits", leaf)
}

// LeafBitsOutput serves as a container for the return parameters of contract
// method LeafBits.
type LeafBitsOutput struct {
	Arg0 uint32
	Arg1 bool
}

// UnpackLeafBits is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3cb83b5e.
//
// Solidity: function leafBits(bytes32 leaf) pure returns(uint32, bool)
func (scalarJudge *ScalarJudge) UnpackLeafBits(data []byte) (LeafBitsOutput, error) {
	out, err := scalarJudge.abi.Unpack("leafBits", data)
	outstruct := new(LeafBitsOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Arg0 = *abi.ConvertType(out[0], new(uint32)).(*uint32)
	outstruct.Arg1 = *abi.ConvertType(out[1], new(bool)).(*bool)
	return *outstruct, nil
}

// PackPrograms is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x228dea4c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function programs() view returns(address)
func (scalarJudge *ScalarJudge) PackPrograms() []byte {
	enc, err := scalarJudge.abi.Pack("programs")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPrograms is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x228dea4c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function programs() view returns(address)
func (scalarJudge *ScalarJudge) TryPackPrograms() ([]byte, error) {
	return scalarJudge.abi.Pack("programs")
}

// UnpackPrograms is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x228dea4c.
//
// Solidity: function programs() view returns(address)
func (scalarJudge *ScalarJudge) UnpackPrograms(data []byte) (common.Address, error) {
	out, err := scalarJudge.abi.Unpack("programs", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// ScalarProgramsMetaData contains all meta data concerning the ScalarPrograms contract.
var ScalarProgramsMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[],\"name\":\"BadOp\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"}],\"name\":\"UnknownKind\",\"type\":\"error\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint8\",\"name\":\"code\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"opSet\",\"type\":\"uint8\"},{\"internalType\":\"bool\",\"name\":\"transA\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"transB\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"constBits\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"axis\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"wrt\",\"type\":\"uint8\"},{\"internalType\":\"uint64[][]\",\"name\":\"shapes\",\"type\":\"uint64[][]\"},{\"internalType\":\"uint32[5]\",\"name\":\"adam\",\"type\":\"uint32[5]\"}],\"internalType\":\"structScalarProgram.Op\",\"name\":\"p\",\"type\":\"tuple\"},{\"internalType\":\"uint64\",\"name\":\"e\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"k\",\"type\":\"uint64\"}],\"name\":\"plan\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"ok\",\"type\":\"bool\"},{\"components\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"uint8[3]\",\"name\":\"srcs\",\"type\":\"uint8[3]\"},{\"internalType\":\"uint8[3]\",\"name\":\"inputs\",\"type\":\"uint8[3]\"},{\"internalType\":\"uint64[3]\",\"name\":\"indices\",\"type\":\"uint64[3]\"},{\"internalType\":\"uint32[3]\",\"name\":\"consts\",\"type\":\"uint32[3]\"}],\"internalType\":\"structScalarProgram.Step\",\"name\":\"s\",\"type\":\"tuple\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"uint32\",\"name\":\"x\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"y\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"z\",\"type\":\"uint32\"},{\"internalType\":\"uint32[3]\",\"name\":\"c\",\"type\":\"uint32[3]\"}],\"name\":\"run\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"}]",
	ID:  "ScalarPrograms",
	Bin: "0x6080604052348015600e575f5ffd5b506152148061001c5f395ff3fe608060405234801561000f575f5ffd5b5060043610610034575f3560e01c80637abb32b814610038578063dc5a14b014610065575b5f5ffd5b61004b610046366004614b35565b610086565b60405163ffffffff90911681526020015b60405180910390f35b610078610073366004614bb0565b6100c6565b60405161005c929190614c61565b5f6100bc868686868660038060200260405190810160405280929190826003602002808284375f92019190915250610159915050565b9695505050505050565b5f6100cf614aa7565b5f6100d986614ef0565b90506100e4816103ba565b158061010a57506100f481610fe7565b6001600160401b0316856001600160401b031610155b80610130575061011a8186611276565b6001600160401b0316846001600160401b031610155b1561013e575f925050610151565b600161014b8287876114ef565b92509250505b935093915050565b5f60091960ff8716016101af575f61018b61017b84835b602002015188611b63565b610186856001610170565b611c72565b90506101a76101a1828560026020020151611d8c565b85611d8c565b9150506103b1565b600a1960ff8716016101f0576101c5845f611ecb565b6101df576101dc856101d78688611b63565b611f11565b94505b6101e98584611f11565b90506103b1565b5f1960ff871601610205576101e98585611c72565b60011960ff87160161021b576101e98585611b63565b60021960ff871601610231576101e98585611d8c565b60031960ff87160161024b576101e9836101868787611b63565b60041960ff871601610262576101e9858585611f52565b60051960ff871601610289576102785f8661212e565b610282575f6101e9565b50836103b1565b60061960ff87160161029f576102785f8561212e565b60071960ff8716016102df576102b5838561212e565b6102bf57846101e9565b6101e9856102da856102d58863358637bd611c72565b611d8c565b611b63565b60081960ff8716016102f4576101e985612174565b600b1960ff87160161030a576101e98585611f11565b600c1960ff871601610324576101e9856102da8686611b63565b600d1960ff871601610339576101e98561224c565b600e1960ff87160161034e576101e98561234c565b600f1960ff871601610364576101e985856123d0565b60101960ff87160161038f576101e9846101866103818888611b63565b6102da633f80000089611f11565b60405163bd3c908960e01b815260ff8716600482015260240160405180910390fd5b6100bc8161243e565b60e0810151515f90815b81811015610469575f8460e0015182815181106103e3576103e3614fbe565b6020026020010151905060088151111561040157505f949350505050565b60015f5b825181101561045e5782818151811061042057610420614fbe565b60200260200101516001600160401b03168261043c9190614fe6565b9150634000000082111561045657505f9695505050505050565b600101610405565b5050506001016103c4565b5082515f808061047887612461565b9150915081156105c957604080516080810182525f8082526020820181905291810182905260608101919091526104af88836126be565b909450905060021960ff861601610547578380156104ec57508760e001516002815181106104df576104df614fbe565b6020026020010151516001145b8015610544575080604001516001600160401b03168860e0015160028151811061051857610518614fbe565b60200260200101515f8151811061053157610531614fbe565b60200260200101516001600160401b0316145b93505b600d1960ff86160161056b5783801561056857506105688860e00151612ab7565b93505b8380156105c1575063400000006001600160401b031681604001516001600160401b0316825f01516001600160401b031683606001516001600160401b03166105b49190614fe6565b6105be9190614fe6565b11155b935050610fbf565b6105d287612cb4565b15610760575f5f6105e289612ce1565b909250905060ff8616600e146105f95760036105fc565b60045b60ff168714801561062b57508860e00151818151811061061e5761061e614fbe565b6020026020010151516001145b80156106a357506106588960e00151838151811061064b5761064b614fbe565b6020026020010151612d0b565b6001600160401b03168960e00151828151811061067757610677614fbe565b60200260200101515f8151811061069057610690614fbe565b60200260200101516001600160401b0316145b80156106ee57508860e0015181815181106106c0576106c0614fbe565b60200260200101515f815181106106d9576106d9614fbe565b60200260200101516001600160401b03165f14155b8015610757575060ff8616600e1461074a576107458960e001515f8151811061071957610719614fbe565b60200260200101518a60e0015160018151811061073857610738614fbe565b6020026020010151612d48565b610757565b6107578960e00151612ab7565b94505050610fbf565b600d1960ff851601610774575f9250610fbf565b60ff841660041480610789575060ff84166005145b156107d8578460021480156107d157506107d18760e001515f815181106107b2576107b2614fbe565b60200260200101518860e0015160018151811061073857610738614fbe565b9250610fbf565b60051960ff8516016109425784600214801561081357508660e0015160018151811061080657610806614fbe565b6020026020010151516001145b801561083c57505f8760e001515f8151811061083157610831614fbe565b602002602001015151115b80156108f057508660e001515f8151811061085957610859614fbe565b602002602001015160018860e001515f8151811061087957610879614fbe565b60200260200101515161088c9190614ffd565b8151811061089c5761089c614fbe565b60200260200101516001600160401b03168760e001516001815181106108c4576108c4614fbe565b60200260200101515f815181106108dd576108dd614fbe565b60200260200101516001600160401b0316145b80156107d157508660e0015160018151811061090e5761090e614fbe565b60200260200101515f8151811061092757610927614fbe565b60200260200101516001600160401b03165f14159250610fbf565b60ff841660071480610957575060ff84166008145b80610965575060ff8416600b145b806109835750601b60ff8516108015906109835750601d60ff851611155b1561099357846001149250610fbf565b601e60ff8516108015906109ab5750602060ff851611155b156109d4578460021480156107d157506107d18760e001515f815181106107b2576107b2614fbe565b60ff8416600914806109e9575060ff8416600a145b15610ad357846001148015610a2857508660e001515f81518110610a0f57610a0f614fbe565b6020026020010151518760a001516001600160401b0316105b8015610a90575060ff841660091480610a90575063010000008760e001515f81518110610a5757610a57614fbe565b60200260200101518860a001516001600160401b031681518110610a7d57610a7d614fbe565b60200260200101516001600160401b0316105b80156107d157508660e001515f81518110610aad57610aad614fbe565b60200260200101518760a001516001600160401b03168151811061092757610927614fbe565b600f1960ff851601610b5557846003148015610af6575060028760c0015160ff16105b8015610b165750610b168760e001515f815181106107b2576107b2614fbe565b80156107d157506107d18760e001515f81518110610b3657610b36614fbe565b60200260200101518860e0015160028151811061073857610738614fbe565b60ff841660111480610b6a575060ff84166012145b15610b93578460021480156107d157506107d18760e001515f815181106107b2576107b2614fbe565b60141960ff851601610be4578460021480156107d15750610bd18760e00151600181518110610bc457610bc4614fbe565b6020026020010151612dca565b6001600160401b03166001149250610fbf565b60151960ff851601610c1c57600185101580156107d157506340000000610c0a88612e0c565b6001600160401b031611159250610fbf565b60161960ff851601610c5e57846003148015610af6575060028760c0015160ff16108015610b165750610b168760e001515f815181106107b2576107b2614fbe565b60171960ff851601610d7157846003148015610c9957508660e00151600281518110610c8c57610c8c614fbe565b6020026020010151516001145b8015610d055750610cb98760e001515f8151811061064b5761064b614fbe565b6001600160401b03168760e00151600281518110610cd957610cd9614fbe565b60200260200101515f81518110610cf257610cf2614fbe565b60200260200101516001600160401b0316145b8015610d5157508660e00151600281518110610d2357610d23614fbe565b60200260200101515f81518110610d3c57610d3c614fbe565b60200260200101516001600160401b03165f14155b80156107d157506107d18760e001515f815181106107b2576107b2614fbe565b60181960ff851601610db0578460021480156107d157508660e001515f81518110610d9e57610d9e614fbe565b6020026020010151515f149250610fbf565b60191960ff851601610ee457846004148015610de05750610de08760e001515f815181106107b2576107b2614fbe565b8015610e005750610e008760e001515f81518110610b3657610b36614fbe565b8015610e3f5750610e3f8760e001515f81518110610e2057610e20614fbe565b60200260200101518860e0015160038151811061073857610738614fbe565b8015610e84575063400000006001600160401b0316610e6d8860e001515f81518110610bc457610bc4614fbe565b610e78906003615010565b6001600160401b031611155b8015610e9e575060018760a001516001600160401b031610155b8015610ebe575061010087015160200151633f80000063ffffffff909116105b80156107d1575061010087015160400151633f80000063ffffffff909116109250610fbf565b60ff841660131480610ef9575060ff84166014145b15610fbf57846002148015610f535750610f538760e001515f81518110610f2257610f22614fbe565b60200260200101518860e00151600181518110610f4157610f41614fbe565b60200260200101518960a00151612e49565b8015610fbc575060ff841660131480610fbc575063010000008760e00151600181518110610f8357610f83614fbe565b60200260200101518860a001516001600160401b031681518110610fa957610fa9614fbe565b60200260200101516001600160401b0316105b92505b828015610fdc57505f610fd188610fe7565b6001600160401b0316115b979650505050505050565b80515f9081610ff584612461565b5090508015611036575f61100885612f0f565b9150508060400151815f015182606001516110239190615010565b61102d9190615010565b95945050505050565b61103f84612cb4565b1561106a575f61104e85612ce1565b50905061102d8560e00151828151811061064b5761064b614fbe565b60ff82166009148061107f575060ff8216600a145b156110f3578360e001515f8151811061109a5761109a614fbe565b60200260200101518460a001516001600160401b0316815181106110c0576110c0614fbe565b60200260200101516110e18560e001515f81518110610bc457610bc4614fbe565b6110eb919061504d565b949350505050565b600a1960ff831601611109575060019392505050565b60ff82166013148061111e575060ff82166014145b1561113d576110eb8460e00151600181518110610bc457610bc4614fbe565b600460ff8316108015906111555750600860ff831611155b806111735750601060ff8316108015906111735750601260ff831611155b80611181575060ff82166015145b8061118f575060ff82166017145b8061119d575060ff82166018145b156111bb576110eb8460e001515f81518110610bc457610bc4614fbe565b60151960ff8316016111d1575060019392505050565b60181960ff8316016111f7576110eb8460e00151600181518110610bc457610bc4614fbe565b60191960ff8316016112275761121c8460e001515f81518110610bc457610bc4614fbe565b6110eb906003615010565b601b60ff83161080159061123f5750602060ff831611155b1561125d576110eb8460e001515f81518110610bc457610bc4614fbe565b604051633405f81960e21b815260040160405180910390fd5b81515f908161128485612461565b50905080156112c9575f61129786612f0f565b91505060ff83166003146112af5780602001516112bf565b60208101516112bf90600161507a565b93505050506114e9565b6112d285612cb4565b15611320575f6112e186612ce1565b5090506112fd8660e00151828151811061064b5761064b614fbe565b6113168760e001518381518110610bc457610bc4614fbe565b6112bf919061504d565b60081960ff831601611379578460e001515f8151811061134257611342614fbe565b60200260200101518560a001516001600160401b03168151811061136857611368614fbe565b6020026020010151925050506114e9565b60091960ff8316016113de578460e001515f8151811061139b5761139b614fbe565b60200260200101518560a001516001600160401b0316815181106113c1576113c1614fbe565b602002602001015160016113d5919061507a565b925050506114e9565b600a1960ff831601611403576113d58560e001515f81518110610bc457610bc4614fbe565b60131960ff83160161141a576002925050506114e9565b600460ff8316108015906114325750600860ff831611155b806114505750601060ff8316108015906114505750601360ff831611155b8061145e575060ff82166015145b8061147c5750601760ff83161080159061147c5750601960ff831611155b1561148c576001925050506114e9565b60151960ff8316016114ac576114a185612e0c565b6113d590600161507a565b60191960ff8316016114c3576009925050506114e9565b601b60ff8316108015906114db5750602060ff831611155b1561125d576113d582612fc8565b92915050565b6114f7614aa7565b83515f61150386612461565b509050801561152057611517868686613021565b92505050611b5c565b61152986612cb4565b1561158e575f61153887612ce1565b506001808652602086015181905260e089015180519293506115889287929185918b9161156f918490811061064b5761064b614fbe565b611579908b615010565b611583919061507a565b6131e8565b50611b59565b60ff8216600914806115a3575060ff8216600a145b806115b1575060ff8216600b145b15611723575f80600a1960ff8516016115e7576115dd8860e001515f81518110610bc457610bc4614fbe565b91508590506116d1565b5f8860e001515f815181106115fe576115fe614fbe565b60200260200101519050808960a001516001600160401b03168151811061162757611627614fbe565b602002602001015192505f600190505f8a60a001516001611648919061507a565b6001600160401b031690505b825181101561168c5782818151811061166f5761166f614fbe565b6020026020010151826116829190615010565b9150600101611654565b50611697818a615099565b8189866116a4838e61504d565b6116ae9190615010565b6116b8919061507a565b6116c29190615010565b6116cc919061507a565b925050505b6020850151600190526001600160401b038281169087160361170a576003855261170585600161170085613263565b6132e5565b61171c565b600180865261171c9086905f846131e8565b5050611b59565b60ff821660131480611738575060ff82166014145b156118a1575f8660e0015160018151811061175557611755614fbe565b602002602001015190505f818860a001516001600160401b03168151811061177f5761177f614fbe565b602002602001015190505f600190505f8960a0015160016117a0919061507a565b6001600160401b031690505b83518110156117e4578381815181106117c7576117c7614fbe565b6020026020010151826117da9190615010565b91506001016117ac565b505f6117f0828a615099565b826117fb8186615010565b611805908c61504d565b61180f9190615010565b611819919061507a565b905060ff8616601414801561183557506001600160401b038816155b1561185e576003875261184a875f80846131e8565b61185987600161170086613263565b611898565b6002875260131960ff87160161187c57602087015160019052611888565b611888875f5f846131e8565b611898876001633f8000006132e5565b50505050611b59565b60ff8216600414806118b6575060ff82166005145b156118f35760ff82166004146118cd5760026118d0565b60015b60ff1683526118e1835f80886131e8565b6118ee83600180886131e8565b611b59565b60051960ff831601611939576001835261190f835f80886131e8565b6118ee8360018061192f8a60e001515f8151811061064b5761064b614fbe565b611583908a615099565b60ff82166007148061194e575060ff82166011145b156119735760028352611963835f80886131e8565b6118ee83600188608001516132e5565b60071960ff83160161198f57600683526118ee835f80886131e8565b600f1960ff8316016119c857600283526119ab835f80886131e8565b6118ee8360018860c0015160026119c291906150c6565b886131e8565b60111960ff8316016119e457600783526118e1835f80886131e8565b60141960ff831601611a1d5760088352611a00835f80886131e8565b611a0d836001805f6131e8565b6118ee83600288608001516132e5565b60151960ff831601611ac15760208301516001905260098352835f5b8760e001515181101561171c575f611a608960e001518381518110610bc457610bc4614fbe565b9050806001600160401b0316836001600160401b03161015611aac5760048652611a8c865f84866131e8565b611a9986600184866131e8565b506020850151600160409091015261171c565b611ab681846150df565b925050600101611a39565b60191960ff831601611ad857611517868686613337565b601b60ff831610801590611af05750602060ff831611155b15611b00576115178286866136d8565b60ff821660171480611b15575060ff82166018145b80611b23575060ff82166019145b1561125d5760028352611b49835f8060ff8616601914611b4357886131e8565b5f6131e8565b6118ee836001633f8000006132e5565b50505b9392505050565b5f637f800000637fffffff84161180611b855750637f800000637fffffff8316115b15611b9b57611b94838361398c565b90506114e9565b638000000082841816637f800000637fffffff85161480611bc55750637f800000637fffffff8416145b15611c0057637fffffff84161580611be15750637fffffff8316155b15611bf35763ffc000009150506114e9565b637f8000001790506114e9565b637fffffff84161580611c175750637fffffff8316155b15611c235790506114e9565b5f5f611c2e866139b3565b915091505f5f611c3d876139b3565b9092509050611c666001601f87901c16611c578487614fe6565b611c6184876150fe565b6139ef565b98975050505050505050565b5f637f800000637fffffff84161180611c945750637f800000637fffffff8316115b15611ca357611b94838361398c565b637f800000637fffffff841603611cef57637f800000637fffffff8316148015611cd8575082821863ffffffff166380000000145b15611ce8575063ffc000006114e9565b50816114e9565b637f800000637fffffff831603611d075750806114e9565b637fffffff8316611d2e57637fffffff8216155b611d255781611b94565b508181166114e9565b637fffffff8216611d405750816114e9565b5f5f611d4b856139b3565b915091505f5f611d5a866139b3565b91509150610fdc601f8863ffffffff16901c63ffffffff168585601f8a63ffffffff16901c63ffffffff168686613ad3565b5f637f800000637fffffff84161180611dae5750637f800000637fffffff8316115b15611dbd57611b94838361398c565b638000000082841816637f800000637fffffff851603611e0357637f800000637fffffff8416145b611df557637f8000008117611dfb565b63ffc000005b9150506114e9565b637f800000637fffffff841603611e1b5790506114e9565b637fffffff8316611e3357637fffffff841615611de5565b637fffffff8416611e455790506114e9565b5f5f611e5086613b99565b915091505f5f611e5f87613b99565b9092509050601a84901b5f611e748483615125565b90505f611e818584615138565b15611e8d576001611e8f565b5f5b60ff169050611ebc6001601f8a901c81169084901b8317601b611eb2888b61514b565b611c61919061514b565b9b9a5050505050505050505050565b5f637f800000637fffffff841611158015611ef05750637f800000637fffffff831611155b8015611b5c5750611f0082613bde565b611f0984613bde565b149392505050565b5f637f800000637fffffff84161180611f335750637f800000637fffffff8316115b15611f4257611b94838361398c565b611b5c8363800000008418611c72565b5f637f800000637fffffff85161115611f715750624000008317611b5c565b637f800000637fffffff84161115611f8f5750624000008217611b5c565b637f800000637fffffff83161115611fad5750624000008117611b5c565b6380000000838518165f637fffffff86161580611fce5750637fffffff8516155b9050637f800000637fffffff87161480611ff15750637f800000637fffffff8616145b1561205057801561200a5763ffc0000092505050611b5c565b637f800000637fffffff851614801561202f57506380000000841663ffffffff831614155b156120425763ffc0000092505050611b5c565b50637f800000179050611b5c565b637f800000637fffffff85160361206b578392505050611b5c565b801561208d57637fffffff8416156120835783611517565b5082169050611b5c565b5f5f612098886139b3565b915091505f5f6120a7896139b3565b915091506120b988637fffffff161590565b156120e0576120d36001601f88901c16611c578487614fe6565b9650505050505050611b5c565b5f5f6120eb8a6139b3565b909250905061211e6001601f8a901c166121058689614fe6565b61210f86896150fe565b6001601f8f901c168686613ad3565b9c9b505050505050505050505050565b5f637f800000637fffffff8416111580156121535750637f800000637fffffff831611155b8015611b5c575061216382613bde565b61216c84613bde565b129392505050565b5f637f800000637fffffff831611156121905750624000001790565b637fffffff821661219f575090565b638000000063ffffffff8316106121bb575063ffc00000919050565b637f7fffff1963ffffffff8316016121d1575090565b5f5f6121dc84613b99565b90925090506121ec60028261516a565b1561220457600191821b91612201908261514b565b90505b601e82901b5f61221382613c0c565b90505f826122218380614fe6565b1461222d57600161222f565b5f5b60ff169050610fdc5f600184901b83176010611eb260028961517d565b5f637f800000637fffffff83161115612263575090565b5f60016001603f1b0361227584613c8c565b1690505f6740223333333333336001600160401b038316111561229e57506103ff60341b61232d565b673fd00000000000006001600160401b03831610156122ef575f6122ce6122c96001603e1b85613d56565b613e70565b90506122e7816122e2836001603e1b613f75565b6140a6565b91505061232d565b5f6123066123016001603e1b85613d56565b6141f4565b905061232961231a826103ff60341b61433f565b6122e2836103ff60341b613f75565b9150505b612337845f61212e565b15612343576001603f1b185b6110eb81614388565b5f637f800000637fffffff83161115612363575090565b6123718263c2d0000061212e565b1561237d57505f919050565b61238b63422000008361212e565b1561239b5750633f800000919050565b5f6123ae61230163800000008518613c8c565b9050611b5c6123cb6103ff60341b6122e26103ff60341b85613f75565b614388565b5f5f6123f4633f4c422a6102da633f800000610186633e095d4f6102da8a8b611b63565b90505f612409633f8000006101d78687611b63565b905061102d612424633f0000006102da633f80000088611c72565b610186612438612438633f0000008a611b63565b85611b63565b5f637f800000637fffffff83161161245657816114e9565b637fc0000092915050565b6040805160e0810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c08101829052825160ff60a083018190528116600114806124b6575060ff81166002145b1561250157604080850151606095860151600260c0860181905260ff94909416909314608085015291151594830194909452151592810192909252506001602082018190525f825291565b60021960ff8216016125295750600360c08201526001602082018190525f8252939092509050565b60ff8116600c148061253e575060ff8116600d145b156126255760ff8116600d146080830152600360c0808401919091528401516125689060016151a9565b60ff90811660a084015260c0850151165f036125ce578360400151156125ad57606080850151600191840191909152151560408301525f60208301526002825261261b565b60608085015115908301525f6040830181905260026020840152825261261b565b8360600151156125fa5760408085015115156060840152600190830181905260208301525f825261261b565b6040808501515f606085018190529015918401919091526020830152600182525b6001925050915091565b60ff8116600e14801561263f575060028460c0015160ff16105b156126b557600460c08084019190915284015161265d9060016151a9565b60ff90811660a084015260c0850151165f0361269057600160608301525f6040830181905260026020840152825261261b565b5f60608301819052600160408401819052602084019190915282526001925050915091565b5f925050915091565b604080516080810182525f80825260208201819052918101829052606081018290528260c0015160ff168460e0015151146126fb575f9150612ab0565b5f8460e00151845f015160ff168151811061271857612718614fbe565b602002602001015190505f8560e00151856020015160ff168151811061274057612740614fbe565b602002602001015190505f856080015161275a575f61275d565b60015b60ff16905061276d8160026151c2565b835114158061278757506127828160026151c2565b825114155b806127e25750856080015180156127e25750815f815181106127ab576127ab614fbe565b60200260200101516001600160401b0316835f815181106127ce576127ce614fbe565b60200260200101516001600160401b031614155b156127f2575f9450505050612ab0565b856080015161280257600161281d565b825f8151811061281457612814614fbe565b60200260200101515b6001600160401b0316606085015260408601516128795782818151811061284657612846614fbe565b60200260200101518382600161285c91906151c2565b8151811061286c5761286c614fbe565b60200260200101516128b8565b826128858260016151c2565b8151811061289557612895614fbe565b60200260200101518382815181106128af576128af614fbe565b60200260200101515b6001600160401b03908116602087015216845260608601515f9061291b578282815181106128e8576128e8614fbe565b6020026020010151838360016128fe91906151c2565b8151811061290e5761290e614fbe565b602002602001015161295a565b826129278360016151c2565b8151811061293757612937614fbe565b602002602001015183838151811061295157612951614fbe565b60200260200101515b6001600160401b0390811660408801526020870151919250828116911614612988575f955050505050612ab0565b8660a0015160ff1660ff14612aa7575f8860e001518860a0015160ff16815181106129b5576129b5614fbe565b602002602001015190508260026129cc91906151c2565b8151141580612a095750855f01516001600160401b03168184815181106129f5576129f5614fbe565b60200260200101516001600160401b031614155b80612a4d575060408601516001600160401b031681612a298560016151c2565b81518110612a3957612a39614fbe565b60200260200101516001600160401b031614155b80612a93575087608001518015612a93575085606001516001600160401b0316815f81518110612a7f57612a7f614fbe565b60200260200101516001600160401b031614155b15612aa5575f96505050505050612ab0565b505b60019550505050505b9250929050565b5f8151600414612ac857505f919050565b5f825f81518110612adb57612adb614fbe565b602002602001015190505f83600181518110612af957612af9614fbe565b602002602001015190505f84600281518110612b1757612b17614fbe565b602002602001015190505f85600381518110612b3557612b35614fbe565b6020026020010151905082516002148015612b51575081516002145b8015612b5e575083516002145b8015612b6b575080516001145b8015612bbb5750815f81518110612b8457612b84614fbe565b60200260200101516001600160401b031683600181518110612ba857612ba8614fbe565b60200260200101516001600160401b0316145b8015612c0a5750825f81518110612bd457612bd4614fbe565b60200260200101516001600160401b0316845f81518110612bf757612bf7614fbe565b60200260200101516001600160401b0316145b8015612c5b575081600181518110612c2457612c24614fbe565b60200260200101516001600160401b031684600181518110612c4857612c48614fbe565b60200260200101516001600160401b0316145b80156100bc575081600181518110612c7557612c75614fbe565b60200260200101516001600160401b0316815f81518110612c9857612c98614fbe565b60200260200101516001600160401b0316149695505050505050565b80515f9060ff16600f14806114e95750815160ff16600e1480156114e957505060c0015160ff1660021490565b80515f908190819060ff16600e14612cfa576002612cfd565b60035b909460ff9091169350915050565b5f81515f14612d40578160018351612d239190614ffd565b81518110612d3357612d33614fbe565b60200260200101516114e9565b600192915050565b5f8151835114612d5957505f6114e9565b5f5b8351811015612dc057828181518110612d7657612d76614fbe565b60200260200101516001600160401b0316848281518110612d9957612d99614fbe565b60200260200101516001600160401b031614612db8575f9150506114e9565b600101612d5b565b5060019392505050565b60015f5b8251811015612e0657828181518110612de957612de9614fbe565b602002602001015182612dfc9190615010565b9150600101612dce565b50919050565b5f805b8260e0015151811015612e0657612e358360e001518281518110610bc457610bc4614fbe565b612e3f908361507a565b9150600101612e0f565b5f8251826001600160401b0316101580612e70575082518451612e6d9060016151c2565b14155b15612e7c57505f611b5c565b5f5b8451811015612f045783836001600160401b03168210612ea857612ea38260016151c2565b612eaa565b815b81518110612eba57612eba614fbe565b60200260200101516001600160401b0316858281518110612edd57612edd614fbe565b60200260200101516001600160401b031614612efc575f915050611b5c565b600101612e7e565b506001949350505050565b6040805160e0810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810191909152604080516080810182525f8082526020820181905291810182905260608101919091525f612f7484612461565b9350905080612f9657604051633405f81960e21b815260040160405180910390fd5b612fa084846126be565b9250905080612fc257604051633405f81960e21b815260040160405180910390fd5b50915091565b5f601a1960ff831601612fdd57506001919050565b601b1960ff831601612ff157506002919050565b601e1960ff83160161300557506003919050565b601d1960ff83160161301957506004919050565b506007919050565b613029614aa7565b5f5f61303486612f0f565b915091505f8160400151866130499190615099565b875190915060ff166003148015613075575081602001516001600160401b0316856001600160401b0316145b1561309d57600180855260208501518190526130959085906002846131e8565b505050611b5c565b604082015182515f916130af91615010565b6130b9908861504d565b604084015184519192505f916130d0908290615010565b6130da908a615099565b6130e4919061504d565b90506002896020015160ff1610156130fd576004613100565b60055b60ff1686528451604086015161316c9188915f9190613139578a88602001518661312a9190615010565b613134919061507a565b613151565b87518590613147908d615010565b613151919061507a565b602089015189516131629089615010565b6115799190615010565b6131cf866001876020015188606001516131a0578688604001518c6131919190615010565b61319b919061507a565b6131bb565b8a8860200151886131b19190615010565b6131bb919061507a565b604089015160208a01516131629089615010565b5050505060208201516001604090910152509392505050565b60028460200151846003811061320057613200614fbe565b60ff909216602092909202015260408401518290846003811061322557613225614fbe565b60ff909216602092909202015260608401518190846003811061324a5761324a614fbe565b6001600160401b03909216602092909202015250505050565b5f816001600160401b03165f0361327b57505f919050565b5f5b6001600160401b0383166132928260016151c2565b6001901b116132ad57806132a5816151d5565b91505061327d565b5f6132b9826017614ffd565b6001600160401b038516901b627fffff1690508060176132da84607f6151c2565b901b17949350505050565b6003836020015183600381106132fd576132fd614fbe565b60ff909216602092909202015260808301518190836003811061332257613322614fbe565b63ffffffff9092166020929092020152505050565b61333f614aa7565b5f6133598560e001515f81518110610bc457610bc4614fbe565b90505f613366828661504d565b90505f6133738387615099565b6101008801516020810151604090910151919250906001600160401b03841660011480156133ab57506002876001600160401b031610155b806133d45750836001600160401b031660021480156133d457506003876001600160401b031610155b1561340057600180875260208701518190526133f690879063800000006132e5565b5050505050611b5c565b836001600160401b031660010361347e57866001600160401b03165f036134435760028652613430865f846132e5565b61343e8660016002866131e8565b6133f6565b6004865261345a865f611700633f80000086611f11565b61346786600180866131e8565b505050506020820151600160409091015250611b5c565b866001600160401b03165f036134b757600286526134a5865f611700633f80000085611f11565b6134b286600180866131e8565b6136cc565b866001600160401b03166001036134e4576002865260208601516001908190526134b290879080866131e8565b866001600160401b031660020361352f5760048652613504865f836132e5565b6135128660016003866131e8565b602086015160019060025b60ff90921660209290920201526136cc565b866001600160401b0316600303613574576003865260208601516001905260a08901515f9061355f908390614429565b91505061356e876001836132e5565b506136cc565b866001600160401b0316600403613597576009865260208601516001905f61351d565b866001600160401b03166005036135ce57600180875260208701518190526101008a01516134b291889160035b60200201516132e5565b866001600160401b031660060361365157600a86526135f0865f6002866131e8565b6135fd86600180866131e8565b6020860151600160409091015260a08901515f9061361c908490614429565b9150508261362e633f80000085611f11565b608089015163ffffffff93841660408201529083166020820152911690526136cc565b866001600160401b0316600703613688576002865261010089015161367a9087905f90816135c4565b60208601516001908161351d565b600b8652613698865f80866131e8565b6131cf8660016117008c61010001515f600581106136b8576136b8614fbe565b60200201516101008e015160800151611b63565b50505050509392505050565b6136e0614aa7565b601e60ff851610155f816136f457856136ff565b6136ff6003876150c6565b90505f8261370d575f613710565b60015b90508280156137445750600161372588612fc8565b61372f91906150df565b6001600160401b0316856001600160401b0316145b1561376c5760028452613759845f80896131e8565b5050506020818101516001910152611b5c565b601a1960ff8316016137dd57846001600160401b03165f0361379d57600e8452613798845f83896131e8565b613095565b846001600160401b03166001036137ca576002845260208085018051600190819052905190910152613095565b600c8452613759845f633f8000006132e5565b601b1960ff83160161382957846001600160401b03165f0361380957600f8452613798845f83896131e8565b82613815576002613818565b60115b60ff168452613759845f83896131e8565b846001600160401b03165f0361385b5760028452613849845f83896131e8565b61385684600183896131e8565b613982565b846001600160401b031660010361389857600d8452602084015160019081905261388b908590633d3727136132e5565b61385684600283896131e8565b846001600160401b03166002036138d557600184526138b9845f83896131e8565b6020840151600190815b60ff9092166020929092020152613982565b846001600160401b03166003036138f957600284526138b9845f633f4c422a6132e5565b846001600160401b031660040361391c57600e845260208401516001905f6138c3565b821561393257601084526138b9845f83896131e8565b846001600160401b031660050361395657600184526138b9845f633f8000006132e5565b600d84526020840151600190819052613975908590633f0000006132e5565b61398284600283896131e8565b5050509392505050565b5f62400000637f800000637fffffff8516115b6139a957826139ab565b835b179392505050565b627fffff81165f60ff601784901c168082036139d3576094199150612fc2565b6280000092909217916139e760968261514b565b915050915091565b5f5f6139fa846144ac565b90505f6018820390506094198185011215613a1757836094190390505b5f5f8213613a2c57815f0386901b9050613a97565b82821115613a4357601f87901b9350505050611b5c565b5084811c5f19600180841b820188169184011b80821180613a7157508082148015613a715750826001166001145b15613a945760018301925082630100000003613a94576280000092506001840193505b50505b8482016068811315613ab95750505050601f84901b637f800000179050611b5c565b60950160171b01601f9690961b9590951795945050505050565b5f5f613ade876144ac565b860190505f613aec856144ac565b8401905060408183031315613b0a5760408183030384019350613b20565b60408282031315613b2057604082820303870196505b5f848812613b3757508387039790971b9683613b42565b508684039490941b93865b868a03613b6057613b568a878b01836139ef565b93505050506100bc565b85891115613b7557613b568a878b03836139ef565b88861115613b8a57613b56878a8803836139ef565b505f9998505050505050505050565b5f5f613ba4836139b3565b909250905062800000821015613bd9575f613bbe836144ac565b613bc9906018614ffd565b92831b9290506139e7818361514b565b915091565b5f638000000063ffffffff83161015613bfd578163ffffffff166114e9565b6114e9637fffffff83166151ed565b5f5f6002613c19846144ac565b60010181613c2957613c29615039565b046001901b9050809150600281828581613c4557613c45615039565b040181613c5457613c54615039565b0490505b81811015612e0657809150600281828581613c7557613c75615039565b040181613c8457613c84615039565b049050613c58565b5f602082901b6001603f1b16637f800000637fffffff84161115613ccc57677ff8000000000000601d9390931b660fffffe0000000161791909117919050565b637f800000637fffffff841603613cea576107ff60341b1792915050565b637fffffff8316613cfb5792915050565b5f5f613d0685613b99565b9092509050601d613d1a6280000084614ffd565b6001600160401b0316901b6034613d328360176150fe565b613d3e906103ff6150fe565b6001600160401b0316901b8417179350505050919050565b5f6107ff60341b60016001603f1b0384161180613d8057506107ff60341b60016001603f1b038316115b15613d8f57611b948383614543565b6001603f1b828418166107ff60341b60016001603f1b0385161480613dc157506107ff60341b60016001603f1b038416145b15613e045760016001603f1b0384161580613de3575060016001603f1b038316155b15613df657611fff60331b9150506114e9565b6107ff60341b1790506114e9565b60016001603f1b0384161580613e21575060016001603f1b038316155b15613e2d5790506114e9565b5f5f613e3886614562565b915091505f5f613e4787614562565b9092509050611c666001603f87901c16613e618487614fe6565b613e6b84876150fe565b61459e565b6040805161018081018252673e21eed8eff8d8988152673e5ae64567f544e46020820152673e927e4fb7789f5c91810191909152673ec71de3a556c7346060820152673efa01a01a01a01a6080820152673f2a01a01a01a01a60a0820152673f56c16c16c16c1760c0820152673f8111111111111160e0820152673fa5555555555555610100820152673fc55555555555556101208201526101ff60351b6101408201526103ff60341b6101608201525f90673de6124613a86d0990825b600c811015613f6a57613f60613f448487613d56565b8383600c8110613f5657613f56614fbe565b6020020151613f75565b9250600101613f2e565b506110eb8285613d56565b5f6107ff60341b60016001603f1b0384161180613f9f57506107ff60341b60016001603f1b038316115b15613fae57611b948383614543565b6107ff60341b60016001603f1b03841603613fff576107ff60341b60016001603f1b038316148015613fee57508282186001600160401b03166001603f1b145b15611ce85750611fff60331b6114e9565b6107ff60341b60016001603f1b0383160361401b5750806114e9565b60016001603f1b0383166140395760016001603f1b03821615611d1b565b60016001603f1b03821661404e5750816114e9565b5f5f61405985614562565b915091505f5f61406886614562565b91509150610fdc603f886001600160401b0316901c6001600160401b03168585603f8a6001600160401b0316901c6001600160401b0316868661468b565b5f6107ff60341b60016001603f1b03841611806140d057506107ff60341b60016001603f1b038316115b156140df57611b948383614543565b6001603f1b828418166107ff60341b60016001603f1b0385160361412e576107ff60341b60016001603f1b038416145b614120576107ff60341b8117611dfb565b611fff60331b9150506114e9565b6107ff60341b60016001603f1b0384160361414a5790506114e9565b60016001603f1b0383166141685760016001603f1b0384161561410f565b60016001603f1b03841661417d5790506114e9565b5f5f61418886614738565b915091505f5f61419787614738565b9092509050603784901b5f6141ac8483615125565b90505f6141b98584615138565b156141c55760016141c7565b5f5b60ff169050611ebc6001603f8a901c81169084901b831760386141ea888b61514b565b613e6b919061514b565b5f5f61421e61421961420e85673ff71547652b82fe613d56565b6101ff60351b613f75565b614769565b90505f61425161423f8561423a85673fe62e42fee00000613d56565b61433f565b61423a84673dea39ef35793c76613d56565b6040805161016081018252673e927e4fb7789f5c8152673ec71de3a556c7346020820152673efa01a01a01a01a91810191909152673f2a01a01a01a01a6060820152673f56c16c16c16c176080820152673f8111111111111160a0820152673fa555555555555560c0820152673fc555555555555560e08201526101ff60351b6101008201526103ff60341b6101208201819052610140820152909150673e5ae64567f544e4905f5b600b81101561432c576143226143108486613d56565b8383600b8110613f5657613f56614fbe565b92506001016142fa565b506100bc8261433a86614867565b613d56565b5f6107ff60341b60016001603f1b038416118061436957506107ff60341b60016001603f1b038316115b1561437857611b948383614543565b611b5c836001603f1b8418613f75565b5f6001603f83901c166107ff603484901c811690660fffffffffffff8516908290036143e157805f036143c6575050601f1b637f8000001792915050565b601d81901c601f84901b637fc0000017179350505050919050565b811580156143ed575080155b156143fd575050601f1b92915050565b815f036144125761102d8382610431196139ef565b61102d83600160341b8317611c616104338661514b565b5f5f5f5f5f614438878761488b565b92509250925082614451575f5f94509450505050612ab0565b81158061445f575060c71981125b15614477576001633f80000094509450505050612ab0565b5f5f61448b84845f036001901b0384614955565b91509150600161449c5f84846139ef565b9650965050505050509250929050565b5f600160801b82106144c057608091821c91015b6801000000000000000082106144d857604091821c91015b64010000000082106144ec57602091821c91015b6201000082106144fe57601091821c91015b610100821061450f57600891821c91015b6010821061451f57600491821c91015b6004821061452f57600291821c91015b6002821061453f57600191821c91015b0190565b5f66080000000000006107ff60341b60016001603f1b0385161161399f565b660fffffffffffff81165f6107ff603484901c1680820361458857610431199150612fc2565b600160341b92909217916139e76104338261514b565b5f5f6145a9846144ac565b90505f6035820390506104311981850112156145c85783610431190390505b5f5f82136145dd57815f0386901b905061464c565b828211156145f457603f87901b9350505050611b5c565b5084811c5f19600180841b820188169184011b80821180614622575080821480156146225750826001166001145b15614649576001830192508266200000000000000361464957600160341b92506001840193505b50505b8482016103cb8113156146705750505050603f84901b6107ff60341b179050611b5c565b6104320160341b01603f9690961b9590951795945050505050565b5f5f614696876144ac565b860190505f6146a4856144ac565b84019050606481830313156146c257606481830303840193506146d8565b606482820313156146d857606482820303870196505b5f8488126146ef57508387039790971b96836146fa565b508684039490941b93865b868a0361470e57613b568a878b018361459e565b8589111561472357613b568a878b038361459e565b88861115613b8a57613b56878a88038361459e565b5f5f61474383614562565b9092509050600160341b821015613bd9575f61475e836144ac565b613bc9906035614ffd565b5f6107ff60341b60016001603f1b038316111561478d575066080000000000001790565b6107ff60341b60016001603f1b03831614806147b0575060016001603f1b038216155b156147b9575090565b6107ff603483901c1661043381106147d2575090919050565b6001603f1b6001600160401b03841610156103ff82101561480957806147f8575f6110eb565b67bff0000000000000949350505050565b5f600161481884610433614ffd565b6001901b6148269190614ffd565b90508019851682158061484a5750856001600160401b0316816001600160401b0316145b156148585795945050505050565b6100bc816103ff60341b61433f565b5f5f61487283614a08565b90506034614882826103ff6150fe565b901b9392505050565b5f5f5f633f8000008563ffffffff161015806148ae57506001600160401b038416155b156148c057505f91508190508061494e565b627fffff85166094196280000063ffffffff8816106148ed575062800000176095196101ff601788901c16015b600193505b6001600160401b03861615614947576001808716900361491e5761491884848484614a6f565b90945092505b61492a82828484614a6f565b80925081935050506001866001600160401b0316901c95506148f2565b6001945050505b9250925092565b5f5f5f6035614963866144ac565b03905061043119818501121561497c5783610431190390505b5f811361498f5784849250925050612ab0565b614998856144ac565b8111156149ab575f5f9250925050612ab0565b84811c5f19600180841b820188169184011b808211806149d8575080821480156149d85750826001166001145b156149e4576001830192505b825f036149fa575f5f9550955050505050612ab0565b509096949091019450505050565b5f60016001603f1b0382168103614a2057505f919050565b6107ff603483901c16600160341b660fffffffffffff8416175f614a4683610433614ffd565b82901c90506001603f1b6001600160401b0386161015614a66578061102d565b61102d816151ed565b5f80851580614a7c575083155b15614a8b57505f905080614a9e565b614a99848702848701614955565b915091505b94509492505050565b6040518060a001604052805f60ff168152602001614ac3614aef565b8152602001614ad0614aef565b8152602001614add614aef565b8152602001614aea614aef565b905290565b60405180606001604052806003906020820280368337509192915050565b803560ff81168114614b1d575f5ffd5b919050565b803563ffffffff81168114614b1d575f5ffd5b5f5f5f5f5f60e08688031215614b49575f5ffd5b614b5286614b0d565b9450614b6060208701614b22565b9350614b6e60408701614b22565b9250614b7c60608701614b22565b91508660e087011115614b8d575f5ffd5b5092959194509260800190565b80356001600160401b0381168114614b1d575f5ffd5b5f5f5f60608486031215614bc2575f5ffd5b83356001600160401b03811115614bd7575f5ffd5b84016101a08187031215614be9575f5ffd5b9250614bf760208501614b9a565b9150614c0560408501614b9a565b90509250925092565b805f5b6003811015614c3357815160ff16845260209384019390910190600101614c11565b50505050565b805f5b6003811015614c3357815163ffffffff16845260209384019390910190600101614c3c565b5f6101c082019050831515825260ff83511660208301526020830151614c8a6040840182614c0e565b506040830151614c9d60a0840182614c0e565b50606083015161010083015f5b6003811015614cd25782516001600160401b0316825260209283019290910190600101614caa565b5050506080830151614ce8610160840182614c39565b509392505050565b634e487b7160e01b5f52604160045260245ffd5b60405161012081016001600160401b0381118282101715614d2757614d27614cf0565b60405290565b604051601f8201601f191681016001600160401b0381118282101715614d5557614d55614cf0565b604052919050565b80358015158114614b1d575f5ffd5b5f6001600160401b03821115614d8457614d84614cf0565b5060051b60200190565b5f82601f830112614d9d575f5ffd5b8135614db0614dab82614d6c565b614d2d565b8082825260208201915060208360051b860101925085831115614dd1575f5ffd5b602085015b83811015614e755780356001600160401b03811115614df3575f5ffd5b8601603f81018813614e03575f5ffd5b6020810135614e14614dab82614d6c565b808282526020820191506020808460051b8601010192508a831115614e37575f5ffd5b6040840193505b82841015614e6057614e4f84614b9a565b825260209384019390910190614e3e565b86525050602093840193919091019050614dd6565b5095945050505050565b5f82601f830112614e8e575f5ffd5b60405160a081016001600160401b0381118282101715614eb057614eb0614cf0565b6040528060a0840185811115614ec4575f5ffd5b845b81811015614ee557614ed781614b22565b835260209283019201614ec6565b509195945050505050565b5f6101a08236031215614f01575f5ffd5b614f09614d04565b614f1283614b0d565b8152614f2060208401614b0d565b6020820152614f3160408401614d5d565b6040820152614f4260608401614d5d565b6060820152614f5360808401614b22565b6080820152614f6460a08401614b9a565b60a0820152614f7560c08401614b0d565b60c082015260e08301356001600160401b03811115614f92575f5ffd5b614f9e36828601614d8e565b60e083015250614fb2366101008501614e7f565b61010082015292915050565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52601160045260245ffd5b80820281158282048414176114e9576114e9614fd2565b818103818111156114e9576114e9614fd2565b6001600160401b03818116838216029081169081811461503257615032614fd2565b5092915050565b634e487b7160e01b5f52601260045260245ffd5b5f6001600160401b0383168061506557615065615039565b806001600160401b0384160491505092915050565b6001600160401b0381811683821601908111156114e9576114e9614fd2565b5f6001600160401b038316806150b1576150b1615039565b806001600160401b0384160691505092915050565b60ff82811682821603908111156114e9576114e9614fd2565b6001600160401b0382811682821603908111156114e9576114e9614fd2565b8082018281125f83128015821682158216171561511d5761511d614fd2565b505092915050565b5f8261513357615133615039565b500490565b5f8261514657615146615039565b500690565b8181035f83128015838313168383128216171561503257615032614fd2565b5f8261517857615178615039565b500790565b5f8261518b5761518b615039565b600160ff1b82145f19841416156151a4576151a4614fd2565b500590565b60ff81811683821601908111156114e9576114e9614fd2565b808201808211156114e9576114e9614fd2565b5f600182016151e6576151e6614fd2565b5060010190565b5f600160ff1b820161520157615201614fd2565b505f039056fea164736f6c6343000825000a",
}

// ScalarPrograms is an auto generated Go binding around an Ethereum contract.
type ScalarPrograms struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ScalarPrograms) GetABI() abi.ABI {
	return c.abi
}

// NewScalarPrograms creates a new instance of ScalarPrograms.
func NewScalarPrograms() *ScalarPrograms {
	parsed, err := ScalarProgramsMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ScalarPrograms{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ScalarPrograms) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackPlan is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdc5a14b0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function plan((uint8,uint8,bool,bool,uint32,uint64,uint8,uint64[][],uint32[5]) p, uint64 e, uint64 k) pure returns(bool ok, (uint8,uint8[3],uint8[3],uint64[3],uint32[3]) s)
func (scalarPrograms *ScalarPrograms) PackPlan(p ScalarProgramOp, e uint64, k uint64) []byte {
	enc, err := scalarPrograms.abi.Pack("plan", p, e, k)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPlan is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdc5a14b0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function plan((uint8,uint8,bool,bool,uint32,uint64,uint8,uint64[][],uint32[5]) p, uint64 e, uint64 k) pure returns(bool ok, (uint8,uint8[3],uint8[3],uint64[3],uint32[3]) s)
func (scalarPrograms *ScalarPrograms) TryPackPlan(p ScalarProgramOp, e uint64, k uint64) ([]byte, error) {
	return scalarPrograms.abi.Pack("plan", p, e, k)
}

// PlanOutput serves as a container for the return parameters of contract
// method Plan.
type PlanOutput struct {
	Ok bool
	S  ScalarProgramStep
}

// UnpackPlan is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdc5a14b0.
//
// Solidity: function plan((uint8,uint8,bool,bool,uint32,uint64,uint8,uint64[][],uint32[5]) p, uint64 e, uint64 k) pure returns(bool ok, (uint8,uint8[3],uint8[3],uint64[3],uint32[3]) s)
func (scalarPrograms *ScalarPrograms) UnpackPlan(data []byte) (PlanOutput, error) {
	out, err := scalarPrograms.abi.Unpack("plan", data)
	outstruct := new(PlanOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Ok = *abi.ConvertType(out[0], new(bool)).(*bool)
	outstruct.S = *abi.ConvertType(out[1], new(ScalarProgramStep)).(*ScalarProgramStep)
	return *outstruct, nil
}

// PackRun is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7abb32b8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function run(uint8 kind, uint32 x, uint32 y, uint32 z, uint32[3] c) pure returns(uint32)
func (scalarPrograms *ScalarPrograms) PackRun(kind uint8, x uint32, y uint32, z uint32, c [3]uint32) []byte {
	enc, err := scalarPrograms.abi.Pack("run", kind, x, y, z, c)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRun is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7abb32b8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function run(uint8 kind, uint32 x, uint32 y, uint32 z, uint32[3] c) pure returns(uint32)
func (scalarPrograms *ScalarPrograms) TryPackRun(kind uint8, x uint32, y uint32, z uint32, c [3]uint32) ([]byte, error) {
	return scalarPrograms.abi.Pack("run", kind, x, y, z, c)
}

// UnpackRun is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7abb32b8.
//
// Solidity: function run(uint8 kind, uint32 x, uint32 y, uint32 z, uint32[3] c) pure returns(uint32)
func (scalarPrograms *ScalarPrograms) UnpackRun(data []byte) (uint32, error) {
	out, err := scalarPrograms.abi.Unpack("run", data)
	if err != nil {
		return *new(uint32), err
	}
	out0 := *abi.ConvertType(out[0], new(uint32)).(*uint32)
	return out0, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (scalarPrograms *ScalarPrograms) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], scalarPrograms.abi.Errors["BadOp"].ID.Bytes()[:4]) {
		return scalarPrograms.UnpackBadOpError(raw[4:])
	}
	if bytes.Equal(raw[:4], scalarPrograms.abi.Errors["UnknownKind"].ID.Bytes()[:4]) {
		return scalarPrograms.UnpackUnknownKindError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ScalarProgramsBadOp represents a BadOp error raised by the ScalarPrograms contract.
type ScalarProgramsBadOp struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadOp()
func ScalarProgramsBadOpErrorID() common.Hash {
	return common.HexToHash("0xd017e0648883d0c2d489f2c745a71eb1c279db82291cd79c840cb9c65cb0829b")
}

// UnpackBadOpError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadOp()
func (scalarPrograms *ScalarPrograms) UnpackBadOpError(raw []byte) (*ScalarProgramsBadOp, error) {
	out := new(ScalarProgramsBadOp)
	if err := scalarPrograms.abi.UnpackIntoInterface(out, "BadOp", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ScalarProgramsUnknownKind represents a UnknownKind error raised by the ScalarPrograms contract.
type ScalarProgramsUnknownKind struct {
	Kind uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownKind(uint8 kind)
func ScalarProgramsUnknownKindErrorID() common.Hash {
	return common.HexToHash("0xbd3c90894f7b5a9cce89be28990c5c48eeecbdbc851f01ad4d59a4a38d093e0b")
}

// UnpackUnknownKindError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownKind(uint8 kind)
func (scalarPrograms *ScalarPrograms) UnpackUnknownKindError(raw []byte) (*ScalarProgramsUnknownKind, error) {
	out := new(ScalarProgramsUnknownKind)
	if err := scalarPrograms.abi.UnpackIntoInterface(out, "UnknownKind", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StateJudgeMetaData contains all meta data concerning the StateJudge contract.
var StateJudgeMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"what\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"pos\",\"type\":\"uint256\"}],\"name\":\"BadStateProof\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"pre\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreed\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"layoutHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"step\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"digest\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"updates\",\"type\":\"bytes\"}],\"name\":\"postState\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"}]",
	ID:  "StateJudge",
	Bin: "0x6080604052348015600e575f5ffd5b50610c398061001c5f395ff3fe608060405234801561000f575f5ffd5b5060043610610029575f3560e01c8063b3d301461461002d575b5f5ffd5b61004061003b3660046108be565b610052565b60405190815260200160405180910390f35b5f365f365f61006187876101ee565b93509350935093505f61007483836102fc565b90505f610082826003610984565b90508d8c8c838d60405160200161009c94939291906109a1565b60405160208183030381529060405280519060200120146100de57604051632ad3a83160e11b8152600160048201525f60248201526044015b60405180910390fd5b67fffffffffffffffe1967ffffffffffffffff8c160161012457604051632ad3a83160e11b81526005600482015267ffffffffffffffff8c1660248201526044016100d5565b5f5f61014f848c8c5f9060209261013d939291906109d6565b610146916109fd565b8a8a8a8a610400565b915091508e811461017c57604051632ad3a83160e11b8152600260048201525f60248201526044016100d5565b8d6101888e6001610a1a565b848460405160200161019a9190610a3a565b604051602081830303815290604052805190602001206040516020016101c394939291906109a1565b6040516020818303038152906040528051906020012098505050505050505050979650505050505050565b365f8181602285101561021c57604051632ad3a83160e11b81526004818101525f60248201526044016100d5565b5f61022b60226020888a6109d6565b61023491610a6f565b60f01c9050611000811180610252575080610250602288610aa5565b105b8061029157505f8111801561029157508686602281811061027557610275610ab8565b9050013560f81c60f81b6001600160f81b031916600b60fa1b14155b156102b857604051632ad3a83160e11b8152600660048201525f60248201526044016100d5565b866022876102c68483610acc565b926102d3939291906109d6565b909550935086866102e5836022610acc565b6102f09282906109d6565b95989497509550505050565b5f5f5b828110156103c4575f84848381811061031a5761031a610ab8565b919091013560f81c915050601081118061035d575061033a816020610984565b610345906060610acc565b60016103518487610aa5565b61035b9190610aa5565b105b1561038457604051632ad3a83160e11b8152600481810152602481018390526044016100d5565b61038f816020610984565b61039a906001610acc565b6103a5906060610acc565b6103af9083610acc565b9150826103bb81610adf565b935050506102ff565b8115806103d2575061555582115b156103f957604051632ad3a83160e11b8152600481810152602481018290526044016100d5565b5092915050565b60605f61040e886003610984565b67ffffffffffffffff81111561042657610426610af7565b60405190808252806020026020018201604052801561044f578160200160208202803683370190505b5091508690505f805b898110156105ed575f61046f828a8a8a8a886105fa565b935090508686610480606086610aa5565b9061048c604087610aa5565b92610499939291906109d6565b6104a2916109fd565b8583815181106104b4576104b4610ab8565b602090810291909101015286866104cc604086610aa5565b906104d8602087610aa5565b926104e5939291906109d6565b6104ee916109fd565b856104f9848e610acc565b8151811061050957610509610ab8565b60200260200101818152505086866020856105249190610aa5565b610530928692906109d6565b610539916109fd565b85836105468e6002610984565b6105509190610acc565b8151811061056057610560610ab8565b6020026020010181815250506002848260405160200161058a929190918252602082015260400190565b60408051601f19818403018152908290526105a491610b22565b602060405180830381855afa1580156105bf573d5f5f3e3d5ffd5b5050506040513d601f19601f820116820180604052508101906105e29190610b34565b935050600101610458565b5050965096945050505050565b5f5f5f85858581811061060f5761060f610ab8565b919091013560f81c91506106269050816020610984565b610631856001610acc565b61063b9190610acc565b610646906060610acc565b91505f6106528a6107c7565b90505f7f73796e6f642f646973707574652f656e7472792f763100000000056164616d778a8a9050835160066106889190610acc565b6106929190610acc565b838c8c878d8d6106a38e6001610acc565b906106af60608e610aa5565b926106bc939291906109d6565b6040516020016106d3989796959493929190610b4b565b60408051601f198184030181529190529050600281818a8a6106f660608a610aa5565b610702928a92906109d6565b604051610710929190610bb6565b602060405180830381855afa15801561072b573d5f5f3e3d5ffd5b5050506040513d601f19601f8201168201806040525081019061074e9190610b34565b60405160200161075f929190610bc5565b60408051601f198184030181529082905261077991610b22565b602060405180830381855afa158015610794573d5f5f3e3d5ffd5b5050506040513d601f19601f820116820180604052508101906107b79190610b34565b9450505050965096945050505050565b606060015f6107d7600a85610bf1565b90505b801561080057816107ea81610adf565b92506107f99050600a82610bf1565b90506107da565b508067ffffffffffffffff81111561081a5761081a610af7565b6040519080825280601f01601f191660200182016040528015610844576020820181803683370190505b5091505b80156108b857610859600a84610c04565b610864906030610acc565b60f81b82610873600184610aa5565b8151811061088357610883610ab8565b60200101906001600160f81b03191690815f1a9053506108a4600a84610bf1565b9250806108b081610c17565b915050610848565b50919050565b5f5f5f5f5f5f5f60c0888a0312156108d4575f5ffd5b873596506020880135955060408801359450606088013567ffffffffffffffff81168114610900575f5ffd5b93506080880135925060a088013567ffffffffffffffff811115610922575f5ffd5b8801601f81018a13610932575f5ffd5b803567ffffffffffffffff811115610948575f5ffd5b8a6020828401011115610959575f5ffd5b602082019350809250505092959891949750929550565b634e487b7160e01b5f52601160045260245ffd5b808202811582820484141761099b5761099b610970565b92915050565b93845260c09290921b6001600160c01b031916602084015260e01b6001600160e01b0319166028830152602c820152604c0190565b5f5f858511156109e4575f5ffd5b838611156109f0575f5ffd5b5050820193919092039150565b8035602083101561099b575f19602084900360031b1b1692915050565b67ffffffffffffffff818116838216019081111561099b5761099b610970565b81515f90829060208501835b82811015610a64578151845260209384019390910190600101610a46565b509195945050505050565b80356001600160f01b031981169060028410156103f9576001600160f01b031960029490940360031b84901b1690921692915050565b8181038181111561099b5761099b610970565b634e487b7160e01b5f52603260045260245ffd5b8082018082111561099b5761099b610970565b5f60018201610af057610af0610970565b5060010190565b634e487b7160e01b5f52604160045260245ffd5b5f81518060208401855e5f93019283525090919050565b5f610b2d8284610b0b565b9392505050565b5f60208284031215610b44575f5ffd5b5051919050565b88815260e088901b6001600160e01b031916602082015265706172616d3d60d01b60248201525f610b7f602a830189610b0b565b8688823760e086901b6001600160e01b031916908701908152838560048301375f9301600401928352509098975050505050505050565b818382375f9101908152919050565b5f610bd08285610b0b565b9283525050602001919050565b634e487b7160e01b5f52601260045260245ffd5b5f82610bff57610bff610bdd565b500490565b5f82610c1257610c12610bdd565b500690565b5f81610c2557610c25610970565b505f19019056fea164736f6c6343000825000a",
}

// StateJudge is an auto generated Go binding around an Ethereum contract.
type StateJudge struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *StateJudge) GetABI() abi.ABI {
	return c.abi
}

// NewStateJudge creates a new instance of StateJudge.
func NewStateJudge() *StateJudge {
	parsed, err := StateJudgeMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &StateJudge{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *StateJudge) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackPostState is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb3d30146.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function postState(bytes32 pre, bytes32 agreed, bytes32 layoutHash, uint64 step, bytes32 digest, bytes updates) pure returns(bytes32)
func (stateJudge *StateJudge) PackPostState(pre [32]byte, agreed [32]byte, layoutHash [32]byte, step uint64, digest [32]byte, updates []byte) []byte {
	enc, err := stateJudge.abi.Pack("postState", pre, agreed, layoutHash, step, digest, updates)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPostState is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb3d30146.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function postState(bytes32 pre, bytes32 agreed, bytes32 layoutHash, uint64 step, bytes32 digest, bytes updates) pure returns(bytes32)
func (stateJudge *StateJudge) TryPackPostState(pre [32]byte, agreed [32]byte, layoutHash [32]byte, step uint64, digest [32]byte, updates []byte) ([]byte, error) {
	return stateJudge.abi.Pack("postState", pre, agreed, layoutHash, step, digest, updates)
}

// UnpackPostState is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb3d30146.
//
// Solidity: function postState(bytes32 pre, bytes32 agreed, bytes32 layoutHash, uint64 step, bytes32 digest, bytes updates) pure returns(bytes32)
func (stateJudge *StateJudge) UnpackPostState(data []byte) ([32]byte, error) {
	out, err := stateJudge.abi.Unpack("postState", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (stateJudge *StateJudge) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], stateJudge.abi.Errors["BadStateProof"].ID.Bytes()[:4]) {
		return stateJudge.UnpackBadStateProofError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// StateJudgeBadStateProof represents a BadStateProof error raised by the StateJudge contract.
type StateJudgeBadStateProof struct {
	What uint8
	Pos  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadStateProof(uint8 what, uint256 pos)
func StateJudgeBadStateProofErrorID() common.Hash {
	return common.HexToHash("0x55a7506268e8426d53f9671c1ca3c407e675aedaa085d59a871e4d9b2c005adc")
}

// UnpackBadStateProofError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadStateProof(uint8 what, uint256 pos)
func (stateJudge *StateJudge) UnpackBadStateProofError(raw []byte) (*StateJudgeBadStateProof, error) {
	out := new(StateJudgeBadStateProof)
	if err := stateJudge.abi.UnpackIntoInterface(out, "BadStateProof", raw); err != nil {
		return nil, err
	}
	return out, nil
}
