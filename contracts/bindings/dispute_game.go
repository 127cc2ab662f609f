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
	Dst     uint8
	Lanes   [3]uint8
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

// ScalarArithmeticMetaData contains all meta data concerning the ScalarArithmetic contract.
var ScalarArithmeticMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"}],\"name\":\"UnknownKind\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"uint32\",\"name\":\"x\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"y\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"z\",\"type\":\"uint32\"},{\"internalType\":\"uint32[3]\",\"name\":\"c\",\"type\":\"uint32[3]\"}],\"name\":\"run\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"}]",
	ID:  "ScalarArithmetic",
	Bin: "0x6080604052348015600e575f5ffd5b506121dd8061001c5f395ff3fe608060405234801561000f575f5ffd5b5060043610610029575f3560e01c80637abb32b81461002d575b5f5ffd5b61004061003b366004612032565b610059565b60405163ffffffff909116815260200160405180910390f35b5f61008f868686868660038060200260405190810160405280929190826003602002808284375f92019190915250610099915050565b9695505050505050565b5f60091960ff8716016100ef575f6100cb6100bb84835b60200201518861034f565b6100c68560016100b0565b610460565b90506100e76100e1828560026020020151610585565b85610585565b915050610346565b600a1960ff87160161013057610105845f6106c4565b61011f5761011c85610117868861034f565b61070b565b94505b610129858461070b565b9050610346565b5f1960ff871601610145576101298585610460565b60011960ff87160161015b57610129858561034f565b60021960ff871601610171576101298585610585565b60031960ff87160161018b57610129836100c6878761034f565b60041960ff8716016101a25761012985858561074c565b60051960ff8716016101c9576101b85f8661092b565b6101c2575f610129565b5083610346565b60061960ff8716016101df576101b85f8561092b565b60071960ff87160161021f576101f5838561092b565b6101ff5784610129565b6101298561021a856102158863358637bd610460565b610585565b61034f565b60081960ff8716016102345761012985610971565b600b1960ff87160161024a57610129858561070b565b600c1960ff871601610264576101298561021a868661034f565b600d1960ff8716016102795761012985610a49565b600e1960ff87160161028e5761012985610b51565b600f1960ff8716016102a4576101298585610bd5565b60101960ff8716016102cf57610129846100c66102c1888861034f565b61021a633f8000008961070b565b60111960ff8716016102e5576101298585610c4c565b60121960ff8716016102fa5761012985610c67565b60131960ff87160161030f5761012985610cc5565b60141960ff8716016103245761012985610d35565b60405163bd3c908960e01b815260ff8716600482015260240160405180910390fd5b61008f81610d53565b5f637f800000637fffffff841611806103715750637f800000637fffffff8316115b15610387576103808383610d76565b905061045a565b638000000082841816637f800000637fffffff851614806103b15750637f800000637fffffff8416145b156103ec57637fffffff841615806103cd5750637fffffff8316155b156103df5763ffc0000091505061045a565b637f80000017905061045a565b637fffffff841615806104035750637fffffff8316155b1561040f57905061045a565b5f5f61041a86610d9d565b915091505f5f61042987610d9d565b90925090506104526001601f87901c1661044384876120c6565b61044d84876120dd565b610dda565b955050505050505b92915050565b5f637f800000637fffffff841611806104825750637f800000637fffffff8316115b15610491576103808383610d76565b637f800000637fffffff8416036104dd57637f800000637fffffff83161480156104c6575082821863ffffffff166380000000145b156104d6575063ffc0000061045a565b508161045a565b637f800000637fffffff8316036104f557508061045a565b637fffffff831661051c57637fffffff8216155b6105135781610380565b5081811661045a565b637fffffff821661052e57508161045a565b5f5f61053985610d9d565b915091505f5f61054886610d9d565b9150915061057a601f8863ffffffff16901c63ffffffff168585601f8a63ffffffff16901c63ffffffff168686610ebe565b979650505050505050565b5f637f800000637fffffff841611806105a75750637f800000637fffffff8316115b156105b6576103808383610d76565b638000000082841816637f800000637fffffff8516036105fc57637f800000637fffffff8416145b6105ee57637f80000081176105f4565b63ffc000005b91505061045a565b637f800000637fffffff84160361061457905061045a565b637fffffff831661062c57637fffffff8416156105de565b637fffffff841661063e57905061045a565b5f5f61064986610f84565b915091505f5f61065887610f84565b9092509050601a84901b5f61066d8483612118565b90505f61067a858461212b565b15610686576001610688565b5f5b60ff1690506106b56001601f8a901c81169084901b8317601b6106ab888b61213e565b61044d919061213e565b9b9a5050505050505050505050565b5f637f800000637fffffff8416111580156106e95750637f800000637fffffff831611155b801561070457506106f982610fc9565b61070284610fc9565b145b9392505050565b5f637f800000637fffffff8416118061072d5750637f800000637fffffff8316115b1561073c576103808383610d76565b6107048363800000008418610460565b5f637f800000637fffffff8516111561076b5750624000008317610704565b637f800000637fffffff841611156107895750624000008217610704565b637f800000637fffffff831611156107a75750624000008117610704565b6380000000838518165f637fffffff861615806107c85750637fffffff8516155b9050637f800000637fffffff871614806107eb5750637f800000637fffffff8616145b1561084a5780156108045763ffc0000092505050610704565b637f800000637fffffff851614801561082957506380000000841663ffffffff831614155b1561083c5763ffc0000092505050610704565b50637f800000179050610704565b637f800000637fffffff851603610865578392505050610704565b801561088a57637fffffff84161561087d5783610881565b8382165b92505050610704565b5f5f61089588610d9d565b915091505f5f6108a489610d9d565b915091506108b688637fffffff161590565b156108dd576108d06001601f88901c1661044384876120c6565b9650505050505050610704565b5f5f6108e88a610d9d565b909250905061091b6001601f8a901c1661090286896120c6565b61090c86896120dd565b6001601f8f901c168686610ebe565b9c9b505050505050505050505050565b5f637f800000637fffffff8416111580156109505750637f800000637fffffff831611155b8015610704575061096082610fc9565b61096984610fc9565b129392505050565b5f637f800000637fffffff8316111561098d5750624000001790565b637fffffff821661099c575090565b638000000063ffffffff8316106109b8575063ffc00000919050565b637f7fffff1963ffffffff8316016109ce575090565b5f5f6109d984610f84565b90925090506109e9600282612164565b15610a0157600191821b916109fe908261213e565b90505b601e82901b5f610a1082610ff7565b90505f82610a1e83806120c6565b14610a2a576001610a2c565b5f5b60ff16905061057a5f600184901b831760106106ab600289612177565b5f637f800000637fffffff83161115610a60575090565b5f60016001603f1b03610a7284611077565b1690505f6740223333333333336001600160401b0383161115610a9b57506103ff60341b610b2a565b673fd00000000000006001600160401b0383161015610aec575f610acb610ac66001603e1b85611141565b61125b565b9050610ae481610adf836001603e1b611360565b611491565b915050610b2a565b5f610b03610afe6001603e1b85611141565b6115df565b9050610b26610b17826103ff60341b61172a565b610adf836103ff60341b611360565b9150505b610b34845f61092b565b15610b40576001603f1b185b610b4981611773565b949350505050565b5f637f800000637fffffff83161115610b68575090565b610b768263c2d0000061092b565b15610b8257505f919050565b610b9063422000008361092b565b15610ba05750633f800000919050565b5f610bb3610afe63800000008518611077565b9050610704610bd06103ff60341b610adf6103ff60341b85611360565b611773565b5f5f610bf9633f4c422a61021a633f8000006100c6633e095d4f61021a8a8b61034f565b90505f610c0e633f800000610117868761034f565b9050610c43610c29633f00000061021a633f80000088610460565b6100c6610c3d610c3d633f0000008a61034f565b8561034f565b95945050505050565b5f610c57838361092b565b610c615782610704565b50919050565b5f637f800000637fffffff83161115610c7e575090565b610c8c6342b1999a8361092b565b15610c9c5750637f800000919050565b610caa8263c2d0000061092b565b15610cb657505f919050565b61045a610bd0610afe84611077565b5f637f800000637fffffff83161180610ce35750610ce3825f61092b565b15610cf35750637fc00000919050565b637fffffff82165f03610d0b575063ff800000919050565b637f7fffff1963ffffffff831601610d21575090565b61045a610bd0610d3084611077565b611814565b5f61045a610bd06103ff60341b610adf610d4e86611077565b611a26565b5f637f800000637fffffff831611610d6b578161045a565b637fc0000092915050565b5f62400000637f800000637fffffff8516115b610d935782610d95565b835b179392505050565b627fffff81165f60ff601784901c16808203610dbd576094199150610dd4565b628000009290921791610dd160968261213e565b91505b50915091565b5f5f610de584611b11565b90505f6018820390506094198185011215610e0257836094190390505b5f5f8213610e1757815f0386901b9050610e82565b82821115610e2e57601f87901b9350505050610704565b5084811c5f19600180841b820188169184011b80821180610e5c57508082148015610e5c5750826001166001145b15610e7f5760018301925082630100000003610e7f576280000092506001840193505b50505b8482016068811315610ea45750505050601f84901b637f800000179050610704565b60950160171b01601f9690961b9590951795945050505050565b5f5f610ec987611b11565b860190505f610ed785611b11565b8401905060408183031315610ef55760408183030384019350610f0b565b60408282031315610f0b57604082820303870196505b5f848812610f2257508387039790971b9683610f2d565b508684039490941b93865b868a03610f4b57610f418a878b0183610dda565b935050505061008f565b85891115610f6057610f418a878b0383610dda565b88861115610f7557610f41878a880383610dda565b505f9998505050505050505050565b5f5f610f8f83610d9d565b909250905062800000821015610fc4575f610fa983611b11565b610fb49060186121a3565b92831b929050610dd1818361213e565b915091565b5f638000000063ffffffff83161015610fe8578163ffffffff1661045a565b61045a637fffffff83166121b6565b5f5f600261100484611b11565b6001018161101457611014612104565b046001901b905080915060028182858161103057611030612104565b04018161103f5761103f612104565b0490505b81811015610c615780915060028182858161106057611060612104565b04018161106f5761106f612104565b049050611043565b5f602082901b6001603f1b16637f800000637fffffff841611156110b757677ff8000000000000601d9390931b660fffffe0000000161791909117919050565b637f800000637fffffff8416036110d5576107ff60341b1792915050565b637fffffff83166110e65792915050565b5f5f6110f185610f84565b9092509050601d61110562800000846121a3565b6001600160401b0316901b603461111d8360176120dd565b611129906103ff6120dd565b6001600160401b0316901b8417179350505050919050565b5f6107ff60341b60016001603f1b038416118061116b57506107ff60341b60016001603f1b038316115b1561117a576103808383611ba8565b6001603f1b828418166107ff60341b60016001603f1b03851614806111ac57506107ff60341b60016001603f1b038416145b156111ef5760016001603f1b03841615806111ce575060016001603f1b038316155b156111e157611fff60331b91505061045a565b6107ff60341b17905061045a565b60016001603f1b038416158061120c575060016001603f1b038316155b1561121857905061045a565b5f5f61122386611bc4565b915091505f5f61123287611bc4565b90925090506104526001603f87901c1661124c84876120c6565b61125684876120dd565b611c00565b6040805161018081018252673e21eed8eff8d8988152673e5ae64567f544e46020820152673e927e4fb7789f5c91810191909152673ec71de3a556c7346060820152673efa01a01a01a01a6080820152673f2a01a01a01a01a60a0820152673f56c16c16c16c1760c0820152673f8111111111111160e0820152673fa5555555555555610100820152673fc55555555555556101208201526101ff60351b6101408201526103ff60341b6101608201525f90673de6124613a86d0990825b600c8110156113555761134b61132f8487611141565b8383600c81106113415761134161209e565b6020020151611360565b9250600101611319565b50610b498285611141565b5f6107ff60341b60016001603f1b038416118061138a57506107ff60341b60016001603f1b038316115b15611399576103808383611ba8565b6107ff60341b60016001603f1b038416036113ea576107ff60341b60016001603f1b0383161480156113d957508282186001600160401b03166001603f1b145b156104d65750611fff60331b61045a565b6107ff60341b60016001603f1b0383160361140657508061045a565b60016001603f1b0383166114245760016001603f1b03821615610509565b60016001603f1b03821661143957508161045a565b5f5f61144485611bc4565b915091505f5f61145386611bc4565b9150915061057a603f886001600160401b0316901c6001600160401b03168585603f8a6001600160401b0316901c6001600160401b03168686611ced565b5f6107ff60341b60016001603f1b03841611806114bb57506107ff60341b60016001603f1b038316115b156114ca576103808383611ba8565b6001603f1b828418166107ff60341b60016001603f1b03851603611519576107ff60341b60016001603f1b038416145b61150b576107ff60341b81176105f4565b611fff60331b91505061045a565b6107ff60341b60016001603f1b0384160361153557905061045a565b60016001603f1b0383166115535760016001603f1b038416156114fa565b60016001603f1b03841661156857905061045a565b5f5f61157386611d9a565b915091505f5f61158287611d9a565b9092509050603784901b5f6115978483612118565b90505f6115a4858461212b565b156115b05760016115b2565b5f5b60ff1690506106b56001603f8a901c81169084901b831760386115d5888b61213e565b611256919061213e565b5f5f6116096116046115f985673ff71547652b82fe611141565b6101ff60351b611360565b611dcb565b90505f61163c61162a8561162585673fe62e42fee00000611141565b61172a565b61162584673dea39ef35793c76611141565b6040805161016081018252673e927e4fb7789f5c8152673ec71de3a556c7346020820152673efa01a01a01a01a91810191909152673f2a01a01a01a01a6060820152673f56c16c16c16c176080820152673f8111111111111160a0820152673fa555555555555560c0820152673fc555555555555560e08201526101ff60351b6101008201526103ff60341b6101208201819052610140820152909150673e5ae64567f544e4905f5b600b8110156117175761170d6116fb8486611141565b8383600b81106113415761134161209e565b92506001016116e5565b5061008f8261172586611ec6565b611141565b5f6107ff60341b60016001603f1b038416118061175457506107ff60341b60016001603f1b038316115b15611763576103808383611ba8565b610704836001603f1b8418611360565b5f6001603f83901c166107ff603484901c811690660fffffffffffff8516908290036117cc57805f036117b1575050601f1b637f8000001792915050565b601d81901c601f84901b637fc0000017179350505050919050565b811580156117d8575080155b156117e8575050601f1b92915050565b815f036117fd57610c43838261043119610dda565b610c4383600160341b831761044d6104338661213e565b5f80600160341b6001600160401b03841610156118455761183d83674350000000000000611141565b925060351990505b6118596103ff6107ff603486901c1661213e565b61186390826120dd565b90506103ff60341b677ff0000000000000198416811790673ff6a09e667f3bcd67800fffffffffffff861690911711156118b6576118a6816101ff60351b611141565b90506118b36001836120dd565b91505b5f6118c6826103ff60341b61172a565b90505f6118db82610adf6001603e1b85611360565b90505f6118e88283611141565b6040805161016081018252673fa642c8590b21648152673fa86186186186186020820152673faaf286bca1af2891810191909152673fae1e1e1e1e1e1e6060820152673fb11111111111116080820152673fb3b13b13b13b1460a0820152673fb745d1745d174660c0820152673fbc71c71c71c71c60e0820152673fc2492492492492610100820152673fc999999999999a610120820152673fd5555555555555610140820152909150673fa47ae147ae147b905f5b600b8110156119be576119b46116fb8486611141565b925060010161199e565b505f6119ce6001603e1b86611141565b90505f6119ed826119e86119e28589611141565b87611141565b611360565b90505f6119f98a611eea565b905061091b611a1082673fe62e42fee00000611141565b6119e8846119e885673dea39ef35793c76611141565b5f6107ff60341b60016001603f1b0383161115611a475750600160331b1790565b60016001603f1b038216611a59575090565b6001603f1b6001600160401b03831610611a795750611fff60331b919050565b677fefffffffffffff196001600160401b03831601611a96575090565b5f5f611aa184611d9a565b9092509050611ab1600282612164565b15611ac957600191821b91611ac6908261213e565b90505b603c82901b5f611ad882611f33565b90505f82611ae683806120c6565b14611af2576001611af4565b5f5b60ff16905061057a5f600184901b8317601f6115d5600289612177565b5f600160801b8210611b2557608091821c91015b680100000000000000008210611b3d57604091821c91015b6401000000008210611b5157602091821c91015b620100008210611b6357601091821c91015b6101008210611b7457600891821c91015b60108210611b8457600491821c91015b60048210611b9457600291821c91015b60028210611ba457600191821c91015b0190565b5f600160331b6107ff60341b60016001603f1b03851611610d89565b660fffffffffffff81165f6107ff603484901c16808203611bea57610431199150610dd4565b600160341b9290921791610dd16104338261213e565b5f5f611c0b84611b11565b90505f603582039050610431198185011215611c2a5783610431190390505b5f5f8213611c3f57815f0386901b9050611cae565b82821115611c5657603f87901b9350505050610704565b5084811c5f19600180841b820188169184011b80821180611c8457508082148015611c845750826001166001145b15611cab5760018301925082662000000000000003611cab57600160341b92506001840193505b50505b8482016103cb811315611cd25750505050603f84901b6107ff60341b179050610704565b6104320160341b01603f9690961b9590951795945050505050565b5f5f611cf887611b11565b860190505f611d0685611b11565b8401905060648183031315611d245760648183030384019350611d3a565b60648282031315611d3a57606482820303870196505b5f848812611d5157508387039790971b9683611d5c565b508684039490941b93865b868a03611d7057610f418a878b0183611c00565b85891115611d8557610f418a878b0383611c00565b88861115610f7557610f41878a880383611c00565b5f5f611da583611bc4565b9092509050600160341b821015610fc4575f611dc083611b11565b610fb49060356121a3565b5f6107ff60341b60016001603f1b0383161115611dec5750600160331b1790565b6107ff60341b60016001603f1b0383161480611e0f575060016001603f1b038216155b15611e18575090565b6107ff603483901c166104338110611e31575090919050565b6001603f1b6001600160401b03841610156103ff821015611e685780611e57575f610b49565b67bff0000000000000949350505050565b5f6001611e77846104336121a3565b6001901b611e8591906121a3565b905080198516821580611ea95750856001600160401b0316816001600160401b0316145b15611eb75795945050505050565b61008f816103ff60341b61172a565b5f5f611ed183611fb3565b90506034611ee1826103ff6120dd565b901b9392505050565b5f815f03611ef957505f919050565b5f5f8312611f07575f611f0a565b60015b60ff1690505f5f8412611f1d5783611f26565b611f26846121b6565b9050610b4982825f611c00565b5f5f6002611f4084611b11565b60010181611f5057611f50612104565b046001901b9050809150600281828581611f6c57611f6c612104565b040181611f7b57611f7b612104565b0490505b81811015610c6157809150600281828581611f9c57611f9c612104565b040181611fab57611fab612104565b049050611f7f565b5f60016001603f1b0382168103611fcb57505f919050565b6107ff603483901c16600160341b660fffffffffffff8416175f611ff1836104336121a3565b82901c90506001603f1b6001600160401b03861610156120115780610c43565b610c43816121b6565b803563ffffffff8116811461202d575f5ffd5b919050565b5f5f5f5f5f60e08688031215612046575f5ffd5b853560ff81168114612056575f5ffd5b94506120646020870161201a565b93506120726040870161201a565b92506120806060870161201a565b91508660e087011115612091575f5ffd5b5092959194509260800190565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52601160045260245ffd5b808202811582820484141761045a5761045a6120b2565b8082018281125f8312801582168215821617156120fc576120fc6120b2565b505092915050565b634e487b7160e01b5f52601260045260245ffd5b5f8261212657612126612104565b500490565b5f8261213957612139612104565b500690565b8181035f83128015838313168383128216171561215d5761215d6120b2565b5092915050565b5f8261217257612172612104565b500790565b5f8261218557612185612104565b600160ff1b82145f198414161561219e5761219e6120b2565b500590565b8181038181111561045a5761045a6120b2565b5f600160ff1b82016121ca576121ca6120b2565b505f039056fea164736f6c6343000825000a",
}

// ScalarArithmetic is an auto generated Go binding around an Ethereum contract.
type ScalarArithmetic struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ScalarArithmetic) GetABI() abi.ABI {
	return c.abi
}

// NewScalarArithmetic creates a new instance of ScalarArithmetic.
func NewScalarArithmetic() *ScalarArithmetic {
	parsed, err := ScalarArithmeticMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ScalarArithmetic{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ScalarArithmetic) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackRun is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7abb32b8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function run(uint8 kind, uint32 x, uint32 y, uint32 z, uint32[3] c) pure returns(uint32)
func (scalarArithmetic *ScalarArithmetic) PackRun(kind uint8, x uint32, y uint32, z uint32, c [3]uint32) []byte {
	enc, err := scalarArithmetic.abi.Pack("run", kind, x, y, z, c)
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
func (scalarArithmetic *ScalarArithmetic) TryPackRun(kind uint8, x uint32, y uint32, z uint32, c [3]uint32) ([]byte, error) {
	return scalarArithmetic.abi.Pack("run", kind, x, y, z, c)
}

// UnpackRun is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7abb32b8.
//
// Solidity: function run(uint8 kind, uint32 x, uint32 y, uint32 z, uint32[3] c) pure returns(uint32)
func (scalarArithmetic *ScalarArithmetic) UnpackRun(data []byte) (uint32, error) {
	out, err := scalarArithmetic.abi.Unpack("run", data)
	if err != nil {
		return *new(uint32), err
	}
	out0 := *abi.ConvertType(out[0], new(uint32)).(*uint32)
	return out0, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (scalarArithmetic *ScalarArithmetic) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], scalarArithmetic.abi.Errors["UnknownKind"].ID.Bytes()[:4]) {
		return scalarArithmetic.UnpackUnknownKindError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ScalarArithmeticUnknownKind represents a UnknownKind error raised by the ScalarArithmetic contract.
type ScalarArithmeticUnknownKind struct {
	Kind uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownKind(uint8 kind)
func ScalarArithmeticUnknownKindErrorID() common.Hash {
	return common.HexToHash("0xbd3c90894f7b5a9cce89be28990c5c48eeecbdbc851f01ad4d59a4a38d093e0b")
}

// UnpackUnknownKindError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownKind(uint8 kind)
func (scalarArithmetic *ScalarArithmetic) UnpackUnknownKindError(raw []byte) (*ScalarArithmeticUnknownKind, error) {
	out := new(ScalarArithmeticUnknownKind)
	if err := scalarArithmetic.abi.UnpackIntoInterface(out, "UnknownKind", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ScalarJudgeMetaData contains all meta data concerning the ScalarJudge contract.
var ScalarJudgeMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractScalarPrograms\",\"name\":\"programs_\",\"type\":\"address\"},{\"internalType\":\"contractScalarArithmetic\",\"name\":\"arithmetic_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"arithmetic\",\"outputs\":[{\"internalType\":\"contractScalarArithmetic\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"string\",\"name\":\"op\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"attrs\",\"type\":\"string\"},{\"internalType\":\"bytes32[]\",\"name\":\"inputs\",\"type\":\"bytes32[]\"},{\"internalType\":\"bytes32\",\"name\":\"output\",\"type\":\"bytes32\"},{\"internalType\":\"uint64[][]\",\"name\":\"shapes\",\"type\":\"uint64[][]\"},{\"internalType\":\"bytes32[]\",\"name\":\"roots\",\"type\":\"bytes32[]\"}],\"internalType\":\"structScalarJudge.Opening\",\"name\":\"o\",\"type\":\"tuple\"}],\"name\":\"checkOpening\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"ok\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"entryHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"reads\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"outRoot\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"string\",\"name\":\"op\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"attrs\",\"type\":\"string\"},{\"internalType\":\"bytes32[]\",\"name\":\"inputs\",\"type\":\"bytes32[]\"},{\"internalType\":\"bytes32\",\"name\":\"output\",\"type\":\"bytes32\"},{\"internalType\":\"uint64[][]\",\"name\":\"shapes\",\"type\":\"uint64[][]\"},{\"internalType\":\"bytes32[]\",\"name\":\"roots\",\"type\":\"bytes32[]\"}],\"internalType\":\"structScalarJudge.Opening\",\"name\":\"o\",\"type\":\"tuple\"},{\"internalType\":\"uint8\",\"name\":\"opSet\",\"type\":\"uint8\"},{\"internalType\":\"uint64\",\"name\":\"e\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"k\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"acc\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"uint64\",\"name\":\"index\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"n\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"bits\",\"type\":\"uint32\"},{\"internalType\":\"bytes32[]\",\"name\":\"siblings\",\"type\":\"bytes32[]\"}],\"internalType\":\"structScalarStep.Element[]\",\"name\":\"proofs\",\"type\":\"tuple[]\"}],\"name\":\"execute\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"ok\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"result\",\"type\":\"bytes32\"},{\"internalType\":\"bool\",\"name\":\"accOK\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"leaf\",\"type\":\"bytes32\"}],\"name\":\"leafBits\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"},{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"programs\",\"outputs\":[{\"internalType\":\"contractScalarPrograms\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "ScalarJudge",
	Bin: "0x60c060405234801561000f575f5ffd5b506040516133ec3803806133ec83398101604081905261002e9161005c565b6001600160a01b039182166080521660a052610094565b6001600160a01b0381168114610059575f5ffd5b50565b5f5f6040838503121561006d575f5ffd5b825161007881610045565b602084015190925061008981610045565b809150509250929050565b60805160a05161332a6100c25f395f8181610103015261039701525f8181609501526101a7015261332a5ff3fe608060405234801561000f575f5ffd5b5060043610610055575f3560e01c806316833a8114610059578063228dea4c146100905780633cb83b5e146100cf578063980a67fd146100fe578063abb86fb614610125575b5f5ffd5b61006c6100673660046128b5565b61015a565b60408051931515845260208401929092521515908201526060015b60405180910390f35b6100b77f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610087565b6100e26100dd36600461298e565b610481565b6040805163ffffffff9093168352901515602083015201610087565b6100b77f000000000000000000000000000000000000000000000000000000000000000081565b6101386101333660046129a5565b610495565b6040805194151585526020850193909352918301526060820152608001610087565b5f5f5f61016561279e565b61016f8b8b6104b2565b90945090508361018857505f9250829150819050610474565b6101906127f2565b604051630dc5a14b60e41b81526001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063dc5a14b0906101e09085908e908e90600401612a8f565b61024060405180830381865afa1580156101fc573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906102209190612c97565b90955090508461023b57505f93508392508291506104749050565b610243612844565b61025f83838f8060a001906102589190612da5565b8c8c6105cb565b90965090508561027b57505f9450849350839250610474915050565b610284896107aa565b1580610298575060088260a0015160ff1610155b156102b05750600194505f9350839250610474915050565b5f5b600381101561037257602083015160019082600381106102d4576102d4612dea565b602002015160ff160361036a5760088360c0015182600381106102f9576102f9612dea565b602002015160ff161061031a5750600195505f945084935061047492505050565b8260c00151816003811061033057610330612dea565b602002015160ff1660206103449190612e12565b8a901c82826003811061035957610359612dea565b63ffffffff90921660209290920201525b6001016102b2565b5081518151602083015160408085015160808701519151630f57665760e31b81525f957f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031695637abb32b8956103d99592949193909290600401612e29565b602060405180830381865afa1580156103f4573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906104189190612e88565b63ffffffff1690508260a0015160ff165f036104405760019650945085935061047492505050565b5f8360a0015160ff1660206104559190612e12565b6001985063ffffffff811b198c1692901b919091179550869450505050505b9750975097945050505050565b5f5f61048c8361080d565b91509150915091565b5f5f5f5f6104a285610867565b93509350935093505b9193509193565b5f6104bb61279e565b60ff831660208201526104d16080850185612da5565b6104da91612ec5565b60e0820152365f6104eb8680612f90565b9092509050365f6104ff6020890189612f90565b909250905060058311801561056057507f0ae5aeeefb0e46c44b3d246e2778a3d49f8aa3955ce251a878682ab876e6148c848461053d600582612fd2565b610548928290612fe5565b60405161055692919061300c565b6040518091039020145b156105985761058b85855f86610577600582612fd2565b9261058493929190612fe5565b8585610874565b95509550505050506105c4565b6105bb8585856040516105ac92919061300c565b60405180910390208484610f30565b95509550505050505b9250929050565b5f6105d4612844565b5f805b6003811015610799575f896020015182600381106105f7576105f7612dea565b6020020151905060021960ff82160161064c578960800151826003811061062057610620612dea565b602002015184836003811061063757610637612dea565b63ffffffff9092166020929092020152610790565b60011960ff821601610790578286148061071b57506107198b60e001518b60400151846003811061067f5761067f612dea565b602002015160ff168151811061069757610697612dea565b60200260200101518b6060015184600381106106b5576106b5612dea565b60200201518b8b8e6040015187600381106106d2576106d2612dea565b602002015160ff168181106106e9576106e9612dea565b905060200201358a8a8881811061070257610702612dea565b9050602002810190610714919061301b565b6114bd565b155b1561072b575f945050505061079f565b86868481811061073d5761073d612dea565b905060200281019061074f919061301b565b610760906060810190604001613039565b84836003811061077257610772612dea565b63ffffffff90921660209290920201528261078c81613054565b9350505b506001016105d7565b50831491505b965096945050505050565b5f81815b6008811015610803575f6107c3826020612e12565b83901c9050637f800000637fffffff82161180156107eb57508063ffffffff16637fc0000014155b156107fa57505f949350505050565b506001016107ae565b5060019392505050565b5f808263ffffffff81111561082757505f93849350915050565b80637f800000637fffffff821611801561084b57508063ffffffff16637fc0000014155b1561085c57505f9485945092505050565b946001945092505050565b5f5f5f5f6104a28561152f565b5f61087d61279e565b5f19600584108015906108d157507f04d20a68a7c6e979619094f49c4c43347c778271f2ec13da7e475620496553446108b960055f8789612fe5565b6040516108c792919061300c565b6040518091039020145b156108dd57505f610998565b5f5b846108eb82600661306c565b116109965785858281811061090257610902612dea565b9050013560f81c60f81b6001600160f81b031916600b60fa1b14801561097757507f7b39eb3c04bba39924ac8938a8914a0076fb9c568deeb6119e8360ef3e03c78086828761095282600661306c565b9261095f93929190612fe5565b60405161096d92919061300c565b6040518091039020145b1561098457809150610996565b8061098e81613054565b9150506108df565b505b5f1981036109ac575f889250925050610f26565b365f6109ba8382888a612fe5565b915091505f5f5f6109ef8a8a885f146109dd576109d889600161306c565b6109df565b5f5b6109ea928290612fe5565b6116a1565b92509250925082610a0b575f8d97509750505050505050610f26565b60ff811660c08e01526040515f90610a26908e908e9061300c565b604051908190039020905084155f5160206132fe5f395f51905f52821480610a6d57507f60ffc9aa68baa3b623aef27d83ee6ec05c37047e5dc9b2edddc3845ffb4d3ee082145b15610abd575f5160206132fe5f395f51905f528214610a8d57600d610a90565b600c5b60ff168f52600284148015610aab5750610aab8f888861199f565b8f995099505050505050505050610f26565b7f1a21fb8b1d022d4555cd5839054fb47a704dd314d512cd9ebff65e297de3ade98203610b0657600e8f52808015610aab5750836003148f995099505050505050505050610f26565b7fbdee81074df37e4738cba5a05d83b330a39e1101330e75653a54737f26a1aed88203610b65578260ff16600114610b3f576018610b42565b600f5b60ff168f52808015610aab5750836002148f995099505050505050505050610f26565b7f4f5a8bb8492337e79bdc674d6f31ac448f8017e26cc7bfe3144fb5d886fe53698203610bae5760178f52808015610aab5750836002148f995099505050505050505050610f26565b7f46fcaa909ebb3e5eaa565d68d7ad235988ce778dc8909251c103e674c148f31d821480610bfb57507f41ee8ccb7d6f95748d831ef4985550d2e3967d9e4d92d8d474fef70a7e4aa23082145b15610c225760108f52808015610aab5750836002148f995099505050505050505050610f26565b5f5160206132de5f395f51905f52821480610c5c57507f0f67df578a05247925fe8413e8014cab10e3bf78beadb469803e78c1529e08e182145b15610c7d57610aab8f5f5160206132de5f395f51905f528414868a8a611aa4565b83600114610c98575f8f995099505050505050505050610f26565b5f51602061329e5f395f51905f52821480610cd257507f31eb5bc7d2c9e867d90c2a962019c0c3152d65d452d3e402222e24ade590bf1082145b15610d0c575f51602061329e5f395f51905f528214610cf2576027610cf5565b60265b60ff168f5298508d9750610f269650505050505050565b7f27f0097dcbff01844c37c02c820b259a7b99faffabdbc43021b6c4bafdb32a3f8203610d495760198f5298508d9750610f269650505050505050565b7f8bb587975337a9e49db588d9e2081e2dcf2928a5bdf3c8a02488dd2d7bc074f68203610d865760128f5298508d9750610f269650505050505050565b7fe3bc7df1a6ef843cfe2e04ba25c5d740829919687b3fe5760ad64fd6388d4291821480610dd357507f2aaac54c765053aed322ded062f13e8eae3c97606cedf19465caf04e2b989cdf82145b80610dfd57507fe622543094b85536bcc3f5c0c663fcd2105a08a1cc5d0b8d688b9e1c31f1f98d82145b15610e74577fe3bc7df1a6ef843cfe2e04ba25c5d740829919687b3fe5760ad64fd6388d42918214610e5e577f2aaac54c765053aed322ded062f13e8eae3c97606cedf19465caf04e2b989cdf8214610e57576020610cf5565b601f610cf5565b601e8f5298508d9750610f269650505050505050565b7ff0d91f8ef855806f1ada006cdb88a3766bd2b06f1558c7d86f53832d376fcd168203610eaa5760118f52610aab8f8888611b48565b5f5160206132be5f395f51905f52821480610ee457507f4182e5b1bf2924d191fd32f0d581c5f2c82721c218439fc1d0b04996c42bf15782145b15610f17575f5160206132be5f395f51905f528214610f04576014610f07565b60135b60ff168f52610aab8f8888611bcf565b5f8f9950995050505050505050505b9550959350505050565b5f610f3961279e565b82155f5160206132fe5f395f51905f52861480610f7557507f60ffc9aa68baa3b623aef27d83ee6ec05c37047e5dc9b2edddc3845ffb4d3ee086145b15610fb3575f5160206132fe5f395f51905f528614610f95576002610f98565b60015b60ff168752610fa887868661199f565b8792509250506114b4565b7f1a21fb8b1d022d4555cd5839054fb47a704dd314d512cd9ebff65e297de3ade98603610fe35760038752611255565b7f4f5a8bb8492337e79bdc674d6f31ac448f8017e26cc7bfe3144fb5d886fe536986148061103057507f2feeb2293f3b9b3d45bb50a1ed836dbfe3fe8a160db7ac99b56756f85b456b9d86145b1561103e5760048752611255565b7f46fcaa909ebb3e5eaa565d68d7ad235988ce778dc8909251c103e674c148f31d86148061108b57507f41ee8ccb7d6f95748d831ef4985550d2e3967d9e4d92d8d474fef70a7e4aa23086145b156110995760058752611255565b7fbdee81074df37e4738cba5a05d83b330a39e1101330e75653a54737f26a1aed886036110c95760068752611255565b7f8bb587975337a9e49db588d9e2081e2dcf2928a5bdf3c8a02488dd2d7bc074f686036110f95760088752611255565b7f27f0097dcbff01844c37c02c820b259a7b99faffabdbc43021b6c4bafdb32a3f860361112957600b8752611255565b7f4b4f69c9d1ff978d439deff2ec1322de902475890f8350e143fa72f5a76fcd8f86036111595760168752611255565b7fe3bc7df1a6ef843cfe2e04ba25c5d740829919687b3fe5760ad64fd6388d4291860361118957601b8752611255565b7f2aaac54c765053aed322ded062f13e8eae3c97606cedf19465caf04e2b989cdf86036111b957601c8752611255565b7fe622543094b85536bcc3f5c0c663fcd2105a08a1cc5d0b8d688b9e1c31f1f98d86036111e957601d8752611255565b7f655c53071a4df537fa4cf05c891c8d58109b0b344ea089d38d4b93f9c2cef7ea860361121f57601a8752610fa8878686611c7a565b7fbdbc7b92700a313ce0c0daa300ecafd4319e6d8438e8c91babc44bbcf2b16f7386036112555760218752610fa8878686611fa3565b865160ff16156112695791508590506114b4565b7ff0d91f8ef855806f1ada006cdb88a3766bd2b06f1558c7d86f53832d376fcd16860361129f5760078752610fa8878686611b48565b5f5160206132be5f395f51905f528614806112d957507f4182e5b1bf2924d191fd32f0d581c5f2c82721c218439fc1d0b04996c42bf15786145b1561130c575f5160206132be5f395f51905f5286146112f957600a6112fc565b60095b60ff168752610fa8878686611bcf565b5f51602061329e5f395f51905f5286148061134657507f31eb5bc7d2c9e867d90c2a962019c0c3152d65d452d3e402222e24ade590bf1086145b15611378575f51602061329e5f395f51905f528614611366576023611369565b60225b60ff16875291508590506114b4565b5f5160206132de5f395f51905f528614806113b257507f0f67df578a05247925fe8413e8014cab10e3bf78beadb469803e78c1529e08e186145b15611448575f5160206132de5f395f51905f5286146113d25760256113d5565b60245b60ff16875260048411801561142b57507f52755003b1fafd80452534b0f83287031c4132544c75db0902da504129587b9e61141360045f8789612fe5565b60405161142192919061300c565b6040518091039020145b8015610fa85750610fa887611443866004818a612fe5565b6121c0565b7fddc0b1ab6dd65a34a46c638ee3da20764edef24c32f873d5262e66bf39aa46aa86036114ac576015875260048411801561142b57507f5e8bfd322985bbc810897d3f8e7cbe8780a97f412964f1668f2218652ee4855461141360045f8789612fe5565b5f8792509250505b94509492505050565b5f6001600160401b0384166114d5602084018461307f565b6001600160401b031614801561151357506114ef856122ca565b6001600160401b0316611508604084016020850161307f565b6001600160401b0316145b80156115245750611524838361230c565b90505b949350505050565b5f808080806115416040870187612da5565b915061100090506115556020880188612f90565b90506115618880612f90565b61156c92915061306c565b111561158457505f93508392508291508190506104ab565b60108111806115a157508061159c6080880188612da5565b905014155b806115c457506115b281600161306c565b6115bf60a0880188612da5565b905014155b156115db57505f93508392508291508190506104ab565b5f6115f16115ec6080890189612da5565b6123b3565b90965090508561160f57505f94508493508392508291506104ab9050565b5f611619886124d2565b9096509050808261162d60a08b018b612da5565b61163a9187915f9161309a565b60405160200161164d94939291906130ec565b60408051601f19818403018152919052805160209091012094506001868661167860a08c018c612da5565b8781811061168857611688612dea565b9050602002013596509650965096505050509193509193565b5f808060058410806116f557507f04d20a68a7c6e979619094f49c4c43347c778271f2ec13da7e475620496553446116dc60055f8789612fe5565b6040516116ea92919061300c565b604051809103902014155b1561170757505f915081905080611998565b6005805b8582108015611774575086868381811061172757611727612dea565b9050013560f81c60f81b6001600160f81b031916600360fc1b1480611774575086868381811061175957611759612dea565b9050013560f81c60f81b6001600160f81b031916603160f81b145b1561178b578161178381613054565b92505061170b565b5f6117968284612fd2565b90508015806117a55750601081115b806117b95750866117b784600661306c565b115b8061181457507f05689dd139a17705f393a81a6c8615fab1d221ed5dbc7de1530911741c77102a8884896117ee82600661306c565b926117fb93929190612fe5565b60405161180992919061300c565b604051809103902014155b1561182a575f5f5f955095509550505050611998565b5f80806118428b8b61183d89600661306c565b6125b4565b92509250925082158061185e57508961185c82600561306c565b115b806118b957507f7f762ea18f6bf3f6f7e68335abac32bc0aab17cfd6b73b7d59b6da381fb5f6268b828c61189382600561306c565b926118a093929190612fe5565b6040516118ae92919061300c565b604051809103902014155b156118d2575f5f5f985098509850505050505050611998565b5f6118e38c8c61183d85600561306c565b919550909150508315806118f75750808b14155b15611911575f5f5f99509950995050505050505050611998565b5f805b86811015611985578d8d611928838b61306c565b81811061193757611937612dea565b909101356001600160f81b031916603160f81b03905061197d5784820361196f5760019b509599509497506119989650505050505050565b8161197981613054565b9250505b600101611914565b505f5f5f9a509a509a5050505050505050505b9250925092565b5f5f83836040516119b192919061300c565b604051809103902090507f212521af04d841ba8a1cfe5259f3a64445db7ac0e0aa7c69a9ba1ca375b4185b81036119ec576001915050611a9d565b7f5f2d917aec801fb0cde300e19e4bd85ba12c57dad3697517eefb65c7d26d2cbc8103611a23575050600160408401819052611a9d565b7f26ef0497c6a5b2a2048dee9de1b5d65ed52d92c482f25277e19a07d9f3ed7db18103611a5a575050600160608401819052611a9d565b7fbbdfdb520b89c4d30e0aef499301e465c7d9661121922f6723e6a5f4176822e88103611a9857505060016060840181905260408401819052611a9d565b5f9150505b9392505050565b5f84611ab1576029611ab4565b60285b60ff16865284611ac5576002611ac8565b60035b60ff1684148015611ad95750600482115b8015611b2657507f52755003b1fafd80452534b0f83287031c4132544c75db0902da504129587b9e611b0e60045f8587612fe5565b604051611b1c92919061300c565b6040518091039020145b8015611b3e5750611b3e866114438460048188612fe5565b9695505050505050565b5f60038210801590611b82575082825f818110611b6757611b67612dea565b9050013560f81c60f81b6001600160f81b031916607360f81b145b8015611bb7575082826001818110611b9c57611b9c612dea565b9050013560f81c60f81b6001600160f81b031916603d60f81b145b80156115275750611527846114438460028188612fe5565b5f6006821080611c2157507f8675b86133b5b6e033c7a34c25a4c02453580ec513a9798567482bf9647573d7611c0860055f8587612fe5565b604051611c1692919061300c565b604051809103902014155b15611c2d57505f611a9d565b5f5f5f611c3c868660056125b4565b925092509250821580611c4f5750808514155b15611c5f575f9350505050611a9d565b506001600160401b031660a086015250600190509392505050565b5f6006821080611ccc57507fbb5e1391dc9685724c73ce75fb1aa5985d1dff0dde6d6d86cb97af64bf3fbd41611cb360065f8587612fe5565b604051611cc192919061300c565b604051809103902014155b15611cd857505f611a9d565b5f5f611ce6858560066125b4565b9250509150811580611d01575083611cff82600661306c565b115b80611d5c57507fa1aa4cb9671b8d3c367b97f441cc9816b3ec0e8052b057d9c7e4d35714081208858286611d3682600661306c565b92611d4393929190612fe5565b604051611d5192919061300c565b604051809103902014155b15611d6b575f92505050611a9d565b5f611d7c868661183d85600661306c565b9194509092509050821580611d8f575080155b15611d9f575f9350505050611a9d565b6001600160401b03811660a0808901919091526040805160e0810182526004928101838152632c6c723d60e01b60c08301528152815180830183526007808252662c62657461313d60c81b6020838101919091528084019290925283518085018552908152662c62657461323d60c81b81830152828401528251808401845260058152642c6570733d60d81b8183015260608301528251808401909352928252632c77643d60e01b9282019290925260808201525f5b6005811015611f8e575f828260058110611e7157611e71612dea565b602002015151905087611e84828761306c565b611e8f90600861306c565b1180611eea5750828260058110611ea857611ea8612dea565b602002015180519060200120898987908489611ec4919061306c565b92611ed193929190612fe5565b604051611edf92919061300c565b604051809103902014155b15611efd575f9650505050505050611a9d565b611f308a8a8a611f0d858a61306c565b90611f18868b61306c565b611f2390600861306c565b9261144393929190612fe5565b611f42575f9650505050505050611a9d565b89608001518a61010001518360058110611f5e57611f5e612dea565b63ffffffff9092166020929092020152611f7981600861306c565b611f83908661306c565b945050600101611e55565b50505f60808801525083149150509392505050565b5f6006821080611ff557507fbb5e1391dc9685724c73ce75fb1aa5985d1dff0dde6d6d86cb97af64bf3fbd41611fdc60065f8587612fe5565b604051611fea92919061300c565b604051809103902014155b1561200157505f611a9d565b5f5f61200f858560066125b4565b925050915081612023575f92505050611a9d565b6040805160a081018252600460608201818152632c6c723d60e01b6080840152825282518084018452600a8152692c6d6f6d656e74756d3d60b01b6020828101919091528084019190915283518085018552918252632c77643d60e01b90820152918101919091525f5b60038110156121ac575f8282600381106120a9576120a9612dea565b6020020151519050866120bc828661306c565b6120c790600861306c565b118061212257508282600381106120e0576120e0612dea565b6020020151805190602001208888869084886120fc919061306c565b9261210993929190612fe5565b60405161211792919061300c565b604051809103902014155b15612134575f95505050505050611a9d565b61214f898989612144858961306c565b90611f18868a61306c565b612160575f95505050505050611a9d565b8860800151896101000151836005811061217c5761217c612dea565b63ffffffff909216602092909202015261219781600861306c565b6121a1908561306c565b93505060010161208d565b50505f608087015283149150509392505050565b5f60018210806121d05750600882115b156121dc57505f611a9d565b5f805b838110156122b4575f8585838181106121fa576121fa612dea565b919091013560f81c91505f90506030821080159061221c575060398260ff1611155b156122335761222c603083613104565b905061228f565b60618260ff161015801561224b575060668260ff1611155b1561225b5761222c605783613104565b60418260ff1610158015612273575060468260ff1611155b156122835761222c603783613104565b5f945050505050611a9d565b60ff811661229e85601061311d565b6122a89190613143565b935050506001016121df565b5063ffffffff1660808501525060019392505050565b60015f5b8251811015612306578281815181106122e9576122e9612dea565b6020026020010151826122fc919061315f565b91506001016122ce565b50919050565b5f8061231e6060840160408501613039565b637fffffff169050637f800000811180156123525750637fc000006123496060850160408601613039565b63ffffffff1614155b15612360575f9150506123ad565b6123a9846123746060860160408701613039565b63ffffffff16612387602087018761307f565b612397604088016020890161307f565b6123a46060890189612da5565b612691565b9150505b92915050565b5f80805b838110156124c657365f8686848181106123d3576123d3612dea565b90506020028101906123e59190612da5565b9092509050600881111561240257505f93508392506105c4915050565b60015f5b82811015612488575f84848381811061242157612421612dea565b9050602002016020810190612436919061307f565b6001600160401b031690505f8111801561245c5750612459816340000000613181565b83115b1561247357505f96508695506105c4945050505050565b61247d8184612e12565b925050600101612406565b5084838360405160200161249e939291906131a0565b60405160208183030381529060405280519060200120945050505080806001019150506123b7565b50600191509250929050565b5f80806124df8480612f90565b90506124eb8580612f90565b6124f86020880188612f90565b90506125076020890189612f90565b61251460408b018b612da5565b905061252360408c018c612da5565b8c606001356040516020016125419a999897969594939291906131dc565b60405160208183030381529060405290506002816040516125629190613270565b602060405180830381855afa15801561257d573d5f5f3e3d5ffd5b5050506040513d601f19601f820116820180604052508101906125a09190613286565b925060208151036020820120915050915091565b5f80825b84811080156125e9575060308686838181106125d6576125d6612dea565b9050013560f81c60f81b60f81c60ff1610155b80156126175750603986868381811061260457612604612dea565b9050013560f81c60f81b60f81c60ff1611155b1561266d57603086868381811061263057612630612dea565b6126419392013560f81c9050613104565b60ff1661264f83600a612e12565b612659919061306c565b91508061266581613054565b9150506125b8565b8381118015612686575060086126838583612fd2565b11155b925093509350939050565b5f6001600160401b03841615806126b65750650100000000006001600160401b038516115b806126d35750836001600160401b0316856001600160401b031610155b156126df57505f611b3e565b6040515f81538660018201526021812060018253848460051b810188600195505b600189111561278857600181166001811461274f578960018301101561274a57828403612730575f965050612788565b846001870152833560218701526041862094506020840193505b612779565b82840361275f575f965050612788565b833560018701528460218701526041862094506020840193505b506001988901891c981c612700565b5014908914169190911690509695505050505050565b60408051610120810182525f8082526020820181905291810182905260608082018390526080820183905260a0820183905260c082019290925260e081019190915261010081016127ed612862565b905290565b6040518060e001604052805f60ff16815260200161280e612844565b815260200161281b612844565b8152602001612828612844565b8152602001612835612844565b81525f60208201526040016127ed5b60405180606001604052806003906020820280368337509192915050565b6040518060a001604052806005906020820280368337509192915050565b5f60c08284031215612306575f5ffd5b60ff8116811461289e575f5ffd5b50565b6001600160401b038116811461289e575f5ffd5b5f5f5f5f5f5f5f60c0888a0312156128cb575f5ffd5b87356001600160401b038111156128e0575f5ffd5b6128ec8a828b01612880565b97505060208801356128fd81612890565b9550604088013561290d816128a1565b9450606088013561291d816128a1565b93506080880135925060a08801356001600160401b0381111561293e575f5ffd5b8801601f81018a1361294e575f5ffd5b80356001600160401b03811115612963575f5ffd5b8a60208260051b8401011115612977575f5ffd5b602082019350809250505092959891949750929550565b5f6020828403121561299e575f5ffd5b5035919050565b5f602082840312156129b5575f5ffd5b81356001600160401b038111156129ca575f5ffd5b6123a984828501612880565b5f82825180855260208501945060208160051b830101602085015f5b83811015612a5557848303601f19018852815180518085526020918201918501905f5b81811015612a3c5783516001600160401b0316835260209384019390920191600101612a15565b50506020998a01999094509290920191506001016129f2565b50909695505050505050565b805f5b6005811015612a8957815163ffffffff16845260209384019390910190600101612a64565b50505050565b60608152612aa360608201855160ff169052565b5f6020850151612ab8608084018260ff169052565b50604085015180151560a084015250606085015180151560c084015250608085015163ffffffff811660e08401525060a08501516001600160401b0381166101008401525060c085015160ff81166101208401525060e08501516101a0610140840152612b296102008401826129d6565b9050610100860151612b3f610160850182612a61565b506001600160401b038516602084015290506001600160401b0383166040830152611527565b634e487b7160e01b5f52604160045260245ffd5b60405160e081016001600160401b0381118282101715612b9b57612b9b612b65565b60405290565b604051601f8201601f191681016001600160401b0381118282101715612bc957612bc9612b65565b604052919050565b8051612bdc81612890565b919050565b5f82601f830112612bf0575f5ffd5b612bfa6060612ba1565b806060840185811115612c0b575f5ffd5b845b81811015612c2e578051612c2081612890565b845260209384019301612c0d565b509095945050505050565b63ffffffff8116811461289e575f5ffd5b5f82601f830112612c59575f5ffd5b612c636060612ba1565b806060840185811115612c74575f5ffd5b845b81811015612c2e578051612c8981612c39565b845260209384019301612c76565b5f5f828403610240811215612caa575f5ffd5b83518015158114612cb9575f5ffd5b9250610220601f1982011215612ccd575f5ffd5b50612cd6612b79565b6020840151612ce481612890565b8152612cf38560408601612be1565b6020820152612d058560a08601612be1565b60408201528461011f850112612d19575f5ffd5b612d236060612ba1565b80610160860187811115612d35575f5ffd5b61010087015b81811015612d5c578051612d4e816128a1565b845260209384019301612d3b565b50816060850152612d6d8882612c4a565b6080850152505050612d826101c08501612bd1565b60a0820152612d95856101e08601612be1565b60c0820152809150509250929050565b5f5f8335601e19843603018112612dba575f5ffd5b8301803591506001600160401b03821115612dd3575f5ffd5b6020019150600581901b36038213156105c4575f5ffd5b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52601160045260245ffd5b80820281158282048414176123ad576123ad612dfe565b60ff8616815263ffffffff858116602083015284811660408301528316606082015260e0810160808201835f5b6003811015612e7b57815163ffffffff16835260209283019290910190600101612e56565b5050509695505050505050565b5f60208284031215612e98575f5ffd5b8151611a9d81612c39565b5f6001600160401b03821115612ebb57612ebb612b65565b5060051b60200190565b5f612ed7612ed284612ea3565b612ba1565b8381526020810190600585901b840136811115612ef2575f5ffd5b845b81811015612c2e5780356001600160401b03811115612f11575f5ffd5b860136601f820112612f21575f5ffd5b8035612f2f612ed282612ea3565b8082825260208201915060208360051b850101925036831115612f50575f5ffd5b6020840193505b82841015612f7b578335612f6a816128a1565b825260209384019390910190612f57565b87525050602094850194919091019050612ef4565b5f5f8335601e19843603018112612fa5575f5ffd5b8301803591506001600160401b03821115612fbe575f5ffd5b6020019150368190038213156105c4575f5ffd5b818103818111156123ad576123ad612dfe565b5f5f85851115612ff3575f5ffd5b83861115612fff575f5ffd5b5050820193919092039150565b818382375f9101908152919050565b5f8235607e1983360301811261302f575f5ffd5b9190910192915050565b5f60208284031215613049575f5ffd5b8135611a9d81612c39565b5f6001820161306557613065612dfe565b5060010190565b808201808211156123ad576123ad612dfe565b5f6020828403121561308f575f5ffd5b8135611a9d816128a1565b5f5f858511156130a8575f5ffd5b838611156130b4575f5ffd5b5050600583901b0193919092039150565b5f6001600160fb1b038311156130d9575f5ffd5b8260051b80838637939093019392505050565b8481528360208201525f611b3e6040830184866130c5565b60ff82811682821603908111156123ad576123ad612dfe565b63ffffffff818116838216029081169081811461313c5761313c612dfe565b5092915050565b63ffffffff81811683821601908111156123ad576123ad612dfe565b6001600160401b03818116838216029081169081811461313c5761313c612dfe565b5f8261319b57634e487b7160e01b5f52601260045260245ffd5b500490565b8381525f60208201845f5b85811015612a555781356131be816128a1565b6001600160401b0316835260209283019291909101906001016131ab565b7573796e6f642f646973707574652f656e7472792f763160501b815260e08b901b6001600160e01b0319166017820152888a601b8301375f89820163ffffffff60e01b8a60e01b16601b8201528789601f830137601b88820101905063ffffffff60e01b8760e01b1660048201526132586008820186886130c5565b938452505060209091019a9950505050505050505050565b5f82518060208501845e5f920191825250919050565b5f60208284031215613296575f5ffd5b505191905056fe0d68408533b7512be3c8842241948879ff8f4fd547c70fe84f3b6645f62a90190fdbd160736e9b9b51ea9a79a8ed86f427a62e0e377d60335d2ec895c27025bbc2a46f89e6c001e3b03095650385482465018aee786a77a7fec5a503d2c6fd80b2b273bbd9e4409919665f07376f8e8b8d95c6e1d4498aab66f21245ffabeba9a164736f6c6343000825000a",
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
// Solidity: constructor(address programs_, address arithmetic_) returns()
func (scalarJudge *ScalarJudge) PackConstructor(programs_ common.Address, arithmetic_ common.Address) []byte {
	enc, err := scalarJudge.abi.Pack("", programs_, arithmetic_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackArithmetic is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x980a67fd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function arithmetic() view returns(address)
func (scalarJudge *ScalarJudge) PackArithmetic() []byte {
	enc, err := scalarJudge.abi.Pack("arithmetic")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackArithmetic is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x980a67fd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function arithmetic() view returns(address)
func (scalarJudge *ScalarJudge) TryPackArithmetic() ([]byte, error) {
	return scalarJudge.abi.Pack("arithmetic")
}

// UnpackArithmetic is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x980a67fd.
//
// Solidity: function arithmetic() view returns(address)
func (scalarJudge *ScalarJudge) UnpackArithmetic(data []byte) (common.Address, error) {
	out, err := scalarJudge.abi.Unpack("arithmetic", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
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
	ABI: "[{\"inputs\":[],\"name\":\"BadOp\",\"type\":\"error\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint8\",\"name\":\"code\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"opSet\",\"type\":\"uint8\"},{\"internalType\":\"bool\",\"name\":\"transA\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"transB\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"constBits\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"axis\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"wrt\",\"type\":\"uint8\"},{\"internalType\":\"uint64[][]\",\"name\":\"shapes\",\"type\":\"uint64[][]\"},{\"internalType\":\"uint32[5]\",\"name\":\"adam\",\"type\":\"uint32[5]\"}],\"internalType\":\"structScalarProgram.Op\",\"name\":\"p\",\"type\":\"tuple\"},{\"internalType\":\"uint64\",\"name\":\"e\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"k\",\"type\":\"uint64\"}],\"name\":\"plan\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"ok\",\"type\":\"bool\"},{\"components\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"uint8[3]\",\"name\":\"srcs\",\"type\":\"uint8[3]\"},{\"internalType\":\"uint8[3]\",\"name\":\"inputs\",\"type\":\"uint8[3]\"},{\"internalType\":\"uint64[3]\",\"name\":\"indices\",\"type\":\"uint64[3]\"},{\"internalType\":\"uint32[3]\",\"name\":\"consts\",\"type\":\"uint32[3]\"},{\"internalType\":\"uint8\",\"name\":\"dst\",\"type\":\"uint8\"},{\"internalType\":\"uint8[3]\",\"name\":\"lanes\",\"type\":\"uint8[3]\"}],\"internalType\":\"structScalarProgram.Step\",\"name\":\"s\",\"type\":\"tuple\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint8\",\"name\":\"code\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"opSet\",\"type\":\"uint8\"},{\"internalType\":\"bool\",\"name\":\"transA\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"transB\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"constBits\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"axis\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"wrt\",\"type\":\"uint8\"},{\"internalType\":\"uint64[][]\",\"name\":\"shapes\",\"type\":\"uint64[][]\"},{\"internalType\":\"uint32[5]\",\"name\":\"adam\",\"type\":\"uint32[5]\"}],\"internalType\":\"structScalarProgram.Op\",\"name\":\"p\",\"type\":\"tuple\"},{\"internalType\":\"uint64\",\"name\":\"e\",\"type\":\"uint64\"}],\"name\":\"shape\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"ok\",\"type\":\"bool\"},{\"internalType\":\"uint64\",\"name\":\"elements\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"steps\",\"type\":\"uint64\"}],\"stateMutability\":\"pure\",\"type\":\"function\"}]",
	ID:  "ScalarPrograms",
	Bin: "0x6080604052348015600e575f5ffd5b50615ab78061001c5f395ff3fe608060405234801561000f575f5ffd5b5060043610610034575f3560e01c8063b31db47814610038578063dc5a14b014610077575b5f5ffd5b61004b610046366004615450565b610098565b6040805193151584526001600160401b0392831660208501529116908201526060015b60405180910390f35b61008a61008536600461549a565b610102565b60405161006e929190615546565b5f8080806100a586615812565b90506100b081610195565b6100c3575f5f5f935093509350506100fb565b6100cc81610f18565b9250826001600160401b0316856001600160401b031610156100f5576100f28186611256565b91505b60019350505b9250925092565b5f61010b6153ab565b5f61011586615812565b905061012081610195565b1580610146575061013081610f18565b6001600160401b0316856001600160401b031610155b8061016c57506101568186611256565b6001600160401b0316846001600160401b031610155b1561017a575f92505061018d565b60016101878287876115b3565b92509250505b935093915050565b60e0810151515f90815b81811015610244575f8460e0015182815181106101be576101be6158e0565b602002602001015190506008815111156101dc57505f949350505050565b60015f5b8251811015610239578281815181106101fb576101fb6158e0565b60200260200101516001600160401b0316826102179190615908565b9150634000000082111561023157505f9695505050505050565b6001016101e0565b50505060010161019f565b5082515f808061025387611c8e565b9150915081156103a457604080516080810182525f80825260208201819052918101829052606081019190915261028a8883611eeb565b909450905060021960ff861601610322578380156102c757508760e001516002815181106102ba576102ba6158e0565b6020026020010151516001145b801561031f575080604001516001600160401b03168860e001516002815181106102f3576102f36158e0565b60200260200101515f8151811061030c5761030c6158e0565b60200260200101516001600160401b0316145b93505b600d1960ff8616016103465783801561034357506103438860e001516122e4565b93505b83801561039c575063400000006001600160401b031681604001516001600160401b0316825f01516001600160401b031683606001516001600160401b031661038f9190615908565b6103999190615908565b11155b935050610ef0565b6103ad876124e2565b1561053b575f5f6103bd8961250f565b909250905060ff8616600e146103d45760036103d7565b60045b60ff168714801561040657508860e0015181815181106103f9576103f96158e0565b6020026020010151516001145b801561047e57506104338960e001518381518110610426576104266158e0565b6020026020010151612539565b6001600160401b03168960e001518281518110610452576104526158e0565b60200260200101515f8151811061046b5761046b6158e0565b60200260200101516001600160401b0316145b80156104c957508860e00151818151811061049b5761049b6158e0565b60200260200101515f815181106104b4576104b46158e0565b60200260200101516001600160401b03165f14155b8015610532575060ff8616600e14610525576105208960e001515f815181106104f4576104f46158e0565b60200260200101518a60e00151600181518110610513576105136158e0565b6020026020010151612576565b610532565b6105328960e001516122e4565b94505050610ef0565b600d1960ff85160161054f575f9250610ef0565b60ff841660041480610564575060ff84166005145b156105b3578460021480156105ac57506105ac8760e001515f8151811061058d5761058d6158e0565b60200260200101518860e00151600181518110610513576105136158e0565b9250610ef0565b60051960ff85160161071d578460021480156105ee57508660e001516001815181106105e1576105e16158e0565b6020026020010151516001145b801561061757505f8760e001515f8151811061060c5761060c6158e0565b602002602001015151115b80156106cb57508660e001515f81518110610634576106346158e0565b602002602001015160018860e001515f81518110610654576106546158e0565b602002602001015151610667919061591f565b81518110610677576106776158e0565b60200260200101516001600160401b03168760e0015160018151811061069f5761069f6158e0565b60200260200101515f815181106106b8576106b86158e0565b60200260200101516001600160401b0316145b80156105ac57508660e001516001815181106106e9576106e96158e0565b60200260200101515f81518110610702576107026158e0565b60200260200101516001600160401b03165f14159250610ef0565b60ff841660071480610732575060ff84166008145b80610740575060ff8416600b145b8061075e5750601b60ff85161080159061075e5750601d60ff851611155b1561076e57846001149250610ef0565b601e60ff8516108015906107865750602060ff851611155b156107af578460021480156105ac57506105ac8760e001515f8151811061058d5761058d6158e0565b60201960ff851601610876578460031480156107df57506107df8760e001515f8151811061058d5761058d6158e0565b801561081e575061081e8760e001515f815181106107ff576107ff6158e0565b60200260200101518860e00151600281518110610513576105136158e0565b80156105ac575063400000006001600160401b03166108598860e001515f8151811061084c5761084c6158e0565b60200260200101516125f8565b610864906002615932565b6001600160401b031611159250610ef0565b602260ff85161080159061088e5750602560ff851611155b1561089e576105ac87855f61263a565b602660ff8516108015906108b65750602960ff851611155b15610943575f6108c760048661595b565b9050600286101580156108e157506108e18882600161263a565b801561092057506109208860e001515f81518110610901576109016158e0565b60200260200101518960e00151600181518110610513576105136158e0565b801561039c575061093260018761591f565b8860c0015160ff1610935050610ef0565b60ff841660091480610958575060ff8416600a145b15610a425784600114801561099757508660e001515f8151811061097e5761097e6158e0565b6020026020010151518760a001516001600160401b0316105b80156109ff575060ff8416600914806109ff575063010000008760e001515f815181106109c6576109c66158e0565b60200260200101518860a001516001600160401b0316815181106109ec576109ec6158e0565b60200260200101516001600160401b0316105b80156105ac57508660e001515f81518110610a1c57610a1c6158e0565b60200260200101518760a001516001600160401b031681518110610702576107026158e0565b600f1960ff851601610aa557846003148015610a65575060028760c0015160ff16105b8015610a855750610a858760e001515f8151811061058d5761058d6158e0565b80156105ac57506105ac8760e001515f815181106107ff576107ff6158e0565b60ff841660111480610aba575060ff84166012145b15610ae3578460021480156105ac57506105ac8760e001515f8151811061058d5761058d6158e0565b60141960ff851601610b27578460021480156105ac5750610b148760e0015160018151811061084c5761084c6158e0565b6001600160401b03166001149250610ef0565b60151960ff851601610b4d57600185101580156105ac57506340000000610864886127b9565b60161960ff851601610b8f57846003148015610a65575060028760c0015160ff16108015610a855750610a858760e001515f8151811061058d5761058d6158e0565b60171960ff851601610ca257846003148015610bca57508660e00151600281518110610bbd57610bbd6158e0565b6020026020010151516001145b8015610c365750610bea8760e001515f81518110610426576104266158e0565b6001600160401b03168760e00151600281518110610c0a57610c0a6158e0565b60200260200101515f81518110610c2357610c236158e0565b60200260200101516001600160401b0316145b8015610c8257508660e00151600281518110610c5457610c546158e0565b60200260200101515f81518110610c6d57610c6d6158e0565b60200260200101516001600160401b03165f14155b80156105ac57506105ac8760e001515f8151811061058d5761058d6158e0565b60181960ff851601610ce1578460021480156105ac57508660e001515f81518110610ccf57610ccf6158e0565b6020026020010151515f149250610ef0565b60191960ff851601610e1557846004148015610d115750610d118760e001515f8151811061058d5761058d6158e0565b8015610d315750610d318760e001515f815181106107ff576107ff6158e0565b8015610d705750610d708760e001515f81518110610d5157610d516158e0565b60200260200101518860e00151600381518110610513576105136158e0565b8015610db5575063400000006001600160401b0316610d9e8860e001515f8151811061084c5761084c6158e0565b610da9906003615932565b6001600160401b031611155b8015610dcf575060018760a001516001600160401b031610155b8015610def575061010087015160200151633f80000063ffffffff909116105b80156105ac575061010087015160400151633f80000063ffffffff909116109250610ef0565b60ff841660131480610e2a575060ff84166014145b15610ef057846002148015610e845750610e848760e001515f81518110610e5357610e536158e0565b60200260200101518860e00151600181518110610e7257610e726158e0565b60200260200101518960a001516127f6565b8015610eed575060ff841660131480610eed575063010000008760e00151600181518110610eb457610eb46158e0565b60200260200101518860a001516001600160401b031681518110610eda57610eda6158e0565b60200260200101516001600160401b0316105b92505b828015610f0d57505f610f0288610f18565b6001600160401b0316115b979650505050505050565b80515f9081610f2684611c8e565b5090508015610f67575f610f39856128bc565b9150508060400151815f01518260600151610f549190615932565b610f5e9190615932565b95945050505050565b610f70846124e2565b15610f9b575f610f7f8561250f565b509050610f5e8560e001518281518110610426576104266158e0565b60ff821660091480610fb0575060ff8216600a145b15611024578360e001515f81518110610fcb57610fcb6158e0565b60200260200101518460a001516001600160401b031681518110610ff157610ff16158e0565b60200260200101516110128560e001515f8151811061084c5761084c6158e0565b61101c9190615988565b949350505050565b600a1960ff83160161103a575060019392505050565b60ff82166013148061104f575060ff82166014145b1561106e5761101c8460e0015160018151811061084c5761084c6158e0565b600460ff8316108015906110865750600860ff831611155b806110a45750601060ff8316108015906110a45750601260ff831611155b806110b2575060ff82166015145b806110c0575060ff82166017145b806110ce575060ff82166018145b156110ec5761101c8460e001515f8151811061084c5761084c6158e0565b60151960ff831601611102575060019392505050565b60181960ff8316016111285761101c8460e0015160018151811061084c5761084c6158e0565b60191960ff8316016111585761114d8460e001515f8151811061084c5761084c6158e0565b61101c906003615932565b601b60ff8316108015906111705750602060ff831611155b1561118e5761101c8460e001515f8151811061084c5761084c6158e0565b60201960ff8316016111be576111b38460e001515f8151811061084c5761084c6158e0565b61101c906002615932565b602260ff8316108015906111d65750602560ff831611155b156111f45761101c8460e001515f8151811061084c5761084c6158e0565b602660ff83161080159061120c5750602960ff831611155b1561123d5761101c8460e001518560c00151600161122a91906159b5565b60ff168151811061084c5761084c6158e0565b604051633405f81960e21b815260040160405180910390fd5b81515f908161126485611c8e565b50905080156112a9575f611277866128bc565b91505060ff831660031461128f57806020015161129f565b602081015161129f9060016159ce565b93505050506115ad565b6112b2856124e2565b15611300575f6112c18661250f565b5090506112dd8660e001518281518110610426576104266158e0565b6112f68760e00151838151811061084c5761084c6158e0565b61129f9190615988565b60081960ff831601611359578460e001515f81518110611322576113226158e0565b60200260200101518560a001516001600160401b031681518110611348576113486158e0565b6020026020010151925050506115ad565b60091960ff8316016113be578460e001515f8151811061137b5761137b6158e0565b60200260200101518560a001516001600160401b0316815181106113a1576113a16158e0565b602002602001015160016113b591906159ce565b925050506115ad565b600a1960ff8316016113e3576113b58560e001515f8151811061084c5761084c6158e0565b60131960ff8316016113fa576002925050506115ad565b600460ff8316108015906114125750600860ff831611155b806114305750601060ff8316108015906114305750601360ff831611155b8061143e575060ff82166015145b8061145c5750601760ff83161080159061145c5750601960ff831611155b1561146c576001925050506115ad565b60151960ff83160161148c57611481856127b9565b6113b59060016159ce565b60191960ff8316016114a3576009925050506115ad565b601b60ff8316108015906114bb5750602060ff831611155b156114c9576113b582612975565b60201960ff8316016114ff5761010085015160400151637fffffff166114f05760036114f3565b60055b60ff16925050506115ad565b602260ff8316108015906115175750602560ff831611155b15611587575f6115368660e001515f81518110610426576104266158e0565b905060231960ff84160161155a5761154f816003615932565b61129f9060086159ce565b60241960ff8416016115715761129f8160056159ce565b61157c816004615932565b61129f9060036159ce565b602660ff83161080159061159f5750602960ff831611155b1561123d576113b5856129ce565b92915050565b6115bb6153ab565b83515f6115c786611c8e565b50905080156115e4576115db868686612b19565b92505050611c87565b6115ed866124e2565b15611652575f6115fc8761250f565b506001808652602086015181905260e0890151805192935061164c9287929185918b916116339184908110610426576104266158e0565b61163d908b615932565b61164791906159ce565b612ce0565b50611c84565b60ff821660091480611667575060ff8216600a145b80611675575060ff8216600b145b156117e7575f80600a1960ff8516016116ab576116a18860e001515f8151811061084c5761084c6158e0565b9150859050611795565b5f8860e001515f815181106116c2576116c26158e0565b60200260200101519050808960a001516001600160401b0316815181106116eb576116eb6158e0565b602002602001015192505f600190505f8a60a00151600161170c91906159ce565b6001600160401b031690505b825181101561175057828181518110611733576117336158e0565b6020026020010151826117469190615932565b9150600101611718565b5061175b818a6159ed565b818986611768838e615988565b6117729190615932565b61177c91906159ce565b6117869190615932565b61179091906159ce565b925050505b6020850151600190526001600160401b03828116908716036117ce57600385526117c98560016117c485612d5b565b612ddd565b6117e0565b60018086526117e09086905f84612ce0565b5050611c84565b60ff8216601314806117fc575060ff82166014145b15611965575f8660e00151600181518110611819576118196158e0565b602002602001015190505f818860a001516001600160401b031681518110611843576118436158e0565b602002602001015190505f600190505f8960a00151600161186491906159ce565b6001600160401b031690505b83518110156118a85783818151811061188b5761188b6158e0565b60200260200101518261189e9190615932565b9150600101611870565b505f6118b4828a6159ed565b826118bf8186615932565b6118c9908c615988565b6118d39190615932565b6118dd91906159ce565b905060ff861660141480156118f957506001600160401b038816155b15611922576003875261190e875f8084612ce0565b61191d8760016117c486612d5b565b61195c565b6002875260131960ff8716016119405760208701516001905261194c565b61194c875f5f84612ce0565b61195c876001633f800000612ddd565b50505050611c84565b60ff82166004148061197a575060ff82166005145b156119b75760ff8216600414611991576002611994565b60015b60ff1683526119a5835f8088612ce0565b6119b28360018088612ce0565b611c84565b60051960ff8316016119fd57600183526119d3835f8088612ce0565b6119b2836001806119f38a60e001515f81518110610426576104266158e0565b611647908a6159ed565b60ff821660071480611a12575060ff82166011145b15611a375760028352611a27835f8088612ce0565b6119b28360018860800151612ddd565b60071960ff831601611a5357600683526119b2835f8088612ce0565b600f1960ff831601611a8c5760028352611a6f835f8088612ce0565b6119b28360018860c001516002611a86919061595b565b88612ce0565b60111960ff831601611aa857600783526119a5835f8088612ce0565b60141960ff831601611ae15760088352611ac4835f8088612ce0565b611ad1836001805f612ce0565b6119b28360028860800151612ddd565b60151960ff831601611b855760208301516001905260098352835f5b8760e00151518110156117e0575f611b248960e00151838151811061084c5761084c6158e0565b9050806001600160401b0316836001600160401b03161015611b705760048652611b50865f8486612ce0565b611b5d8660018486612ce0565b50602085015160016040909101526117e0565b611b7a8184615a1a565b925050600101611afd565b60191960ff831601611b9c576115db868686612e2f565b601b60ff831610801590611bb45750602060ff831611155b15611bc4576115db8286866131d0565b60201960ff831601611bdb576115db868686613484565b602260ff831610801590611bf35750602560ff831611155b15611c03576115db868686613653565b602660ff831610801590611c1b5750602960ff831611155b15611c2b576115db868686613c87565b60ff821660171480611c40575060ff82166018145b80611c4e575060ff82166019145b1561123d5760028352611c74835f8060ff8616601914611c6e5788612ce0565b5f612ce0565b6119b2836001633f800000612ddd565b50505b9392505050565b6040805160e0810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c08101829052825160ff60a08301819052811660011480611ce3575060ff81166002145b15611d2e57604080850151606095860151600260c0860181905260ff94909416909314608085015291151594830194909452151592810192909252506001602082018190525f825291565b60021960ff821601611d565750600360c08201526001602082018190525f8252939092509050565b60ff8116600c1480611d6b575060ff8116600d145b15611e525760ff8116600d146080830152600360c080840191909152840151611d959060016159b5565b60ff90811660a084015260c0850151165f03611dfb57836040015115611dda57606080850151600191840191909152151560408301525f602083015260028252611e48565b60608085015115908301525f60408301819052600260208401528252611e48565b836060015115611e275760408085015115156060840152600190830181905260208301525f8252611e48565b6040808501515f606085018190529015918401919091526020830152600182525b6001925050915091565b60ff8116600e148015611e6c575060028460c0015160ff16105b15611ee257600460c080840191909152840151611e8a9060016159b5565b60ff90811660a084015260c0850151165f03611ebd57600160608301525f60408301819052600260208401528252611e48565b5f60608301819052600160408401819052602084019190915282526001925050915091565b5f925050915091565b604080516080810182525f80825260208201819052918101829052606081018290528260c0015160ff168460e001515114611f28575f91506122dd565b5f8460e00151845f015160ff1681518110611f4557611f456158e0565b602002602001015190505f8560e00151856020015160ff1681518110611f6d57611f6d6158e0565b602002602001015190505f8560800151611f87575f611f8a565b60015b60ff169050611f9a816002615a39565b8351141580611fb45750611faf816002615a39565b825114155b8061200f57508560800151801561200f5750815f81518110611fd857611fd86158e0565b60200260200101516001600160401b0316835f81518110611ffb57611ffb6158e0565b60200260200101516001600160401b031614155b1561201f575f94505050506122dd565b856080015161202f57600161204a565b825f81518110612041576120416158e0565b60200260200101515b6001600160401b0316606085015260408601516120a657828181518110612073576120736158e0565b6020026020010151838260016120899190615a39565b81518110612099576120996158e0565b60200260200101516120e5565b826120b2826001615a39565b815181106120c2576120c26158e0565b60200260200101518382815181106120dc576120dc6158e0565b60200260200101515b6001600160401b03908116602087015216845260608601515f9061214857828281518110612115576121156158e0565b60200260200101518383600161212b9190615a39565b8151811061213b5761213b6158e0565b6020026020010151612187565b82612154836001615a39565b81518110612164576121646158e0565b602002602001015183838151811061217e5761217e6158e0565b60200260200101515b6001600160401b03908116604088015260208701519192508281169116146121b5575f9550505050506122dd565b8660a0015160ff1660ff146122d4575f8860e001518860a0015160ff16815181106121e2576121e26158e0565b602002602001015190508260026121f99190615a39565b81511415806122365750855f01516001600160401b0316818481518110612222576122226158e0565b60200260200101516001600160401b031614155b8061227a575060408601516001600160401b031681612256856001615a39565b81518110612266576122666158e0565b60200260200101516001600160401b031614155b806122c05750876080015180156122c0575085606001516001600160401b0316815f815181106122ac576122ac6158e0565b60200260200101516001600160401b031614155b156122d2575f965050505050506122dd565b505b60019550505050505b9250929050565b5f81516004146122f557505f919050565b5f825f81518110612308576123086158e0565b602002602001015190505f83600181518110612326576123266158e0565b602002602001015190505f84600281518110612344576123446158e0565b602002602001015190505f85600381518110612362576123626158e0565b602002602001015190508251600214801561237e575081516002145b801561238b575083516002145b8015612398575080516001145b80156123e85750815f815181106123b1576123b16158e0565b60200260200101516001600160401b0316836001815181106123d5576123d56158e0565b60200260200101516001600160401b0316145b80156124375750825f81518110612401576124016158e0565b60200260200101516001600160401b0316845f81518110612424576124246158e0565b60200260200101516001600160401b0316145b8015612488575081600181518110612451576124516158e0565b60200260200101516001600160401b031684600181518110612475576124756158e0565b60200260200101516001600160401b0316145b80156124d85750816001815181106124a2576124a26158e0565b60200260200101516001600160401b0316815f815181106124c5576124c56158e0565b60200260200101516001600160401b0316145b9695505050505050565b80515f9060ff16600f14806115ad5750815160ff16600e1480156115ad57505060c0015160ff1660021490565b80515f908190819060ff16600e1461252857600261252b565b60035b909460ff9091169350915050565b5f81515f1461256e578160018351612551919061591f565b81518110612561576125616158e0565b60200260200101516115ad565b600192915050565b5f815183511461258757505f6115ad565b5f5b83518110156125ee578281815181106125a4576125a46158e0565b60200260200101516001600160401b03168482815181106125c7576125c76158e0565b60200260200101516001600160401b0316146125e6575f9150506115ad565b600101612589565b5060019392505050565b60015f5b825181101561263457828181518110612617576126176158e0565b60200260200101518261262a9190615932565b91506001016125fc565b50919050565b5f8060ff84166024146126605760ff8416602514612659576001612663565b6002612663565b60035b60ff1690506126728184615a39565b8560e00151511415806126a257508460e001518381518110612696576126966158e0565b6020026020010151515f145b156126b0575f915050611c87565b5f6126ca8660e001518581518110610426576104266158e0565b90506001600160401b03811615806126ef57506301000000816001600160401b031610155b156126fe575f92505050611c87565b5f61270a856001615a39565b90505b6127178386615a39565b8110156127ac578660e001518181518110612734576127346158e0565b60200260200101515160011415806127945750816001600160401b03168760e001518281518110612767576127676158e0565b60200260200101515f81518110612780576127806158e0565b60200260200101516001600160401b031614155b156127a4575f9350505050611c87565b60010161270d565b5060019695505050505050565b5f805b8260e0015151811015612634576127e28360e00151828151811061084c5761084c6158e0565b6127ec90836159ce565b91506001016127bc565b5f8251826001600160401b031610158061281d57508251845161281a906001615a39565b14155b1561282957505f611c87565b5f5b84518110156128b15783836001600160401b0316821061285557612850826001615a39565b612857565b815b81518110612867576128676158e0565b60200260200101516001600160401b031685828151811061288a5761288a6158e0565b60200260200101516001600160401b0316146128a9575f915050611c87565b60010161282b565b506001949350505050565b6040805160e0810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810191909152604080516080810182525f8082526020820181905291810182905260608101919091525f61292184611c8e565b935090508061294357604051633405f81960e21b815260040160405180910390fd5b61294d8484611eeb565b925090508061296f57604051633405f81960e21b815260040160405180910390fd5b50915091565b5f601a1960ff83160161298a57506001919050565b601b1960ff83160161299e57506002919050565b601e1960ff8316016129b257506003919050565b601d1960ff8316016129c657506004919050565b506007919050565b5f5f825f015190505f6129f18460e00151600181518110610426576104266158e0565b905060251960ff831601612a1557612a0a816008615932565b61101c9060056159ce565b60261960ff831601612a3757612a2c816005615932565b61101c9060066159ce565b60ff82166028145f81612a4b576001612a4e565b60025b60ff1690508560c0015160ff165f03612aad5781612a6d576006612a70565b60095b60ff1682612a7f576003612a82565b60055b612a8f9060ff1685615932565b612a9984866146d9565b612aa391906159ce565b6124d891906159ce565b5f83612ac98860e0015160018151811061084c5761084c6158e0565b612ad39190615988565b90508660c0015160ff166001036124d85781612aef84866146d9565b612af991906159ce565b612b049060016159ce565b612b0e9082615932565b610f0d9060016159ce565b612b216153ab565b5f5f612b2c866128bc565b915091505f816040015186612b4191906159ed565b875190915060ff166003148015612b6d575081602001516001600160401b0316856001600160401b0316145b15612b955760018085526020850151819052612b8d908590600284612ce0565b505050611c87565b604082015182515f91612ba791615932565b612bb19088615988565b604084015184519192505f91612bc8908290615932565b612bd2908a6159ed565b612bdc9190615988565b90506002896020015160ff161015612bf5576004612bf8565b60055b60ff16865284516040860151612c649188915f9190612c31578a886020015186612c229190615932565b612c2c91906159ce565b612c49565b87518590612c3f908d615932565b612c4991906159ce565b60208901518951612c5a9089615932565b61163d9190615932565b612cc786600187602001518860600151612c98578688604001518c612c899190615932565b612c9391906159ce565b612cb3565b8a886020015188612ca99190615932565b612cb391906159ce565b604089015160208a0151612c5a9089615932565b5050505060208201516001604090910152509392505050565b600284602001518460038110612cf857612cf86158e0565b60ff9092166020929092020152604084015182908460038110612d1d57612d1d6158e0565b60ff9092166020929092020152606084015181908460038110612d4257612d426158e0565b6001600160401b03909216602092909202015250505050565b5f816001600160401b03165f03612d7357505f919050565b5f5b6001600160401b038316612d8a826001615a39565b6001901b11612da55780612d9d81615a4c565b915050612d75565b5f612db182601761591f565b6001600160401b038516901b627fffff169050806017612dd284607f615a39565b901b17949350505050565b600383602001518360038110612df557612df56158e0565b60ff9092166020929092020152608083015181908360038110612e1a57612e1a6158e0565b63ffffffff9092166020929092020152505050565b612e376153ab565b5f612e518560e001515f8151811061084c5761084c6158e0565b90505f612e5e8286615988565b90505f612e6b83876159ed565b6101008801516020810151604090910151919250906001600160401b0384166001148015612ea357506002876001600160401b031610155b80612ecc5750836001600160401b03166002148015612ecc57506003876001600160401b031610155b15612ef85760018087526020870151819052612eee9087906380000000612ddd565b5050505050611c87565b836001600160401b0316600103612f7657866001600160401b03165f03612f3b5760028652612f28865f84612ddd565b612f36866001600286612ce0565b612eee565b60048652612f52865f6117c4633f80000086614705565b612f5f8660018086612ce0565b505050506020820151600160409091015250611c87565b866001600160401b03165f03612faf5760028652612f9d865f6117c4633f80000085614705565b612faa8660018086612ce0565b6131c4565b866001600160401b0316600103612fdc57600286526020860151600190819052612faa9087908086612ce0565b866001600160401b03166002036130275760048652612ffc865f83612ddd565b61300a866001600386612ce0565b602086015160019060025b60ff90921660209290920201526131c4565b866001600160401b031660030361306c576003865260208601516001905260a08901515f9061305790839061474d565b91505061306687600183612ddd565b506131c4565b866001600160401b031660040361308f576009865260208601516001905f613015565b866001600160401b03166005036130c657600180875260208701518190526101008a0151612faa91889160035b6020020151612ddd565b866001600160401b031660060361314957600a86526130e8865f600286612ce0565b6130f58660018086612ce0565b6020860151600160409091015260a08901515f9061311490849061474d565b91505082613126633f80000085614705565b608089015163ffffffff93841660408201529083166020820152911690526131c4565b866001600160401b031660070361318057600286526101008901516131729087905f90816130bc565b602086015160019081613015565b600b8652613190865f8086612ce0565b612cc78660016117c48c61010001515f600581106131b0576131b06158e0565b60200201516101008e0151608001516147d0565b50505050509392505050565b6131d86153ab565b601e60ff851610155f816131ec57856131f7565b6131f760038761595b565b90505f82613205575f613208565b60015b905082801561323c5750600161321d88612975565b6132279190615a1a565b6001600160401b0316856001600160401b0316145b156132645760028452613251845f8089612ce0565b5050506020818101516001910152611c87565b601a1960ff8316016132d557846001600160401b03165f0361329557600e8452613290845f8389612ce0565b612b8d565b846001600160401b03166001036132c2576002845260208085018051600190819052905190910152612b8d565b600c8452613251845f633f800000612ddd565b601b1960ff83160161332157846001600160401b03165f0361330157600f8452613290845f8389612ce0565b8261330d576002613310565b60115b60ff168452613251845f8389612ce0565b846001600160401b03165f036133535760028452613341845f8389612ce0565b61334e8460018389612ce0565b61347a565b846001600160401b031660010361339057600d84526020840151600190819052613383908590633d372713612ddd565b61334e8460028389612ce0565b846001600160401b03166002036133cd57600184526133b1845f8389612ce0565b6020840151600190815b60ff909216602092909202015261347a565b846001600160401b03166003036133f157600284526133b1845f633f4c422a612ddd565b846001600160401b031660040361341457600e845260208401516001905f6133bb565b821561342a57601084526133b1845f8389612ce0565b846001600160401b031660050361344e57600184526133b1845f633f800000612ddd565b600d8452602084015160019081905261346d908590633f000000612ddd565b61347a8460028389612ce0565b5050509392505050565b61348c6153ab565b5f6134a68560e001515f8151811061084c5761084c6158e0565b90505f6134b382866159ed565b90505f6134ce87610100015160400151637fffffff16151590565b6134d95760016134dc565b60035b60ff1690506001600160401b0385168111156135c757806001600160401b0316600103613538576004845261010087015161351c9085905f9060016130bc565b61352a846001600285612ce0565b61334e846002600185612ce0565b846001600160401b03165f0361356d5760028085526101008801516135609186915f916130bc565b61334e8460015f85612ce0565b846001600160401b03166001036135915760018085526133b19085905f9085612ce0565b600484526101008701516135aa9085905f9060016130bc565b6135b8846001600285612ce0565b602084015160019060026133bb565b826001600160401b0316866001600160401b0316106135fd576001808552602085015181905261334e9085906380000000612ddd565b806001600160401b0316856001600160401b03160361362e57600284526101008701516133b19085905f90816130bc565b600c845261363e845f8085612ce0565b50505060208181015160019101529392505050565b61365b6153ab565b835160e085015180515f91613678918390610426576104266158e0565b90505f816136868188615988565b6136909190615932565b90505f61369d83886159ed565b90505f6136a984612d5b565b905060ff8516602214806136c0575060ff85166023145b1561395457866001600160401b03165f036136fc57600160a0870152600286526136ec865f8086612ce0565b612f36866001633f800000612ddd565b836001600160401b0316876001600160401b0316101561374157600160a08701819052601287526137309087905f906148d8565b612f368660015f6116478b886159ce565b61374c846004615932565b6001600160401b0316876001600160401b0316101561382c575f6003613772868a615a1a565b61377c9190615988565b90505f600361378b878b615a1a565b61379591906159ed565b9050806001600160401b03165f036137d357600360a0890152600c88526137c2885f80611647868a6159ce565b6137ce886001806148d8565b613825565b806001600160401b03166001036137fe57600360a08901819052601389526137ce9089905f906148d8565b600260a08901819052600189526138189089905f906148d8565b61382588600160036148d8565b5050612eee565b5f613838856004615932565b6138429089615a1a565b905060211960ff8716016138d657806001600160401b03165f0361388c57600360a0880152600c875261387b875f8061164787896159ce565b613887876001806148d8565b613949565b806001600160401b03166001036138b757600360a08801819052601388526138879088905f906148d8565b60038088526138c99088905f906148d8565b61388787600160026148d8565b806001600160401b03165f0361390057600260a08801819052601488526138879088905f906148d8565b806001600160401b031660010361392c57600360a0880152600c875261387b875f8061164787896159ce565b600c875261393c875f60036148d8565b61394987600160026148d8565b505050505050611c87565b60231960ff861601613ba357836001600160401b0316876001600160401b031610156139a457600160a087018190528087526139939087905f906148d8565b612eee8660015f6116478b886159ce565b836001600160401b0316876001600160401b0316036139e357600160a08701819052600387526139d79087905f906148d8565b612eee86600183612ddd565b6139ee846003615932565b6139f99060016159ce565b6001600160401b0316876001600160401b03161015613ab3575f60026001613a21878b615a1a565b613a2b9190615a1a565b613a359190615988565b905060026001613a45878b615a1a565b613a4f9190615a1a565b613a5991906159ed565b6001600160401b03165f03613a8357600360a0880152600c875261387b875f8061164785896159ce565b600260a088015260048752613a9a875f60036148d8565b613aa787600160036148d8565b613949876002806148d8565b5f6001613ac1866003615932565b613acb908a615a1a565b613ad59190615a1a565b90506003816001600160401b03161015613b0157613af48a8284614927565b9650505050505050611c87565b806001600160401b0316600303613b2d57600360a0880152600c875261387b875f8061164787896159ce565b806001600160401b0316600403613b5857600360a08801819052600288526138c99088905f906148d8565b806001600160401b0316600503613b865760028752613b79875f60036148d8565b6138878760018086612ce0565b60018752613b95875f806148d8565b613949876001600286612ce0565b836001600160401b0316876001600160401b03161015613bf557600260a087015260048652613bd8865f806116478b886159ce565b613be98660015f6116478b886159ce565b612eee866002806148d8565b5f613c008589615a1a565b90506003816001600160401b03161015613c1f57613af48a8284614927565b806001600160401b0316600303613c5d57600360a088015260028752613c4b875f8061164787896159ce565b613c5887600160026148d8565b613c7a565b60028752613c6d875f60036148d8565b613c7a8760018086612ce0565b5050505050509392505050565b613c8f6153ab565b835160e085015180515f91613caf916001908110610426576104266158e0565b90505f613cbc8287615988565b905060ff831660261480613cd3575060ff83166027145b156140ef57613ce3826004615932565b6001600160401b0316856001600160401b03161015613d1157613d07818387614996565b9350505050611c87565b613d1c826004615932565b613d269086615a1a565b945060251960ff841601613f4c57613d3f826004615932565b613d4a9060036159ce565b6001600160401b0316856001600160401b03161015613ed1575f613d6f836004615932565b6001600160401b0316866001600160401b031610613d8d5786613dac565b613d98600487615988565b613da28484615932565b613dac91906159ce565b90505f613dba846004615932565b6001600160401b0316876001600160401b031610613dec57613ddd846004615932565b613de79088615a1a565b613df7565b613df76004886159ed565b9050806001600160401b03165f03613e3557613e15600c6003614ae9565b9550613e24865f600185612ce0565b613e30866001806148d8565b613eca565b806001600160401b0316600103613e6057613e5260136003614ae9565b9550613e30865f60036148d8565b806001600160401b0316600203613e9757613e7c600380614ae9565b9550613e8a865f60036148d8565b613e3086600160026148d8565b613ea2600480614ae9565b9550613eb0865f5f85612ce0565b613ebd86600160036148d8565b613eca86600260046148d8565b5050612b8d565b613edc826004615932565b613ee79060036159ce565b6001600160401b0316856001600160401b031603613f2657613f0b600c6005614ae9565b9350613f19845f5f89612ce0565b61329084600160046148d8565b613f3160025f614ae9565b9350613f3f845f60036148d8565b612b8d84600160056148d8565b846001600160401b03165f03613f7657613f6860146002614ae9565b9350613290845f60026148d8565b816001600160401b0316856001600160401b031611613fd057613f9b60016004614ae9565b9350613fa9845f60046148d8565b6132908460015f8189613fbc8888615932565b613fc691906159ce565b6116479190615a1a565b5f6001613fdd8488615a1a565b613fe79190615a1a565b9050806001600160401b03165f0361402557614005600c6003614ae9565b9450614014855f60018a612ce0565b614020856001806148d8565b6140e6565b806001600160401b031660010361405d57614042600c6003614ae9565b9450614050855f60036148d8565b61402085600160026148d8565b806001600160401b03166002036140885761407a60136003614ae9565b9450614020855f60036148d8565b806001600160401b03166003036140c0576140a560026003614ae9565b94506140b3855f60036148d8565b61402085600160046148d8565b6140cb600c5f614ae9565b94506140d9855f5f8a612ce0565b6140e685600160036148d8565b50505050611c87565b60ff83166028145f81614103576001614106565b60025b60ff1690505f61411683866146d9565b90508960c0015160ff16600103614282575f61413283836159ce565b61413d9060016159ce565b9050600161414a8c6129ce565b6141549190615a1a565b6001600160401b0316896001600160401b0316036141a15761417760025f614ae9565b9750614185885f60076148d8565b614195886001633f800000612ddd565b50505050505050611c87565b5f6141ac828b615988565b90505f6141b9838c6159ed565b9050836001600160401b0316816001600160401b031610156141f4576141e48d87848b856001614b02565b9950505050505050505050611c87565b6141fe8482615a1a565b9050846001600160401b0316816001600160401b0316101561423b576141e4868d6142298b86615932565b61423391906159ce565b836003614da7565b61424760046007614ae9565b995061425a8a5f808f61163d8d88615932565b6142678a600160036148d8565b6142748a600260076148d8565b505050505050505050611c87565b8960c0015160ff166002036142bb5761429c60015f614ae9565b96506142a9875f5f6148d8565b6139498760015f8c61163d8a8e615932565b806001600160401b0316886001600160401b031610156142e357613af48a8486888c5f614b02565b6142ed8189615a1a565b97505f6142fa868b6159ed565b90505f84614308575f61430b565b60015b60ff1690505f8461431d8360026159ce565b61432791906159ce565b90506143338189615932565b6001600160401b03168b6001600160401b031610156144ae575f614357828d615988565b90505f614364838e6159ed565b9050806001600160401b03165f036143a85761438260026003614ae9565b9b506143958c5f808561163d8f8f615932565b6143a38c6001600285612ce0565b61449e565b6143b38460016159ce565b6001600160401b0316816001600160401b031610156143f3576143d860016004614ae9565b9b506143e68c5f60046148d8565b6143a38c600160036148d8565b866143ff8560016159ce565b61440991906159ce565b6001600160401b0316816001600160401b0316101561446a5761445888836144318d8d615932565b61443b91906159ce565b86614447600186615a1a565b6144519190615a1a565b6006614da7565b9b505050505050505050505050611c87565b61447660046005614ae9565b9b506144848c5f60036148d8565b6144918c600160066148d8565b61449e8c600260056148d8565b5050505050505050505050611c87565b6144b88189615932565b6144c2908c615a1a565b9a508515614511578a6001600160401b03165f03614503576144e660036004614ae9565b99506144f48a5f60046148d8565b6142748a60016117c48b612d5b565b61450e60018c615a1a565b9a505b8a6001600160401b03165f0361454f5761452d60036005614ae9565b995061453b8a5f60056148d8565b61454a8a60016117c48b612d5b565b6146c9565b8a6001600160401b03166001036145885761456c60026003614ae9565b995061457a8a5f5f8f612ce0565b61454a8a6001600286612ce0565b85801561459e57508a6001600160401b03166002145b156145ca576145af600c6003614ae9565b99506145bd8a5f60036148d8565b61454a8a600160046148d8565b5f866145d75760026145da565b60035b6145e79060ff168d615a1a565b9050856001600160401b0316816001600160401b0316101561462157614610878e836006614da7565b9a5050505050505050505050611c87565b61462b8682615a1a565b9050806001600160401b03165f036146695761464960026006614ae9565b9a506146578b5f60066148d8565b6146648b600160056148d8565b6146c7565b806001600160401b03166001036146a157614686600c6003614ae9565b9a506146948b5f60036148d8565b6146648b600160066148d8565b6146ac60025f614ae9565b9a506146ba8b5f60026148d8565b6146c78b600160036148d8565b505b5050505050505050509392505050565b5f826146ef576146ea8260036159ce565b611c87565b6146fa826003615932565b611c879060046159ce565b5f637f800000637fffffff841611806147275750637f800000637fffffff8316115b1561473d576147368383614e3b565b90506115ad565b611c878363800000008418614e61565b5f5f5f5f5f61475c8787614f7a565b92509250925082614775575f5f945094505050506122dd565b811580614783575060c71981125b1561479b576001633f800000945094505050506122dd565b5f5f6147af84845f036001901b0384615043565b9150915060016147c05f84846150f6565b9650965050505050509250929050565b5f637f800000637fffffff841611806147f25750637f800000637fffffff8316115b15614801576147368383614e3b565b638000000082841816637f800000637fffffff8516148061482b5750637f800000637fffffff8416145b1561486657637fffffff841615806148475750637fffffff8316155b156148595763ffc000009150506115ad565b637f8000001790506115ad565b637fffffff8416158061487d5750637fffffff8316155b156148895790506115ad565b5f5f614894866151da565b915091505f5f6148a3876151da565b90925090506148cc6001601f87901c166148bd8487615908565b6148c78487615a64565b6150f6565b98975050505050505050565b6001836020015183600381106148f0576148f06158e0565b60ff909216602092909202015260c083015181908360038110614915576149156158e0565b60ff9092166020929092020152505050565b61492f6153ab565b600260a082018190526149459082905f906148d8565b826001600160401b03165f0361496557600381526146ea81600184612ddd565b826001600160401b031660010361498b57600180825260808501516146ea918391612ddd565b601581529392505050565b61499e6153ab565b816001600160401b03165f036149dd576149ba60026001614ae9565b90506149cd815f60016116478789615932565b6146ea816001633f800000612ddd565b826001600160401b0316826001600160401b03161015614a2357614a0360126001614ae9565b9050614a11815f60016148d8565b6146ea816001808561163d888a615932565b5f614a2e8484615a1a565b9050614a3b6003826159ed565b6001600160401b03165f03614a8557614a56600c6003614ae9565b9150614a74825f6001614a6a600386615988565b61163d898b615932565b614a80826001806148d8565b614ae1565b614a906003826159ed565b6001600160401b0316600103614aba57614aac60136003614ae9565b9150614a80825f60036148d8565b614ac660016002614ae9565b9150614ad4825f60026148d8565b614ae182600160036148d8565b509392505050565b614af16153ab565b60ff9283168152911660a082015290565b614b0a6153ab565b5f614b158587615932565b905086614bc657846001600160401b0316846001600160401b03161015614ba257614b4260046002614ae9565b9150614b55825f600161164788866159ce565b614b668260018061164788866159ce565b6001600160401b038416158015614b7a5750825b15614b9057614b8b8260025f612ddd565b614b9c565b614b9c826002806148d8565b506124d8565b614bbe88614bb08787615a1a565b614bb988612d5b565b614927565b9150506124d8565b846001600160401b0316846001600160401b03161015614c3857614beb600180614ae9565b91506001600160401b038416158015614c015750825b15614c1657614c11825f5f612ddd565b614c22565b614c22825f60016148d8565b614c338260018061164788866159ce565b614d9c565b846001600160401b0316846001600160401b031603614c7a57614c5d60036001614ae9565b9150614c6b825f60016148d8565b614c338260016117c488612d5b565b614c85856003615932565b614c909060016159ce565b6001600160401b0316846001600160401b03161015614d77575f6001614cb68787615a1a565b614cc09190615a1a565b9050614ccd6002826159ed565b6001600160401b03165f03614d1757614ce8600c6003614ae9565b9250614d06835f6001614cfc600286615988565b61164790876159ce565b614d12836001806148d8565b614d71565b614d2360046002614ae9565b9250614d31835f60036148d8565b614d3e83600160036148d8565b806001600160401b03166001148015614d545750835b15614d6557614d128360025f612ddd565b614d71836002806148d8565b50614d9c565b614bbe886001614d88886003615932565b614d929088615a1a565b614bb09190615a1a565b509695505050505050565b614daf6153ab565b84614de057614dbf600283614ae9565b9050614dce815f600187612ce0565b614ddb81600160026148d8565b61101c565b826001600160401b03165f03614e1657614dfb600c83614ae9565b9050614e0a815f600187612ce0565b614ddb816001806148d8565b614e21600283614ae9565b9050614e2e815f846148d8565b61101c81600160026148d8565b5f62400000637f800000637fffffff851611614e575782614e59565b835b179392505050565b5f637f800000637fffffff84161180614e835750637f800000637fffffff8316115b15614e92576147368383614e3b565b637f800000637fffffff841603614ede57637f800000637fffffff8316148015614ec7575082821863ffffffff166380000000145b15614ed7575063ffc000006115ad565b50816115ad565b637f800000637fffffff831603614ef65750806115ad565b637fffffff8316614f1c57637fffffff821615614f135781614736565b508181166115ad565b637fffffff8216614f2e5750816115ad565b5f5f614f39856151da565b915091505f5f614f48866151da565b91509150610f0d601f8863ffffffff16901c63ffffffff168585601f8a63ffffffff16901c63ffffffff168686615216565b5f5f5f633f8000008563ffffffff16101580614f9d57506001600160401b038416155b15614faf57505f9150819050806100fb565b627fffff85166094196280000063ffffffff881610614fdc575062800000176095196101ff601788901c16015b600193505b6001600160401b03861615615036576001808716900361500d57615007848484846152dc565b90945092505b615019828284846152dc565b80925081935050506001866001600160401b0316901c9550614fe1565b6001945050509250925092565b5f5f5f603561505186615314565b03905061043119818501121561506a5783610431190390505b5f811361507d57848492509250506122dd565b61508685615314565b811115615099575f5f92509250506122dd565b84811c5f19600180841b820188169184011b808211806150c6575080821480156150c65750826001166001145b156150d2576001830192505b825f036150e8575f5f95509550505050506122dd565b509096949091019450505050565b5f5f61510184615314565b90505f601882039050609419818501121561511e57836094190390505b5f5f821361513357815f0386901b905061519e565b8282111561514a57601f87901b9350505050611c87565b5084811c5f19600180841b820188169184011b80821180615178575080821480156151785750826001166001145b1561519b576001830192508263010000000361519b576280000092506001840193505b50505b84820160688113156151c05750505050601f84901b637f800000179050611c87565b60950160171b01601f9690961b9590951795945050505050565b627fffff81165f60ff601784901c168082036151fa57609419915061296f565b62800000929092179161520e609682615a8b565b915050915091565b5f5f61522187615314565b860190505f61522f85615314565b840190506040818303131561524d5760408183030384019350615263565b6040828203131561526357604082820303870196505b5f84881261527a57508387039790971b9683615285565b508684039490941b93865b868a036152a3576152998a878b01836150f6565b93505050506124d8565b858911156152b8576152998a878b03836150f6565b888611156152cd57615299878a8803836150f6565b505f9998505050505050505050565b5f808515806152e9575083155b156152f857505f90508061530b565b615306848702848701615043565b915091505b94509492505050565b5f600160801b821061532857608091821c91015b68010000000000000000821061534057604091821c91015b640100000000821061535457602091821c91015b62010000821061536657601091821c91015b610100821061537757600891821c91015b6010821061538757600491821c91015b6004821061539757600291821c91015b600282106153a757600191821c91015b0190565b6040518060e001604052805f60ff1681526020016153c7615406565b81526020016153d4615406565b81526020016153e1615406565b81526020016153ee615406565b81525f6020820152604001615401615406565b905290565b60405180606001604052806003906020820280368337509192915050565b5f6101a08284031215612634575f5ffd5b80356001600160401b038116811461544b575f5ffd5b919050565b5f5f60408385031215615461575f5ffd5b82356001600160401b03811115615476575f5ffd5b61548285828601615424565b92505061549160208401615435565b90509250929050565b5f5f5f606084860312156154ac575f5ffd5b83356001600160401b038111156154c1575f5ffd5b6154cd86828701615424565b9350506154dc60208501615435565b91506154ea60408501615435565b90509250925092565b805f5b600381101561551857815160ff168452602093840193909101906001016154f6565b50505050565b805f5b600381101561551857815163ffffffff16845260209384019390910190600101615521565b5f61024082019050831515825260ff8351166020830152602083015161556f60408401826154f3565b50604083015161558260a08401826154f3565b50606083015161010083015f5b60038110156155b75782516001600160401b031682526020928301929091019060010161558f565b50505060808301516155cd61016084018261551e565b5060a083015160ff166101c083015260c0830151614ae16101e08401826154f3565b634e487b7160e01b5f52604160045260245ffd5b60405161012081016001600160401b0381118282101715615626576156266155ef565b60405290565b604051601f8201601f191681016001600160401b0381118282101715615654576156546155ef565b604052919050565b803560ff8116811461544b575f5ffd5b8035801515811461544b575f5ffd5b803563ffffffff8116811461544b575f5ffd5b5f6001600160401b038211156156a6576156a66155ef565b5060051b60200190565b5f82601f8301126156bf575f5ffd5b81356156d26156cd8261568e565b61562c565b8082825260208201915060208360051b8601019250858311156156f3575f5ffd5b602085015b838110156157975780356001600160401b03811115615715575f5ffd5b8601603f81018813615725575f5ffd5b60208101356157366156cd8261568e565b808282526020820191506020808460051b8601010192508a831115615759575f5ffd5b6040840193505b828410156157825761577184615435565b825260209384019390910190615760565b865250506020938401939190910190506156f8565b5095945050505050565b5f82601f8301126157b0575f5ffd5b60405160a081016001600160401b03811182821017156157d2576157d26155ef565b6040528060a08401858111156157e6575f5ffd5b845b81811015615807576157f98161567b565b8352602092830192016157e8565b509195945050505050565b5f6101a08236031215615823575f5ffd5b61582b615603565b6158348361565c565b81526158426020840161565c565b60208201526158536040840161566c565b60408201526158646060840161566c565b60608201526158756080840161567b565b608082015261588660a08401615435565b60a082015261589760c0840161565c565b60c082015260e08301356001600160401b038111156158b4575f5ffd5b6158c0368286016156b0565b60e0830152506158d43661010085016157a1565b61010082015292915050565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52601160045260245ffd5b80820281158282048414176115ad576115ad6158f4565b818103818111156115ad576115ad6158f4565b6001600160401b038181168382160290811690818114615954576159546158f4565b5092915050565b60ff82811682821603908111156115ad576115ad6158f4565b634e487b7160e01b5f52601260045260245ffd5b5f6001600160401b038316806159a0576159a0615974565b806001600160401b0384160491505092915050565b60ff81811683821601908111156115ad576115ad6158f4565b6001600160401b0381811683821601908111156115ad576115ad6158f4565b5f6001600160401b03831680615a0557615a05615974565b806001600160401b0384160691505092915050565b6001600160401b0382811682821603908111156115ad576115ad6158f4565b808201808211156115ad576115ad6158f4565b5f60018201615a5d57615a5d6158f4565b5060010190565b8082018281125f831280158216821582161715615a8357615a836158f4565b505092915050565b8181035f831280158383131683831282161715615954576159546158f456fea164736f6c6343000825000a",
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
// Solidity: function plan((uint8,uint8,bool,bool,uint32,uint64,uint8,uint64[][],uint32[5]) p, uint64 e, uint64 k) pure returns(bool ok, (uint8,uint8[3],uint8[3],uint64[3],uint32[3],uint8,uint8[3]) s)
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
// Solidity: function plan((uint8,uint8,bool,bool,uint32,uint64,uint8,uint64[][],uint32[5]) p, uint64 e, uint64 k) pure returns(bool ok, (uint8,uint8[3],uint8[3],uint64[3],uint32[3],uint8,uint8[3]) s)
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
// Solidity: function plan((uint8,uint8,bool,bool,uint32,uint64,uint8,uint64[][],uint32[5]) p, uint64 e, uint64 k) pure returns(bool ok, (uint8,uint8[3],uint8[3],uint64[3],uint32[3],uint8,uint8[3]) s)
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

// PackShape is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb31db478.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function shape((uint8,uint8,bool,bool,uint32,uint64,uint8,uint64[][],uint32[5]) p, uint64 e) pure returns(bool ok, uint64 elements, uint64 steps)
func (scalarPrograms *ScalarPrograms) PackShape(p ScalarProgramOp, e uint64) []byte {
	enc, err := scalarPrograms.abi.Pack("shape", p, e)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackShape is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb31db478.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function shape((uint8,uint8,bool,bool,uint32,uint64,uint8,uint64[][],uint32[5]) p, uint64 e) pure returns(bool ok, uint64 elements, uint64 steps)
func (scalarPrograms *ScalarPrograms) TryPackShape(p ScalarProgramOp, e uint64) ([]byte, error) {
	return scalarPrograms.abi.Pack("shape", p, e)
}

// ShapeOutput serves as a container for the return parameters of contract
// method Shape.
type ShapeOutput struct {
	Ok       bool
	Elements uint64
	Steps    uint64
}

// UnpackShape is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb31db478.
//
// Solidity: function shape((uint8,uint8,bool,bool,uint32,uint64,uint8,uint64[][],uint32[5]) p, uint64 e) pure returns(bool ok, uint64 elements, uint64 steps)
func (scalarPrograms *ScalarPrograms) UnpackShape(data []byte) (ShapeOutput, error) {
	out, err := scalarPrograms.abi.Unpack("shape", data)
	outstruct := new(ShapeOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Ok = *abi.ConvertType(out[0], new(bool)).(*bool)
	outstruct.Elements = *abi.ConvertType(out[1], new(uint64)).(*uint64)
	outstruct.Steps = *abi.ConvertType(out[2], new(uint64)).(*uint64)
	return *outstruct, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (scalarPrograms *ScalarPrograms) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], scalarPrograms.abi.Errors["BadOp"].ID.Bytes()[:4]) {
		return scalarPrograms.UnpackBadOpError(raw[4:])
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
