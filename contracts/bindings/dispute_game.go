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
	Bin: "0x60c060405234801561000f575f5ffd5b50604051619c27380380619c2783398101604081905261002e91610080565b6001600160a01b03811660805260405161004790610073565b604051809103905ff080158015610060573d5f5f3e3d5ffd5b506001600160a01b031660a052506100ad565b614e9480614d9383390190565b5f60208284031215610090575f5ffd5b81516001600160a01b03811681146100a6575f5ffd5b9392505050565b60805160a051614ca96100ea5f395f81816101830152613af001525f818161022001528181610848015281816112bd01526123920152614ca95ff3fe608060405234801561000f575f5ffd5b5060043610610111575f3560e01c806380f556051161009e578063cee8ee7e1161006e578063cee8ee7e14610288578063d46972171461029b578063d5a1d409146102ae578063dbca40fa146102ce578063ff6aa0e1146102e1575f5ffd5b806380f556051461021b578063b7f2787914610242578063c40b163414610255578063cddbe72914610268575f5ffd5b80634d1975b4116100e45780634d1975b414610163578063573255f41461017e578063576a3d67146101bd5780636bd27a40146101d057806370651a18146101e3575f5ffd5b806308148f7a146101155780632fe3fd301461012a57806343ca9a201461013d57806348d90d3b14610150575b5f5ffd5b610128610123366004613e1b565b6102f4565b005b610128610138366004613e32565b61040c565b61012861014b366004613ec5565b610599565b61012861015e366004613f85565b61083d565b61016b5f5481565b6040519081526020015b60405180910390f35b6101a57f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610175565b6101a56101cb366004613e1b565b6109da565b6101286101de366004613faf565b610a83565b6101f66101f1366004613e1b565b610d19565b604080519384526001600160a01b039283166020850152911690820152606001610175565b6101a57f000000000000000000000000000000000000000000000000000000000000000081565b610128610250366004613ec5565b610d4c565b610128610263366004614004565b610e13565b61027b610276366004613e1b565b61104c565b604051610175919061406b565b61016b610296366004614267565b6112b1565b6101286102a9366004614297565b6115c8565b6102c16102bc366004613e1b565b611ac0565b60405161017591906142e1565b6101286102dc3660046143c5565b611bd9565b6101286102ef36600461442e565b611f14565b5f6102fe826122a8565b905060068154600160e01b900460ff16600881111561031f5761031f614037565b03610345576040516332a1f60960e11b8152600481018390526024015b60405180910390fd5b8054600160a01b90046001600160401b0316421161039157805460405163569b325360e11b815260048101849052600160a01b9091046001600160401b0316602482015260440161033c565b8054604051600160e81b90910460ff168082529083907f4f6ee372207f9021a19d090294f500c14bdb387c7d4df49bdd1ab706823fce0d9060200160405180910390a260035f1960ff8316016103e9575060026103f9565b60011960ff8316016103f9575060015b61040684848360016122f9565b50505050565b5f610416836122a8565b905060058154600160e01b900460ff16600881111561043757610437614037565b1461046557805460405163041d44f960e11b815261033c918591600160e01b90910460ff16906004016144a1565b60028101546001600160a01b0316331461049b57604051635cc130a360e11b81526004810184905233602482015260440161033c565b8054600160a01b90046001600160401b03164211156104e85780546040516337851a4160e11b815260048101859052600160a01b9091046001600160401b0316602482015260440161033c565b827fe0793760ec238afa5f71e8c6b31603bdad5f6dd3fbd3fa5d193193a324715ace8360405161051a91815260200190565b60405180910390a280545f908190600160f01b90046040161561055c575050600281015465ffffffffffff600160a01b8204811691600160d01b900416610569565b5050600a810154600b8201545b600382850361057a57506001610585565b818503610585575060025b6105918685835f6122f9565b505050505050565b5f5f6105a78a8a60026123ed565b909250905060078254600160e01b900460ff1660088111156105cb576105cb614037565b146105f957815460405163041d44f960e11b815261033c918c91600160e01b90910460ff16906004016144a1565b5f8a81526002602052604081206003810154909190600160c01b900460ff1615610624576002610627565b60015b60ff169050808a60ff161061065b57604051630d92547560e21b8152600481018d905260ff8b16602482015260440161033c565b8088101561068d576040516305c8e0c560e31b8152600481018d9052602481018290526044810189905260640161033c565b6106ac8c8584868e8e8e5f9089926106a7939291906144b5565b612666565b5f6106b885848d612755565b90508c7f29dbe6f6b5f7d30138db464f538507da50618ea8407c806c01f794946b8274468d868e8760030160189054906101000a900460ff168860030160109054906101000a90046001600160401b031660405161074e95949392919063ffffffff95909516855260ff9384166020860152918316604085015290911660608301526001600160401b0316608082015260a00190565b60405180910390a280156107875761077d8d8685878e8e88908092610775939291906144b5565b8e8e8e61290e565b5050505050610833565b85156107a957604051630a61e54560e31b8152600481018e905260240161033c565b6107e08d8460ff87166001146107c35787600701546107c9565b87600601545b8d8d879080926107db939291906144b5565b612c08565b845461fff7600160f01b9091041660041760011960ff861601610801576008175b85546001600160f01b0316600160f01b61ffff83160217865561082c8661082787612c66565b612c82565b5050505050505b5050505050505050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146108865760405163c4bbea6960e01b815260040160405180910390fd5b5f610890836122a8565b6001810154909150600160a01b900463ffffffff161515806108ce575060068154600160e01b900460ff1660088111156108cc576108cc614037565b145b156108fc57805460405163041d44f960e11b815261033c918591600160e01b90910460ff16906004016144a1565b60018260ff161080610911575060028260ff16115b1561093b57604051634ab29c0f60e01b81526004810184905260ff8316602482015260440161033c565b5f83815260026020818152604092839020600381018054600180845580840181905594830185905567ffffffffffffffff1960ff8916600160c81b810261ffff60c81b1990931692909217600160d01b17168517909155600a8601849055600b860193909355925191825285917f759e63604565b7bda5dba52dd10aa09b878603abe1e7d4f25fdc41ae3797d2e991015b60405180910390a250505050565b5f5f6109e5836122a8565b905060068154600160e01b900460ff166008811115610a0657610a06614037565b03610a1357505f92915050565b60058154600160e01b900460ff166008811115610a3257610a32614037565b03610a4a57600201546001600160a01b031692915050565b8054600160e81b900460ff16600114610a705760018101546001600160a01b0316610a7c565b80546001600160a01b03165b9392505050565b5f5f610a91868660016123ed565b909250905060078254600160e01b900460ff166008811115610ab557610ab5614037565b03610b8e575f868152600260205260408120600381015490916001600160401b03909116905b6001600160401b038216600160ff83161b1015610b045780610afc816144f4565b915050610adb565b6003838101805460ff60c01b1916600160c01b60ff85160217905585018054600160401b600160c01b031916600160801b6001600160401b038516021790556006850154610b57908a9085908a8a612c08565b84546001600160f01b0381166004600160f01b9283900461fff71617909102178555610b84856002612c82565b5050505050610406565b60038201546001600160401b03600160401b8204811691600160801b9004165f6001610bba8484614512565b6001600160401b031611610bce575f610bd1565b60015b60ff169050858114610c07576040516305c8e0c560e31b8152600481018a9052602481018290526044810187905260640161033c565b86865f818110610c1957610c19614531565b6020029190910135600887015550845461fff7600160f01b9091041660041760011960ff861601610c48576008175b85546001600160f01b0316600160f01b61ffff831602178655897f3ff697e464f171eb00b783da27ea964e92aedc24d53ae57d6a9462a3bfcfa2c98a876002610c918989614512565b610c9b9190614559565b610ca59089614586565b8c8c5f818110610cb757610cb7614531565b90506020020135604051610cf8949392919063ffffffff94909416845260ff9290921660208401526001600160401b03166040830152606082015260800190565b60405180910390a2610d0d8661082787612c66565b50505050505050505050565b5f5f5f5f610d26856122a8565b6004810154815460019092015490976001600160a01b0392831697509116945092505050565b5f5f610d5a8a8a60026123ed565b909250905060088254600160e01b900460ff166008811115610d7e57610d7e614037565b14610dac57815460405163041d44f960e11b815261033c918c91600160e01b90910460ff16906004016144a1565b610dbb8a8a84848c8c8c612d1a565b15610de4575f8a8152600260205260409020610ddd908b908490888888612fbc565b5050610833565b8215610e0657604051630a61e54560e31b8152600481018b905260240161033c565b610d0d8261082783612c66565b5f5f610e21858560046123ed565b81549193509150600160f01b900461ffff8116906102001615610e67576040516305c8e0c560e31b8152600481018790525f60248201526001604482015260640161033c565b610e73868484876130e5565b90505f1960ff831601610efa57600a830184905582546001600160f01b0316600160f01b610100831761ffff16021783556040805163ffffffff8716815260ff8416602082015290810185905286907f77ffa7101c6f5f3a8041c1545509e1f25a5fc52623808a96f525f0cf48caab369060600160405180910390a2610591836002612c82565b600b830184905582546001600160f01b0316600160f01b610200831761ffff16021783556040805163ffffffff8716815260ff8416602082015290810185905286907f77ffa7101c6f5f3a8041c1545509e1f25a5fc52623808a96f525f0cf48caab369060600160405180910390a25f8681526002602052604090206003810154600160d01b900460ff1615610fb557610400821615610faa57610fa18785836001613243565b50505050505050565b610fa1846001612c82565b610fbe8461332f565b600384015487907f35648bf46ead72baeb8166b4ad2c17d160b3e9d2181e8024a9bc39953b43b9af906001600160401b03600160c01b820481169161100d91600191600160801b900416614512565b604080516001600160401b0393841681529290911660208301525f9082015261040085161515606082015260800160405180910390a250505050505050565b60408051610300810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e08101829052610100810182905261012081018290526101408101829052610160810182905261018081018290526101a081018290526101c081018290526101e08101829052610200810182905261022081018290526102408101829052610260810182905261028081018290526102a081018290526102c081018290526102e0810191909152611115826122a8565b604080516103008101825282546001600160a01b0381168252600160a01b81046001600160401b03166020830152909291830190600160e01b900460ff16600881111561116457611164614037565b600881111561117557611175614037565b8152815460ff600160e81b82048116602084015261ffff600160f01b90920491909116604083015260018301546001600160a01b03808216606085015263ffffffff600160a01b80840482166080870152600160c01b80850490921660a0870152600160e01b90930490931660c0850152600285015490811660e085015265ffffffffffff9181048216610100850152600160d01b90041661012083015260038301546001600160401b03808216610140850152600160401b82048116610160850152600160801b82048116610180850152919004166101a082015260048201546101c082015260058201546101e08201526006820154610200820152600782015461022082015260088201546102408201526009820154610260820152600a820154610280820152600b909101546102a09091015292915050565b5f336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146112fb5760405163c4bbea6960e01b815260040160405180910390fd5b5f5f8154611308906145a5565b91829055505f81815260016020908152604091829020853560048201559293506113369185019085016145bd565b81546001600160a01b0319166001600160a01b039190911617815561136160608401604085016145bd565b6001820180546001600160a01b0319166001600160a01b039290921691909117905561139360808401606085016145bd565b6002820180546001600160a01b0319166001600160a01b03929092169190911790556113c560c0840160a085016145e3565b60018201805463ffffffff92909216600160c01b0263ffffffff60c01b199092169190911790556113fc60a08401608085016145fc565b60038201805467ffffffffffffffff19166001600160401b039290921691909117905561142f60a08401608085016145fc565b60038201805467ffffffffffffffff60801b1916600160801b6001600160401b03939093169290920291909117905560c0830180356005830181905560e08501356006840155610100850135600784015582546009840191909155600160088401556001600160e81b031661030160e81b1782556114b09060a085016145e3565b6114c09063ffffffff1642614586565b81546001600160401b0391909116600160a01b0267ffffffffffffffff60a01b199091161781558235827f60a954333e51117a428ae0a94d1a44fa469fe039a269f41274626c4072c6d6d861151b60408701602088016145bd565b61152b60608801604089016145bd565b61153b6080890160608a016145bd565b61154b60a08a0160808b016145fc565b604080516001600160a01b039586168152938516602085015291909316908201526001600160401b03909116606082015260800160405180910390a3805460ff60e01b1916600160e01b1781556115a860a08401608085016145fc565b6001600160401b03166001036115c2576115c282826133c1565b50919050565b5f5f6115d6878760036123ed565b915091506001856001600160401b03161080611602575066010000000000006001600160401b03861610155b1561163257604051634ab29c0f60e01b8152600481018890526001600160401b038616602482015260440161033c565b815460068301546007840154600160f01b90920461ffff169160ff84165f19016116c05760018316158015906116685750818614155b15611689576040516381bffd8360e01b8152600481018b905260240161033c565b602283161580159061169a57508086145b156116bb57604051630810fc8560e01b8152600481018b905260240161033c565b611725565b60028316158015906116d25750808614155b156116f3576040516381bffd8360e01b8152600481018b905260240161033c565b601183161580159061170457508186145b1561172557604051630810fc8560e01b8152600481018b905260240161033c565b5f60028888604051602001611744929190918252602082015260400190565b60408051601f198184030181529082905261175e91614615565b602060405180830381855afa158015611779573d5f5f3e3d5ffd5b5050506040513d601f19601f8201168201806040525081019061179c919061462b565b6040805163ffffffff8d16815260ff881660208201526001600160401b038c1681830152606081018b9052608081018a905290519192508c917f51b7ff53e2c2d520cdaacd57e017a3ef53ab3887f6c31b32ce930aa7be1de2829181900360a00190a25f1960ff86160161186f5760068601879055600886018190556002808701805465ffffffffffff60a01b1916600160a01b65ffffffffffff8d160217905586546001600160f01b0316600160f01b6011871761ffff1602178755611864908790612c82565b505050505050611ab9565b60028601805465ffffffffffff808c16600160d01b026001600160d01b039092169190911791829055602095909517946001600160401b038b16600160a01b90920416146119485785546001600160f01b0316600160f01b6040861761ffff16021786556118dc8661332f565b600386015460408051600160c01b9092046001600160401b031682525f6020830181905260019183019190915260608201528b907f35648bf46ead72baeb8166b4ad2c17d160b3e9d2181e8024a9bc39953b43b9af9060800160405180910390a2505050505050611ab9565b60058601546040517539bcb737b217b234b9b83aba3297ba3930b1b297bb1960511b602082015260368101919091525f9060029060560160408051601f198184030181529082905261199991614615565b602060405180830381855afa1580156119b4573d5f5f3e3d5ffd5b5050506040513d601f19601f820116820180604052508101906119d7919061462b565b6005880181905560088801546006890155600788018390558754600161ff0160e01b0316600160f01b600388811761ffff169190910260ff60e01b191691909117600360e01b1789558801805467ffffffffffffffff60401b191690559050611a418a6001614586565b60038801805467ffffffffffffffff60801b1916600160801b6001600160401b039384160217905560408051918c168252602082018390528d917f1e59ca871d7e0ef912b43d3f53866c62c7515b385ff548f2af55bbaf33b91ca1910160405180910390a2611ab1876001612c82565b505050505050505b5050505050565b60408051610160810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e0810182905261010081018290526101208101829052610140810191909152611b21826122a8565b50505f90815260026020818152604092839020835161016081018552815481526001820154928101929092529182015492810192909252600301546001600160401b038082166060840152600160401b820481166080840152600160801b82041660a083015260ff600160c01b8204811660c0840152600160c81b8204811660e0840152600160d01b820481161515610100840152600160d81b820481161515610120840152600160e01b9091041661014082015290565b5f5f611be7878760026123ed565b909250905060018254600160e01b900460ff166008811115611c0b57611c0b614037565b14158015611c36575060038254600160e01b900460ff166008811115611c3357611c33614037565b14155b15611c6457815460405163041d44f960e11b815261033c918991600160e01b90910460ff16906004016144a1565b60018560ff161115611c9557604051630d92547560e21b81526004810188905260ff8616602482015260440161033c565b60038201546001600160401b03600160401b8204811691600160801b90041660ff87165f03611ce5576002611cca8383614512565b611cd49190614559565b611cde9083614586565b9050611d08565b6002611cf18383614512565b611cfb9190614559565b611d059083614586565b91505b5f60ff881615611d18575f611d1b565b60015b60ff1690505f6001611d2d8585614512565b6001600160401b031611611d41575f611d44565b60015b60ff1690505f611d548284614642565b9050878114611d87576040516305c8e0c560e31b8152600481018d9052602481018290526044810189905260640161033c565b5f611dbc8d89898e8989600114611d9e575f61354f565b8f8f5f818110611db057611db0614531565b9050602002013561354f565b6003890180546001600160401b03888116600160801b0267ffffffffffffffff60801b19918b16600160401b0291909116600160401b600160c01b03199092169190911717905590505f839003611e77578c5f516020614c7d5f395f51905f528d898e8a8a5f604051611e3496959493929190614655565b60405180910390a287546001600160f01b0316600160f01b61fff3831602178855611e5f8d896133c1565b611e6a886001612c82565b5050505050505050611ab9565b5f8a8a86818110611e8a57611e8a614531565b602002919091013560088b01819055600493909317600819169291505060011960ff891601611eba576008821791505b81895f01601e6101000a81548161ffff021916908361ffff1602179055508d5f516020614c7d5f395f51905f528e8a8f8b8b87604051611eff96959493929190614655565b60405180910390a261082c896108278a612c66565b5f5f611f22878760046123ed565b5f898152600260205260409020600381015492945090925090600160d01b900460ff16611f6557604051636168c79960e01b81526004810189905260240161033c565b8254600160f01b900461ffff811690610200165f03611fa7576040516305c8e0c560e31b8152600481018a9052600160248201525f604482015260640161033c565b6001600160401b038681161590861615141580611fd0575063400000006001600160401b038716115b80611fe7575063800000006001600160401b038616115b1561201757604051634ab29c0f60e01b8152600481018a90526001600160401b038716602482015260440161033c565b61202460a0880188614696565b90505f036120da576001600160401b038616151580612050575061204b6040880188614696565b151590505b8061206857506120636080880188614696565b151590505b8061207d575061207887806146db565b151590505b80612095575061209060208801886146db565b151590505b806120a35750606087013515155b156120c45760405163c0e8e17f60e01b8152600481018a905260240161033c565b6120d18985846002613243565b50505050611ab9565b5f5f5f5f6120e78b61366b565b9350935093509350831580612116575060ff871660011461210c5787600b0154612112565b87600a01545b8314155b156121375760405163c0e8e17f60e01b8152600481018e905260240161033c565b5f1960ff88160161219f57600688018190558186556003860180546001600160401b038b8116600160401b0267ffffffffffffffff60401b19918e1667ffffffffffffffff60ff60d81b011990931692909217600160d81b1716179055611e6a886002612c82565b85545f9083146121b15750600361221b565b60038701546001600160401b038c811691161415806121e7575060038701546001600160401b038b8116600160401b9092041614155b156121f45750600661221b565b886006015482036122075750600461221b565b8a6001600160401b03165f0361221b575060055b60ff81161561223e576122308e8a8984613243565b505050505050505050611ab9565b600789018290558854600760e01b60ff60e01b19909116178955604080516001600160401b038d811682528c1660208201528f917f5e7d36a92f1fc4bf5f5b862647cef1ee9f728ed35694ff4873741ce0c6a9c58c910160405180910390a261082c896001612c82565b5f818152600160205260408120908154600160e01b900460ff1660088111156122d3576122d3614037565b036122f45760405163c006e93f60e01b81526004810183905260240161033c565b919050565b825461ffff60e01b1916600360e11b17835560018301805460ff8416600160e01b810260ff60e01b19929092169190911790915560408051918252821515602083015285917f3eb8c4bde394a20f64ca9817b8c1f89d7a4738fc8d6fc1ccf2a8bacb950e53bd910160405180910390a260048381015460405163a1338c1560e01b8152918201526024810185905260ff831660448201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063a1338c15906064015f604051808303815f87803b1580156123db575f5ffd5b505af1158015610833573d5f5f3e3d5ffd5b5f5f6123f8856122a8565b8054909250600160e01b900460ff16600681600881111561241b5761241b614037565b0361243c576040516332a1f60960e11b81526004810187905260240161033c565b8254600160e81b900460ff1691508161246b57604051633cbdfa1560e11b81526004810187905260240161033c565b8254600160a01b90046001600160401b03164211156124b85782546040516337851a4160e11b815260048101889052600160a01b9091046001600160401b0316602482015260440161033c565b60ff82166001146124d65760018301546001600160a01b03166124e2565b82546001600160a01b03165b6001600160a01b0316336001600160a01b03161461251c57604051631c2458fd60e11b81526004810187905233602482015260440161033c565b600183015463ffffffff868116600160a01b909204161461257457600183015460405163231daba760e01b81526004810188905263ffffffff600160a01b90920482166024820152908616604482015260640161033c565b5f600182600881111561258957612589614037565b14806125a6575060038260088111156125a4576125a4614037565b145b806125c2575060078260088111156125c0576125c0614037565b145b806125de575060088260088111156125dc576125dc614037565b145b15612605578354600160f01b9004600416156125fb5760026125fe565b60015b905061262a565b600282600881111561261957612619614037565b036126265750600361262a565b5060045b8060ff168560ff161461265c5760405163f932610160e01b81526004810188905260ff8216602482015260440161033c565b5050935093915050565b61268d878660ff8716600114612680578860070154612686565b88600601545b85856137de565b5f60ff8416156126a15785600201546126a7565b85600101545b90508083838660ff168181106126bf576126bf614531565b90506020020135036126e757604051630810fc8560e01b81526004810189905260240161033c565b5f1960ff8616016127215782828560ff1681811061270757612707614531565b602002919091013560068901555060078701819055610833565b82828560ff1681811061273657612736614531565b6020029190910135600789015550600687018190555050505050505050565b60038201546001600160c01b820460ff169081111591600160801b90046001600160401b031681156127aa578161278b8161471d565b92505060ff841661279d826002614738565b6127a79190614586565b90505b60038501546001600160401b03165b5f8360ff1611801561280557506127da816127d560018661475a565b613a37565b6001600160401b03166127ee836002614738565b6127f9906001614586565b6001600160401b031610155b1561282a57826128148161471d565b93506128239050600283614738565b91506127b9565b600380870180546001600160401b03808616600160801b810267ffffffffffffffff60801b1960ff8a16600160c01b81029190911668ffffffffffffffffff60801b199095169490941717909355928a01805492821b909316600160401b0267ffffffffffffffff60401b19909216919091179091555f906128ad846001614586565b6001600160401b0316901b9050816001600160401b0316816001600160401b0316106128d957816128db565b805b8860030160106101000a8154816001600160401b0302191690836001600160401b03160217905550505050509392505050565b6003870154604080516001600160401b03600160801b84048116808352600160401b9094041660208201819052918c917fb9fea5e7a578d56c921097d5712418033e4d193525ca2f1c3271e51c33867c4d910160405180910390a25f6129778b60060154613a66565b90505f6129878c60070154613a66565b9050811580612994575080155b806129a657506001600160401b038316155b15612a935787156129da576040516305c8e0c560e31b8152600481018e90525f60248201526044810189905260640161033c565b84156129fc57604051630a61e54560e31b8152600481018e905260240161033c565b5f82158015612a09575081155b15612a1657506003612a3d565b82612a2357506002612a3d565b81612a3057506001612a3d565b612a3a8d5f613aa6565b90505b60018d81018054601490612a5f908490600160a01b900463ffffffff16614773565b92506101000a81548163ffffffff021916908363ffffffff160217905550612a898e8e835f6122f9565b5050505050612bfd565b8b5460ff60e01b1916600160e31b178c5560038c018054600160401b600160c01b031916600160801b6001600160401b038616908102919091179091555f60058e0155600103612b42578715612b0c576040516305c8e0c560e31b8152600481018e90525f60248201526044810189905260640161033c565b8b546001600160f01b038116600160f01b9182900461fff316909102178c55612b398d8d8d8a8a8a612fbc565b50505050612bfd565b60018814612b74576040516305c8e0c560e31b8152600481018e9052600160248201526044810189905260640161033c565b8415612b9657604051630a61e54560e31b8152600481018e905260240161033c565b88885f818110612ba857612ba8614531565b602002919091013560088e0155508b5461fff7600160f01b9091041660041760011960ff8c1601612bd7576008175b8c546001600160f01b0316600160f01b61ffff831602178d5561082c8d6108278d612c66565b505050505050505050565b612c1585858585856137de565b81815f818110612c2757612c27614531565b60200291909101356001860155506002819003611ab95781816001818110612c5157612c51614531565b60200291909101356002860155505050505050565b5f60ff8216600114612c79576001612c7c565b60025b92915050565b60018281018054601490612ca4908490600160a01b900463ffffffff16614773565b82546101009290920a63ffffffff818102199093169183160217909155835460ff60e81b1916600160e81b60ff8516021784556001840154612cef9250600160c01b90041642614586565b82546001600160401b0391909116600160a01b0267ffffffffffffffff60a01b199091161790915550565b5f60018460ff161115612d4c57604051630d92547560e21b81526004810189905260ff8516602482015260440161033c565b60038601546001600160401b03600160401b8204811691600160801b90041660ff86165f03612d9c576002612d818383614512565b612d8b9190614559565b612d959083614586565b9050612dbf565b6002612da88383614512565b612db29190614559565b612dbc9083614586565b91505b5f60ff871615612dcf575f612dd2565b60015b60ff1690505f6001612de48585614512565b6001600160401b031611612df8575f612dfb565b60015b60ff169050612e0a8183614642565b8614612e44578b612e1b8284614642565b6040516305c8e0c560e31b8152600481019290925260248201526044810187905260640161033c565b5f612e6d8d8c8c8c8888600114612e5b575f61354f565b8d8d5f818110611db057611db0614531565b60038c0180546001600160401b03878116600160801b0267ffffffffffffffff60801b19918a16600160401b0291909116600160401b600160c01b03199092169190911717905590505f829003612f17578c5f516020614c7d5f395f51905f528d8c8c89895f604051612ee596959493929190614655565b60405180910390a28a5461fff3909116600160f01b026001600160f01b03909116178a555060019350612fb192505050565b5f888885818110612f2a57612f2a614531565b602002919091013560088e01819055600493909317600819169291505060011960ff8c1601612f5a576008821791505b818c5f01601e6101000a81548161ffff021916908361ffff1602179055508d5f516020614c7d5f395f51905f528e8d8d8a8a87604051612f9f96959493929190614655565b60405180910390a25f96505050505050505b979650505050505050565b5f5f612fc78561366b565b509250509150811580612fdb575085548114155b15612ffc5760405163c0e8e17f60e01b81526004810189905260240161033c565b5f5f61300c8a8a8a8a8a8a613ad6565b90925090506003811561308c5760038a01548b907ffe39eb93ca8b62f5b1e15e05ef67b76e07bf356e7e0aad9a144ce9e2736644479061305e90600190600160801b90046001600160401b0316614512565b604080516001600160401b039092168252602082018790520160405180910390a26130898a84613aa6565b90505b60018a810180546014906130ae908490600160a01b900463ffffffff16614773565b92506101000a81548163ffffffff021916908363ffffffff1602179055506130d88b8b835f6122f9565b5050505050505050505050565b8254600160f01b900461ffff166130fc8184613be3565b156131bd575f60ff841660011461311757846007015461311d565b84600601545b9050806002866005015485604051602001613142929190918252602082015260400190565b60408051601f198184030181529082905261315c91614615565b602060405180830381855afa158015613177573d5f5f3e3d5ffd5b5050506040513d601f19601f8201168201806040525081019061319a919061462b565b146131bb57604051632b16c65d60e11b81526004810187905260240161033c565b505b5f1960ff841601613204576102008116158015906131de57508184600b0154145b156131ff57604051630810fc8560e01b81526004810186905260240161033c565b61323b565b61010081161580159061321a57508184600a0154145b1561323b57604051630810fc8560e01b81526004810186905260240161033c565b949350505050565b60038201805460ff60e01b1916600160e01b60ff84169081029190911790915560405190815284907f3873ee892e1ae9dd1561e70774d222fe206f2b8e492b085cbf1ed480e0d026fc9060200160405180910390a26132a18361332f565b600383015484907f35648bf46ead72baeb8166b4ad2c17d160b3e9d2181e8024a9bc39953b43b9af906001600160401b03600160c01b82048116916132f091600191600160801b900416614512565b8654604080516001600160401b0394851681529390921660208401525f91830191909152610400600160f01b90910416151560608201526080016109cc565b60018181018054601490613351908490600160a01b900463ffffffff16614773565b82546101009290920a63ffffffff818102199093169183160217909155825461ffff60e01b1916600560e01b17835560018301546133989250600160c01b90041642614586565b81546001600160401b0391909116600160a01b0267ffffffffffffffff60a01b19909116179055565b60018154600160e01b900460ff1660088111156133e0576133e0614037565b0361346c5760038101805460058301546001600160c01b038216600160801b9092046001600160401b0316600160c01b81029290921790925560098301829055825460ff60e01b1916600160e11b178355604080518281526020810184905291929185917fbbfca9d827d2b6dedb40f8501f7e2050eb47d96e284bc711e05332ce69dc062f91016109cc565b60038101545f9061348f90600190600160801b90046001600160401b0316614512565b6002830154835460ff60e01b1916600160e21b178455909150600160a01b900465ffffffffffff166001600160401b03821614806134ce5760806134d2565b6104805b83546001600160f01b038116600160f01b9182900461ffff90811693169290921702178355600383015460408051600160c01b9092046001600160401b039081168352841660208301528215159082015284907fc509a1e3b6f50f63a6cf67500d99b00c3d1efa9718a89418351baa1faf02fa9b906060016109cc565b8454600160f01b900461ffff8116905f906008168103613570576001613573565b60025b90508460ff166001036135ee5761358a8282613be3565b801561359b575061359b8287613be3565b80156135ae575086600701548760060154145b156135de5760405163583a3a1760e11b8152600481018990526001600160401b038516602482015260440161033c565b5060088601546005870155613661565b8660080154830361361557604051630810fc8560e01b81526004810189905260240161033c565b5f1960ff821601613636576008870154600688015560078701839055613648565b60088701546007880155600687018390555b61365186613bfe565b61365a82613bfe565b8317179150505b9695505050505050565b5f8080808061367d6040870187614696565b9150611000905061369160208801886146db565b905061369d88806146db565b6136a8929150614642565b11156136c057505f93508392508291508190506137d7565b60108111806136dd5750806136d86080880188614696565b905014155b8061370057506136ee816001614642565b6136fb60a0880188614696565b905014155b1561371757505f93508392508291508190506137d7565b5f61372d6137286080890189614696565b613c19565b90965090508561374b57505f94508493508392508291506137d79050565b5f61375588613d39565b9096509050808261376960a08b018b614696565b6137769187915f916144b5565b60405160200161378994939291906147b6565b60408051601f1981840301815291905280516020909101209450600186866137b460a08c018c614696565b878181106137c4576137c4614531565b9050602002013596509650965096505050505b9193509193565b6003840154600160c01b900460ff165f8181036138825760018314613827576040516305c8e0c560e31b815260048101889052600160248201526044810184905260640161033c565b5f8484828161383857613838614531565b905060200201356040516020016138659291906001600160f81b0319929092168252600182015260210190565b604051602081830303815290604052805190602001209050613a14565b600283146138b4576040516305c8e0c560e31b815260048101889052600260248201526044810184905260640161033c565b8160ff1660010361399d57600160f81b5f858582816138d5576138d5614531565b905060200201356040516020016139029291906001600160f81b0319929092168252600182015260210190565b604051602081830303815290604052805190602001205f60f81b8686600181811061392f5761392f614531565b9050602002013560405160200161395c9291906001600160f81b0319929092168252600182015260210190565b60408051601f198184030181529082905280516020918201206001600160f81b03199094169082015260218101919091526041810191909152606101613865565b600160f81b84845f816139b2576139b2614531565b90506020020135858560018181106139cc576139cc614531565b6040516001600160f81b031990951660208681019190915260218601949094529290920201356041830152506061016040516020818303038152906040528051906020012090505b848114610fa15760405163028b4fc160e21b81526004810188905260240161033c565b5f60ff82166001613a5381831b6001600160401b038716614642565b613a5d91906147ce565b901c9392505050565b5f8163ffffffff811115613a7c57505f92915050565b80637f800000637fffffff821611158061323b57508063ffffffff16637fc0000014949350505050565b5f82600601548203613aba57506001612c7c565b82600701548203613acd57506002612c7c565b50600392915050565b600380850154908601545f91829182916001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016916316833a8191899160ff600160c81b830416916001600160401b03600160801b91829004811692613b4792600192910416614512565b8d600501548b8b6040518863ffffffff1660e01b8152600401613b70979695949392919061498d565b606060405180830381865afa158015613b8b573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613baf9190614b3e565b9094509250905080613bd757604051630a61e54560e31b8152600481018a905260240161033c565b50965096945050505050565b5f613bed82613bfe565b831661ffff165f1415905092915050565b5f60ff8216600114613c11576002612c7c565b600192915050565b5f80805b83811015613d2c57365f868684818110613c3957613c39614531565b9050602002810190613c4b9190614696565b90925090506008811115613c6857505f9350839250613d32915050565b60015f5b82811015613cee575f848483818110613c8757613c87614531565b9050602002016020810190613c9c91906145fc565b6001600160401b031690505f81118015613cc25750613cbf816340000000614b78565b83115b15613cd957505f9650869550613d32945050505050565b613ce38184614b8b565b925050600101613c6c565b50848383604051602001613d0493929190614ba2565b6040516020818303038152906040528051906020012094505050508080600101915050613c1d565b50600191505b9250929050565b5f8080613d4684806146db565b9050613d5285806146db565b613d5f60208801886146db565b9050613d6e60208901896146db565b613d7b60408b018b614696565b9050613d8a60408c018c614696565b8c60600135604051602001613da89a99989796959493929190614be8565b6040516020818303038152906040529050600281604051613dc99190614615565b602060405180830381855afa158015613de4573d5f5f3e3d5ffd5b5050506040513d601f19601f82011682018060405250810190613e07919061462b565b925060208151036020820120915050915091565b5f60208284031215613e2b575f5ffd5b5035919050565b5f5f60408385031215613e43575f5ffd5b50508035926020909101359150565b803563ffffffff811681146122f4575f5ffd5b803560ff811681146122f4575f5ffd5b5f5f83601f840112613e85575f5ffd5b5081356001600160401b03811115613e9b575f5ffd5b6020830191508360208260051b8501011115613d32575f5ffd5b5f60c082840312156115c2575f5ffd5b5f5f5f5f5f5f5f5f60c0898b031215613edc575f5ffd5b88359750613eec60208a01613e52565b9650613efa60408a01613e65565b955060608901356001600160401b03811115613f14575f5ffd5b613f208b828c01613e75565b90965094505060808901356001600160401b03811115613f3e575f5ffd5b613f4a8b828c01613eb5565b93505060a08901356001600160401b03811115613f65575f5ffd5b613f718b828c01613e75565b999c989b5096995094979396929594505050565b5f5f60408385031215613f96575f5ffd5b82359150613fa660208401613e65565b90509250929050565b5f5f5f5f60608587031215613fc2575f5ffd5b84359350613fd260208601613e52565b925060408501356001600160401b03811115613fec575f5ffd5b613ff887828801613e75565b95989497509550505050565b5f5f5f60608486031215614016575f5ffd5b8335925061402660208501613e52565b929592945050506040919091013590565b634e487b7160e01b5f52602160045260245ffd5b6009811061406757634e487b7160e01b5f52602160045260245ffd5b9052565b81516001600160a01b031681526103008101602083015161409760208401826001600160401b03169052565b5060408301516140aa604084018261404b565b5060608301516140bf606084018260ff169052565b5060808301516140d5608084018261ffff169052565b5060a08301516140f060a08401826001600160a01b03169052565b5060c083015161410860c084018263ffffffff169052565b5060e083015161412060e084018263ffffffff169052565b5061010083015161413761010084018260ff169052565b506101208301516141546101208401826001600160a01b03169052565b5061014083015161417061014084018265ffffffffffff169052565b5061016083015161418c61016084018265ffffffffffff169052565b506101808301516141a96101808401826001600160401b03169052565b506101a08301516141c66101a08401826001600160401b03169052565b506101c08301516141e36101c08401826001600160401b03169052565b506101e08301516142006101e08401826001600160401b03169052565b506102008301516102008301526102208301516102208301526102408301516102408301526102608301516102608301526102808301516102808301526102a08301516102a08301526102c08301516102c08301526102e08301516102e083015292915050565b5f610120828403128015614279575f5ffd5b509092915050565b80356001600160401b03811681146122f4575f5ffd5b5f5f5f5f5f60a086880312156142ab575f5ffd5b853594506142bb60208701613e52565b93506142c960408701614281565b94979396509394606081013594506080013592915050565b5f61016082019050825182526020830151602083015260408301516040830152606083015161431b60608401826001600160401b03169052565b50608083015161433660808401826001600160401b03169052565b5060a083015161435160a08401826001600160401b03169052565b5060c083015161436660c084018260ff169052565b5060e083015161437b60e084018260ff169052565b5061010083015161439161010084018215159052565b506101208301516143a761012084018215159052565b506101408301516143be61014084018260ff169052565b5092915050565b5f5f5f5f5f608086880312156143d9575f5ffd5b853594506143e960208701613e52565b93506143f760408701613e65565b925060608601356001600160401b03811115614411575f5ffd5b61441d88828901613e75565b969995985093965092949392505050565b5f5f5f5f5f60a08688031215614442575f5ffd5b8535945061445260208701613e52565b935060408601356001600160401b0381111561446c575f5ffd5b61447888828901613eb5565b93505061448760608701614281565b915061449560808701614281565b90509295509295909350565b82815260408101610a7c602083018461404b565b5f5f858511156144c3575f5ffd5b838611156144cf575f5ffd5b5050600583901b0193919092039150565b634e487b7160e01b5f52601160045260245ffd5b5f60ff821660ff8103614509576145096144e0565b60010192915050565b6001600160401b038281168282160390811115612c7c57612c7c6144e0565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52601260045260245ffd5b5f6001600160401b0383168061457157614571614545565b806001600160401b0384160491505092915050565b6001600160401b038181168382160190811115612c7c57612c7c6144e0565b5f600182016145b6576145b66144e0565b5060010190565b5f602082840312156145cd575f5ffd5b81356001600160a01b0381168114610a7c575f5ffd5b5f602082840312156145f3575f5ffd5b610a7c82613e52565b5f6020828403121561460c575f5ffd5b610a7c82614281565b5f82518060208501845e5f920191825250919050565b5f6020828403121561463b575f5ffd5b5051919050565b80820180821115612c7c57612c7c6144e0565b63ffffffff96909616865260ff94851660208701529290931660408501526001600160401b039081166060850152909116608083015260a082015260c00190565b5f5f8335601e198436030181126146ab575f5ffd5b8301803591506001600160401b038211156146c4575f5ffd5b6020019150600581901b3603821315613d32575f5ffd5b5f5f8335601e198436030181126146f0575f5ffd5b8301803591506001600160401b03821115614709575f5ffd5b602001915036819003821315613d32575f5ffd5b5f60ff82168061472f5761472f6144e0565b5f190192915050565b6001600160401b0381811683821602908116908181146143be576143be6144e0565b60ff8281168282160390811115612c7c57612c7c6144e0565b63ffffffff8181168382160190811115612c7c57612c7c6144e0565b5f6001600160fb1b038311156147a3575f5ffd5b8260051b80838637939093019392505050565b8481528360208201525f61366160408301848661478f565b81810381811115612c7c57612c7c6144e0565b5f5f8335601e198436030181126147f6575f5ffd5b83016020810192503590506001600160401b03811115614814575f5ffd5b803603821315613d32575f5ffd5b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b5f5f8335601e1984360301811261485f575f5ffd5b83016020810192503590506001600160401b0381111561487d575f5ffd5b8060051b3603821315613d32575f5ffd5b8183525f6001600160fb1b038311156148a5575f5ffd5b8260051b80836020870137939093016020019392505050565b5f8383855260208501945060208460051b820101835f607e19863603015b8782101561498057848403601f1901895282358181126148fa575f5ffd5b87016001600160401b0361490d82614281565b1685526001600160401b0361492460208301614281565b16602086015263ffffffff61493b60408301613e52565b16604086015261494e606082018261484a565b91506080606087015261496560808701838361488e565b955050506020830192506020890198506001820191506148dc565b5091979650505050505050565b60c081525f61499c898a6147e1565b60c0808501526149b161018085018284614822565b9150506149c160208b018b6147e1565b84830360bf190160e08601526149d8838284614822565b925050506149e960408b018b61484a565b84830360bf1901610100860152614a0183828461488e565b60608d01356101208701529250614a1e91505060808b018b61484a565b84830360bf1901610140860152808352602080840190600583901b850101835f5b84811015614aaa57868303601f19018452614a5a828761484a565b808552602085015f5b82811015614a91576001600160401b03614a7c85614281565b16825260209384019390910190600101614a63565b5060209687019690955093909301925050600101614a3f565b5050614ab960a08f018f61484a565b88830360bf19016101608a015295509350614ad581868661488e565b945050505050614aea602084018a60ff169052565b6001600160401b03881660408401526001600160401b038716606084015285608084015282810360a0840152614b218185876148be565b9a9950505050505050505050565b805180151581146122f4575f5ffd5b5f5f5f60608486031215614b50575f5ffd5b614b5984614b2f565b60208501519093509150614b6f60408501614b2f565b90509250925092565b5f82614b8657614b86614545565b500490565b8082028115828204841417612c7c57612c7c6144e0565b8381525f60208201845f5b85811015614bdc576001600160401b03614bc683614281565b1683526020928301929190910190600101614bad565b50909695505050505050565b7573796e6f642f646973707574652f656e7472792f763160501b815260e08b901b6001600160e01b0319166017820152888a601b8301375f89820163ffffffff60e01b8a60e01b16601b8201528789601f830137601b88820101905063ffffffff60e01b8760e01b166004820152614c6460088201868861478f565b938452505060209091019a995050505050505050505056feefd9aff0ccf6b03540c503c03e0916ac5a2ee18fba70e4756a17f8a25f30b29fa164736f6c6343000825000a6080604052348015600e575f5ffd5b50614e788061001c5f395ff3fe608060405234801561000f575f5ffd5b5060043610610055575f3560e01c80630da2c86e1461005957806316833a811461009857806331fd2dc4146100ca5780633cb83b5e14610122578063abb86fb614610151575b5f5ffd5b61006c6100673660046146c8565b610186565b6040805193151584526001600160401b0392831660208501529116908201526060015b60405180910390f35b6100ab6100a6366004614728565b6101eb565b604080519315158452602084019290925215159082015260600161008f565b6100dd6100d83660046146c8565b61038c565b6040805197151588526020880196909652948601939093526060850191909152151560808401526001600160401b0390811660a08401521660c082015260e00161008f565b6101356101303660046147fb565b61041f565b6040805163ffffffff909316835290151560208301520161008f565b61016461015f366004614812565b610433565b604080519415158552602085019390935291830152606082015260800161008f565b5f5f5f6101916145f8565b61019b8686610450565b90945090508315806101b357506101b181610569565b155b156101c7575f5f5f935093509350506101e4565b60016101d282610de6565b6101dc835f610fb6565b935093509350505b9250925092565b5f5f5f6101f66145f8565b6102008b8b610450565b9094509050831580610218575061021681610569565b155b8061023d575061022781610de6565b6001600160401b0316896001600160401b031610155b80610263575061024d818a610fb6565b6001600160401b0316886001600160401b031610155b1561027757505f925082915081905061037f565b5f610283828b8b6111a2565b905061028d61463d565b6102a983838f8060a001906102a29190614843565b8c8c6116a1565b9096509050856102c557505f945084935083925061037f915050565b5f5f6102d08b611880565b91509150806102ee5750600196505f955085945061037f9350505050565b5f5b600381101561034b576020850151600190826003811061031257610312614888565b602002015160ff1603610343578284826003811061033257610332614888565b63ffffffff90921660209290920201525b6001016102f0565b50835183516020850151604086015160019361036a93909290916118da565b90985063ffffffff1696506001955050505050505b9750975097945050505050565b5f5f5f5f5f5f5f61039c896119c1565b92995090975095509350866103c457505f955085945084935083925082915081905080610413565b6103cc6145f8565b6103d68a8a610450565b90945090508380156103ec57506103ec81610569565b1561040d576103fa81610de6565b9250610406815f610fb6565b9150610411565b5f93505b505b92959891949750929550565b5f5f61042a83611880565b91509150915091565b5f5f5f5f610440856119c1565b93509350935093505b9193509193565b5f6104596145f8565b60ff8316602082015261046f6080850185614843565b61047891614902565b60e0820152365f61048986806149d6565b9092509050365f61049d60208901896149d6565b90925090506005831180156104fe57507f0ae5aeeefb0e46c44b3d246e2778a3d49f8aa3955ce251a878682ab876e6148c84846104db600582614a2c565b6104e6928290614a3f565b6040516104f4929190614a66565b6040518091039020145b156105365761052985855f86610515600582614a2c565b9261052293929190614a3f565b85856119ce565b9550955050505050610562565b61055985858560405161054a929190614a66565b60405180910390208484611e40565b95509550505050505b9250929050565b60e0810151515f90815b81811015610618575f8460e00151828151811061059257610592614888565b602002602001015190506008815111156105b057505f949350505050565b60015f5b825181101561060d578281815181106105cf576105cf614888565b60200260200101516001600160401b0316826105eb9190614a75565b9150634000000082111561060557505f9695505050505050565b6001016105b4565b505050600101610573565b5082515f8080610627876120fd565b91509150811561077857604080516080810182525f80825260208201819052918101829052606081019190915261065e888361235a565b909450905060021960ff8616016106f65783801561069b57508760e0015160028151811061068e5761068e614888565b6020026020010151516001145b80156106f3575080604001516001600160401b03168860e001516002815181106106c7576106c7614888565b60200260200101515f815181106106e0576106e0614888565b60200260200101516001600160401b0316145b93505b600d1960ff86160161071a5783801561071757506107178860e00151612752565b93505b838015610770575063400000006001600160401b031681604001516001600160401b0316825f01516001600160401b031683606001516001600160401b03166107639190614a75565b61076d9190614a75565b11155b935050610dbe565b61078187612950565b1561090f575f5f6107918961297d565b909250905060ff8616600e146107a85760036107ab565b60045b60ff16871480156107da57508860e0015181815181106107cd576107cd614888565b6020026020010151516001145b801561085257506108078960e0015183815181106107fa576107fa614888565b60200260200101516129a7565b6001600160401b03168960e00151828151811061082657610826614888565b60200260200101515f8151811061083f5761083f614888565b60200260200101516001600160401b0316145b801561089d57508860e00151818151811061086f5761086f614888565b60200260200101515f8151811061088857610888614888565b60200260200101516001600160401b03165f14155b8015610906575060ff8616600e146108f9576108f48960e001515f815181106108c8576108c8614888565b60200260200101518a60e001516001815181106108e7576108e7614888565b60200260200101516129e4565b610906565b6109068960e00151612752565b94505050610dbe565b600d1960ff851601610923575f9250610dbe565b60ff841660041480610938575060ff84166005145b156109875784600214801561098057506109808760e001515f8151811061096157610961614888565b60200260200101518860e001516001815181106108e7576108e7614888565b9250610dbe565b60051960ff851601610af1578460021480156109c257508660e001516001815181106109b5576109b5614888565b6020026020010151516001145b80156109eb57505f8760e001515f815181106109e0576109e0614888565b602002602001015151115b8015610a9f57508660e001515f81518110610a0857610a08614888565b602002602001015160018860e001515f81518110610a2857610a28614888565b602002602001015151610a3b9190614a2c565b81518110610a4b57610a4b614888565b60200260200101516001600160401b03168760e00151600181518110610a7357610a73614888565b60200260200101515f81518110610a8c57610a8c614888565b60200260200101516001600160401b0316145b801561098057508660e00151600181518110610abd57610abd614888565b60200260200101515f81518110610ad657610ad6614888565b60200260200101516001600160401b03165f14159250610dbe565b60ff841660071480610b06575060ff84166008145b80610b14575060ff8416600b145b15610b2457846001149250610dbe565b60ff841660091480610b39575060ff8416600a145b15610c2357846001148015610b7857508660e001515f81518110610b5f57610b5f614888565b6020026020010151518760a001516001600160401b0316105b8015610be0575060ff841660091480610be0575063010000008760e001515f81518110610ba757610ba7614888565b60200260200101518860a001516001600160401b031681518110610bcd57610bcd614888565b60200260200101516001600160401b0316105b801561098057508660e001515f81518110610bfd57610bfd614888565b60200260200101518760a001516001600160401b031681518110610ad657610ad6614888565b600f1960ff851601610ca557846003148015610c46575060028760c0015160ff16105b8015610c665750610c668760e001515f8151811061096157610961614888565b801561098057506109808760e001515f81518110610c8657610c86614888565b60200260200101518860e001516002815181106108e7576108e7614888565b60ff841660111480610cba575060ff84166012145b15610ce35784600214801561098057506109808760e001515f8151811061096157610961614888565b60ff841660131480610cf8575060ff84166014145b15610dbe57846002148015610d525750610d528760e001515f81518110610d2157610d21614888565b60200260200101518860e00151600181518110610d4057610d40614888565b60200260200101518960a00151612a66565b8015610dbb575060ff841660131480610dbb575063010000008760e00151600181518110610d8257610d82614888565b60200260200101518860a001516001600160401b031681518110610da857610da8614888565b60200260200101516001600160401b0316105b92505b828015610ddb57505f610dd088610de6565b6001600160401b0316115b979650505050505050565b80515f9081610df4846120fd565b5090508015610e35575f610e0785612b2c565b9150508060400151815f01518260600151610e229190614a8c565b610e2c9190614a8c565b95945050505050565b610e3e84612950565b15610e69575f610e4d8561297d565b509050610e2c8560e0015182815181106107fa576107fa614888565b60ff821660091480610e7e575060ff8216600a145b15610eff578360e001515f81518110610e9957610e99614888565b60200260200101518460a001516001600160401b031681518110610ebf57610ebf614888565b6020026020010151610eed8560e001515f81518110610ee057610ee0614888565b6020026020010151612be5565b610ef79190614ac9565b949350505050565b600a1960ff831601610f15575060019392505050565b60ff821660131480610f2a575060ff82166014145b15610f4957610ef78460e00151600181518110610ee057610ee0614888565b600460ff831610801590610f615750600860ff831611155b80610f7f5750601060ff831610801590610f7f5750601260ff831611155b15610f9d57610ef78460e001515f81518110610ee057610ee0614888565b604051633405f81960e21b815260040160405180910390fd5b81515f9081610fc4856120fd565b5090508015611009575f610fd786612b2c565b91505060ff8316600314610fef578060200151610fff565b6020810151610fff906001614af6565b935050505061119c565b61101285612950565b15611060575f6110218661297d565b50905061103d8660e0015182815181106107fa576107fa614888565b6110568760e001518381518110610ee057610ee0614888565b610fff9190614ac9565b60081960ff8316016110b9578460e001515f8151811061108257611082614888565b60200260200101518560a001516001600160401b0316815181106110a8576110a8614888565b60200260200101519250505061119c565b60091960ff83160161111e578460e001515f815181106110db576110db614888565b60200260200101518560a001516001600160401b03168151811061110157611101614888565b602002602001015160016111159190614af6565b9250505061119c565b600a1960ff831601611143576111158560e001515f81518110610ee057610ee0614888565b60131960ff83160161115a5760029250505061119c565b600460ff8316108015906111725750600860ff831611155b806111905750601060ff8316108015906111905750601360ff831611155b15610f9d576001925050505b92915050565b6111aa61465b565b83515f6111b6866120fd565b50905080156111d3576111ca868686612c27565b9250505061169a565b6111dc86612950565b15611241575f6111eb8761297d565b506001808652602086015181905260e0890151805192935061123b9287929185918b9161122291849081106107fa576107fa614888565b61122c908b614a8c565b6112369190614af6565b612dee565b50611697565b60ff821660091480611256575060ff8216600a145b80611264575060ff8216600b145b156113d6575f80600a1960ff85160161129a576112908860e001515f81518110610ee057610ee0614888565b9150859050611384565b5f8860e001515f815181106112b1576112b1614888565b60200260200101519050808960a001516001600160401b0316815181106112da576112da614888565b602002602001015192505f600190505f8a60a0015160016112fb9190614af6565b6001600160401b031690505b825181101561133f5782818151811061132257611322614888565b6020026020010151826113359190614a8c565b9150600101611307565b5061134a818a614b15565b818986611357838e614ac9565b6113619190614a8c565b61136b9190614af6565b6113759190614a8c565b61137f9190614af6565b925050505b6020850151600190526001600160401b03828116908716036113bd57600385526113b88560016113b385612e69565b612eeb565b6113cf565b60018086526113cf9086905f84612dee565b5050611697565b60ff8216601314806113eb575060ff82166014145b15611554575f8660e0015160018151811061140857611408614888565b602002602001015190505f818860a001516001600160401b03168151811061143257611432614888565b602002602001015190505f600190505f8960a0015160016114539190614af6565b6001600160401b031690505b83518110156114975783818151811061147a5761147a614888565b60200260200101518261148d9190614a8c565b915060010161145f565b505f6114a3828a614b15565b826114ae8186614a8c565b6114b8908c614ac9565b6114c29190614a8c565b6114cc9190614af6565b905060ff861660141480156114e857506001600160401b038816155b1561151157600387526114fd875f8084612dee565b61150c8760016113b386612e69565b61154b565b6002875260131960ff87160161152f5760208701516001905261153b565b61153b875f5f84612dee565b61154b876001633f800000612eeb565b50505050611697565b60ff821660041480611569575060ff82166005145b156115a65760ff8216600414611580576002611583565b60015b60ff168352611594835f8088612dee565b6115a18360018088612dee565b611697565b60051960ff8316016115ec57600183526115c2835f8088612dee565b6115a1836001806115e28a60e001515f815181106107fa576107fa614888565b611236908a614b15565b60ff821660071480611601575060ff82166011145b156116265760028352611616835f8088612dee565b6115a18360018860800151612eeb565b60071960ff83160161164257600683526115a1835f8088612dee565b600f1960ff83160161167b576002835261165e835f8088612dee565b6115a18360018860c0015160026116759190614b42565b88612dee565b60111960ff831601610f9d5760078352611594835f8088612dee565b50505b9392505050565b5f6116aa61463d565b5f805b600381101561186f575f896020015182600381106116cd576116cd614888565b6020020151905060021960ff82160161172257896080015182600381106116f6576116f6614888565b602002015184836003811061170d5761170d614888565b63ffffffff9092166020929092020152611866565b60011960ff82160161186657828614806117f157506117ef8b60e001518b60400151846003811061175557611755614888565b602002015160ff168151811061176d5761176d614888565b60200260200101518b60600151846003811061178b5761178b614888565b60200201518b8b8e6040015187600381106117a8576117a8614888565b602002015160ff168181106117bf576117bf614888565b905060200201358a8a888181106117d8576117d8614888565b90506020028101906117ea9190614b5b565b612f3d565b155b15611801575f9450505050611875565b86868481811061181357611813614888565b90506020028101906118259190614b5b565b611836906060810190604001614b79565b84836003811061184857611848614888565b63ffffffff90921660209290920201528261186281614b9c565b9350505b506001016116ad565b50831491505b965096945050505050565b5f808263ffffffff81111561189a57505f93849350915050565b80637f800000637fffffff82161180156118be57508063ffffffff16637fc0000014155b156118cf57505f9485945092505050565b946001945092505050565b5f5f1960ff8616016118f7576118f08484612fa4565b90506119b8565b60011960ff86160161190d576118f084846130c4565b60021960ff861601611923576118f084846131cc565b60031960ff861601611942576118f08261193d86866130c4565b612fa4565b60041960ff861601611959576118f084848461330b565b60051960ff8616016119805761196f5f856134e7565b611979575f6118f0565b50826119b8565b60061960ff8616016119965761196f5f846134e7565b60405163bd3c908960e01b815260ff8616600482015260240160405180910390fd5b610e2c8161352d565b5f5f5f5f61044085613550565b5f6119d76145f8565b5f1960058410801590611a2b57507f04d20a68a7c6e979619094f49c4c43347c778271f2ec13da7e47562049655344611a1360055f8789614a3f565b604051611a21929190614a66565b6040518091039020145b15611a3757505f611af2565b5f5b84611a45826006614bb4565b11611af057858582818110611a5c57611a5c614888565b9050013560f81c60f81b6001600160f81b031916600b60fa1b148015611ad157507f7b39eb3c04bba39924ac8938a8914a0076fb9c568deeb6119e8360ef3e03c780868287611aac826006614bb4565b92611ab993929190614a3f565b604051611ac7929190614a66565b6040518091039020145b15611ade57809150611af0565b80611ae881614b9c565b915050611a39565b505b5f198103611b06575f889250925050611e36565b365f611b148382888a614a3f565b915091505f5f5f611b498a8a885f14611b3757611b32896001614bb4565b611b39565b5f5b611b44928290614a3f565b6136c2565b92509250925082611b65575f8d97509750505050505050611e36565b60ff811660c08e01526040515f90611b80908e908e90614a66565b604051908190039020905084155f516020614e4c5f395f51905f52821480611bc757507f60ffc9aa68baa3b623aef27d83ee6ec05c37047e5dc9b2edddc3845ffb4d3ee082145b15611c17575f516020614e4c5f395f51905f528214611be757600d611bea565b600c5b60ff168f52600284148015611c055750611c058f88886139bd565b8f995099505050505050505050611e36565b7f1a21fb8b1d022d4555cd5839054fb47a704dd314d512cd9ebff65e297de3ade98203611c6057600e8f52808015611c055750836003148f995099505050505050505050611e36565b7fbdee81074df37e4738cba5a05d83b330a39e1101330e75653a54737f26a1aed88203611cb857600f8f52808015611c985750836002145b8015611c0557508260ff166001148f995099505050505050505050611e36565b7f46fcaa909ebb3e5eaa565d68d7ad235988ce778dc8909251c103e674c148f31d821480611d0557507f41ee8ccb7d6f95748d831ef4985550d2e3967d9e4d92d8d474fef70a7e4aa23082145b15611d2c5760108f52808015611c055750836002148f995099505050505050505050611e36565b83600114611d47575f8f995099505050505050505050611e36565b7f8bb587975337a9e49db588d9e2081e2dcf2928a5bdf3c8a02488dd2d7bc074f68203611d845760128f5298508d9750611e369650505050505050565b7ff0d91f8ef855806f1ada006cdb88a3766bd2b06f1558c7d86f53832d376fcd168203611dba5760118f52611c058f8888613ac0565b5f516020614e2c5f395f51905f52821480611df457507f4182e5b1bf2924d191fd32f0d581c5f2c82721c218439fc1d0b04996c42bf15782145b15611e27575f516020614e2c5f395f51905f528214611e14576014611e17565b60135b60ff168f52611c058f8888613c34565b5f8f9950995050505050505050505b9550959350505050565b5f611e496145f8565b82155f516020614e4c5f395f51905f52861480611e8557507f60ffc9aa68baa3b623aef27d83ee6ec05c37047e5dc9b2edddc3845ffb4d3ee086145b15611ec3575f516020614e4c5f395f51905f528614611ea5576002611ea8565b60015b60ff168752611eb88786866139bd565b8792509250506120f4565b7f1a21fb8b1d022d4555cd5839054fb47a704dd314d512cd9ebff65e297de3ade98603611ef35760038752612035565b7f4f5a8bb8492337e79bdc674d6f31ac448f8017e26cc7bfe3144fb5d886fe5369861480611f4057507f2feeb2293f3b9b3d45bb50a1ed836dbfe3fe8a160db7ac99b56756f85b456b9d86145b15611f4e5760048752612035565b7f46fcaa909ebb3e5eaa565d68d7ad235988ce778dc8909251c103e674c148f31d861480611f9b57507f41ee8ccb7d6f95748d831ef4985550d2e3967d9e4d92d8d474fef70a7e4aa23086145b15611fa95760058752612035565b7fbdee81074df37e4738cba5a05d83b330a39e1101330e75653a54737f26a1aed88603611fd95760068752612035565b7f8bb587975337a9e49db588d9e2081e2dcf2928a5bdf3c8a02488dd2d7bc074f686036120095760088752612035565b7f27f0097dcbff01844c37c02c820b259a7b99faffabdbc43021b6c4bafdb32a3f860361203557600b87525b865160ff16156120495791508590506120f4565b7ff0d91f8ef855806f1ada006cdb88a3766bd2b06f1558c7d86f53832d376fcd16860361207f5760078752611eb8878686613ac0565b5f516020614e2c5f395f51905f528614806120b957507f4182e5b1bf2924d191fd32f0d581c5f2c82721c218439fc1d0b04996c42bf15786145b156120ec575f516020614e2c5f395f51905f5286146120d957600a6120dc565b60095b60ff168752611eb8878686613c34565b5f8792509250505b94509492505050565b6040805160e0810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c08101829052825160ff60a08301819052811660011480612152575060ff81166002145b1561219d57604080850151606095860151600260c0860181905260ff94909416909314608085015291151594830194909452151592810192909252506001602082018190525f825291565b60021960ff8216016121c55750600360c08201526001602082018190525f8252939092509050565b60ff8116600c14806121da575060ff8116600d145b156122c15760ff8116600d146080830152600360c080840191909152840151612204906001614bc7565b60ff90811660a084015260c0850151165f0361226a5783604001511561224957606080850151600191840191909152151560408301525f6020830152600282526122b7565b60608085015115908301525f604083018190526002602084015282526122b7565b8360600151156122965760408085015115156060840152600190830181905260208301525f82526122b7565b6040808501515f606085018190529015918401919091526020830152600182525b6001925050915091565b60ff8116600e1480156122db575060028460c0015160ff16105b1561235157600460c0808401919091528401516122f9906001614bc7565b60ff90811660a084015260c0850151165f0361232c57600160608301525f604083018190526002602084015282526122b7565b5f60608301819052600160408401819052602084019190915282526001925050915091565b5f925050915091565b604080516080810182525f80825260208201819052918101829052606081018290528260c0015160ff168460e001515114612397575f9150610562565b5f8460e00151845f015160ff16815181106123b4576123b4614888565b602002602001015190505f8560e00151856020015160ff16815181106123dc576123dc614888565b602002602001015190505f85608001516123f6575f6123f9565b60015b60ff169050612409816002614bb4565b8351141580612423575061241e816002614bb4565b825114155b8061247e57508560800151801561247e5750815f8151811061244757612447614888565b60200260200101516001600160401b0316835f8151811061246a5761246a614888565b60200260200101516001600160401b031614155b1561248e575f9450505050610562565b856080015161249e5760016124b9565b825f815181106124b0576124b0614888565b60200260200101515b6001600160401b031660608501526040860151612515578281815181106124e2576124e2614888565b6020026020010151838260016124f89190614bb4565b8151811061250857612508614888565b6020026020010151612554565b82612521826001614bb4565b8151811061253157612531614888565b602002602001015183828151811061254b5761254b614888565b60200260200101515b6001600160401b03908116602087015216845260608601515f906125b75782828151811061258457612584614888565b60200260200101518383600161259a9190614bb4565b815181106125aa576125aa614888565b60200260200101516125f6565b826125c3836001614bb4565b815181106125d3576125d3614888565b60200260200101518383815181106125ed576125ed614888565b60200260200101515b6001600160401b0390811660408801526020870151919250828116911614612624575f955050505050610562565b8660a0015160ff1660ff14612743575f8860e001518860a0015160ff168151811061265157612651614888565b602002602001015190508260026126689190614bb4565b81511415806126a55750855f01516001600160401b031681848151811061269157612691614888565b60200260200101516001600160401b031614155b806126e9575060408601516001600160401b0316816126c5856001614bb4565b815181106126d5576126d5614888565b60200260200101516001600160401b031614155b8061272f57508760800151801561272f575085606001516001600160401b0316815f8151811061271b5761271b614888565b60200260200101516001600160401b031614155b15612741575f96505050505050610562565b505b60019550505050509250929050565b5f815160041461276357505f919050565b5f825f8151811061277657612776614888565b602002602001015190505f8360018151811061279457612794614888565b602002602001015190505f846002815181106127b2576127b2614888565b602002602001015190505f856003815181106127d0576127d0614888565b60200260200101519050825160021480156127ec575081516002145b80156127f9575083516002145b8015612806575080516001145b80156128565750815f8151811061281f5761281f614888565b60200260200101516001600160401b03168360018151811061284357612843614888565b60200260200101516001600160401b0316145b80156128a55750825f8151811061286f5761286f614888565b60200260200101516001600160401b0316845f8151811061289257612892614888565b60200260200101516001600160401b0316145b80156128f65750816001815181106128bf576128bf614888565b60200260200101516001600160401b0316846001815181106128e3576128e3614888565b60200260200101516001600160401b0316145b801561294657508160018151811061291057612910614888565b60200260200101516001600160401b0316815f8151811061293357612933614888565b60200260200101516001600160401b0316145b9695505050505050565b80515f9060ff16600f148061119c5750815160ff16600e14801561119c57505060c0015160ff1660021490565b80515f908190819060ff16600e14612996576002612999565b60035b909460ff9091169350915050565b5f81515f146129dc5781600183516129bf9190614a2c565b815181106129cf576129cf614888565b602002602001015161119c565b600192915050565b5f81518351146129f557505f61119c565b5f5b8351811015612a5c57828181518110612a1257612a12614888565b60200260200101516001600160401b0316848281518110612a3557612a35614888565b60200260200101516001600160401b031614612a54575f91505061119c565b6001016129f7565b5060019392505050565b5f8251826001600160401b0316101580612a8d575082518451612a8a906001614bb4565b14155b15612a9957505f61169a565b5f5b8451811015612b215783836001600160401b03168210612ac557612ac0826001614bb4565b612ac7565b815b81518110612ad757612ad7614888565b60200260200101516001600160401b0316858281518110612afa57612afa614888565b60200260200101516001600160401b031614612b19575f91505061169a565b600101612a9b565b506001949350505050565b6040805160e0810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810191909152604080516080810182525f8082526020820181905291810182905260608101919091525f612b91846120fd565b9350905080612bb357604051633405f81960e21b815260040160405180910390fd5b612bbd848461235a565b9250905080612bdf57604051633405f81960e21b815260040160405180910390fd5b50915091565b60015f5b8251811015612c2157828181518110612c0457612c04614888565b602002602001015182612c179190614a8c565b9150600101612be9565b50919050565b612c2f61465b565b5f5f612c3a86612b2c565b915091505f816040015186612c4f9190614b15565b875190915060ff166003148015612c7b575081602001516001600160401b0316856001600160401b0316145b15612ca35760018085526020850151819052612c9b908590600284612dee565b50505061169a565b604082015182515f91612cb591614a8c565b612cbf9088614ac9565b604084015184519192505f91612cd6908290614a8c565b612ce0908a614b15565b612cea9190614ac9565b90506002896020015160ff161015612d03576004612d06565b60055b60ff16865284516040860151612d729188915f9190612d3f578a886020015186612d309190614a8c565b612d3a9190614af6565b612d57565b87518590612d4d908d614a8c565b612d579190614af6565b60208901518951612d689089614a8c565b61122c9190614a8c565b612dd586600187602001518860600151612da6578688604001518c612d979190614a8c565b612da19190614af6565b612dc1565b8a886020015188612db79190614a8c565b612dc19190614af6565b604089015160208a0151612d689089614a8c565b5050505060208201516001604090910152509392505050565b600284602001518460038110612e0657612e06614888565b60ff9092166020929092020152604084015182908460038110612e2b57612e2b614888565b60ff9092166020929092020152606084015181908460038110612e5057612e50614888565b6001600160401b03909216602092909202015250505050565b5f816001600160401b03165f03612e8157505f919050565b5f5b6001600160401b038316612e98826001614bb4565b6001901b11612eb35780612eab81614b9c565b915050612e83565b5f612ebf826017614a2c565b6001600160401b038516901b627fffff169050806017612ee084607f614bb4565b901b17949350505050565b600383602001518360038110612f0357612f03614888565b60ff9092166020929092020152608083015181908360038110612f2857612f28614888565b63ffffffff9092166020929092020152505050565b5f6001600160401b038416612f556020840184614be0565b6001600160401b0316148015612f935750612f6f85612be5565b6001600160401b0316612f886040840160208501614be0565b6001600160401b0316145b8015610e2c5750610e2c8383613cdf565b5f637f800000637fffffff84161180612fc65750637f800000637fffffff8316115b15612fdc57612fd58383614004565b905061119c565b637f800000637fffffff84160361302857637f800000637fffffff8316148015613011575082821863ffffffff166380000000145b15613021575063ffc0000061119c565b508161119c565b637f800000637fffffff83160361304057508061119c565b637fffffff831661306657637fffffff82161561305d5781612fd5565b5081811661119c565b637fffffff821661307857508161119c565b5f5f6130838561402a565b915091505f5f6130928661402a565b91509150610ddb601f8863ffffffff16901c63ffffffff168585601f8a63ffffffff16901c63ffffffff168686614066565b5f637f800000637fffffff841611806130e65750637f800000637fffffff8316115b156130f557612fd58383614004565b638000000082841816637f800000637fffffff8516148061311f5750637f800000637fffffff8416145b1561315a57637fffffff8416158061313b5750637fffffff8316155b1561314d5763ffc0000091505061119c565b637f80000017905061119c565b637fffffff841615806131715750637fffffff8316155b1561317d57905061119c565b5f5f6131888661402a565b915091505f5f6131978761402a565b90925090506131c06001601f87901c166131b18487614a75565b6131bb8487614bf9565b61412c565b98975050505050505050565b5f637f800000637fffffff841611806131ee5750637f800000637fffffff8316115b156131fd57612fd58383614004565b638000000082841816637f800000637fffffff85160361324357637f800000637fffffff8416145b61323557637f800000811761323b565b63ffc000005b91505061119c565b637f800000637fffffff84160361325b57905061119c565b637fffffff831661327357637fffffff841615613225565b637fffffff841661328557905061119c565b5f5f61329086614210565b915091505f5f61329f87614210565b9092509050601a84901b5f6132b48483614c20565b90505f6132c18584614c33565b156132cd5760016132cf565b5f5b60ff1690506132fc6001601f8a901c81169084901b8317601b6132f2888b614c46565b6131bb9190614c46565b9b9a5050505050505050505050565b5f637f800000637fffffff8516111561332a575062400000831761169a565b637f800000637fffffff84161115613348575062400000821761169a565b637f800000637fffffff83161115613366575062400000811761169a565b6380000000838518165f637fffffff861615806133875750637fffffff8516155b9050637f800000637fffffff871614806133aa5750637f800000637fffffff8616145b156134095780156133c35763ffc000009250505061169a565b637f800000637fffffff85161480156133e857506380000000841663ffffffff831614155b156133fb5763ffc000009250505061169a565b50637f80000017905061169a565b637f800000637fffffff85160361342457839250505061169a565b801561344657637fffffff84161561343c57836111ca565b508216905061169a565b5f5f6134518861402a565b915091505f5f6134608961402a565b9150915061347288637fffffff161590565b156134995761348c6001601f88901c166131b18487614a75565b965050505050505061169a565b5f5f6134a48a61402a565b90925090506134d76001601f8a901c166134be8689614a75565b6134c88689614bf9565b6001601f8f901c168686614066565b9c9b505050505050505050505050565b5f637f800000637fffffff84161115801561350c5750637f800000637fffffff831611155b801561169a575061351c82614255565b61352584614255565b129392505050565b5f637f800000637fffffff831611613545578161119c565b637fc0000092915050565b5f808080806135626040870187614843565b9150611000905061357660208801886149d6565b905061358288806149d6565b61358d929150614bb4565b11156135a557505f9350839250829150819050610449565b60108111806135c25750806135bd6080880188614843565b905014155b806135e557506135d3816001614bb4565b6135e060a0880188614843565b905014155b156135fc57505f9350839250829150819050610449565b5f61361261360d6080890189614843565b614283565b90965090508561363057505f94508493508392508291506104499050565b5f61363a886143a2565b9096509050808261364e60a08b018b614843565b61365b9187915f91614c65565b60405160200161366e9493929190614cb7565b60408051601f19818403018152919052805160209091012094506001868661369960a08c018c614843565b878181106136a9576136a9614888565b9050602002013596509650965096505050509193509193565b5f8080600584108061371657507f04d20a68a7c6e979619094f49c4c43347c778271f2ec13da7e475620496553446136fd60055f8789614a3f565b60405161370b929190614a66565b604051809103902014155b1561372857505f9150819050806101e4565b6005805b8582108015613795575086868381811061374857613748614888565b9050013560f81c60f81b6001600160f81b031916600360fc1b1480613795575086868381811061377a5761377a614888565b9050013560f81c60f81b6001600160f81b031916603160f81b145b156137ac57816137a481614b9c565b92505061372c565b5f6137b78284614a2c565b90508015806137c65750601081115b806137da5750866137d8846006614bb4565b115b8061383557507f05689dd139a17705f393a81a6c8615fab1d221ed5dbc7de1530911741c77102a88848961380f826006614bb4565b9261381c93929190614a3f565b60405161382a929190614a66565b604051809103902014155b1561384b575f5f5f9550955095505050506101e4565b5f80806138638b8b61385e896006614bb4565b614484565b92509250925082158061387f57508961387d826005614bb4565b115b806138da57507f7f762ea18f6bf3f6f7e68335abac32bc0aab17cfd6b73b7d59b6da381fb5f6268b828c6138b4826005614bb4565b926138c193929190614a3f565b6040516138cf929190614a66565b604051809103902014155b156138f3575f5f5f9850985098505050505050506101e4565b5f6139048c8c61385e856005614bb4565b919550909150508315806139185750808b14155b15613932575f5f5f995099509950505050505050506101e4565b5f805b868110156139a6578d8d613949838b614bb4565b81811061395857613958614888565b909101356001600160f81b031916603160f81b03905061399e578482036139905760019b509599509497506101e49650505050505050565b8161399a81614b9c565b9250505b600101613935565b505f9d8e9d508d9c509a5050505050505050505050565b5f5f83836040516139cf929190614a66565b604051809103902090507f212521af04d841ba8a1cfe5259f3a64445db7ac0e0aa7c69a9ba1ca375b4185b8103613a0a57600191505061169a565b7f5f2d917aec801fb0cde300e19e4bd85ba12c57dad3697517eefb65c7d26d2cbc8103613a4157505060016040840181905261169a565b7f26ef0497c6a5b2a2048dee9de1b5d65ed52d92c482f25277e19a07d9f3ed7db18103613a7857505060016060840181905261169a565b7fbbdfdb520b89c4d30e0aef499301e465c7d9661121922f6723e6a5f4176822e88103613ab65750506001606084018190526040840181905261169a565b505f949350505050565b5f6003821080613ad05750600a82115b80613b04575082825f818110613ae857613ae8614888565b9050013560f81c60f81b6001600160f81b031916607360f81b14155b80613b39575082826001818110613b1d57613b1d614888565b9050013560f81c60f81b6001600160f81b031916603d60f81b14155b15613b4557505f61169a565b5f60025b83811015613c1e575f858583818110613b6457613b64614888565b919091013560f81c91505f905060308210801590613b86575060398260ff1611155b15613b9d57613b96603083614b42565b9050613bf9565b60618260ff1610158015613bb5575060668260ff1611155b15613bc557613b96605783614b42565b60418260ff1610158015613bdd575060468260ff1611155b15613bed57613b96603783614b42565b5f94505050505061169a565b60ff8116613c08856010614ccf565b613c129190614cee565b93505050600101613b49565b5063ffffffff1660808501525060019392505050565b5f6006821080613c8657507f8675b86133b5b6e033c7a34c25a4c02453580ec513a9798567482bf9647573d7613c6d60055f8587614a3f565b604051613c7b929190614a66565b604051809103902014155b15613c9257505f61169a565b5f5f5f613ca186866005614484565b925092509250821580613cb45750808514155b15613cc4575f935050505061169a565b506001600160401b031660a086015250600190509392505050565b5f613cf06040830160208401614be0565b6001600160401b03161580613d22575065010000000000613d176040840160208501614be0565b6001600160401b0316115b80613d5a5750613d386040830160208401614be0565b6001600160401b0316613d4e6020840184614be0565b6001600160401b031610155b15613d6657505f61119c565b5f613d776060840160408501614b79565b637fffffff169050637f80000081118015613dab5750637fc00000613da26060850160408601614b79565b63ffffffff1614155b15613db9575f91505061119c565b5f80613dcb6060860160408701614b79565b6040516001600160f81b0319909216602083015263ffffffff16602182015260410160408051601f19818403018152919052805160209182012091505f90613e1590860186614be0565b90505f613e286040870160208801614be0565b90505f5b6001826001600160401b03161115613fe057613e49600284614b15565b6001600160401b0316600103613ef657613e666060880188614843565b90508103613e7b575f9550505050505061119c565b600160f81b613e8d6060890189614843565b83818110613e9d57613e9d614888565b6040516001600160f81b0319909416602085810191909152029190910135602183015250604181018590526061016040516020818303038152906040528051906020012093508080613eee90614b9c565b915050613fb5565b6001600160401b038216613f0b846001614af6565b6001600160401b03161015613fb557613f276060880188614843565b90508103613f3c575f9550505050505061119c565b600160f81b84613f4f60608a018a614843565b84818110613f5f57613f5f614888565b6040516001600160f81b031990951660208681019190915260218601949094529290920201356041830152506061016040516020818303038152906040528051906020012093508080613fb190614b9c565b9150505b613fc0600284614ac9565b92506002613fcf836001614af6565b613fd99190614ac9565b9150613e2c565b613fed6060880188614843565b9050811480156131c0575050509414949350505050565b5f62400000637f800000637fffffff8516116140205782614022565b835b179392505050565b627fffff81165f60ff601784901c1680820361404a576094199150612bdf565b62800000929092179161405e609682614c46565b915050915091565b5f5f61407187614561565b860190505f61407f85614561565b840190506040818303131561409d57604081830303840193506140b3565b604082820313156140b357604082820303870196505b5f8488126140ca57508387039790971b96836140d5565b508684039490941b93865b868a036140f3576140e98a878b018361412c565b9350505050612946565b85891115614108576140e98a878b038361412c565b8886111561411d576140e9878a88038361412c565b505f9998505050505050505050565b5f5f61413784614561565b90505f601882039050609419818501121561415457836094190390505b5f5f821361416957815f0386901b90506141d4565b8282111561418057601f87901b935050505061169a565b5084811c5f19600180841b820188169184011b808211806141ae575080821480156141ae5750826001166001145b156141d157600183019250826301000000036141d1576280000092506001840193505b50505b84820160688113156141f65750505050601f84901b637f80000017905061169a565b60950160171b01601f9690961b9590951795945050505050565b5f5f61421b8361402a565b909250905062800000821015614250575f61423583614561565b614240906018614a2c565b92831b92905061405e8183614c46565b915091565b5f638000000063ffffffff83161015614274578163ffffffff1661119c565b61119c637fffffff8316614d0a565b5f80805b8381101561439657365f8686848181106142a3576142a3614888565b90506020028101906142b59190614843565b909250905060088111156142d257505f9350839250610562915050565b60015f5b82811015614358575f8484838181106142f1576142f1614888565b90506020020160208101906143069190614be0565b6001600160401b031690505f8111801561432c5750614329816340000000614c20565b83115b1561434357505f9650869550610562945050505050565b61434d8184614a75565b9250506001016142d6565b5084838360405160200161436e93929190614d24565b6040516020818303038152906040528051906020012094505050508080600101915050614287565b50600191509250929050565b5f80806143af84806149d6565b90506143bb85806149d6565b6143c860208801886149d6565b90506143d760208901896149d6565b6143e460408b018b614843565b90506143f360408c018c614843565b8c606001356040516020016144119a99989796959493929190614d6a565b60405160208183030381529060405290506002816040516144329190614dfe565b602060405180830381855afa15801561444d573d5f5f3e3d5ffd5b5050506040513d601f19601f820116820180604052508101906144709190614e14565b925060208151036020820120915050915091565b5f80825b84811080156144b9575060308686838181106144a6576144a6614888565b9050013560f81c60f81b60f81c60ff1610155b80156144e7575060398686838181106144d4576144d4614888565b9050013560f81c60f81b60f81c60ff1611155b1561453d57603086868381811061450057614500614888565b6145119392013560f81c9050614b42565b60ff1661451f83600a614a75565b6145299190614bb4565b91508061453581614b9c565b915050614488565b8381118015614556575060086145538583614a2c565b11155b925093509350939050565b5f600160801b821061457557608091821c91015b68010000000000000000821061458d57604091821c91015b64010000000082106145a157602091821c91015b6201000082106145b357601091821c91015b61010082106145c457600891821c91015b601082106145d457600491821c91015b600482106145e457600291821c91015b600282106145f457600191821c91015b0190565b60408051610100810182525f8082526020820181905291810182905260608082018390526080820183905260a0820183905260c082019290925260e081019190915290565b60405180606001604052806003906020820280368337509192915050565b6040518060a001604052805f60ff16815260200161467761463d565b815260200161468461463d565b815260200161469161463d565b815260200161469e61463d565b905290565b5f60c08284031215612c21575f5ffd5b803560ff811681146146c3575f5ffd5b919050565b5f5f604083850312156146d9575f5ffd5b82356001600160401b038111156146ee575f5ffd5b6146fa858286016146a3565b925050614709602084016146b3565b90509250929050565b80356001600160401b03811681146146c3575f5ffd5b5f5f5f5f5f5f5f60c0888a03121561473e575f5ffd5b87356001600160401b03811115614753575f5ffd5b61475f8a828b016146a3565b97505061476e602089016146b3565b955061477c60408901614712565b945061478a60608901614712565b93506080880135925060a08801356001600160401b038111156147ab575f5ffd5b8801601f81018a136147bb575f5ffd5b80356001600160401b038111156147d0575f5ffd5b8a60208260051b84010111156147e4575f5ffd5b602082019350809250505092959891949750929550565b5f6020828403121561480b575f5ffd5b5035919050565b5f60208284031215614822575f5ffd5b81356001600160401b03811115614837575f5ffd5b610ef7848285016146a3565b5f5f8335601e19843603018112614858575f5ffd5b8301803591506001600160401b03821115614871575f5ffd5b6020019150600581901b3603821315610562575f5ffd5b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52604160045260245ffd5b604051601f8201601f191681016001600160401b03811182821017156148d8576148d861489c565b604052919050565b5f6001600160401b038211156148f8576148f861489c565b5060051b60200190565b5f61491461490f846148e0565b6148b0565b8381526020810190600585901b84013681111561492f575f5ffd5b845b818110156149cb5780356001600160401b0381111561494e575f5ffd5b860136601f82011261495e575f5ffd5b803561496c61490f826148e0565b8082825260208201915060208360051b85010192503683111561498d575f5ffd5b6020840193505b828410156149b6576149a584614712565b825260209384019390910190614994565b87525050602094850194919091019050614931565b509095945050505050565b5f5f8335601e198436030181126149eb575f5ffd5b8301803591506001600160401b03821115614a04575f5ffd5b602001915036819003821315610562575f5ffd5b634e487b7160e01b5f52601160045260245ffd5b8181038181111561119c5761119c614a18565b5f5f85851115614a4d575f5ffd5b83861115614a59575f5ffd5b5050820193919092039150565b818382375f9101908152919050565b808202811582820484141761119c5761119c614a18565b6001600160401b038181168382160290811690818114614aae57614aae614a18565b5092915050565b634e487b7160e01b5f52601260045260245ffd5b5f6001600160401b03831680614ae157614ae1614ab5565b806001600160401b0384160491505092915050565b6001600160401b03818116838216019081111561119c5761119c614a18565b5f6001600160401b03831680614b2d57614b2d614ab5565b806001600160401b0384160691505092915050565b60ff828116828216039081111561119c5761119c614a18565b5f8235607e19833603018112614b6f575f5ffd5b9190910192915050565b5f60208284031215614b89575f5ffd5b813563ffffffff8116811461169a575f5ffd5b5f60018201614bad57614bad614a18565b5060010190565b8082018082111561119c5761119c614a18565b60ff818116838216019081111561119c5761119c614a18565b5f60208284031215614bf0575f5ffd5b61169a82614712565b8082018281125f831280158216821582161715614c1857614c18614a18565b505092915050565b5f82614c2e57614c2e614ab5565b500490565b5f82614c4157614c41614ab5565b500690565b8181035f831280158383131683831282161715614aae57614aae614a18565b5f5f85851115614c73575f5ffd5b83861115614c7f575f5ffd5b5050600583901b0193919092039150565b5f6001600160fb1b03831115614ca4575f5ffd5b8260051b80838637939093019392505050565b8481528360208201525f612946604083018486614c90565b63ffffffff8181168382160290811690818114614aae57614aae614a18565b63ffffffff818116838216019081111561119c5761119c614a18565b5f600160ff1b8201614d1e57614d1e614a18565b505f0390565b8381525f60208201845f5b85811015614d5e576001600160401b03614d4883614712565b1683526020928301929190910190600101614d2f565b50909695505050505050565b7573796e6f642f646973707574652f656e7472792f763160501b815260e08b901b6001600160e01b0319166017820152888a601b8301375f89820163ffffffff60e01b8a60e01b16601b8201528789601f830137601b88820101905063ffffffff60e01b8760e01b166004820152614de6600882018688614c90565b938452505060209091019a9950505050505050505050565b5f82518060208501845e5f920191825250919050565b5f60208284031215614e24575f5ffd5b505191905056fe0fdbd160736e9b9b51ea9a79a8ed86f427a62e0e377d60335d2ec895c27025bbb2b273bbd9e4409919665f07376f8e8b8d95c6e1d4498aab66f21245ffabeba9a164736f6c6343000825000a",
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
