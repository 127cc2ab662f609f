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
	Bin: "0x60c060405234801561000f575f5ffd5b5060405161a74c38038061a74c83398101604081905261002e91610080565b6001600160a01b03811660805260405161004790610073565b604051809103905ff080158015610060573d5f5f3e3d5ffd5b506001600160a01b031660a052506100ad565b6154c18061528b83390190565b5f60208284031215610090575f5ffd5b81516001600160a01b03811681146100a6575f5ffd5b9392505050565b60805160a0516151a16100ea5f395f81816101b70152613ccd01525f81816102540152818161083501528181610d3e01526124bc01526151a15ff3fe608060405234801561000f575f5ffd5b5060043610610132575f3560e01c806380f55605116100b4578063cddbe72911610079578063cddbe729146102c2578063d4697217146102e2578063d5a1d409146102f5578063dbca40fa14610315578063eb7fd3db14610328578063ff6aa0e11461033b575f5ffd5b806380f556051461024f57806381653aa41461027657806382031f6814610289578063b7f278791461029c578063c40b1634146102af575f5ffd5b80634d1975b4116100fa5780634d1975b414610197578063573255f4146101b2578063576a3d67146101f15780636bd27a401461020457806370651a1814610217575f5ffd5b806308148f7a14610136578063188d292d1461014b5780632fe3fd301461015e57806343ca9a201461017157806348d90d3b14610184575b5f5ffd5b610149610144366004614280565b61034e565b005b6101496101593660046142ea565b610466565b61014961016c366004614371565b6105ef565b61014961017f3660046143b1565b61077c565b610149610192366004614471565b61082a565b61019f5f5481565b6040519081526020015b60405180910390f35b6101d97f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020016101a9565b6101d96101ff366004614280565b6109c7565b61014961021236600461449b565b610a70565b61022a610225366004614280565b610cff565b604080519384526001600160a01b0392831660208501529116908201526060016101a9565b6101d97f000000000000000000000000000000000000000000000000000000000000000081565b61019f6102843660046144f0565b610d32565b61014961029736600461450a565b611054565b6101496102aa3660046143b1565b6110fa565b6101496102bd366004614573565b6111c1565b6102d56102d0366004614280565b6113f1565b6040516101a991906145da565b6101496102f03660046147f8565b611669565b610308610303366004614280565b611b61565b6040516101a99190614842565b61014961032336600461450a565b611c7a565b61014961033636600461450a565b611fc5565b610149610349366004614926565b61203e565b5f610358826123d2565b905060068154600160e01b900460ff166008811115610379576103796145a6565b0361039f576040516332a1f60960e11b8152600481018390526024015b60405180910390fd5b8054600160a01b90046001600160401b031642116103eb57805460405163569b325360e11b815260048101849052600160a01b9091046001600160401b03166024820152604401610396565b8054604051600160e81b90910460ff168082529083907f4f6ee372207f9021a19d090294f500c14bdb387c7d4df49bdd1ab706823fce0d9060200160405180910390a260035f1960ff83160161044357506002610453565b60011960ff831601610453575060015b6104608484836001612423565b50505050565b5f61047387876005612517565b506003810154600c8201549192506001600160401b03600160c01b820481169291169060018390036104c65786156104c157604051630a61e54560e31b8152600481018b9052602401610396565b61051f565b6104e48185600901546002866104dc91906149ad565b858c8c6127a9565b61051f57896104f46001856149ad565b60405163727c207d60e01b815260048101929092526001600160401b03166024820152604401610396565b61053d81856006015460018661053591906149ad565b858a8a6127a9565b61056c5760405163727c207d60e01b8152600481018b90526001600160401b0384166024820152604401610396565b83546001600160f01b038116610800600160f01b9283900461ffff16179091021784556040805163ffffffff8b1681526001600160401b03851660208201528b917f6310e9d5a247683c41e91765a5084cba0974f1f355a8b54f5b181cc36959664e910160405180910390a26105e38460016128b7565b50505050505050505050565b5f6105f9836123d2565b905060058154600160e01b900460ff16600881111561061a5761061a6145a6565b1461064857805460405163041d44f960e11b8152610396918591600160e01b90910460ff16906004016149cc565b60028101546001600160a01b0316331461067e57604051635cc130a360e11b815260048101849052336024820152604401610396565b8054600160a01b90046001600160401b03164211156106cb5780546040516337851a4160e11b815260048101859052600160a01b9091046001600160401b03166024820152604401610396565b827fe0793760ec238afa5f71e8c6b31603bdad5f6dd3fbd3fa5d193193a324715ace836040516106fd91815260200190565b60405180910390a280545f908190600160f01b90046040161561073f575050600281015465ffffffffffff600160a01b8204811691600160d01b90041661074c565b5050600a810154600b8201545b600382850361075d57506001610768565b818503610768575060025b6107748685835f612423565b505050505050565b5f5f5f5f5f61078e8d8d8d8d8d61294f565b9450945094509450945080156107da576107bd8d8686868e8e889080926107b7939291906149e0565b8c612af4565b156107d0576107d08d86868b8b8b612df2565b5050505050610820565b85156107fc57604051630a61e54560e31b8152600481018e9052602401610396565b61081a8d8686868e8e88908092610815939291906149e0565b612f1b565b50505050505b5050505050505050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146108735760405163c4bbea6960e01b815260040160405180910390fd5b5f61087d836123d2565b6001810154909150600160a01b900463ffffffff161515806108bb575060068154600160e01b900460ff1660088111156108b9576108b96145a6565b145b156108e957805460405163041d44f960e11b8152610396918591600160e01b90910460ff16906004016149cc565b60018260ff1610806108fe575060028260ff16115b1561092857604051634ab29c0f60e01b81526004810184905260ff83166024820152604401610396565b5f83815260026020818152604092839020600381018054600180845580840181905594830185905567ffffffffffffffff1960ff8916600160c81b810261ffff60c81b1990931692909217600160d01b17168517909155600a8601849055600b860193909355925191825285917f759e63604565b7bda5dba52dd10aa09b878603abe1e7d4f25fdc41ae3797d2e991015b60405180910390a250505050565b5f5f6109d2836123d2565b905060068154600160e01b900460ff1660088111156109f3576109f36145a6565b03610a0057505f92915050565b60058154600160e01b900460ff166008811115610a1f57610a1f6145a6565b03610a3757600201546001600160a01b031692915050565b8054600160e81b900460ff16600114610a5d5760018101546001600160a01b0316610a69565b80546001600160a01b03165b9392505050565b5f5f610a7e86866001612517565b909250905060078254600160e01b900460ff166008811115610aa257610aa26145a6565b03610b7b575f868152600260205260408120600381015490916001600160401b03909116905b6001600160401b038216600160ff83161b1015610af15780610ae981614a0b565b915050610ac8565b6003838101805460ff60c01b1916600160c01b60ff85160217905585018054600160401b600160c01b031916600160801b6001600160401b038516021790556006850154610b44908a9085908a8a612f89565b84546001600160f01b0381166004600160f01b9283900461fff71617909102178555610b718560026128b7565b5050505050610460565b60038201546001600160401b03600160401b8204811691600160801b9004165f6001610ba784846149ad565b6001600160401b031611610bbb575f610bbe565b60015b60ff169050858114610bf4576040516305c8e0c560e31b8152600481018a90526024810182905260448101879052606401610396565b86865f818110610c0657610c06614a29565b6020029190910135600887015550845461fff7600160f01b9091041660041760011960ff861601610c35576008175b85546001600160f01b0316600160f01b61ffff831602178655897f3ff697e464f171eb00b783da27ea964e92aedc24d53ae57d6a9462a3bfcfa2c98a876002610c7e89896149ad565b610c889190614a51565b610c929089614a7e565b8c8c5f818110610ca457610ca4614a29565b90506020020135604051610ce5949392919063ffffffff94909416845260ff9290921660208401526001600160401b03166040830152606082015260800190565b60405180910390a26105e386610cfa87612fe7565b6128b7565b5f5f5f5f610d0c856123d2565b6004810154815460019092015490976001600160a01b0392831697509116945092505050565b5f336001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614610d7c5760405163c4bbea6960e01b815260040160405180910390fd5b5f5f8154610d8990614a9d565b91829055505f8181526001602090815260409182902085356004820155929350610db7918501908501614ab5565b81546001600160a01b0319166001600160a01b0391909116178155610de26060840160408501614ab5565b6001820180546001600160a01b0319166001600160a01b0392909216919091179055610e146080840160608501614ab5565b6002820180546001600160a01b0319166001600160a01b0392909216919091179055610e4660c0840160a08501614adb565b60018201805463ffffffff92909216600160c01b0263ffffffff60c01b19909216919091179055610e7d60a0840160808501614af4565b60038201805467ffffffffffffffff19166001600160401b0392909216919091179055610eb060a0840160808501614af4565b60038201805467ffffffffffffffff60801b1916600160801b6001600160401b03939093169290920291909117905560c0830180356005830181905560e085013560068401556101008501356007840155610120850135600c84015582546009840191909155600160088401556001600160e81b031661030160e81b178255610f3c9060a08501614adb565b610f4c9063ffffffff1642614a7e565b81546001600160401b0391909116600160a01b0267ffffffffffffffff60a01b199091161781558235827f60a954333e51117a428ae0a94d1a44fa469fe039a269f41274626c4072c6d6d8610fa76040870160208801614ab5565b610fb76060880160408901614ab5565b610fc76080890160608a01614ab5565b610fd760a08a0160808b01614af4565b604080516001600160a01b039586168152938516602085015291909316908201526001600160401b03909116606082015260800160405180910390a3805460ff60e01b1916600160e01b17815561103460a0840160808501614af4565b6001600160401b031660010361104e5761104e8282613003565b50919050565b5f5f61106287876002612517565b909250905060088254600160e01b900460ff166008811115611086576110866145a6565b146110b457815460405163041d44f960e11b8152610396918991600160e01b90910460ff16906004016149cc565b6110c387878484898989613191565b156110e45760405163c0e8e17f60e01b815260048101889052602401610396565b6110f182610cfa83612fe7565b50505050505050565b5f5f6111088a8a6002612517565b909250905060088254600160e01b900460ff16600881111561112c5761112c6145a6565b1461115a57815460405163041d44f960e11b8152610396918c91600160e01b90910460ff16906004016149cc565b6111698a8a84848c8c8c613191565b15611192575f8a815260026020526040902061118b908b908490888888612df2565b5050610820565b82156111b457604051630a61e54560e31b8152600481018b9052602401610396565b6105e382610cfa83612fe7565b5f5f6111cf85856004612517565b81549193509150600160f01b900461ffff8116906102001615611215576040516305c8e0c560e31b8152600481018790525f602482015260016044820152606401610396565b61122186848487613431565b90505f1960ff8316016112a857600a830184905582546001600160f01b0316600160f01b610100831761ffff16021783556040805163ffffffff8716815260ff8416602082015290810185905286907f77ffa7101c6f5f3a8041c1545509e1f25a5fc52623808a96f525f0cf48caab369060600160405180910390a26107748360026128b7565b600b830184905582546001600160f01b0316600160f01b610200831761ffff16021783556040805163ffffffff8716815260ff8416602082015290810185905286907f77ffa7101c6f5f3a8041c1545509e1f25a5fc52623808a96f525f0cf48caab369060600160405180910390a25f8681526002602052604090206003810154600160d01b900460ff161561135a5761040082161561134f576110f1878583600161358f565b6110f18460016128b7565b6113638461367b565b600384015487907f35648bf46ead72baeb8166b4ad2c17d160b3e9d2181e8024a9bc39953b43b9af906001600160401b03600160c01b82048116916113b291600191600160801b9004166149ad565b604080516001600160401b0393841681529290911660208301525f9082015261040085161515606082015260800160405180910390a250505050505050565b60408051610320810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e08101829052610100810182905261012081018290526101408101829052610160810182905261018081018290526101a081018290526101c081018290526101e08101829052610200810182905261022081018290526102408101829052610260810182905261028081018290526102a081018290526102c081018290526102e081018290526103008101919091526114c2826123d2565b604080516103208101825282546001600160a01b0381168252600160a01b81046001600160401b03166020830152909291830190600160e01b900460ff166008811115611511576115116145a6565b6008811115611522576115226145a6565b8152815460ff600160e81b82048116602084015261ffff600160f01b90920491909116604083015260018301546001600160a01b03808216606085015263ffffffff600160a01b80840482166080870152600160c01b80850490921660a0870152600160e01b90930490931660c0850152600285015490811660e085015265ffffffffffff9181048216610100850152600160d01b90041661012083015260038301546001600160401b03808216610140850152600160401b82048116610160850152600160801b82048116610180850152919004166101a082015260048201546101c082015260058201546101e08201526006820154610200820152600782015461022082015260088201546102408201526009820154610260820152600a820154610280820152600b8201546102a0820152600c909101546102c09091015292915050565b5f5f61167787876003612517565b915091506001856001600160401b031610806116a3575066010000000000006001600160401b03861610155b156116d357604051634ab29c0f60e01b8152600481018890526001600160401b0386166024820152604401610396565b815460068301546007840154600160f01b90920461ffff169160ff84165f19016117615760018316158015906117095750818614155b1561172a576040516381bffd8360e01b8152600481018b9052602401610396565b602283161580159061173b57508086145b1561175c57604051630810fc8560e01b8152600481018b9052602401610396565b6117c6565b60028316158015906117735750808614155b15611794576040516381bffd8360e01b8152600481018b9052602401610396565b60118316158015906117a557508186145b156117c657604051630810fc8560e01b8152600481018b9052602401610396565b5f600288886040516020016117e5929190918252602082015260400190565b60408051601f19818403018152908290526117ff91614b0d565b602060405180830381855afa15801561181a573d5f5f3e3d5ffd5b5050506040513d601f19601f8201168201806040525081019061183d9190614b23565b6040805163ffffffff8d16815260ff881660208201526001600160401b038c1681830152606081018b9052608081018a905290519192508c917f51b7ff53e2c2d520cdaacd57e017a3ef53ab3887f6c31b32ce930aa7be1de2829181900360a00190a25f1960ff8616016119105760068601879055600886018190556002808701805465ffffffffffff60a01b1916600160a01b65ffffffffffff8d160217905586546001600160f01b0316600160f01b6011871761ffff16021787556119059087906128b7565b505050505050611b5a565b60028601805465ffffffffffff808c16600160d01b026001600160d01b039092169190911791829055602095909517946001600160401b038b16600160a01b90920416146119e95785546001600160f01b0316600160f01b6040861761ffff160217865561197d8661367b565b600386015460408051600160c01b9092046001600160401b031682525f6020830181905260019183019190915260608201528b907f35648bf46ead72baeb8166b4ad2c17d160b3e9d2181e8024a9bc39953b43b9af9060800160405180910390a2505050505050611b5a565b60058601546040517539bcb737b217b234b9b83aba3297ba3930b1b297bb1960511b602082015260368101919091525f9060029060560160408051601f1981840301815290829052611a3a91614b0d565b602060405180830381855afa158015611a55573d5f5f3e3d5ffd5b5050506040513d601f19601f82011682018060405250810190611a789190614b23565b6005880181905560088801546006890155600788018390558754600161ff0160e01b0316600160f01b600388811761ffff169190910260ff60e01b191691909117600360e01b1789558801805467ffffffffffffffff60401b191690559050611ae28a6001614a7e565b60038801805467ffffffffffffffff60801b1916600160801b6001600160401b039384160217905560408051918c168252602082018390528d917f1e59ca871d7e0ef912b43d3f53866c62c7515b385ff548f2af55bbaf33b91ca1910160405180910390a2611b528760016128b7565b505050505050505b5050505050565b60408051610160810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e0810182905261010081018290526101208101829052610140810191909152611bc2826123d2565b50505f90815260026020818152604092839020835161016081018552815481526001820154928101929092529182015492810192909252600301546001600160401b038082166060840152600160401b820481166080840152600160801b82041660a083015260ff600160c01b8204811660c0840152600160c81b8204811660e0840152600160d01b820481161515610100840152600160d81b820481161515610120840152600160e01b9091041661014082015290565b5f5f611c8887876002612517565b909250905060018254600160e01b900460ff166008811115611cac57611cac6145a6565b14158015611cd7575060038254600160e01b900460ff166008811115611cd457611cd46145a6565b14155b15611d0557815460405163041d44f960e11b8152610396918991600160e01b90910460ff16906004016149cc565b60018560ff161115611d3657604051630d92547560e21b81526004810188905260ff86166024820152604401610396565b60038201546001600160401b03600160401b8204811691600160801b90041660ff87165f03611d86576002611d6b83836149ad565b611d759190614a51565b611d7f9083614a7e565b9050611da9565b6002611d9283836149ad565b611d9c9190614a51565b611da69083614a7e565b91505b5f60ff881615611db9575f611dbc565b60015b60ff1690505f6001611dce85856149ad565b6001600160401b031611611de2575f611de5565b60015b60ff1690505f611df58284614b3a565b9050878114611e28576040516305c8e0c560e31b8152600481018d90526024810182905260448101899052606401610396565b5f611e5d8d89898e8989600114611e3f575f61370d565b8f8f5f818110611e5157611e51614a29565b9050602002013561370d565b6003890180546001600160401b03888116600160801b0267ffffffffffffffff60801b19918b16600160401b0291909116600160401b600160c01b03199092169190911717905590505f839003611f18578c5f5160206151755f395f51905f528d898e8a8a5f604051611ed596959493929190614b4d565b60405180910390a287546001600160f01b0316600160f01b61fff3831602178855611f008d89613003565b611f0b8860016128b7565b5050505050505050611b5a565b5f8a8a86818110611f2b57611f2b614a29565b602002919091013560088b01819055600493909317600819169291505060011960ff891601611f5b576008821791505b81895f01601e6101000a81548161ffff021916908361ffff1602179055508d5f5160206151755f395f51905f528e8a8f8b8b87604051611fa096959493929190614b4d565b60405180910390a2611fb589610cfa8a612fe7565b5050505050505050505050505050565b5f5f5f5f5f611fd78a8a8a8a8a61294f565b94509450945094509450801561202b576120008a868686611ffa8b88818f6149e0565b5f612af4565b156120215760405163c0e8e17f60e01b8152600481018b9052602401610396565b5050505050611b5a565b6105e38a8686866108158b88818f6149e0565b5f5f61204c87876004612517565b5f898152600260205260409020600381015492945090925090600160d01b900460ff1661208f57604051636168c79960e01b815260048101899052602401610396565b8254600160f01b900461ffff811690610200165f036120d1576040516305c8e0c560e31b8152600481018a9052600160248201525f6044820152606401610396565b6001600160401b0386811615908616151415806120fa575063400000006001600160401b038716115b80612111575063800000006001600160401b038616115b1561214157604051634ab29c0f60e01b8152600481018a90526001600160401b0387166024820152604401610396565b61214e60a0880188614b8e565b90505f03612204576001600160401b03861615158061217a57506121756040880188614b8e565b151590505b80612192575061218d6080880188614b8e565b151590505b806121a757506121a28780614bd3565b151590505b806121bf57506121ba6020880188614bd3565b151590505b806121cd5750606087013515155b156121ee5760405163c0e8e17f60e01b8152600481018a9052602401610396565b6121fb898584600261358f565b50505050611b5a565b5f5f5f5f6122118b613828565b9350935093509350831580612240575060ff87166001146122365787600b015461223c565b87600a01545b8314155b156122615760405163c0e8e17f60e01b8152600481018e9052602401610396565b5f1960ff8816016122c957600688018190558186556003860180546001600160401b038b8116600160401b0267ffffffffffffffff60401b19918e1667ffffffffffffffff60ff60d81b011990931692909217600160d81b1716179055611f0b8860026128b7565b85545f9083146122db57506003612345565b60038701546001600160401b038c81169116141580612311575060038701546001600160401b038b8116600160401b9092041614155b1561231e57506006612345565b8860060154820361233157506004612345565b8a6001600160401b03165f03612345575060055b60ff8116156123685761235a8e8a898461358f565b505050505050505050611b5a565b600789018290558854600760e01b60ff60e01b19909116178955604080516001600160401b038d811682528c1660208201528f917f5e7d36a92f1fc4bf5f5b862647cef1ee9f728ed35694ff4873741ce0c6a9c58c910160405180910390a2611fb58960016128b7565b5f818152600160205260408120908154600160e01b900460ff1660088111156123fd576123fd6145a6565b0361241e5760405163c006e93f60e01b815260048101839052602401610396565b919050565b825461ffff60e01b1916600360e11b17835560018301805460ff8416600160e01b810260ff60e01b19929092169190911790915560408051918252821515602083015285917f3eb8c4bde394a20f64ca9817b8c1f89d7a4738fc8d6fc1ccf2a8bacb950e53bd910160405180910390a260048381015460405163a1338c1560e01b8152918201526024810185905260ff831660448201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063a1338c15906064015f604051808303815f87803b158015612505575f5ffd5b505af1158015610820573d5f5f3e3d5ffd5b5f5f612522856123d2565b8054909250600160e01b900460ff166006816008811115612545576125456145a6565b03612566576040516332a1f60960e11b815260048101879052602401610396565b8254600160e81b900460ff1691508161259557604051633cbdfa1560e11b815260048101879052602401610396565b8254600160a01b90046001600160401b03164211156125e25782546040516337851a4160e11b815260048101889052600160a01b9091046001600160401b03166024820152604401610396565b60ff82166001146126005760018301546001600160a01b031661260c565b82546001600160a01b03165b6001600160a01b0316336001600160a01b03161461264657604051631c2458fd60e11b815260048101879052336024820152604401610396565b600183015463ffffffff868116600160a01b909204161461269e57600183015460405163231daba760e01b81526004810188905263ffffffff600160a01b909204821660248201529086166044820152606401610396565b5f60018260088111156126b3576126b36145a6565b14806126d0575060038260088111156126ce576126ce6145a6565b145b806126ec575060078260088111156126ea576126ea6145a6565b145b8061270857506008826008811115612706576127066145a6565b145b1561272f578354600160f01b900460041615612725576002612728565b60015b905061276d565b6002826008811115612743576127436145a6565b03612769578354600160f01b90046108001615612761576003612728565b50600561276d565b5060045b8060ff168560ff161461279f5760405163f932610160e01b81526004810188905260ff82166024820152604401610396565b5050935093915050565b5f6001600160401b03841615806127ce5750650100000000006001600160401b038516115b806127eb5750836001600160401b0316856001600160401b031610155b156127f757505f6128ad565b6040515f81538660018201526021812060018253848460051b810188600195505b60018911156128a0576001811660018114612867578960018301101561286257828403612848575f9650506128a0565b846001870152833560218701526041862094506020840193505b612891565b828403612877575f9650506128a0565b833560018701528460218701526041862094506020840193505b506001988901891c981c612818565b5014908914169190911690505b9695505050505050565b600182810180546014906128d9908490600160a01b900463ffffffff16614c15565b82546101009290920a63ffffffff818102199093169183160217909155835460ff60e81b1916600160e81b60ff85160217845560018401546129249250600160c01b90041642614a7e565b82546001600160401b0391909116600160a01b0267ffffffffffffffff60a01b199091161790915550565b5f5f5f5f5f6129608a8a6002612517565b909550925060078554600160e01b900460ff166008811115612984576129846145a6565b146129b257845460405163041d44f960e11b8152610396918c91600160e01b90910460ff16906004016149cc565b5f8a81526002602052604090206003810154909450600160c01b900460ff16156129dd5760026129e0565b60015b60ff169150818860ff1610612a1457604051630d92547560e21b8152600481018b905260ff89166024820152604401610396565b81861015612a46576040516305c8e0c560e31b8152600481018b90526024810183905260448101879052606401610396565b612a658a8686868c8c8c5f908a92612a60939291906149e0565b61399b565b612a7085858a613a8a565b60038501546040805163ffffffff8d16815260ff87811660208301528c811682840152600160c01b8404166060820152600160801b9092046001600160401b03166080830152519192508b917f29dbe6f6b5f7d30138db464f538507da50618ea8407c806c01f794946b8274469160a0908290030190a29550955095509550959050565b6003850154604080516001600160401b03600160801b84048116808352600160401b90940416602082018190525f939290918b917fb9fea5e7a578d56c921097d5712418033e4d193525ca2f1c3271e51c33867c4d910160405180910390a25f612b618a60060154613c43565b90505f612b718b60070154613c43565b9050811580612b7e575080155b80612b9057506001600160401b038316155b15612c80578615612bc4576040516305c8e0c560e31b8152600481018d90525f602482015260448101889052606401610396565b8515612be657604051630a61e54560e31b8152600481018d9052602401610396565b5f82158015612bf3575081155b15612c0057506003612c27565b82612c0d57506002612c27565b81612c1a57506001612c27565b612c248c5f613c83565b90505b60018c81018054601490612c49908490600160a01b900463ffffffff16614c15565b92506101000a81548163ffffffff021916908363ffffffff160217905550612c738d8d835f612423565b5f95505050505050612de7565b8a5460ff60e01b1916600160e31b178b5560038b018054600160401b600160c01b031916600160801b6001600160401b038616908102919091179091555f60058d0155600103612d26578615612cf9576040516305c8e0c560e31b8152600481018d90525f602482015260448101889052606401610396565b505088546001600160f01b038116600160f01b9182900461fff3169091021789555060019150612de79050565b60018714612d58576040516305c8e0c560e31b8152600481018d90526001602482015260448101889052606401610396565b8515612d7a57604051630a61e54560e31b8152600481018d9052602401610396565b87875f818110612d8c57612d8c614a29565b602002919091013560088d0155508a5461fff7600160f01b9091041660041760011960ff8b1601612dbb576008175b8b546001600160f01b0316600160f01b61ffff831602178c55612de18c610cfa8c612fe7565b50505050505b979650505050505050565b5f5f612dfd85613828565b509250509150811580612e11575085548114155b15612e325760405163c0e8e17f60e01b815260048101899052602401610396565b5f5f612e428a8a8a8a8a8a613cb3565b909250905060038115612ec25760038a01548b907ffe39eb93ca8b62f5b1e15e05ef67b76e07bf356e7e0aad9a144ce9e27366444790612e9490600190600160801b90046001600160401b03166149ad565b604080516001600160401b039092168252602082018790520160405180910390a2612ebf8a84613c83565b90505b60018a81018054601490612ee4908490600160a01b900463ffffffff16614c15565b92506101000a81548163ffffffff021916908363ffffffff160217905550612f0e8b8b835f612423565b5050505050505050505050565b612f42868560ff8616600114612f35578760070154612f3b565b87600601545b8585612f89565b845461fff7600160f01b9091041660041760011960ff851601612f63576008175b85546001600160f01b0316600160f01b61ffff8316021786556110f186610cfa86612fe7565b612f968585858585613dc0565b81815f818110612fa857612fa8614a29565b60200291909101356001860155506002819003611b5a5781816001818110612fd257612fd2614a29565b60200291909101356002860155505050505050565b5f60ff8216600114612ffa576001612ffd565b60025b92915050565b60018154600160e01b900460ff166008811115613022576130226145a6565b036130ae5760038101805460058301546001600160c01b038216600160801b9092046001600160401b0316600160c01b81029290921790925560098301829055825460ff60e01b1916600160e11b178355604080518281526020810184905291929185917fbbfca9d827d2b6dedb40f8501f7e2050eb47d96e284bc711e05332ce69dc062f91016109b9565b60038101545f906130d190600190600160801b90046001600160401b03166149ad565b6002830154835460ff60e01b1916600160e21b178455909150600160a01b900465ffffffffffff166001600160401b0382161480613110576080613114565b6104805b83546001600160f01b038116600160f01b9182900461ffff90811693169290921702178355600383015460408051600160c01b9092046001600160401b039081168352841660208301528215159082015284907fc509a1e3b6f50f63a6cf67500d99b00c3d1efa9718a89418351baa1faf02fa9b906060016109b9565b5f60018460ff1611156131c357604051630d92547560e21b81526004810189905260ff85166024820152604401610396565b60038601546001600160401b03600160401b8204811691600160801b90041660ff86165f036132135760026131f883836149ad565b6132029190614a51565b61320c9083614a7e565b9050613236565b600261321f83836149ad565b6132299190614a51565b6132339083614a7e565b91505b5f60ff871615613246575f613249565b60015b60ff1690505f600161325b85856149ad565b6001600160401b03161161326f575f613272565b60015b60ff1690506132818183614b3a565b86146132bb578b6132928284614b3a565b6040516305c8e0c560e31b81526004810192909252602482015260448101879052606401610396565b5f6132e48d8c8c8c88886001146132d2575f61370d565b8d8d5f818110611e5157611e51614a29565b60038c0180546001600160401b03878116600160801b0267ffffffffffffffff60801b19918a16600160401b0291909116600160401b600160c01b03199092169190911717905590505f82900361338e578c5f5160206151755f395f51905f528d8c8c89895f60405161335c96959493929190614b4d565b60405180910390a28a5461fff3909116600160f01b026001600160f01b03909116178a555060019350612de792505050565b5f8888858181106133a1576133a1614a29565b602002919091013560088e01819055600493909317600819169291505060011960ff8c16016133d1576008821791505b818c5f01601e6101000a81548161ffff021916908361ffff1602179055508d5f5160206151755f395f51905f528e8d8d8a8a8760405161341696959493929190614b4d565b60405180910390a2505f9d9c50505050505050505050505050565b8254600160f01b900461ffff166134488184614019565b15613509575f60ff8416600114613463578460070154613469565b84600601545b905080600286600501548560405160200161348e929190918252602082015260400190565b60408051601f19818403018152908290526134a891614b0d565b602060405180830381855afa1580156134c3573d5f5f3e3d5ffd5b5050506040513d601f19601f820116820180604052508101906134e69190614b23565b1461350757604051632b16c65d60e11b815260048101879052602401610396565b505b5f1960ff8416016135505761020081161580159061352a57508184600b0154145b1561354b57604051630810fc8560e01b815260048101869052602401610396565b613587565b61010081161580159061356657508184600a0154145b1561358757604051630810fc8560e01b815260048101869052602401610396565b949350505050565b60038201805460ff60e01b1916600160e01b60ff84169081029190911790915560405190815284907f3873ee892e1ae9dd1561e70774d222fe206f2b8e492b085cbf1ed480e0d026fc9060200160405180910390a26135ed8361367b565b600383015484907f35648bf46ead72baeb8166b4ad2c17d160b3e9d2181e8024a9bc39953b43b9af906001600160401b03600160c01b820481169161363c91600191600160801b9004166149ad565b8654604080516001600160401b0394851681529390921660208401525f91830191909152610400600160f01b90910416151560608201526080016109b9565b6001818101805460149061369d908490600160a01b900463ffffffff16614c15565b82546101009290920a63ffffffff818102199093169183160217909155825461ffff60e01b1916600560e01b17835560018301546136e49250600160c01b90041642614a7e565b81546001600160401b0391909116600160a01b0267ffffffffffffffff60a01b19909116179055565b8454600160f01b900461ffff8116905f90600816810361372e576001613731565b60025b90508460ff166001036137ac576137488282614019565b801561375957506137598287614019565b801561376c575086600701548760060154145b1561379c5760405163583a3a1760e11b8152600481018990526001600160401b0385166024820152604401610396565b50600886015460058701556128ad565b866008015483036137d357604051630810fc8560e01b815260048101899052602401610396565b5f1960ff8216016137f4576008870154600688015560078701839055613806565b60088701546007880155600687018390555b61380f86614034565b61381882614034565b8317179150509695505050505050565b5f8080808061383a6040870187614b8e565b9150611000905061384e6020880188614bd3565b905061385a8880614bd3565b613865929150614b3a565b111561387d57505f9350839250829150819050613994565b601081118061389a5750806138956080880188614b8e565b905014155b806138bd57506138ab816001614b3a565b6138b860a0880188614b8e565b905014155b156138d457505f9350839250829150819050613994565b5f6138ea6138e56080890189614b8e565b61404f565b90965090508561390857505f94508493508392508291506139949050565b5f6139128861416f565b9096509050808261392660a08b018b614b8e565b6139339187915f916149e0565b6040516020016139469493929190614c58565b60408051601f19818403018152919052805160209091012094506001868661397160a08c018c614b8e565b8781811061398157613981614a29565b9050602002013596509650965096505050505b9193509193565b6139c2878660ff87166001146139b55788600701546139bb565b88600601545b8585613dc0565b5f60ff8416156139d65785600201546139dc565b85600101545b90508083838660ff168181106139f4576139f4614a29565b9050602002013503613a1c57604051630810fc8560e01b815260048101899052602401610396565b5f1960ff861601613a565782828560ff16818110613a3c57613a3c614a29565b602002919091013560068901555060078701819055610820565b82828560ff16818110613a6b57613a6b614a29565b6020029190910135600789015550600687018190555050505050505050565b60038201546001600160c01b820460ff169081111591600160801b90046001600160401b03168115613adf5781613ac081614c70565b92505060ff8416613ad2826002614c8b565b613adc9190614a7e565b90505b60038501546001600160401b03165b5f8360ff16118015613b3a5750613b0f81613b0a600186614cad565b614251565b6001600160401b0316613b23836002614c8b565b613b2e906001614a7e565b6001600160401b031610155b15613b5f5782613b4981614c70565b9350613b589050600283614c8b565b9150613aee565b600380870180546001600160401b03808616600160801b810267ffffffffffffffff60801b1960ff8a16600160c01b81029190911668ffffffffffffffffff60801b199095169490941717909355928a01805492821b909316600160401b0267ffffffffffffffff60401b19909216919091179091555f90613be2846001614a7e565b6001600160401b0316901b9050816001600160401b0316816001600160401b031610613c0e5781613c10565b805b8860030160106101000a8154816001600160401b0302191690836001600160401b03160217905550505050509392505050565b5f8163ffffffff811115613c5957505f92915050565b80637f800000637fffffff821611158061358757508063ffffffff16637fc0000014949350505050565b5f82600601548203613c9757506001612ffd565b82600701548203613caa57506002612ffd565b50600392915050565b600380850154908601545f91829182916001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016916316833a8191899160ff600160c81b830416916001600160401b03600160801b91829004811692613d24926001929104166149ad565b8d600501548b8b6040518863ffffffff1660e01b8152600401613d4d9796959493929190614e72565b606060405180830381865afa158015613d68573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613d8c9190615023565b9094509250905080613db457604051630a61e54560e31b8152600481018a9052602401610396565b50965096945050505050565b6003840154600160c01b900460ff165f818103613e645760018314613e09576040516305c8e0c560e31b8152600481018890526001602482015260448101849052606401610396565b5f84848281613e1a57613e1a614a29565b90506020020135604051602001613e479291906001600160f81b0319929092168252600182015260210190565b604051602081830303815290604052805190602001209050613ff6565b60028314613e96576040516305c8e0c560e31b8152600481018890526002602482015260448101849052606401610396565b8160ff16600103613f7f57600160f81b5f85858281613eb757613eb7614a29565b90506020020135604051602001613ee49291906001600160f81b0319929092168252600182015260210190565b604051602081830303815290604052805190602001205f60f81b86866001818110613f1157613f11614a29565b90506020020135604051602001613f3e9291906001600160f81b0319929092168252600182015260210190565b60408051601f198184030181529082905280516020918201206001600160f81b03199094169082015260218101919091526041810191909152606101613e47565b600160f81b84845f81613f9457613f94614a29565b9050602002013585856001818110613fae57613fae614a29565b6040516001600160f81b031990951660208681019190915260218601949094529290920201356041830152506061016040516020818303038152906040528051906020012090505b8481146110f15760405163028b4fc160e21b815260048101889052602401610396565b5f61402382614034565b831661ffff165f1415905092915050565b5f60ff8216600114614047576002612ffd565b600192915050565b5f80805b8381101561416257365f86868481811061406f5761406f614a29565b90506020028101906140819190614b8e565b9092509050600881111561409e57505f9350839250614168915050565b60015f5b82811015614124575f8484838181106140bd576140bd614a29565b90506020020160208101906140d29190614af4565b6001600160401b031690505f811180156140f857506140f581634000000061505d565b83115b1561410f57505f9650869550614168945050505050565b6141198184615070565b9250506001016140a2565b5084838360405160200161413a93929190615087565b6040516020818303038152906040528051906020012094505050508080600101915050614053565b50600191505b9250929050565b5f808061417c8480614bd3565b90506141888580614bd3565b6141956020880188614bd3565b90506141a46020890189614bd3565b6141b160408b018b614b8e565b90506141c060408c018c614b8e565b8c606001356040516020016141de9a999897969594939291906150cd565b60405160208183030381529060405290506002816040516141ff9190614b0d565b602060405180830381855afa15801561421a573d5f5f3e3d5ffd5b5050506040513d601f19601f8201168201806040525081019061423d9190614b23565b925060208151036020820120915050915091565b5f60ff8216600161426d81831b6001600160401b038716614b3a565b6142779190615161565b901c9392505050565b5f60208284031215614290575f5ffd5b5035919050565b803563ffffffff8116811461241e575f5ffd5b5f5f83601f8401126142ba575f5ffd5b5081356001600160401b038111156142d0575f5ffd5b6020830191508360208260051b8501011115614168575f5ffd5b5f5f5f5f5f5f608087890312156142ff575f5ffd5b8635955061430f60208801614297565b945060408701356001600160401b03811115614329575f5ffd5b61433589828a016142aa565b90955093505060608701356001600160401b03811115614353575f5ffd5b61435f89828a016142aa565b979a9699509497509295939492505050565b5f5f60408385031215614382575f5ffd5b50508035926020909101359150565b803560ff8116811461241e575f5ffd5b5f60c0828403121561104e575f5ffd5b5f5f5f5f5f5f5f5f60c0898b0312156143c8575f5ffd5b883597506143d860208a01614297565b96506143e660408a01614391565b955060608901356001600160401b03811115614400575f5ffd5b61440c8b828c016142aa565b90965094505060808901356001600160401b0381111561442a575f5ffd5b6144368b828c016143a1565b93505060a08901356001600160401b03811115614451575f5ffd5b61445d8b828c016142aa565b999c989b5096995094979396929594505050565b5f5f60408385031215614482575f5ffd5b8235915061449260208401614391565b90509250929050565b5f5f5f5f606085870312156144ae575f5ffd5b843593506144be60208601614297565b925060408501356001600160401b038111156144d8575f5ffd5b6144e4878288016142aa565b95989497509550505050565b5f610140828403128015614502575f5ffd5b509092915050565b5f5f5f5f5f6080868803121561451e575f5ffd5b8535945061452e60208701614297565b935061453c60408701614391565b925060608601356001600160401b03811115614556575f5ffd5b614562888289016142aa565b969995985093965092949392505050565b5f5f5f60608486031215614585575f5ffd5b8335925061459560208501614297565b929592945050506040919091013590565b634e487b7160e01b5f52602160045260245ffd5b600981106145d657634e487b7160e01b5f52602160045260245ffd5b9052565b81516001600160a01b031681526103208101602083015161460660208401826001600160401b03169052565b50604083015161461960408401826145ba565b50606083015161462e606084018260ff169052565b506080830151614644608084018261ffff169052565b5060a083015161465f60a08401826001600160a01b03169052565b5060c083015161467760c084018263ffffffff169052565b5060e083015161468f60e084018263ffffffff169052565b506101008301516146a661010084018260ff169052565b506101208301516146c36101208401826001600160a01b03169052565b506101408301516146df61014084018265ffffffffffff169052565b506101608301516146fb61016084018265ffffffffffff169052565b506101808301516147186101808401826001600160401b03169052565b506101a08301516147356101a08401826001600160401b03169052565b506101c08301516147526101c08401826001600160401b03169052565b506101e083015161476f6101e08401826001600160401b03169052565b506102008301516102008301526102208301516102208301526102408301516102408301526102608301516102608301526102808301516102808301526102a08301516102a08301526102c08301516102c08301526102e08301516102e083015261030083015161030083015292915050565b80356001600160401b038116811461241e575f5ffd5b5f5f5f5f5f60a0868803121561480c575f5ffd5b8535945061481c60208701614297565b935061482a604087016147e2565b94979396509394606081013594506080013592915050565b5f61016082019050825182526020830151602083015260408301516040830152606083015161487c60608401826001600160401b03169052565b50608083015161489760808401826001600160401b03169052565b5060a08301516148b260a08401826001600160401b03169052565b5060c08301516148c760c084018260ff169052565b5060e08301516148dc60e084018260ff169052565b506101008301516148f261010084018215159052565b5061012083015161490861012084018215159052565b5061014083015161491f61014084018260ff169052565b5092915050565b5f5f5f5f5f60a0868803121561493a575f5ffd5b8535945061494a60208701614297565b935060408601356001600160401b03811115614964575f5ffd5b614970888289016143a1565b93505061497f606087016147e2565b915061498d608087016147e2565b90509295509295909350565b634e487b7160e01b5f52601160045260245ffd5b6001600160401b038281168282160390811115612ffd57612ffd614999565b82815260408101610a6960208301846145ba565b5f5f858511156149ee575f5ffd5b838611156149fa575f5ffd5b5050600583901b0193919092039150565b5f60ff821660ff8103614a2057614a20614999565b60010192915050565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52601260045260245ffd5b5f6001600160401b03831680614a6957614a69614a3d565b806001600160401b0384160491505092915050565b6001600160401b038181168382160190811115612ffd57612ffd614999565b5f60018201614aae57614aae614999565b5060010190565b5f60208284031215614ac5575f5ffd5b81356001600160a01b0381168114610a69575f5ffd5b5f60208284031215614aeb575f5ffd5b610a6982614297565b5f60208284031215614b04575f5ffd5b610a69826147e2565b5f82518060208501845e5f920191825250919050565b5f60208284031215614b33575f5ffd5b5051919050565b80820180821115612ffd57612ffd614999565b63ffffffff96909616865260ff94851660208701529290931660408501526001600160401b039081166060850152909116608083015260a082015260c00190565b5f5f8335601e19843603018112614ba3575f5ffd5b8301803591506001600160401b03821115614bbc575f5ffd5b6020019150600581901b3603821315614168575f5ffd5b5f5f8335601e19843603018112614be8575f5ffd5b8301803591506001600160401b03821115614c01575f5ffd5b602001915036819003821315614168575f5ffd5b63ffffffff8181168382160190811115612ffd57612ffd614999565b5f6001600160fb1b03831115614c45575f5ffd5b8260051b80838637939093019392505050565b8481528360208201525f6128ad604083018486614c31565b5f60ff821680614c8257614c82614999565b5f190192915050565b6001600160401b03818116838216029081169081811461491f5761491f614999565b60ff8281168282160390811115612ffd57612ffd614999565b5f5f8335601e19843603018112614cdb575f5ffd5b83016020810192503590506001600160401b03811115614cf9575f5ffd5b803603821315614168575f5ffd5b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b5f5f8335601e19843603018112614d44575f5ffd5b83016020810192503590506001600160401b03811115614d62575f5ffd5b8060051b3603821315614168575f5ffd5b8183525f6001600160fb1b03831115614d8a575f5ffd5b8260051b80836020870137939093016020019392505050565b5f8383855260208501945060208460051b820101835f607e19863603015b87821015614e6557848403601f190189528235818112614ddf575f5ffd5b87016001600160401b03614df2826147e2565b1685526001600160401b03614e09602083016147e2565b16602086015263ffffffff614e2060408301614297565b166040860152614e336060820182614d2f565b915060806060870152614e4a608087018383614d73565b95505050602083019250602089019850600182019150614dc1565b5091979650505050505050565b60c081525f614e81898a614cc6565b60c080850152614e9661018085018284614d07565b915050614ea660208b018b614cc6565b84830360bf190160e0860152614ebd838284614d07565b92505050614ece60408b018b614d2f565b84830360bf1901610100860152614ee6838284614d73565b60608d01356101208701529250614f0391505060808b018b614d2f565b84830360bf1901610140860152808352602080840190600583901b850101835f5b84811015614f8f57868303601f19018452614f3f8287614d2f565b808552602085015f5b82811015614f76576001600160401b03614f61856147e2565b16825260209384019390910190600101614f48565b5060209687019690955093909301925050600101614f24565b5050614f9e60a08f018f614d2f565b88830360bf19016101608a015295509350614fba818686614d73565b945050505050614fcf602084018a60ff169052565b6001600160401b03881660408401526001600160401b038716606084015285608084015282810360a0840152615006818587614da3565b9a9950505050505050505050565b8051801515811461241e575f5ffd5b5f5f5f60608486031215615035575f5ffd5b61503e84615014565b6020850151909350915061505460408501615014565b90509250925092565b5f8261506b5761506b614a3d565b500490565b8082028115828204841417612ffd57612ffd614999565b8381525f60208201845f5b858110156150c1576001600160401b036150ab836147e2565b1683526020928301929190910190600101615092565b50909695505050505050565b7573796e6f642f646973707574652f656e7472792f763160501b815260e08b901b6001600160e01b0319166017820152888a601b8301375f89820163ffffffff60e01b8a60e01b16601b8201528789601f830137601b88820101905063ffffffff60e01b8760e01b166004820152615149600882018688614c31565b938452505060209091019a9950505050505050505050565b81810381811115612ffd57612ffd61499956feefd9aff0ccf6b03540c503c03e0916ac5a2ee18fba70e4756a17f8a25f30b29fa164736f6c6343000825000a6080604052348015600e575f5ffd5b506154a58061001c5f395ff3fe608060405234801561000f575f5ffd5b5060043610610055575f3560e01c80630da2c86e1461005957806316833a811461009857806331fd2dc4146100ca5780633cb83b5e14610122578063abb86fb614610151575b5f5ffd5b61006c610067366004614c97565b610186565b6040805193151584526001600160401b0392831660208501529116908201526060015b60405180910390f35b6100ab6100a6366004614cf7565b6101eb565b604080519315158452602084019290925215159082015260600161008f565b6100dd6100d8366004614c97565b61038c565b6040805197151588526020880196909652948601939093526060850191909152151560808401526001600160401b0390811660a08401521660c082015260e00161008f565b610135610130366004614dca565b61041f565b6040805163ffffffff909316835290151560208301520161008f565b61016461015f366004614de1565b610433565b604080519415158552602085019390935291830152606082015260800161008f565b5f5f5f610191614bc7565b61019b8686610450565b90945090508315806101b357506101b181610569565b155b156101c7575f5f5f935093509350506101e4565b60016101d282611003565b6101dc835f61122c565b935093509350505b9250925092565b5f5f5f6101f6614bc7565b6102008b8b610450565b9094509050831580610218575061021681610569565b155b8061023d575061022781611003565b6001600160401b0316896001600160401b031610155b80610263575061024d818a61122c565b6001600160401b0316886001600160401b031610155b1561027757505f925082915081905061037f565b5f610283828b8b611459565b905061028d614c0c565b6102a983838f8060a001906102a29190614e12565b8c8c611a8e565b9096509050856102c557505f945084935083925061037f915050565b5f5f6102d08b611c6d565b91509150806102ee5750600196505f955085945061037f9350505050565b5f5b600381101561034b576020850151600190826003811061031257610312614e57565b602002015160ff1603610343578284826003811061033257610332614e57565b63ffffffff90921660209290920201525b6001016102f0565b50835183516020850151604086015160019361036a9390929091611cc7565b90985063ffffffff1696506001955050505050505b9750975097945050505050565b5f5f5f5f5f5f5f61039c89611e03565b92995090975095509350866103c457505f955085945084935083925082915081905080610413565b6103cc614bc7565b6103d68a8a610450565b90945090508380156103ec57506103ec81610569565b1561040d576103fa81611003565b9250610406815f61122c565b9150610411565b5f93505b505b92959891949750929550565b5f5f61042a83611c6d565b91509150915091565b5f5f5f5f61044085611e03565b93509350935093505b9193509193565b5f610459614bc7565b60ff8316602082015261046f6080850185614e12565b61047891614ed1565b60e0820152365f6104898680614fa5565b9092509050365f61049d6020890189614fa5565b90925090506005831180156104fe57507f0ae5aeeefb0e46c44b3d246e2778a3d49f8aa3955ce251a878682ab876e6148c84846104db600582614ffb565b6104e692829061500e565b6040516104f4929190615035565b6040518091039020145b156105365761052985855f86610515600582614ffb565b926105229392919061500e565b8585611e10565b9550955050505050610562565b61055985858560405161054a929190615035565b6040518091039020848461230f565b95509550505050505b9250929050565b60e0810151515f90815b81811015610618575f8460e00151828151811061059257610592614e57565b602002602001015190506008815111156105b057505f949350505050565b60015f5b825181101561060d578281815181106105cf576105cf614e57565b60200260200101516001600160401b0316826105eb9190615044565b9150634000000082111561060557505f9695505050505050565b6001016105b4565b505050600101610573565b5082515f808061062787612695565b91509150811561077857604080516080810182525f80825260208201819052918101829052606081019190915261065e88836128f2565b909450905060021960ff8616016106f65783801561069b57508760e0015160028151811061068e5761068e614e57565b6020026020010151516001145b80156106f3575080604001516001600160401b03168860e001516002815181106106c7576106c7614e57565b60200260200101515f815181106106e0576106e0614e57565b60200260200101516001600160401b0316145b93505b600d1960ff86160161071a5783801561071757506107178860e00151612cea565b93505b838015610770575063400000006001600160401b031681604001516001600160401b0316825f01516001600160401b031683606001516001600160401b03166107639190615044565b61076d9190615044565b11155b935050610fdb565b61078187612ee8565b1561090f575f5f61079189612f15565b909250905060ff8616600e146107a85760036107ab565b60045b60ff16871480156107da57508860e0015181815181106107cd576107cd614e57565b6020026020010151516001145b801561085257506108078960e0015183815181106107fa576107fa614e57565b6020026020010151612f3f565b6001600160401b03168960e00151828151811061082657610826614e57565b60200260200101515f8151811061083f5761083f614e57565b60200260200101516001600160401b0316145b801561089d57508860e00151818151811061086f5761086f614e57565b60200260200101515f8151811061088857610888614e57565b60200260200101516001600160401b03165f14155b8015610906575060ff8616600e146108f9576108f48960e001515f815181106108c8576108c8614e57565b60200260200101518a60e001516001815181106108e7576108e7614e57565b6020026020010151612f7c565b610906565b6109068960e00151612cea565b94505050610fdb565b600d1960ff851601610923575f9250610fdb565b60ff841660041480610938575060ff84166005145b156109875784600214801561098057506109808760e001515f8151811061096157610961614e57565b60200260200101518860e001516001815181106108e7576108e7614e57565b9250610fdb565b60051960ff851601610af1578460021480156109c257508660e001516001815181106109b5576109b5614e57565b6020026020010151516001145b80156109eb57505f8760e001515f815181106109e0576109e0614e57565b602002602001015151115b8015610a9f57508660e001515f81518110610a0857610a08614e57565b602002602001015160018860e001515f81518110610a2857610a28614e57565b602002602001015151610a3b9190614ffb565b81518110610a4b57610a4b614e57565b60200260200101516001600160401b03168760e00151600181518110610a7357610a73614e57565b60200260200101515f81518110610a8c57610a8c614e57565b60200260200101516001600160401b0316145b801561098057508660e00151600181518110610abd57610abd614e57565b60200260200101515f81518110610ad657610ad6614e57565b60200260200101516001600160401b03165f14159250610fdb565b60ff841660071480610b06575060ff84166008145b80610b14575060ff8416600b145b15610b2457846001149250610fdb565b60ff841660091480610b39575060ff8416600a145b15610c2357846001148015610b7857508660e001515f81518110610b5f57610b5f614e57565b6020026020010151518760a001516001600160401b0316105b8015610be0575060ff841660091480610be0575063010000008760e001515f81518110610ba757610ba7614e57565b60200260200101518860a001516001600160401b031681518110610bcd57610bcd614e57565b60200260200101516001600160401b0316105b801561098057508660e001515f81518110610bfd57610bfd614e57565b60200260200101518760a001516001600160401b031681518110610ad657610ad6614e57565b600f1960ff851601610ca557846003148015610c46575060028760c0015160ff16105b8015610c665750610c668760e001515f8151811061096157610961614e57565b801561098057506109808760e001515f81518110610c8657610c86614e57565b60200260200101518860e001516002815181106108e7576108e7614e57565b60ff841660111480610cba575060ff84166012145b15610ce35784600214801561098057506109808760e001515f8151811061096157610961614e57565b60141960ff851601610d34578460021480156109805750610d218760e00151600181518110610d1457610d14614e57565b6020026020010151612ffe565b6001600160401b03166001149250610fdb565b60151960ff851601610d6c576001851015801561098057506340000000610d5a88613040565b6001600160401b031611159250610fdb565b60161960ff851601610dae57846003148015610c46575060028760c0015160ff16108015610c665750610c668760e001515f8151811061096157610961614e57565b60171960ff851601610ec157846003148015610de957508660e00151600281518110610ddc57610ddc614e57565b6020026020010151516001145b8015610e555750610e098760e001515f815181106107fa576107fa614e57565b6001600160401b03168760e00151600281518110610e2957610e29614e57565b60200260200101515f81518110610e4257610e42614e57565b60200260200101516001600160401b0316145b8015610ea157508660e00151600281518110610e7357610e73614e57565b60200260200101515f81518110610e8c57610e8c614e57565b60200260200101516001600160401b03165f14155b801561098057506109808760e001515f8151811061096157610961614e57565b60181960ff851601610f005784600214801561098057508660e001515f81518110610eee57610eee614e57565b6020026020010151515f149250610fdb565b60ff841660131480610f15575060ff84166014145b15610fdb57846002148015610f6f5750610f6f8760e001515f81518110610f3e57610f3e614e57565b60200260200101518860e00151600181518110610f5d57610f5d614e57565b60200260200101518960a0015161307d565b8015610fd8575060ff841660131480610fd8575063010000008760e00151600181518110610f9f57610f9f614e57565b60200260200101518860a001516001600160401b031681518110610fc557610fc5614e57565b60200260200101516001600160401b0316105b92505b828015610ff857505f610fed88611003565b6001600160401b0316115b979650505050505050565b80515f908161101184612695565b5090508015611052575f61102485613143565b9150508060400151815f0151826060015161103f919061505b565b611049919061505b565b95945050505050565b61105b84612ee8565b15611086575f61106a85612f15565b5090506110498560e0015182815181106107fa576107fa614e57565b60ff82166009148061109b575060ff8216600a145b1561110f578360e001515f815181106110b6576110b6614e57565b60200260200101518460a001516001600160401b0316815181106110dc576110dc614e57565b60200260200101516110fd8560e001515f81518110610d1457610d14614e57565b6111079190615098565b949350505050565b600a1960ff831601611125575060019392505050565b60ff82166013148061113a575060ff82166014145b15611159576111078460e00151600181518110610d1457610d14614e57565b600460ff8316108015906111715750600860ff831611155b8061118f5750601060ff83161080159061118f5750601260ff831611155b8061119d575060ff82166015145b806111ab575060ff82166017145b806111b9575060ff82166018145b156111d7576111078460e001515f81518110610d1457610d14614e57565b60151960ff8316016111ed575060019392505050565b60181960ff831601611213576111078460e00151600181518110610d1457610d14614e57565b604051633405f81960e21b815260040160405180910390fd5b81515f908161123a85612695565b509050801561127f575f61124d86613143565b91505060ff8316600314611265578060200151611275565b60208101516112759060016150c5565b9350505050611453565b61128885612ee8565b156112d6575f61129786612f15565b5090506112b38660e0015182815181106107fa576107fa614e57565b6112cc8760e001518381518110610d1457610d14614e57565b6112759190615098565b60081960ff83160161132f578460e001515f815181106112f8576112f8614e57565b60200260200101518560a001516001600160401b03168151811061131e5761131e614e57565b602002602001015192505050611453565b60091960ff831601611394578460e001515f8151811061135157611351614e57565b60200260200101518560a001516001600160401b03168151811061137757611377614e57565b6020026020010151600161138b91906150c5565b92505050611453565b600a1960ff8316016113b95761138b8560e001515f81518110610d1457610d14614e57565b60131960ff8316016113d057600292505050611453565b600460ff8316108015906113e85750600860ff831611155b806114065750601060ff8316108015906114065750601360ff831611155b80611414575060ff82166015145b806114235750601760ff831610155b1561143357600192505050611453565b60151960ff8316016112135761144885613040565b61138b9060016150c5565b92915050565b611461614c2a565b83515f61146d86612695565b509050801561148a576114818686866131fc565b92505050611a87565b61149386612ee8565b156114f8575f6114a287612f15565b506001808652602086015181905260e089015180519293506114f29287929185918b916114d991849081106107fa576107fa614e57565b6114e3908b61505b565b6114ed91906150c5565b6133c3565b50611a84565b60ff82166009148061150d575060ff8216600a145b8061151b575060ff8216600b145b1561168d575f80600a1960ff851601611551576115478860e001515f81518110610d1457610d14614e57565b915085905061163b565b5f8860e001515f8151811061156857611568614e57565b60200260200101519050808960a001516001600160401b03168151811061159157611591614e57565b602002602001015192505f600190505f8a60a0015160016115b291906150c5565b6001600160401b031690505b82518110156115f6578281815181106115d9576115d9614e57565b6020026020010151826115ec919061505b565b91506001016115be565b50611601818a6150e4565b81898661160e838e615098565b611618919061505b565b61162291906150c5565b61162c919061505b565b61163691906150c5565b925050505b6020850151600190526001600160401b0382811690871603611674576003855261166f85600161166a8561343e565b6134c0565b611686565b60018086526116869086905f846133c3565b5050611a84565b60ff8216601314806116a2575060ff82166014145b1561180b575f8660e001516001815181106116bf576116bf614e57565b602002602001015190505f818860a001516001600160401b0316815181106116e9576116e9614e57565b602002602001015190505f600190505f8960a00151600161170a91906150c5565b6001600160401b031690505b835181101561174e5783818151811061173157611731614e57565b602002602001015182611744919061505b565b9150600101611716565b505f61175a828a6150e4565b82611765818661505b565b61176f908c615098565b611779919061505b565b61178391906150c5565b905060ff8616601414801561179f57506001600160401b038816155b156117c857600387526117b4875f80846133c3565b6117c387600161166a8661343e565b611802565b6002875260131960ff8716016117e6576020870151600190526117f2565b6117f2875f5f846133c3565b611802876001633f8000006134c0565b50505050611a84565b60ff821660041480611820575060ff82166005145b1561185d5760ff821660041461183757600261183a565b60015b60ff16835261184b835f80886133c3565b61185883600180886133c3565b611a84565b60051960ff8316016118a35760018352611879835f80886133c3565b611858836001806118998a60e001515f815181106107fa576107fa614e57565b6114ed908a6150e4565b60ff8216600714806118b8575060ff82166011145b156118dd57600283526118cd835f80886133c3565b61185883600188608001516134c0565b60071960ff8316016118f95760068352611858835f80886133c3565b600f1960ff8316016119325760028352611915835f80886133c3565b6118588360018860c00151600261192c9190615111565b886133c3565b60111960ff83160161194e576007835261184b835f80886133c3565b60141960ff831601611987576008835261196a835f80886133c3565b611977836001805f6133c3565b61185883600288608001516134c0565b60151960ff831601611a2b5760208301516001905260098352835f5b8760e0015151811015611686575f6119ca8960e001518381518110610d1457610d14614e57565b9050806001600160401b0316836001600160401b03161015611a1657600486526119f6865f84866133c3565b611a0386600184866133c3565b5060208501516001604090910152611686565b611a20818461512a565b9250506001016119a3565b60ff821660171480611a40575060ff82166018145b80611a4e575060ff82166019145b156112135760028352611a74835f8060ff8616601914611a6e57886133c3565b5f6133c3565b611858836001633f8000006134c0565b50505b9392505050565b5f611a97614c0c565b5f805b6003811015611c5c575f89602001518260038110611aba57611aba614e57565b6020020151905060021960ff821601611b0f5789608001518260038110611ae357611ae3614e57565b6020020151848360038110611afa57611afa614e57565b63ffffffff9092166020929092020152611c53565b60011960ff821601611c535782861480611bde5750611bdc8b60e001518b604001518460038110611b4257611b42614e57565b602002015160ff1681518110611b5a57611b5a614e57565b60200260200101518b606001518460038110611b7857611b78614e57565b60200201518b8b8e604001518760038110611b9557611b95614e57565b602002015160ff16818110611bac57611bac614e57565b905060200201358a8a88818110611bc557611bc5614e57565b9050602002810190611bd79190615149565b613512565b155b15611bee575f9450505050611c62565b868684818110611c0057611c00614e57565b9050602002810190611c129190615149565b611c23906060810190604001615167565b848360038110611c3557611c35614e57565b63ffffffff909216602092909202015282611c4f8161518a565b9350505b50600101611a9a565b50831491505b965096945050505050565b5f808263ffffffff811115611c8757505f93849350915050565b80637f800000637fffffff8216118015611cab57508063ffffffff16637fc0000014155b15611cbc57505f9485945092505050565b946001945092505050565b5f5f1960ff861601611ce457611cdd8484613579565b9050611dfa565b60011960ff861601611cfa57611cdd8484613699565b60021960ff861601611d1057611cdd84846137a1565b60031960ff861601611d2f57611cdd82611d2a8686613699565b613579565b60041960ff861601611d4657611cdd8484846138e0565b60051960ff861601611d6d57611d5c5f85613abc565b611d66575f611cdd565b5082611dfa565b60061960ff861601611d8357611d5c5f84613abc565b60071960ff861601611dc357611d998284613abc565b611da35783611cdd565b611cdd84611dbe84611db98763358637bd613579565b6137a1565b613699565b60081960ff861601611dd857611cdd84613b02565b60405163bd3c908960e01b815260ff8616600482015260240160405180910390fd5b61104981613bda565b5f5f5f5f61044085613bfd565b5f611e19614bc7565b5f1960058410801590611e6d57507f04d20a68a7c6e979619094f49c4c43347c778271f2ec13da7e47562049655344611e5560055f878961500e565b604051611e63929190615035565b6040518091039020145b15611e7957505f611f34565b5f5b84611e878260066151a2565b11611f3257858582818110611e9e57611e9e614e57565b9050013560f81c60f81b6001600160f81b031916600b60fa1b148015611f1357507f7b39eb3c04bba39924ac8938a8914a0076fb9c568deeb6119e8360ef3e03c780868287611eee8260066151a2565b92611efb9392919061500e565b604051611f09929190615035565b6040518091039020145b15611f2057809150611f32565b80611f2a8161518a565b915050611e7b565b505b5f198103611f48575f889250925050612305565b365f611f568382888a61500e565b915091505f5f5f611f8b8a8a885f14611f7957611f748960016151a2565b611f7b565b5f5b611f8692829061500e565b613d6f565b92509250925082611fa7575f8d97509750505050505050612305565b60ff811660c08e01526040515f90611fc2908e908e90615035565b604051908190039020905084155f5160206154795f395f51905f5282148061200957507f60ffc9aa68baa3b623aef27d83ee6ec05c37047e5dc9b2edddc3845ffb4d3ee082145b15612059575f5160206154795f395f51905f52821461202957600d61202c565b600c5b60ff168f5260028414801561204757506120478f888861406a565b8f995099505050505050505050612305565b7f1a21fb8b1d022d4555cd5839054fb47a704dd314d512cd9ebff65e297de3ade982036120a257600e8f528080156120475750836003148f995099505050505050505050612305565b7fbdee81074df37e4738cba5a05d83b330a39e1101330e75653a54737f26a1aed88203612101578260ff166001146120db5760186120de565b600f5b60ff168f528080156120475750836002148f995099505050505050505050612305565b7f4f5a8bb8492337e79bdc674d6f31ac448f8017e26cc7bfe3144fb5d886fe5369820361214a5760178f528080156120475750836002148f995099505050505050505050612305565b7f46fcaa909ebb3e5eaa565d68d7ad235988ce778dc8909251c103e674c148f31d82148061219757507f41ee8ccb7d6f95748d831ef4985550d2e3967d9e4d92d8d474fef70a7e4aa23082145b156121be5760108f528080156120475750836002148f995099505050505050505050612305565b836001146121d9575f8f995099505050505050505050612305565b7f27f0097dcbff01844c37c02c820b259a7b99faffabdbc43021b6c4bafdb32a3f82036122165760198f5298508d97506123059650505050505050565b7f8bb587975337a9e49db588d9e2081e2dcf2928a5bdf3c8a02488dd2d7bc074f682036122535760128f5298508d97506123059650505050505050565b7ff0d91f8ef855806f1ada006cdb88a3766bd2b06f1558c7d86f53832d376fcd1682036122895760118f526120478f888861416d565b5f5160206154595f395f51905f528214806122c357507f4182e5b1bf2924d191fd32f0d581c5f2c82721c218439fc1d0b04996c42bf15782145b156122f6575f5160206154595f395f51905f5282146122e35760146122e6565b60135b60ff168f526120478f88886141f4565b5f8f9950995050505050505050505b9550959350505050565b5f612318614bc7565b82155f5160206154795f395f51905f5286148061235457507f60ffc9aa68baa3b623aef27d83ee6ec05c37047e5dc9b2edddc3845ffb4d3ee086145b15612392575f5160206154795f395f51905f528614612374576002612377565b60015b60ff16875261238787868661406a565b87925092505061268c565b7f1a21fb8b1d022d4555cd5839054fb47a704dd314d512cd9ebff65e297de3ade986036123c25760038752612534565b7f4f5a8bb8492337e79bdc674d6f31ac448f8017e26cc7bfe3144fb5d886fe536986148061240f57507f2feeb2293f3b9b3d45bb50a1ed836dbfe3fe8a160db7ac99b56756f85b456b9d86145b1561241d5760048752612534565b7f46fcaa909ebb3e5eaa565d68d7ad235988ce778dc8909251c103e674c148f31d86148061246a57507f41ee8ccb7d6f95748d831ef4985550d2e3967d9e4d92d8d474fef70a7e4aa23086145b156124785760058752612534565b7fbdee81074df37e4738cba5a05d83b330a39e1101330e75653a54737f26a1aed886036124a85760068752612534565b7f8bb587975337a9e49db588d9e2081e2dcf2928a5bdf3c8a02488dd2d7bc074f686036124d85760088752612534565b7f27f0097dcbff01844c37c02c820b259a7b99faffabdbc43021b6c4bafdb32a3f860361250857600b8752612534565b7f4b4f69c9d1ff978d439deff2ec1322de902475890f8350e143fa72f5a76fcd8f860361253457601687525b865160ff161561254857915085905061268c565b7ff0d91f8ef855806f1ada006cdb88a3766bd2b06f1558c7d86f53832d376fcd16860361257e576007875261238787868661416d565b5f5160206154595f395f51905f528614806125b857507f4182e5b1bf2924d191fd32f0d581c5f2c82721c218439fc1d0b04996c42bf15786145b156125eb575f5160206154595f395f51905f5286146125d857600a6125db565b60095b60ff1687526123878786866141f4565b7fddc0b1ab6dd65a34a46c638ee3da20764edef24c32f873d5262e66bf39aa46aa8603612684576015875260048411801561266757507f5e8bfd322985bbc810897d3f8e7cbe8780a97f412964f1668f2218652ee4855461264f60045f878961500e565b60405161265d929190615035565b6040518091039020145b801561238757506123878761267f866004818a61500e565b61429f565b5f8792509250505b94509492505050565b6040805160e0810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c08101829052825160ff60a083018190528116600114806126ea575060ff81166002145b1561273557604080850151606095860151600260c0860181905260ff94909416909314608085015291151594830194909452151592810192909252506001602082018190525f825291565b60021960ff82160161275d5750600360c08201526001602082018190525f8252939092509050565b60ff8116600c1480612772575060ff8116600d145b156128595760ff8116600d146080830152600360c08084019190915284015161279c9060016151b5565b60ff90811660a084015260c0850151165f03612802578360400151156127e157606080850151600191840191909152151560408301525f60208301526002825261284f565b60608085015115908301525f6040830181905260026020840152825261284f565b83606001511561282e5760408085015115156060840152600190830181905260208301525f825261284f565b6040808501515f606085018190529015918401919091526020830152600182525b6001925050915091565b60ff8116600e148015612873575060028460c0015160ff16105b156128e957600460c0808401919091528401516128919060016151b5565b60ff90811660a084015260c0850151165f036128c457600160608301525f6040830181905260026020840152825261284f565b5f60608301819052600160408401819052602084019190915282526001925050915091565b5f925050915091565b604080516080810182525f80825260208201819052918101829052606081018290528260c0015160ff168460e00151511461292f575f9150610562565b5f8460e00151845f015160ff168151811061294c5761294c614e57565b602002602001015190505f8560e00151856020015160ff168151811061297457612974614e57565b602002602001015190505f856080015161298e575f612991565b60015b60ff1690506129a18160026151a2565b83511415806129bb57506129b68160026151a2565b825114155b80612a16575085608001518015612a165750815f815181106129df576129df614e57565b60200260200101516001600160401b0316835f81518110612a0257612a02614e57565b60200260200101516001600160401b031614155b15612a26575f9450505050610562565b8560800151612a36576001612a51565b825f81518110612a4857612a48614e57565b60200260200101515b6001600160401b031660608501526040860151612aad57828181518110612a7a57612a7a614e57565b602002602001015183826001612a9091906151a2565b81518110612aa057612aa0614e57565b6020026020010151612aec565b82612ab98260016151a2565b81518110612ac957612ac9614e57565b6020026020010151838281518110612ae357612ae3614e57565b60200260200101515b6001600160401b03908116602087015216845260608601515f90612b4f57828281518110612b1c57612b1c614e57565b602002602001015183836001612b3291906151a2565b81518110612b4257612b42614e57565b6020026020010151612b8e565b82612b5b8360016151a2565b81518110612b6b57612b6b614e57565b6020026020010151838381518110612b8557612b85614e57565b60200260200101515b6001600160401b0390811660408801526020870151919250828116911614612bbc575f955050505050610562565b8660a0015160ff1660ff14612cdb575f8860e001518860a0015160ff1681518110612be957612be9614e57565b60200260200101519050826002612c0091906151a2565b8151141580612c3d5750855f01516001600160401b0316818481518110612c2957612c29614e57565b60200260200101516001600160401b031614155b80612c81575060408601516001600160401b031681612c5d8560016151a2565b81518110612c6d57612c6d614e57565b60200260200101516001600160401b031614155b80612cc7575087608001518015612cc7575085606001516001600160401b0316815f81518110612cb357612cb3614e57565b60200260200101516001600160401b031614155b15612cd9575f96505050505050610562565b505b60019550505050509250929050565b5f8151600414612cfb57505f919050565b5f825f81518110612d0e57612d0e614e57565b602002602001015190505f83600181518110612d2c57612d2c614e57565b602002602001015190505f84600281518110612d4a57612d4a614e57565b602002602001015190505f85600381518110612d6857612d68614e57565b6020026020010151905082516002148015612d84575081516002145b8015612d91575083516002145b8015612d9e575080516001145b8015612dee5750815f81518110612db757612db7614e57565b60200260200101516001600160401b031683600181518110612ddb57612ddb614e57565b60200260200101516001600160401b0316145b8015612e3d5750825f81518110612e0757612e07614e57565b60200260200101516001600160401b0316845f81518110612e2a57612e2a614e57565b60200260200101516001600160401b0316145b8015612e8e575081600181518110612e5757612e57614e57565b60200260200101516001600160401b031684600181518110612e7b57612e7b614e57565b60200260200101516001600160401b0316145b8015612ede575081600181518110612ea857612ea8614e57565b60200260200101516001600160401b0316815f81518110612ecb57612ecb614e57565b60200260200101516001600160401b0316145b9695505050505050565b80515f9060ff16600f14806114535750815160ff16600e14801561145357505060c0015160ff1660021490565b80515f908190819060ff16600e14612f2e576002612f31565b60035b909460ff9091169350915050565b5f81515f14612f74578160018351612f579190614ffb565b81518110612f6757612f67614e57565b6020026020010151611453565b600192915050565b5f8151835114612f8d57505f611453565b5f5b8351811015612ff457828181518110612faa57612faa614e57565b60200260200101516001600160401b0316848281518110612fcd57612fcd614e57565b60200260200101516001600160401b031614612fec575f915050611453565b600101612f8f565b5060019392505050565b60015f5b825181101561303a5782818151811061301d5761301d614e57565b602002602001015182613030919061505b565b9150600101613002565b50919050565b5f805b8260e001515181101561303a576130698360e001518281518110610d1457610d14614e57565b61307390836150c5565b9150600101613043565b5f8251826001600160401b03161015806130a45750825184516130a19060016151a2565b14155b156130b057505f611a87565b5f5b84518110156131385783836001600160401b031682106130dc576130d78260016151a2565b6130de565b815b815181106130ee576130ee614e57565b60200260200101516001600160401b031685828151811061311157613111614e57565b60200260200101516001600160401b031614613130575f915050611a87565b6001016130b2565b506001949350505050565b6040805160e0810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810191909152604080516080810182525f8082526020820181905291810182905260608101919091525f6131a884612695565b93509050806131ca57604051633405f81960e21b815260040160405180910390fd5b6131d484846128f2565b92509050806131f657604051633405f81960e21b815260040160405180910390fd5b50915091565b613204614c2a565b5f5f61320f86613143565b915091505f81604001518661322491906150e4565b875190915060ff166003148015613250575081602001516001600160401b0316856001600160401b0316145b1561327857600180855260208501518190526132709085906002846133c3565b505050611a87565b604082015182515f9161328a9161505b565b6132949088615098565b604084015184519192505f916132ab90829061505b565b6132b5908a6150e4565b6132bf9190615098565b90506002896020015160ff1610156132d85760046132db565b60055b60ff168652845160408601516133479188915f9190613314578a886020015186613305919061505b565b61330f91906150c5565b61332c565b87518590613322908d61505b565b61332c91906150c5565b6020890151895161333d908961505b565b6114e3919061505b565b6133aa8660018760200151886060015161337b578688604001518c61336c919061505b565b61337691906150c5565b613396565b8a88602001518861338c919061505b565b61339691906150c5565b604089015160208a015161333d908961505b565b5050505060208201516001604090910152509392505050565b6002846020015184600381106133db576133db614e57565b60ff909216602092909202015260408401518290846003811061340057613400614e57565b60ff909216602092909202015260608401518190846003811061342557613425614e57565b6001600160401b03909216602092909202015250505050565b5f816001600160401b03165f0361345657505f919050565b5f5b6001600160401b03831661346d8260016151a2565b6001901b1161348857806134808161518a565b915050613458565b5f613494826017614ffb565b6001600160401b038516901b627fffff1690508060176134b584607f6151a2565b901b17949350505050565b6003836020015183600381106134d8576134d8614e57565b60ff90921660209290920201526080830151819083600381106134fd576134fd614e57565b63ffffffff9092166020929092020152505050565b5f6001600160401b03841661352a60208401846151ce565b6001600160401b0316148015613568575061354485612ffe565b6001600160401b031661355d60408401602085016151ce565b6001600160401b0316145b8015611049575061104983836143a9565b5f637f800000637fffffff8416118061359b5750637f800000637fffffff8316115b156135b1576135aa8383614446565b9050611453565b637f800000637fffffff8416036135fd57637f800000637fffffff83161480156135e6575082821863ffffffff166380000000145b156135f6575063ffc00000611453565b5081611453565b637f800000637fffffff831603613615575080611453565b637fffffff831661363b57637fffffff82161561363257816135aa565b50818116611453565b637fffffff821661364d575081611453565b5f5f6136588561446c565b915091505f5f6136678661446c565b91509150610ff8601f8863ffffffff16901c63ffffffff168585601f8a63ffffffff16901c63ffffffff1686866144a8565b5f637f800000637fffffff841611806136bb5750637f800000637fffffff8316115b156136ca576135aa8383614446565b638000000082841816637f800000637fffffff851614806136f45750637f800000637fffffff8416145b1561372f57637fffffff841615806137105750637fffffff8316155b156137225763ffc00000915050611453565b637f800000179050611453565b637fffffff841615806137465750637fffffff8316155b15613752579050611453565b5f5f61375d8661446c565b915091505f5f61376c8761446c565b90925090506137956001601f87901c166137868487615044565b61379084876151e7565b61456e565b98975050505050505050565b5f637f800000637fffffff841611806137c35750637f800000637fffffff8316115b156137d2576135aa8383614446565b638000000082841816637f800000637fffffff85160361381857637f800000637fffffff8416145b61380a57637f8000008117613810565b63ffc000005b915050611453565b637f800000637fffffff841603613830579050611453565b637fffffff831661384857637fffffff8416156137fa565b637fffffff841661385a579050611453565b5f5f61386586614652565b915091505f5f61387487614652565b9092509050601a84901b5f613889848361520e565b90505f6138968584615221565b156138a25760016138a4565b5f5b60ff1690506138d16001601f8a901c81169084901b8317601b6138c7888b615234565b6137909190615234565b9b9a5050505050505050505050565b5f637f800000637fffffff851611156138ff5750624000008317611a87565b637f800000637fffffff8416111561391d5750624000008217611a87565b637f800000637fffffff8316111561393b5750624000008117611a87565b6380000000838518165f637fffffff8616158061395c5750637fffffff8516155b9050637f800000637fffffff8716148061397f5750637f800000637fffffff8616145b156139de5780156139985763ffc0000092505050611a87565b637f800000637fffffff85161480156139bd57506380000000841663ffffffff831614155b156139d05763ffc0000092505050611a87565b50637f800000179050611a87565b637f800000637fffffff8516036139f9578392505050611a87565b8015613a1b57637fffffff841615613a115783611481565b5082169050611a87565b5f5f613a268861446c565b915091505f5f613a358961446c565b91509150613a4788637fffffff161590565b15613a6e57613a616001601f88901c166137868487615044565b9650505050505050611a87565b5f5f613a798a61446c565b9092509050613aac6001601f8a901c16613a938689615044565b613a9d86896151e7565b6001601f8f901c1686866144a8565b9c9b505050505050505050505050565b5f637f800000637fffffff841611158015613ae15750637f800000637fffffff831611155b8015611a875750613af182614697565b613afa84614697565b129392505050565b5f637f800000637fffffff83161115613b1e5750624000001790565b637fffffff8216613b2d575090565b638000000063ffffffff831610613b49575063ffc00000919050565b637f7fffff1963ffffffff831601613b5f575090565b5f5f613b6a84614652565b9092509050613b7a600282615253565b15613b9257600191821b91613b8f9082615234565b90505b601e82901b5f613ba1826146c5565b90505f82613baf8380615044565b14613bbb576001613bbd565b5f5b60ff169050610ff85f600184901b831760106138c7600289615266565b5f637f800000637fffffff831611613bf25781611453565b637fc0000092915050565b5f80808080613c0f6040870187614e12565b91506110009050613c236020880188614fa5565b9050613c2f8880614fa5565b613c3a9291506151a2565b1115613c5257505f9350839250829150819050610449565b6010811180613c6f575080613c6a6080880188614e12565b905014155b80613c925750613c808160016151a2565b613c8d60a0880188614e12565b905014155b15613ca957505f9350839250829150819050610449565b5f613cbf613cba6080890189614e12565b614745565b909650905085613cdd57505f94508493508392508291506104499050565b5f613ce788614864565b90965090508082613cfb60a08b018b614e12565b613d089187915f91615292565b604051602001613d1b94939291906152e4565b60408051601f198184030181529190528051602090910120945060018686613d4660a08c018c614e12565b87818110613d5657613d56614e57565b9050602002013596509650965096505050509193509193565b5f80806005841080613dc357507f04d20a68a7c6e979619094f49c4c43347c778271f2ec13da7e47562049655344613daa60055f878961500e565b604051613db8929190615035565b604051809103902014155b15613dd557505f9150819050806101e4565b6005805b8582108015613e425750868683818110613df557613df5614e57565b9050013560f81c60f81b6001600160f81b031916600360fc1b1480613e425750868683818110613e2757613e27614e57565b9050013560f81c60f81b6001600160f81b031916603160f81b145b15613e595781613e518161518a565b925050613dd9565b5f613e648284614ffb565b9050801580613e735750601081115b80613e87575086613e858460066151a2565b115b80613ee257507f05689dd139a17705f393a81a6c8615fab1d221ed5dbc7de1530911741c77102a888489613ebc8260066151a2565b92613ec99392919061500e565b604051613ed7929190615035565b604051809103902014155b15613ef8575f5f5f9550955095505050506101e4565b5f8080613f108b8b613f0b8960066151a2565b614946565b925092509250821580613f2c575089613f2a8260056151a2565b115b80613f8757507f7f762ea18f6bf3f6f7e68335abac32bc0aab17cfd6b73b7d59b6da381fb5f6268b828c613f618260056151a2565b92613f6e9392919061500e565b604051613f7c929190615035565b604051809103902014155b15613fa0575f5f5f9850985098505050505050506101e4565b5f613fb18c8c613f0b8560056151a2565b91955090915050831580613fc55750808b14155b15613fdf575f5f5f995099509950505050505050506101e4565b5f805b86811015614053578d8d613ff6838b6151a2565b81811061400557614005614e57565b909101356001600160f81b031916603160f81b03905061404b5784820361403d5760019b509599509497506101e49650505050505050565b816140478161518a565b9250505b600101613fe2565b505f9d8e9d508d9c509a5050505050505050505050565b5f5f838360405161407c929190615035565b604051809103902090507f212521af04d841ba8a1cfe5259f3a64445db7ac0e0aa7c69a9ba1ca375b4185b81036140b7576001915050611a87565b7f5f2d917aec801fb0cde300e19e4bd85ba12c57dad3697517eefb65c7d26d2cbc81036140ee575050600160408401819052611a87565b7f26ef0497c6a5b2a2048dee9de1b5d65ed52d92c482f25277e19a07d9f3ed7db18103614125575050600160608401819052611a87565b7fbbdfdb520b89c4d30e0aef499301e465c7d9661121922f6723e6a5f4176822e8810361416357505060016060840181905260408401819052611a87565b505f949350505050565b5f600382108015906141a7575082825f81811061418c5761418c614e57565b9050013560f81c60f81b6001600160f81b031916607360f81b145b80156141dc5750828260018181106141c1576141c1614e57565b9050013560f81c60f81b6001600160f81b031916603d60f81b145b801561110757506111078461267f846002818861500e565b5f600682108061424657507f8675b86133b5b6e033c7a34c25a4c02453580ec513a9798567482bf9647573d761422d60055f858761500e565b60405161423b929190615035565b604051809103902014155b1561425257505f611a87565b5f5f5f61426186866005614946565b9250925092508215806142745750808514155b15614284575f9350505050611a87565b506001600160401b031660a086015250600190509392505050565b5f60018210806142af5750600882115b156142bb57505f611a87565b5f805b83811015614393575f8585838181106142d9576142d9614e57565b919091013560f81c91505f9050603082108015906142fb575060398260ff1611155b156143125761430b603083615111565b905061436e565b60618260ff161015801561432a575060668260ff1611155b1561433a5761430b605783615111565b60418260ff1610158015614352575060468260ff1611155b156143625761430b603783615111565b5f945050505050611a87565b60ff811661437d8560106152fc565b614387919061531b565b935050506001016142be565b5063ffffffff1660808501525060019392505050565b5f806143bb6060840160408501615167565b637fffffff169050637f800000811180156143ef5750637fc000006143e66060850160408601615167565b63ffffffff1614155b156143fd575f915050611453565b611107846144116060860160408701615167565b63ffffffff1661442460208701876151ce565b61443460408801602089016151ce565b6144416060890189614e12565b614a23565b5f62400000637f800000637fffffff8516116144625782614464565b835b179392505050565b627fffff81165f60ff601784901c1680820361448c5760941991506131f6565b6280000092909217916144a0609682615234565b915050915091565b5f5f6144b387614b30565b860190505f6144c185614b30565b84019050604081830313156144df57604081830303840193506144f5565b604082820313156144f557604082820303870196505b5f84881261450c57508387039790971b9683614517565b508684039490941b93865b868a036145355761452b8a878b018361456e565b9350505050612ede565b8589111561454a5761452b8a878b038361456e565b8886111561455f5761452b878a88038361456e565b505f9998505050505050505050565b5f5f61457984614b30565b90505f601882039050609419818501121561459657836094190390505b5f5f82136145ab57815f0386901b9050614616565b828211156145c257601f87901b9350505050611a87565b5084811c5f19600180841b820188169184011b808211806145f0575080821480156145f05750826001166001145b156146135760018301925082630100000003614613576280000092506001840193505b50505b84820160688113156146385750505050601f84901b637f800000179050611a87565b60950160171b01601f9690961b9590951795945050505050565b5f5f61465d8361446c565b909250905062800000821015614692575f61467783614b30565b614682906018614ffb565b92831b9290506144a08183615234565b915091565b5f638000000063ffffffff831610156146b6578163ffffffff16611453565b611453637fffffff8316615337565b5f5f60026146d284614b30565b600101816146e2576146e2615084565b046001901b90508091506002818285816146fe576146fe615084565b04018161470d5761470d615084565b0490505b8181101561303a5780915060028182858161472e5761472e615084565b04018161473d5761473d615084565b049050614711565b5f80805b8381101561485857365f86868481811061476557614765614e57565b90506020028101906147779190614e12565b9092509050600881111561479457505f9350839250610562915050565b60015f5b8281101561481a575f8484838181106147b3576147b3614e57565b90506020020160208101906147c891906151ce565b6001600160401b031690505f811180156147ee57506147eb81634000000061520e565b83115b1561480557505f9650869550610562945050505050565b61480f8184615044565b925050600101614798565b5084838360405160200161483093929190615351565b6040516020818303038152906040528051906020012094505050508080600101915050614749565b50600191509250929050565b5f80806148718480614fa5565b905061487d8580614fa5565b61488a6020880188614fa5565b90506148996020890189614fa5565b6148a660408b018b614e12565b90506148b560408c018c614e12565b8c606001356040516020016148d39a99989796959493929190615397565b60405160208183030381529060405290506002816040516148f4919061542b565b602060405180830381855afa15801561490f573d5f5f3e3d5ffd5b5050506040513d601f19601f820116820180604052508101906149329190615441565b925060208151036020820120915050915091565b5f80825b848110801561497b5750603086868381811061496857614968614e57565b9050013560f81c60f81b60f81c60ff1610155b80156149a95750603986868381811061499657614996614e57565b9050013560f81c60f81b60f81c60ff1611155b156149ff5760308686838181106149c2576149c2614e57565b6149d39392013560f81c9050615111565b60ff166149e183600a615044565b6149eb91906151a2565b9150806149f78161518a565b91505061494a565b8381118015614a1857506008614a158583614ffb565b11155b925093509350939050565b5f6001600160401b0384161580614a485750650100000000006001600160401b038516115b80614a655750836001600160401b0316856001600160401b031610155b15614a7157505f612ede565b6040515f81538660018201526021812060018253848460051b810188600195505b6001891115614b1a576001811660018114614ae15789600183011015614adc57828403614ac2575f965050614b1a565b846001870152833560218701526041862094506020840193505b614b0b565b828403614af1575f965050614b1a565b833560018701528460218701526041862094506020840193505b506001988901891c981c614a92565b5014908914169190911690509695505050505050565b5f600160801b8210614b4457608091821c91015b680100000000000000008210614b5c57604091821c91015b6401000000008210614b7057602091821c91015b620100008210614b8257601091821c91015b6101008210614b9357600891821c91015b60108210614ba357600491821c91015b60048210614bb357600291821c91015b60028210614bc357600191821c91015b0190565b60408051610100810182525f8082526020820181905291810182905260608082018390526080820183905260a0820183905260c082019290925260e081019190915290565b60405180606001604052806003906020820280368337509192915050565b6040518060a001604052805f60ff168152602001614c46614c0c565b8152602001614c53614c0c565b8152602001614c60614c0c565b8152602001614c6d614c0c565b905290565b5f60c0828403121561303a575f5ffd5b803560ff81168114614c92575f5ffd5b919050565b5f5f60408385031215614ca8575f5ffd5b82356001600160401b03811115614cbd575f5ffd5b614cc985828601614c72565b925050614cd860208401614c82565b90509250929050565b80356001600160401b0381168114614c92575f5ffd5b5f5f5f5f5f5f5f60c0888a031215614d0d575f5ffd5b87356001600160401b03811115614d22575f5ffd5b614d2e8a828b01614c72565b975050614d3d60208901614c82565b9550614d4b60408901614ce1565b9450614d5960608901614ce1565b93506080880135925060a08801356001600160401b03811115614d7a575f5ffd5b8801601f81018a13614d8a575f5ffd5b80356001600160401b03811115614d9f575f5ffd5b8a60208260051b8401011115614db3575f5ffd5b602082019350809250505092959891949750929550565b5f60208284031215614dda575f5ffd5b5035919050565b5f60208284031215614df1575f5ffd5b81356001600160401b03811115614e06575f5ffd5b61110784828501614c72565b5f5f8335601e19843603018112614e27575f5ffd5b8301803591506001600160401b03821115614e40575f5ffd5b6020019150600581901b3603821315610562575f5ffd5b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52604160045260245ffd5b604051601f8201601f191681016001600160401b0381118282101715614ea757614ea7614e6b565b604052919050565b5f6001600160401b03821115614ec757614ec7614e6b565b5060051b60200190565b5f614ee3614ede84614eaf565b614e7f565b8381526020810190600585901b840136811115614efe575f5ffd5b845b81811015614f9a5780356001600160401b03811115614f1d575f5ffd5b860136601f820112614f2d575f5ffd5b8035614f3b614ede82614eaf565b8082825260208201915060208360051b850101925036831115614f5c575f5ffd5b6020840193505b82841015614f8557614f7484614ce1565b825260209384019390910190614f63565b87525050602094850194919091019050614f00565b509095945050505050565b5f5f8335601e19843603018112614fba575f5ffd5b8301803591506001600160401b03821115614fd3575f5ffd5b602001915036819003821315610562575f5ffd5b634e487b7160e01b5f52601160045260245ffd5b8181038181111561145357611453614fe7565b5f5f8585111561501c575f5ffd5b83861115615028575f5ffd5b5050820193919092039150565b818382375f9101908152919050565b808202811582820484141761145357611453614fe7565b6001600160401b03818116838216029081169081811461507d5761507d614fe7565b5092915050565b634e487b7160e01b5f52601260045260245ffd5b5f6001600160401b038316806150b0576150b0615084565b806001600160401b0384160491505092915050565b6001600160401b03818116838216019081111561145357611453614fe7565b5f6001600160401b038316806150fc576150fc615084565b806001600160401b0384160691505092915050565b60ff828116828216039081111561145357611453614fe7565b6001600160401b03828116828216039081111561145357611453614fe7565b5f8235607e1983360301811261515d575f5ffd5b9190910192915050565b5f60208284031215615177575f5ffd5b813563ffffffff81168114611a87575f5ffd5b5f6001820161519b5761519b614fe7565b5060010190565b8082018082111561145357611453614fe7565b60ff818116838216019081111561145357611453614fe7565b5f602082840312156151de575f5ffd5b611a8782614ce1565b8082018281125f83128015821682158216171561520657615206614fe7565b505092915050565b5f8261521c5761521c615084565b500490565b5f8261522f5761522f615084565b500690565b8181035f83128015838313168383128216171561507d5761507d614fe7565b5f8261526157615261615084565b500790565b5f8261527457615274615084565b600160ff1b82145f198414161561528d5761528d614fe7565b500590565b5f5f858511156152a0575f5ffd5b838611156152ac575f5ffd5b5050600583901b0193919092039150565b5f6001600160fb1b038311156152d1575f5ffd5b8260051b80838637939093019392505050565b8481528360208201525f612ede6040830184866152bd565b63ffffffff818116838216029081169081811461507d5761507d614fe7565b63ffffffff818116838216019081111561145357611453614fe7565b5f600160ff1b820161534b5761534b614fe7565b505f0390565b8381525f60208201845f5b8581101561538b576001600160401b0361537583614ce1565b168352602092830192919091019060010161535c565b50909695505050505050565b7573796e6f642f646973707574652f656e7472792f763160501b815260e08b901b6001600160e01b0319166017820152888a601b8301375f89820163ffffffff60e01b8a60e01b16601b8201528789601f830137601b88820101905063ffffffff60e01b8760e01b1660048201526154136008820186886152bd565b938452505060209091019a9950505050505050505050565b5f82518060208501845e5f920191825250919050565b5f60208284031215615451575f5ffd5b505191905056fe0fdbd160736e9b9b51ea9a79a8ed86f427a62e0e377d60335d2ec895c27025bbb2b273bbd9e4409919665f07376f8e8b8d95c6e1d4498aab66f21245ffabeba9a164736f6c6343000825000a",
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
