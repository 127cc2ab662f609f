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

// ScalarJudgeMetaData contains all meta data concerning the ScalarJudge contract.
var ScalarJudgeMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractScalarPrograms\",\"name\":\"programs_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"components\":[{\"internalType\":\"string\",\"name\":\"op\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"attrs\",\"type\":\"string\"},{\"internalType\":\"bytes32[]\",\"name\":\"inputs\",\"type\":\"bytes32[]\"},{\"internalType\":\"bytes32\",\"name\":\"output\",\"type\":\"bytes32\"},{\"internalType\":\"uint64[][]\",\"name\":\"shapes\",\"type\":\"uint64[][]\"},{\"internalType\":\"bytes32[]\",\"name\":\"roots\",\"type\":\"bytes32[]\"}],\"internalType\":\"structScalarJudge.Opening\",\"name\":\"o\",\"type\":\"tuple\"}],\"name\":\"checkOpening\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"ok\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"entryHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"reads\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"outRoot\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"string\",\"name\":\"op\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"attrs\",\"type\":\"string\"},{\"internalType\":\"bytes32[]\",\"name\":\"inputs\",\"type\":\"bytes32[]\"},{\"internalType\":\"bytes32\",\"name\":\"output\",\"type\":\"bytes32\"},{\"internalType\":\"uint64[][]\",\"name\":\"shapes\",\"type\":\"uint64[][]\"},{\"internalType\":\"bytes32[]\",\"name\":\"roots\",\"type\":\"bytes32[]\"}],\"internalType\":\"structScalarJudge.Opening\",\"name\":\"o\",\"type\":\"tuple\"},{\"internalType\":\"uint8\",\"name\":\"opSet\",\"type\":\"uint8\"},{\"internalType\":\"uint64\",\"name\":\"e\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"k\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"acc\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"uint64\",\"name\":\"index\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"n\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"bits\",\"type\":\"uint32\"},{\"internalType\":\"bytes32[]\",\"name\":\"siblings\",\"type\":\"bytes32[]\"}],\"internalType\":\"structScalarStep.Element[]\",\"name\":\"proofs\",\"type\":\"tuple[]\"}],\"name\":\"execute\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"ok\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"result\",\"type\":\"bytes32\"},{\"internalType\":\"bool\",\"name\":\"accOK\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"leaf\",\"type\":\"bytes32\"}],\"name\":\"leafBits\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"},{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"programs\",\"outputs\":[{\"internalType\":\"contractScalarPrograms\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "ScalarJudge",
	Bin: "0x60a0604052348015600e575f5ffd5b506040516130ce3803806130ce833981016040819052602b91603b565b6001600160a01b03166080526066565b5f60208284031215604a575f5ffd5b81516001600160a01b0381168114605f575f5ffd5b9392505050565b60805161304361008b5f395f8181608a01528181610175015261036501526130435ff3fe608060405234801561000f575f5ffd5b506004361061004a575f3560e01c806316833a811461004e578063228dea4c146100855780633cb83b5e146100c4578063abb86fb6146100f3575b5f5ffd5b61006161005c36600461260e565b610128565b60408051931515845260208401929092521515908201526060015b60405180910390f35b6100ac7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b03909116815260200161007c565b6100d76100d23660046126e7565b61044f565b6040805163ffffffff909316835290151560208301520161007c565b6101066101013660046126fe565b610463565b604080519415158552602085019390935291830152606082015260800161007c565b5f5f5f6101336124f7565b61013d8b8b610480565b90945090508361015657505f9250829150819050610442565b61015e61254b565b604051630dc5a14b60e41b81526001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063dc5a14b0906101ae9085908e908e906004016127e8565b61024060405180830381865afa1580156101ca573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906101ee91906129f0565b90955090508461020957505f93508392508291506104429050565b61021161259d565b61022d83838f8060a001906102269190612afe565b8c8c610599565b90965090508561024957505f9450849350839250610442915050565b61025289610778565b1580610266575060088260a0015160ff1610155b1561027e5750600194505f9350839250610442915050565b5f5b600381101561034057602083015160019082600381106102a2576102a2612b43565b602002015160ff16036103385760088360c0015182600381106102c7576102c7612b43565b602002015160ff16106102e85750600195505f945084935061044292505050565b8260c0015181600381106102fe576102fe612b43565b602002015160ff1660206103129190612b6b565b8a901c82826003811061032757610327612b43565b63ffffffff90921660209290920201525b600101610280565b5081518151602083015160408085015160808701519151630f57665760e31b81525f957f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031695637abb32b8956103a79592949193909290600401612b82565b602060405180830381865afa1580156103c2573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906103e69190612be1565b63ffffffff1690508260a0015160ff165f0361040e5760019650945085935061044292505050565b5f8360a0015160ff1660206104239190612b6b565b6001985063ffffffff811b198c1692901b919091179550869450505050505b9750975097945050505050565b5f5f61045a836107db565b91509150915091565b5f5f5f5f61047085610835565b93509350935093505b9193509193565b5f6104896124f7565b60ff8316602082015261049f6080850185612afe565b6104a891612c1e565b60e0820152365f6104b98680612ce9565b9092509050365f6104cd6020890189612ce9565b909250905060058311801561052e57507f0ae5aeeefb0e46c44b3d246e2778a3d49f8aa3955ce251a878682ab876e6148c848461050b600582612d2b565b610516928290612d3e565b604051610524929190612d65565b6040518091039020145b156105665761055985855f86610545600582612d2b565b9261055293929190612d3e565b8585610842565b9550955050505050610592565b61058985858560405161057a929190612d65565b60405180910390208484610e33565b95509550505050505b9250929050565b5f6105a261259d565b5f805b6003811015610767575f896020015182600381106105c5576105c5612b43565b6020020151905060021960ff82160161061a57896080015182600381106105ee576105ee612b43565b602002015184836003811061060557610605612b43565b63ffffffff909216602092909202015261075e565b60011960ff82160161075e57828614806106e957506106e78b60e001518b60400151846003811061064d5761064d612b43565b602002015160ff168151811061066557610665612b43565b60200260200101518b60600151846003811061068357610683612b43565b60200201518b8b8e6040015187600381106106a0576106a0612b43565b602002015160ff168181106106b7576106b7612b43565b905060200201358a8a888181106106d0576106d0612b43565b90506020028101906106e29190612d74565b6112b9565b155b156106f9575f945050505061076d565b86868481811061070b5761070b612b43565b905060200281019061071d9190612d74565b61072e906060810190604001612d92565b84836003811061074057610740612b43565b63ffffffff90921660209290920201528261075a81612dad565b9350505b506001016105a5565b50831491505b965096945050505050565b5f81815b60088110156107d1575f610791826020612b6b565b83901c9050637f800000637fffffff82161180156107b957508063ffffffff16637fc0000014155b156107c857505f949350505050565b5060010161077c565b5060019392505050565b5f808263ffffffff8111156107f557505f93849350915050565b80637f800000637fffffff821611801561081957508063ffffffff16637fc0000014155b1561082a57505f9485945092505050565b946001945092505050565b5f5f5f5f6104708561132b565b5f61084b6124f7565b5f196005841080159061089f57507f04d20a68a7c6e979619094f49c4c43347c778271f2ec13da7e4756204965534461088760055f8789612d3e565b604051610895929190612d65565b6040518091039020145b156108ab57505f610966565b5f5b846108b9826006612dc5565b11610964578585828181106108d0576108d0612b43565b9050013560f81c60f81b6001600160f81b031916600b60fa1b14801561094557507f7b39eb3c04bba39924ac8938a8914a0076fb9c568deeb6119e8360ef3e03c780868287610920826006612dc5565b9261092d93929190612d3e565b60405161093b929190612d65565b6040518091039020145b1561095257809150610964565b8061095c81612dad565b9150506108ad565b505b5f19810361097a575f889250925050610e29565b365f6109888382888a612d3e565b915091505f5f5f6109bd8a8a885f146109ab576109a6896001612dc5565b6109ad565b5f5b6109b8928290612d3e565b61149d565b925092509250826109d9575f8d97509750505050505050610e29565b60ff811660c08e01526040515f906109f4908e908e90612d65565b604051908190039020905084155f5160206130175f395f51905f52821480610a3b57507f60ffc9aa68baa3b623aef27d83ee6ec05c37047e5dc9b2edddc3845ffb4d3ee082145b15610a8b575f5160206130175f395f51905f528214610a5b57600d610a5e565b600c5b60ff168f52600284148015610a795750610a798f888861179b565b8f995099505050505050505050610e29565b7f1a21fb8b1d022d4555cd5839054fb47a704dd314d512cd9ebff65e297de3ade98203610ad457600e8f52808015610a795750836003148f995099505050505050505050610e29565b7fbdee81074df37e4738cba5a05d83b330a39e1101330e75653a54737f26a1aed88203610b33578260ff16600114610b0d576018610b10565b600f5b60ff168f52808015610a795750836002148f995099505050505050505050610e29565b7f4f5a8bb8492337e79bdc674d6f31ac448f8017e26cc7bfe3144fb5d886fe53698203610b7c5760178f52808015610a795750836002148f995099505050505050505050610e29565b7f46fcaa909ebb3e5eaa565d68d7ad235988ce778dc8909251c103e674c148f31d821480610bc957507f41ee8ccb7d6f95748d831ef4985550d2e3967d9e4d92d8d474fef70a7e4aa23082145b15610bf05760108f52808015610a795750836002148f995099505050505050505050610e29565b83600114610c0b575f8f995099505050505050505050610e29565b7f27f0097dcbff01844c37c02c820b259a7b99faffabdbc43021b6c4bafdb32a3f8203610c485760198f5298508d9750610e299650505050505050565b7f8bb587975337a9e49db588d9e2081e2dcf2928a5bdf3c8a02488dd2d7bc074f68203610c855760128f5298508d9750610e299650505050505050565b7fe3bc7df1a6ef843cfe2e04ba25c5d740829919687b3fe5760ad64fd6388d4291821480610cd257507f2aaac54c765053aed322ded062f13e8eae3c97606cedf19465caf04e2b989cdf82145b80610cfc57507fe622543094b85536bcc3f5c0c663fcd2105a08a1cc5d0b8d688b9e1c31f1f98d82145b15610d77577fe3bc7df1a6ef843cfe2e04ba25c5d740829919687b3fe5760ad64fd6388d42918214610d5d577f2aaac54c765053aed322ded062f13e8eae3c97606cedf19465caf04e2b989cdf8214610d56576020610d60565b601f610d60565b601e5b60ff168f5298508d9750610e299650505050505050565b7ff0d91f8ef855806f1ada006cdb88a3766bd2b06f1558c7d86f53832d376fcd168203610dad5760118f52610a798f88886118a0565b5f516020612ff75f395f51905f52821480610de757507f4182e5b1bf2924d191fd32f0d581c5f2c82721c218439fc1d0b04996c42bf15782145b15610e1a575f516020612ff75f395f51905f528214610e07576014610e0a565b60135b60ff168f52610a798f8888611927565b5f8f9950995050505050505050505b9550959350505050565b5f610e3c6124f7565b82155f5160206130175f395f51905f52861480610e7857507f60ffc9aa68baa3b623aef27d83ee6ec05c37047e5dc9b2edddc3845ffb4d3ee086145b15610eb6575f5160206130175f395f51905f528614610e98576002610e9b565b60015b60ff168752610eab87868661179b565b8792509250506112b0565b7f1a21fb8b1d022d4555cd5839054fb47a704dd314d512cd9ebff65e297de3ade98603610ee65760038752611158565b7f4f5a8bb8492337e79bdc674d6f31ac448f8017e26cc7bfe3144fb5d886fe5369861480610f3357507f2feeb2293f3b9b3d45bb50a1ed836dbfe3fe8a160db7ac99b56756f85b456b9d86145b15610f415760048752611158565b7f46fcaa909ebb3e5eaa565d68d7ad235988ce778dc8909251c103e674c148f31d861480610f8e57507f41ee8ccb7d6f95748d831ef4985550d2e3967d9e4d92d8d474fef70a7e4aa23086145b15610f9c5760058752611158565b7fbdee81074df37e4738cba5a05d83b330a39e1101330e75653a54737f26a1aed88603610fcc5760068752611158565b7f8bb587975337a9e49db588d9e2081e2dcf2928a5bdf3c8a02488dd2d7bc074f68603610ffc5760088752611158565b7f27f0097dcbff01844c37c02c820b259a7b99faffabdbc43021b6c4bafdb32a3f860361102c57600b8752611158565b7f4b4f69c9d1ff978d439deff2ec1322de902475890f8350e143fa72f5a76fcd8f860361105c5760168752611158565b7fe3bc7df1a6ef843cfe2e04ba25c5d740829919687b3fe5760ad64fd6388d4291860361108c57601b8752611158565b7f2aaac54c765053aed322ded062f13e8eae3c97606cedf19465caf04e2b989cdf86036110bc57601c8752611158565b7fe622543094b85536bcc3f5c0c663fcd2105a08a1cc5d0b8d688b9e1c31f1f98d86036110ec57601d8752611158565b7f655c53071a4df537fa4cf05c891c8d58109b0b344ea089d38d4b93f9c2cef7ea860361112257601a8752610eab8786866119d2565b7fbdbc7b92700a313ce0c0daa300ecafd4319e6d8438e8c91babc44bbcf2b16f7386036111585760218752610eab878686611cfb565b865160ff161561116c5791508590506112b0565b7ff0d91f8ef855806f1ada006cdb88a3766bd2b06f1558c7d86f53832d376fcd1686036111a25760078752610eab8786866118a0565b5f516020612ff75f395f51905f528614806111dc57507f4182e5b1bf2924d191fd32f0d581c5f2c82721c218439fc1d0b04996c42bf15786145b1561120f575f516020612ff75f395f51905f5286146111fc57600a6111ff565b60095b60ff168752610eab878686611927565b7fddc0b1ab6dd65a34a46c638ee3da20764edef24c32f873d5262e66bf39aa46aa86036112a8576015875260048411801561128b57507f5e8bfd322985bbc810897d3f8e7cbe8780a97f412964f1668f2218652ee4855461127360045f8789612d3e565b604051611281929190612d65565b6040518091039020145b8015610eab5750610eab876112a3866004818a612d3e565b611f18565b5f8792509250505b94509492505050565b5f6001600160401b0384166112d16020840184612dd8565b6001600160401b031614801561130f57506112eb85612022565b6001600160401b03166113046040840160208501612dd8565b6001600160401b0316145b801561132057506113208383612064565b90505b949350505050565b5f8080808061133d6040870187612afe565b915061100090506113516020880188612ce9565b905061135d8880612ce9565b611368929150612dc5565b111561138057505f9350839250829150819050610479565b601081118061139d5750806113986080880188612afe565b905014155b806113c057506113ae816001612dc5565b6113bb60a0880188612afe565b905014155b156113d757505f9350839250829150819050610479565b5f6113ed6113e86080890189612afe565b61210b565b90965090508561140b57505f94508493508392508291506104799050565b5f6114158861222a565b9096509050808261142960a08b018b612afe565b6114369187915f91612df3565b6040516020016114499493929190612e45565b60408051601f19818403018152919052805160209091012094506001868661147460a08c018c612afe565b8781811061148457611484612b43565b9050602002013596509650965096505050509193509193565b5f808060058410806114f157507f04d20a68a7c6e979619094f49c4c43347c778271f2ec13da7e475620496553446114d860055f8789612d3e565b6040516114e6929190612d65565b604051809103902014155b1561150357505f915081905080611794565b6005805b8582108015611570575086868381811061152357611523612b43565b9050013560f81c60f81b6001600160f81b031916600360fc1b1480611570575086868381811061155557611555612b43565b9050013560f81c60f81b6001600160f81b031916603160f81b145b15611587578161157f81612dad565b925050611507565b5f6115928284612d2b565b90508015806115a15750601081115b806115b55750866115b3846006612dc5565b115b8061161057507f05689dd139a17705f393a81a6c8615fab1d221ed5dbc7de1530911741c77102a8884896115ea826006612dc5565b926115f793929190612d3e565b604051611605929190612d65565b604051809103902014155b15611626575f5f5f955095509550505050611794565b5f808061163e8b8b611639896006612dc5565b61230c565b92509250925082158061165a575089611658826005612dc5565b115b806116b557507f7f762ea18f6bf3f6f7e68335abac32bc0aab17cfd6b73b7d59b6da381fb5f6268b828c61168f826005612dc5565b9261169c93929190612d3e565b6040516116aa929190612d65565b604051809103902014155b156116ce575f5f5f985098509850505050505050611794565b5f6116df8c8c611639856005612dc5565b919550909150508315806116f35750808b14155b1561170d575f5f5f99509950995050505050505050611794565b5f805b86811015611781578d8d611724838b612dc5565b81811061173357611733612b43565b909101356001600160f81b031916603160f81b0390506117795784820361176b5760019b509599509497506117949650505050505050565b8161177581612dad565b9250505b600101611710565b505f5f5f9a509a509a5050505050505050505b9250925092565b5f5f83836040516117ad929190612d65565b604051809103902090507f212521af04d841ba8a1cfe5259f3a64445db7ac0e0aa7c69a9ba1ca375b4185b81036117e8576001915050611899565b7f5f2d917aec801fb0cde300e19e4bd85ba12c57dad3697517eefb65c7d26d2cbc810361181f575050600160408401819052611899565b7f26ef0497c6a5b2a2048dee9de1b5d65ed52d92c482f25277e19a07d9f3ed7db18103611856575050600160608401819052611899565b7fbbdfdb520b89c4d30e0aef499301e465c7d9661121922f6723e6a5f4176822e8810361189457505060016060840181905260408401819052611899565b5f9150505b9392505050565b5f600382108015906118da575082825f8181106118bf576118bf612b43565b9050013560f81c60f81b6001600160f81b031916607360f81b145b801561190f5750828260018181106118f4576118f4612b43565b9050013560f81c60f81b6001600160f81b031916603d60f81b145b80156113235750611323846112a38460028188612d3e565b5f600682108061197957507f8675b86133b5b6e033c7a34c25a4c02453580ec513a9798567482bf9647573d761196060055f8587612d3e565b60405161196e929190612d65565b604051809103902014155b1561198557505f611899565b5f5f5f6119948686600561230c565b9250925092508215806119a75750808514155b156119b7575f9350505050611899565b506001600160401b031660a086015250600190509392505050565b5f6006821080611a2457507fbb5e1391dc9685724c73ce75fb1aa5985d1dff0dde6d6d86cb97af64bf3fbd41611a0b60065f8587612d3e565b604051611a19929190612d65565b604051809103902014155b15611a3057505f611899565b5f5f611a3e8585600661230c565b9250509150811580611a59575083611a57826006612dc5565b115b80611ab457507fa1aa4cb9671b8d3c367b97f441cc9816b3ec0e8052b057d9c7e4d35714081208858286611a8e826006612dc5565b92611a9b93929190612d3e565b604051611aa9929190612d65565b604051809103902014155b15611ac3575f92505050611899565b5f611ad48686611639856006612dc5565b9194509092509050821580611ae7575080155b15611af7575f9350505050611899565b6001600160401b03811660a0808901919091526040805160e0810182526004928101838152632c6c723d60e01b60c08301528152815180830183526007808252662c62657461313d60c81b6020838101919091528084019290925283518085018552908152662c62657461323d60c81b81830152828401528251808401845260058152642c6570733d60d81b8183015260608301528251808401909352928252632c77643d60e01b9282019290925260808201525f5b6005811015611ce6575f828260058110611bc957611bc9612b43565b602002015151905087611bdc8287612dc5565b611be7906008612dc5565b1180611c425750828260058110611c0057611c00612b43565b602002015180519060200120898987908489611c1c9190612dc5565b92611c2993929190612d3e565b604051611c37929190612d65565b604051809103902014155b15611c55575f9650505050505050611899565b611c888a8a8a611c65858a612dc5565b90611c70868b612dc5565b611c7b906008612dc5565b926112a393929190612d3e565b611c9a575f9650505050505050611899565b89608001518a61010001518360058110611cb657611cb6612b43565b63ffffffff9092166020929092020152611cd1816008612dc5565b611cdb9086612dc5565b945050600101611bad565b50505f60808801525083149150509392505050565b5f6006821080611d4d57507fbb5e1391dc9685724c73ce75fb1aa5985d1dff0dde6d6d86cb97af64bf3fbd41611d3460065f8587612d3e565b604051611d42929190612d65565b604051809103902014155b15611d5957505f611899565b5f5f611d678585600661230c565b925050915081611d7b575f92505050611899565b6040805160a081018252600460608201818152632c6c723d60e01b6080840152825282518084018452600a8152692c6d6f6d656e74756d3d60b01b6020828101919091528084019190915283518085018552918252632c77643d60e01b90820152918101919091525f5b6003811015611f04575f828260038110611e0157611e01612b43565b602002015151905086611e148286612dc5565b611e1f906008612dc5565b1180611e7a5750828260038110611e3857611e38612b43565b602002015180519060200120888886908488611e549190612dc5565b92611e6193929190612d3e565b604051611e6f929190612d65565b604051809103902014155b15611e8c575f95505050505050611899565b611ea7898989611e9c8589612dc5565b90611c70868a612dc5565b611eb8575f95505050505050611899565b88608001518961010001518360058110611ed457611ed4612b43565b63ffffffff9092166020929092020152611eef816008612dc5565b611ef99085612dc5565b935050600101611de5565b50505f608087015283149150509392505050565b5f6001821080611f285750600882115b15611f3457505f611899565b5f805b8381101561200c575f858583818110611f5257611f52612b43565b919091013560f81c91505f905060308210801590611f74575060398260ff1611155b15611f8b57611f84603083612e5d565b9050611fe7565b60618260ff1610158015611fa3575060668260ff1611155b15611fb357611f84605783612e5d565b60418260ff1610158015611fcb575060468260ff1611155b15611fdb57611f84603783612e5d565b5f945050505050611899565b60ff8116611ff6856010612e76565b6120009190612e9c565b93505050600101611f37565b5063ffffffff1660808501525060019392505050565b60015f5b825181101561205e5782818151811061204157612041612b43565b6020026020010151826120549190612eb8565b9150600101612026565b50919050565b5f806120766060840160408501612d92565b637fffffff169050637f800000811180156120aa5750637fc000006120a16060850160408601612d92565b63ffffffff1614155b156120b8575f915050612105565b612101846120cc6060860160408701612d92565b63ffffffff166120df6020870187612dd8565b6120ef6040880160208901612dd8565b6120fc6060890189612afe565b6123e9565b9150505b92915050565b5f80805b8381101561221e57365f86868481811061212b5761212b612b43565b905060200281019061213d9190612afe565b9092509050600881111561215a57505f9350839250610592915050565b60015f5b828110156121e0575f84848381811061217957612179612b43565b905060200201602081019061218e9190612dd8565b6001600160401b031690505f811180156121b457506121b1816340000000612eda565b83115b156121cb57505f9650869550610592945050505050565b6121d58184612b6b565b92505060010161215e565b508483836040516020016121f693929190612ef9565b604051602081830303815290604052805190602001209450505050808060010191505061210f565b50600191509250929050565b5f80806122378480612ce9565b90506122438580612ce9565b6122506020880188612ce9565b905061225f6020890189612ce9565b61226c60408b018b612afe565b905061227b60408c018c612afe565b8c606001356040516020016122999a99989796959493929190612f35565b60405160208183030381529060405290506002816040516122ba9190612fc9565b602060405180830381855afa1580156122d5573d5f5f3e3d5ffd5b5050506040513d601f19601f820116820180604052508101906122f89190612fdf565b925060208151036020820120915050915091565b5f80825b84811080156123415750603086868381811061232e5761232e612b43565b9050013560f81c60f81b60f81c60ff1610155b801561236f5750603986868381811061235c5761235c612b43565b9050013560f81c60f81b60f81c60ff1611155b156123c557603086868381811061238857612388612b43565b6123999392013560f81c9050612e5d565b60ff166123a783600a612b6b565b6123b19190612dc5565b9150806123bd81612dad565b915050612310565b83811180156123de575060086123db8583612d2b565b11155b925093509350939050565b5f6001600160401b038416158061240e5750650100000000006001600160401b038516115b8061242b5750836001600160401b0316856001600160401b031610155b1561243757505f6124ed565b6040515f81538660018201526021812060018253848460051b810188600195505b60018911156124e05760018116600181146124a757896001830110156124a257828403612488575f9650506124e0565b846001870152833560218701526041862094506020840193505b6124d1565b8284036124b7575f9650506124e0565b833560018701528460218701526041862094506020840193505b506001988901891c981c612458565b5014908914169190911690505b9695505050505050565b60408051610120810182525f8082526020820181905291810182905260608082018390526080820183905260a0820183905260c082019290925260e081019190915261010081016125466125bb565b905290565b6040518060e001604052805f60ff16815260200161256761259d565b815260200161257461259d565b815260200161258161259d565b815260200161258e61259d565b81525f60208201526040016125465b60405180606001604052806003906020820280368337509192915050565b6040518060a001604052806005906020820280368337509192915050565b5f60c0828403121561205e575f5ffd5b60ff811681146125f7575f5ffd5b50565b6001600160401b03811681146125f7575f5ffd5b5f5f5f5f5f5f5f60c0888a031215612624575f5ffd5b87356001600160401b03811115612639575f5ffd5b6126458a828b016125d9565b9750506020880135612656816125e9565b95506040880135612666816125fa565b94506060880135612676816125fa565b93506080880135925060a08801356001600160401b03811115612697575f5ffd5b8801601f81018a136126a7575f5ffd5b80356001600160401b038111156126bc575f5ffd5b8a60208260051b84010111156126d0575f5ffd5b602082019350809250505092959891949750929550565b5f602082840312156126f7575f5ffd5b5035919050565b5f6020828403121561270e575f5ffd5b81356001600160401b03811115612723575f5ffd5b612101848285016125d9565b5f82825180855260208501945060208160051b830101602085015f5b838110156127ae57848303601f19018852815180518085526020918201918501905f5b818110156127955783516001600160401b031683526020938401939092019160010161276e565b50506020998a019990945092909201915060010161274b565b50909695505050505050565b805f5b60058110156127e257815163ffffffff168452602093840193909101906001016127bd565b50505050565b606081526127fc60608201855160ff169052565b5f6020850151612811608084018260ff169052565b50604085015180151560a084015250606085015180151560c084015250608085015163ffffffff811660e08401525060a08501516001600160401b0381166101008401525060c085015160ff81166101208401525060e08501516101a061014084015261288261020084018261272f565b90506101008601516128986101608501826127ba565b506001600160401b038516602084015290506001600160401b0383166040830152611323565b634e487b7160e01b5f52604160045260245ffd5b60405160e081016001600160401b03811182821017156128f4576128f46128be565b60405290565b604051601f8201601f191681016001600160401b0381118282101715612922576129226128be565b604052919050565b8051612935816125e9565b919050565b5f82601f830112612949575f5ffd5b61295360606128fa565b806060840185811115612964575f5ffd5b845b81811015612987578051612979816125e9565b845260209384019301612966565b509095945050505050565b63ffffffff811681146125f7575f5ffd5b5f82601f8301126129b2575f5ffd5b6129bc60606128fa565b8060608401858111156129cd575f5ffd5b845b818110156129875780516129e281612992565b8452602093840193016129cf565b5f5f828403610240811215612a03575f5ffd5b83518015158114612a12575f5ffd5b9250610220601f1982011215612a26575f5ffd5b50612a2f6128d2565b6020840151612a3d816125e9565b8152612a4c856040860161293a565b6020820152612a5e8560a0860161293a565b60408201528461011f850112612a72575f5ffd5b612a7c60606128fa565b80610160860187811115612a8e575f5ffd5b61010087015b81811015612ab5578051612aa7816125fa565b845260209384019301612a94565b50816060850152612ac688826129a3565b6080850152505050612adb6101c0850161292a565b60a0820152612aee856101e0860161293a565b60c0820152809150509250929050565b5f5f8335601e19843603018112612b13575f5ffd5b8301803591506001600160401b03821115612b2c575f5ffd5b6020019150600581901b3603821315610592575f5ffd5b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52601160045260245ffd5b808202811582820484141761210557612105612b57565b60ff8616815263ffffffff858116602083015284811660408301528316606082015260e0810160808201835f5b6003811015612bd457815163ffffffff16835260209283019290910190600101612baf565b5050509695505050505050565b5f60208284031215612bf1575f5ffd5b815161189981612992565b5f6001600160401b03821115612c1457612c146128be565b5060051b60200190565b5f612c30612c2b84612bfc565b6128fa565b8381526020810190600585901b840136811115612c4b575f5ffd5b845b818110156129875780356001600160401b03811115612c6a575f5ffd5b860136601f820112612c7a575f5ffd5b8035612c88612c2b82612bfc565b8082825260208201915060208360051b850101925036831115612ca9575f5ffd5b6020840193505b82841015612cd4578335612cc3816125fa565b825260209384019390910190612cb0565b87525050602094850194919091019050612c4d565b5f5f8335601e19843603018112612cfe575f5ffd5b8301803591506001600160401b03821115612d17575f5ffd5b602001915036819003821315610592575f5ffd5b8181038181111561210557612105612b57565b5f5f85851115612d4c575f5ffd5b83861115612d58575f5ffd5b5050820193919092039150565b818382375f9101908152919050565b5f8235607e19833603018112612d88575f5ffd5b9190910192915050565b5f60208284031215612da2575f5ffd5b813561189981612992565b5f60018201612dbe57612dbe612b57565b5060010190565b8082018082111561210557612105612b57565b5f60208284031215612de8575f5ffd5b8135611899816125fa565b5f5f85851115612e01575f5ffd5b83861115612e0d575f5ffd5b5050600583901b0193919092039150565b5f6001600160fb1b03831115612e32575f5ffd5b8260051b80838637939093019392505050565b8481528360208201525f6124ed604083018486612e1e565b60ff828116828216039081111561210557612105612b57565b63ffffffff8181168382160290811690818114612e9557612e95612b57565b5092915050565b63ffffffff818116838216019081111561210557612105612b57565b6001600160401b038181168382160290811690818114612e9557612e95612b57565b5f82612ef457634e487b7160e01b5f52601260045260245ffd5b500490565b8381525f60208201845f5b858110156127ae578135612f17816125fa565b6001600160401b031683526020928301929190910190600101612f04565b7573796e6f642f646973707574652f656e7472792f763160501b815260e08b901b6001600160e01b0319166017820152888a601b8301375f89820163ffffffff60e01b8a60e01b16601b8201528789601f830137601b88820101905063ffffffff60e01b8760e01b166004820152612fb1600882018688612e1e565b938452505060209091019a9950505050505050505050565b5f82518060208501845e5f920191825250919050565b5f60208284031215612fef575f5ffd5b505191905056fe0fdbd160736e9b9b51ea9a79a8ed86f427a62e0e377d60335d2ec895c27025bbb2b273bbd9e4409919665f07376f8e8b8d95c6e1d4498aab66f21245ffabeba9a164736f6c6343000825000a",
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
	ABI: "[{\"inputs\":[],\"name\":\"BadOp\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"}],\"name\":\"UnknownKind\",\"type\":\"error\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint8\",\"name\":\"code\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"opSet\",\"type\":\"uint8\"},{\"internalType\":\"bool\",\"name\":\"transA\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"transB\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"constBits\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"axis\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"wrt\",\"type\":\"uint8\"},{\"internalType\":\"uint64[][]\",\"name\":\"shapes\",\"type\":\"uint64[][]\"},{\"internalType\":\"uint32[5]\",\"name\":\"adam\",\"type\":\"uint32[5]\"}],\"internalType\":\"structScalarProgram.Op\",\"name\":\"p\",\"type\":\"tuple\"},{\"internalType\":\"uint64\",\"name\":\"e\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"k\",\"type\":\"uint64\"}],\"name\":\"plan\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"ok\",\"type\":\"bool\"},{\"components\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"uint8[3]\",\"name\":\"srcs\",\"type\":\"uint8[3]\"},{\"internalType\":\"uint8[3]\",\"name\":\"inputs\",\"type\":\"uint8[3]\"},{\"internalType\":\"uint64[3]\",\"name\":\"indices\",\"type\":\"uint64[3]\"},{\"internalType\":\"uint32[3]\",\"name\":\"consts\",\"type\":\"uint32[3]\"},{\"internalType\":\"uint8\",\"name\":\"dst\",\"type\":\"uint8\"},{\"internalType\":\"uint8[3]\",\"name\":\"lanes\",\"type\":\"uint8[3]\"}],\"internalType\":\"structScalarProgram.Step\",\"name\":\"s\",\"type\":\"tuple\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"uint32\",\"name\":\"x\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"y\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"z\",\"type\":\"uint32\"},{\"internalType\":\"uint32[3]\",\"name\":\"c\",\"type\":\"uint32[3]\"}],\"name\":\"run\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"}]",
	ID:  "ScalarPrograms",
	Bin: "0x6080604052348015600e575f5ffd5b5061551a8061001c5f395ff3fe608060405234801561000f575f5ffd5b5060043610610034575f3560e01c80637abb32b814610038578063dc5a14b014610065575b5f5ffd5b61004b610046366004614e19565b610086565b60405163ffffffff90911681526020015b60405180910390f35b610078610073366004614e94565b6100c6565b60405161005c929190614f45565b5f6100bc868686868660038060200260405190810160405280929190826003602002808284375f92019190915250610159915050565b9695505050505050565b5f6100cf614d78565b5f6100d9866151f6565b90506100e4816103ba565b158061010a57506100f481611070565b6001600160401b0316856001600160401b031610155b80610130575061011a818661132f565b6001600160401b0316846001600160401b031610155b1561013e575f925050610151565b600161014b8287876115da565b92509250505b935093915050565b5f60091960ff8716016101af575f61018b61017b84835b602002015188611c65565b610186856001610170565b611d74565b90506101a76101a1828560026020020151611e8e565b85611e8e565b9150506103b1565b600a1960ff8716016101f0576101c5845f611fcd565b6101df576101dc856101d78688611c65565b612013565b94505b6101e98584612013565b90506103b1565b5f1960ff871601610205576101e98585611d74565b60011960ff87160161021b576101e98585611c65565b60021960ff871601610231576101e98585611e8e565b60031960ff87160161024b576101e9836101868787611c65565b60041960ff871601610262576101e9858585612054565b60051960ff871601610289576102785f86612230565b610282575f6101e9565b50836103b1565b60061960ff87160161029f576102785f85612230565b60071960ff8716016102df576102b58385612230565b6102bf57846101e9565b6101e9856102da856102d58863358637bd611d74565b611e8e565b611c65565b60081960ff8716016102f4576101e985612276565b600b1960ff87160161030a576101e98585612013565b600c1960ff871601610324576101e9856102da8686611c65565b600d1960ff871601610339576101e98561234e565b600e1960ff87160161034e576101e98561244e565b600f1960ff871601610364576101e985856124d2565b60101960ff87160161038f576101e9846101866103818888611c65565b6102da633f80000089612013565b60405163bd3c908960e01b815260ff8716600482015260240160405180910390fd5b6100bc81612540565b60e0810151515f90815b81811015610469575f8460e0015182815181106103e3576103e36152c4565b6020026020010151905060088151111561040157505f949350505050565b60015f5b825181101561045e57828181518110610420576104206152c4565b60200260200101516001600160401b03168261043c91906152ec565b9150634000000082111561045657505f9695505050505050565b600101610405565b5050506001016103c4565b5082515f808061047887612563565b9150915081156105c957604080516080810182525f8082526020820181905291810182905260608101919091526104af88836127c0565b909450905060021960ff861601610547578380156104ec57508760e001516002815181106104df576104df6152c4565b6020026020010151516001145b8015610544575080604001516001600160401b03168860e00151600281518110610518576105186152c4565b60200260200101515f81518110610531576105316152c4565b60200260200101516001600160401b0316145b93505b600d1960ff86160161056b5783801561056857506105688860e00151612bb9565b93505b8380156105c1575063400000006001600160401b031681604001516001600160401b0316825f01516001600160401b031683606001516001600160401b03166105b491906152ec565b6105be91906152ec565b11155b935050611048565b6105d287612db6565b15610760575f5f6105e289612de3565b909250905060ff8616600e146105f95760036105fc565b60045b60ff168714801561062b57508860e00151818151811061061e5761061e6152c4565b6020026020010151516001145b80156106a357506106588960e00151838151811061064b5761064b6152c4565b6020026020010151612e0d565b6001600160401b03168960e001518281518110610677576106776152c4565b60200260200101515f81518110610690576106906152c4565b60200260200101516001600160401b0316145b80156106ee57508860e0015181815181106106c0576106c06152c4565b60200260200101515f815181106106d9576106d96152c4565b60200260200101516001600160401b03165f14155b8015610757575060ff8616600e1461074a576107458960e001515f81518110610719576107196152c4565b60200260200101518a60e00151600181518110610738576107386152c4565b6020026020010151612e4a565b610757565b6107578960e00151612bb9565b94505050611048565b600d1960ff851601610774575f9250611048565b60ff841660041480610789575060ff84166005145b156107d8578460021480156107d157506107d18760e001515f815181106107b2576107b26152c4565b60200260200101518860e00151600181518110610738576107386152c4565b9250611048565b60051960ff8516016109425784600214801561081357508660e00151600181518110610806576108066152c4565b6020026020010151516001145b801561083c57505f8760e001515f81518110610831576108316152c4565b602002602001015151115b80156108f057508660e001515f81518110610859576108596152c4565b602002602001015160018860e001515f81518110610879576108796152c4565b60200260200101515161088c9190615303565b8151811061089c5761089c6152c4565b60200260200101516001600160401b03168760e001516001815181106108c4576108c46152c4565b60200260200101515f815181106108dd576108dd6152c4565b60200260200101516001600160401b0316145b80156107d157508660e0015160018151811061090e5761090e6152c4565b60200260200101515f81518110610927576109276152c4565b60200260200101516001600160401b03165f14159250611048565b60ff841660071480610957575060ff84166008145b80610965575060ff8416600b145b806109835750601b60ff8516108015906109835750601d60ff851611155b1561099357846001149250611048565b601e60ff8516108015906109ab5750602060ff851611155b156109d4578460021480156107d157506107d18760e001515f815181106107b2576107b26152c4565b60201960ff851601610a9b57846003148015610a045750610a048760e001515f815181106107b2576107b26152c4565b8015610a435750610a438760e001515f81518110610a2457610a246152c4565b60200260200101518860e00151600281518110610738576107386152c4565b80156107d1575063400000006001600160401b0316610a7e8860e001515f81518110610a7157610a716152c4565b6020026020010151612ecc565b610a89906002615316565b6001600160401b031611159250611048565b60ff841660091480610ab0575060ff8416600a145b15610b9a57846001148015610aef57508660e001515f81518110610ad657610ad66152c4565b6020026020010151518760a001516001600160401b0316105b8015610b57575060ff841660091480610b57575063010000008760e001515f81518110610b1e57610b1e6152c4565b60200260200101518860a001516001600160401b031681518110610b4457610b446152c4565b60200260200101516001600160401b0316105b80156107d157508660e001515f81518110610b7457610b746152c4565b60200260200101518760a001516001600160401b031681518110610927576109276152c4565b600f1960ff851601610bfd57846003148015610bbd575060028760c0015160ff16105b8015610bdd5750610bdd8760e001515f815181106107b2576107b26152c4565b80156107d157506107d18760e001515f81518110610a2457610a246152c4565b60ff841660111480610c12575060ff84166012145b15610c3b578460021480156107d157506107d18760e001515f815181106107b2576107b26152c4565b60141960ff851601610c7f578460021480156107d15750610c6c8760e00151600181518110610a7157610a716152c4565b6001600160401b03166001149250611048565b60151960ff851601610ca557600185101580156107d157506340000000610a8988612f0e565b60161960ff851601610ce757846003148015610bbd575060028760c0015160ff16108015610bdd5750610bdd8760e001515f815181106107b2576107b26152c4565b60171960ff851601610dfa57846003148015610d2257508660e00151600281518110610d1557610d156152c4565b6020026020010151516001145b8015610d8e5750610d428760e001515f8151811061064b5761064b6152c4565b6001600160401b03168760e00151600281518110610d6257610d626152c4565b60200260200101515f81518110610d7b57610d7b6152c4565b60200260200101516001600160401b0316145b8015610dda57508660e00151600281518110610dac57610dac6152c4565b60200260200101515f81518110610dc557610dc56152c4565b60200260200101516001600160401b03165f14155b80156107d157506107d18760e001515f815181106107b2576107b26152c4565b60181960ff851601610e39578460021480156107d157508660e001515f81518110610e2757610e276152c4565b6020026020010151515f149250611048565b60191960ff851601610f6d57846004148015610e695750610e698760e001515f815181106107b2576107b26152c4565b8015610e895750610e898760e001515f81518110610a2457610a246152c4565b8015610ec85750610ec88760e001515f81518110610ea957610ea96152c4565b60200260200101518860e00151600381518110610738576107386152c4565b8015610f0d575063400000006001600160401b0316610ef68860e001515f81518110610a7157610a716152c4565b610f01906003615316565b6001600160401b031611155b8015610f27575060018760a001516001600160401b031610155b8015610f47575061010087015160200151633f80000063ffffffff909116105b80156107d1575061010087015160400151633f80000063ffffffff909116109250611048565b60ff841660131480610f82575060ff84166014145b1561104857846002148015610fdc5750610fdc8760e001515f81518110610fab57610fab6152c4565b60200260200101518860e00151600181518110610fca57610fca6152c4565b60200260200101518960a00151612f4b565b8015611045575060ff841660131480611045575063010000008760e0015160018151811061100c5761100c6152c4565b60200260200101518860a001516001600160401b031681518110611032576110326152c4565b60200260200101516001600160401b0316105b92505b82801561106557505f61105a88611070565b6001600160401b0316115b979650505050505050565b80515f908161107e84612563565b50905080156110bf575f61109185613011565b9150508060400151815f015182606001516110ac9190615316565b6110b69190615316565b95945050505050565b6110c884612db6565b156110f3575f6110d785612de3565b5090506110b68560e00151828151811061064b5761064b6152c4565b60ff821660091480611108575060ff8216600a145b1561117c578360e001515f81518110611123576111236152c4565b60200260200101518460a001516001600160401b031681518110611149576111496152c4565b602002602001015161116a8560e001515f81518110610a7157610a716152c4565b6111749190615353565b949350505050565b600a1960ff831601611192575060019392505050565b60ff8216601314806111a7575060ff82166014145b156111c6576111748460e00151600181518110610a7157610a716152c4565b600460ff8316108015906111de5750600860ff831611155b806111fc5750601060ff8316108015906111fc5750601260ff831611155b8061120a575060ff82166015145b80611218575060ff82166017145b80611226575060ff82166018145b15611244576111748460e001515f81518110610a7157610a716152c4565b60151960ff83160161125a575060019392505050565b60181960ff831601611280576111748460e00151600181518110610a7157610a716152c4565b60191960ff8316016112b0576112a58460e001515f81518110610a7157610a716152c4565b611174906003615316565b601b60ff8316108015906112c85750602060ff831611155b156112e6576111748460e001515f81518110610a7157610a716152c4565b60201960ff8316016113165761130b8460e001515f81518110610a7157610a716152c4565b611174906002615316565b604051633405f81960e21b815260040160405180910390fd5b81515f908161133d85612563565b5090508015611382575f61135086613011565b91505060ff8316600314611368578060200151611378565b6020810151611378906001615380565b93505050506115d4565b61138b85612db6565b156113d9575f61139a86612de3565b5090506113b68660e00151828151811061064b5761064b6152c4565b6113cf8760e001518381518110610a7157610a716152c4565b6113789190615353565b60081960ff831601611432578460e001515f815181106113fb576113fb6152c4565b60200260200101518560a001516001600160401b031681518110611421576114216152c4565b6020026020010151925050506115d4565b60091960ff831601611497578460e001515f81518110611454576114546152c4565b60200260200101518560a001516001600160401b03168151811061147a5761147a6152c4565b6020026020010151600161148e9190615380565b925050506115d4565b600a1960ff8316016114bc5761148e8560e001515f81518110610a7157610a716152c4565b60131960ff8316016114d3576002925050506115d4565b600460ff8316108015906114eb5750600860ff831611155b806115095750601060ff8316108015906115095750601360ff831611155b80611517575060ff82166015145b806115355750601760ff8316108015906115355750601960ff831611155b15611545576001925050506115d4565b60151960ff8316016115655761155a85612f0e565b61148e906001615380565b60191960ff83160161157c576009925050506115d4565b601b60ff8316108015906115945750602060ff831611155b156115a25761148e826130ca565b60201960ff8316016113165761010085015160400151637fffffff166115c95760036115cc565b60055b60ff16925050505b92915050565b6115e2614d78565b83515f6115ee86612563565b509050801561160b57611602868686613123565b92505050611c5e565b61161486612db6565b15611679575f61162387612de3565b506001808652602086015181905260e089015180519293506116739287929185918b9161165a918490811061064b5761064b6152c4565b611664908b615316565b61166e9190615380565b6132ea565b50611c5b565b60ff82166009148061168e575060ff8216600a145b8061169c575060ff8216600b145b1561180e575f80600a1960ff8516016116d2576116c88860e001515f81518110610a7157610a716152c4565b91508590506117bc565b5f8860e001515f815181106116e9576116e96152c4565b60200260200101519050808960a001516001600160401b031681518110611712576117126152c4565b602002602001015192505f600190505f8a60a0015160016117339190615380565b6001600160401b031690505b82518110156117775782818151811061175a5761175a6152c4565b60200260200101518261176d9190615316565b915060010161173f565b50611782818a61539f565b81898661178f838e615353565b6117999190615316565b6117a39190615380565b6117ad9190615316565b6117b79190615380565b925050505b6020850151600190526001600160401b03828116908716036117f557600385526117f08560016117eb85613365565b6133e7565b611807565b60018086526118079086905f846132ea565b5050611c5b565b60ff821660131480611823575060ff82166014145b1561198c575f8660e00151600181518110611840576118406152c4565b602002602001015190505f818860a001516001600160401b03168151811061186a5761186a6152c4565b602002602001015190505f600190505f8960a00151600161188b9190615380565b6001600160401b031690505b83518110156118cf578381815181106118b2576118b26152c4565b6020026020010151826118c59190615316565b9150600101611897565b505f6118db828a61539f565b826118e68186615316565b6118f0908c615353565b6118fa9190615316565b6119049190615380565b905060ff8616601414801561192057506001600160401b038816155b156119495760038752611935875f80846132ea565b6119448760016117eb86613365565b611983565b6002875260131960ff87160161196757602087015160019052611973565b611973875f5f846132ea565b611983876001633f8000006133e7565b50505050611c5b565b60ff8216600414806119a1575060ff82166005145b156119de5760ff82166004146119b85760026119bb565b60015b60ff1683526119cc835f80886132ea565b6119d983600180886132ea565b611c5b565b60051960ff831601611a2457600183526119fa835f80886132ea565b6119d983600180611a1a8a60e001515f8151811061064b5761064b6152c4565b61166e908a61539f565b60ff821660071480611a39575060ff82166011145b15611a5e5760028352611a4e835f80886132ea565b6119d983600188608001516133e7565b60071960ff831601611a7a57600683526119d9835f80886132ea565b600f1960ff831601611ab35760028352611a96835f80886132ea565b6119d98360018860c001516002611aad91906153cc565b886132ea565b60111960ff831601611acf57600783526119cc835f80886132ea565b60141960ff831601611b085760088352611aeb835f80886132ea565b611af8836001805f6132ea565b6119d983600288608001516133e7565b60151960ff831601611bac5760208301516001905260098352835f5b8760e0015151811015611807575f611b4b8960e001518381518110610a7157610a716152c4565b9050806001600160401b0316836001600160401b03161015611b975760048652611b77865f84866132ea565b611b8486600184866132ea565b5060208501516001604090910152611807565b611ba181846153e5565b925050600101611b24565b60191960ff831601611bc357611602868686613439565b601b60ff831610801590611bdb5750602060ff831611155b15611beb576116028286866137da565b60201960ff831601611c0257611602868686613a8e565b60ff821660171480611c17575060ff82166018145b80611c25575060ff82166019145b156113165760028352611c4b835f8060ff8616601914611c4557886132ea565b5f6132ea565b6119d9836001633f8000006133e7565b50505b9392505050565b5f637f800000637fffffff84161180611c875750637f800000637fffffff8316115b15611c9d57611c968383613c5d565b90506115d4565b638000000082841816637f800000637fffffff85161480611cc75750637f800000637fffffff8416145b15611d0257637fffffff84161580611ce35750637fffffff8316155b15611cf55763ffc000009150506115d4565b637f8000001790506115d4565b637fffffff84161580611d195750637fffffff8316155b15611d255790506115d4565b5f5f611d3086613c84565b915091505f5f611d3f87613c84565b9092509050611d686001601f87901c16611d5984876152ec565b611d638487615404565b613cc0565b98975050505050505050565b5f637f800000637fffffff84161180611d965750637f800000637fffffff8316115b15611da557611c968383613c5d565b637f800000637fffffff841603611df157637f800000637fffffff8316148015611dda575082821863ffffffff166380000000145b15611dea575063ffc000006115d4565b50816115d4565b637f800000637fffffff831603611e095750806115d4565b637fffffff8316611e3057637fffffff8216155b611e275781611c96565b508181166115d4565b637fffffff8216611e425750816115d4565b5f5f611e4d85613c84565b915091505f5f611e5c86613c84565b91509150611065601f8863ffffffff16901c63ffffffff168585601f8a63ffffffff16901c63ffffffff168686613da4565b5f637f800000637fffffff84161180611eb05750637f800000637fffffff8316115b15611ebf57611c968383613c5d565b638000000082841816637f800000637fffffff851603611f0557637f800000637fffffff8416145b611ef757637f8000008117611efd565b63ffc000005b9150506115d4565b637f800000637fffffff841603611f1d5790506115d4565b637fffffff8316611f3557637fffffff841615611ee7565b637fffffff8416611f475790506115d4565b5f5f611f5286613e6a565b915091505f5f611f6187613e6a565b9092509050601a84901b5f611f76848361542b565b90505f611f83858461543e565b15611f8f576001611f91565b5f5b60ff169050611fbe6001601f8a901c81169084901b8317601b611fb4888b615451565b611d639190615451565b9b9a5050505050505050505050565b5f637f800000637fffffff841611158015611ff25750637f800000637fffffff831611155b8015611c5e575061200282613eaf565b61200b84613eaf565b149392505050565b5f637f800000637fffffff841611806120355750637f800000637fffffff8316115b1561204457611c968383613c5d565b611c5e8363800000008418611d74565b5f637f800000637fffffff851611156120735750624000008317611c5e565b637f800000637fffffff841611156120915750624000008217611c5e565b637f800000637fffffff831611156120af5750624000008117611c5e565b6380000000838518165f637fffffff861615806120d05750637fffffff8516155b9050637f800000637fffffff871614806120f35750637f800000637fffffff8616145b1561215257801561210c5763ffc0000092505050611c5e565b637f800000637fffffff851614801561213157506380000000841663ffffffff831614155b156121445763ffc0000092505050611c5e565b50637f800000179050611c5e565b637f800000637fffffff85160361216d578392505050611c5e565b801561218f57637fffffff8416156121855783611602565b5082169050611c5e565b5f5f61219a88613c84565b915091505f5f6121a989613c84565b915091506121bb88637fffffff161590565b156121e2576121d56001601f88901c16611d5984876152ec565b9650505050505050611c5e565b5f5f6121ed8a613c84565b90925090506122206001601f8a901c1661220786896152ec565b6122118689615404565b6001601f8f901c168686613da4565b9c9b505050505050505050505050565b5f637f800000637fffffff8416111580156122555750637f800000637fffffff831611155b8015611c5e575061226582613eaf565b61226e84613eaf565b129392505050565b5f637f800000637fffffff831611156122925750624000001790565b637fffffff82166122a1575090565b638000000063ffffffff8316106122bd575063ffc00000919050565b637f7fffff1963ffffffff8316016122d3575090565b5f5f6122de84613e6a565b90925090506122ee600282615470565b1561230657600191821b916123039082615451565b90505b601e82901b5f61231582613edd565b90505f8261232383806152ec565b1461232f576001612331565b5f5b60ff1690506110655f600184901b83176010611fb4600289615483565b5f637f800000637fffffff83161115612365575090565b5f60016001603f1b0361237784613f5d565b1690505f6740223333333333336001600160401b03831611156123a057506103ff60341b61242f565b673fd00000000000006001600160401b03831610156123f1575f6123d06123cb6001603e1b85614027565b614141565b90506123e9816123e4836001603e1b614246565b614377565b91505061242f565b5f6124086124036001603e1b85614027565b6144c5565b905061242b61241c826103ff60341b614610565b6123e4836103ff60341b614246565b9150505b612439845f612230565b15612445576001603f1b185b61117481614659565b5f637f800000637fffffff83161115612465575090565b6124738263c2d00000612230565b1561247f57505f919050565b61248d634220000083612230565b1561249d5750633f800000919050565b5f6124b061240363800000008518613f5d565b9050611c5e6124cd6103ff60341b6123e46103ff60341b85614246565b614659565b5f5f6124f6633f4c422a6102da633f800000610186633e095d4f6102da8a8b611c65565b90505f61250b633f8000006101d78687611c65565b90506110b6612526633f0000006102da633f80000088611d74565b61018661253a61253a633f0000008a611c65565b85611c65565b5f637f800000637fffffff83161161255857816115d4565b637fc0000092915050565b6040805160e0810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c08101829052825160ff60a083018190528116600114806125b8575060ff81166002145b1561260357604080850151606095860151600260c0860181905260ff94909416909314608085015291151594830194909452151592810192909252506001602082018190525f825291565b60021960ff82160161262b5750600360c08201526001602082018190525f8252939092509050565b60ff8116600c1480612640575060ff8116600d145b156127275760ff8116600d146080830152600360c08084019190915284015161266a9060016154af565b60ff90811660a084015260c0850151165f036126d0578360400151156126af57606080850151600191840191909152151560408301525f60208301526002825261271d565b60608085015115908301525f6040830181905260026020840152825261271d565b8360600151156126fc5760408085015115156060840152600190830181905260208301525f825261271d565b6040808501515f606085018190529015918401919091526020830152600182525b6001925050915091565b60ff8116600e148015612741575060028460c0015160ff16105b156127b757600460c08084019190915284015161275f9060016154af565b60ff90811660a084015260c0850151165f0361279257600160608301525f6040830181905260026020840152825261271d565b5f60608301819052600160408401819052602084019190915282526001925050915091565b5f925050915091565b604080516080810182525f80825260208201819052918101829052606081018290528260c0015160ff168460e0015151146127fd575f9150612bb2565b5f8460e00151845f015160ff168151811061281a5761281a6152c4565b602002602001015190505f8560e00151856020015160ff1681518110612842576128426152c4565b602002602001015190505f856080015161285c575f61285f565b60015b60ff16905061286f8160026154c8565b835114158061288957506128848160026154c8565b825114155b806128e45750856080015180156128e45750815f815181106128ad576128ad6152c4565b60200260200101516001600160401b0316835f815181106128d0576128d06152c4565b60200260200101516001600160401b031614155b156128f4575f9450505050612bb2565b856080015161290457600161291f565b825f81518110612916576129166152c4565b60200260200101515b6001600160401b03166060850152604086015161297b57828181518110612948576129486152c4565b60200260200101518382600161295e91906154c8565b8151811061296e5761296e6152c4565b60200260200101516129ba565b826129878260016154c8565b81518110612997576129976152c4565b60200260200101518382815181106129b1576129b16152c4565b60200260200101515b6001600160401b03908116602087015216845260608601515f90612a1d578282815181106129ea576129ea6152c4565b602002602001015183836001612a0091906154c8565b81518110612a1057612a106152c4565b6020026020010151612a5c565b82612a298360016154c8565b81518110612a3957612a396152c4565b6020026020010151838381518110612a5357612a536152c4565b60200260200101515b6001600160401b0390811660408801526020870151919250828116911614612a8a575f955050505050612bb2565b8660a0015160ff1660ff14612ba9575f8860e001518860a0015160ff1681518110612ab757612ab76152c4565b60200260200101519050826002612ace91906154c8565b8151141580612b0b5750855f01516001600160401b0316818481518110612af757612af76152c4565b60200260200101516001600160401b031614155b80612b4f575060408601516001600160401b031681612b2b8560016154c8565b81518110612b3b57612b3b6152c4565b60200260200101516001600160401b031614155b80612b95575087608001518015612b95575085606001516001600160401b0316815f81518110612b8157612b816152c4565b60200260200101516001600160401b031614155b15612ba7575f96505050505050612bb2565b505b60019550505050505b9250929050565b5f8151600414612bca57505f919050565b5f825f81518110612bdd57612bdd6152c4565b602002602001015190505f83600181518110612bfb57612bfb6152c4565b602002602001015190505f84600281518110612c1957612c196152c4565b602002602001015190505f85600381518110612c3757612c376152c4565b6020026020010151905082516002148015612c53575081516002145b8015612c60575083516002145b8015612c6d575080516001145b8015612cbd5750815f81518110612c8657612c866152c4565b60200260200101516001600160401b031683600181518110612caa57612caa6152c4565b60200260200101516001600160401b0316145b8015612d0c5750825f81518110612cd657612cd66152c4565b60200260200101516001600160401b0316845f81518110612cf957612cf96152c4565b60200260200101516001600160401b0316145b8015612d5d575081600181518110612d2657612d266152c4565b60200260200101516001600160401b031684600181518110612d4a57612d4a6152c4565b60200260200101516001600160401b0316145b80156100bc575081600181518110612d7757612d776152c4565b60200260200101516001600160401b0316815f81518110612d9a57612d9a6152c4565b60200260200101516001600160401b0316149695505050505050565b80515f9060ff16600f14806115d45750815160ff16600e1480156115d457505060c0015160ff1660021490565b80515f908190819060ff16600e14612dfc576002612dff565b60035b909460ff9091169350915050565b5f81515f14612e42578160018351612e259190615303565b81518110612e3557612e356152c4565b60200260200101516115d4565b600192915050565b5f8151835114612e5b57505f6115d4565b5f5b8351811015612ec257828181518110612e7857612e786152c4565b60200260200101516001600160401b0316848281518110612e9b57612e9b6152c4565b60200260200101516001600160401b031614612eba575f9150506115d4565b600101612e5d565b5060019392505050565b60015f5b8251811015612f0857828181518110612eeb57612eeb6152c4565b602002602001015182612efe9190615316565b9150600101612ed0565b50919050565b5f805b8260e0015151811015612f0857612f378360e001518281518110610a7157610a716152c4565b612f419083615380565b9150600101612f11565b5f8251826001600160401b0316101580612f72575082518451612f6f9060016154c8565b14155b15612f7e57505f611c5e565b5f5b84518110156130065783836001600160401b03168210612faa57612fa58260016154c8565b612fac565b815b81518110612fbc57612fbc6152c4565b60200260200101516001600160401b0316858281518110612fdf57612fdf6152c4565b60200260200101516001600160401b031614612ffe575f915050611c5e565b600101612f80565b506001949350505050565b6040805160e0810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810191909152604080516080810182525f8082526020820181905291810182905260608101919091525f61307684612563565b935090508061309857604051633405f81960e21b815260040160405180910390fd5b6130a284846127c0565b92509050806130c457604051633405f81960e21b815260040160405180910390fd5b50915091565b5f601a1960ff8316016130df57506001919050565b601b1960ff8316016130f357506002919050565b601e1960ff83160161310757506003919050565b601d1960ff83160161311b57506004919050565b506007919050565b61312b614d78565b5f5f61313686613011565b915091505f81604001518661314b919061539f565b875190915060ff166003148015613177575081602001516001600160401b0316856001600160401b0316145b1561319f57600180855260208501518190526131979085906002846132ea565b505050611c5e565b604082015182515f916131b191615316565b6131bb9088615353565b604084015184519192505f916131d2908290615316565b6131dc908a61539f565b6131e69190615353565b90506002896020015160ff1610156131ff576004613202565b60055b60ff1686528451604086015161326e9188915f919061323b578a88602001518661322c9190615316565b6132369190615380565b613253565b87518590613249908d615316565b6132539190615380565b602089015189516132649089615316565b6116649190615316565b6132d1866001876020015188606001516132a2578688604001518c6132939190615316565b61329d9190615380565b6132bd565b8a8860200151886132b39190615316565b6132bd9190615380565b604089015160208a01516132649089615316565b5050505060208201516001604090910152509392505050565b600284602001518460038110613302576133026152c4565b60ff9092166020929092020152604084015182908460038110613327576133276152c4565b60ff909216602092909202015260608401518190846003811061334c5761334c6152c4565b6001600160401b03909216602092909202015250505050565b5f816001600160401b03165f0361337d57505f919050565b5f5b6001600160401b0383166133948260016154c8565b6001901b116133af57806133a7816154db565b91505061337f565b5f6133bb826017615303565b6001600160401b038516901b627fffff1690508060176133dc84607f6154c8565b901b17949350505050565b6003836020015183600381106133ff576133ff6152c4565b60ff9092166020929092020152608083015181908360038110613424576134246152c4565b63ffffffff9092166020929092020152505050565b613441614d78565b5f61345b8560e001515f81518110610a7157610a716152c4565b90505f6134688286615353565b90505f613475838761539f565b6101008801516020810151604090910151919250906001600160401b03841660011480156134ad57506002876001600160401b031610155b806134d65750836001600160401b031660021480156134d657506003876001600160401b031610155b1561350257600180875260208701518190526134f890879063800000006133e7565b5050505050611c5e565b836001600160401b031660010361358057866001600160401b03165f036135455760028652613532865f846133e7565b6135408660016002866132ea565b6134f8565b6004865261355c865f6117eb633f80000086612013565b61356986600180866132ea565b505050506020820151600160409091015250611c5e565b866001600160401b03165f036135b957600286526135a7865f6117eb633f80000085612013565b6135b486600180866132ea565b6137ce565b866001600160401b03166001036135e6576002865260208601516001908190526135b490879080866132ea565b866001600160401b03166002036136315760048652613606865f836133e7565b6136148660016003866132ea565b602086015160019060025b60ff90921660209290920201526137ce565b866001600160401b0316600303613676576003865260208601516001905260a08901515f906136619083906146fa565b915050613670876001836133e7565b506137ce565b866001600160401b0316600403613699576009865260208601516001905f61361f565b866001600160401b03166005036136d057600180875260208701518190526101008a01516135b491889160035b60200201516133e7565b866001600160401b031660060361375357600a86526136f2865f6002866132ea565b6136ff86600180866132ea565b6020860151600160409091015260a08901515f9061371e9084906146fa565b91505082613730633f80000085612013565b608089015163ffffffff93841660408201529083166020820152911690526137ce565b866001600160401b031660070361378a576002865261010089015161377c9087905f90816136c6565b60208601516001908161361f565b600b865261379a865f80866132ea565b6132d18660016117eb8c61010001515f600581106137ba576137ba6152c4565b60200201516101008e015160800151611c65565b50505050509392505050565b6137e2614d78565b601e60ff851610155f816137f65785613801565b6138016003876153cc565b90505f8261380f575f613812565b60015b905082801561384657506001613827886130ca565b61383191906153e5565b6001600160401b0316856001600160401b0316145b1561386e576002845261385b845f80896132ea565b5050506020818101516001910152611c5e565b601a1960ff8316016138df57846001600160401b03165f0361389f57600e845261389a845f83896132ea565b613197565b846001600160401b03166001036138cc576002845260208085018051600190819052905190910152613197565b600c845261385b845f633f8000006133e7565b601b1960ff83160161392b57846001600160401b03165f0361390b57600f845261389a845f83896132ea565b8261391757600261391a565b60115b60ff16845261385b845f83896132ea565b846001600160401b03165f0361395d576002845261394b845f83896132ea565b61395884600183896132ea565b613a84565b846001600160401b031660010361399a57600d8452602084015160019081905261398d908590633d3727136133e7565b61395884600283896132ea565b846001600160401b03166002036139d757600184526139bb845f83896132ea565b6020840151600190815b60ff9092166020929092020152613a84565b846001600160401b03166003036139fb57600284526139bb845f633f4c422a6133e7565b846001600160401b0316600403613a1e57600e845260208401516001905f6139c5565b8215613a3457601084526139bb845f83896132ea565b846001600160401b0316600503613a5857600184526139bb845f633f8000006133e7565b600d84526020840151600190819052613a77908590633f0000006133e7565b613a8484600283896132ea565b5050509392505050565b613a96614d78565b5f613ab08560e001515f81518110610a7157610a716152c4565b90505f613abd828661539f565b90505f613ad887610100015160400151637fffffff16151590565b613ae3576001613ae6565b60035b60ff1690506001600160401b038516811115613bd157806001600160401b0316600103613b425760048452610100870151613b269085905f9060016136c6565b613b348460016002856132ea565b6139588460026001856132ea565b846001600160401b03165f03613b77576002808552610100880151613b6a9186915f916136c6565b6139588460015f856132ea565b846001600160401b0316600103613b9b5760018085526139bb9085905f90856132ea565b60048452610100870151613bb49085905f9060016136c6565b613bc28460016002856132ea565b602084015160019060026139c5565b826001600160401b0316866001600160401b031610613c07576001808552602085015181905261395890859063800000006133e7565b806001600160401b0316856001600160401b031603613c3857600284526101008701516139bb9085905f90816136c6565b600c8452613c48845f80856132ea565b50505060208181015160019101529392505050565b5f62400000637f800000637fffffff8516115b613c7a5782613c7c565b835b179392505050565b627fffff81165f60ff601784901c16808203613ca45760941991506130c4565b628000009290921791613cb8609682615451565b915050915091565b5f5f613ccb8461477d565b90505f6018820390506094198185011215613ce857836094190390505b5f5f8213613cfd57815f0386901b9050613d68565b82821115613d1457601f87901b9350505050611c5e565b5084811c5f19600180841b820188169184011b80821180613d4257508082148015613d425750826001166001145b15613d655760018301925082630100000003613d65576280000092506001840193505b50505b8482016068811315613d8a5750505050601f84901b637f800000179050611c5e565b60950160171b01601f9690961b9590951795945050505050565b5f5f613daf8761477d565b860190505f613dbd8561477d565b8401905060408183031315613ddb5760408183030384019350613df1565b60408282031315613df157604082820303870196505b5f848812613e0857508387039790971b9683613e13565b508684039490941b93865b868a03613e3157613e278a878b0183613cc0565b93505050506100bc565b85891115613e4657613e278a878b0383613cc0565b88861115613e5b57613e27878a880383613cc0565b505f9998505050505050505050565b5f5f613e7583613c84565b909250905062800000821015613eaa575f613e8f8361477d565b613e9a906018615303565b92831b929050613cb88183615451565b915091565b5f638000000063ffffffff83161015613ece578163ffffffff166115d4565b6115d4637fffffff83166154f3565b5f5f6002613eea8461477d565b60010181613efa57613efa61533f565b046001901b9050809150600281828581613f1657613f1661533f565b040181613f2557613f2561533f565b0490505b81811015612f0857809150600281828581613f4657613f4661533f565b040181613f5557613f5561533f565b049050613f29565b5f602082901b6001603f1b16637f800000637fffffff84161115613f9d57677ff8000000000000601d9390931b660fffffe0000000161791909117919050565b637f800000637fffffff841603613fbb576107ff60341b1792915050565b637fffffff8316613fcc5792915050565b5f5f613fd785613e6a565b9092509050601d613feb6280000084615303565b6001600160401b0316901b6034614003836017615404565b61400f906103ff615404565b6001600160401b0316901b8417179350505050919050565b5f6107ff60341b60016001603f1b038416118061405157506107ff60341b60016001603f1b038316115b1561406057611c968383614814565b6001603f1b828418166107ff60341b60016001603f1b038516148061409257506107ff60341b60016001603f1b038416145b156140d55760016001603f1b03841615806140b4575060016001603f1b038316155b156140c757611fff60331b9150506115d4565b6107ff60341b1790506115d4565b60016001603f1b03841615806140f2575060016001603f1b038316155b156140fe5790506115d4565b5f5f61410986614833565b915091505f5f61411887614833565b9092509050611d686001603f87901c1661413284876152ec565b61413c8487615404565b61486f565b6040805161018081018252673e21eed8eff8d8988152673e5ae64567f544e46020820152673e927e4fb7789f5c91810191909152673ec71de3a556c7346060820152673efa01a01a01a01a6080820152673f2a01a01a01a01a60a0820152673f56c16c16c16c1760c0820152673f8111111111111160e0820152673fa5555555555555610100820152673fc55555555555556101208201526101ff60351b6101408201526103ff60341b6101608201525f90673de6124613a86d0990825b600c81101561423b576142316142158487614027565b8383600c8110614227576142276152c4565b6020020151614246565b92506001016141ff565b506111748285614027565b5f6107ff60341b60016001603f1b038416118061427057506107ff60341b60016001603f1b038316115b1561427f57611c968383614814565b6107ff60341b60016001603f1b038416036142d0576107ff60341b60016001603f1b0383161480156142bf57508282186001600160401b03166001603f1b145b15611dea5750611fff60331b6115d4565b6107ff60341b60016001603f1b038316036142ec5750806115d4565b60016001603f1b03831661430a5760016001603f1b03821615611e1d565b60016001603f1b03821661431f5750816115d4565b5f5f61432a85614833565b915091505f5f61433986614833565b91509150611065603f886001600160401b0316901c6001600160401b03168585603f8a6001600160401b0316901c6001600160401b0316868661495c565b5f6107ff60341b60016001603f1b03841611806143a157506107ff60341b60016001603f1b038316115b156143b057611c968383614814565b6001603f1b828418166107ff60341b60016001603f1b038516036143ff576107ff60341b60016001603f1b038416145b6143f1576107ff60341b8117611efd565b611fff60331b9150506115d4565b6107ff60341b60016001603f1b0384160361441b5790506115d4565b60016001603f1b0383166144395760016001603f1b038416156143e0565b60016001603f1b03841661444e5790506115d4565b5f5f61445986614a09565b915091505f5f61446887614a09565b9092509050603784901b5f61447d848361542b565b90505f61448a858461543e565b15614496576001614498565b5f5b60ff169050611fbe6001603f8a901c81169084901b831760386144bb888b615451565b61413c9190615451565b5f5f6144ef6144ea6144df85673ff71547652b82fe614027565b6101ff60351b614246565b614a3a565b90505f6145226145108561450b85673fe62e42fee00000614027565b614610565b61450b84673dea39ef35793c76614027565b6040805161016081018252673e927e4fb7789f5c8152673ec71de3a556c7346020820152673efa01a01a01a01a91810191909152673f2a01a01a01a01a6060820152673f56c16c16c16c176080820152673f8111111111111160a0820152673fa555555555555560c0820152673fc555555555555560e08201526101ff60351b6101008201526103ff60341b6101208201819052610140820152909150673e5ae64567f544e4905f5b600b8110156145fd576145f36145e18486614027565b8383600b8110614227576142276152c4565b92506001016145cb565b506100bc8261460b86614b38565b614027565b5f6107ff60341b60016001603f1b038416118061463a57506107ff60341b60016001603f1b038316115b1561464957611c968383614814565b611c5e836001603f1b8418614246565b5f6001603f83901c166107ff603484901c811690660fffffffffffff8516908290036146b257805f03614697575050601f1b637f8000001792915050565b601d81901c601f84901b637fc0000017179350505050919050565b811580156146be575080155b156146ce575050601f1b92915050565b815f036146e3576110b6838261043119613cc0565b6110b683600160341b8317611d6361043386615451565b5f5f5f5f5f6147098787614b5c565b92509250925082614722575f5f94509450505050612bb2565b811580614730575060c71981125b15614748576001633f80000094509450505050612bb2565b5f5f61475c84845f036001901b0384614c26565b91509150600161476d5f8484613cc0565b9650965050505050509250929050565b5f600160801b821061479157608091821c91015b6801000000000000000082106147a957604091821c91015b64010000000082106147bd57602091821c91015b6201000082106147cf57601091821c91015b61010082106147e057600891821c91015b601082106147f057600491821c91015b6004821061480057600291821c91015b6002821061481057600191821c91015b0190565b5f66080000000000006107ff60341b60016001603f1b03851611613c70565b660fffffffffffff81165f6107ff603484901c16808203614859576104311991506130c4565b600160341b9290921791613cb861043382615451565b5f5f61487a8461477d565b90505f6035820390506104311981850112156148995783610431190390505b5f5f82136148ae57815f0386901b905061491d565b828211156148c557603f87901b9350505050611c5e565b5084811c5f19600180841b820188169184011b808211806148f3575080821480156148f35750826001166001145b1561491a576001830192508266200000000000000361491a57600160341b92506001840193505b50505b8482016103cb8113156149415750505050603f84901b6107ff60341b179050611c5e565b6104320160341b01603f9690961b9590951795945050505050565b5f5f6149678761477d565b860190505f6149758561477d565b840190506064818303131561499357606481830303840193506149a9565b606482820313156149a957606482820303870196505b5f8488126149c057508387039790971b96836149cb565b508684039490941b93865b868a036149df57613e278a878b018361486f565b858911156149f457613e278a878b038361486f565b88861115613e5b57613e27878a88038361486f565b5f5f614a1483614833565b9092509050600160341b821015613eaa575f614a2f8361477d565b613e9a906035615303565b5f6107ff60341b60016001603f1b0383161115614a5e575066080000000000001790565b6107ff60341b60016001603f1b0383161480614a81575060016001603f1b038216155b15614a8a575090565b6107ff603483901c166104338110614aa3575090919050565b6001603f1b6001600160401b03841610156103ff821015614ada5780614ac9575f611174565b67bff0000000000000949350505050565b5f6001614ae984610433615303565b6001901b614af79190615303565b905080198516821580614b1b5750856001600160401b0316816001600160401b0316145b15614b295795945050505050565b6100bc816103ff60341b614610565b5f5f614b4383614cd9565b90506034614b53826103ff615404565b901b9392505050565b5f5f5f633f8000008563ffffffff16101580614b7f57506001600160401b038416155b15614b9157505f915081905080614c1f565b627fffff85166094196280000063ffffffff881610614bbe575062800000176095196101ff601788901c16015b600193505b6001600160401b03861615614c185760018087169003614bef57614be984848484614d40565b90945092505b614bfb82828484614d40565b80925081935050506001866001600160401b0316901c9550614bc3565b6001945050505b9250925092565b5f5f5f6035614c348661477d565b039050610431198185011215614c4d5783610431190390505b5f8113614c605784849250925050612bb2565b614c698561477d565b811115614c7c575f5f9250925050612bb2565b84811c5f19600180841b820188169184011b80821180614ca957508082148015614ca95750826001166001145b15614cb5576001830192505b825f03614ccb575f5f9550955050505050612bb2565b509096949091019450505050565b5f60016001603f1b0382168103614cf157505f919050565b6107ff603483901c16600160341b660fffffffffffff8416175f614d1783610433615303565b82901c90506001603f1b6001600160401b0386161015614d3757806110b6565b6110b6816154f3565b5f80851580614d4d575083155b15614d5c57505f905080614d6f565b614d6a848702848701614c26565b915091505b94509492505050565b6040518060e001604052805f60ff168152602001614d94614dd3565b8152602001614da1614dd3565b8152602001614dae614dd3565b8152602001614dbb614dd3565b81525f6020820152604001614dce614dd3565b905290565b60405180606001604052806003906020820280368337509192915050565b803560ff81168114614e01575f5ffd5b919050565b803563ffffffff81168114614e01575f5ffd5b5f5f5f5f5f60e08688031215614e2d575f5ffd5b614e3686614df1565b9450614e4460208701614e06565b9350614e5260408701614e06565b9250614e6060608701614e06565b91508660e087011115614e71575f5ffd5b5092959194509260800190565b80356001600160401b0381168114614e01575f5ffd5b5f5f5f60608486031215614ea6575f5ffd5b83356001600160401b03811115614ebb575f5ffd5b84016101a08187031215614ecd575f5ffd5b9250614edb60208501614e7e565b9150614ee960408501614e7e565b90509250925092565b805f5b6003811015614f1757815160ff16845260209384019390910190600101614ef5565b50505050565b805f5b6003811015614f1757815163ffffffff16845260209384019390910190600101614f20565b5f61024082019050831515825260ff83511660208301526020830151614f6e6040840182614ef2565b506040830151614f8160a0840182614ef2565b50606083015161010083015f5b6003811015614fb65782516001600160401b0316825260209283019290910190600101614f8e565b5050506080830151614fcc610160840182614f1d565b5060a083015160ff166101c083015260c0830151614fee6101e0840182614ef2565b509392505050565b634e487b7160e01b5f52604160045260245ffd5b60405161012081016001600160401b038111828210171561502d5761502d614ff6565b60405290565b604051601f8201601f191681016001600160401b038111828210171561505b5761505b614ff6565b604052919050565b80358015158114614e01575f5ffd5b5f6001600160401b0382111561508a5761508a614ff6565b5060051b60200190565b5f82601f8301126150a3575f5ffd5b81356150b66150b182615072565b615033565b8082825260208201915060208360051b8601019250858311156150d7575f5ffd5b602085015b8381101561517b5780356001600160401b038111156150f9575f5ffd5b8601603f81018813615109575f5ffd5b602081013561511a6150b182615072565b808282526020820191506020808460051b8601010192508a83111561513d575f5ffd5b6040840193505b828410156151665761515584614e7e565b825260209384019390910190615144565b865250506020938401939190910190506150dc565b5095945050505050565b5f82601f830112615194575f5ffd5b60405160a081016001600160401b03811182821017156151b6576151b6614ff6565b6040528060a08401858111156151ca575f5ffd5b845b818110156151eb576151dd81614e06565b8352602092830192016151cc565b509195945050505050565b5f6101a08236031215615207575f5ffd5b61520f61500a565b61521883614df1565b815261522660208401614df1565b602082015261523760408401615063565b604082015261524860608401615063565b606082015261525960808401614e06565b608082015261526a60a08401614e7e565b60a082015261527b60c08401614df1565b60c082015260e08301356001600160401b03811115615298575f5ffd5b6152a436828601615094565b60e0830152506152b8366101008501615185565b61010082015292915050565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52601160045260245ffd5b80820281158282048414176115d4576115d46152d8565b818103818111156115d4576115d46152d8565b6001600160401b038181168382160290811690818114615338576153386152d8565b5092915050565b634e487b7160e01b5f52601260045260245ffd5b5f6001600160401b0383168061536b5761536b61533f565b806001600160401b0384160491505092915050565b6001600160401b0381811683821601908111156115d4576115d46152d8565b5f6001600160401b038316806153b7576153b761533f565b806001600160401b0384160691505092915050565b60ff82811682821603908111156115d4576115d46152d8565b6001600160401b0382811682821603908111156115d4576115d46152d8565b8082018281125f831280158216821582161715615423576154236152d8565b505092915050565b5f826154395761543961533f565b500490565b5f8261544c5761544c61533f565b500690565b8181035f831280158383131683831282161715615338576153386152d8565b5f8261547e5761547e61533f565b500790565b5f826154915761549161533f565b600160ff1b82145f19841416156154aa576154aa6152d8565b500590565b60ff81811683821601908111156115d4576115d46152d8565b808201808211156115d4576115d46152d8565b5f600182016154ec576154ec6152d8565b5060010190565b5f600160ff1b8201615507576155076152d8565b505f039056fea164736f6c6343000825000a",
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
