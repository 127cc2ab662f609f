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
	Bin: "0x6080604052348015600e575f5ffd5b506128358061001c5f395ff3fe608060405234801561000f575f5ffd5b5060043610610029575f3560e01c80637abb32b81461002d575b5f5ffd5b61004061003b36600461268a565b610059565b60405163ffffffff909116815260200160405180910390f35b5f61008f868686868660038060200260405190810160405280929190826003602002808284375f92019190915250610099915050565b9695505050505050565b5f60091960ff8716016100ef575f6100cb6100bb84835b60200201518861045c565b6100c68560016100b0565b61056d565b90506100e76100e1828560026020020151610692565b85610692565b915050610453565b600a1960ff87160161013057610105845f6107d1565b61011f5761011c85610117868861045c565b610818565b94505b6101298584610818565b9050610453565b5f1960ff87160161014557610129858561056d565b60011960ff87160161015b57610129858561045c565b60021960ff871601610171576101298585610692565b60031960ff87160161018b57610129836100c6878761045c565b60041960ff8716016101a257610129858585610859565b60051960ff8716016101c9576101b85f86610a38565b6101c2575f610129565b5083610453565b60061960ff8716016101df576101b85f85610a38565b60071960ff87160161021f576101f58385610a38565b6101ff5784610129565b6101298561021a856102158863358637bd61056d565b610692565b61045c565b60081960ff8716016102345761012985610a7e565b600b1960ff87160161024a576101298585610818565b600c1960ff871601610264576101298561021a868661045c565b600d1960ff8716016102795761012985610b56565b600e1960ff87160161028e5761012985610c5e565b600f1960ff8716016102a4576101298585610ce2565b60101960ff8716016102cf57610129846100c66102c1888861045c565b61021a633f80000089610818565b60111960ff8716016102e5576101298585610d59565b60121960ff8716016102fa5761012985610d74565b60131960ff87160161030f5761012985610dd2565b60141960ff8716016103245761012985610e42565b60151960ff87160161035357610342838360025b60200201516107d1565b61034c5784610129565b5082610453565b60161960ff87160161037f5761036b83836002610338565b6103755784610129565b610129858561056d565b60171960ff87160161039d5761036b8260025b602002015184610e60565b60181960ff8716016103c8576103b4826002610392565b6103be575f610129565b610129858561045c565b60191960ff8716016103ef576103de845f6107d1565b6103e85784610129565b505f610453565b601a1960ff871601610405576101298583610ea7565b60ff8616601c148061041a575060ff8616601d145b156104315761012960ff8716601d14868686610fb3565b60405163bd3c908960e01b815260ff8716600482015260240160405180910390fd5b61008f8161104a565b5f637f800000637fffffff8416118061047e5750637f800000637fffffff8316115b156104945761048d838361106d565b9050610567565b638000000082841816637f800000637fffffff851614806104be5750637f800000637fffffff8416145b156104f957637fffffff841615806104da5750637fffffff8316155b156104ec5763ffc00000915050610567565b637f800000179050610567565b637fffffff841615806105105750637fffffff8316155b1561051c579050610567565b5f5f61052786611094565b915091505f5f61053687611094565b909250905061055f6001601f87901c16610550848761271e565b61055a8487612735565b6110d1565b955050505050505b92915050565b5f637f800000637fffffff8416118061058f5750637f800000637fffffff8316115b1561059e5761048d838361106d565b637f800000637fffffff8416036105ea57637f800000637fffffff83161480156105d3575082821863ffffffff166380000000145b156105e3575063ffc00000610567565b5081610567565b637f800000637fffffff831603610602575080610567565b637fffffff831661062957637fffffff8216155b610620578161048d565b50818116610567565b637fffffff821661063b575081610567565b5f5f61064685611094565b915091505f5f61065586611094565b91509150610687601f8863ffffffff16901c63ffffffff168585601f8a63ffffffff16901c63ffffffff1686866111b5565b979650505050505050565b5f637f800000637fffffff841611806106b45750637f800000637fffffff8316115b156106c35761048d838361106d565b638000000082841816637f800000637fffffff85160361070957637f800000637fffffff8416145b6106fb57637f8000008117610701565b63ffc000005b915050610567565b637f800000637fffffff841603610721579050610567565b637fffffff831661073957637fffffff8416156106eb565b637fffffff841661074b579050610567565b5f5f6107568661127b565b915091505f5f6107658761127b565b9092509050601a84901b5f61077a8483612770565b90505f6107878584612783565b15610793576001610795565b5f5b60ff1690506107c26001601f8a901c81169084901b8317601b6107b8888b612796565b61055a9190612796565b9b9a5050505050505050505050565b5f637f800000637fffffff8416111580156107f65750637f800000637fffffff831611155b80156108115750610806826112c0565b61080f846112c0565b145b9392505050565b5f637f800000637fffffff8416118061083a5750637f800000637fffffff8316115b156108495761048d838361106d565b610811836380000000841861056d565b5f637f800000637fffffff851611156108785750624000008317610811565b637f800000637fffffff841611156108965750624000008217610811565b637f800000637fffffff831611156108b45750624000008117610811565b6380000000838518165f637fffffff861615806108d55750637fffffff8516155b9050637f800000637fffffff871614806108f85750637f800000637fffffff8616145b156109575780156109115763ffc0000092505050610811565b637f800000637fffffff851614801561093657506380000000841663ffffffff831614155b156109495763ffc0000092505050610811565b50637f800000179050610811565b637f800000637fffffff851603610972578392505050610811565b801561099757637fffffff84161561098a578361098e565b8382165b92505050610811565b5f5f6109a288611094565b915091505f5f6109b189611094565b915091506109c388637fffffff161590565b156109ea576109dd6001601f88901c16610550848761271e565b9650505050505050610811565b5f5f6109f58a611094565b9092509050610a286001601f8a901c16610a0f868961271e565b610a198689612735565b6001601f8f901c1686866111b5565b9c9b505050505050505050505050565b5f637f800000637fffffff841611158015610a5d5750637f800000637fffffff831611155b80156108115750610a6d826112c0565b610a76846112c0565b129392505050565b5f637f800000637fffffff83161115610a9a5750624000001790565b637fffffff8216610aa9575090565b638000000063ffffffff831610610ac5575063ffc00000919050565b637f7fffff1963ffffffff831601610adb575090565b5f5f610ae68461127b565b9092509050610af66002826127bc565b15610b0e57600191821b91610b0b9082612796565b90505b601e82901b5f610b1d826112ee565b90505f82610b2b838061271e565b14610b37576001610b39565b5f5b60ff1690506106875f600184901b831760106107b86002896127cf565b5f637f800000637fffffff83161115610b6d575090565b5f60016001603f1b03610b7f8461136e565b1690505f6740223333333333336001600160401b0383161115610ba857506103ff60341b610c37565b673fd00000000000006001600160401b0383161015610bf9575f610bd8610bd36001603e1b85611438565b611552565b9050610bf181610bec836001603e1b611657565b611788565b915050610c37565b5f610c10610c0b6001603e1b85611438565b6118d6565b9050610c33610c24826103ff60341b611a1c565b610bec836103ff60341b611657565b9150505b610c41845f610a38565b15610c4d576001603f1b185b610c5681611a65565b949350505050565b5f637f800000637fffffff83161115610c75575090565b610c838263c2d00000610a38565b15610c8f57505f919050565b610c9d634220000083610a38565b15610cad5750633f800000919050565b5f610cc0610c0b6380000000851861136e565b9050610811610cdd6103ff60341b610bec6103ff60341b85611657565b611a65565b5f5f610d06633f4c422a61021a633f8000006100c6633e095d4f61021a8a8b61045c565b90505f610d1b633f800000610117868761045c565b9050610d50610d36633f00000061021a633f8000008861056d565b6100c6610d4a610d4a633f0000008a61045c565b8561045c565b95945050505050565b5f610d648383610a38565b610d6e5782610811565b50919050565b5f637f800000637fffffff83161115610d8b575090565b610d996342b1999a83610a38565b15610da95750637f800000919050565b610db78263c2d00000610a38565b15610dc357505f919050565b610567610cdd610c0b8461136e565b5f637f800000637fffffff83161180610df05750610df0825f610a38565b15610e005750637fc00000919050565b637fffffff82165f03610e18575063ff800000919050565b637f7fffff1963ffffffff831601610e2e575090565b610567610cdd610e3d8461136e565b611b06565b5f610567610cdd6103ff60341b610bec610e5b8661136e565b611d18565b5f637f800000637fffffff841611158015610e855750637f800000637fffffff831611155b80156108115750610e95826112c0565b610e9e846112c0565b13159392505050565b60408101516020808301515f9263ffffffff16911b67ffffffff000000001617637f8000008481161480610ee457508251600263ffffffff909116115b80610f2857506001600160401b03811615801590610f2857506001603f1b6001600160401b0382161080610f28575067406000000000000060016001603f1b038216115b15610f3a57637fc00000915050610567565b5f610f55610f478661136e565b610f50846118d6565b611438565b84519091505f9063ffffffff1615610f9057845163ffffffff16600114610f815781621fffff16610f9f565b621fffff601583901c16610f9f565b602a826001600160401b0316901c5b6001600160401b0316905061008f81611e03565b5f5f5f610fc1866016611e46565b915091505f5f610fd2876015611e46565b915091505f5f610fe3886015611e46565b9092509050602a85901b601584901b178117861580611000575084155b80611009575082155b80611025575067413000000000000060016001603f1b03821610155b1561103d57637fc00000975050505050505050610c56565b610a28610cdd8d83611eeb565b5f637f800000637fffffff8316116110625781610567565b637fc0000092915050565b5f62400000637f800000637fffffff8516115b61108a578261108c565b835b179392505050565b627fffff81165f60ff601784901c168082036110b45760941991506110cb565b6280000092909217916110c8609682612796565b91505b50915091565b5f5f6110dc84612169565b90505f60188203905060941981850112156110f957836094190390505b5f5f821361110e57815f0386901b9050611179565b8282111561112557601f87901b9350505050610811565b5084811c5f19600180841b820188169184011b80821180611153575080821480156111535750826001166001145b156111765760018301925082630100000003611176576280000092506001840193505b50505b848201606881131561119b5750505050601f84901b637f800000179050610811565b60950160171b01601f9690961b9590951795945050505050565b5f5f6111c087612169565b860190505f6111ce85612169565b84019050604081830313156111ec5760408183030384019350611202565b6040828203131561120257604082820303870196505b5f84881261121957508387039790971b9683611224565b508684039490941b93865b868a03611242576112388a878b01836110d1565b935050505061008f565b85891115611257576112388a878b03836110d1565b8886111561126c57611238878a8803836110d1565b505f9998505050505050505050565b5f5f61128683611094565b9092509050628000008210156112bb575f6112a083612169565b6112ab9060186127fb565b92831b9290506110c88183612796565b915091565b5f638000000063ffffffff831610156112df578163ffffffff16610567565b610567637fffffff831661280e565b5f5f60026112fb84612169565b6001018161130b5761130b61275c565b046001901b90508091506002818285816113275761132761275c565b0401816113365761133661275c565b0490505b81811015610d6e578091506002818285816113575761135761275c565b0401816113665761136661275c565b04905061133a565b5f602082901b6001603f1b16637f800000637fffffff841611156113ae57677ff8000000000000601d9390931b660fffffe0000000161791909117919050565b637f800000637fffffff8416036113cc576107ff60341b1792915050565b637fffffff83166113dd5792915050565b5f5f6113e88561127b565b9092509050601d6113fc62800000846127fb565b6001600160401b0316901b6034611414836017612735565b611420906103ff612735565b6001600160401b0316901b8417179350505050919050565b5f6107ff60341b60016001603f1b038416118061146257506107ff60341b60016001603f1b038316115b156114715761048d8383612200565b6001603f1b828418166107ff60341b60016001603f1b03851614806114a357506107ff60341b60016001603f1b038416145b156114e65760016001603f1b03841615806114c5575060016001603f1b038316155b156114d857611fff60331b915050610567565b6107ff60341b179050610567565b60016001603f1b0384161580611503575060016001603f1b038316155b1561150f579050610567565b5f5f61151a8661221c565b915091505f5f6115298761221c565b909250905061055f6001603f87901c16611543848761271e565b61154d8487612735565b612258565b6040805161018081018252673e21eed8eff8d8988152673e5ae64567f544e46020820152673e927e4fb7789f5c91810191909152673ec71de3a556c7346060820152673efa01a01a01a01a6080820152673f2a01a01a01a01a60a0820152673f56c16c16c16c1760c0820152673f8111111111111160e0820152673fa5555555555555610100820152673fc55555555555556101208201526101ff60351b6101408201526103ff60341b6101608201525f90673de6124613a86d0990825b600c81101561164c576116426116268487611438565b8383600c8110611638576116386126f6565b6020020151611657565b9250600101611610565b50610c568285611438565b5f6107ff60341b60016001603f1b038416118061168157506107ff60341b60016001603f1b038316115b156116905761048d8383612200565b6107ff60341b60016001603f1b038416036116e1576107ff60341b60016001603f1b0383161480156116d057508282186001600160401b03166001603f1b145b156105e35750611fff60331b610567565b6107ff60341b60016001603f1b038316036116fd575080610567565b60016001603f1b03831661171b5760016001603f1b03821615610616565b60016001603f1b038216611730575081610567565b5f5f61173b8561221c565b915091505f5f61174a8661221c565b91509150610687603f886001600160401b0316901c6001600160401b03168585603f8a6001600160401b0316901c6001600160401b03168686612345565b5f6107ff60341b60016001603f1b03841611806117b257506107ff60341b60016001603f1b038316115b156117c15761048d8383612200565b6001603f1b828418166107ff60341b60016001603f1b03851603611810576107ff60341b60016001603f1b038416145b611802576107ff60341b8117610701565b611fff60331b915050610567565b6107ff60341b60016001603f1b0384160361182c579050610567565b60016001603f1b03831661184a5760016001603f1b038416156117f1565b60016001603f1b03841661185f579050610567565b5f5f61186a866123f2565b915091505f5f611879876123f2565b9092509050603784901b5f61188e8483612770565b90505f61189b8584612783565b156118a75760016118a9565b5f5b60ff1690506107c26001603f8a901c81169084901b831760386118cc888b612796565b61154d9190612796565b5f5f6119006118fb6118f085673ff71547652b82fe611438565b6101ff60351b611657565b612423565b90505f6119336119218561191c85673fe62e42fee00000611438565b611a1c565b61191c84673dea39ef35793c76611438565b6040805161016081018252673e927e4fb7789f5c8152673ec71de3a556c7346020820152673efa01a01a01a01a91810191909152673f2a01a01a01a01a6060820152673f56c16c16c16c176080820152673f8111111111111160a0820152673fa555555555555560c0820152673fc555555555555560e08201526101ff60351b6101008201526103ff60341b6101208201819052610140820152909150673e5ae64567f544e4905f5b600b811015611a0e57611a046119f28486611438565b8383600b8110611638576116386126f6565b92506001016119dc565b5061008f82610f508661251e565b5f6107ff60341b60016001603f1b0384161180611a4657506107ff60341b60016001603f1b038316115b15611a555761048d8383612200565b610811836001603f1b8418611657565b5f6001603f83901c166107ff603484901c811690660fffffffffffff851690829003611abe57805f03611aa3575050601f1b637f8000001792915050565b601d81901c601f84901b637fc0000017179350505050919050565b81158015611aca575080155b15611ada575050601f1b92915050565b815f03611aef57610d508382610431196110d1565b610d5083600160341b831761055a61043386612796565b5f80600160341b6001600160401b0384161015611b3757611b2f83674350000000000000611438565b925060351990505b611b4b6103ff6107ff603486901c16612796565b611b559082612735565b90506103ff60341b677ff0000000000000198416811790673ff6a09e667f3bcd67800fffffffffffff86169091171115611ba857611b98816101ff60351b611438565b9050611ba5600183612735565b91505b5f611bb8826103ff60341b611a1c565b90505f611bcd82610bec6001603e1b85611657565b90505f611bda8283611438565b6040805161016081018252673fa642c8590b21648152673fa86186186186186020820152673faaf286bca1af2891810191909152673fae1e1e1e1e1e1e6060820152673fb11111111111116080820152673fb3b13b13b13b1460a0820152673fb745d1745d174660c0820152673fbc71c71c71c71c60e0820152673fc2492492492492610100820152673fc999999999999a610120820152673fd5555555555555610140820152909150673fa47ae147ae147b905f5b600b811015611cb057611ca66119f28486611438565b9250600101611c90565b505f611cc06001603e1b86611438565b90505f611cdf82611cda611cd48589611438565b87611438565b611657565b90505f611ceb8a612542565b9050610a28611d0282673fe62e42fee00000611438565b611cda84611cda85673dea39ef35793c76611438565b5f6107ff60341b60016001603f1b0383161115611d395750600160331b1790565b60016001603f1b038216611d4b575090565b6001603f1b6001600160401b03831610611d6b5750611fff60331b919050565b677fefffffffffffff196001600160401b03831601611d88575090565b5f5f611d93846123f2565b9092509050611da36002826127bc565b15611dbb57600191821b91611db89082612796565b90505b603c82901b5f611dca8261258b565b90505f82611dd8838061271e565b14611de4576001611de6565b5f5b60ff1690506106875f600184901b8317601f6118cc6002896127cf565b5f8160030b5f03611e1557505f919050565b5f8260030b1215611e385761056760018360030b611e329061280e565b5f6110d1565b6105675f8360030b5f6110d1565b5f5f8363ffffffff165f03611e605750600190505f611ee4565b634a80000063ffffffff851610611e7b57505f905080611ee4565b6101ff601785901c16607f811015611e99575f5f9250925050611ee4565b62800000627fffff8616175f611eb08360966127fb565b9050611ebf600180831b6127fb565b821615611ed4575f5f94509450505050611ee4565b6001861b91901c90811093509150505b9250929050565b5f5f611f056118fb6118f085673fe45f306dc9c883611438565b90505f611f48611f36611f248661191c86673ff921fb54400000611438565b61191c85673dd0b4611a600000611438565b61191c84673ba3198a2e000000611438565b90505f611f548361260b565b60031690505f86611f7257611f6a600283612783565b600114611f7f565b611f7d600283612783565b155b90505f87611f9b578260011480611f965750826002145b611fa1565b60028310155b90505f611fae8586611438565b90505f83156120805750604080516101008101825267bd6ae7f3e733b81f8152673de6124613a86d09602082015267be5ae64567f544e491810191909152673ec71de3a556c734606082015267bf2a01a01a01a01a6080820152673f8111111111111160a082015267bfc555555555555560c08201526103ff60341b60e0820152673ce952c77030ad4a905f5b600881101561206d576120636120518486611438565b838360088110611638576116386126f6565b925060010161203b565b506120788288611438565b915050612148565b506040805161012081018252673d2ae7f3e733b81f815267bda93974a8c07c9d6020820152673e21eed8eff8d8989181019190915267be927e4fb7789f5c6060820152673efa01a01a01a01a608082015267bf56c16c16c16c1760a0820152673fa555555555555560c082015267bfe000000000000060e08201526103ff60341b61010082015267bca6827863b97d97905f5b60098110156121455761213b6121298486611438565b838360098110611638576116386126f6565b9250600101612113565b50505b82612153578061215b565b6001603f1b81185b9a9950505050505050505050565b5f600160801b821061217d57608091821c91015b68010000000000000000821061219557604091821c91015b64010000000082106121a957602091821c91015b6201000082106121bb57601091821c91015b61010082106121cc57600891821c91015b601082106121dc57600491821c91015b600482106121ec57600291821c91015b600282106121fc57600191821c91015b0190565b5f600160331b6107ff60341b60016001603f1b03851611611080565b660fffffffffffff81165f6107ff603484901c16808203612242576104311991506110cb565b600160341b92909217916110c861043382612796565b5f5f61226384612169565b90505f6035820390506104311981850112156122825783610431190390505b5f5f821361229757815f0386901b9050612306565b828211156122ae57603f87901b9350505050610811565b5084811c5f19600180841b820188169184011b808211806122dc575080821480156122dc5750826001166001145b15612303576001830192508266200000000000000361230357600160341b92506001840193505b50505b8482016103cb81131561232a5750505050603f84901b6107ff60341b179050610811565b6104320160341b01603f9690961b9590951795945050505050565b5f5f61235087612169565b860190505f61235e85612169565b840190506064818303131561237c5760648183030384019350612392565b6064828203131561239257606482820303870196505b5f8488126123a957508387039790971b96836123b4565b508684039490941b93865b868a036123c8576112388a878b0183612258565b858911156123dd576112388a878b0383612258565b8886111561126c57611238878a880383612258565b5f5f6123fd8361221c565b9092509050600160341b8210156112bb575f61241883612169565b6112ab9060356127fb565b5f6107ff60341b60016001603f1b03831611156124445750600160331b1790565b6107ff60341b60016001603f1b0383161480612467575060016001603f1b038216155b15612470575090565b6107ff603483901c166104338110612489575090919050565b6001603f1b6001600160401b03841610156103ff8210156124c057806124af575f610c56565b67bff0000000000000949350505050565b5f60016124cf846104336127fb565b6001901b6124dd91906127fb565b9050801985168215806125015750856001600160401b0316816001600160401b0316145b1561250f5795945050505050565b61008f816103ff60341b611a1c565b5f5f6125298361260b565b90506034612539826103ff612735565b901b9392505050565b5f815f0361255157505f919050565b5f5f831261255f575f612562565b60015b60ff1690505f5f8412612575578361257e565b61257e8461280e565b9050610c5682825f612258565b5f5f600261259884612169565b600101816125a8576125a861275c565b046001901b90508091506002818285816125c4576125c461275c565b0401816125d3576125d361275c565b0490505b81811015610d6e578091506002818285816125f4576125f461275c565b0401816126035761260361275c565b0490506125d7565b5f60016001603f1b038216810361262357505f919050565b6107ff603483901c16600160341b660fffffffffffff8416175f612649836104336127fb565b82901c90506001603f1b6001600160401b03861610156126695780610d50565b610d508161280e565b803563ffffffff81168114612685575f5ffd5b919050565b5f5f5f5f5f60e0868803121561269e575f5ffd5b853560ff811681146126ae575f5ffd5b94506126bc60208701612672565b93506126ca60408701612672565b92506126d860608701612672565b91508660e0870111156126e9575f5ffd5b5092959194509260800190565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52601160045260245ffd5b80820281158282048414176105675761056761270a565b8082018281125f8312801582168215821617156127545761275461270a565b505092915050565b634e487b7160e01b5f52601260045260245ffd5b5f8261277e5761277e61275c565b500490565b5f826127915761279161275c565b500690565b8181035f8312801583831316838312821617156127b5576127b561270a565b5092915050565b5f826127ca576127ca61275c565b500790565b5f826127dd576127dd61275c565b600160ff1b82145f19841416156127f6576127f661270a565b500590565b818103818111156105675761056761270a565b5f600160ff1b82016128225761282261270a565b505f039056fea164736f6c6343000825000a",
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
	ABI: "[{\"inputs\":[{\"internalType\":\"contractScalarPrograms\",\"name\":\"programs_\",\"type\":\"address\"},{\"internalType\":\"contractScalarPrograms\",\"name\":\"rowPrograms_\",\"type\":\"address\"},{\"internalType\":\"contractScalarArithmetic\",\"name\":\"arithmetic_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"arithmetic\",\"outputs\":[{\"internalType\":\"contractScalarArithmetic\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"string\",\"name\":\"op\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"attrs\",\"type\":\"string\"},{\"internalType\":\"bytes32[]\",\"name\":\"inputs\",\"type\":\"bytes32[]\"},{\"internalType\":\"bytes32\",\"name\":\"output\",\"type\":\"bytes32\"},{\"internalType\":\"uint64[][]\",\"name\":\"shapes\",\"type\":\"uint64[][]\"},{\"internalType\":\"bytes32[]\",\"name\":\"roots\",\"type\":\"bytes32[]\"}],\"internalType\":\"structScalarJudge.Opening\",\"name\":\"o\",\"type\":\"tuple\"}],\"name\":\"checkOpening\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"ok\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"entryHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"reads\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"outRoot\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"string\",\"name\":\"op\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"attrs\",\"type\":\"string\"},{\"internalType\":\"bytes32[]\",\"name\":\"inputs\",\"type\":\"bytes32[]\"},{\"internalType\":\"bytes32\",\"name\":\"output\",\"type\":\"bytes32\"},{\"internalType\":\"uint64[][]\",\"name\":\"shapes\",\"type\":\"uint64[][]\"},{\"internalType\":\"bytes32[]\",\"name\":\"roots\",\"type\":\"bytes32[]\"}],\"internalType\":\"structScalarJudge.Opening\",\"name\":\"o\",\"type\":\"tuple\"},{\"internalType\":\"uint8\",\"name\":\"opSet\",\"type\":\"uint8\"},{\"internalType\":\"uint64\",\"name\":\"e\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"k\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"acc\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"uint64\",\"name\":\"index\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"n\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"bits\",\"type\":\"uint32\"},{\"internalType\":\"bytes32[]\",\"name\":\"siblings\",\"type\":\"bytes32[]\"}],\"internalType\":\"structScalarStep.Element[]\",\"name\":\"proofs\",\"type\":\"tuple[]\"}],\"name\":\"execute\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"ok\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"result\",\"type\":\"bytes32\"},{\"internalType\":\"bool\",\"name\":\"accOK\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"leaf\",\"type\":\"bytes32\"}],\"name\":\"leafBits\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"},{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"programs\",\"outputs\":[{\"internalType\":\"contractScalarPrograms\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"rowPrograms\",\"outputs\":[{\"internalType\":\"contractScalarPrograms\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "ScalarJudge",
	Bin: "0x60e060405234801561000f575f5ffd5b50604051613ba1380380613ba183398101604081905261002e91610062565b6001600160a01b0392831660805290821660a0521660c0526100ac565b6001600160a01b038116811461005f575f5ffd5b50565b5f5f5f60608486031215610074575f5ffd5b835161007f8161004b565b60208501519093506100908161004b565b60408501519092506100a18161004b565b809150509250925092565b60805160a05160c051613ab86100e95f395f818161013501526103ff01525f8181606901526101f901525f818160df01526101d30152613ab85ff3fe608060405234801561000f575f5ffd5b5060043610610060575f3560e01c806303987c1b1461006457806316833a81146100a8578063228dea4c146100da5780633cb83b5e14610101578063980a67fd14610130578063abb86fb614610157575b5f5ffd5b61008b7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020015b60405180910390f35b6100bb6100b636600461305f565b61018c565b604080519315158452602084019290925215159082015260600161009f565b61008b7f000000000000000000000000000000000000000000000000000000000000000081565b61011461010f366004613138565b6104e9565b6040805163ffffffff909316835290151560208301520161009f565b61008b7f000000000000000000000000000000000000000000000000000000000000000081565b61016a61016536600461314f565b6104fd565b604080519415158552602085019390935291830152606082015260800161009f565b5f5f5f610197612f48565b6101a18b8b61051a565b9094509050836101ba57505f92508291508190506104dc565b6101c2612f9c565b8151602260ff90911610156101f7577f0000000000000000000000000000000000000000000000000000000000000000610219565b7f00000000000000000000000000000000000000000000000000000000000000005b6001600160a01b031663dc5a14b0838c8c6040518463ffffffff1660e01b815260040161024893929190613239565b61024060405180830381865afa158015610264573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906102889190613441565b9095509050846102a357505f93508392508291506104dc9050565b6102ab612fee565b6102c783838f8060a001906102c0919061354f565b8c8c610633565b9096509050856102e357505f94508493508392506104dc915050565b6102ec89610812565b1580610300575060088260a0015160ff1610155b156103185750600194505f93508392506104dc915050565b5f5b60038110156103da576020830151600190826003811061033c5761033c613594565b602002015160ff16036103d25760088360c00151826003811061036157610361613594565b602002015160ff16106103825750600195505f94508493506104dc92505050565b8260c00151816003811061039857610398613594565b602002015160ff1660206103ac91906135bc565b8a901c8282600381106103c1576103c1613594565b63ffffffff90921660209290920201525b60010161031a565b5081518151602083015160408085015160808701519151630f57665760e31b81525f957f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031695637abb32b89561044195929491939092906004016135d3565b602060405180830381865afa15801561045c573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906104809190613632565b63ffffffff1690508260a0015160ff165f036104a8576001965094508593506104dc92505050565b5f8360a0015160ff1660206104bd91906135bc565b6001985063ffffffff811b198c1692901b919091179550869450505050505b9750975097945050505050565b5f5f6104f483610875565b91509150915091565b5f5f5f5f61050a856108cf565b93509350935093505b9193509193565b5f610523612f48565b60ff83166020820152610539608085018561354f565b6105429161366f565b60e0820152365f610553868061373a565b9092509050365f610567602089018961373a565b90925090506005831180156105c857507f0ae5aeeefb0e46c44b3d246e2778a3d49f8aa3955ce251a878682ab876e6148c84846105a560058261377c565b6105b092829061378f565b6040516105be9291906137b6565b6040518091039020145b15610600576105f385855f866105df60058261377c565b926105ec9392919061378f565b85856108dc565b955095505050505061062c565b6106238585856040516106149291906137b6565b60405180910390208484611082565b95509550505050505b9250929050565b5f61063c612fee565b5f805b6003811015610801575f8960200151826003811061065f5761065f613594565b6020020151905060021960ff8216016106b4578960800151826003811061068857610688613594565b602002015184836003811061069f5761069f613594565b63ffffffff90921660209290920201526107f8565b60011960ff8216016107f8578286148061078357506107818b60e001518b6040015184600381106106e7576106e7613594565b602002015160ff16815181106106ff576106ff613594565b60200260200101518b60600151846003811061071d5761071d613594565b60200201518b8b8e60400151876003811061073a5761073a613594565b602002015160ff1681811061075157610751613594565b905060200201358a8a8881811061076a5761076a613594565b905060200281019061077c91906137c5565b6117b0565b155b15610793575f9450505050610807565b8686848181106107a5576107a5613594565b90506020028101906107b791906137c5565b6107c89060608101906040016137e3565b8483600381106107da576107da613594565b63ffffffff9092166020929092020152826107f4816137fe565b9350505b5060010161063f565b50831491505b965096945050505050565b5f81815b600881101561086b575f61082b8260206135bc565b83901c9050637f800000637fffffff821611801561085357508063ffffffff16637fc0000014155b1561086257505f949350505050565b50600101610816565b5060019392505050565b5f808263ffffffff81111561088f57505f93849350915050565b80637f800000637fffffff82161180156108b357508063ffffffff16637fc0000014155b156108c457505f9485945092505050565b946001945092505050565b5f5f5f5f61050a85611822565b5f6108e5612f48565b5f196005841080159061093957507f04d20a68a7c6e979619094f49c4c43347c778271f2ec13da7e4756204965534461092160055f878961378f565b60405161092f9291906137b6565b6040518091039020145b1561094557505f610a00565b5f5b84610953826006613816565b116109fe5785858281811061096a5761096a613594565b9050013560f81c60f81b6001600160f81b031916600b60fa1b1480156109df57507f7b39eb3c04bba39924ac8938a8914a0076fb9c568deeb6119e8360ef3e03c7808682876109ba826006613816565b926109c79392919061378f565b6040516109d59291906137b6565b6040518091039020145b156109ec578091506109fe565b806109f6816137fe565b915050610947565b505b5f198103610a14575f889250925050611078565b365f610a228382888a61378f565b915091505f5f5f610a578a8a885f14610a4557610a40896001613816565b610a47565b5f5b610a5292829061378f565b611994565b92509250925082610a73575f8d97509750505050505050611078565b60ff811660c08e01526040515f90610a8e908e908e906137b6565b604051908190039020905084155f516020613a8c5f395f51905f52821480610ad557507f60ffc9aa68baa3b623aef27d83ee6ec05c37047e5dc9b2edddc3845ffb4d3ee082145b15610b25575f516020613a8c5f395f51905f528214610af557600d610af8565b600c5b60ff168f52600284148015610b135750610b138f8888611c92565b8f995099505050505050505050611078565b7f1a21fb8b1d022d4555cd5839054fb47a704dd314d512cd9ebff65e297de3ade98203610b6e57600e8f52808015610b135750836003148f995099505050505050505050611078565b7fbdee81074df37e4738cba5a05d83b330a39e1101330e75653a54737f26a1aed88203610bcd578260ff16600114610ba7576018610baa565b600f5b60ff168f52808015610b135750836002148f995099505050505050505050611078565b7f4f5a8bb8492337e79bdc674d6f31ac448f8017e26cc7bfe3144fb5d886fe53698203610c165760178f52808015610b135750836002148f995099505050505050505050611078565b7f46fcaa909ebb3e5eaa565d68d7ad235988ce778dc8909251c103e674c148f31d821480610c6357507f41ee8ccb7d6f95748d831ef4985550d2e3967d9e4d92d8d474fef70a7e4aa23082145b15610c8a5760108f52808015610b135750836002148f995099505050505050505050611078565b5f516020613a6c5f395f51905f52821480610cc457507f0f67df578a05247925fe8413e8014cab10e3bf78beadb469803e78c1529e08e182145b15610ce557610b138f5f516020613a6c5f395f51905f528414868a8a611d97565b7fdc4923f51644895f693cc94be967e6f359f147c66c164230659e7fad359b32898203610d2657602b8f52600384148015610b135750610b138f8888611e3b565b83600114610d41575f8f995099505050505050505050611078565b7f50a755cbc425b1b3e46aeb65b7cc33076d585f32c6d45fa6132c0fa2d34c32848203610d7e57602d8f5298508d97506110789650505050505050565b7f6adb9eeb451ba89936122857c9c16d0289e168d5e965dcab59f0112e608c63808203610db457602f8f52610b138f8888611fb8565b7fda8f1d4e20c41f90aeba9cdc32a78a4b206d3b1421619f0e4c71322208e1505c8203610dea5760318f52610b138f8888612067565b5f516020613a2c5f395f51905f52821480610e2457507f31eb5bc7d2c9e867d90c2a962019c0c3152d65d452d3e402222e24ade590bf1082145b15610e5e575f516020613a2c5f395f51905f528214610e44576027610e47565b60265b60ff168f5298508d97506110789650505050505050565b7f27f0097dcbff01844c37c02c820b259a7b99faffabdbc43021b6c4bafdb32a3f8203610e9b5760198f5298508d97506110789650505050505050565b7f8bb587975337a9e49db588d9e2081e2dcf2928a5bdf3c8a02488dd2d7bc074f68203610ed85760128f5298508d97506110789650505050505050565b7fe3bc7df1a6ef843cfe2e04ba25c5d740829919687b3fe5760ad64fd6388d4291821480610f2557507f2aaac54c765053aed322ded062f13e8eae3c97606cedf19465caf04e2b989cdf82145b80610f4f57507fe622543094b85536bcc3f5c0c663fcd2105a08a1cc5d0b8d688b9e1c31f1f98d82145b15610fc6577fe3bc7df1a6ef843cfe2e04ba25c5d740829919687b3fe5760ad64fd6388d42918214610fb0577f2aaac54c765053aed322ded062f13e8eae3c97606cedf19465caf04e2b989cdf8214610fa9576020610e47565b601f610e47565b601e8f5298508d97506110789650505050505050565b7ff0d91f8ef855806f1ada006cdb88a3766bd2b06f1558c7d86f53832d376fcd168203610ffc5760118f52610b138f88886122d1565b5f516020613a4c5f395f51905f5282148061103657507f4182e5b1bf2924d191fd32f0d581c5f2c82721c218439fc1d0b04996c42bf15782145b15611069575f516020613a4c5f395f51905f528214611056576014611059565b60135b60ff168f52610b138f8888612358565b5f8f9950995050505050505050505b9550959350505050565b5f61108b612f48565b82155f516020613a8c5f395f51905f528614806110c757507f60ffc9aa68baa3b623aef27d83ee6ec05c37047e5dc9b2edddc3845ffb4d3ee086145b15611105575f516020613a8c5f395f51905f5286146110e75760026110ea565b60015b60ff1687526110fa878686611c92565b8792509250506117a7565b7f1a21fb8b1d022d4555cd5839054fb47a704dd314d512cd9ebff65e297de3ade986036111355760038752611377565b7f4f5a8bb8492337e79bdc674d6f31ac448f8017e26cc7bfe3144fb5d886fe536986148061118257507f2feeb2293f3b9b3d45bb50a1ed836dbfe3fe8a160db7ac99b56756f85b456b9d86145b156111905760048752611377565b7f46fcaa909ebb3e5eaa565d68d7ad235988ce778dc8909251c103e674c148f31d8614806111dd57507f41ee8ccb7d6f95748d831ef4985550d2e3967d9e4d92d8d474fef70a7e4aa23086145b156111eb5760058752611377565b7fbdee81074df37e4738cba5a05d83b330a39e1101330e75653a54737f26a1aed8860361121b5760068752611377565b7f8bb587975337a9e49db588d9e2081e2dcf2928a5bdf3c8a02488dd2d7bc074f6860361124b5760088752611377565b7f27f0097dcbff01844c37c02c820b259a7b99faffabdbc43021b6c4bafdb32a3f860361127b57600b8752611377565b7fe3bc7df1a6ef843cfe2e04ba25c5d740829919687b3fe5760ad64fd6388d429186036112ab57601b8752611377565b7f2aaac54c765053aed322ded062f13e8eae3c97606cedf19465caf04e2b989cdf86036112db57601c8752611377565b7fe622543094b85536bcc3f5c0c663fcd2105a08a1cc5d0b8d688b9e1c31f1f98d860361130b57601d8752611377565b7f655c53071a4df537fa4cf05c891c8d58109b0b344ea089d38d4b93f9c2cef7ea860361134157601a87526110fa878686612403565b7fbdbc7b92700a313ce0c0daa300ecafd4319e6d8438e8c91babc44bbcf2b16f73860361137757602187526110fa87868661272c565b865160ff161561138b5791508590506117a7565b7ff0d91f8ef855806f1ada006cdb88a3766bd2b06f1558c7d86f53832d376fcd1686036113c157600787526110fa8786866122d1565b5f516020613a4c5f395f51905f528614806113fb57507f4182e5b1bf2924d191fd32f0d581c5f2c82721c218439fc1d0b04996c42bf15786145b1561142e575f516020613a4c5f395f51905f52861461141b57600a61141e565b60095b60ff1687526110fa878686612358565b5f516020613a2c5f395f51905f5286148061146857507f31eb5bc7d2c9e867d90c2a962019c0c3152d65d452d3e402222e24ade590bf1086145b1561149a575f516020613a2c5f395f51905f52861461148857602361148b565b60225b60ff16875291508590506117a7565b7fdc4923f51644895f693cc94be967e6f359f147c66c164230659e7fad359b328986036114d057602a87526110fa878686611e3b565b5f516020613a6c5f395f51905f5286148061150a57507f0f67df578a05247925fe8413e8014cab10e3bf78beadb469803e78c1529e08e186145b156115a0575f516020613a6c5f395f51905f52861461152a57602561152d565b60245b60ff16875260048411801561158357507f52755003b1fafd80452534b0f83287031c4132544c75db0902da504129587b9e61156b60045f878961378f565b6040516115799291906137b6565b6040518091039020145b80156110fa57506110fa8761159b866004818a61378f565b612949565b7f4b4f69c9d1ff978d439deff2ec1322de902475890f8350e143fa72f5a76fcd8f8614806115ed57507f79a38cd36bda0b89fc44b1526700d29c39279c7740a2b035541fa56e5b411fb686145b1561169a57601687527f865c732c9425f47603bb4ead98ff2d63c6d86388bf5d4fcaabe05a91a4bee04a860161162557600260a08801525b7faf1eb4bb3489dc0a53f827b9e1463c143213bbadaa71adb1b24c92c9647c643485856040516116569291906137b6565b60405180910390200361167c5760a0870180516001176001600160401b0316905261168d565b8061168d575f8792509250506117a7565b60018792509250506117a7565b7f50a755cbc425b1b3e46aeb65b7cc33076d585f32c6d45fa6132c0fa2d34c328486036116cf57602c875291508590506117a7565b7f6adb9eeb451ba89936122857c9c16d0289e168d5e965dcab59f0112e608c6380860361170557602e87526110fa878686611fb8565b7fda8f1d4e20c41f90aeba9cdc32a78a4b206d3b1421619f0e4c71322208e1505c860361173b57603087526110fa878686612067565b7fddc0b1ab6dd65a34a46c638ee3da20764edef24c32f873d5262e66bf39aa46aa860361179f576015875260048411801561158357507f5e8bfd322985bbc810897d3f8e7cbe8780a97f412964f1668f2218652ee4855461156b60045f878961378f565b5f8792509250505b94509492505050565b5f6001600160401b0384166117c86020840184613829565b6001600160401b031614801561180657506117e28561296e565b6001600160401b03166117fb6040840160208501613829565b6001600160401b0316145b8015611817575061181783836129b0565b90505b949350505050565b5f80808080611834604087018761354f565b91506110009050611848602088018861373a565b9050611854888061373a565b61185f929150613816565b111561187757505f9350839250829150819050610513565b601081118061189457508061188f608088018861354f565b905014155b806118b757506118a5816001613816565b6118b260a088018861354f565b905014155b156118ce57505f9350839250829150819050610513565b5f6118e46118df608089018961354f565b612a57565b90965090508561190257505f94508493508392508291506105139050565b5f61190c88612b76565b9096509050808261192060a08b018b61354f565b61192d9187915f91613844565b6040516020016119409493929190613896565b60408051601f19818403018152919052805160209091012094506001868661196b60a08c018c61354f565b8781811061197b5761197b613594565b9050602002013596509650965096505050509193509193565b5f808060058410806119e857507f04d20a68a7c6e979619094f49c4c43347c778271f2ec13da7e475620496553446119cf60055f878961378f565b6040516119dd9291906137b6565b604051809103902014155b156119fa57505f915081905080611c8b565b6005805b8582108015611a675750868683818110611a1a57611a1a613594565b9050013560f81c60f81b6001600160f81b031916600360fc1b1480611a675750868683818110611a4c57611a4c613594565b9050013560f81c60f81b6001600160f81b031916603160f81b145b15611a7e5781611a76816137fe565b9250506119fe565b5f611a89828461377c565b9050801580611a985750601081115b80611aac575086611aaa846006613816565b115b80611b0757507f05689dd139a17705f393a81a6c8615fab1d221ed5dbc7de1530911741c77102a888489611ae1826006613816565b92611aee9392919061378f565b604051611afc9291906137b6565b604051809103902014155b15611b1d575f5f5f955095509550505050611c8b565b5f8080611b358b8b611b30896006613816565b612c58565b925092509250821580611b51575089611b4f826005613816565b115b80611bac57507f7f762ea18f6bf3f6f7e68335abac32bc0aab17cfd6b73b7d59b6da381fb5f6268b828c611b86826005613816565b92611b939392919061378f565b604051611ba19291906137b6565b604051809103902014155b15611bc5575f5f5f985098509850505050505050611c8b565b5f611bd68c8c611b30856005613816565b91955090915050831580611bea5750808b14155b15611c04575f5f5f99509950995050505050505050611c8b565b5f805b86811015611c78578d8d611c1b838b613816565b818110611c2a57611c2a613594565b909101356001600160f81b031916603160f81b039050611c7057848203611c625760019b50959950949750611c8b9650505050505050565b81611c6c816137fe565b9250505b600101611c07565b505f5f5f9a509a509a5050505050505050505b9250925092565b5f5f8383604051611ca49291906137b6565b604051809103902090507f212521af04d841ba8a1cfe5259f3a64445db7ac0e0aa7c69a9ba1ca375b4185b8103611cdf576001915050611d90565b7f5f2d917aec801fb0cde300e19e4bd85ba12c57dad3697517eefb65c7d26d2cbc8103611d16575050600160408401819052611d90565b7f26ef0497c6a5b2a2048dee9de1b5d65ed52d92c482f25277e19a07d9f3ed7db18103611d4d575050600160608401819052611d90565b7fbbdfdb520b89c4d30e0aef499301e465c7d9661121922f6723e6a5f4176822e88103611d8b57505060016060840181905260408401819052611d90565b5f9150505b9392505050565b5f84611da4576029611da7565b60285b60ff16865284611db8576002611dbb565b60035b60ff1684148015611dcc5750600482115b8015611e1957507f52755003b1fafd80452534b0f83287031c4132544c75db0902da504129587b9e611e0160045f858761378f565b604051611e0f9291906137b6565b6040518091039020145b8015611e315750611e318661159b846004818861378f565b9695505050505050565b6040805160a0810182526006606082019081526562617463683d60d01b608083015281528151808301835260058152642c7365713d60d81b602082810191909152808301919091528251808401845260078152662c68656164733d60c81b91810191909152918101919091525f9081805b6003811015611fac575f838260038110611ec857611ec8613594565b602002015151905085611edb8285613816565b1180611f365750838260038110611ef457611ef4613594565b602002015180519060200120878785908487611f109190613816565b92611f1d9392919061378f565b604051611f2b9291906137b6565b604051809103902014155b15611f47575f945050505050611d90565b5f8080611f598a8a611b30878a613816565b92509250925082611f73575f975050505050505050611d90565b818b61010001518660058110611f8b57611f8b613594565b63ffffffff909216602092909202015294505060019092019150611eac9050565b50909214949350505050565b5f818103611fc857506001611d90565b60058211801561201957507fcf9e712f32db3c6a8636952ba101584dde6000d0c6291f38e064005bd9edaead61200160055f858761378f565b60405161200f9291906137b6565b6040518091039020145b801561203157506120318461159b846005818861378f565b80156120465750608084015163ffffffff1615155b801561181a5750637f800000846080015163ffffffff161115949350505050565b5f60068210806120b957507fb52aac9f5d647f5c09dff3332efb14f635859d3d2b91af719c972402c24f21846120a060065f858761378f565b6040516120ae9291906137b6565b604051809103902014155b156120c557505f611d90565b5f5f5f6120d486866006612c58565b9250925092508215806120f05750846120ee826006613816565b115b8061214b57507fc32467da462b2f9715287858ebf8b32d6f627de89b71884e49230cc15bbc27a1868287612125826006613816565b926121329392919061378f565b6040516121409291906137b6565b604051809103902014155b1561215b575f9350505050611d90565b5f612167826006613816565b90505b85811080156121a2575086868281811061218657612186613594565b9050013560f81c60f81b6001600160f81b031916600b60fa1b14155b156121b957806121b1816137fe565b91505061216a565b6121d68888886121ca866006613816565b61159b9286929061378f565b15806121eb5750856121e9826004613816565b115b8061224657507fa31081007ae7887ba9b15b71ca35648e48e9d085f1cc73c53121da6fcd36bb81878288612220826004613816565b9261222d9392919061378f565b60405161223b9291906137b6565b604051809103902014155b15612257575f945050505050611d90565b5f8061227b8989612269866004613816565b61227492829061378f565b6010612d35565b9150915081612292575f9650505050505050611d90565b5f60808b0152610100909901805163ffffffff9586169052805160208b811c871691015251989093166040909801979097525060019695505050505050565b5f6003821080159061230b575082825f8181106122f0576122f0613594565b9050013560f81c60f81b6001600160f81b031916607360f81b145b801561234057508282600181811061232557612325613594565b9050013560f81c60f81b6001600160f81b031916603d60f81b145b801561181a575061181a8461159b846002818861378f565b5f60068210806123aa57507f8675b86133b5b6e033c7a34c25a4c02453580ec513a9798567482bf9647573d761239160055f858761378f565b60405161239f9291906137b6565b604051809103902014155b156123b657505f611d90565b5f5f5f6123c586866005612c58565b9250925092508215806123d85750808514155b156123e8575f9350505050611d90565b506001600160401b031660a086015250600190509392505050565b5f600682108061245557507fbb5e1391dc9685724c73ce75fb1aa5985d1dff0dde6d6d86cb97af64bf3fbd4161243c60065f858761378f565b60405161244a9291906137b6565b604051809103902014155b1561246157505f611d90565b5f5f61246f85856006612c58565b925050915081158061248a575083612488826006613816565b115b806124e557507fa1aa4cb9671b8d3c367b97f441cc9816b3ec0e8052b057d9c7e4d357140812088582866124bf826006613816565b926124cc9392919061378f565b6040516124da9291906137b6565b604051809103902014155b156124f4575f92505050611d90565b5f6125058686611b30856006613816565b9194509092509050821580612518575080155b15612528575f9350505050611d90565b6001600160401b03811660a0808901919091526040805160e0810182526004928101838152632c6c723d60e01b60c08301528152815180830183526007808252662c62657461313d60c81b6020838101919091528084019290925283518085018552908152662c62657461323d60c81b81830152828401528251808401845260058152642c6570733d60d81b8183015260608301528251808401909352928252632c77643d60e01b9282019290925260808201525f5b6005811015612717575f8282600581106125fa576125fa613594565b60200201515190508761260d8287613816565b612618906008613816565b1180612673575082826005811061263157612631613594565b60200201518051906020012089898790848961264d9190613816565b9261265a9392919061378f565b6040516126689291906137b6565b604051809103902014155b15612686575f9650505050505050611d90565b6126b98a8a8a612696858a613816565b906126a1868b613816565b6126ac906008613816565b9261159b9392919061378f565b6126cb575f9650505050505050611d90565b89608001518a610100015183600581106126e7576126e7613594565b63ffffffff9092166020929092020152612702816008613816565b61270c9086613816565b9450506001016125de565b50505f60808801525083149150509392505050565b5f600682108061277e57507fbb5e1391dc9685724c73ce75fb1aa5985d1dff0dde6d6d86cb97af64bf3fbd4161276560065f858761378f565b6040516127739291906137b6565b604051809103902014155b1561278a57505f611d90565b5f5f61279885856006612c58565b9250509150816127ac575f92505050611d90565b6040805160a081018252600460608201818152632c6c723d60e01b6080840152825282518084018452600a8152692c6d6f6d656e74756d3d60b01b6020828101919091528084019190915283518085018552918252632c77643d60e01b90820152918101919091525f5b6003811015612935575f82826003811061283257612832613594565b6020020151519050866128458286613816565b612850906008613816565b11806128ab575082826003811061286957612869613594565b6020020151805190602001208888869084886128859190613816565b926128929392919061378f565b6040516128a09291906137b6565b604051809103902014155b156128bd575f95505050505050611d90565b6128d88989896128cd8589613816565b906126a1868a613816565b6128e9575f95505050505050611d90565b8860800151896101000151836005811061290557612905613594565b63ffffffff9092166020929092020152612920816008613816565b61292a9085613816565b935050600101612816565b50505f608087015283149150509392505050565b5f5f5f61295885856008612d35565b63ffffffff166080880152925050509392505050565b60015f5b82518110156129aa5782818151811061298d5761298d613594565b6020026020010151826129a091906138ae565b9150600101612972565b50919050565b5f806129c260608401604085016137e3565b637fffffff169050637f800000811180156129f65750637fc000006129ed60608501604086016137e3565b63ffffffff1614155b15612a04575f915050612a51565b612a4d84612a1860608601604087016137e3565b63ffffffff16612a2b6020870187613829565b612a3b6040880160208901613829565b612a48606089018961354f565b612e3b565b9150505b92915050565b5f80805b83811015612b6a57365f868684818110612a7757612a77613594565b9050602002810190612a89919061354f565b90925090506008811115612aa657505f935083925061062c915050565b60015f5b82811015612b2c575f848483818110612ac557612ac5613594565b9050602002016020810190612ada9190613829565b6001600160401b031690505f81118015612b005750612afd8163400000006138d7565b83115b15612b1757505f965086955061062c945050505050565b612b2181846135bc565b925050600101612aaa565b50848383604051602001612b42939291906138f6565b6040516020818303038152906040528051906020012094505050508080600101915050612a5b565b50600191509250929050565b5f8080612b83848061373a565b9050612b8f858061373a565b612b9c602088018861373a565b9050612bab602089018961373a565b612bb860408b018b61354f565b9050612bc760408c018c61354f565b8c60600135604051602001612be59a99989796959493929190613932565b6040516020818303038152906040529050600281604051612c0691906139c6565b602060405180830381855afa158015612c21573d5f5f3e3d5ffd5b5050506040513d601f19601f82011682018060405250810190612c4491906139dc565b925060208151036020820120915050915091565b5f80825b8481108015612c8d57506030868683818110612c7a57612c7a613594565b9050013560f81c60f81b60f81c60ff1610155b8015612cbb57506039868683818110612ca857612ca8613594565b9050013560f81c60f81b60f81c60ff1611155b15612d11576030868683818110612cd457612cd4613594565b612ce59392013560f81c90506139f3565b60ff16612cf383600a6135bc565b612cfd9190613816565b915080612d09816137fe565b915050612c5c565b8381118015612d2a57506008612d27858361377c565b11155b925093509350939050565b5f806001841080612d4557508284115b15612d5457505f905080612e33565b5f5b84811015612e2d575f868683818110612d7157612d71613594565b919091013560f81c91505f905060308210801590612d93575060398260ff1611155b15612daa57612da36030836139f3565b9050612e08565b60618260ff1610158015612dc2575060668260ff1611155b15612dd257612da36057836139f3565b60418260ff1610158015612dea575060468260ff1611155b15612dfa57612da36037836139f3565b5f5f94509450505050612e33565b60ff8116612e178560106138ae565b612e219190613a0c565b93505050600101612d56565b50600191505b935093915050565b5f6001600160401b0384161580612e605750650100000000006001600160401b038516115b80612e7d5750836001600160401b0316856001600160401b031610155b15612e8957505f611e31565b6040515f81538660018201526021812060018253848460051b810188600195505b6001891115612f32576001811660018114612ef95789600183011015612ef457828403612eda575f965050612f32565b846001870152833560218701526041862094506020840193505b612f23565b828403612f09575f965050612f32565b833560018701528460218701526041862094506020840193505b506001988901891c981c612eaa565b5014908914169190911690509695505050505050565b60408051610120810182525f8082526020820181905291810182905260608082018390526080820183905260a0820183905260c082019290925260e08101919091526101008101612f9761300c565b905290565b6040518060e001604052805f60ff168152602001612fb8612fee565b8152602001612fc5612fee565b8152602001612fd2612fee565b8152602001612fdf612fee565b81525f6020820152604001612f975b60405180606001604052806003906020820280368337509192915050565b6040518060a001604052806005906020820280368337509192915050565b5f60c082840312156129aa575f5ffd5b60ff81168114613048575f5ffd5b50565b6001600160401b0381168114613048575f5ffd5b5f5f5f5f5f5f5f60c0888a031215613075575f5ffd5b87356001600160401b0381111561308a575f5ffd5b6130968a828b0161302a565b97505060208801356130a78161303a565b955060408801356130b78161304b565b945060608801356130c78161304b565b93506080880135925060a08801356001600160401b038111156130e8575f5ffd5b8801601f81018a136130f8575f5ffd5b80356001600160401b0381111561310d575f5ffd5b8a60208260051b8401011115613121575f5ffd5b602082019350809250505092959891949750929550565b5f60208284031215613148575f5ffd5b5035919050565b5f6020828403121561315f575f5ffd5b81356001600160401b03811115613174575f5ffd5b612a4d8482850161302a565b5f82825180855260208501945060208160051b830101602085015f5b838110156131ff57848303601f19018852815180518085526020918201918501905f5b818110156131e65783516001600160401b03168352602093840193909201916001016131bf565b50506020998a019990945092909201915060010161319c565b50909695505050505050565b805f5b600581101561323357815163ffffffff1684526020938401939091019060010161320e565b50505050565b6060815261324d60608201855160ff169052565b5f6020850151613262608084018260ff169052565b50604085015180151560a084015250606085015180151560c084015250608085015163ffffffff811660e08401525060a08501516001600160401b0381166101008401525060c085015160ff81166101208401525060e08501516101a06101408401526132d3610200840182613180565b90506101008601516132e961016085018261320b565b506001600160401b038516602084015290506001600160401b038316604083015261181a565b634e487b7160e01b5f52604160045260245ffd5b60405160e081016001600160401b03811182821017156133455761334561330f565b60405290565b604051601f8201601f191681016001600160401b03811182821017156133735761337361330f565b604052919050565b80516133868161303a565b919050565b5f82601f83011261339a575f5ffd5b6133a4606061334b565b8060608401858111156133b5575f5ffd5b845b818110156133d85780516133ca8161303a565b8452602093840193016133b7565b509095945050505050565b63ffffffff81168114613048575f5ffd5b5f82601f830112613403575f5ffd5b61340d606061334b565b80606084018581111561341e575f5ffd5b845b818110156133d8578051613433816133e3565b845260209384019301613420565b5f5f828403610240811215613454575f5ffd5b83518015158114613463575f5ffd5b9250610220601f1982011215613477575f5ffd5b50613480613323565b602084015161348e8161303a565b815261349d856040860161338b565b60208201526134af8560a0860161338b565b60408201528461011f8501126134c3575f5ffd5b6134cd606061334b565b806101608601878111156134df575f5ffd5b61010087015b818110156135065780516134f88161304b565b8452602093840193016134e5565b5081606085015261351788826133f4565b608085015250505061352c6101c0850161337b565b60a082015261353f856101e0860161338b565b60c0820152809150509250929050565b5f5f8335601e19843603018112613564575f5ffd5b8301803591506001600160401b0382111561357d575f5ffd5b6020019150600581901b360382131561062c575f5ffd5b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52601160045260245ffd5b8082028115828204841417612a5157612a516135a8565b60ff8616815263ffffffff858116602083015284811660408301528316606082015260e0810160808201835f5b600381101561362557815163ffffffff16835260209283019290910190600101613600565b5050509695505050505050565b5f60208284031215613642575f5ffd5b8151611d90816133e3565b5f6001600160401b038211156136655761366561330f565b5060051b60200190565b5f61368161367c8461364d565b61334b565b8381526020810190600585901b84013681111561369c575f5ffd5b845b818110156133d85780356001600160401b038111156136bb575f5ffd5b860136601f8201126136cb575f5ffd5b80356136d961367c8261364d565b8082825260208201915060208360051b8501019250368311156136fa575f5ffd5b6020840193505b828410156137255783356137148161304b565b825260209384019390910190613701565b8752505060209485019491909101905061369e565b5f5f8335601e1984360301811261374f575f5ffd5b8301803591506001600160401b03821115613768575f5ffd5b60200191503681900382131561062c575f5ffd5b81810381811115612a5157612a516135a8565b5f5f8585111561379d575f5ffd5b838611156137a9575f5ffd5b5050820193919092039150565b818382375f9101908152919050565b5f8235607e198336030181126137d9575f5ffd5b9190910192915050565b5f602082840312156137f3575f5ffd5b8135611d90816133e3565b5f6001820161380f5761380f6135a8565b5060010190565b80820180821115612a5157612a516135a8565b5f60208284031215613839575f5ffd5b8135611d908161304b565b5f5f85851115613852575f5ffd5b8386111561385e575f5ffd5b5050600583901b0193919092039150565b5f6001600160fb1b03831115613883575f5ffd5b8260051b80838637939093019392505050565b8481528360208201525f611e3160408301848661386f565b6001600160401b0381811683821602908116908181146138d0576138d06135a8565b5092915050565b5f826138f157634e487b7160e01b5f52601260045260245ffd5b500490565b8381525f60208201845f5b858110156131ff5781356139148161304b565b6001600160401b031683526020928301929190910190600101613901565b7573796e6f642f646973707574652f656e7472792f763160501b815260e08b901b6001600160e01b0319166017820152888a601b8301375f89820163ffffffff60e01b8a60e01b16601b8201528789601f830137601b88820101905063ffffffff60e01b8760e01b1660048201526139ae60088201868861386f565b938452505060209091019a9950505050505050505050565b5f82518060208501845e5f920191825250919050565b5f602082840312156139ec575f5ffd5b5051919050565b60ff8281168282160390811115612a5157612a516135a8565b6001600160401b038181168382160190811115612a5157612a516135a856fe0d68408533b7512be3c8842241948879ff8f4fd547c70fe84f3b6645f62a90190fdbd160736e9b9b51ea9a79a8ed86f427a62e0e377d60335d2ec895c27025bbc2a46f89e6c001e3b03095650385482465018aee786a77a7fec5a503d2c6fd80b2b273bbd9e4409919665f07376f8e8b8d95c6e1d4498aab66f21245ffabeba9a164736f6c6343000825000a",
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
// Solidity: constructor(address programs_, address rowPrograms_, address arithmetic_) returns()
func (scalarJudge *ScalarJudge) PackConstructor(programs_ common.Address, rowPrograms_ common.Address, arithmetic_ common.Address) []byte {
	enc, err := scalarJudge.abi.Pack("", programs_, rowPrograms_, arithmetic_)
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

// PackRowPrograms is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x03987c1b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function rowPrograms() view returns(address)
func (scalarJudge *ScalarJudge) PackRowPrograms() []byte {
	enc, err := scalarJudge.abi.Pack("rowPrograms")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRowPrograms is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x03987c1b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function rowPrograms() view returns(address)
func (scalarJudge *ScalarJudge) TryPackRowPrograms() ([]byte, error) {
	return scalarJudge.abi.Pack("rowPrograms")
}

// UnpackRowPrograms is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x03987c1b.
//
// Solidity: function rowPrograms() view returns(address)
func (scalarJudge *ScalarJudge) UnpackRowPrograms(data []byte) (common.Address, error) {
	out, err := scalarJudge.abi.Unpack("rowPrograms", data)
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
	Bin: "0x6080604052348015600e575f5ffd5b506140798061001c5f395ff3fe608060405234801561000f575f5ffd5b5060043610610034575f3560e01c8063b31db47814610038578063dc5a14b014610077575b5f5ffd5b61004b610046366004613a0a565b610098565b6040805193151584526001600160401b0392831660208501529116908201526060015b60405180910390f35b61008a610085366004613a54565b610102565b60405161006e929190613b00565b5f8080806100a586613dd4565b90506100b081610195565b6100c3575f5f5f935093509350506100fb565b6100cc81610e1d565b9250826001600160401b0316856001600160401b031610156100f5576100f281866110dc565b91505b60019350505b9250925092565b5f61010b613965565b5f61011586613dd4565b905061012081610195565b1580610146575061013081610e1d565b6001600160401b0316856001600160401b031610155b8061016c575061015681866110dc565b6001600160401b0316846001600160401b031610155b1561017a575f92505061018d565b600161018782878761139f565b92509250505b935093915050565b5f61019f82611a73565b6101aa57505f919050565b60e08201515182515f80806101be87611b27565b91509150811561030f57604080516080810182525f8082526020820181905291810182905260608101919091526101f58883611d84565b909450905060021960ff86160161028d5783801561023257508760e0015160028151811061022557610225613ea2565b6020026020010151516001145b801561028a575080604001516001600160401b03168860e0015160028151811061025e5761025e613ea2565b60200260200101515f8151811061027757610277613ea2565b60200260200101516001600160401b0316145b93505b600d1960ff8616016102b1578380156102ae57506102ae8860e0015161217d565b93505b838015610307575063400000006001600160401b031681604001516001600160401b0316825f01516001600160401b031683606001516001600160401b03166102fa9190613eca565b6103049190613eca565b11155b935050610df5565b6103188761237b565b156104a6575f5f610328896123a8565b909250905060ff8616600e1461033f576003610342565b60045b60ff168714801561037157508860e00151818151811061036457610364613ea2565b6020026020010151516001145b80156103e9575061039e8960e00151838151811061039157610391613ea2565b60200260200101516123d2565b6001600160401b03168960e0015182815181106103bd576103bd613ea2565b60200260200101515f815181106103d6576103d6613ea2565b60200260200101516001600160401b0316145b801561043457508860e00151818151811061040657610406613ea2565b60200260200101515f8151811061041f5761041f613ea2565b60200260200101516001600160401b03165f14155b801561049d575060ff8616600e146104905761048b8960e001515f8151811061045f5761045f613ea2565b60200260200101518a60e0015160018151811061047e5761047e613ea2565b602002602001015161240f565b61049d565b61049d8960e0015161217d565b94505050610df5565b600d1960ff8516016104ba575f9250610df5565b60ff8416600414806104cf575060ff84166005145b1561051e5784600214801561051757506105178760e001515f815181106104f8576104f8613ea2565b60200260200101518860e0015160018151811061047e5761047e613ea2565b9250610df5565b60051960ff8516016106885784600214801561055957508660e0015160018151811061054c5761054c613ea2565b6020026020010151516001145b801561058257505f8760e001515f8151811061057757610577613ea2565b602002602001015151115b801561063657508660e001515f8151811061059f5761059f613ea2565b602002602001015160018860e001515f815181106105bf576105bf613ea2565b6020026020010151516105d29190613ee1565b815181106105e2576105e2613ea2565b60200260200101516001600160401b03168760e0015160018151811061060a5761060a613ea2565b60200260200101515f8151811061062357610623613ea2565b60200260200101516001600160401b0316145b801561051757508660e0015160018151811061065457610654613ea2565b60200260200101515f8151811061066d5761066d613ea2565b60200260200101516001600160401b03165f14159250610df5565b60ff84166007148061069d575060ff84166008145b806106ab575060ff8416600b145b806106c95750601b60ff8516108015906106c95750601d60ff851611155b156106d957846001149250610df5565b601e60ff8516108015906106f15750602060ff851611155b1561071a5784600214801561051757506105178760e001515f815181106104f8576104f8613ea2565b60201960ff8516016107e15784600314801561074a575061074a8760e001515f815181106104f8576104f8613ea2565b801561078957506107898760e001515f8151811061076a5761076a613ea2565b60200260200101518860e0015160028151811061047e5761047e613ea2565b8015610517575063400000006001600160401b03166107c48860e001515f815181106107b7576107b7613ea2565b6020026020010151612491565b6107cf906002613ef4565b6001600160401b031611159250610df5565b60ff8416600914806107f6575060ff8416600a145b156108e05784600114801561083557508660e001515f8151811061081c5761081c613ea2565b6020026020010151518760a001516001600160401b0316105b801561089d575060ff84166009148061089d575063010000008760e001515f8151811061086457610864613ea2565b60200260200101518860a001516001600160401b03168151811061088a5761088a613ea2565b60200260200101516001600160401b0316105b801561051757508660e001515f815181106108ba576108ba613ea2565b60200260200101518760a001516001600160401b03168151811061066d5761066d613ea2565b600f1960ff85160161094357846003148015610903575060028760c0015160ff16105b801561092357506109238760e001515f815181106104f8576104f8613ea2565b801561051757506105178760e001515f8151811061076a5761076a613ea2565b60ff841660111480610958575060ff84166012145b156109815784600214801561051757506105178760e001515f815181106104f8576104f8613ea2565b60141960ff8516016109c55784600214801561051757506109b28760e001516001815181106107b7576107b7613ea2565b6001600160401b03166001149250610df5565b60151960ff851601610a525760a0870151600181169060036001600160401b03909116118015906109f557508086115b8015610a1657506340000000610a0a896124d3565b6001600160401b031611155b801561030757508015806103075750610a3e8860e001515f815181106107b7576107b7613ea2565b6001600160401b0316600114935050610df5565b60161960ff851601610a9457846003148015610903575060028760c0015160ff1610801561092357506109238760e001515f815181106104f8576104f8613ea2565b60171960ff851601610ba757846003148015610acf57508660e00151600281518110610ac257610ac2613ea2565b6020026020010151516001145b8015610b3b5750610aef8760e001515f8151811061039157610391613ea2565b6001600160401b03168760e00151600281518110610b0f57610b0f613ea2565b60200260200101515f81518110610b2857610b28613ea2565b60200260200101516001600160401b0316145b8015610b8757508660e00151600281518110610b5957610b59613ea2565b60200260200101515f81518110610b7257610b72613ea2565b60200260200101516001600160401b03165f14155b801561051757506105178760e001515f815181106104f8576104f8613ea2565b60181960ff851601610be65784600214801561051757508660e001515f81518110610bd457610bd4613ea2565b6020026020010151515f149250610df5565b60191960ff851601610d1a57846004148015610c165750610c168760e001515f815181106104f8576104f8613ea2565b8015610c365750610c368760e001515f8151811061076a5761076a613ea2565b8015610c755750610c758760e001515f81518110610c5657610c56613ea2565b60200260200101518860e0015160038151811061047e5761047e613ea2565b8015610cba575063400000006001600160401b0316610ca38860e001515f815181106107b7576107b7613ea2565b610cae906003613ef4565b6001600160401b031611155b8015610cd4575060018760a001516001600160401b031610155b8015610cf4575061010087015160200151633f80000063ffffffff909116105b8015610517575061010087015160400151633f80000063ffffffff909116109250610df5565b60ff841660131480610d2f575060ff84166014145b15610df557846002148015610d895750610d898760e001515f81518110610d5857610d58613ea2565b60200260200101518860e00151600181518110610d7757610d77613ea2565b60200260200101518960a00151612510565b8015610df2575060ff841660131480610df2575063010000008760e00151600181518110610db957610db9613ea2565b60200260200101518860a001516001600160401b031681518110610ddf57610ddf613ea2565b60200260200101516001600160401b0316105b92505b828015610e1257505f610e0788610e1d565b6001600160401b0316115b979650505050505050565b80515f9081610e2b84611b27565b5090508015610e6c575f610e3e856125d6565b9150508060400151815f01518260600151610e599190613ef4565b610e639190613ef4565b95945050505050565b610e758461237b565b15610ea0575f610e84856123a8565b509050610e638560e00151828151811061039157610391613ea2565b60ff821660091480610eb5575060ff8216600a145b15610f29578360e001515f81518110610ed057610ed0613ea2565b60200260200101518460a001516001600160401b031681518110610ef657610ef6613ea2565b6020026020010151610f178560e001515f815181106107b7576107b7613ea2565b610f219190613f31565b949350505050565b600a1960ff831601610f3f575060019392505050565b60ff821660131480610f54575060ff82166014145b15610f7357610f218460e001516001815181106107b7576107b7613ea2565b600460ff831610801590610f8b5750600860ff831611155b80610fa95750601060ff831610801590610fa95750601260ff831611155b80610fb7575060ff82166015145b80610fc5575060ff82166017145b80610fd3575060ff82166018145b15610ff157610f218460e001515f815181106107b7576107b7613ea2565b60151960ff831601611007575060019392505050565b60181960ff83160161102d57610f218460e001516001815181106107b7576107b7613ea2565b60191960ff83160161105d576110528460e001515f815181106107b7576107b7613ea2565b610f21906003613ef4565b601b60ff8316108015906110755750602060ff831611155b1561109357610f218460e001515f815181106107b7576107b7613ea2565b60201960ff8316016110c3576110b88460e001515f815181106107b7576107b7613ea2565b610f21906002613ef4565b604051633405f81960e21b815260040160405180910390fd5b81515f90816110ea85611b27565b509050801561112f575f6110fd866125d6565b91505060ff8316600314611115578060200151611125565b6020810151611125906001613f5e565b9350505050611399565b6111388561237b565b15611186575f611147866123a8565b5090506111638660e00151828151811061039157610391613ea2565b61117c8760e0015183815181106107b7576107b7613ea2565b6111259190613f31565b60081960ff8316016111df578460e001515f815181106111a8576111a8613ea2565b60200260200101518560a001516001600160401b0316815181106111ce576111ce613ea2565b602002602001015192505050611399565b60091960ff831601611244578460e001515f8151811061120157611201613ea2565b60200260200101518560a001516001600160401b03168151811061122757611227613ea2565b6020026020010151600161123b9190613f5e565b92505050611399565b600a1960ff8316016112695761123b8560e001515f815181106107b7576107b7613ea2565b60131960ff83160161128057600292505050611399565b600460ff8316108015906112985750600860ff831611155b806112b65750601060ff8316108015906112b65750601360ff831611155b806112c4575060ff82166015145b806112e25750601760ff8316108015906112e25750601960ff831611155b156112f257600192505050611399565b60151960ff83160161132a5760a085015160021615611311575f611314565b60015b60ff16611320866124d3565b61123b9190613f5e565b60191960ff83160161134157600992505050611399565b601b60ff8316108015906113595750602060ff831611155b156113675761123b8261268f565b60201960ff8316016110c35761010085015160400151637fffffff1661138e576003611391565b60055b60ff16925050505b92915050565b6113a7613965565b83515f6113b386611b27565b50905080156113d0576113c78686866126e8565b92505050611a6c565b6113d98661237b565b1561143e575f6113e8876123a8565b506001808652602086015181905260e089015180519293506114389287929185918b9161141f918490811061039157610391613ea2565b611429908b613ef4565b6114339190613f5e565b6128af565b50611a69565b60ff821660091480611453575060ff8216600a145b80611461575060ff8216600b145b156115d3575f80600a1960ff8516016114975761148d8860e001515f815181106107b7576107b7613ea2565b9150859050611581565b5f8860e001515f815181106114ae576114ae613ea2565b60200260200101519050808960a001516001600160401b0316815181106114d7576114d7613ea2565b602002602001015192505f600190505f8a60a0015160016114f89190613f5e565b6001600160401b031690505b825181101561153c5782818151811061151f5761151f613ea2565b6020026020010151826115329190613ef4565b9150600101611504565b50611547818a613f7d565b818986611554838e613f31565b61155e9190613ef4565b6115689190613f5e565b6115729190613ef4565b61157c9190613f5e565b925050505b6020850151600190526001600160401b03828116908716036115ba57600385526115b58560016115b08561292a565b6129ac565b6115cc565b60018086526115cc9086905f846128af565b5050611a69565b60ff8216601314806115e8575060ff82166014145b15611751575f8660e0015160018151811061160557611605613ea2565b602002602001015190505f818860a001516001600160401b03168151811061162f5761162f613ea2565b602002602001015190505f600190505f8960a0015160016116509190613f5e565b6001600160401b031690505b83518110156116945783818151811061167757611677613ea2565b60200260200101518261168a9190613ef4565b915060010161165c565b505f6116a0828a613f7d565b826116ab8186613ef4565b6116b5908c613f31565b6116bf9190613ef4565b6116c99190613f5e565b905060ff861660141480156116e557506001600160401b038816155b1561170e57600387526116fa875f80846128af565b6117098760016115b08661292a565b611748565b6002875260131960ff87160161172c57602087015160019052611738565b611738875f5f846128af565b611748876001633f8000006129ac565b50505050611a69565b60ff821660041480611766575060ff82166005145b156117a35760ff821660041461177d576002611780565b60015b60ff168352611791835f80886128af565b61179e83600180886128af565b611a69565b60051960ff8316016117e957600183526117bf835f80886128af565b61179e836001806117df8a60e001515f8151811061039157610391613ea2565b611433908a613f7d565b60ff8216600714806117fe575060ff82166011145b156118235760028352611813835f80886128af565b61179e83600188608001516129ac565b60071960ff83160161183f576006835261179e835f80886128af565b600f1960ff831601611878576002835261185b835f80886128af565b61179e8360018860c0015160026118729190613faa565b886128af565b60111960ff8316016118945760078352611791835f80886128af565b60141960ff8316016118cd57600883526118b0835f80886128af565b6118bd836001805f6128af565b61179e83600288608001516129ac565b60151960ff8316016119ba57602083015160019052600983526001600160401b038416158015611903575060a086015160011615155b1561192f5760028352611918835f80806128af565b611928836001633f8000006129ac565b5050611a6c565b835f5b8760e00151518110156115cc575f6119598960e0015183815181106107b7576107b7613ea2565b9050806001600160401b0316836001600160401b031610156119a55760048652611985865f84866128af565b61199286600184866128af565b50602085015160016040909101526115cc565b6119af8184613fc3565b925050600101611932565b60191960ff8316016119d1576113c78686866129fe565b601b60ff8316108015906119e95750602060ff831611155b156119f9576113c7828686612d9f565b60201960ff831601611a10576113c7868686613053565b60ff821660171480611a25575060ff82166018145b80611a33575060ff82166019145b156110c35760028352611a59835f8060ff8616601914611a5357886128af565b5f6128af565b61179e836001633f8000006129ac565b50505b9392505050565b5f805b8260e0015151811015611b1e575f8360e001518281518110611a9a57611a9a613ea2565b60200260200101519050600881511115611ab757505f9392505050565b60015f5b8251811015611b1357828181518110611ad657611ad6613ea2565b60200260200101516001600160401b031682611af29190613eca565b91506340000000821115611b0b57505f95945050505050565b600101611abb565b505050600101611a76565b50600192915050565b6040805160e0810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c08101829052825160ff60a08301819052811660011480611b7c575060ff81166002145b15611bc757604080850151606095860151600260c0860181905260ff94909416909314608085015291151594830194909452151592810192909252506001602082018190525f825291565b60021960ff821601611bef5750600360c08201526001602082018190525f8252939092509050565b60ff8116600c1480611c04575060ff8116600d145b15611ceb5760ff8116600d146080830152600360c080840191909152840151611c2e906001613fe2565b60ff90811660a084015260c0850151165f03611c9457836040015115611c7357606080850151600191840191909152151560408301525f602083015260028252611ce1565b60608085015115908301525f60408301819052600260208401528252611ce1565b836060015115611cc05760408085015115156060840152600190830181905260208301525f8252611ce1565b6040808501515f606085018190529015918401919091526020830152600182525b6001925050915091565b60ff8116600e148015611d05575060028460c0015160ff16105b15611d7b57600460c080840191909152840151611d23906001613fe2565b60ff90811660a084015260c0850151165f03611d5657600160608301525f60408301819052600260208401528252611ce1565b5f60608301819052600160408401819052602084019190915282526001925050915091565b5f925050915091565b604080516080810182525f80825260208201819052918101829052606081018290528260c0015160ff168460e001515114611dc1575f9150612176565b5f8460e00151845f015160ff1681518110611dde57611dde613ea2565b602002602001015190505f8560e00151856020015160ff1681518110611e0657611e06613ea2565b602002602001015190505f8560800151611e20575f611e23565b60015b60ff169050611e33816002613ffb565b8351141580611e4d5750611e48816002613ffb565b825114155b80611ea8575085608001518015611ea85750815f81518110611e7157611e71613ea2565b60200260200101516001600160401b0316835f81518110611e9457611e94613ea2565b60200260200101516001600160401b031614155b15611eb8575f9450505050612176565b8560800151611ec8576001611ee3565b825f81518110611eda57611eda613ea2565b60200260200101515b6001600160401b031660608501526040860151611f3f57828181518110611f0c57611f0c613ea2565b602002602001015183826001611f229190613ffb565b81518110611f3257611f32613ea2565b6020026020010151611f7e565b82611f4b826001613ffb565b81518110611f5b57611f5b613ea2565b6020026020010151838281518110611f7557611f75613ea2565b60200260200101515b6001600160401b03908116602087015216845260608601515f90611fe157828281518110611fae57611fae613ea2565b602002602001015183836001611fc49190613ffb565b81518110611fd457611fd4613ea2565b6020026020010151612020565b82611fed836001613ffb565b81518110611ffd57611ffd613ea2565b602002602001015183838151811061201757612017613ea2565b60200260200101515b6001600160401b039081166040880152602087015191925082811691161461204e575f955050505050612176565b8660a0015160ff1660ff1461216d575f8860e001518860a0015160ff168151811061207b5761207b613ea2565b602002602001015190508260026120929190613ffb565b81511415806120cf5750855f01516001600160401b03168184815181106120bb576120bb613ea2565b60200260200101516001600160401b031614155b80612113575060408601516001600160401b0316816120ef856001613ffb565b815181106120ff576120ff613ea2565b60200260200101516001600160401b031614155b80612159575087608001518015612159575085606001516001600160401b0316815f8151811061214557612145613ea2565b60200260200101516001600160401b031614155b1561216b575f96505050505050612176565b505b60019550505050505b9250929050565b5f815160041461218e57505f919050565b5f825f815181106121a1576121a1613ea2565b602002602001015190505f836001815181106121bf576121bf613ea2565b602002602001015190505f846002815181106121dd576121dd613ea2565b602002602001015190505f856003815181106121fb576121fb613ea2565b6020026020010151905082516002148015612217575081516002145b8015612224575083516002145b8015612231575080516001145b80156122815750815f8151811061224a5761224a613ea2565b60200260200101516001600160401b03168360018151811061226e5761226e613ea2565b60200260200101516001600160401b0316145b80156122d05750825f8151811061229a5761229a613ea2565b60200260200101516001600160401b0316845f815181106122bd576122bd613ea2565b60200260200101516001600160401b0316145b80156123215750816001815181106122ea576122ea613ea2565b60200260200101516001600160401b03168460018151811061230e5761230e613ea2565b60200260200101516001600160401b0316145b801561237157508160018151811061233b5761233b613ea2565b60200260200101516001600160401b0316815f8151811061235e5761235e613ea2565b60200260200101516001600160401b0316145b9695505050505050565b80515f9060ff16600f14806113995750815160ff16600e14801561139957505060c0015160ff1660021490565b80515f908190819060ff16600e146123c15760026123c4565b60035b909460ff9091169350915050565b5f81515f146124075781600183516123ea9190613ee1565b815181106123fa576123fa613ea2565b6020026020010151611399565b600192915050565b5f815183511461242057505f611399565b5f5b83518110156124875782818151811061243d5761243d613ea2565b60200260200101516001600160401b031684828151811061246057612460613ea2565b60200260200101516001600160401b03161461247f575f915050611399565b600101612422565b5060019392505050565b60015f5b82518110156124cd578281815181106124b0576124b0613ea2565b6020026020010151826124c39190613ef4565b9150600101612495565b50919050565b5f805b8260e00151518110156124cd576124fc8360e0015182815181106107b7576107b7613ea2565b6125069083613f5e565b91506001016124d6565b5f8251826001600160401b0316101580612537575082518451612534906001613ffb565b14155b1561254357505f611a6c565b5f5b84518110156125cb5783836001600160401b0316821061256f5761256a826001613ffb565b612571565b815b8151811061258157612581613ea2565b60200260200101516001600160401b03168582815181106125a4576125a4613ea2565b60200260200101516001600160401b0316146125c3575f915050611a6c565b600101612545565b506001949350505050565b6040805160e0810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810191909152604080516080810182525f8082526020820181905291810182905260608101919091525f61263b84611b27565b935090508061265d57604051633405f81960e21b815260040160405180910390fd5b6126678484611d84565b925090508061268957604051633405f81960e21b815260040160405180910390fd5b50915091565b5f601a1960ff8316016126a457506001919050565b601b1960ff8316016126b857506002919050565b601e1960ff8316016126cc57506003919050565b601d1960ff8316016126e057506004919050565b506007919050565b6126f0613965565b5f5f6126fb866125d6565b915091505f8160400151866127109190613f7d565b875190915060ff16600314801561273c575081602001516001600160401b0316856001600160401b0316145b15612764576001808552602085015181905261275c9085906002846128af565b505050611a6c565b604082015182515f9161277691613ef4565b6127809088613f31565b604084015184519192505f91612797908290613ef4565b6127a1908a613f7d565b6127ab9190613f31565b90506002896020015160ff1610156127c45760046127c7565b60055b60ff168652845160408601516128339188915f9190612800578a8860200151866127f19190613ef4565b6127fb9190613f5e565b612818565b8751859061280e908d613ef4565b6128189190613f5e565b602089015189516128299089613ef4565b6114299190613ef4565b61289686600187602001518860600151612867578688604001518c6128589190613ef4565b6128629190613f5e565b612882565b8a8860200151886128789190613ef4565b6128829190613f5e565b604089015160208a01516128299089613ef4565b5050505060208201516001604090910152509392505050565b6002846020015184600381106128c7576128c7613ea2565b60ff90921660209290920201526040840151829084600381106128ec576128ec613ea2565b60ff909216602092909202015260608401518190846003811061291157612911613ea2565b6001600160401b03909216602092909202015250505050565b5f816001600160401b03165f0361294257505f919050565b5f5b6001600160401b038316612959826001613ffb565b6001901b11612974578061296c8161400e565b915050612944565b5f612980826017613ee1565b6001600160401b038516901b627fffff1690508060176129a184607f613ffb565b901b17949350505050565b6003836020015183600381106129c4576129c4613ea2565b60ff90921660209290920201526080830151819083600381106129e9576129e9613ea2565b63ffffffff9092166020929092020152505050565b612a06613965565b5f612a208560e001515f815181106107b7576107b7613ea2565b90505f612a2d8286613f31565b90505f612a3a8387613f7d565b6101008801516020810151604090910151919250906001600160401b0384166001148015612a7257506002876001600160401b031610155b80612a9b5750836001600160401b03166002148015612a9b57506003876001600160401b031610155b15612ac75760018087526020870151819052612abd90879063800000006129ac565b5050505050611a6c565b836001600160401b0316600103612b4557866001600160401b03165f03612b0a5760028652612af7865f846129ac565b612b058660016002866128af565b612abd565b60048652612b21865f6115b0633f80000086613222565b612b2e86600180866128af565b505050506020820151600160409091015250611a6c565b866001600160401b03165f03612b7e5760028652612b6c865f6115b0633f80000085613222565b612b7986600180866128af565b612d93565b866001600160401b0316600103612bab57600286526020860151600190819052612b7990879080866128af565b866001600160401b0316600203612bf65760048652612bcb865f836129ac565b612bd98660016003866128af565b602086015160019060025b60ff9092166020929092020152612d93565b866001600160401b0316600303612c3b576003865260208601516001905260a08901515f90612c2690839061326a565b915050612c35876001836129ac565b50612d93565b866001600160401b0316600403612c5e576009865260208601516001905f612be4565b866001600160401b0316600503612c9557600180875260208701518190526101008a0151612b7991889160035b60200201516129ac565b866001600160401b0316600603612d1857600a8652612cb7865f6002866128af565b612cc486600180866128af565b6020860151600160409091015260a08901515f90612ce390849061326a565b91505082612cf5633f80000085613222565b608089015163ffffffff9384166040820152908316602082015291169052612d93565b866001600160401b0316600703612d4f5760028652610100890151612d419087905f9081612c8b565b602086015160019081612be4565b600b8652612d5f865f80866128af565b6128968660016115b08c61010001515f60058110612d7f57612d7f613ea2565b60200201516101008e0151608001516132ed565b50505050509392505050565b612da7613965565b601e60ff851610155f81612dbb5785612dc6565b612dc6600387613faa565b90505f82612dd4575f612dd7565b60015b9050828015612e0b57506001612dec8861268f565b612df69190613fc3565b6001600160401b0316856001600160401b0316145b15612e335760028452612e20845f80896128af565b5050506020818101516001910152611a6c565b601a1960ff831601612ea457846001600160401b03165f03612e6457600e8452612e5f845f83896128af565b61275c565b846001600160401b0316600103612e9157600284526020808501805160019081905290519091015261275c565b600c8452612e20845f633f8000006129ac565b601b1960ff831601612ef057846001600160401b03165f03612ed057600f8452612e5f845f83896128af565b82612edc576002612edf565b60115b60ff168452612e20845f83896128af565b846001600160401b03165f03612f225760028452612f10845f83896128af565b612f1d84600183896128af565b613049565b846001600160401b0316600103612f5f57600d84526020840151600190819052612f52908590633d3727136129ac565b612f1d84600283896128af565b846001600160401b0316600203612f9c5760018452612f80845f83896128af565b6020840151600190815b60ff9092166020929092020152613049565b846001600160401b0316600303612fc05760028452612f80845f633f4c422a6129ac565b846001600160401b0316600403612fe357600e845260208401516001905f612f8a565b8215612ff95760108452612f80845f83896128af565b846001600160401b031660050361301d5760018452612f80845f633f8000006129ac565b600d8452602084015160019081905261303c908590633f0000006129ac565b61304984600283896128af565b5050509392505050565b61305b613965565b5f6130758560e001515f815181106107b7576107b7613ea2565b90505f6130828286613f7d565b90505f61309d87610100015160400151637fffffff16151590565b6130a85760016130ab565b60035b60ff1690506001600160401b03851681111561319657806001600160401b031660010361310757600484526101008701516130eb9085905f906001612c8b565b6130f98460016002856128af565b612f1d8460026001856128af565b846001600160401b03165f0361313c57600280855261010088015161312f9186915f91612c8b565b612f1d8460015f856128af565b846001600160401b0316600103613160576001808552612f809085905f90856128af565b600484526101008701516131799085905f906001612c8b565b6131878460016002856128af565b60208401516001906002612f8a565b826001600160401b0316866001600160401b0316106131cc5760018085526020850151819052612f1d90859063800000006129ac565b806001600160401b0316856001600160401b0316036131fd5760028452610100870151612f809085905f9081612c8b565b600c845261320d845f80856128af565b50505060208181015160019101529392505050565b5f637f800000637fffffff841611806132445750637f800000637fffffff8316115b1561325a5761325383836133f5565b9050611399565b611a6c836380000000841861341b565b5f5f5f5f5f6132798787613534565b92509250925082613292575f5f94509450505050612176565b8115806132a0575060c71981125b156132b8576001633f80000094509450505050612176565b5f5f6132cc84845f036001901b03846135fd565b9150915060016132dd5f84846136b0565b9650965050505050509250929050565b5f637f800000637fffffff8416118061330f5750637f800000637fffffff8316115b1561331e5761325383836133f5565b638000000082841816637f800000637fffffff851614806133485750637f800000637fffffff8416145b1561338357637fffffff841615806133645750637fffffff8316155b156133765763ffc00000915050611399565b637f800000179050611399565b637fffffff8416158061339a5750637fffffff8316155b156133a6579050611399565b5f5f6133b186613794565b915091505f5f6133c087613794565b90925090506133e96001601f87901c166133da8487613eca565b6133e48487614026565b6136b0565b98975050505050505050565b5f62400000637f800000637fffffff8516116134115782613413565b835b179392505050565b5f637f800000637fffffff8416118061343d5750637f800000637fffffff8316115b1561344c5761325383836133f5565b637f800000637fffffff84160361349857637f800000637fffffff8316148015613481575082821863ffffffff166380000000145b15613491575063ffc00000611399565b5081611399565b637f800000637fffffff8316036134b0575080611399565b637fffffff83166134d657637fffffff8216156134cd5781613253565b50818116611399565b637fffffff82166134e8575081611399565b5f5f6134f385613794565b915091505f5f61350286613794565b91509150610e12601f8863ffffffff16901c63ffffffff168585601f8a63ffffffff16901c63ffffffff1686866137d0565b5f5f5f633f8000008563ffffffff1610158061355757506001600160401b038416155b1561356957505f9150819050806100fb565b627fffff85166094196280000063ffffffff881610613596575062800000176095196101ff601788901c16015b600193505b6001600160401b038616156135f057600180871690036135c7576135c184848484613896565b90945092505b6135d382828484613896565b80925081935050506001866001600160401b0316901c955061359b565b6001945050509250925092565b5f5f5f603561360b866138ce565b0390506104311981850112156136245783610431190390505b5f81136136375784849250925050612176565b613640856138ce565b811115613653575f5f9250925050612176565b84811c5f19600180841b820188169184011b80821180613680575080821480156136805750826001166001145b1561368c576001830192505b825f036136a2575f5f9550955050505050612176565b509096949091019450505050565b5f5f6136bb846138ce565b90505f60188203905060941981850112156136d857836094190390505b5f5f82136136ed57815f0386901b9050613758565b8282111561370457601f87901b9350505050611a6c565b5084811c5f19600180841b820188169184011b80821180613732575080821480156137325750826001166001145b156137555760018301925082630100000003613755576280000092506001840193505b50505b848201606881131561377a5750505050601f84901b637f800000179050611a6c565b60950160171b01601f9690961b9590951795945050505050565b627fffff81165f60ff601784901c168082036137b4576094199150612689565b6280000092909217916137c860968261404d565b915050915091565b5f5f6137db876138ce565b860190505f6137e9856138ce565b8401905060408183031315613807576040818303038401935061381d565b6040828203131561381d57604082820303870196505b5f84881261383457508387039790971b968361383f565b508684039490941b93865b868a0361385d576138538a878b01836136b0565b9350505050612371565b85891115613872576138538a878b03836136b0565b8886111561388757613853878a8803836136b0565b505f9998505050505050505050565b5f808515806138a3575083155b156138b257505f9050806138c5565b6138c08487028487016135fd565b915091505b94509492505050565b5f600160801b82106138e257608091821c91015b6801000000000000000082106138fa57604091821c91015b640100000000821061390e57602091821c91015b62010000821061392057601091821c91015b610100821061393157600891821c91015b6010821061394157600491821c91015b6004821061395157600291821c91015b6002821061396157600191821c91015b0190565b6040518060e001604052805f60ff1681526020016139816139c0565b815260200161398e6139c0565b815260200161399b6139c0565b81526020016139a86139c0565b81525f60208201526040016139bb6139c0565b905290565b60405180606001604052806003906020820280368337509192915050565b5f6101a082840312156124cd575f5ffd5b80356001600160401b0381168114613a05575f5ffd5b919050565b5f5f60408385031215613a1b575f5ffd5b82356001600160401b03811115613a30575f5ffd5b613a3c858286016139de565b925050613a4b602084016139ef565b90509250929050565b5f5f5f60608486031215613a66575f5ffd5b83356001600160401b03811115613a7b575f5ffd5b613a87868287016139de565b935050613a96602085016139ef565b9150613aa4604085016139ef565b90509250925092565b805f5b6003811015613ad257815160ff16845260209384019390910190600101613ab0565b50505050565b805f5b6003811015613ad257815163ffffffff16845260209384019390910190600101613adb565b5f61024082019050831515825260ff83511660208301526020830151613b296040840182613aad565b506040830151613b3c60a0840182613aad565b50606083015161010083015f5b6003811015613b715782516001600160401b0316825260209283019290910190600101613b49565b5050506080830151613b87610160840182613ad8565b5060a083015160ff166101c083015260c0830151613ba96101e0840182613aad565b509392505050565b634e487b7160e01b5f52604160045260245ffd5b60405161012081016001600160401b0381118282101715613be857613be8613bb1565b60405290565b604051601f8201601f191681016001600160401b0381118282101715613c1657613c16613bb1565b604052919050565b803560ff81168114613a05575f5ffd5b80358015158114613a05575f5ffd5b803563ffffffff81168114613a05575f5ffd5b5f6001600160401b03821115613c6857613c68613bb1565b5060051b60200190565b5f82601f830112613c81575f5ffd5b8135613c94613c8f82613c50565b613bee565b8082825260208201915060208360051b860101925085831115613cb5575f5ffd5b602085015b83811015613d595780356001600160401b03811115613cd7575f5ffd5b8601603f81018813613ce7575f5ffd5b6020810135613cf8613c8f82613c50565b808282526020820191506020808460051b8601010192508a831115613d1b575f5ffd5b6040840193505b82841015613d4457613d33846139ef565b825260209384019390910190613d22565b86525050602093840193919091019050613cba565b5095945050505050565b5f82601f830112613d72575f5ffd5b60405160a081016001600160401b0381118282101715613d9457613d94613bb1565b6040528060a0840185811115613da8575f5ffd5b845b81811015613dc957613dbb81613c3d565b835260209283019201613daa565b509195945050505050565b5f6101a08236031215613de5575f5ffd5b613ded613bc5565b613df683613c1e565b8152613e0460208401613c1e565b6020820152613e1560408401613c2e565b6040820152613e2660608401613c2e565b6060820152613e3760808401613c3d565b6080820152613e4860a084016139ef565b60a0820152613e5960c08401613c1e565b60c082015260e08301356001600160401b03811115613e76575f5ffd5b613e8236828601613c72565b60e083015250613e96366101008501613d63565b61010082015292915050565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52601160045260245ffd5b808202811582820484141761139957611399613eb6565b8181038181111561139957611399613eb6565b6001600160401b038181168382160290811690818114613f1657613f16613eb6565b5092915050565b634e487b7160e01b5f52601260045260245ffd5b5f6001600160401b03831680613f4957613f49613f1d565b806001600160401b0384160491505092915050565b6001600160401b03818116838216019081111561139957611399613eb6565b5f6001600160401b03831680613f9557613f95613f1d565b806001600160401b0384160691505092915050565b60ff828116828216039081111561139957611399613eb6565b6001600160401b03828116828216039081111561139957611399613eb6565b60ff818116838216019081111561139957611399613eb6565b8082018082111561139957611399613eb6565b5f6001820161401f5761401f613eb6565b5060010190565b8082018281125f83128015821682158216171561404557614045613eb6565b505092915050565b8181035f831280158383131683831282161715613f1657613f16613eb656fea164736f6c6343000825000a",
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
