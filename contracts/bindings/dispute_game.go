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
	Bin: "0x60a0604052348015600e575f5ffd5b50604051612b97380380612b97833981016040819052602b91603b565b6001600160a01b03166080526066565b5f60208284031215604a575f5ffd5b81516001600160a01b0381168114605f575f5ffd5b9392505050565b608051612b0c61008b5f395f8181608a0152818161017501526102f50152612b0c5ff3fe608060405234801561000f575f5ffd5b506004361061004a575f3560e01c806316833a811461004e578063228dea4c146100855780633cb83b5e146100c4578063abb86fb6146100f3575b5f5ffd5b61006161005c36600461210c565b610128565b60408051931515845260208401929092521515908201526060015b60405180910390f35b6100ac7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b03909116815260200161007c565b6100d76100d23660046121e5565b610398565b6040805163ffffffff909316835290151560208301520161007c565b6101066101013660046121fc565b6103ac565b604080519415158552602085019390935291830152606082015260800161007c565b5f5f5f610133612008565b61013d8b8b6103c9565b90945090508361015657505f925082915081905061038b565b61015e61205c565b604051630dc5a14b60e41b81526001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063dc5a14b0906101ae9085908e908e906004016122e6565b6101c060405180830381865afa1580156101ca573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906101ee91906124de565b90955090508461020957505f935083925082915061038b9050565b61021161209b565b61022d83838f8060a0019061022691906125c7565b8c8c6104e2565b90965090508561024957505f945084935083925061038b915050565b5f5f6102548b6106c1565b91509150806102725750600196505f955085945061038b9350505050565b5f5b60038110156102cf57602085015160019082600381106102965761029661260c565b602002015160ff16036102c757828482600381106102b6576102b661260c565b63ffffffff90921660209290920201525b600101610274565b5083518351602085015160408087015160808901519151630f57665760e31b81526001957f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031695637abb32b8956103379592949193909290600401612620565b602060405180830381865afa158015610352573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610376919061267f565b90985063ffffffff1696506001955050505050505b9750975097945050505050565b5f5f6103a3836106c1565b91509150915091565b5f5f5f5f6103b98561071b565b93509350935093505b9193509193565b5f6103d2612008565b60ff831660208201526103e860808501856125c7565b6103f1916126bc565b60e0820152365f6104028680612787565b9092509050365f6104166020890189612787565b909250905060058311801561047757507f0ae5aeeefb0e46c44b3d246e2778a3d49f8aa3955ce251a878682ab876e6148c84846104546005826127dd565b61045f9282906127f0565b60405161046d929190612817565b6040518091039020145b156104af576104a285855f8661048e6005826127dd565b9261049b939291906127f0565b8585610728565b95509550505050506104db565b6104d28585856040516104c3929190612817565b60405180910390208484610c27565b95509550505050505b9250929050565b5f6104eb61209b565b5f805b60038110156106b0575f8960200151826003811061050e5761050e61260c565b6020020151905060021960ff82160161056357896080015182600381106105375761053761260c565b602002015184836003811061054e5761054e61260c565b63ffffffff90921660209290920201526106a7565b60011960ff8216016106a7578286148061063257506106308b60e001518b6040015184600381106105965761059661260c565b602002015160ff16815181106105ae576105ae61260c565b60200260200101518b6060015184600381106105cc576105cc61260c565b60200201518b8b8e6040015187600381106105e9576105e961260c565b602002015160ff168181106106005761060061260c565b905060200201358a8a888181106106195761061961260c565b905060200281019061062b9190612826565b610fe7565b155b15610642575f94505050506106b6565b8686848181106106545761065461260c565b90506020028101906106669190612826565b610677906060810190604001612844565b8483600381106106895761068961260c565b63ffffffff9092166020929092020152826106a38161285f565b9350505b506001016104ee565b50831491505b965096945050505050565b5f808263ffffffff8111156106db57505f93849350915050565b80637f800000637fffffff82161180156106ff57508063ffffffff16637fc0000014155b1561071057505f9485945092505050565b946001945092505050565b5f5f5f5f6103b985611059565b5f610731612008565b5f196005841080159061078557507f04d20a68a7c6e979619094f49c4c43347c778271f2ec13da7e4756204965534461076d60055f87896127f0565b60405161077b929190612817565b6040518091039020145b1561079157505f61084c565b5f5b8461079f826006612877565b1161084a578585828181106107b6576107b661260c565b9050013560f81c60f81b6001600160f81b031916600b60fa1b14801561082b57507f7b39eb3c04bba39924ac8938a8914a0076fb9c568deeb6119e8360ef3e03c780868287610806826006612877565b92610813939291906127f0565b604051610821929190612817565b6040518091039020145b156108385780915061084a565b806108428161285f565b915050610793565b505b5f198103610860575f889250925050610c1d565b365f61086e8382888a6127f0565b915091505f5f5f6108a38a8a885f146108915761088c896001612877565b610893565b5f5b61089e9282906127f0565b6111cb565b925092509250826108bf575f8d97509750505050505050610c1d565b60ff811660c08e01526040515f906108da908e908e90612817565b604051908190039020905084155f516020612ae05f395f51905f5282148061092157507f60ffc9aa68baa3b623aef27d83ee6ec05c37047e5dc9b2edddc3845ffb4d3ee082145b15610971575f516020612ae05f395f51905f52821461094157600d610944565b600c5b60ff168f5260028414801561095f575061095f8f88886114c9565b8f995099505050505050505050610c1d565b7f1a21fb8b1d022d4555cd5839054fb47a704dd314d512cd9ebff65e297de3ade982036109ba57600e8f5280801561095f5750836003148f995099505050505050505050610c1d565b7fbdee81074df37e4738cba5a05d83b330a39e1101330e75653a54737f26a1aed88203610a19578260ff166001146109f35760186109f6565b600f5b60ff168f5280801561095f5750836002148f995099505050505050505050610c1d565b7f4f5a8bb8492337e79bdc674d6f31ac448f8017e26cc7bfe3144fb5d886fe53698203610a625760178f5280801561095f5750836002148f995099505050505050505050610c1d565b7f46fcaa909ebb3e5eaa565d68d7ad235988ce778dc8909251c103e674c148f31d821480610aaf57507f41ee8ccb7d6f95748d831ef4985550d2e3967d9e4d92d8d474fef70a7e4aa23082145b15610ad65760108f5280801561095f5750836002148f995099505050505050505050610c1d565b83600114610af1575f8f995099505050505050505050610c1d565b7f27f0097dcbff01844c37c02c820b259a7b99faffabdbc43021b6c4bafdb32a3f8203610b2e5760198f5298508d9750610c1d9650505050505050565b7f8bb587975337a9e49db588d9e2081e2dcf2928a5bdf3c8a02488dd2d7bc074f68203610b6b5760128f5298508d9750610c1d9650505050505050565b7ff0d91f8ef855806f1ada006cdb88a3766bd2b06f1558c7d86f53832d376fcd168203610ba15760118f5261095f8f88886115ce565b5f516020612ac05f395f51905f52821480610bdb57507f4182e5b1bf2924d191fd32f0d581c5f2c82721c218439fc1d0b04996c42bf15782145b15610c0e575f516020612ac05f395f51905f528214610bfb576014610bfe565b60135b60ff168f5261095f8f8888611655565b5f8f9950995050505050505050505b9550959350505050565b5f610c30612008565b82155f516020612ae05f395f51905f52861480610c6c57507f60ffc9aa68baa3b623aef27d83ee6ec05c37047e5dc9b2edddc3845ffb4d3ee086145b15610caa575f516020612ae05f395f51905f528614610c8c576002610c8f565b60015b60ff168752610c9f8786866114c9565b879250925050610fde565b7f1a21fb8b1d022d4555cd5839054fb47a704dd314d512cd9ebff65e297de3ade98603610cda5760038752610e86565b7f4f5a8bb8492337e79bdc674d6f31ac448f8017e26cc7bfe3144fb5d886fe5369861480610d2757507f2feeb2293f3b9b3d45bb50a1ed836dbfe3fe8a160db7ac99b56756f85b456b9d86145b15610d355760048752610e86565b7f46fcaa909ebb3e5eaa565d68d7ad235988ce778dc8909251c103e674c148f31d861480610d8257507f41ee8ccb7d6f95748d831ef4985550d2e3967d9e4d92d8d474fef70a7e4aa23086145b15610d905760058752610e86565b7fbdee81074df37e4738cba5a05d83b330a39e1101330e75653a54737f26a1aed88603610dc05760068752610e86565b7f8bb587975337a9e49db588d9e2081e2dcf2928a5bdf3c8a02488dd2d7bc074f68603610df05760088752610e86565b7f27f0097dcbff01844c37c02c820b259a7b99faffabdbc43021b6c4bafdb32a3f8603610e2057600b8752610e86565b7f4b4f69c9d1ff978d439deff2ec1322de902475890f8350e143fa72f5a76fcd8f8603610e505760168752610e86565b7f655c53071a4df537fa4cf05c891c8d58109b0b344ea089d38d4b93f9c2cef7ea8603610e8657601a8752610c9f878686611700565b865160ff1615610e9a579150859050610fde565b7ff0d91f8ef855806f1ada006cdb88a3766bd2b06f1558c7d86f53832d376fcd168603610ed05760078752610c9f8786866115ce565b5f516020612ac05f395f51905f52861480610f0a57507f4182e5b1bf2924d191fd32f0d581c5f2c82721c218439fc1d0b04996c42bf15786145b15610f3d575f516020612ac05f395f51905f528614610f2a57600a610f2d565b60095b60ff168752610c9f878686611655565b7fddc0b1ab6dd65a34a46c638ee3da20764edef24c32f873d5262e66bf39aa46aa8603610fd65760158752600484118015610fb957507f5e8bfd322985bbc810897d3f8e7cbe8780a97f412964f1668f2218652ee48554610fa160045f87896127f0565b604051610faf929190612817565b6040518091039020145b8015610c9f5750610c9f87610fd1866004818a6127f0565b611a29565b5f8792509250505b94509492505050565b5f6001600160401b038416610fff602084018461288a565b6001600160401b031614801561103d575061101985611b33565b6001600160401b0316611032604084016020850161288a565b6001600160401b0316145b801561104e575061104e8383611b75565b90505b949350505050565b5f8080808061106b60408701876125c7565b9150611000905061107f6020880188612787565b905061108b8880612787565b611096929150612877565b11156110ae57505f93508392508291508190506103c2565b60108111806110cb5750806110c660808801886125c7565b905014155b806110ee57506110dc816001612877565b6110e960a08801886125c7565b905014155b1561110557505f93508392508291508190506103c2565b5f61111b61111660808901896125c7565b611c1c565b90965090508561113957505f94508493508392508291506103c29050565b5f61114388611d3b565b9096509050808261115760a08b018b6125c7565b6111649187915f916128a5565b60405160200161117794939291906128f7565b60408051601f1981840301815291905280516020909101209450600186866111a260a08c018c6125c7565b878181106111b2576111b261260c565b9050602002013596509650965096505050509193509193565b5f8080600584108061121f57507f04d20a68a7c6e979619094f49c4c43347c778271f2ec13da7e4756204965534461120660055f87896127f0565b604051611214929190612817565b604051809103902014155b1561123157505f9150819050806114c2565b6005805b858210801561129e57508686838181106112515761125161260c565b9050013560f81c60f81b6001600160f81b031916600360fc1b148061129e57508686838181106112835761128361260c565b9050013560f81c60f81b6001600160f81b031916603160f81b145b156112b557816112ad8161285f565b925050611235565b5f6112c082846127dd565b90508015806112cf5750601081115b806112e35750866112e1846006612877565b115b8061133e57507f05689dd139a17705f393a81a6c8615fab1d221ed5dbc7de1530911741c77102a888489611318826006612877565b92611325939291906127f0565b604051611333929190612817565b604051809103902014155b15611354575f5f5f9550955095505050506114c2565b5f808061136c8b8b611367896006612877565b611e1d565b925092509250821580611388575089611386826005612877565b115b806113e357507f7f762ea18f6bf3f6f7e68335abac32bc0aab17cfd6b73b7d59b6da381fb5f6268b828c6113bd826005612877565b926113ca939291906127f0565b6040516113d8929190612817565b604051809103902014155b156113fc575f5f5f9850985098505050505050506114c2565b5f61140d8c8c611367856005612877565b919550909150508315806114215750808b14155b1561143b575f5f5f995099509950505050505050506114c2565b5f805b868110156114af578d8d611452838b612877565b8181106114615761146161260c565b909101356001600160f81b031916603160f81b0390506114a7578482036114995760019b509599509497506114c29650505050505050565b816114a38161285f565b9250505b60010161143e565b505f5f5f9a509a509a5050505050505050505b9250925092565b5f5f83836040516114db929190612817565b604051809103902090507f212521af04d841ba8a1cfe5259f3a64445db7ac0e0aa7c69a9ba1ca375b4185b81036115165760019150506115c7565b7f5f2d917aec801fb0cde300e19e4bd85ba12c57dad3697517eefb65c7d26d2cbc810361154d5750506001604084018190526115c7565b7f26ef0497c6a5b2a2048dee9de1b5d65ed52d92c482f25277e19a07d9f3ed7db181036115845750506001606084018190526115c7565b7fbbdfdb520b89c4d30e0aef499301e465c7d9661121922f6723e6a5f4176822e881036115c2575050600160608401819052604084018190526115c7565b5f9150505b9392505050565b5f60038210801590611608575082825f8181106115ed576115ed61260c565b9050013560f81c60f81b6001600160f81b031916607360f81b145b801561163d5750828260018181106116225761162261260c565b9050013560f81c60f81b6001600160f81b031916603d60f81b145b8015611051575061105184610fd184600281886127f0565b5f60068210806116a757507f8675b86133b5b6e033c7a34c25a4c02453580ec513a9798567482bf9647573d761168e60055f85876127f0565b60405161169c929190612817565b604051809103902014155b156116b357505f6115c7565b5f5f5f6116c286866005611e1d565b9250925092508215806116d55750808514155b156116e5575f93505050506115c7565b506001600160401b031660a086015250600190509392505050565b5f600682108061175257507fbb5e1391dc9685724c73ce75fb1aa5985d1dff0dde6d6d86cb97af64bf3fbd4161173960065f85876127f0565b604051611747929190612817565b604051809103902014155b1561175e57505f6115c7565b5f5f61176c85856006611e1d565b9250509150811580611787575083611785826006612877565b115b806117e257507fa1aa4cb9671b8d3c367b97f441cc9816b3ec0e8052b057d9c7e4d357140812088582866117bc826006612877565b926117c9939291906127f0565b6040516117d7929190612817565b604051809103902014155b156117f1575f925050506115c7565b5f6118028686611367856006612877565b9194509092509050821580611815575080155b15611825575f93505050506115c7565b6001600160401b03811660a0808901919091526040805160e0810182526004928101838152632c6c723d60e01b60c08301528152815180830183526007808252662c62657461313d60c81b6020838101919091528084019290925283518085018552908152662c62657461323d60c81b81830152828401528251808401845260058152642c6570733d60d81b8183015260608301528251808401909352928252632c77643d60e01b9282019290925260808201525f5b6005811015611a14575f8282600581106118f7576118f761260c565b60200201515190508761190a8287612877565b611915906008612877565b1180611970575082826005811061192e5761192e61260c565b60200201518051906020012089898790848961194a9190612877565b92611957939291906127f0565b604051611965929190612817565b604051809103902014155b15611983575f96505050505050506115c7565b6119b68a8a8a611993858a612877565b9061199e868b612877565b6119a9906008612877565b92610fd1939291906127f0565b6119c8575f96505050505050506115c7565b89608001518a610100015183600581106119e4576119e461260c565b63ffffffff90921660209290920201526119ff816008612877565b611a099086612877565b9450506001016118db565b50505f60808801525083149150509392505050565b5f6001821080611a395750600882115b15611a4557505f6115c7565b5f805b83811015611b1d575f858583818110611a6357611a6361260c565b919091013560f81c91505f905060308210801590611a85575060398260ff1611155b15611a9c57611a9560308361290f565b9050611af8565b60618260ff1610158015611ab4575060668260ff1611155b15611ac457611a9560578361290f565b60418260ff1610158015611adc575060468260ff1611155b15611aec57611a9560378361290f565b5f9450505050506115c7565b60ff8116611b07856010612928565b611b11919061294e565b93505050600101611a48565b5063ffffffff1660808501525060019392505050565b60015f5b8251811015611b6f57828181518110611b5257611b5261260c565b602002602001015182611b65919061296a565b9150600101611b37565b50919050565b5f80611b876060840160408501612844565b637fffffff169050637f80000081118015611bbb5750637fc00000611bb26060850160408601612844565b63ffffffff1614155b15611bc9575f915050611c16565b611c1284611bdd6060860160408701612844565b63ffffffff16611bf0602087018761288a565b611c00604088016020890161288a565b611c0d60608901896125c7565b611efa565b9150505b92915050565b5f80805b83811015611d2f57365f868684818110611c3c57611c3c61260c565b9050602002810190611c4e91906125c7565b90925090506008811115611c6b57505f93508392506104db915050565b60015f5b82811015611cf1575f848483818110611c8a57611c8a61260c565b9050602002016020810190611c9f919061288a565b6001600160401b031690505f81118015611cc55750611cc281634000000061298c565b83115b15611cdc57505f96508695506104db945050505050565b611ce681846129ab565b925050600101611c6f565b50848383604051602001611d07939291906129c2565b6040516020818303038152906040528051906020012094505050508080600101915050611c20565b50600191509250929050565b5f8080611d488480612787565b9050611d548580612787565b611d616020880188612787565b9050611d706020890189612787565b611d7d60408b018b6125c7565b9050611d8c60408c018c6125c7565b8c60600135604051602001611daa9a999897969594939291906129fe565b6040516020818303038152906040529050600281604051611dcb9190612a92565b602060405180830381855afa158015611de6573d5f5f3e3d5ffd5b5050506040513d601f19601f82011682018060405250810190611e099190612aa8565b925060208151036020820120915050915091565b5f80825b8481108015611e5257506030868683818110611e3f57611e3f61260c565b9050013560f81c60f81b60f81c60ff1610155b8015611e8057506039868683818110611e6d57611e6d61260c565b9050013560f81c60f81b60f81c60ff1611155b15611ed6576030868683818110611e9957611e9961260c565b611eaa9392013560f81c905061290f565b60ff16611eb883600a6129ab565b611ec29190612877565b915080611ece8161285f565b915050611e21565b8381118015611eef57506008611eec85836127dd565b11155b925093509350939050565b5f6001600160401b0384161580611f1f5750650100000000006001600160401b038516115b80611f3c5750836001600160401b0316856001600160401b031610155b15611f4857505f611ffe565b6040515f81538660018201526021812060018253848460051b810188600195505b6001891115611ff1576001811660018114611fb85789600183011015611fb357828403611f99575f965050611ff1565b846001870152833560218701526041862094506020840193505b611fe2565b828403611fc8575f965050611ff1565b833560018701528460218701526041862094506020840193505b506001988901891c981c611f69565b5014908914169190911690505b9695505050505050565b60408051610120810182525f8082526020820181905291810182905260608082018390526080820183905260a0820183905260c082019290925260e081019190915261010081016120576120b9565b905290565b6040518060a001604052805f60ff16815260200161207861209b565b815260200161208561209b565b815260200161209261209b565b81526020016120575b60405180606001604052806003906020820280368337509192915050565b6040518060a001604052806005906020820280368337509192915050565b5f60c08284031215611b6f575f5ffd5b60ff811681146120f5575f5ffd5b50565b6001600160401b03811681146120f5575f5ffd5b5f5f5f5f5f5f5f60c0888a031215612122575f5ffd5b87356001600160401b03811115612137575f5ffd5b6121438a828b016120d7565b9750506020880135612154816120e7565b95506040880135612164816120f8565b94506060880135612174816120f8565b93506080880135925060a08801356001600160401b03811115612195575f5ffd5b8801601f81018a136121a5575f5ffd5b80356001600160401b038111156121ba575f5ffd5b8a60208260051b84010111156121ce575f5ffd5b602082019350809250505092959891949750929550565b5f602082840312156121f5575f5ffd5b5035919050565b5f6020828403121561220c575f5ffd5b81356001600160401b03811115612221575f5ffd5b611c12848285016120d7565b5f82825180855260208501945060208160051b830101602085015f5b838110156122ac57848303601f19018852815180518085526020918201918501905f5b818110156122935783516001600160401b031683526020938401939092019160010161226c565b50506020998a0199909450929092019150600101612249565b50909695505050505050565b805f5b60058110156122e057815163ffffffff168452602093840193909101906001016122bb565b50505050565b606081526122fa60608201855160ff169052565b5f602085015161230f608084018260ff169052565b50604085015180151560a084015250606085015180151560c084015250608085015163ffffffff811660e08401525060a08501516001600160401b0381166101008401525060c085015160ff81166101208401525060e08501516101a061014084015261238061020084018261222d565b90506101008601516123966101608501826122b8565b506001600160401b038516602084015290506001600160401b0383166040830152611051565b634e487b7160e01b5f52604160045260245ffd5b60405160a081016001600160401b03811182821017156123f2576123f26123bc565b60405290565b604051601f8201601f191681016001600160401b0381118282101715612420576124206123bc565b604052919050565b5f82601f830112612437575f5ffd5b61244160606123f8565b806060840185811115612452575f5ffd5b845b81811015612475578051612467816120e7565b845260209384019301612454565b509095945050505050565b63ffffffff811681146120f5575f5ffd5b5f82601f8301126124a0575f5ffd5b6124aa60606123f8565b8060608401858111156124bb575f5ffd5b845b818110156124755780516124d081612480565b8452602093840193016124bd565b5f5f8284036101c08112156124f1575f5ffd5b83518015158114612500575f5ffd5b92506101a0601f1982011215612514575f5ffd5b5061251d6123d0565b602084015161252b816120e7565b815261253a8560408601612428565b602082015261254c8560a08601612428565b60408201528461011f850112612560575f5ffd5b61256a60606123f8565b8061016086018781111561257c575f5ffd5b61010087015b818110156125a3578051612595816120f8565b845260209384019301612582565b508160608501526125b48882612491565b6080850152505050809150509250929050565b5f5f8335601e198436030181126125dc575f5ffd5b8301803591506001600160401b038211156125f5575f5ffd5b6020019150600581901b36038213156104db575f5ffd5b634e487b7160e01b5f52603260045260245ffd5b60ff8616815263ffffffff858116602083015284811660408301528316606082015260e0810160808201835f5b600381101561267257815163ffffffff1683526020928301929091019060010161264d565b5050509695505050505050565b5f6020828403121561268f575f5ffd5b81516115c781612480565b5f6001600160401b038211156126b2576126b26123bc565b5060051b60200190565b5f6126ce6126c98461269a565b6123f8565b8381526020810190600585901b8401368111156126e9575f5ffd5b845b818110156124755780356001600160401b03811115612708575f5ffd5b860136601f820112612718575f5ffd5b80356127266126c98261269a565b8082825260208201915060208360051b850101925036831115612747575f5ffd5b6020840193505b82841015612772578335612761816120f8565b82526020938401939091019061274e565b875250506020948501949190910190506126eb565b5f5f8335601e1984360301811261279c575f5ffd5b8301803591506001600160401b038211156127b5575f5ffd5b6020019150368190038213156104db575f5ffd5b634e487b7160e01b5f52601160045260245ffd5b81810381811115611c1657611c166127c9565b5f5f858511156127fe575f5ffd5b8386111561280a575f5ffd5b5050820193919092039150565b818382375f9101908152919050565b5f8235607e1983360301811261283a575f5ffd5b9190910192915050565b5f60208284031215612854575f5ffd5b81356115c781612480565b5f60018201612870576128706127c9565b5060010190565b80820180821115611c1657611c166127c9565b5f6020828403121561289a575f5ffd5b81356115c7816120f8565b5f5f858511156128b3575f5ffd5b838611156128bf575f5ffd5b5050600583901b0193919092039150565b5f6001600160fb1b038311156128e4575f5ffd5b8260051b80838637939093019392505050565b8481528360208201525f611ffe6040830184866128d0565b60ff8281168282160390811115611c1657611c166127c9565b63ffffffff8181168382160290811690818114612947576129476127c9565b5092915050565b63ffffffff8181168382160190811115611c1657611c166127c9565b6001600160401b038181168382160290811690818114612947576129476127c9565b5f826129a657634e487b7160e01b5f52601260045260245ffd5b500490565b8082028115828204841417611c1657611c166127c9565b8381525f60208201845f5b858110156122ac5781356129e0816120f8565b6001600160401b0316835260209283019291909101906001016129cd565b7573796e6f642f646973707574652f656e7472792f763160501b815260e08b901b6001600160e01b0319166017820152888a601b8301375f89820163ffffffff60e01b8a60e01b16601b8201528789601f830137601b88820101905063ffffffff60e01b8760e01b166004820152612a7a6008820186886128d0565b938452505060209091019a9950505050505050505050565b5f82518060208501845e5f920191825250919050565b5f60208284031215612ab8575f5ffd5b505191905056fe0fdbd160736e9b9b51ea9a79a8ed86f427a62e0e377d60335d2ec895c27025bbb2b273bbd9e4409919665f07376f8e8b8d95c6e1d4498aab66f21245ffabeba9a164736f6c6343000825000a",
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
	Bin: "0x6080604052348015600e575f5ffd5b506140458061001c5f395ff3fe608060405234801561000f575f5ffd5b5060043610610034575f3560e01c80637abb32b814610038578063dc5a14b014610065575b5f5ffd5b61004b610046366004613966565b610086565b60405163ffffffff90911681526020015b60405180910390f35b6100786100733660046139e1565b6100c6565b60405161005c929190613a92565b5f6100bc868686868660038060200260405190810160405280929190826003602002808284375f92019190915250610159915050565b9695505050505050565b5f6100cf6138d8565b5f6100d986613d21565b90506100e48161031f565b158061010a57506100f481610eed565b6001600160401b0316856001600160401b031610155b80610130575061011a8186611146565b6001600160401b0316846001600160401b031610155b1561013e575f925050610151565b600161014b828787611395565b92509250505b935093915050565b5f60091960ff8716016101af575f61018b61017b84835b6020020151886119e1565b610186856001610170565b611af0565b90506101a76101a1828560026020020151611c09565b85611c09565b915050610316565b600a1960ff8716016101f0576101c5845f611d48565b6101df576101dc856101d786886119e1565b611d8e565b94505b6101e98584611d8e565b9050610316565b5f1960ff871601610205576101e98585611af0565b60011960ff87160161021b576101e985856119e1565b60021960ff871601610231576101e98585611c09565b60031960ff87160161024b576101e98361018687876119e1565b60041960ff871601610262576101e9858585611dcf565b60051960ff871601610289576102785f86611fab565b610282575f6101e9565b5083610316565b60061960ff87160161029f576102785f85611fab565b60071960ff8716016102df576102b58385611fab565b6102bf57846101e9565b6101e9856102da856102d58863358637bd611af0565b611c09565b6119e1565b60081960ff8716016102f4576101e985611ff1565b60405163bd3c908960e01b815260ff8716600482015260240160405180910390fd5b6100bc816120c9565b60e0810151515f90815b818110156103ce575f8460e00151828151811061034857610348613def565b6020026020010151905060088151111561036657505f949350505050565b60015f5b82518110156103c35782818151811061038557610385613def565b60200260200101516001600160401b0316826103a19190613e17565b915063400000008211156103bb57505f9695505050505050565b60010161036a565b505050600101610329565b5082515f80806103dd876120ec565b91509150811561052e57604080516080810182525f8082526020820181905291810182905260608101919091526104148883612349565b909450905060021960ff8616016104ac5783801561045157508760e0015160028151811061044457610444613def565b6020026020010151516001145b80156104a9575080604001516001600160401b03168860e0015160028151811061047d5761047d613def565b60200260200101515f8151811061049657610496613def565b60200260200101516001600160401b0316145b93505b600d1960ff8616016104d0578380156104cd57506104cd8860e00151612742565b93505b838015610526575063400000006001600160401b031681604001516001600160401b0316825f01516001600160401b031683606001516001600160401b03166105199190613e17565b6105239190613e17565b11155b935050610ec5565b6105378761293f565b156106c5575f5f6105478961296c565b909250905060ff8616600e1461055e576003610561565b60045b60ff168714801561059057508860e00151818151811061058357610583613def565b6020026020010151516001145b801561060857506105bd8960e0015183815181106105b0576105b0613def565b6020026020010151612996565b6001600160401b03168960e0015182815181106105dc576105dc613def565b60200260200101515f815181106105f5576105f5613def565b60200260200101516001600160401b0316145b801561065357508860e00151818151811061062557610625613def565b60200260200101515f8151811061063e5761063e613def565b60200260200101516001600160401b03165f14155b80156106bc575060ff8616600e146106af576106aa8960e001515f8151811061067e5761067e613def565b60200260200101518a60e0015160018151811061069d5761069d613def565b60200260200101516129d3565b6106bc565b6106bc8960e00151612742565b94505050610ec5565b600d1960ff8516016106d9575f9250610ec5565b60ff8416600414806106ee575060ff84166005145b1561073d5784600214801561073657506107368760e001515f8151811061071757610717613def565b60200260200101518860e0015160018151811061069d5761069d613def565b9250610ec5565b60051960ff8516016108a75784600214801561077857508660e0015160018151811061076b5761076b613def565b6020026020010151516001145b80156107a157505f8760e001515f8151811061079657610796613def565b602002602001015151115b801561085557508660e001515f815181106107be576107be613def565b602002602001015160018860e001515f815181106107de576107de613def565b6020026020010151516107f19190613e2e565b8151811061080157610801613def565b60200260200101516001600160401b03168760e0015160018151811061082957610829613def565b60200260200101515f8151811061084257610842613def565b60200260200101516001600160401b0316145b801561073657508660e0015160018151811061087357610873613def565b60200260200101515f8151811061088c5761088c613def565b60200260200101516001600160401b03165f14159250610ec5565b60ff8416600714806108bc575060ff84166008145b806108ca575060ff8416600b145b156108da57846001149250610ec5565b60ff8416600914806108ef575060ff8416600a145b156109d95784600114801561092e57508660e001515f8151811061091557610915613def565b6020026020010151518760a001516001600160401b0316105b8015610996575060ff841660091480610996575063010000008760e001515f8151811061095d5761095d613def565b60200260200101518860a001516001600160401b03168151811061098357610983613def565b60200260200101516001600160401b0316105b801561073657508660e001515f815181106109b3576109b3613def565b60200260200101518760a001516001600160401b03168151811061088c5761088c613def565b600f1960ff851601610a5b578460031480156109fc575060028760c0015160ff16105b8015610a1c5750610a1c8760e001515f8151811061071757610717613def565b801561073657506107368760e001515f81518110610a3c57610a3c613def565b60200260200101518860e0015160028151811061069d5761069d613def565b60ff841660111480610a70575060ff84166012145b15610a995784600214801561073657506107368760e001515f8151811061071757610717613def565b60141960ff851601610aea578460021480156107365750610ad78760e00151600181518110610aca57610aca613def565b6020026020010151612a55565b6001600160401b03166001149250610ec5565b60151960ff851601610b22576001851015801561073657506340000000610b1088612a97565b6001600160401b031611159250610ec5565b60161960ff851601610b64578460031480156109fc575060028760c0015160ff16108015610a1c5750610a1c8760e001515f8151811061071757610717613def565b60171960ff851601610c7757846003148015610b9f57508660e00151600281518110610b9257610b92613def565b6020026020010151516001145b8015610c0b5750610bbf8760e001515f815181106105b0576105b0613def565b6001600160401b03168760e00151600281518110610bdf57610bdf613def565b60200260200101515f81518110610bf857610bf8613def565b60200260200101516001600160401b0316145b8015610c5757508660e00151600281518110610c2957610c29613def565b60200260200101515f81518110610c4257610c42613def565b60200260200101516001600160401b03165f14155b801561073657506107368760e001515f8151811061071757610717613def565b60181960ff851601610cb65784600214801561073657508660e001515f81518110610ca457610ca4613def565b6020026020010151515f149250610ec5565b60191960ff851601610dea57846004148015610ce65750610ce68760e001515f8151811061071757610717613def565b8015610d065750610d068760e001515f81518110610a3c57610a3c613def565b8015610d455750610d458760e001515f81518110610d2657610d26613def565b60200260200101518860e0015160038151811061069d5761069d613def565b8015610d8a575063400000006001600160401b0316610d738860e001515f81518110610aca57610aca613def565b610d7e906003613e41565b6001600160401b031611155b8015610da4575060018760a001516001600160401b031610155b8015610dc4575061010087015160200151633f80000063ffffffff909116105b8015610736575061010087015160400151633f80000063ffffffff909116109250610ec5565b60ff841660131480610dff575060ff84166014145b15610ec557846002148015610e595750610e598760e001515f81518110610e2857610e28613def565b60200260200101518860e00151600181518110610e4757610e47613def565b60200260200101518960a00151612ad4565b8015610ec2575060ff841660131480610ec2575063010000008760e00151600181518110610e8957610e89613def565b60200260200101518860a001516001600160401b031681518110610eaf57610eaf613def565b60200260200101516001600160401b0316105b92505b828015610ee257505f610ed788610eed565b6001600160401b0316115b979650505050505050565b80515f9081610efb846120ec565b5090508015610f3c575f610f0e85612b9a565b9150508060400151815f01518260600151610f299190613e41565b610f339190613e41565b95945050505050565b610f458461293f565b15610f70575f610f548561296c565b509050610f338560e0015182815181106105b0576105b0613def565b60ff821660091480610f85575060ff8216600a145b15610ff9578360e001515f81518110610fa057610fa0613def565b60200260200101518460a001516001600160401b031681518110610fc657610fc6613def565b6020026020010151610fe78560e001515f81518110610aca57610aca613def565b610ff19190613e7e565b949350505050565b600a1960ff83160161100f575060019392505050565b60ff821660131480611024575060ff82166014145b1561104357610ff18460e00151600181518110610aca57610aca613def565b600460ff83161080159061105b5750600860ff831611155b806110795750601060ff8316108015906110795750601260ff831611155b80611087575060ff82166015145b80611095575060ff82166017145b806110a3575060ff82166018145b156110c157610ff18460e001515f81518110610aca57610aca613def565b60151960ff8316016110d7575060019392505050565b60181960ff8316016110fd57610ff18460e00151600181518110610aca57610aca613def565b60191960ff83160161112d576111228460e001515f81518110610aca57610aca613def565b610ff1906003613e41565b604051633405f81960e21b815260040160405180910390fd5b81515f9081611154856120ec565b5090508015611199575f61116786612b9a565b91505060ff831660031461117f57806020015161118f565b602081015161118f906001613eab565b935050505061138f565b6111a28561293f565b156111f0575f6111b18661296c565b5090506111cd8660e0015182815181106105b0576105b0613def565b6111e68760e001518381518110610aca57610aca613def565b61118f9190613e7e565b60081960ff831601611249578460e001515f8151811061121257611212613def565b60200260200101518560a001516001600160401b03168151811061123857611238613def565b60200260200101519250505061138f565b60091960ff8316016112ae578460e001515f8151811061126b5761126b613def565b60200260200101518560a001516001600160401b03168151811061129157611291613def565b602002602001015160016112a59190613eab565b9250505061138f565b600a1960ff8316016112d3576112a58560e001515f81518110610aca57610aca613def565b60131960ff8316016112ea5760029250505061138f565b600460ff8316108015906113025750600860ff831611155b806113205750601060ff8316108015906113205750601360ff831611155b8061132e575060ff82166015145b8061134c5750601760ff83161080159061134c5750601960ff831611155b1561135c5760019250505061138f565b60151960ff83160161137c5761137185612a97565b6112a5906001613eab565b60191960ff83160161112d576009925050505b92915050565b61139d6138d8565b83515f6113a9866120ec565b50905080156113c6576113bd868686612c53565b925050506119da565b6113cf8661293f565b15611434575f6113de8761296c565b506001808652602086015181905260e0890151805192935061142e9287929185918b9161141591849081106105b0576105b0613def565b61141f908b613e41565b6114299190613eab565b612e1a565b506119d7565b60ff821660091480611449575060ff8216600a145b80611457575060ff8216600b145b156115c9575f80600a1960ff85160161148d576114838860e001515f81518110610aca57610aca613def565b9150859050611577565b5f8860e001515f815181106114a4576114a4613def565b60200260200101519050808960a001516001600160401b0316815181106114cd576114cd613def565b602002602001015192505f600190505f8a60a0015160016114ee9190613eab565b6001600160401b031690505b82518110156115325782818151811061151557611515613def565b6020026020010151826115289190613e41565b91506001016114fa565b5061153d818a613eca565b81898661154a838e613e7e565b6115549190613e41565b61155e9190613eab565b6115689190613e41565b6115729190613eab565b925050505b6020850151600190526001600160401b03828116908716036115b057600385526115ab8560016115a685612e95565b612f17565b6115c2565b60018086526115c29086905f84612e1a565b50506119d7565b60ff8216601314806115de575060ff82166014145b15611747575f8660e001516001815181106115fb576115fb613def565b602002602001015190505f818860a001516001600160401b03168151811061162557611625613def565b602002602001015190505f600190505f8960a0015160016116469190613eab565b6001600160401b031690505b835181101561168a5783818151811061166d5761166d613def565b6020026020010151826116809190613e41565b9150600101611652565b505f611696828a613eca565b826116a18186613e41565b6116ab908c613e7e565b6116b59190613e41565b6116bf9190613eab565b905060ff861660141480156116db57506001600160401b038816155b1561170457600387526116f0875f8084612e1a565b6116ff8760016115a686612e95565b61173e565b6002875260131960ff8716016117225760208701516001905261172e565b61172e875f5f84612e1a565b61173e876001633f800000612f17565b505050506119d7565b60ff82166004148061175c575060ff82166005145b156117995760ff8216600414611773576002611776565b60015b60ff168352611787835f8088612e1a565b6117948360018088612e1a565b6119d7565b60051960ff8316016117df57600183526117b5835f8088612e1a565b611794836001806117d58a60e001515f815181106105b0576105b0613def565b611429908a613eca565b60ff8216600714806117f4575060ff82166011145b156118195760028352611809835f8088612e1a565b6117948360018860800151612f17565b60071960ff8316016118355760068352611794835f8088612e1a565b600f1960ff83160161186e5760028352611851835f8088612e1a565b6117948360018860c0015160026118689190613ef7565b88612e1a565b60111960ff83160161188a5760078352611787835f8088612e1a565b60141960ff8316016118c357600883526118a6835f8088612e1a565b6118b3836001805f612e1a565b6117948360028860800151612f17565b60151960ff8316016119675760208301516001905260098352835f5b8760e00151518110156115c2575f6119068960e001518381518110610aca57610aca613def565b9050806001600160401b0316836001600160401b031610156119525760048652611932865f8486612e1a565b61193f8660018486612e1a565b50602085015160016040909101526115c2565b61195c8184613f10565b9250506001016118df565b60191960ff83160161197e576113bd868686612f69565b60ff821660171480611993575060ff82166018145b806119a1575060ff82166019145b1561112d57600283526119c7835f8060ff86166019146119c15788612e1a565b5f612e1a565b611794836001633f800000612f17565b50505b9392505050565b5f637f800000637fffffff84161180611a035750637f800000637fffffff8316115b15611a1957611a12838361330a565b905061138f565b638000000082841816637f800000637fffffff85161480611a435750637f800000637fffffff8416145b15611a7e57637fffffff84161580611a5f5750637fffffff8316155b15611a715763ffc0000091505061138f565b637f80000017905061138f565b637fffffff84161580611a955750637fffffff8316155b15611aa157905061138f565b5f5f611aac86613330565b915091505f5f611abb87613330565b9092509050611ae46001601f87901c16611ad58487613e17565b611adf8487613f2f565b61336c565b98975050505050505050565b5f637f800000637fffffff84161180611b125750637f800000637fffffff8316115b15611b2157611a12838361330a565b637f800000637fffffff841603611b6d57637f800000637fffffff8316148015611b56575082821863ffffffff166380000000145b15611b66575063ffc0000061138f565b508161138f565b637f800000637fffffff831603611b8557508061138f565b637fffffff8316611bab57637fffffff821615611ba25781611a12565b5081811661138f565b637fffffff8216611bbd57508161138f565b5f5f611bc885613330565b915091505f5f611bd786613330565b91509150610ee2601f8863ffffffff16901c63ffffffff168585601f8a63ffffffff16901c63ffffffff168686613450565b5f637f800000637fffffff84161180611c2b5750637f800000637fffffff8316115b15611c3a57611a12838361330a565b638000000082841816637f800000637fffffff851603611c8057637f800000637fffffff8416145b611c7257637f8000008117611c78565b63ffc000005b91505061138f565b637f800000637fffffff841603611c9857905061138f565b637fffffff8316611cb057637fffffff841615611c62565b637fffffff8416611cc257905061138f565b5f5f611ccd86613516565b915091505f5f611cdc87613516565b9092509050601a84901b5f611cf18483613f56565b90505f611cfe8584613f69565b15611d0a576001611d0c565b5f5b60ff169050611d396001601f8a901c81169084901b8317601b611d2f888b613f7c565b611adf9190613f7c565b9b9a5050505050505050505050565b5f637f800000637fffffff841611158015611d6d5750637f800000637fffffff831611155b80156119da5750611d7d8261355b565b611d868461355b565b149392505050565b5f637f800000637fffffff84161180611db05750637f800000637fffffff8316115b15611dbf57611a12838361330a565b6119da8363800000008418611af0565b5f637f800000637fffffff85161115611dee57506240000083176119da565b637f800000637fffffff84161115611e0c57506240000082176119da565b637f800000637fffffff83161115611e2a57506240000081176119da565b6380000000838518165f637fffffff86161580611e4b5750637fffffff8516155b9050637f800000637fffffff87161480611e6e5750637f800000637fffffff8616145b15611ecd578015611e875763ffc00000925050506119da565b637f800000637fffffff8516148015611eac57506380000000841663ffffffff831614155b15611ebf5763ffc00000925050506119da565b50637f8000001790506119da565b637f800000637fffffff851603611ee85783925050506119da565b8015611f0a57637fffffff841615611f0057836113bd565b50821690506119da565b5f5f611f1588613330565b915091505f5f611f2489613330565b91509150611f3688637fffffff161590565b15611f5d57611f506001601f88901c16611ad58487613e17565b96505050505050506119da565b5f5f611f688a613330565b9092509050611f9b6001601f8a901c16611f828689613e17565b611f8c8689613f2f565b6001601f8f901c168686613450565b9c9b505050505050505050505050565b5f637f800000637fffffff841611158015611fd05750637f800000637fffffff831611155b80156119da5750611fe08261355b565b611fe98461355b565b129392505050565b5f637f800000637fffffff8316111561200d5750624000001790565b637fffffff821661201c575090565b638000000063ffffffff831610612038575063ffc00000919050565b637f7fffff1963ffffffff83160161204e575090565b5f5f61205984613516565b9092509050612069600282613f9b565b1561208157600191821b9161207e9082613f7c565b90505b601e82901b5f61209082613589565b90505f8261209e8380613e17565b146120aa5760016120ac565b5f5b60ff169050610ee25f600184901b83176010611d2f600289613fae565b5f637f800000637fffffff8316116120e1578161138f565b637fc0000092915050565b6040805160e0810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c08101829052825160ff60a08301819052811660011480612141575060ff81166002145b1561218c57604080850151606095860151600260c0860181905260ff94909416909314608085015291151594830194909452151592810192909252506001602082018190525f825291565b60021960ff8216016121b45750600360c08201526001602082018190525f8252939092509050565b60ff8116600c14806121c9575060ff8116600d145b156122b05760ff8116600d146080830152600360c0808401919091528401516121f3906001613fda565b60ff90811660a084015260c0850151165f036122595783604001511561223857606080850151600191840191909152151560408301525f6020830152600282526122a6565b60608085015115908301525f604083018190526002602084015282526122a6565b8360600151156122855760408085015115156060840152600190830181905260208301525f82526122a6565b6040808501515f606085018190529015918401919091526020830152600182525b6001925050915091565b60ff8116600e1480156122ca575060028460c0015160ff16105b1561234057600460c0808401919091528401516122e8906001613fda565b60ff90811660a084015260c0850151165f0361231b57600160608301525f604083018190526002602084015282526122a6565b5f60608301819052600160408401819052602084019190915282526001925050915091565b5f925050915091565b604080516080810182525f80825260208201819052918101829052606081018290528260c0015160ff168460e001515114612386575f915061273b565b5f8460e00151845f015160ff16815181106123a3576123a3613def565b602002602001015190505f8560e00151856020015160ff16815181106123cb576123cb613def565b602002602001015190505f85608001516123e5575f6123e8565b60015b60ff1690506123f8816002613ff3565b8351141580612412575061240d816002613ff3565b825114155b8061246d57508560800151801561246d5750815f8151811061243657612436613def565b60200260200101516001600160401b0316835f8151811061245957612459613def565b60200260200101516001600160401b031614155b1561247d575f945050505061273b565b856080015161248d5760016124a8565b825f8151811061249f5761249f613def565b60200260200101515b6001600160401b031660608501526040860151612504578281815181106124d1576124d1613def565b6020026020010151838260016124e79190613ff3565b815181106124f7576124f7613def565b6020026020010151612543565b82612510826001613ff3565b8151811061252057612520613def565b602002602001015183828151811061253a5761253a613def565b60200260200101515b6001600160401b03908116602087015216845260608601515f906125a65782828151811061257357612573613def565b6020026020010151838360016125899190613ff3565b8151811061259957612599613def565b60200260200101516125e5565b826125b2836001613ff3565b815181106125c2576125c2613def565b60200260200101518383815181106125dc576125dc613def565b60200260200101515b6001600160401b0390811660408801526020870151919250828116911614612613575f95505050505061273b565b8660a0015160ff1660ff14612732575f8860e001518860a0015160ff168151811061264057612640613def565b602002602001015190508260026126579190613ff3565b81511415806126945750855f01516001600160401b031681848151811061268057612680613def565b60200260200101516001600160401b031614155b806126d8575060408601516001600160401b0316816126b4856001613ff3565b815181106126c4576126c4613def565b60200260200101516001600160401b031614155b8061271e57508760800151801561271e575085606001516001600160401b0316815f8151811061270a5761270a613def565b60200260200101516001600160401b031614155b15612730575f9650505050505061273b565b505b60019550505050505b9250929050565b5f815160041461275357505f919050565b5f825f8151811061276657612766613def565b602002602001015190505f8360018151811061278457612784613def565b602002602001015190505f846002815181106127a2576127a2613def565b602002602001015190505f856003815181106127c0576127c0613def565b60200260200101519050825160021480156127dc575081516002145b80156127e9575083516002145b80156127f6575080516001145b80156128465750815f8151811061280f5761280f613def565b60200260200101516001600160401b03168360018151811061283357612833613def565b60200260200101516001600160401b0316145b80156128955750825f8151811061285f5761285f613def565b60200260200101516001600160401b0316845f8151811061288257612882613def565b60200260200101516001600160401b0316145b80156128e65750816001815181106128af576128af613def565b60200260200101516001600160401b0316846001815181106128d3576128d3613def565b60200260200101516001600160401b0316145b80156100bc57508160018151811061290057612900613def565b60200260200101516001600160401b0316815f8151811061292357612923613def565b60200260200101516001600160401b0316149695505050505050565b80515f9060ff16600f148061138f5750815160ff16600e14801561138f57505060c0015160ff1660021490565b80515f908190819060ff16600e14612985576002612988565b60035b909460ff9091169350915050565b5f81515f146129cb5781600183516129ae9190613e2e565b815181106129be576129be613def565b602002602001015161138f565b600192915050565b5f81518351146129e457505f61138f565b5f5b8351811015612a4b57828181518110612a0157612a01613def565b60200260200101516001600160401b0316848281518110612a2457612a24613def565b60200260200101516001600160401b031614612a43575f91505061138f565b6001016129e6565b5060019392505050565b60015f5b8251811015612a9157828181518110612a7457612a74613def565b602002602001015182612a879190613e41565b9150600101612a59565b50919050565b5f805b8260e0015151811015612a9157612ac08360e001518281518110610aca57610aca613def565b612aca9083613eab565b9150600101612a9a565b5f8251826001600160401b0316101580612afb575082518451612af8906001613ff3565b14155b15612b0757505f6119da565b5f5b8451811015612b8f5783836001600160401b03168210612b3357612b2e826001613ff3565b612b35565b815b81518110612b4557612b45613def565b60200260200101516001600160401b0316858281518110612b6857612b68613def565b60200260200101516001600160401b031614612b87575f9150506119da565b600101612b09565b506001949350505050565b6040805160e0810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810191909152604080516080810182525f8082526020820181905291810182905260608101919091525f612bff846120ec565b9350905080612c2157604051633405f81960e21b815260040160405180910390fd5b612c2b8484612349565b9250905080612c4d57604051633405f81960e21b815260040160405180910390fd5b50915091565b612c5b6138d8565b5f5f612c6686612b9a565b915091505f816040015186612c7b9190613eca565b875190915060ff166003148015612ca7575081602001516001600160401b0316856001600160401b0316145b15612ccf5760018085526020850151819052612cc7908590600284612e1a565b5050506119da565b604082015182515f91612ce191613e41565b612ceb9088613e7e565b604084015184519192505f91612d02908290613e41565b612d0c908a613eca565b612d169190613e7e565b90506002896020015160ff161015612d2f576004612d32565b60055b60ff16865284516040860151612d9e9188915f9190612d6b578a886020015186612d5c9190613e41565b612d669190613eab565b612d83565b87518590612d79908d613e41565b612d839190613eab565b60208901518951612d949089613e41565b61141f9190613e41565b612e0186600187602001518860600151612dd2578688604001518c612dc39190613e41565b612dcd9190613eab565b612ded565b8a886020015188612de39190613e41565b612ded9190613eab565b604089015160208a0151612d949089613e41565b5050505060208201516001604090910152509392505050565b600284602001518460038110612e3257612e32613def565b60ff9092166020929092020152604084015182908460038110612e5757612e57613def565b60ff9092166020929092020152606084015181908460038110612e7c57612e7c613def565b6001600160401b03909216602092909202015250505050565b5f816001600160401b03165f03612ead57505f919050565b5f5b6001600160401b038316612ec4826001613ff3565b6001901b11612edf5780612ed781614006565b915050612eaf565b5f612eeb826017613e2e565b6001600160401b038516901b627fffff169050806017612f0c84607f613ff3565b901b17949350505050565b600383602001518360038110612f2f57612f2f613def565b60ff9092166020929092020152608083015181908360038110612f5457612f54613def565b63ffffffff9092166020929092020152505050565b612f716138d8565b5f612f8b8560e001515f81518110610aca57610aca613def565b90505f612f988286613e7e565b90505f612fa58387613eca565b6101008801516020810151604090910151919250906001600160401b0384166001148015612fdd57506002876001600160401b031610155b806130065750836001600160401b0316600214801561300657506003876001600160401b031610155b1561303257600180875260208701518190526130289087906380000000612f17565b50505050506119da565b836001600160401b03166001036130b057866001600160401b03165f036130755760028652613062865f84612f17565b613070866001600286612e1a565b613028565b6004865261308c865f6115a6633f80000086611d8e565b6130998660018086612e1a565b5050505060208201516001604090910152506119da565b866001600160401b03165f036130e957600286526130d7865f6115a6633f80000085611d8e565b6130e48660018086612e1a565b6132fe565b866001600160401b0316600103613116576002865260208601516001908190526130e49087908086612e1a565b866001600160401b03166002036131615760048652613136865f83612f17565b613144866001600386612e1a565b602086015160019060025b60ff90921660209290920201526132fe565b866001600160401b03166003036131a6576003865260208601516001905260a08901515f90613191908390613609565b9150506131a087600183612f17565b506132fe565b866001600160401b03166004036131c9576009865260208601516001905f61314f565b866001600160401b031660050361320057600180875260208701518190526101008a01516130e491889160035b6020020151612f17565b866001600160401b031660060361328357600a8652613222865f600286612e1a565b61322f8660018086612e1a565b6020860151600160409091015260a08901515f9061324e908490613609565b91505082613260633f80000085611d8e565b608089015163ffffffff93841660408201529083166020820152911690526132fe565b866001600160401b03166007036132ba57600286526101008901516132ac9087905f90816131f6565b60208601516001908161314f565b600b86526132ca865f8086612e1a565b612e018660016115a68c61010001515f600581106132ea576132ea613def565b60200201516101008e0151608001516119e1565b50505050509392505050565b5f62400000637f800000637fffffff8516116133265782613328565b835b179392505050565b627fffff81165f60ff601784901c16808203613350576094199150612c4d565b628000009290921791613364609682613f7c565b915050915091565b5f5f6133778461368c565b90505f601882039050609419818501121561339457836094190390505b5f5f82136133a957815f0386901b9050613414565b828211156133c057601f87901b93505050506119da565b5084811c5f19600180841b820188169184011b808211806133ee575080821480156133ee5750826001166001145b156134115760018301925082630100000003613411576280000092506001840193505b50505b84820160688113156134365750505050601f84901b637f8000001790506119da565b60950160171b01601f9690961b9590951795945050505050565b5f5f61345b8761368c565b860190505f6134698561368c565b8401905060408183031315613487576040818303038401935061349d565b6040828203131561349d57604082820303870196505b5f8488126134b457508387039790971b96836134bf565b508684039490941b93865b868a036134dd576134d38a878b018361336c565b93505050506100bc565b858911156134f2576134d38a878b038361336c565b88861115613507576134d3878a88038361336c565b505f9998505050505050505050565b5f5f61352183613330565b909250905062800000821015613556575f61353b8361368c565b613546906018613e2e565b92831b9290506133648183613f7c565b915091565b5f638000000063ffffffff8316101561357a578163ffffffff1661138f565b61138f637fffffff831661401e565b5f5f60026135968461368c565b600101816135a6576135a6613e6a565b046001901b90508091506002818285816135c2576135c2613e6a565b0401816135d1576135d1613e6a565b0490505b81811015612a91578091506002818285816135f2576135f2613e6a565b04018161360157613601613e6a565b0490506135d5565b5f5f5f5f5f6136188787613723565b92509250925082613631575f5f9450945050505061273b565b81158061363f575060c71981125b15613657576001633f8000009450945050505061273b565b5f5f61366b84845f036001901b03846137ed565b91509150600161367c5f848461336c565b9650965050505050509250929050565b5f600160801b82106136a057608091821c91015b6801000000000000000082106136b857604091821c91015b64010000000082106136cc57602091821c91015b6201000082106136de57601091821c91015b61010082106136ef57600891821c91015b601082106136ff57600491821c91015b6004821061370f57600291821c91015b6002821061371f57600191821c91015b0190565b5f5f5f633f8000008563ffffffff1610158061374657506001600160401b038416155b1561375857505f9150819050806137e6565b627fffff85166094196280000063ffffffff881610613785575062800000176095196101ff601788901c16015b600193505b6001600160401b038616156137df57600180871690036137b6576137b0848484846138a0565b90945092505b6137c2828284846138a0565b80925081935050506001866001600160401b0316901c955061378a565b6001945050505b9250925092565b5f5f5f60356137fb8661368c565b0390506104311981850112156138145783610431190390505b5f8113613827578484925092505061273b565b6138308561368c565b811115613843575f5f925092505061273b565b84811c5f19600180841b820188169184011b80821180613870575080821480156138705750826001166001145b1561387c576001830192505b825f03613892575f5f955095505050505061273b565b509096949091019450505050565b5f808515806138ad575083155b156138bc57505f9050806138cf565b6138ca8487028487016137ed565b915091505b94509492505050565b6040518060a001604052805f60ff1681526020016138f4613920565b8152602001613901613920565b815260200161390e613920565b815260200161391b613920565b905290565b60405180606001604052806003906020820280368337509192915050565b803560ff8116811461394e575f5ffd5b919050565b803563ffffffff8116811461394e575f5ffd5b5f5f5f5f5f60e0868803121561397a575f5ffd5b6139838661393e565b945061399160208701613953565b935061399f60408701613953565b92506139ad60608701613953565b91508660e0870111156139be575f5ffd5b5092959194509260800190565b80356001600160401b038116811461394e575f5ffd5b5f5f5f606084860312156139f3575f5ffd5b83356001600160401b03811115613a08575f5ffd5b84016101a08187031215613a1a575f5ffd5b9250613a28602085016139cb565b9150613a36604085016139cb565b90509250925092565b805f5b6003811015613a6457815160ff16845260209384019390910190600101613a42565b50505050565b805f5b6003811015613a6457815163ffffffff16845260209384019390910190600101613a6d565b5f6101c082019050831515825260ff83511660208301526020830151613abb6040840182613a3f565b506040830151613ace60a0840182613a3f565b50606083015161010083015f5b6003811015613b035782516001600160401b0316825260209283019290910190600101613adb565b5050506080830151613b19610160840182613a6a565b509392505050565b634e487b7160e01b5f52604160045260245ffd5b60405161012081016001600160401b0381118282101715613b5857613b58613b21565b60405290565b604051601f8201601f191681016001600160401b0381118282101715613b8657613b86613b21565b604052919050565b8035801515811461394e575f5ffd5b5f6001600160401b03821115613bb557613bb5613b21565b5060051b60200190565b5f82601f830112613bce575f5ffd5b8135613be1613bdc82613b9d565b613b5e565b8082825260208201915060208360051b860101925085831115613c02575f5ffd5b602085015b83811015613ca65780356001600160401b03811115613c24575f5ffd5b8601603f81018813613c34575f5ffd5b6020810135613c45613bdc82613b9d565b808282526020820191506020808460051b8601010192508a831115613c68575f5ffd5b6040840193505b82841015613c9157613c80846139cb565b825260209384019390910190613c6f565b86525050602093840193919091019050613c07565b5095945050505050565b5f82601f830112613cbf575f5ffd5b60405160a081016001600160401b0381118282101715613ce157613ce1613b21565b6040528060a0840185811115613cf5575f5ffd5b845b81811015613d1657613d0881613953565b835260209283019201613cf7565b509195945050505050565b5f6101a08236031215613d32575f5ffd5b613d3a613b35565b613d438361393e565b8152613d516020840161393e565b6020820152613d6260408401613b8e565b6040820152613d7360608401613b8e565b6060820152613d8460808401613953565b6080820152613d9560a084016139cb565b60a0820152613da660c0840161393e565b60c082015260e08301356001600160401b03811115613dc3575f5ffd5b613dcf36828601613bbf565b60e083015250613de3366101008501613cb0565b61010082015292915050565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52601160045260245ffd5b808202811582820484141761138f5761138f613e03565b8181038181111561138f5761138f613e03565b6001600160401b038181168382160290811690818114613e6357613e63613e03565b5092915050565b634e487b7160e01b5f52601260045260245ffd5b5f6001600160401b03831680613e9657613e96613e6a565b806001600160401b0384160491505092915050565b6001600160401b03818116838216019081111561138f5761138f613e03565b5f6001600160401b03831680613ee257613ee2613e6a565b806001600160401b0384160691505092915050565b60ff828116828216039081111561138f5761138f613e03565b6001600160401b03828116828216039081111561138f5761138f613e03565b8082018281125f831280158216821582161715613f4e57613f4e613e03565b505092915050565b5f82613f6457613f64613e6a565b500490565b5f82613f7757613f77613e6a565b500690565b8181035f831280158383131683831282161715613e6357613e63613e03565b5f82613fa957613fa9613e6a565b500790565b5f82613fbc57613fbc613e6a565b600160ff1b82145f1984141615613fd557613fd5613e03565b500590565b60ff818116838216019081111561138f5761138f613e03565b8082018082111561138f5761138f613e03565b5f6001820161401757614017613e03565b5060010190565b5f600160ff1b820161403257614032613e03565b505f039056fea164736f6c6343000825000a",
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
