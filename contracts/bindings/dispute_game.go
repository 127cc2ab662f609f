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
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"market_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"BadChildren\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"count\",\"type\":\"uint64\"}],\"name\":\"BadCount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"want\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"got\",\"type\":\"uint256\"}],\"name\":\"BadHashCount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"index\",\"type\":\"uint8\"}],\"name\":\"BadIndex\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"BadOpening\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"BadProofs\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"ChainMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlineNotReached\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlinePassed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"GameFinished\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotMarket\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotReferee\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"NotScalarGame\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotYourTurn\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"NothingDisputed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"PostNotStated\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"}],\"name\":\"SameHash\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"want\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"got\",\"type\":\"uint32\"}],\"name\":\"StaleMove\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"UnknownGame\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"WaitingForReferee\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"expected\",\"type\":\"uint8\"}],\"name\":\"WrongMove\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"enumDisputeGame.Phase\",\"name\":\"phase\",\"type\":\"uint8\"}],\"name\":\"WrongPhase\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"by\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"index\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"level\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"node\",\"type\":\"uint64\"}],\"name\":\"Descended\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"element\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"steps\",\"type\":\"uint64\"}],\"name\":\"ElementPinned\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"elements\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"steps\",\"type\":\"uint64\"}],\"name\":\"ElementsStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"entries\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"agreed\",\"type\":\"bytes32\"}],\"name\":\"EntriesStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"step\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"entry\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"stateEntry\",\"type\":\"bool\"}],\"name\":\"EntryPinned\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"by\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"output\",\"type\":\"bytes32\"}],\"name\":\"EntryRevealed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"solver\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"referee\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"steps\",\"type\":\"uint64\"}],\"name\":\"GameOpened\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"byTimeout\",\"type\":\"bool\"}],\"name\":\"GameOver\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"by\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"index\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"lo\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"hi\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"hash\",\"type\":\"bytes32\"}],\"name\":\"Picked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"by\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"hash\",\"type\":\"bytes32\"}],\"name\":\"Posted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"step\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"entry\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"length\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"stateEntry\",\"type\":\"bool\"}],\"name\":\"RefereeDue\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"ruling\",\"type\":\"bytes32\"}],\"name\":\"Ruled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"opSet\",\"type\":\"uint8\"}],\"name\":\"ScalarEnabled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"step\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"result\",\"type\":\"bytes32\"}],\"name\":\"ScalarExecuted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"why\",\"type\":\"uint8\"}],\"name\":\"ScalarRefused\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"step\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"pre\",\"type\":\"bytes32\"}],\"name\":\"StepPinned\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"party\",\"type\":\"uint8\"}],\"name\":\"TimedOut\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"by\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"count\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"chain\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"post\",\"type\":\"bytes32\"}],\"name\":\"TraceOpened\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"opSet\",\"type\":\"uint8\"}],\"name\":\"enableScalar\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"game\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"solver\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"enumDisputeGame.Phase\",\"name\":\"phase\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"toMove\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"flags\",\"type\":\"uint16\"},{\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"moveTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"referee\",\"type\":\"address\"},{\"internalType\":\"uint48\",\"name\":\"solverCount\",\"type\":\"uint48\"},{\"internalType\":\"uint48\",\"name\":\"challengerCount\",\"type\":\"uint48\"},{\"internalType\":\"uint64\",\"name\":\"steps\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"lo\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"hi\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"step\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"agreed\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"hiSolver\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"hiChallenger\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"posted\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"pre\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"solverOut\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"challengerOut\",\"type\":\"bytes32\"}],\"internalType\":\"structDisputeGame.Game\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"gameCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"judge\",\"outputs\":[{\"internalType\":\"contractScalarJudge\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"market\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"solver\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"referee\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"steps\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"moveTimeout\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"initialStateHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"solverFinal\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"challengerFinal\",\"type\":\"bytes32\"}],\"internalType\":\"structIDisputeGame.OpenParams\",\"name\":\"p\",\"type\":\"tuple\"}],\"name\":\"open\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"string\",\"name\":\"op\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"attrs\",\"type\":\"string\"},{\"internalType\":\"bytes32[]\",\"name\":\"inputs\",\"type\":\"bytes32[]\"},{\"internalType\":\"bytes32\",\"name\":\"output\",\"type\":\"bytes32\"},{\"internalType\":\"uint64[][]\",\"name\":\"shapes\",\"type\":\"uint64[][]\"},{\"internalType\":\"bytes32[]\",\"name\":\"roots\",\"type\":\"bytes32[]\"}],\"internalType\":\"structScalarJudge.Opening\",\"name\":\"o\",\"type\":\"tuple\"},{\"internalType\":\"uint64\",\"name\":\"elements\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"steps\",\"type\":\"uint64\"}],\"name\":\"openEntry\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"count\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"chain\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"postState\",\"type\":\"bytes32\"}],\"name\":\"openTrace\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"parties\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"solver\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"phase3\",\"outputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"reads\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"c0\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"c1\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"elements\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"steps\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"node\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"level\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"opSet\",\"type\":\"uint8\"},{\"internalType\":\"bool\",\"name\":\"on\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"opened\",\"type\":\"bool\"},{\"internalType\":\"uint8\",\"name\":\"why\",\"type\":\"uint8\"}],\"internalType\":\"structDisputeGame.P3\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"index\",\"type\":\"uint8\"},{\"internalType\":\"bytes32[]\",\"name\":\"hashes\",\"type\":\"bytes32[]\"}],\"name\":\"pick\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"index\",\"type\":\"uint8\"},{\"internalType\":\"bytes32[]\",\"name\":\"hashes\",\"type\":\"bytes32[]\"},{\"components\":[{\"internalType\":\"string\",\"name\":\"op\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"attrs\",\"type\":\"string\"},{\"internalType\":\"bytes32[]\",\"name\":\"inputs\",\"type\":\"bytes32[]\"},{\"internalType\":\"bytes32\",\"name\":\"output\",\"type\":\"bytes32\"},{\"internalType\":\"uint64[][]\",\"name\":\"shapes\",\"type\":\"uint64[][]\"},{\"internalType\":\"bytes32[]\",\"name\":\"roots\",\"type\":\"bytes32[]\"}],\"internalType\":\"structScalarJudge.Opening\",\"name\":\"reads\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint64\",\"name\":\"index\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"n\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"bits\",\"type\":\"uint32\"},{\"internalType\":\"bytes32[]\",\"name\":\"siblings\",\"type\":\"bytes32[]\"}],\"internalType\":\"structScalarStep.Element[]\",\"name\":\"proofs\",\"type\":\"tuple[]\"}],\"name\":\"pickElement\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"index\",\"type\":\"uint8\"},{\"internalType\":\"bytes32[]\",\"name\":\"hashes\",\"type\":\"bytes32[]\"},{\"components\":[{\"internalType\":\"string\",\"name\":\"op\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"attrs\",\"type\":\"string\"},{\"internalType\":\"bytes32[]\",\"name\":\"inputs\",\"type\":\"bytes32[]\"},{\"internalType\":\"bytes32\",\"name\":\"output\",\"type\":\"bytes32\"},{\"internalType\":\"uint64[][]\",\"name\":\"shapes\",\"type\":\"uint64[][]\"},{\"internalType\":\"bytes32[]\",\"name\":\"roots\",\"type\":\"bytes32[]\"}],\"internalType\":\"structScalarJudge.Opening\",\"name\":\"reads\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint64\",\"name\":\"index\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"n\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"bits\",\"type\":\"uint32\"},{\"internalType\":\"bytes32[]\",\"name\":\"siblings\",\"type\":\"bytes32[]\"}],\"internalType\":\"structScalarStep.Element[]\",\"name\":\"proofs\",\"type\":\"tuple[]\"}],\"name\":\"pickScalar\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"internalType\":\"bytes32[]\",\"name\":\"hashes\",\"type\":\"bytes32[]\"}],\"name\":\"post\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"output\",\"type\":\"bytes32\"}],\"name\":\"reveal\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"ruling\",\"type\":\"bytes32\"}],\"name\":\"rule\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"timeout\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"toMove\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "DisputeGame",
	Bin: "0x60c060405234801561000f575f5ffd5b506040516199ab3803806199ab83398101604081905261002e91610080565b6001600160a01b03811660805260405161004790610073565b604051809103905ff080158015610060573d5f5f3e3d5ffd5b506001600160a01b031660a052506100ad565b614c1880614d9383390190565b5f60208284031215610090575f5ffd5b81516001600160a01b03811681146100a6575f5ffd5b9392505050565b60805160a051614ca96100ea5f395f81816101830152613af001525f818161022001528181610848015281816112bd01526123920152614ca95ff3fe608060405234801561000f575f5ffd5b5060043610610111575f3560e01c806380f556051161009e578063cee8ee7e1161006e578063cee8ee7e14610288578063d46972171461029b578063d5a1d409146102ae578063dbca40fa146102ce578063ff6aa0e1146102e1575f5ffd5b806380f556051461021b578063b7f2787914610242578063c40b163414610255578063cddbe72914610268575f5ffd5b80634d1975b4116100e45780634d1975b414610163578063573255f41461017e578063576a3d67146101bd5780636bd27a40146101d057806370651a18146101e3575f5ffd5b806308148f7a146101155780632fe3fd301461012a57806343ca9a201461013d57806348d90d3b14610150575b5f5ffd5b610128610123366004613e1b565b6102f4565b005b610128610138366004613e32565b61040c565b61012861014b366004613ec5565b610599565b61012861015e366004613f85565b61083d565b61016b5f5481565b6040519081526020015b60405180910390f35b6101a57f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610175565b6101a56101cb366004613e1b565b6109da565b6101286101de366004613faf565b610a83565b6101f66101f1366004613e1b565b610d19565b604080519384526001600160a01b039283166020850152911690820152606001610175565b6101a57f000000000000000000000000000000000000000000000000000000000000000081565b610128610250366004613ec5565b610d4c565b610128610263366004614004565b610e13565b61027b610276366004613e1b565b61104c565b604051610175919061406b565b61016b610296366004614267565b6112b1565b6101286102a9366004614297565b6115c8565b6102c16102bc366004613e1b565b611ac0565b60405161017591906142e1565b6101286102dc3660046143c5565b611bd9565b6101286102ef36600461442e565b611f14565b5f6102fe826122a8565b905060068154600160e01b900460ff16600881111561031f5761031f614037565b03610345576040516332a1f60960e11b8152600481018390526024015b60405180910390fd5b8054600160a01b90046001600160401b0316421161039157805460405163569b325360e11b815260048101849052600160a01b9091046001600160401b0316602482015260440161033c565b8054604051600160e81b90910460ff168082529083907f4f6ee372207f9021a19d090294f500c14bdb387c7d4df49bdd1ab706823fce0d9060200160405180910390a260035f1960ff8316016103e9575060026103f9565b60011960ff8316016103f9575060015b61040684848360016122f9565b50505050565b5f610416836122a8565b905060058154600160e01b900460ff16600881111561043757610437614037565b1461046557805460405163041d44f960e11b815261033c918591600160e01b90910460ff16906004016144a1565b60028101546001600160a01b0316331461049b57604051635cc130a360e11b81526004810184905233602482015260440161033c565b8054600160a01b90046001600160401b03164211156104e85780546040516337851a4160e11b815260048101859052600160a01b9091046001600160401b0316602482015260440161033c565b827fe0793760ec238afa5f71e8c6b31603bdad5f6dd3fbd3fa5d193193a324715ace8360405161051a91815260200190565b60405180910390a280545f908190600160f01b90046040161561055c575050600281015465ffffffffffff600160a01b8204811691600160d01b900416610569565b5050600a810154600b8201545b600382850361057a57506001610585565b818503610585575060025b6105918685835f6122f9565b505050505050565b5f5f6105a78a8a60026123ed565b909250905060078254600160e01b900460ff1660088111156105cb576105cb614037565b146105f957815460405163041d44f960e11b815261033c918c91600160e01b90910460ff16906004016144a1565b5f8a81526002602052604081206003810154909190600160c01b900460ff1615610624576002610627565b60015b60ff169050808a60ff161061065b57604051630d92547560e21b8152600481018d905260ff8b16602482015260440161033c565b8088101561068d576040516305c8e0c560e31b8152600481018d9052602481018290526044810189905260640161033c565b6106ac8c8584868e8e8e5f9089926106a7939291906144b5565b612666565b5f6106b885848d612755565b90508c7f29dbe6f6b5f7d30138db464f538507da50618ea8407c806c01f794946b8274468d868e8760030160189054906101000a900460ff168860030160109054906101000a90046001600160401b031660405161074e95949392919063ffffffff95909516855260ff9384166020860152918316604085015290911660608301526001600160401b0316608082015260a00190565b60405180910390a280156107875761077d8d8685878e8e88908092610775939291906144b5565b8e8e8e61290e565b5050505050610833565b85156107a957604051630a61e54560e31b8152600481018e905260240161033c565b6107e08d8460ff87166001146107c35787600701546107c9565b87600601545b8d8d879080926107db939291906144b5565b612c08565b845461fff7600160f01b9091041660041760011960ff861601610801576008175b85546001600160f01b0316600160f01b61ffff83160217865561082c8661082787612c66565b612c82565b5050505050505b5050505050505050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146108865760405163c4bbea6960e01b815260040160405180910390fd5b5f610890836122a8565b6001810154909150600160a01b900463ffffffff161515806108ce575060068154600160e01b900460ff1660088111156108cc576108cc614037565b145b156108fc57805460405163041d44f960e11b815261033c918591600160e01b90910460ff16906004016144a1565b60018260ff161080610911575060028260ff16115b1561093b57604051634ab29c0f60e01b81526004810184905260ff8316602482015260440161033c565b5f83815260026020818152604092839020600381018054600180845580840181905594830185905567ffffffffffffffff1960ff8916600160c81b810261ffff60c81b1990931692909217600160d01b17168517909155600a8601849055600b860193909355925191825285917f759e63604565b7bda5dba52dd10aa09b878603abe1e7d4f25fdc41ae3797d2e991015b60405180910390a250505050565b5f5f6109e5836122a8565b905060068154600160e01b900460ff166008811115610a0657610a06614037565b03610a1357505f92915050565b60058154600160e01b900460ff166008811115610a3257610a32614037565b03610a4a57600201546001600160a01b031692915050565b8054600160e81b900460ff16600114610a705760018101546001600160a01b0316610a7c565b80546001600160a01b03165b9392505050565b5f5f610a91868660016123ed565b909250905060078254600160e01b900460ff166008811115610ab557610ab5614037565b03610b8e575f868152600260205260408120600381015490916001600160401b03909116905b6001600160401b038216600160ff83161b1015610b045780610afc816144f4565b915050610adb565b6003838101805460ff60c01b1916600160c01b60ff85160217905585018054600160401b600160c01b031916600160801b6001600160401b038516021790556006850154610b57908a9085908a8a612c08565b84546001600160f01b0381166004600160f01b9283900461fff71617909102178555610b84856002612c82565b5050505050610406565b60038201546001600160401b03600160401b8204811691600160801b9004165f6001610bba8484614512565b6001600160401b031611610bce575f610bd1565b60015b60ff169050858114610c07576040516305c8e0c560e31b8152600481018a9052602481018290526044810187905260640161033c565b86865f818110610c1957610c19614531565b6020029190910135600887015550845461fff7600160f01b9091041660041760011960ff861601610c48576008175b85546001600160f01b0316600160f01b61ffff831602178655897f3ff697e464f171eb00b783da27ea964e92aedc24d53ae57d6a9462a3bfcfa2c98a876002610c918989614512565b610c9b9190614559565b610ca59089614586565b8c8c5f818110610cb757610cb7614531565b90506020020135604051610cf8949392919063ffffffff94909416845260ff9290921660208401526001600160401b03166040830152606082015260800190565b60405180910390a2610d0d8661082787612c66565b50505050505050505050565b5f5f5f5f610d26856122a8565b6004810154815460019092015490976001600160a01b0392831697509116945092505050565b5f5f610d5a8a8a60026123ed565b909250905060088254600160e01b900460ff166008811115610d7e57610d7e614037565b14610dac57815460405163041d44f960e11b815261033c918c91600160e01b90910460ff16906004016144a1565b610dbb8a8a84848c8c8c612d1a565b15610de4575f8a8152600260205260409020610ddd908b908490888888612fbc565b5050610833565b8215610e0657604051630a61e54560e31b8152600481018b905260240161033c565b610d0d8261082783612c66565b5f5f610e21858560046123ed565b81549193509150600160f01b900461ffff8116906102001615610e67576040516305c8e0c560e31b8152600481018790525f60248201526001604482015260640161033c565b610e73868484876130e5565b90505f1960ff831601610efa57600a830184905582546001600160f01b0316600160f01b610100831761ffff16021783556040805163ffffffff8716815260ff8416602082015290810185905286907f77ffa7101c6f5f3a8041c1545509e1f25a5fc52623808a96f525f0cf48caab369060600160405180910390a2610591836002612c82565b600b830184905582546001600160f01b0316600160f01b610200831761ffff16021783556040805163ffffffff8716815260ff8416602082015290810185905286907f77ffa7101c6f5f3a8041c1545509e1f25a5fc52623808a96f525f0cf48caab369060600160405180910390a25f8681526002602052604090206003810154600160d01b900460ff1615610fb557610400821615610faa57610fa18785836001613243565b50505050505050565b610fa1846001612c82565b610fbe8461332f565b600384015487907f35648bf46ead72baeb8166b4ad2c17d160b3e9d2181e8024a9bc39953b43b9af906001600160401b03600160c01b820481169161100d91600191600160801b900416614512565b604080516001600160401b0393841681529290911660208301525f9082015261040085161515606082015260800160405180910390a250505050505050565b60408051610300810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e08101829052610100810182905261012081018290526101408101829052610160810182905261018081018290526101a081018290526101c081018290526101e08101829052610200810182905261022081018290526102408101829052610260810182905261028081018290526102a081018290526102c081018290526102e0810191909152611115826122a8565b604080516103008101825282546001600160a01b0381168252600160a01b81046001600160401b03166020830152909291830190600160e01b900460ff16600881111561116457611164614037565b600881111561117557611175614037565b8152815460ff600160e81b82048116602084015261ffff600160f01b90920491909116604083015260018301546001600160a01b03808216606085015263ffffffff600160a01b80840482166080870152600160c01b80850490921660a0870152600160e01b90930490931660c0850152600285015490811660e085015265ffffffffffff9181048216610100850152600160d01b90041661012083015260038301546001600160401b03808216610140850152600160401b82048116610160850152600160801b82048116610180850152919004166101a082015260048201546101c082015260058201546101e08201526006820154610200820152600782015461022082015260088201546102408201526009820154610260820152600a820154610280820152600b909101546102a09091015292915050565b5f336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146112fb5760405163c4bbea6960e01b815260040160405180910390fd5b5f5f8154611308906145a5565b91829055505f81815260016020908152604091829020853560048201559293506113369185019085016145bd565b81546001600160a01b0319166001600160a01b039190911617815561136160608401604085016145bd565b6001820180546001600160a01b0319166001600160a01b039290921691909117905561139360808401606085016145bd565b6002820180546001600160a01b0319166001600160a01b03929092169190911790556113c560c0840160a085016145e3565b60018201805463ffffffff92909216600160c01b0263ffffffff60c01b199092169190911790556113fc60a08401608085016145fc565b60038201805467ffffffffffffffff19166001600160401b039290921691909117905561142f60a08401608085016145fc565b60038201805467ffffffffffffffff60801b1916600160801b6001600160401b03939093169290920291909117905560c0830180356005830181905560e08501356006840155610100850135600784015582546009840191909155600160088401556001600160e81b031661030160e81b1782556114b09060a085016145e3565b6114c09063ffffffff1642614586565b81546001600160401b0391909116600160a01b0267ffffffffffffffff60a01b199091161781558235827f60a954333e51117a428ae0a94d1a44fa469fe039a269f41274626c4072c6d6d861151b60408701602088016145bd565b61152b60608801604089016145bd565b61153b6080890160608a016145bd565b61154b60a08a0160808b016145fc565b604080516001600160a01b039586168152938516602085015291909316908201526001600160401b03909116606082015260800160405180910390a3805460ff60e01b1916600160e01b1781556115a860a08401608085016145fc565b6001600160401b03166001036115c2576115c282826133c1565b50919050565b5f5f6115d6878760036123ed565b915091506001856001600160401b03161080611602575066010000000000006001600160401b03861610155b1561163257604051634ab29c0f60e01b8152600481018890526001600160401b038616602482015260440161033c565b815460068301546007840154600160f01b90920461ffff169160ff84165f19016116c05760018316158015906116685750818614155b15611689576040516381bffd8360e01b8152600481018b905260240161033c565b602283161580159061169a57508086145b156116bb57604051630810fc8560e01b8152600481018b905260240161033c565b611725565b60028316158015906116d25750808614155b156116f3576040516381bffd8360e01b8152600481018b905260240161033c565b601183161580159061170457508186145b1561172557604051630810fc8560e01b8152600481018b905260240161033c565b5f60028888604051602001611744929190918252602082015260400190565b60408051601f198184030181529082905261175e91614615565b602060405180830381855afa158015611779573d5f5f3e3d5ffd5b5050506040513d601f19601f8201168201806040525081019061179c919061462b565b6040805163ffffffff8d16815260ff881660208201526001600160401b038c1681830152606081018b9052608081018a905290519192508c917f51b7ff53e2c2d520cdaacd57e017a3ef53ab3887f6c31b32ce930aa7be1de2829181900360a00190a25f1960ff86160161186f5760068601879055600886018190556002808701805465ffffffffffff60a01b1916600160a01b65ffffffffffff8d160217905586546001600160f01b0316600160f01b6011871761ffff1602178755611864908790612c82565b505050505050611ab9565b60028601805465ffffffffffff808c16600160d01b026001600160d01b039092169190911791829055602095909517946001600160401b038b16600160a01b90920416146119485785546001600160f01b0316600160f01b6040861761ffff16021786556118dc8661332f565b600386015460408051600160c01b9092046001600160401b031682525f6020830181905260019183019190915260608201528b907f35648bf46ead72baeb8166b4ad2c17d160b3e9d2181e8024a9bc39953b43b9af9060800160405180910390a2505050505050611ab9565b60058601546040517539bcb737b217b234b9b83aba3297ba3930b1b297bb1960511b602082015260368101919091525f9060029060560160408051601f198184030181529082905261199991614615565b602060405180830381855afa1580156119b4573d5f5f3e3d5ffd5b5050506040513d601f19601f820116820180604052508101906119d7919061462b565b6005880181905560088801546006890155600788018390558754600161ff0160e01b0316600160f01b600388811761ffff169190910260ff60e01b191691909117600360e01b1789558801805467ffffffffffffffff60401b191690559050611a418a6001614586565b60038801805467ffffffffffffffff60801b1916600160801b6001600160401b039384160217905560408051918c168252602082018390528d917f1e59ca871d7e0ef912b43d3f53866c62c7515b385ff548f2af55bbaf33b91ca1910160405180910390a2611ab1876001612c82565b505050505050505b5050505050565b60408051610160810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e0810182905261010081018290526101208101829052610140810191909152611b21826122a8565b50505f90815260026020818152604092839020835161016081018552815481526001820154928101929092529182015492810192909252600301546001600160401b038082166060840152600160401b820481166080840152600160801b82041660a083015260ff600160c01b8204811660c0840152600160c81b8204811660e0840152600160d01b820481161515610100840152600160d81b820481161515610120840152600160e01b9091041661014082015290565b5f5f611be7878760026123ed565b909250905060018254600160e01b900460ff166008811115611c0b57611c0b614037565b14158015611c36575060038254600160e01b900460ff166008811115611c3357611c33614037565b14155b15611c6457815460405163041d44f960e11b815261033c918991600160e01b90910460ff16906004016144a1565b60018560ff161115611c9557604051630d92547560e21b81526004810188905260ff8616602482015260440161033c565b60038201546001600160401b03600160401b8204811691600160801b90041660ff87165f03611ce5576002611cca8383614512565b611cd49190614559565b611cde9083614586565b9050611d08565b6002611cf18383614512565b611cfb9190614559565b611d059083614586565b91505b5f60ff881615611d18575f611d1b565b60015b60ff1690505f6001611d2d8585614512565b6001600160401b031611611d41575f611d44565b60015b60ff1690505f611d548284614642565b9050878114611d87576040516305c8e0c560e31b8152600481018d9052602481018290526044810189905260640161033c565b5f611dbc8d89898e8989600114611d9e575f61354f565b8f8f5f818110611db057611db0614531565b9050602002013561354f565b6003890180546001600160401b03888116600160801b0267ffffffffffffffff60801b19918b16600160401b0291909116600160401b600160c01b03199092169190911717905590505f839003611e77578c5f516020614c7d5f395f51905f528d898e8a8a5f604051611e3496959493929190614655565b60405180910390a287546001600160f01b0316600160f01b61fff3831602178855611e5f8d896133c1565b611e6a886001612c82565b5050505050505050611ab9565b5f8a8a86818110611e8a57611e8a614531565b602002919091013560088b01819055600493909317600819169291505060011960ff891601611eba576008821791505b81895f01601e6101000a81548161ffff021916908361ffff1602179055508d5f516020614c7d5f395f51905f528e8a8f8b8b87604051611eff96959493929190614655565b60405180910390a261082c896108278a612c66565b5f5f611f22878760046123ed565b5f898152600260205260409020600381015492945090925090600160d01b900460ff16611f6557604051636168c79960e01b81526004810189905260240161033c565b8254600160f01b900461ffff811690610200165f03611fa7576040516305c8e0c560e31b8152600481018a9052600160248201525f604482015260640161033c565b6001600160401b038681161590861615141580611fd0575063400000006001600160401b038716115b80611fe7575063800000006001600160401b038616115b1561201757604051634ab29c0f60e01b8152600481018a90526001600160401b038716602482015260440161033c565b61202460a0880188614696565b90505f036120da576001600160401b038616151580612050575061204b6040880188614696565b151590505b8061206857506120636080880188614696565b151590505b8061207d575061207887806146db565b151590505b80612095575061209060208801886146db565b151590505b806120a35750606087013515155b156120c45760405163c0e8e17f60e01b8152600481018a905260240161033c565b6120d18985846002613243565b50505050611ab9565b5f5f5f5f6120e78b61366b565b9350935093509350831580612116575060ff871660011461210c5787600b0154612112565b87600a01545b8314155b156121375760405163c0e8e17f60e01b8152600481018e905260240161033c565b5f1960ff88160161219f57600688018190558186556003860180546001600160401b038b8116600160401b0267ffffffffffffffff60401b19918e1667ffffffffffffffff60ff60d81b011990931692909217600160d81b1716179055611e6a886002612c82565b85545f9083146121b15750600361221b565b60038701546001600160401b038c811691161415806121e7575060038701546001600160401b038b8116600160401b9092041614155b156121f45750600661221b565b886006015482036122075750600461221b565b8a6001600160401b03165f0361221b575060055b60ff81161561223e576122308e8a8984613243565b505050505050505050611ab9565b600789018290558854600760e01b60ff60e01b19909116178955604080516001600160401b038d811682528c1660208201528f917f5e7d36a92f1fc4bf5f5b862647cef1ee9f728ed35694ff4873741ce0c6a9c58c910160405180910390a261082c896001612c82565b5f818152600160205260408120908154600160e01b900460ff1660088111156122d3576122d3614037565b036122f45760405163c006e93f60e01b81526004810183905260240161033c565b919050565b825461ffff60e01b1916600360e11b17835560018301805460ff8416600160e01b810260ff60e01b19929092169190911790915560408051918252821515602083015285917f3eb8c4bde394a20f64ca9817b8c1f89d7a4738fc8d6fc1ccf2a8bacb950e53bd910160405180910390a260048381015460405163a1338c1560e01b8152918201526024810185905260ff831660448201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063a1338c15906064015f604051808303815f87803b1580156123db575f5ffd5b505af1158015610833573d5f5f3e3d5ffd5b5f5f6123f8856122a8565b8054909250600160e01b900460ff16600681600881111561241b5761241b614037565b0361243c576040516332a1f60960e11b81526004810187905260240161033c565b8254600160e81b900460ff1691508161246b57604051633cbdfa1560e11b81526004810187905260240161033c565b8254600160a01b90046001600160401b03164211156124b85782546040516337851a4160e11b815260048101889052600160a01b9091046001600160401b0316602482015260440161033c565b60ff82166001146124d65760018301546001600160a01b03166124e2565b82546001600160a01b03165b6001600160a01b0316336001600160a01b03161461251c57604051631c2458fd60e11b81526004810187905233602482015260440161033c565b600183015463ffffffff868116600160a01b909204161461257457600183015460405163231daba760e01b81526004810188905263ffffffff600160a01b90920482166024820152908616604482015260640161033c565b5f600182600881111561258957612589614037565b14806125a6575060038260088111156125a4576125a4614037565b145b806125c2575060078260088111156125c0576125c0614037565b145b806125de575060088260088111156125dc576125dc614037565b145b15612605578354600160f01b9004600416156125fb5760026125fe565b60015b905061262a565b600282600881111561261957612619614037565b036126265750600361262a565b5060045b8060ff168560ff161461265c5760405163f932610160e01b81526004810188905260ff8216602482015260440161033c565b5050935093915050565b61268d878660ff8716600114612680578860070154612686565b88600601545b85856137de565b5f60ff8416156126a15785600201546126a7565b85600101545b90508083838660ff168181106126bf576126bf614531565b90506020020135036126e757604051630810fc8560e01b81526004810189905260240161033c565b5f1960ff8616016127215782828560ff1681811061270757612707614531565b602002919091013560068901555060078701819055610833565b82828560ff1681811061273657612736614531565b6020029190910135600789015550600687018190555050505050505050565b60038201546001600160c01b820460ff169081111591600160801b90046001600160401b031681156127aa578161278b8161471d565b92505060ff841661279d826002614738565b6127a79190614586565b90505b60038501546001600160401b03165b5f8360ff1611801561280557506127da816127d560018661475a565b613a37565b6001600160401b03166127ee836002614738565b6127f9906001614586565b6001600160401b031610155b1561282a57826128148161471d565b93506128239050600283614738565b91506127b9565b600380870180546001600160401b03808616600160801b810267ffffffffffffffff60801b1960ff8a16600160c01b81029190911668ffffffffffffffffff60801b199095169490941717909355928a01805492821b909316600160401b0267ffffffffffffffff60401b19909216919091179091555f906128ad846001614586565b6001600160401b0316901b9050816001600160401b0316816001600160401b0316106128d957816128db565b805b8860030160106101000a8154816001600160401b0302191690836001600160401b03160217905550505050509392505050565b6003870154604080516001600160401b03600160801b84048116808352600160401b9094041660208201819052918c917fb9fea5e7a578d56c921097d5712418033e4d193525ca2f1c3271e51c33867c4d910160405180910390a25f6129778b60060154613a66565b90505f6129878c60070154613a66565b9050811580612994575080155b806129a657506001600160401b038316155b15612a935787156129da576040516305c8e0c560e31b8152600481018e90525f60248201526044810189905260640161033c565b84156129fc57604051630a61e54560e31b8152600481018e905260240161033c565b5f82158015612a09575081155b15612a1657506003612a3d565b82612a2357506002612a3d565b81612a3057506001612a3d565b612a3a8d5f613aa6565b90505b60018d81018054601490612a5f908490600160a01b900463ffffffff16614773565b92506101000a81548163ffffffff021916908363ffffffff160217905550612a898e8e835f6122f9565b5050505050612bfd565b8b5460ff60e01b1916600160e31b178c5560038c018054600160401b600160c01b031916600160801b6001600160401b038616908102919091179091555f60058e0155600103612b42578715612b0c576040516305c8e0c560e31b8152600481018e90525f60248201526044810189905260640161033c565b8b546001600160f01b038116600160f01b9182900461fff316909102178c55612b398d8d8d8a8a8a612fbc565b50505050612bfd565b60018814612b74576040516305c8e0c560e31b8152600481018e9052600160248201526044810189905260640161033c565b8415612b9657604051630a61e54560e31b8152600481018e905260240161033c565b88885f818110612ba857612ba8614531565b602002919091013560088e0155508b5461fff7600160f01b9091041660041760011960ff8c1601612bd7576008175b8c546001600160f01b0316600160f01b61ffff831602178d5561082c8d6108278d612c66565b505050505050505050565b612c1585858585856137de565b81815f818110612c2757612c27614531565b60200291909101356001860155506002819003611ab95781816001818110612c5157612c51614531565b60200291909101356002860155505050505050565b5f60ff8216600114612c79576001612c7c565b60025b92915050565b60018281018054601490612ca4908490600160a01b900463ffffffff16614773565b82546101009290920a63ffffffff818102199093169183160217909155835460ff60e81b1916600160e81b60ff8516021784556001840154612cef9250600160c01b90041642614586565b82546001600160401b0391909116600160a01b0267ffffffffffffffff60a01b199091161790915550565b5f60018460ff161115612d4c57604051630d92547560e21b81526004810189905260ff8516602482015260440161033c565b60038601546001600160401b03600160401b8204811691600160801b90041660ff86165f03612d9c576002612d818383614512565b612d8b9190614559565b612d959083614586565b9050612dbf565b6002612da88383614512565b612db29190614559565b612dbc9083614586565b91505b5f60ff871615612dcf575f612dd2565b60015b60ff1690505f6001612de48585614512565b6001600160401b031611612df8575f612dfb565b60015b60ff169050612e0a8183614642565b8614612e44578b612e1b8284614642565b6040516305c8e0c560e31b8152600481019290925260248201526044810187905260640161033c565b5f612e6d8d8c8c8c8888600114612e5b575f61354f565b8d8d5f818110611db057611db0614531565b60038c0180546001600160401b03878116600160801b0267ffffffffffffffff60801b19918a16600160401b0291909116600160401b600160c01b03199092169190911717905590505f829003612f17578c5f516020614c7d5f395f51905f528d8c8c89895f604051612ee596959493929190614655565b60405180910390a28a5461fff3909116600160f01b026001600160f01b03909116178a555060019350612fb192505050565b5f888885818110612f2a57612f2a614531565b602002919091013560088e01819055600493909317600819169291505060011960ff8c1601612f5a576008821791505b818c5f01601e6101000a81548161ffff021916908361ffff1602179055508d5f516020614c7d5f395f51905f528e8d8d8a8a87604051612f9f96959493929190614655565b60405180910390a25f96505050505050505b979650505050505050565b5f5f612fc78561366b565b509250509150811580612fdb575085548114155b15612ffc5760405163c0e8e17f60e01b81526004810189905260240161033c565b5f5f61300c8a8a8a8a8a8a613ad6565b90925090506003811561308c5760038a01548b907ffe39eb93ca8b62f5b1e15e05ef67b76e07bf356e7e0aad9a144ce9e2736644479061305e90600190600160801b90046001600160401b0316614512565b604080516001600160401b039092168252602082018790520160405180910390a26130898a84613aa6565b90505b60018a810180546014906130ae908490600160a01b900463ffffffff16614773565b92506101000a81548163ffffffff021916908363ffffffff1602179055506130d88b8b835f6122f9565b5050505050505050505050565b8254600160f01b900461ffff166130fc8184613be3565b156131bd575f60ff841660011461311757846007015461311d565b84600601545b9050806002866005015485604051602001613142929190918252602082015260400190565b60408051601f198184030181529082905261315c91614615565b602060405180830381855afa158015613177573d5f5f3e3d5ffd5b5050506040513d601f19601f8201168201806040525081019061319a919061462b565b146131bb57604051632b16c65d60e11b81526004810187905260240161033c565b505b5f1960ff841601613204576102008116158015906131de57508184600b0154145b156131ff57604051630810fc8560e01b81526004810186905260240161033c565b61323b565b61010081161580159061321a57508184600a0154145b1561323b57604051630810fc8560e01b81526004810186905260240161033c565b949350505050565b60038201805460ff60e01b1916600160e01b60ff84169081029190911790915560405190815284907f3873ee892e1ae9dd1561e70774d222fe206f2b8e492b085cbf1ed480e0d026fc9060200160405180910390a26132a18361332f565b600383015484907f35648bf46ead72baeb8166b4ad2c17d160b3e9d2181e8024a9bc39953b43b9af906001600160401b03600160c01b82048116916132f091600191600160801b900416614512565b8654604080516001600160401b0394851681529390921660208401525f91830191909152610400600160f01b90910416151560608201526080016109cc565b60018181018054601490613351908490600160a01b900463ffffffff16614773565b82546101009290920a63ffffffff818102199093169183160217909155825461ffff60e01b1916600560e01b17835560018301546133989250600160c01b90041642614586565b81546001600160401b0391909116600160a01b0267ffffffffffffffff60a01b19909116179055565b60018154600160e01b900460ff1660088111156133e0576133e0614037565b0361346c5760038101805460058301546001600160c01b038216600160801b9092046001600160401b0316600160c01b81029290921790925560098301829055825460ff60e01b1916600160e11b178355604080518281526020810184905291929185917fbbfca9d827d2b6dedb40f8501f7e2050eb47d96e284bc711e05332ce69dc062f91016109cc565b60038101545f9061348f90600190600160801b90046001600160401b0316614512565b6002830154835460ff60e01b1916600160e21b178455909150600160a01b900465ffffffffffff166001600160401b03821614806134ce5760806134d2565b6104805b83546001600160f01b038116600160f01b9182900461ffff90811693169290921702178355600383015460408051600160c01b9092046001600160401b039081168352841660208301528215159082015284907fc509a1e3b6f50f63a6cf67500d99b00c3d1efa9718a89418351baa1faf02fa9b906060016109cc565b8454600160f01b900461ffff8116905f906008168103613570576001613573565b60025b90508460ff166001036135ee5761358a8282613be3565b801561359b575061359b8287613be3565b80156135ae575086600701548760060154145b156135de5760405163583a3a1760e11b8152600481018990526001600160401b038516602482015260440161033c565b5060088601546005870155613661565b8660080154830361361557604051630810fc8560e01b81526004810189905260240161033c565b5f1960ff821601613636576008870154600688015560078701839055613648565b60088701546007880155600687018390555b61365186613bfe565b61365a82613bfe565b8317179150505b9695505050505050565b5f8080808061367d6040870187614696565b9150611000905061369160208801886146db565b905061369d88806146db565b6136a8929150614642565b11156136c057505f93508392508291508190506137d7565b60108111806136dd5750806136d86080880188614696565b905014155b8061370057506136ee816001614642565b6136fb60a0880188614696565b905014155b1561371757505f93508392508291508190506137d7565b5f61372d6137286080890189614696565b613c19565b90965090508561374b57505f94508493508392508291506137d79050565b5f61375588613d39565b9096509050808261376960a08b018b614696565b6137769187915f916144b5565b60405160200161378994939291906147b6565b60408051601f1981840301815291905280516020909101209450600186866137b460a08c018c614696565b878181106137c4576137c4614531565b9050602002013596509650965096505050505b9193509193565b6003840154600160c01b900460ff165f8181036138825760018314613827576040516305c8e0c560e31b815260048101889052600160248201526044810184905260640161033c565b5f8484828161383857613838614531565b905060200201356040516020016138659291906001600160f81b0319929092168252600182015260210190565b604051602081830303815290604052805190602001209050613a14565b600283146138b4576040516305c8e0c560e31b815260048101889052600260248201526044810184905260640161033c565b8160ff1660010361399d57600160f81b5f858582816138d5576138d5614531565b905060200201356040516020016139029291906001600160f81b0319929092168252600182015260210190565b604051602081830303815290604052805190602001205f60f81b8686600181811061392f5761392f614531565b9050602002013560405160200161395c9291906001600160f81b0319929092168252600182015260210190565b60408051601f198184030181529082905280516020918201206001600160f81b03199094169082015260218101919091526041810191909152606101613865565b600160f81b84845f816139b2576139b2614531565b90506020020135858560018181106139cc576139cc614531565b6040516001600160f81b031990951660208681019190915260218601949094529290920201356041830152506061016040516020818303038152906040528051906020012090505b848114610fa15760405163028b4fc160e21b81526004810188905260240161033c565b5f60ff82166001613a5381831b6001600160401b038716614642565b613a5d91906147ce565b901c9392505050565b5f8163ffffffff811115613a7c57505f92915050565b80637f800000637fffffff821611158061323b57508063ffffffff16637fc0000014949350505050565b5f82600601548203613aba57506001612c7c565b82600701548203613acd57506002612c7c565b50600392915050565b600380850154908601545f91829182916001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016916316833a8191899160ff600160c81b830416916001600160401b03600160801b91829004811692613b4792600192910416614512565b8d600501548b8b6040518863ffffffff1660e01b8152600401613b70979695949392919061498d565b606060405180830381865afa158015613b8b573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613baf9190614b3e565b9094509250905080613bd757604051630a61e54560e31b8152600481018a905260240161033c565b50965096945050505050565b5f613bed82613bfe565b831661ffff165f1415905092915050565b5f60ff8216600114613c11576002612c7c565b600192915050565b5f80805b83811015613d2c57365f868684818110613c3957613c39614531565b9050602002810190613c4b9190614696565b90925090506008811115613c6857505f9350839250613d32915050565b60015f5b82811015613cee575f848483818110613c8757613c87614531565b9050602002016020810190613c9c91906145fc565b6001600160401b031690505f81118015613cc25750613cbf816340000000614b78565b83115b15613cd957505f9650869550613d32945050505050565b613ce38184614b8b565b925050600101613c6c565b50848383604051602001613d0493929190614ba2565b6040516020818303038152906040528051906020012094505050508080600101915050613c1d565b50600191505b9250929050565b5f8080613d4684806146db565b9050613d5285806146db565b613d5f60208801886146db565b9050613d6e60208901896146db565b613d7b60408b018b614696565b9050613d8a60408c018c614696565b8c60600135604051602001613da89a99989796959493929190614be8565b6040516020818303038152906040529050600281604051613dc99190614615565b602060405180830381855afa158015613de4573d5f5f3e3d5ffd5b5050506040513d601f19601f82011682018060405250810190613e07919061462b565b925060208151036020820120915050915091565b5f60208284031215613e2b575f5ffd5b5035919050565b5f5f60408385031215613e43575f5ffd5b50508035926020909101359150565b803563ffffffff811681146122f4575f5ffd5b803560ff811681146122f4575f5ffd5b5f5f83601f840112613e85575f5ffd5b5081356001600160401b03811115613e9b575f5ffd5b6020830191508360208260051b8501011115613d32575f5ffd5b5f60c082840312156115c2575f5ffd5b5f5f5f5f5f5f5f5f60c0898b031215613edc575f5ffd5b88359750613eec60208a01613e52565b9650613efa60408a01613e65565b955060608901356001600160401b03811115613f14575f5ffd5b613f208b828c01613e75565b90965094505060808901356001600160401b03811115613f3e575f5ffd5b613f4a8b828c01613eb5565b93505060a08901356001600160401b03811115613f65575f5ffd5b613f718b828c01613e75565b999c989b5096995094979396929594505050565b5f5f60408385031215613f96575f5ffd5b82359150613fa660208401613e65565b90509250929050565b5f5f5f5f60608587031215613fc2575f5ffd5b84359350613fd260208601613e52565b925060408501356001600160401b03811115613fec575f5ffd5b613ff887828801613e75565b95989497509550505050565b5f5f5f60608486031215614016575f5ffd5b8335925061402660208501613e52565b929592945050506040919091013590565b634e487b7160e01b5f52602160045260245ffd5b6009811061406757634e487b7160e01b5f52602160045260245ffd5b9052565b81516001600160a01b031681526103008101602083015161409760208401826001600160401b03169052565b5060408301516140aa604084018261404b565b5060608301516140bf606084018260ff169052565b5060808301516140d5608084018261ffff169052565b5060a08301516140f060a08401826001600160a01b03169052565b5060c083015161410860c084018263ffffffff169052565b5060e083015161412060e084018263ffffffff169052565b5061010083015161413761010084018260ff169052565b506101208301516141546101208401826001600160a01b03169052565b5061014083015161417061014084018265ffffffffffff169052565b5061016083015161418c61016084018265ffffffffffff169052565b506101808301516141a96101808401826001600160401b03169052565b506101a08301516141c66101a08401826001600160401b03169052565b506101c08301516141e36101c08401826001600160401b03169052565b506101e08301516142006101e08401826001600160401b03169052565b506102008301516102008301526102208301516102208301526102408301516102408301526102608301516102608301526102808301516102808301526102a08301516102a08301526102c08301516102c08301526102e08301516102e083015292915050565b5f610120828403128015614279575f5ffd5b509092915050565b80356001600160401b03811681146122f4575f5ffd5b5f5f5f5f5f60a086880312156142ab575f5ffd5b853594506142bb60208701613e52565b93506142c960408701614281565b94979396509394606081013594506080013592915050565b5f61016082019050825182526020830151602083015260408301516040830152606083015161431b60608401826001600160401b03169052565b50608083015161433660808401826001600160401b03169052565b5060a083015161435160a08401826001600160401b03169052565b5060c083015161436660c084018260ff169052565b5060e083015161437b60e084018260ff169052565b5061010083015161439161010084018215159052565b506101208301516143a761012084018215159052565b506101408301516143be61014084018260ff169052565b5092915050565b5f5f5f5f5f608086880312156143d9575f5ffd5b853594506143e960208701613e52565b93506143f760408701613e65565b925060608601356001600160401b03811115614411575f5ffd5b61441d88828901613e75565b969995985093965092949392505050565b5f5f5f5f5f60a08688031215614442575f5ffd5b8535945061445260208701613e52565b935060408601356001600160401b0381111561446c575f5ffd5b61447888828901613eb5565b93505061448760608701614281565b915061449560808701614281565b90509295509295909350565b82815260408101610a7c602083018461404b565b5f5f858511156144c3575f5ffd5b838611156144cf575f5ffd5b5050600583901b0193919092039150565b634e487b7160e01b5f52601160045260245ffd5b5f60ff821660ff8103614509576145096144e0565b60010192915050565b6001600160401b038281168282160390811115612c7c57612c7c6144e0565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52601260045260245ffd5b5f6001600160401b0383168061457157614571614545565b806001600160401b0384160491505092915050565b6001600160401b038181168382160190811115612c7c57612c7c6144e0565b5f600182016145b6576145b66144e0565b5060010190565b5f602082840312156145cd575f5ffd5b81356001600160a01b0381168114610a7c575f5ffd5b5f602082840312156145f3575f5ffd5b610a7c82613e52565b5f6020828403121561460c575f5ffd5b610a7c82614281565b5f82518060208501845e5f920191825250919050565b5f6020828403121561463b575f5ffd5b5051919050565b80820180821115612c7c57612c7c6144e0565b63ffffffff96909616865260ff94851660208701529290931660408501526001600160401b039081166060850152909116608083015260a082015260c00190565b5f5f8335601e198436030181126146ab575f5ffd5b8301803591506001600160401b038211156146c4575f5ffd5b6020019150600581901b3603821315613d32575f5ffd5b5f5f8335601e198436030181126146f0575f5ffd5b8301803591506001600160401b03821115614709575f5ffd5b602001915036819003821315613d32575f5ffd5b5f60ff82168061472f5761472f6144e0565b5f190192915050565b6001600160401b0381811683821602908116908181146143be576143be6144e0565b60ff8281168282160390811115612c7c57612c7c6144e0565b63ffffffff8181168382160190811115612c7c57612c7c6144e0565b5f6001600160fb1b038311156147a3575f5ffd5b8260051b80838637939093019392505050565b8481528360208201525f61366160408301848661478f565b81810381811115612c7c57612c7c6144e0565b5f5f8335601e198436030181126147f6575f5ffd5b83016020810192503590506001600160401b03811115614814575f5ffd5b803603821315613d32575f5ffd5b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b5f5f8335601e1984360301811261485f575f5ffd5b83016020810192503590506001600160401b0381111561487d575f5ffd5b8060051b3603821315613d32575f5ffd5b8183525f6001600160fb1b038311156148a5575f5ffd5b8260051b80836020870137939093016020019392505050565b5f8383855260208501945060208460051b820101835f607e19863603015b8782101561498057848403601f1901895282358181126148fa575f5ffd5b87016001600160401b0361490d82614281565b1685526001600160401b0361492460208301614281565b16602086015263ffffffff61493b60408301613e52565b16604086015261494e606082018261484a565b91506080606087015261496560808701838361488e565b955050506020830192506020890198506001820191506148dc565b5091979650505050505050565b60c081525f61499c898a6147e1565b60c0808501526149b161018085018284614822565b9150506149c160208b018b6147e1565b84830360bf190160e08601526149d8838284614822565b925050506149e960408b018b61484a565b84830360bf1901610100860152614a0183828461488e565b60608d01356101208701529250614a1e91505060808b018b61484a565b84830360bf1901610140860152808352602080840190600583901b850101835f5b84811015614aaa57868303601f19018452614a5a828761484a565b808552602085015f5b82811015614a91576001600160401b03614a7c85614281565b16825260209384019390910190600101614a63565b5060209687019690955093909301925050600101614a3f565b5050614ab960a08f018f61484a565b88830360bf19016101608a015295509350614ad581868661488e565b945050505050614aea602084018a60ff169052565b6001600160401b03881660408401526001600160401b038716606084015285608084015282810360a0840152614b218185876148be565b9a9950505050505050505050565b805180151581146122f4575f5ffd5b5f5f5f60608486031215614b50575f5ffd5b614b5984614b2f565b60208501519093509150614b6f60408501614b2f565b90509250925092565b5f82614b8657614b86614545565b500490565b8082028115828204841417612c7c57612c7c6144e0565b8381525f60208201845f5b85811015614bdc576001600160401b03614bc683614281565b1683526020928301929190910190600101614bad565b50909695505050505050565b7573796e6f642f646973707574652f656e7472792f763160501b815260e08b901b6001600160e01b0319166017820152888a601b8301375f89820163ffffffff60e01b8a60e01b16601b8201528789601f830137601b88820101905063ffffffff60e01b8760e01b166004820152614c6460088201868861478f565b938452505060209091019a995050505050505050505056feefd9aff0ccf6b03540c503c03e0916ac5a2ee18fba70e4756a17f8a25f30b29fa164736f6c6343000825000a6080604052348015600e575f5ffd5b50614bfc8061001c5f395ff3fe608060405234801561000f575f5ffd5b5060043610610055575f3560e01c80630da2c86e1461005957806316833a811461009857806331fd2dc4146100ca5780633cb83b5e14610122578063abb86fb614610151575b5f5ffd5b61006c61006736600461444c565b610186565b6040805193151584526001600160401b0392831660208501529116908201526060015b60405180910390f35b6100ab6100a63660046144ac565b6101eb565b604080519315158452602084019290925215159082015260600161008f565b6100dd6100d836600461444c565b61038c565b6040805197151588526020880196909652948601939093526060850191909152151560808401526001600160401b0390811660a08401521660c082015260e00161008f565b61013561013036600461457f565b61041f565b6040805163ffffffff909316835290151560208301520161008f565b61016461015f366004614596565b610433565b604080519415158552602085019390935291830152606082015260800161008f565b5f5f5f61019161437c565b61019b8686610450565b90945090508315806101b357506101b181610569565b155b156101c7575f5f5f935093509350506101e4565b60016101d282610d66565b6101dc835f610f36565b935093509350505b9250925092565b5f5f5f6101f661437c565b6102008b8b610450565b9094509050831580610218575061021681610569565b155b8061023d575061022781610d66565b6001600160401b0316896001600160401b031610155b80610263575061024d818a610f36565b6001600160401b0316886001600160401b031610155b1561027757505f925082915081905061037f565b5f610283828b8b611122565b905061028d6143c1565b6102a983838f8060a001906102a291906145c7565b8c8c611621565b9096509050856102c557505f945084935083925061037f915050565b5f5f6102d08b611800565b91509150806102ee5750600196505f955085945061037f9350505050565b5f5b600381101561034b57602085015160019082600381106103125761031261460c565b602002015160ff160361034357828482600381106103325761033261460c565b63ffffffff90921660209290920201525b6001016102f0565b50835183516020850151604086015160019361036a939092909161185a565b90985063ffffffff1696506001955050505050505b9750975097945050505050565b5f5f5f5f5f5f5f61039c89611941565b92995090975095509350866103c457505f955085945084935083925082915081905080610413565b6103cc61437c565b6103d68a8a610450565b90945090508380156103ec57506103ec81610569565b1561040d576103fa81610d66565b9250610406815f610f36565b9150610411565b5f93505b505b92959891949750929550565b5f5f61042a83611800565b91509150915091565b5f5f5f5f61044085611941565b93509350935093505b9193509193565b5f61045961437c565b60ff8316602082015261046f60808501856145c7565b61047891614686565b60e0820152365f610489868061475a565b9092509050365f61049d602089018961475a565b90925090506005831180156104fe57507f0ae5aeeefb0e46c44b3d246e2778a3d49f8aa3955ce251a878682ab876e6148c84846104db6005826147b0565b6104e69282906147c3565b6040516104f49291906147ea565b6040518091039020145b156105365761052985855f866105156005826147b0565b92610522939291906147c3565b858561194e565b9550955050505050610562565b61055985858560405161054a9291906147ea565b60405180910390208484611dc0565b95509550505050505b9250929050565b60e0810151515f90815b81811015610618575f8460e0015182815181106105925761059261460c565b602002602001015190506008815111156105b057505f949350505050565b60015f5b825181101561060d578281815181106105cf576105cf61460c565b60200260200101516001600160401b0316826105eb91906147f9565b9150634000000082111561060557505f9695505050505050565b6001016105b4565b505050600101610573565b5082515f80806106278761207d565b91509150811561075457604080516080810182525f80825260208201819052918101829052606081019190915261065e88836122da565b909450905060021960ff8616016106f65783801561069b57508760e0015160028151811061068e5761068e61460c565b6020026020010151516001145b80156106f3575080604001516001600160401b03168860e001516002815181106106c7576106c761460c565b60200260200101515f815181106106e0576106e061460c565b60200260200101516001600160401b0316145b93505b83801561074c575063400000006001600160401b031681604001516001600160401b0316825f01516001600160401b031683606001516001600160401b031661073f91906147f9565b61074991906147f9565b11155b935050610d3e565b61075d876126d2565b15610882575f5f61076d896126ff565b909250905060ff8616600e14610784576003610787565b60045b60ff16871480156107b657508860e0015181815181106107a9576107a961460c565b6020026020010151516001145b801561082e57506107e38960e0015183815181106107d6576107d661460c565b6020026020010151612729565b6001600160401b03168960e0015182815181106108025761080261460c565b60200260200101515f8151811061081b5761081b61460c565b60200260200101516001600160401b0316145b801561087957508860e00151818151811061084b5761084b61460c565b60200260200101515f815181106108645761086461460c565b60200260200101516001600160401b03165f14155b94505050610d3e565b600d1960ff851601610896575f9250610d3e565b60ff8416600414806108ab575060ff84166005145b156109075784600214801561090057506109008760e001515f815181106108d4576108d461460c565b60200260200101518860e001516001815181106108f3576108f361460c565b6020026020010151612766565b9250610d3e565b60051960ff851601610a715784600214801561094257508660e001516001815181106109355761093561460c565b6020026020010151516001145b801561096b57505f8760e001515f815181106109605761096061460c565b602002602001015151115b8015610a1f57508660e001515f815181106109885761098861460c565b602002602001015160018860e001515f815181106109a8576109a861460c565b6020026020010151516109bb91906147b0565b815181106109cb576109cb61460c565b60200260200101516001600160401b03168760e001516001815181106109f3576109f361460c565b60200260200101515f81518110610a0c57610a0c61460c565b60200260200101516001600160401b0316145b801561090057508660e00151600181518110610a3d57610a3d61460c565b60200260200101515f81518110610a5657610a5661460c565b60200260200101516001600160401b03165f14159250610d3e565b60ff841660071480610a86575060ff84166008145b80610a94575060ff8416600b145b15610aa457846001149250610d3e565b60ff841660091480610ab9575060ff8416600a145b15610ba357846001148015610af857508660e001515f81518110610adf57610adf61460c565b6020026020010151518760a001516001600160401b0316105b8015610b60575060ff841660091480610b60575063010000008760e001515f81518110610b2757610b2761460c565b60200260200101518860a001516001600160401b031681518110610b4d57610b4d61460c565b60200260200101516001600160401b0316105b801561090057508660e001515f81518110610b7d57610b7d61460c565b60200260200101518760a001516001600160401b031681518110610a5657610a5661460c565b600f1960ff851601610c2557846003148015610bc6575060028760c0015160ff16105b8015610be65750610be68760e001515f815181106108d4576108d461460c565b801561090057506109008760e001515f81518110610c0657610c0661460c565b60200260200101518860e001516002815181106108f3576108f361460c565b60ff841660111480610c3a575060ff84166012145b15610c635784600214801561090057506109008760e001515f815181106108d4576108d461460c565b60ff841660131480610c78575060ff84166014145b15610d3e57846002148015610cd25750610cd28760e001515f81518110610ca157610ca161460c565b60200260200101518860e00151600181518110610cc057610cc061460c565b60200260200101518960a001516127e8565b8015610d3b575060ff841660131480610d3b575063010000008760e00151600181518110610d0257610d0261460c565b60200260200101518860a001516001600160401b031681518110610d2857610d2861460c565b60200260200101516001600160401b0316105b92505b828015610d5b57505f610d5088610d66565b6001600160401b0316115b979650505050505050565b80515f9081610d748461207d565b5090508015610db5575f610d87856128ae565b9150508060400151815f01518260600151610da29190614810565b610dac9190614810565b95945050505050565b610dbe846126d2565b15610de9575f610dcd856126ff565b509050610dac8560e0015182815181106107d6576107d661460c565b60ff821660091480610dfe575060ff8216600a145b15610e7f578360e001515f81518110610e1957610e1961460c565b60200260200101518460a001516001600160401b031681518110610e3f57610e3f61460c565b6020026020010151610e6d8560e001515f81518110610e6057610e6061460c565b6020026020010151612967565b610e77919061484d565b949350505050565b600a1960ff831601610e95575060019392505050565b60ff821660131480610eaa575060ff82166014145b15610ec957610e778460e00151600181518110610e6057610e6061460c565b600460ff831610801590610ee15750600860ff831611155b80610eff5750601060ff831610801590610eff5750601260ff831611155b15610f1d57610e778460e001515f81518110610e6057610e6061460c565b604051633405f81960e21b815260040160405180910390fd5b81515f9081610f448561207d565b5090508015610f89575f610f57866128ae565b91505060ff8316600314610f6f578060200151610f7f565b6020810151610f7f90600161487a565b935050505061111c565b610f92856126d2565b15610fe0575f610fa1866126ff565b509050610fbd8660e0015182815181106107d6576107d661460c565b610fd68760e001518381518110610e6057610e6061460c565b610f7f919061484d565b60081960ff831601611039578460e001515f815181106110025761100261460c565b60200260200101518560a001516001600160401b0316815181106110285761102861460c565b60200260200101519250505061111c565b60091960ff83160161109e578460e001515f8151811061105b5761105b61460c565b60200260200101518560a001516001600160401b0316815181106110815761108161460c565b60200260200101516001611095919061487a565b9250505061111c565b600a1960ff8316016110c3576110958560e001515f81518110610e6057610e6061460c565b60131960ff8316016110da5760029250505061111c565b600460ff8316108015906110f25750600860ff831611155b806111105750601060ff8316108015906111105750601360ff831611155b15610f1d576001925050505b92915050565b61112a6143df565b83515f6111368661207d565b50905080156111535761114a8686866129a9565b9250505061161a565b61115c866126d2565b156111c1575f61116b876126ff565b506001808652602086015181905260e089015180519293506111bb9287929185918b916111a291849081106107d6576107d661460c565b6111ac908b614810565b6111b6919061487a565b612b70565b50611617565b60ff8216600914806111d6575060ff8216600a145b806111e4575060ff8216600b145b15611356575f80600a1960ff85160161121a576112108860e001515f81518110610e6057610e6061460c565b9150859050611304565b5f8860e001515f815181106112315761123161460c565b60200260200101519050808960a001516001600160401b03168151811061125a5761125a61460c565b602002602001015192505f600190505f8a60a00151600161127b919061487a565b6001600160401b031690505b82518110156112bf578281815181106112a2576112a261460c565b6020026020010151826112b59190614810565b9150600101611287565b506112ca818a614899565b8189866112d7838e61484d565b6112e19190614810565b6112eb919061487a565b6112f59190614810565b6112ff919061487a565b925050505b6020850151600190526001600160401b038281169087160361133d576003855261133885600161133385612beb565b612c6d565b61134f565b600180865261134f9086905f84612b70565b5050611617565b60ff82166013148061136b575060ff82166014145b156114d4575f8660e001516001815181106113885761138861460c565b602002602001015190505f818860a001516001600160401b0316815181106113b2576113b261460c565b602002602001015190505f600190505f8960a0015160016113d3919061487a565b6001600160401b031690505b8351811015611417578381815181106113fa576113fa61460c565b60200260200101518261140d9190614810565b91506001016113df565b505f611423828a614899565b8261142e8186614810565b611438908c61484d565b6114429190614810565b61144c919061487a565b905060ff8616601414801561146857506001600160401b038816155b15611491576003875261147d875f8084612b70565b61148c87600161133386612beb565b6114cb565b6002875260131960ff8716016114af576020870151600190526114bb565b6114bb875f5f84612b70565b6114cb876001633f800000612c6d565b50505050611617565b60ff8216600414806114e9575060ff82166005145b156115265760ff8216600414611500576002611503565b60015b60ff168352611514835f8088612b70565b6115218360018088612b70565b611617565b60051960ff83160161156c5760018352611542835f8088612b70565b611521836001806115628a60e001515f815181106107d6576107d661460c565b6111b6908a614899565b60ff821660071480611581575060ff82166011145b156115a65760028352611596835f8088612b70565b6115218360018860800151612c6d565b60071960ff8316016115c25760068352611521835f8088612b70565b600f1960ff8316016115fb57600283526115de835f8088612b70565b6115218360018860c0015160026115f591906148c6565b88612b70565b60111960ff831601610f1d5760078352611514835f8088612b70565b50505b9392505050565b5f61162a6143c1565b5f805b60038110156117ef575f8960200151826003811061164d5761164d61460c565b6020020151905060021960ff8216016116a257896080015182600381106116765761167661460c565b602002015184836003811061168d5761168d61460c565b63ffffffff90921660209290920201526117e6565b60011960ff8216016117e65782861480611771575061176f8b60e001518b6040015184600381106116d5576116d561460c565b602002015160ff16815181106116ed576116ed61460c565b60200260200101518b60600151846003811061170b5761170b61460c565b60200201518b8b8e6040015187600381106117285761172861460c565b602002015160ff1681811061173f5761173f61460c565b905060200201358a8a888181106117585761175861460c565b905060200281019061176a91906148df565b612cbf565b155b15611781575f94505050506117f5565b8686848181106117935761179361460c565b90506020028101906117a591906148df565b6117b69060608101906040016148fd565b8483600381106117c8576117c861460c565b63ffffffff9092166020929092020152826117e281614920565b9350505b5060010161162d565b50831491505b965096945050505050565b5f808263ffffffff81111561181a57505f93849350915050565b80637f800000637fffffff821611801561183e57508063ffffffff16637fc0000014155b1561184f57505f9485945092505050565b946001945092505050565b5f5f1960ff861601611877576118708484612d26565b9050611938565b60011960ff86160161188d576118708484612e46565b60021960ff8616016118a3576118708484612f4e565b60031960ff8616016118c257611870826118bd8686612e46565b612d26565b60041960ff8616016118d95761187084848461308d565b60051960ff861601611900576118ef5f85613269565b6118f9575f611870565b5082611938565b60061960ff861601611916576118ef5f84613269565b60405163bd3c908960e01b815260ff8616600482015260240160405180910390fd5b610dac816132af565b5f5f5f5f610440856132d2565b5f61195761437c565b5f19600584108015906119ab57507f04d20a68a7c6e979619094f49c4c43347c778271f2ec13da7e4756204965534461199360055f87896147c3565b6040516119a19291906147ea565b6040518091039020145b156119b757505f611a72565b5f5b846119c5826006614938565b11611a70578585828181106119dc576119dc61460c565b9050013560f81c60f81b6001600160f81b031916600b60fa1b148015611a5157507f7b39eb3c04bba39924ac8938a8914a0076fb9c568deeb6119e8360ef3e03c780868287611a2c826006614938565b92611a39939291906147c3565b604051611a479291906147ea565b6040518091039020145b15611a5e57809150611a70565b80611a6881614920565b9150506119b9565b505b5f198103611a86575f889250925050611db6565b365f611a948382888a6147c3565b915091505f5f5f611ac98a8a885f14611ab757611ab2896001614938565b611ab9565b5f5b611ac49282906147c3565b613444565b92509250925082611ae5575f8d97509750505050505050611db6565b60ff811660c08e01526040515f90611b00908e908e906147ea565b604051908190039020905084155f516020614bd05f395f51905f52821480611b4757507f60ffc9aa68baa3b623aef27d83ee6ec05c37047e5dc9b2edddc3845ffb4d3ee082145b15611b97575f516020614bd05f395f51905f528214611b6757600d611b6a565b600c5b60ff168f52600284148015611b855750611b858f888861373f565b8f995099505050505050505050611db6565b7f1a21fb8b1d022d4555cd5839054fb47a704dd314d512cd9ebff65e297de3ade98203611be057600e8f52808015611b855750836003148f995099505050505050505050611db6565b7fbdee81074df37e4738cba5a05d83b330a39e1101330e75653a54737f26a1aed88203611c3857600f8f52808015611c185750836002145b8015611b8557508260ff166001148f995099505050505050505050611db6565b7f46fcaa909ebb3e5eaa565d68d7ad235988ce778dc8909251c103e674c148f31d821480611c8557507f41ee8ccb7d6f95748d831ef4985550d2e3967d9e4d92d8d474fef70a7e4aa23082145b15611cac5760108f52808015611b855750836002148f995099505050505050505050611db6565b83600114611cc7575f8f995099505050505050505050611db6565b7f8bb587975337a9e49db588d9e2081e2dcf2928a5bdf3c8a02488dd2d7bc074f68203611d045760128f5298508d9750611db69650505050505050565b7ff0d91f8ef855806f1ada006cdb88a3766bd2b06f1558c7d86f53832d376fcd168203611d3a5760118f52611b858f8888613842565b5f516020614bb05f395f51905f52821480611d7457507f4182e5b1bf2924d191fd32f0d581c5f2c82721c218439fc1d0b04996c42bf15782145b15611da7575f516020614bb05f395f51905f528214611d94576014611d97565b60135b60ff168f52611b858f88886139b6565b5f8f9950995050505050505050505b9550959350505050565b5f611dc961437c565b82155f516020614bd05f395f51905f52861480611e0557507f60ffc9aa68baa3b623aef27d83ee6ec05c37047e5dc9b2edddc3845ffb4d3ee086145b15611e43575f516020614bd05f395f51905f528614611e25576002611e28565b60015b60ff168752611e3887868661373f565b879250925050612074565b7f1a21fb8b1d022d4555cd5839054fb47a704dd314d512cd9ebff65e297de3ade98603611e735760038752611fb5565b7f4f5a8bb8492337e79bdc674d6f31ac448f8017e26cc7bfe3144fb5d886fe5369861480611ec057507f2feeb2293f3b9b3d45bb50a1ed836dbfe3fe8a160db7ac99b56756f85b456b9d86145b15611ece5760048752611fb5565b7f46fcaa909ebb3e5eaa565d68d7ad235988ce778dc8909251c103e674c148f31d861480611f1b57507f41ee8ccb7d6f95748d831ef4985550d2e3967d9e4d92d8d474fef70a7e4aa23086145b15611f295760058752611fb5565b7fbdee81074df37e4738cba5a05d83b330a39e1101330e75653a54737f26a1aed88603611f595760068752611fb5565b7f8bb587975337a9e49db588d9e2081e2dcf2928a5bdf3c8a02488dd2d7bc074f68603611f895760088752611fb5565b7f27f0097dcbff01844c37c02c820b259a7b99faffabdbc43021b6c4bafdb32a3f8603611fb557600b87525b865160ff1615611fc9579150859050612074565b7ff0d91f8ef855806f1ada006cdb88a3766bd2b06f1558c7d86f53832d376fcd168603611fff5760078752611e38878686613842565b5f516020614bb05f395f51905f5286148061203957507f4182e5b1bf2924d191fd32f0d581c5f2c82721c218439fc1d0b04996c42bf15786145b1561206c575f516020614bb05f395f51905f52861461205957600a61205c565b60095b60ff168752611e388786866139b6565b5f8792509250505b94509492505050565b6040805160e0810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c08101829052825160ff60a083018190528116600114806120d2575060ff81166002145b1561211d57604080850151606095860151600260c0860181905260ff94909416909314608085015291151594830194909452151592810192909252506001602082018190525f825291565b60021960ff8216016121455750600360c08201526001602082018190525f8252939092509050565b60ff8116600c148061215a575060ff8116600d145b156122415760ff8116600d146080830152600360c08084019190915284015161218490600161494b565b60ff90811660a084015260c0850151165f036121ea578360400151156121c957606080850151600191840191909152151560408301525f602083015260028252612237565b60608085015115908301525f60408301819052600260208401528252612237565b8360600151156122165760408085015115156060840152600190830181905260208301525f8252612237565b6040808501515f606085018190529015918401919091526020830152600182525b6001925050915091565b60ff8116600e14801561225b575060028460c0015160ff16105b156122d157600460c08084019190915284015161227990600161494b565b60ff90811660a084015260c0850151165f036122ac57600160608301525f60408301819052600260208401528252612237565b5f60608301819052600160408401819052602084019190915282526001925050915091565b5f925050915091565b604080516080810182525f80825260208201819052918101829052606081018290528260c0015160ff168460e001515114612317575f9150610562565b5f8460e00151845f015160ff16815181106123345761233461460c565b602002602001015190505f8560e00151856020015160ff168151811061235c5761235c61460c565b602002602001015190505f8560800151612376575f612379565b60015b60ff169050612389816002614938565b83511415806123a3575061239e816002614938565b825114155b806123fe5750856080015180156123fe5750815f815181106123c7576123c761460c565b60200260200101516001600160401b0316835f815181106123ea576123ea61460c565b60200260200101516001600160401b031614155b1561240e575f9450505050610562565b856080015161241e576001612439565b825f815181106124305761243061460c565b60200260200101515b6001600160401b031660608501526040860151612495578281815181106124625761246261460c565b6020026020010151838260016124789190614938565b815181106124885761248861460c565b60200260200101516124d4565b826124a1826001614938565b815181106124b1576124b161460c565b60200260200101518382815181106124cb576124cb61460c565b60200260200101515b6001600160401b03908116602087015216845260608601515f90612537578282815181106125045761250461460c565b60200260200101518383600161251a9190614938565b8151811061252a5761252a61460c565b6020026020010151612576565b82612543836001614938565b815181106125535761255361460c565b602002602001015183838151811061256d5761256d61460c565b60200260200101515b6001600160401b03908116604088015260208701519192508281169116146125a4575f955050505050610562565b8660a0015160ff1660ff146126c3575f8860e001518860a0015160ff16815181106125d1576125d161460c565b602002602001015190508260026125e89190614938565b81511415806126255750855f01516001600160401b03168184815181106126115761261161460c565b60200260200101516001600160401b031614155b80612669575060408601516001600160401b031681612645856001614938565b815181106126555761265561460c565b60200260200101516001600160401b031614155b806126af5750876080015180156126af575085606001516001600160401b0316815f8151811061269b5761269b61460c565b60200260200101516001600160401b031614155b156126c1575f96505050505050610562565b505b60019550505050509250929050565b80515f9060ff16600f148061111c5750815160ff16600e14801561111c57505060c0015160ff1660021490565b80515f908190819060ff16600e1461271857600261271b565b60035b909460ff9091169350915050565b5f81515f1461275e57816001835161274191906147b0565b815181106127515761275161460c565b602002602001015161111c565b600192915050565b5f815183511461277757505f61111c565b5f5b83518110156127de578281815181106127945761279461460c565b60200260200101516001600160401b03168482815181106127b7576127b761460c565b60200260200101516001600160401b0316146127d6575f91505061111c565b600101612779565b5060019392505050565b5f8251826001600160401b031610158061280f57508251845161280c906001614938565b14155b1561281b57505f61161a565b5f5b84518110156128a35783836001600160401b0316821061284757612842826001614938565b612849565b815b815181106128595761285961460c565b60200260200101516001600160401b031685828151811061287c5761287c61460c565b60200260200101516001600160401b03161461289b575f91505061161a565b60010161281d565b506001949350505050565b6040805160e0810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810191909152604080516080810182525f8082526020820181905291810182905260608101919091525f6129138461207d565b935090508061293557604051633405f81960e21b815260040160405180910390fd5b61293f84846122da565b925090508061296157604051633405f81960e21b815260040160405180910390fd5b50915091565b60015f5b82518110156129a3578281815181106129865761298661460c565b6020026020010151826129999190614810565b915060010161296b565b50919050565b6129b16143df565b5f5f6129bc866128ae565b915091505f8160400151866129d19190614899565b875190915060ff1660031480156129fd575081602001516001600160401b0316856001600160401b0316145b15612a255760018085526020850151819052612a1d908590600284612b70565b50505061161a565b604082015182515f91612a3791614810565b612a41908861484d565b604084015184519192505f91612a58908290614810565b612a62908a614899565b612a6c919061484d565b90506002896020015160ff161015612a85576004612a88565b60055b60ff16865284516040860151612af49188915f9190612ac1578a886020015186612ab29190614810565b612abc919061487a565b612ad9565b87518590612acf908d614810565b612ad9919061487a565b60208901518951612aea9089614810565b6111ac9190614810565b612b5786600187602001518860600151612b28578688604001518c612b199190614810565b612b23919061487a565b612b43565b8a886020015188612b399190614810565b612b43919061487a565b604089015160208a0151612aea9089614810565b5050505060208201516001604090910152509392505050565b600284602001518460038110612b8857612b8861460c565b60ff9092166020929092020152604084015182908460038110612bad57612bad61460c565b60ff9092166020929092020152606084015181908460038110612bd257612bd261460c565b6001600160401b03909216602092909202015250505050565b5f816001600160401b03165f03612c0357505f919050565b5f5b6001600160401b038316612c1a826001614938565b6001901b11612c355780612c2d81614920565b915050612c05565b5f612c418260176147b0565b6001600160401b038516901b627fffff169050806017612c6284607f614938565b901b17949350505050565b600383602001518360038110612c8557612c8561460c565b60ff9092166020929092020152608083015181908360038110612caa57612caa61460c565b63ffffffff9092166020929092020152505050565b5f6001600160401b038416612cd76020840184614964565b6001600160401b0316148015612d155750612cf185612967565b6001600160401b0316612d0a6040840160208501614964565b6001600160401b0316145b8015610dac5750610dac8383613a61565b5f637f800000637fffffff84161180612d485750637f800000637fffffff8316115b15612d5e57612d578383613d86565b905061111c565b637f800000637fffffff841603612daa57637f800000637fffffff8316148015612d93575082821863ffffffff166380000000145b15612da3575063ffc0000061111c565b508161111c565b637f800000637fffffff831603612dc257508061111c565b637fffffff8316612de857637fffffff821615612ddf5781612d57565b5081811661111c565b637fffffff8216612dfa57508161111c565b5f5f612e0585613dac565b915091505f5f612e1486613dac565b91509150610d5b601f8863ffffffff16901c63ffffffff168585601f8a63ffffffff16901c63ffffffff168686613de8565b5f637f800000637fffffff84161180612e685750637f800000637fffffff8316115b15612e7757612d578383613d86565b638000000082841816637f800000637fffffff85161480612ea15750637f800000637fffffff8416145b15612edc57637fffffff84161580612ebd5750637fffffff8316155b15612ecf5763ffc0000091505061111c565b637f80000017905061111c565b637fffffff84161580612ef35750637fffffff8316155b15612eff57905061111c565b5f5f612f0a86613dac565b915091505f5f612f1987613dac565b9092509050612f426001601f87901c16612f3384876147f9565b612f3d848761497d565b613eb0565b98975050505050505050565b5f637f800000637fffffff84161180612f705750637f800000637fffffff8316115b15612f7f57612d578383613d86565b638000000082841816637f800000637fffffff851603612fc557637f800000637fffffff8416145b612fb757637f8000008117612fbd565b63ffc000005b91505061111c565b637f800000637fffffff841603612fdd57905061111c565b637fffffff8316612ff557637fffffff841615612fa7565b637fffffff841661300757905061111c565b5f5f61301286613f94565b915091505f5f61302187613f94565b9092509050601a84901b5f61303684836149a4565b90505f61304385846149b7565b1561304f576001613051565b5f5b60ff16905061307e6001601f8a901c81169084901b8317601b613074888b6149ca565b612f3d91906149ca565b9b9a5050505050505050505050565b5f637f800000637fffffff851611156130ac575062400000831761161a565b637f800000637fffffff841611156130ca575062400000821761161a565b637f800000637fffffff831611156130e8575062400000811761161a565b6380000000838518165f637fffffff861615806131095750637fffffff8516155b9050637f800000637fffffff8716148061312c5750637f800000637fffffff8616145b1561318b5780156131455763ffc000009250505061161a565b637f800000637fffffff851614801561316a57506380000000841663ffffffff831614155b1561317d5763ffc000009250505061161a565b50637f80000017905061161a565b637f800000637fffffff8516036131a657839250505061161a565b80156131c857637fffffff8416156131be578361114a565b508216905061161a565b5f5f6131d388613dac565b915091505f5f6131e289613dac565b915091506131f488637fffffff161590565b1561321b5761320e6001601f88901c16612f3384876147f9565b965050505050505061161a565b5f5f6132268a613dac565b90925090506132596001601f8a901c1661324086896147f9565b61324a868961497d565b6001601f8f901c168686613de8565b9c9b505050505050505050505050565b5f637f800000637fffffff84161115801561328e5750637f800000637fffffff831611155b801561161a575061329e82613fd9565b6132a784613fd9565b129392505050565b5f637f800000637fffffff8316116132c7578161111c565b637fc0000092915050565b5f808080806132e460408701876145c7565b915061100090506132f8602088018861475a565b9050613304888061475a565b61330f929150614938565b111561332757505f9350839250829150819050610449565b601081118061334457508061333f60808801886145c7565b905014155b806133675750613355816001614938565b61336260a08801886145c7565b905014155b1561337e57505f9350839250829150819050610449565b5f61339461338f60808901896145c7565b614007565b9096509050856133b257505f94508493508392508291506104499050565b5f6133bc88614126565b909650905080826133d060a08b018b6145c7565b6133dd9187915f916149e9565b6040516020016133f09493929190614a3b565b60408051601f19818403018152919052805160209091012094506001868661341b60a08c018c6145c7565b8781811061342b5761342b61460c565b9050602002013596509650965096505050509193509193565b5f8080600584108061349857507f04d20a68a7c6e979619094f49c4c43347c778271f2ec13da7e4756204965534461347f60055f87896147c3565b60405161348d9291906147ea565b604051809103902014155b156134aa57505f9150819050806101e4565b6005805b858210801561351757508686838181106134ca576134ca61460c565b9050013560f81c60f81b6001600160f81b031916600360fc1b148061351757508686838181106134fc576134fc61460c565b9050013560f81c60f81b6001600160f81b031916603160f81b145b1561352e578161352681614920565b9250506134ae565b5f61353982846147b0565b90508015806135485750601081115b8061355c57508661355a846006614938565b115b806135b757507f05689dd139a17705f393a81a6c8615fab1d221ed5dbc7de1530911741c77102a888489613591826006614938565b9261359e939291906147c3565b6040516135ac9291906147ea565b604051809103902014155b156135cd575f5f5f9550955095505050506101e4565b5f80806135e58b8b6135e0896006614938565b614208565b9250925092508215806136015750896135ff826005614938565b115b8061365c57507f7f762ea18f6bf3f6f7e68335abac32bc0aab17cfd6b73b7d59b6da381fb5f6268b828c613636826005614938565b92613643939291906147c3565b6040516136519291906147ea565b604051809103902014155b15613675575f5f5f9850985098505050505050506101e4565b5f6136868c8c6135e0856005614938565b9195509091505083158061369a5750808b14155b156136b4575f5f5f995099509950505050505050506101e4565b5f805b86811015613728578d8d6136cb838b614938565b8181106136da576136da61460c565b909101356001600160f81b031916603160f81b039050613720578482036137125760019b509599509497506101e49650505050505050565b8161371c81614920565b9250505b6001016136b7565b505f9d8e9d508d9c509a5050505050505050505050565b5f5f83836040516137519291906147ea565b604051809103902090507f212521af04d841ba8a1cfe5259f3a64445db7ac0e0aa7c69a9ba1ca375b4185b810361378c57600191505061161a565b7f5f2d917aec801fb0cde300e19e4bd85ba12c57dad3697517eefb65c7d26d2cbc81036137c357505060016040840181905261161a565b7f26ef0497c6a5b2a2048dee9de1b5d65ed52d92c482f25277e19a07d9f3ed7db181036137fa57505060016060840181905261161a565b7fbbdfdb520b89c4d30e0aef499301e465c7d9661121922f6723e6a5f4176822e881036138385750506001606084018190526040840181905261161a565b505f949350505050565b5f60038210806138525750600a82115b80613886575082825f81811061386a5761386a61460c565b9050013560f81c60f81b6001600160f81b031916607360f81b14155b806138bb57508282600181811061389f5761389f61460c565b9050013560f81c60f81b6001600160f81b031916603d60f81b14155b156138c757505f61161a565b5f60025b838110156139a0575f8585838181106138e6576138e661460c565b919091013560f81c91505f905060308210801590613908575060398260ff1611155b1561391f576139186030836148c6565b905061397b565b60618260ff1610158015613937575060668260ff1611155b15613947576139186057836148c6565b60418260ff161015801561395f575060468260ff1611155b1561396f576139186037836148c6565b5f94505050505061161a565b60ff811661398a856010614a53565b6139949190614a72565b935050506001016138cb565b5063ffffffff1660808501525060019392505050565b5f6006821080613a0857507f8675b86133b5b6e033c7a34c25a4c02453580ec513a9798567482bf9647573d76139ef60055f85876147c3565b6040516139fd9291906147ea565b604051809103902014155b15613a1457505f61161a565b5f5f5f613a2386866005614208565b925092509250821580613a365750808514155b15613a46575f935050505061161a565b506001600160401b031660a086015250600190509392505050565b5f613a726040830160208401614964565b6001600160401b03161580613aa4575065010000000000613a996040840160208501614964565b6001600160401b0316115b80613adc5750613aba6040830160208401614964565b6001600160401b0316613ad06020840184614964565b6001600160401b031610155b15613ae857505f61111c565b5f613af960608401604085016148fd565b637fffffff169050637f80000081118015613b2d5750637fc00000613b2460608501604086016148fd565b63ffffffff1614155b15613b3b575f91505061111c565b5f80613b4d60608601604087016148fd565b6040516001600160f81b0319909216602083015263ffffffff16602182015260410160408051601f19818403018152919052805160209182012091505f90613b9790860186614964565b90505f613baa6040870160208801614964565b90505f5b6001826001600160401b03161115613d6257613bcb600284614899565b6001600160401b0316600103613c7857613be860608801886145c7565b90508103613bfd575f9550505050505061111c565b600160f81b613c0f60608901896145c7565b83818110613c1f57613c1f61460c565b6040516001600160f81b0319909416602085810191909152029190910135602183015250604181018590526061016040516020818303038152906040528051906020012093508080613c7090614920565b915050613d37565b6001600160401b038216613c8d84600161487a565b6001600160401b03161015613d3757613ca960608801886145c7565b90508103613cbe575f9550505050505061111c565b600160f81b84613cd160608a018a6145c7565b84818110613ce157613ce161460c565b6040516001600160f81b031990951660208681019190915260218601949094529290920201356041830152506061016040516020818303038152906040528051906020012093508080613d3390614920565b9150505b613d4260028461484d565b92506002613d5183600161487a565b613d5b919061484d565b9150613bae565b613d6f60608801886145c7565b905081148015612f42575050509414949350505050565b5f62400000637f800000637fffffff851611613da25782613da4565b835b179392505050565b627fffff81165f60ff601784901c16808203613dcc576094199150612961565b628000009290921791613de06096826149ca565b915050915091565b5f5f613df3876142e5565b860190505f613e01856142e5565b8401905060408183031315613e1f5760408183030384019350613e35565b60408282031315613e3557604082820303870196505b5f848812613e4c57508387039790971b9683613e57565b508684039490941b93865b868a03613e7557613e6b8a878b0183613eb0565b9350505050613ea6565b85891115613e8a57613e6b8a878b0383613eb0565b88861115613e9f57613e6b878a880383613eb0565b5f93505050505b9695505050505050565b5f5f613ebb846142e5565b90505f6018820390506094198185011215613ed857836094190390505b5f5f8213613eed57815f0386901b9050613f58565b82821115613f0457601f87901b935050505061161a565b5084811c5f19600180841b820188169184011b80821180613f3257508082148015613f325750826001166001145b15613f555760018301925082630100000003613f55576280000092506001840193505b50505b8482016068811315613f7a5750505050601f84901b637f80000017905061161a565b60950160171b01601f9690961b9590951795945050505050565b5f5f613f9f83613dac565b909250905062800000821015613fd4575f613fb9836142e5565b613fc49060186147b0565b92831b929050613de081836149ca565b915091565b5f638000000063ffffffff83161015613ff8578163ffffffff1661111c565b61111c637fffffff8316614a8e565b5f80805b8381101561411a57365f8686848181106140275761402761460c565b905060200281019061403991906145c7565b9092509050600881111561405657505f9350839250610562915050565b60015f5b828110156140dc575f8484838181106140755761407561460c565b905060200201602081019061408a9190614964565b6001600160401b031690505f811180156140b057506140ad8163400000006149a4565b83115b156140c757505f9650869550610562945050505050565b6140d181846147f9565b92505060010161405a565b508483836040516020016140f293929190614aa8565b604051602081830303815290604052805190602001209450505050808060010191505061400b565b50600191509250929050565b5f8080614133848061475a565b905061413f858061475a565b61414c602088018861475a565b905061415b602089018961475a565b61416860408b018b6145c7565b905061417760408c018c6145c7565b8c606001356040516020016141959a99989796959493929190614aee565b60405160208183030381529060405290506002816040516141b69190614b82565b602060405180830381855afa1580156141d1573d5f5f3e3d5ffd5b5050506040513d601f19601f820116820180604052508101906141f49190614b98565b925060208151036020820120915050915091565b5f80825b848110801561423d5750603086868381811061422a5761422a61460c565b9050013560f81c60f81b60f81c60ff1610155b801561426b575060398686838181106142585761425861460c565b9050013560f81c60f81b60f81c60ff1611155b156142c15760308686838181106142845761428461460c565b6142959392013560f81c90506148c6565b60ff166142a383600a6147f9565b6142ad9190614938565b9150806142b981614920565b91505061420c565b83811180156142da575060086142d785836147b0565b11155b925093509350939050565b5f600160801b82106142f957608091821c91015b68010000000000000000821061431157604091821c91015b640100000000821061432557602091821c91015b62010000821061433757601091821c91015b610100821061434857600891821c91015b6010821061435857600491821c91015b6004821061436857600291821c91015b6002821061437857600191821c91015b0190565b60408051610100810182525f8082526020820181905291810182905260608082018390526080820183905260a0820183905260c082019290925260e081019190915290565b60405180606001604052806003906020820280368337509192915050565b6040518060a001604052805f60ff1681526020016143fb6143c1565b81526020016144086143c1565b81526020016144156143c1565b81526020016144226143c1565b905290565b5f60c082840312156129a3575f5ffd5b803560ff81168114614447575f5ffd5b919050565b5f5f6040838503121561445d575f5ffd5b82356001600160401b03811115614472575f5ffd5b61447e85828601614427565b92505061448d60208401614437565b90509250929050565b80356001600160401b0381168114614447575f5ffd5b5f5f5f5f5f5f5f60c0888a0312156144c2575f5ffd5b87356001600160401b038111156144d7575f5ffd5b6144e38a828b01614427565b9750506144f260208901614437565b955061450060408901614496565b945061450e60608901614496565b93506080880135925060a08801356001600160401b0381111561452f575f5ffd5b8801601f81018a1361453f575f5ffd5b80356001600160401b03811115614554575f5ffd5b8a60208260051b8401011115614568575f5ffd5b602082019350809250505092959891949750929550565b5f6020828403121561458f575f5ffd5b5035919050565b5f602082840312156145a6575f5ffd5b81356001600160401b038111156145bb575f5ffd5b610e7784828501614427565b5f5f8335601e198436030181126145dc575f5ffd5b8301803591506001600160401b038211156145f5575f5ffd5b6020019150600581901b3603821315610562575f5ffd5b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52604160045260245ffd5b604051601f8201601f191681016001600160401b038111828210171561465c5761465c614620565b604052919050565b5f6001600160401b0382111561467c5761467c614620565b5060051b60200190565b5f61469861469384614664565b614634565b8381526020810190600585901b8401368111156146b3575f5ffd5b845b8181101561474f5780356001600160401b038111156146d2575f5ffd5b860136601f8201126146e2575f5ffd5b80356146f061469382614664565b8082825260208201915060208360051b850101925036831115614711575f5ffd5b6020840193505b8284101561473a5761472984614496565b825260209384019390910190614718565b875250506020948501949190910190506146b5565b509095945050505050565b5f5f8335601e1984360301811261476f575f5ffd5b8301803591506001600160401b03821115614788575f5ffd5b602001915036819003821315610562575f5ffd5b634e487b7160e01b5f52601160045260245ffd5b8181038181111561111c5761111c61479c565b5f5f858511156147d1575f5ffd5b838611156147dd575f5ffd5b5050820193919092039150565b818382375f9101908152919050565b808202811582820484141761111c5761111c61479c565b6001600160401b0381811683821602908116908181146148325761483261479c565b5092915050565b634e487b7160e01b5f52601260045260245ffd5b5f6001600160401b0383168061486557614865614839565b806001600160401b0384160491505092915050565b6001600160401b03818116838216019081111561111c5761111c61479c565b5f6001600160401b038316806148b1576148b1614839565b806001600160401b0384160691505092915050565b60ff828116828216039081111561111c5761111c61479c565b5f8235607e198336030181126148f3575f5ffd5b9190910192915050565b5f6020828403121561490d575f5ffd5b813563ffffffff8116811461161a575f5ffd5b5f600182016149315761493161479c565b5060010190565b8082018082111561111c5761111c61479c565b60ff818116838216019081111561111c5761111c61479c565b5f60208284031215614974575f5ffd5b61161a82614496565b8082018281125f83128015821682158216171561499c5761499c61479c565b505092915050565b5f826149b2576149b2614839565b500490565b5f826149c5576149c5614839565b500690565b8181035f8312801583831316838312821617156148325761483261479c565b5f5f858511156149f7575f5ffd5b83861115614a03575f5ffd5b5050600583901b0193919092039150565b5f6001600160fb1b03831115614a28575f5ffd5b8260051b80838637939093019392505050565b8481528360208201525f613ea6604083018486614a14565b63ffffffff81811683821602908116908181146148325761483261479c565b63ffffffff818116838216019081111561111c5761111c61479c565b5f600160ff1b8201614aa257614aa261479c565b505f0390565b8381525f60208201845f5b85811015614ae2576001600160401b03614acc83614496565b1683526020928301929190910190600101614ab3565b50909695505050505050565b7573796e6f642f646973707574652f656e7472792f763160501b815260e08b901b6001600160e01b0319166017820152888a601b8301375f89820163ffffffff60e01b8a60e01b16601b8201528789601f830137601b88820101905063ffffffff60e01b8760e01b166004820152614b6a600882018688614a14565b938452505060209091019a9950505050505050505050565b5f82518060208501845e5f920191825250919050565b5f60208284031215614ba8575f5ffd5b505191905056fe0fdbd160736e9b9b51ea9a79a8ed86f427a62e0e377d60335d2ec895c27025bbb2b273bbd9e4409919665f07376f8e8b8d95c6e1d4498aab66f21245ffabeba9a164736f6c6343000825000a",
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
// the contract method with ID 0xcee8ee7e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function open((uint256,address,address,address,uint64,uint32,bytes32,bytes32,bytes32) p) returns(uint256 id)
func (disputeGame *DisputeGame) PackOpen(p IDisputeGameOpenParams) []byte {
	enc, err := disputeGame.abi.Pack("open", p)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOpen is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcee8ee7e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function open((uint256,address,address,address,uint64,uint32,bytes32,bytes32,bytes32) p) returns(uint256 id)
func (disputeGame *DisputeGame) TryPackOpen(p IDisputeGameOpenParams) ([]byte, error) {
	return disputeGame.abi.Pack("open", p)
}

// UnpackOpen is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcee8ee7e.
//
// Solidity: function open((uint256,address,address,address,uint64,uint32,bytes32,bytes32,bytes32) p) returns(uint256 id)
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
