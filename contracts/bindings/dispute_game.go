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
	Reads      [32]byte
	SolverRoot [32]byte
	C0         [32]byte
	C1         [32]byte
	Elements   uint64
	Steps      uint64
	Node       uint64
	Level      uint8
	OpSet      uint8
	On         bool
	Opened     bool
	Element    uint64
	Why        uint8
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
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"market_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"BadChildren\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"count\",\"type\":\"uint64\"}],\"name\":\"BadCount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"want\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"got\",\"type\":\"uint256\"}],\"name\":\"BadHashCount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"index\",\"type\":\"uint8\"}],\"name\":\"BadIndex\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"BadOpening\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"BadProofs\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"ChainMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlineNotReached\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlinePassed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"GameFinished\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotMarket\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotReferee\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"NotScalarGame\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotYourTurn\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"NothingDisputed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"PostNotStated\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"}],\"name\":\"SameHash\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"want\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"got\",\"type\":\"uint32\"}],\"name\":\"StaleMove\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"UnknownGame\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"WaitingForReferee\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"expected\",\"type\":\"uint8\"}],\"name\":\"WrongMove\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"enumDisputeGame.Phase\",\"name\":\"phase\",\"type\":\"uint8\"}],\"name\":\"WrongPhase\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"by\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"index\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"level\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"node\",\"type\":\"uint64\"}],\"name\":\"Descended\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"element\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"steps\",\"type\":\"uint64\"}],\"name\":\"ElementPinned\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"elements\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"steps\",\"type\":\"uint64\"}],\"name\":\"ElementsStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"entries\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"agreed\",\"type\":\"bytes32\"}],\"name\":\"EntriesStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"step\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"entry\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"stateEntry\",\"type\":\"bool\"}],\"name\":\"EntryPinned\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"by\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"output\",\"type\":\"bytes32\"}],\"name\":\"EntryRevealed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"solver\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"referee\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"steps\",\"type\":\"uint64\"}],\"name\":\"GameOpened\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"byTimeout\",\"type\":\"bool\"}],\"name\":\"GameOver\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"by\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"index\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"lo\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"hi\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"hash\",\"type\":\"bytes32\"}],\"name\":\"Picked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"by\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"hash\",\"type\":\"bytes32\"}],\"name\":\"Posted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"step\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"entry\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"length\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"stateEntry\",\"type\":\"bool\"}],\"name\":\"RefereeDue\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"ruling\",\"type\":\"bytes32\"}],\"name\":\"Ruled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"opSet\",\"type\":\"uint8\"}],\"name\":\"ScalarEnabled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"step\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"result\",\"type\":\"bytes32\"}],\"name\":\"ScalarExecuted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"why\",\"type\":\"uint8\"}],\"name\":\"ScalarRefused\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"step\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"pre\",\"type\":\"bytes32\"}],\"name\":\"StepPinned\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"party\",\"type\":\"uint8\"}],\"name\":\"TimedOut\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"by\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"count\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"chain\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"post\",\"type\":\"bytes32\"}],\"name\":\"TraceOpened\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"opSet\",\"type\":\"uint8\"}],\"name\":\"enableScalar\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"game\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"solver\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"enumDisputeGame.Phase\",\"name\":\"phase\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"toMove\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"flags\",\"type\":\"uint16\"},{\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"moveTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"referee\",\"type\":\"address\"},{\"internalType\":\"uint48\",\"name\":\"solverCount\",\"type\":\"uint48\"},{\"internalType\":\"uint48\",\"name\":\"challengerCount\",\"type\":\"uint48\"},{\"internalType\":\"uint64\",\"name\":\"steps\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"lo\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"hi\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"step\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"agreed\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"hiSolver\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"hiChallenger\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"posted\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"pre\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"solverOut\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"challengerOut\",\"type\":\"bytes32\"}],\"internalType\":\"structDisputeGame.Game\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"gameCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"judge\",\"outputs\":[{\"internalType\":\"contractScalarJudge\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"market\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"solver\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"referee\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"steps\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"moveTimeout\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"initialStateHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"solverFinal\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"challengerFinal\",\"type\":\"bytes32\"}],\"internalType\":\"structIDisputeGame.OpenParams\",\"name\":\"p\",\"type\":\"tuple\"}],\"name\":\"open\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"count\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"chain\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"postState\",\"type\":\"bytes32\"}],\"name\":\"openTrace\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"parties\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"solver\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"phase3\",\"outputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"reads\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"solverRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"c0\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"c1\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"elements\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"steps\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"node\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"level\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"opSet\",\"type\":\"uint8\"},{\"internalType\":\"bool\",\"name\":\"on\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"opened\",\"type\":\"bool\"},{\"internalType\":\"uint64\",\"name\":\"element\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"why\",\"type\":\"uint8\"}],\"internalType\":\"structDisputeGame.P3\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"index\",\"type\":\"uint8\"},{\"internalType\":\"bytes32[]\",\"name\":\"hashes\",\"type\":\"bytes32[]\"}],\"name\":\"pick\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"index\",\"type\":\"uint8\"},{\"internalType\":\"bytes32[]\",\"name\":\"hashes\",\"type\":\"bytes32[]\"},{\"components\":[{\"internalType\":\"string\",\"name\":\"op\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"attrs\",\"type\":\"string\"},{\"internalType\":\"bytes32[]\",\"name\":\"inputs\",\"type\":\"bytes32[]\"},{\"internalType\":\"bytes32\",\"name\":\"output\",\"type\":\"bytes32\"},{\"internalType\":\"uint64[][]\",\"name\":\"shapes\",\"type\":\"uint64[][]\"},{\"internalType\":\"bytes32[]\",\"name\":\"roots\",\"type\":\"bytes32[]\"}],\"internalType\":\"structScalarJudge.Opening\",\"name\":\"reads\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint64\",\"name\":\"index\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"n\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"bits\",\"type\":\"uint32\"},{\"internalType\":\"bytes32[]\",\"name\":\"siblings\",\"type\":\"bytes32[]\"}],\"internalType\":\"structScalarStep.Element[]\",\"name\":\"proofs\",\"type\":\"tuple[]\"}],\"name\":\"pickElement\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"index\",\"type\":\"uint8\"},{\"internalType\":\"bytes32[]\",\"name\":\"hashes\",\"type\":\"bytes32[]\"},{\"components\":[{\"internalType\":\"string\",\"name\":\"op\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"attrs\",\"type\":\"string\"},{\"internalType\":\"bytes32[]\",\"name\":\"inputs\",\"type\":\"bytes32[]\"},{\"internalType\":\"bytes32\",\"name\":\"output\",\"type\":\"bytes32\"},{\"internalType\":\"uint64[][]\",\"name\":\"shapes\",\"type\":\"uint64[][]\"},{\"internalType\":\"bytes32[]\",\"name\":\"roots\",\"type\":\"bytes32[]\"}],\"internalType\":\"structScalarJudge.Opening\",\"name\":\"reads\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint64\",\"name\":\"index\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"n\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"bits\",\"type\":\"uint32\"},{\"internalType\":\"bytes32[]\",\"name\":\"siblings\",\"type\":\"bytes32[]\"}],\"internalType\":\"structScalarStep.Element[]\",\"name\":\"proofs\",\"type\":\"tuple[]\"}],\"name\":\"pickScalar\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"internalType\":\"bytes32[]\",\"name\":\"hashes\",\"type\":\"bytes32[]\"}],\"name\":\"post\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"output\",\"type\":\"bytes32\"}],\"name\":\"reveal\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"turn\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"output\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"string\",\"name\":\"op\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"attrs\",\"type\":\"string\"},{\"internalType\":\"bytes32[]\",\"name\":\"inputs\",\"type\":\"bytes32[]\"},{\"internalType\":\"bytes32\",\"name\":\"output\",\"type\":\"bytes32\"},{\"internalType\":\"uint64[][]\",\"name\":\"shapes\",\"type\":\"uint64[][]\"},{\"internalType\":\"bytes32[]\",\"name\":\"roots\",\"type\":\"bytes32[]\"}],\"internalType\":\"structScalarJudge.Opening\",\"name\":\"o\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[]\",\"name\":\"children\",\"type\":\"bytes32[]\"}],\"name\":\"revealOpened\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"ruling\",\"type\":\"bytes32\"}],\"name\":\"rule\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"timeout\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"toMove\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "DisputeGame",
	Bin: "0x60c060405234801561000f575f5ffd5b506040516198d23803806198d283398101604081905261002e91610080565b6001600160a01b03811660805260405161004790610073565b604051809103905ff080158015610060573d5f5f3e3d5ffd5b506001600160a01b031660a052506100ad565b614cd880614bfa83390190565b5f60208284031215610090575f5ffd5b81516001600160a01b03811681146100a6575f5ffd5b9392505050565b60805160a051614afb6100ff5f395f818161018301528181612df70152818161316901528181613ad80152613c0f01525f8181610233015281816108480152818161137501526120e00152614afb5ff3fe608060405234801561000f575f5ffd5b5060043610610111575f3560e01c806370651a181161009e578063cddbe7291161006e578063cddbe7291461027b578063cee8ee7e1461029b578063d4697217146102ae578063d5a1d409146102c1578063dbca40fa146102e1575f5ffd5b806370651a18146101f657806380f556051461022e578063b7f2787914610255578063c40b163414610268575f5ffd5b80634d1975b4116100e45780634d1975b414610163578063573255f41461017e578063576a3d67146101bd5780636216ffa7146101d05780636bd27a40146101e3575f5ffd5b806308148f7a146101155780632fe3fd301461012a57806343ca9a201461013d57806348d90d3b14610150575b5f5ffd5b610128610123366004613d24565b6102f4565b005b610128610138366004613d3b565b61040c565b61012861014b366004613dd5565b610599565b61012861015e366004613e95565b61083d565b61016b5f5481565b6040519081526020015b60405180910390f35b6101a57f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610175565b6101a56101cb366004613d24565b6109ef565b6101286101de366004613ebf565b610a98565b6101286101f1366004613f4a565b610c1d565b610209610204366004613d24565b610dbb565b604080519384526001600160a01b039283166020850152911690820152606001610175565b6101a57f000000000000000000000000000000000000000000000000000000000000000081565b610128610263366004613dd5565b610dee565b610128610276366004613f9f565b610eb5565b61028e610289366004613d24565b611104565b6040516101759190614006565b61016b6102a9366004614202565b611369565b6101286102bc366004614233565b611680565b6102d46102cf366004613d24565b611b78565b604051610175919061427f565b6101286102ef36600461438c565b611cbb565b5f6102fe82611ff6565b905060068154600160e01b900460ff16600881111561031f5761031f613fd2565b03610345576040516332a1f60960e11b8152600481018390526024015b60405180910390fd5b8054600160a01b90046001600160401b0316421161039157805460405163569b325360e11b815260048101849052600160a01b9091046001600160401b0316602482015260440161033c565b8054604051600160e81b90910460ff168082529083907f4f6ee372207f9021a19d090294f500c14bdb387c7d4df49bdd1ab706823fce0d9060200160405180910390a260035f1960ff8316016103e9575060026103f9565b60011960ff8316016103f9575060015b6104068484836001612047565b50505050565b5f61041683611ff6565b905060058154600160e01b900460ff16600881111561043757610437613fd2565b1461046557805460405163041d44f960e11b815261033c918591600160e01b90910460ff16906004016143f5565b60028101546001600160a01b0316331461049b57604051635cc130a360e11b81526004810184905233602482015260440161033c565b8054600160a01b90046001600160401b03164211156104e85780546040516337851a4160e11b815260048101859052600160a01b9091046001600160401b0316602482015260440161033c565b827fe0793760ec238afa5f71e8c6b31603bdad5f6dd3fbd3fa5d193193a324715ace8360405161051a91815260200190565b60405180910390a280545f908190600160f01b90046040161561055c575050600281015465ffffffffffff600160a01b8204811691600160d01b900416610569565b5050600a810154600b8201545b600382850361057a57506001610585565b818503610585575060025b6105918685835f612047565b505050505050565b5f5f6105a78a8a600261213b565b909250905060078254600160e01b900460ff1660088111156105cb576105cb613fd2565b146105f957815460405163041d44f960e11b815261033c918c91600160e01b90910460ff16906004016143f5565b5f8a81526002602052604081206004810154909190600160c01b900460ff1615610624576002610627565b60015b60ff169050808a60ff161061065b57604051630d92547560e21b8152600481018d905260ff8b16602482015260440161033c565b8088101561068d576040516305c8e0c560e31b8152600481018d9052602481018290526044810189905260640161033c565b6106ac8c8584868e8e8e5f9089926106a793929190614409565b6123b4565b5f6106b885848d6124a3565b90508c7f29dbe6f6b5f7d30138db464f538507da50618ea8407c806c01f794946b8274468d868e8760040160189054906101000a900460ff168860040160109054906101000a90046001600160401b031660405161074e95949392919063ffffffff95909516855260ff9384166020860152918316604085015290911660608301526001600160401b0316608082015260a00190565b60405180910390a280156107875761077d8d8685878e8e8890809261077593929190614409565b8e8e8e61265a565b5050505050610833565b85156107a957604051630a61e54560e31b8152600481018e905260240161033c565b6107e08d8460ff87166001146107c35787600701546107c9565b87600601545b8d8d879080926107db93929190614409565b612970565b845461fff7600160f01b9091041660041760011960ff861601610801576008175b85546001600160f01b0316600160f01b61ffff83160217865561082c86610827876129d1565b6129ed565b5050505050505b5050505050505050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146108865760405163c4bbea6960e01b815260040160405180910390fd5b5f61089083611ff6565b6001810154909150600160a01b900463ffffffff161515806108ce575060068154600160e01b900460ff1660088111156108cc576108cc613fd2565b145b156108fc57805460405163041d44f960e11b815261033c918591600160e01b90910460ff16906004016143f5565b60018260ff161080610911575060028260ff16115b1561093b57604051634ab29c0f60e01b81526004810184905260ff8316602482015260440161033c565b5f8381526002602081815260409283902060048101805460018084558084018190559483018590556003830185905560058301805467ffffffffffffffff19908116871790915560ff8916600160c81b810261ffff60c81b1990931692909217600160d01b17168517909155600a8601849055600b860193909355925191825285917f759e63604565b7bda5dba52dd10aa09b878603abe1e7d4f25fdc41ae3797d2e991015b60405180910390a250505050565b5f5f6109fa83611ff6565b905060068154600160e01b900460ff166008811115610a1b57610a1b613fd2565b03610a2857505f92915050565b60058154600160e01b900460ff166008811115610a4757610a47613fd2565b03610a5f57600201546001600160a01b031692915050565b8054600160e81b900460ff16600114610a855760018101546001600160a01b0316610a91565b80546001600160a01b03165b9392505050565b5f5f610aa68888600461213b565b5f8a8152600260205260409020600481015492945090925090600160d01b900460ff16610ae957604051636168c79960e01b8152600481018a905260240161033c565b60ff8216600114610afc57610200610b00565b6101005b610b0c8a85858b612a85565b84546001600160f01b0316600160f01b9190921761ffff16021783556040805163ffffffff8a16815260ff8416602082015290810188905289907f77ffa7101c6f5f3a8041c1545509e1f25a5fc52623808a96f525f0cf48caab369060600160405180910390a260011960ff831601610b9d57600b8301879055610b95898483898b8a8a612be3565b505050610591565b5f5f610bab8b868a8c612d8e565b90925090508515610bdf576040516305c8e0c560e31b8152600481018c90525f60248201526044810187905260640161033c565b600a85018990558183556001830181905560048301805460ff60d81b1916600160d81b179055610c108560026129ed565b5050505050505050505050565b5f5f610c2b8686600161213b565b600382015491935091506001600160401b03600160401b8204811691600160801b9004165f6001610c5c8484614448565b6001600160401b031611610c70575f610c73565b60015b60ff169050858114610ca9576040516305c8e0c560e31b8152600481018a9052602481018290526044810187905260640161033c565b86865f818110610cbb57610cbb614467565b6020029190910135600887015550845461fff7600160f01b9091041660041760011960ff861601610cea576008175b85546001600160f01b0316600160f01b61ffff831602178655897f3ff697e464f171eb00b783da27ea964e92aedc24d53ae57d6a9462a3bfcfa2c98a876002610d338989614448565b610d3d919061447b565b610d4790896144b4565b8c8c5f818110610d5957610d59614467565b90506020020135604051610d9a949392919063ffffffff94909416845260ff9290921660208401526001600160401b03166040830152606082015260800190565b60405180910390a2610daf86610827876129d1565b50505050505050505050565b5f5f5f5f610dc885611ff6565b6004810154815460019092015490976001600160a01b0392831697509116945092505050565b5f5f610dfc8a8a600261213b565b909250905060088254600160e01b900460ff166008811115610e2057610e20613fd2565b14610e4e57815460405163041d44f960e11b815261033c918c91600160e01b90910460ff16906004016143f5565b610e5d8a8a84848c8c8c612ec3565b15610e86575f8a8152600260205260409020610e7f908b908490888888613165565b5050610833565b8215610ea857604051630a61e54560e31b8152600481018b905260240161033c565b610daf82610827836129d1565b5f5f610ec38585600461213b565b915091505f610ed486848487612a85565b90505f1960ff831601610f5b57600a830184905582546001600160f01b0316600160f01b610100831761ffff16021783556040805163ffffffff8716815260ff8416602082015290810185905286907f77ffa7101c6f5f3a8041c1545509e1f25a5fc52623808a96f525f0cf48caab369060600160405180910390a26105918360026129ed565b600b830184905582546001600160f01b0316600160f01b610200831761ffff16021783556040805163ffffffff8716815260ff8416602082015290810185905286907f77ffa7101c6f5f3a8041c1545509e1f25a5fc52623808a96f525f0cf48caab369060600160405180910390a25f8681526002602052604090206004810154600160d01b900460ff16156110525760038401545f9061100e90600190600160801b90046001600160401b0316614448565b90506108338886848860020160149054906101000a900465ffffffffffff1665ffffffffffff16856001600160401b03161461104b576002613303565b6001613303565b61105b8461340c565b60038401545f9061107e90600190600160801b90046001600160401b0316614448565b6003860154600287015460408051600160c01b9093046001600160401b0390811684528416602084018190525f91840191909152600160a01b90910465ffffffffffff1614606082015290915088907f35648bf46ead72baeb8166b4ad2c17d160b3e9d2181e8024a9bc39953b43b9af9060800160405180910390a25050505050505050565b60408051610300810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e08101829052610100810182905261012081018290526101408101829052610160810182905261018081018290526101a081018290526101c081018290526101e08101829052610200810182905261022081018290526102408101829052610260810182905261028081018290526102a081018290526102c081018290526102e08101919091526111cd82611ff6565b604080516103008101825282546001600160a01b0381168252600160a01b81046001600160401b03166020830152909291830190600160e01b900460ff16600881111561121c5761121c613fd2565b600881111561122d5761122d613fd2565b8152815460ff600160e81b82048116602084015261ffff600160f01b90920491909116604083015260018301546001600160a01b03808216606085015263ffffffff600160a01b80840482166080870152600160c01b80850490921660a0870152600160e01b90930490931660c0850152600285015490811660e085015265ffffffffffff9181048216610100850152600160d01b90041661012083015260038301546001600160401b03808216610140850152600160401b82048116610160850152600160801b82048116610180850152919004166101a082015260048201546101c082015260058201546101e08201526006820154610200820152600782015461022082015260088201546102408201526009820154610260820152600a820154610280820152600b909101546102a09091015292915050565b5f336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146113b35760405163c4bbea6960e01b815260040160405180910390fd5b5f5f81546113c0906144d3565b91829055505f81815260016020908152604091829020853560048201559293506113ee9185019085016144eb565b81546001600160a01b0319166001600160a01b039190911617815561141960608401604085016144eb565b6001820180546001600160a01b0319166001600160a01b039290921691909117905561144b60808401606085016144eb565b6002820180546001600160a01b0319166001600160a01b039290921691909117905561147d60c0840160a08501614511565b60018201805463ffffffff92909216600160c01b0263ffffffff60c01b199092169190911790556114b460a084016080850161452a565b60038201805467ffffffffffffffff19166001600160401b03929092169190911790556114e760a084016080850161452a565b60038201805467ffffffffffffffff60801b1916600160801b6001600160401b03939093169290920291909117905560c0830180356005830181905560e08501356006840155610100850135600784015582546009840191909155600160088401556001600160e81b031661030160e81b1782556115689060a08501614511565b6115789063ffffffff16426144b4565b81546001600160401b0391909116600160a01b0267ffffffffffffffff60a01b199091161781558235827f60a954333e51117a428ae0a94d1a44fa469fe039a269f41274626c4072c6d6d86115d360408701602088016144eb565b6115e360608801604089016144eb565b6115f36080890160608a016144eb565b61160360a08a0160808b0161452a565b604080516001600160a01b039586168152938516602085015291909316908201526001600160401b03909116606082015260800160405180910390a3805460ff60e01b1916600160e01b17815561166060a084016080850161452a565b6001600160401b031660010361167a5761167a828261349e565b50919050565b5f5f61168e8787600361213b565b915091506001856001600160401b031610806116ba575066010000000000006001600160401b03861610155b156116ea57604051634ab29c0f60e01b8152600481018890526001600160401b038616602482015260440161033c565b815460068301546007840154600160f01b90920461ffff169160ff84165f19016117785760018316158015906117205750818614155b15611741576040516381bffd8360e01b8152600481018b905260240161033c565b602283161580159061175257508086145b1561177357604051630810fc8560e01b8152600481018b905260240161033c565b6117dd565b600283161580159061178a5750808614155b156117ab576040516381bffd8360e01b8152600481018b905260240161033c565b60118316158015906117bc57508186145b156117dd57604051630810fc8560e01b8152600481018b905260240161033c565b5f600288886040516020016117fc929190918252602082015260400190565b60408051601f198184030181529082905261181691614545565b602060405180830381855afa158015611831573d5f5f3e3d5ffd5b5050506040513d601f19601f82011682018060405250810190611854919061455b565b6040805163ffffffff8d16815260ff881660208201526001600160401b038c1681830152606081018b9052608081018a905290519192508c917f51b7ff53e2c2d520cdaacd57e017a3ef53ab3887f6c31b32ce930aa7be1de2829181900360a00190a25f1960ff8616016119275760068601879055600886018190556002808701805465ffffffffffff60a01b1916600160a01b65ffffffffffff8d160217905586546001600160f01b0316600160f01b6011871761ffff160217875561191c9087906129ed565b505050505050611b71565b60028601805465ffffffffffff808c16600160d01b026001600160d01b039092169190911791829055602095909517946001600160401b038b16600160a01b9092041614611a005785546001600160f01b0316600160f01b6040861761ffff16021786556119948661340c565b600386015460408051600160c01b9092046001600160401b031682525f6020830181905260019183019190915260608201528b907f35648bf46ead72baeb8166b4ad2c17d160b3e9d2181e8024a9bc39953b43b9af9060800160405180910390a2505050505050611b71565b60058601546040517539bcb737b217b234b9b83aba3297ba3930b1b297bb1960511b602082015260368101919091525f9060029060560160408051601f1981840301815290829052611a5191614545565b602060405180830381855afa158015611a6c573d5f5f3e3d5ffd5b5050506040513d601f19601f82011682018060405250810190611a8f919061455b565b6005880181905560088801546006890155600788018390558754600161ff0160e01b0316600160f01b600388811761ffff169190910260ff60e01b191691909117600360e01b1789558801805467ffffffffffffffff60401b191690559050611af98a60016144b4565b60038801805467ffffffffffffffff60801b1916600160801b6001600160401b039384160217905560408051918c168252602082018390528d917f1e59ca871d7e0ef912b43d3f53866c62c7515b385ff548f2af55bbaf33b91ca1910160405180910390a2611b698760016129ed565b505050505050505b5050505050565b604080516101a0810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e081018290526101008101829052610120810182905261014081018290526101608101829052610180810191909152611be982611ff6565b50505f9081526002602081815260409283902083516101a0810185528154815260018201549281019290925291820154928101929092526003810154606083015260048101546001600160401b038082166080850152600160401b808304821660a0860152600160801b8304821660c086015260ff600160c01b8404811660e0870152600160c81b84048116610100870152600160d01b840481161515610120870152600160d81b90930483161515610140860152600590930154908116610160850152919091041661018082015290565b5f5f611cc98787600261213b565b909250905060018254600160e01b900460ff166008811115611ced57611ced613fd2565b14158015611d18575060038254600160e01b900460ff166008811115611d1557611d15613fd2565b14155b15611d4657815460405163041d44f960e11b815261033c918991600160e01b90910460ff16906004016143f5565b60018560ff161115611d7757604051630d92547560e21b81526004810188905260ff8616602482015260440161033c565b60038201546001600160401b03600160401b8204811691600160801b90041660ff87165f03611dc7576002611dac8383614448565b611db6919061447b565b611dc090836144b4565b9050611dea565b6002611dd38383614448565b611ddd919061447b565b611de790836144b4565b91505b5f60ff881615611dfa575f611dfd565b60015b60ff1690505f6001611e0f8585614448565b6001600160401b031611611e23575f611e26565b60015b60ff1690505f611e368284614572565b9050878114611e69576040516305c8e0c560e31b8152600481018d9052602481018290526044810189905260640161033c565b5f611e9e8d89898e8989600114611e80575f61361b565b8f8f5f818110611e9257611e92614467565b9050602002013561361b565b6003890180546001600160401b03888116600160801b0267ffffffffffffffff60801b19918b16600160401b0291909116600160401b600160c01b03199092169190911717905590505f839003611f59578c5f516020614acf5f395f51905f528d898e8a8a5f604051611f1696959493929190614585565b60405180910390a287546001600160f01b0316600160f01b61fff3831602178855611f418d8961349e565b611f4c8860016129ed565b5050505050505050611b71565b5f8a8a86818110611f6c57611f6c614467565b602002919091013560088b01819055600493909317600819169291505060011960ff891601611f9c576008821791505b81895f01601e6101000a81548161ffff021916908361ffff1602179055508d5f516020614acf5f395f51905f528e8a8f8b8b87604051611fe196959493929190614585565b60405180910390a261082c896108278a6129d1565b5f818152600160205260408120908154600160e01b900460ff16600881111561202157612021613fd2565b036120425760405163c006e93f60e01b81526004810183905260240161033c565b919050565b825461ffff60e01b1916600360e11b17835560018301805460ff8416600160e01b810260ff60e01b19929092169190911790915560408051918252821515602083015285917f3eb8c4bde394a20f64ca9817b8c1f89d7a4738fc8d6fc1ccf2a8bacb950e53bd910160405180910390a260048381015460405163a1338c1560e01b8152918201526024810185905260ff831660448201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063a1338c15906064015f604051808303815f87803b158015612129575f5ffd5b505af1158015610833573d5f5f3e3d5ffd5b5f5f61214685611ff6565b8054909250600160e01b900460ff16600681600881111561216957612169613fd2565b0361218a576040516332a1f60960e11b81526004810187905260240161033c565b8254600160e81b900460ff169150816121b957604051633cbdfa1560e11b81526004810187905260240161033c565b8254600160a01b90046001600160401b03164211156122065782546040516337851a4160e11b815260048101889052600160a01b9091046001600160401b0316602482015260440161033c565b60ff82166001146122245760018301546001600160a01b0316612230565b82546001600160a01b03165b6001600160a01b0316336001600160a01b03161461226a57604051631c2458fd60e11b81526004810187905233602482015260440161033c565b600183015463ffffffff868116600160a01b90920416146122c257600183015460405163231daba760e01b81526004810188905263ffffffff600160a01b90920482166024820152908616604482015260640161033c565b5f60018260088111156122d7576122d7613fd2565b14806122f4575060038260088111156122f2576122f2613fd2565b145b806123105750600782600881111561230e5761230e613fd2565b145b8061232c5750600882600881111561232a5761232a613fd2565b145b15612353578354600160f01b90046004161561234957600261234c565b60015b9050612378565b600282600881111561236757612367613fd2565b0361237457506003612378565b5060045b8060ff168560ff16146123aa5760405163f932610160e01b81526004810188905260ff8216602482015260440161033c565b5050935093915050565b6123db878660ff87166001146123ce5788600701546123d4565b88600601545b8585613737565b5f60ff8416156123ef5785600301546123f5565b85600201545b90508083838660ff1681811061240d5761240d614467565b905060200201350361243557604051630810fc8560e01b81526004810189905260240161033c565b5f1960ff86160161246f5782828560ff1681811061245557612455614467565b602002919091013560068901555060078701819055610833565b82828560ff1681811061248457612484614467565b6020029190910135600789015550600687018190555050505050505050565b60048201546001600160c01b820460ff169081111591600160801b90046001600160401b031681156124f857816124d9816145c6565b92505060ff84166124eb8260026145e1565b6124f591906144b4565b90505b60048501546001600160401b03165b5f8360ff16118015612553575061252881612523600186614603565b613990565b6001600160401b031661253c8360026145e1565b6125479060016144b4565b6001600160401b031610155b156125785782612562816145c6565b935061257190506002836145e1565b9150612507565b60048601805468ffffffffffffffffff60801b1916600160c01b60ff861690810267ffffffffffffffff60801b191691909117600160801b6001600160401b038681169182029290921790935560038a01805467ffffffffffffffff60401b1916600160401b94841b90921693909302179091555f906125f98460016144b4565b6001600160401b0316901b9050816001600160401b0316816001600160401b0316106126255781612627565b805b8860030160106101000a8154816001600160401b0302191690836001600160401b03160217905550505050509392505050565b600487015460058801805467ffffffffffffffff19166001600160401b03600160801b8404811691821790925560408051828152600160401b90940490921660208401819052909290918c917fb9fea5e7a578d56c921097d5712418033e4d193525ca2f1c3271e51c33867c4d910160405180910390a25f6126df8b600601546139bf565b90505f6126ef8c600701546139bf565b90508115806126fc575080155b8061270e57506001600160401b038316155b156127fb578715612742576040516305c8e0c560e31b8152600481018e90525f60248201526044810189905260640161033c565b841561276457604051630a61e54560e31b8152600481018e905260240161033c565b5f82158015612771575081155b1561277e575060036127a5565b8261278b575060026127a5565b81612798575060016127a5565b6127a28d5f6139ff565b90505b60018d810180546014906127c7908490600160a01b900463ffffffff1661461c565b92506101000a81548163ffffffff021916908363ffffffff1602179055506127f18e8e835f612047565b5050505050612965565b8b5460ff60e01b1916600160e31b178c5560038c018054600160401b600160c01b031916600160801b6001600160401b038616908102919091179091555f60058e01556001036128aa578715612874576040516305c8e0c560e31b8152600481018e90525f60248201526044810189905260640161033c565b8b546001600160f01b038116600160f01b9182900461fff316909102178c556128a18d8d8d8a8a8a613165565b50505050612965565b600188146128dc576040516305c8e0c560e31b8152600481018e9052600160248201526044810189905260640161033c565b84156128fe57604051630a61e54560e31b8152600481018e905260240161033c565b88885f81811061291057612910614467565b602002919091013560088e0155508b5461fff7600160f01b9091041660041760011960ff8c160161293f576008175b8c546001600160f01b0316600160f01b61ffff831602178d5561082c8d6108278d6129d1565b505050505050505050565b61297d8585858585613737565b81815f81811061298f5761298f614467565b90506020020135846002018190555081819050600203611b7157818160018181106129bc576129bc614467565b60200291909101356003860155505050505050565b5f60ff82166001146129e45760016129e7565b60025b92915050565b60018281018054601490612a0f908490600160a01b900463ffffffff1661461c565b82546101009290920a63ffffffff818102199093169183160217909155835460ff60e81b1916600160e81b60ff8516021784556001840154612a5a9250600160c01b900416426144b4565b82546001600160401b0391909116600160a01b0267ffffffffffffffff60a01b199091161790915550565b8254600160f01b900461ffff16612a9c8184613a2f565b15612b5d575f60ff8416600114612ab7578460070154612abd565b84600601545b9050806002866005015485604051602001612ae2929190918252602082015260400190565b60408051601f1981840301815290829052612afc91614545565b602060405180830381855afa158015612b17573d5f5f3e3d5ffd5b5050506040513d601f19601f82011682018060405250810190612b3a919061455b565b14612b5b57604051632b16c65d60e11b81526004810187905260240161033c565b505b5f1960ff841601612ba457610200811615801590612b7e57508184600b0154145b15612b9f57604051630810fc8560e01b81526004810186905260240161033c565b612bdb565b610100811615801590612bba57508184600a0154145b15612bdb57604051630810fc8560e01b81526004810186905260240161033c565b949350505050565b5f5f5f5f612bf48b8b8b8b8b613a4a565b93509350935093508360ff165f14612c4a578415612c35576040516305c8e0c560e31b8152600481018c90525f60248201526044810186905260640161033c565b612c418b8b8b87613303565b50505050612d85565b5f5b6001600160401b038316600160ff83161b1015612c755780612c6d81614638565b915050612c4c565b60048a0180546001600160401b038581166fffffffffffffffffffffffffffffffff199092168217600160401b9186169182021768ffffffffffffffffff60801b1916600160c01b60ff86160267ffffffffffffffff60801b19161790925560018c015460068e015560078d018690558c54600161ff0160e01b038116600160f01b9182900461ffff16600f1790910260ff60e01b191617600760e01b178d5560038d018054600160401b600160c01b031916600160801b830217905560408051918252602082019290925281518e927f5e7d36a92f1fc4bf5f5b862647cef1ee9f728ed35694ff4873741ce0c6a9c58c928290030190a2612d7a8c8b868a8a612970565b611b698b60016129ed565b50505050505050565b600283015460038401545f918291600160a01b90910465ffffffffffff1690612dc990600190600160801b90046001600160401b0316614448565b6001600160401b031603612df35760405163c0e8e17f60e01b81526004810187905260240161033c565b5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663abb86fb6876040518263ffffffff1660e01b8152600401612e41919061486e565b608060405180830381865afa158015612e5c573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612e80919061488f565b90965094509092509050811580612e975750848114155b15612eb85760405163c0e8e17f60e01b81526004810189905260240161033c565b505094509492505050565b5f60018460ff161115612ef557604051630d92547560e21b81526004810189905260ff8516602482015260440161033c565b60038601546001600160401b03600160401b8204811691600160801b90041660ff86165f03612f45576002612f2a8383614448565b612f34919061447b565b612f3e90836144b4565b9050612f68565b6002612f518383614448565b612f5b919061447b565b612f6590836144b4565b91505b5f60ff871615612f78575f612f7b565b60015b60ff1690505f6001612f8d8585614448565b6001600160401b031611612fa1575f612fa4565b60015b60ff169050612fb38183614572565b8614612fed578b612fc48284614572565b6040516305c8e0c560e31b8152600481019290925260248201526044810187905260640161033c565b5f6130168d8c8c8c8888600114613004575f61361b565b8d8d5f818110611e9257611e92614467565b60038c0180546001600160401b03878116600160801b0267ffffffffffffffff60801b19918a16600160401b0291909116600160401b600160c01b03199092169190911717905590505f8290036130c0578c5f516020614acf5f395f51905f528d8c8c89895f60405161308e96959493929190614585565b60405180910390a28a5461fff3909116600160f01b026001600160f01b03909116178a55506001935061315a92505050565b5f8888858181106130d3576130d3614467565b602002919091013560088e01819055600493909317600819169291505060011960ff8c1601613103576008821791505b818c5f01601e6101000a81548161ffff021916908361ffff1602179055508d5f516020614acf5f395f51905f528e8d8d8a8a8760405161314896959493929190614585565b60405180910390a25f96505050505050505b979650505050505050565b5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663abb86fb6866040518263ffffffff1660e01b81526004016131b3919061486e565b608060405180830381865afa1580156131ce573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906131f2919061488f565b509250509150811580613206575085548114155b156132275760405163c0e8e17f60e01b81526004810189905260240161033c565b5f5f6132378a8a8a8a8a8a613bf8565b9092509050600381156132b75760038a01548b907ffe39eb93ca8b62f5b1e15e05ef67b76e07bf356e7e0aad9a144ce9e2736644479061328990600190600160801b90046001600160401b0316614448565b604080516001600160401b039092168252602082018790520160405180910390a26132b48a846139ff565b90505b60018a810180546014906132d9908490600160a01b900463ffffffff1661461c565b92506101000a81548163ffffffff021916908363ffffffff160217905550610c108b8b835f612047565b60058201805468ff00000000000000001916600160401b60ff84169081029190911790915560405190815284907f3873ee892e1ae9dd1561e70774d222fe206f2b8e492b085cbf1ed480e0d026fc9060200160405180910390a26133668361340c565b60038301545f9061338990600190600160801b90046001600160401b0316614448565b6003850154600286015460408051600160c01b9093046001600160401b0390811684528416602084018190525f91840191909152600160a01b90910465ffffffffffff1614606082015290915085907f35648bf46ead72baeb8166b4ad2c17d160b3e9d2181e8024a9bc39953b43b9af9060800160405180910390a25050505050565b6001818101805460149061342e908490600160a01b900463ffffffff1661461c565b82546101009290920a63ffffffff818102199093169183160217909155825461ffff60e01b1916600560e01b17835560018301546134759250600160c01b900416426144b4565b81546001600160401b0391909116600160a01b0267ffffffffffffffff60a01b19909116179055565b60018154600160e01b900460ff1660088111156134bd576134bd613fd2565b036135495760038101805460058301546001600160c01b038216600160801b9092046001600160401b0316600160c01b81029290921790925560098301829055825460ff60e01b1916600160e11b178355604080518281526020810184905291929185917fbbfca9d827d2b6dedb40f8501f7e2050eb47d96e284bc711e05332ce69dc062f91016109e1565b60038101545f9061356c90600190600160801b90046001600160401b0316614448565b8254600161ff0160e01b0381166080600160f01b60ff60e01b19909316600160e21b90811784900461ffff1691909117909202171783556003830154600284015460408051600160c01b9093046001600160401b039081168452841660208401819052600160a01b90920465ffffffffffff16909114828201525191925084917fc509a1e3b6f50f63a6cf67500d99b00c3d1efa9718a89418351baa1faf02fa9b9181900360600190a2505050565b8454600160f01b900461ffff8116905f90600816810361363c57600161363f565b60025b90508460ff166001036136ba576136568282613a2f565b801561366757506136678287613a2f565b801561367a575086600701548760060154145b156136aa5760405163583a3a1760e11b8152600481018990526001600160401b038516602482015260440161033c565b506008860154600587015561372d565b866008015483036136e157604051630810fc8560e01b81526004810189905260240161033c565b5f1960ff821601613702576008870154600688015560078701839055613714565b60088701546007880155600687018390555b61371d86613d09565b61372682613d09565b8317179150505b9695505050505050565b6004840154600160c01b900460ff165f8181036137db5760018314613780576040516305c8e0c560e31b815260048101889052600160248201526044810184905260640161033c565b5f8484828161379157613791614467565b905060200201356040516020016137be9291906001600160f81b0319929092168252600182015260210190565b60405160208183030381529060405280519060200120905061396d565b6002831461380d576040516305c8e0c560e31b815260048101889052600260248201526044810184905260640161033c565b8160ff166001036138f657600160f81b5f8585828161382e5761382e614467565b9050602002013560405160200161385b9291906001600160f81b0319929092168252600182015260210190565b604051602081830303815290604052805190602001205f60f81b8686600181811061388857613888614467565b905060200201356040516020016138b59291906001600160f81b0319929092168252600182015260210190565b60408051601f198184030181529082905280516020918201206001600160f81b031990941690820152602181019190915260418101919091526061016137be565b600160f81b84845f8161390b5761390b614467565b905060200201358585600181811061392557613925614467565b6040516001600160f81b031990951660208681019190915260218601949094529290920201356041830152506061016040516020818303038152906040528051906020012090505b848114612d855760405163028b4fc160e21b81526004810188905260240161033c565b5f60ff821660016139ac81831b6001600160401b038716614572565b6139b691906148c9565b901c9392505050565b5f8163ffffffff8111156139d557505f92915050565b80637f800000637fffffff8216111580612bdb57508063ffffffff16637fc0000014949350505050565b5f82600601548203613a13575060016129e7565b82600701548203613a26575060026129e7565b50600392915050565b5f613a3982613d09565b831661ffff165f1415905092915050565b5f5f5f5f8760020160149054906101000a900465ffffffffffff1665ffffffffffff1660018960030160109054906101000a90046001600160401b0316613a919190614448565b6001600160401b031603613abb5760405163c0e8e17f60e01b8152600481018a905260240161033c565b600487810154604051630c7f4b7160e21b81525f928392839283927f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316926331fd2dc492613b1e928f92600160c81b900460ff1691016148dc565b60e060405180830381865afa158015613b39573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613b5d9190614900565b929c509a5090985092965090945092509050831580613b7c5750888314155b15613b9d5760405163c0e8e17f60e01b8152600481018e905260240161033c565b60048b0154600160d81b900460ff16613bb95760029750613be8565b8a548214613bca5760039750613be8565b8a600101548703613bde5760049750613be8565b80613be857600597505b5050505095509550955095915050565b6004840154600585015460038701545f92839283927f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316926316833a81928a92600160c81b90920460ff16916001600160401b0391821691613c6d91600191600160801b90910416614448565b8d600501548b8b6040518863ffffffff1660e01b8152600401613c969796959493929190614975565b606060405180830381865afa158015613cb1573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613cd59190614a94565b9094509250905080613cfd57604051630a61e54560e31b8152600481018a905260240161033c565b50965096945050505050565b5f60ff8216600114613d1c5760026129e7565b600192915050565b5f60208284031215613d34575f5ffd5b5035919050565b5f5f60408385031215613d4c575f5ffd5b50508035926020909101359150565b803563ffffffff81168114612042575f5ffd5b803560ff81168114612042575f5ffd5b5f5f83601f840112613d8e575f5ffd5b5081356001600160401b03811115613da4575f5ffd5b6020830191508360208260051b8501011115613dbe575f5ffd5b9250929050565b5f60c0828403121561167a575f5ffd5b5f5f5f5f5f5f5f5f60c0898b031215613dec575f5ffd5b88359750613dfc60208a01613d5b565b9650613e0a60408a01613d6e565b955060608901356001600160401b03811115613e24575f5ffd5b613e308b828c01613d7e565b90965094505060808901356001600160401b03811115613e4e575f5ffd5b613e5a8b828c01613dc5565b93505060a08901356001600160401b03811115613e75575f5ffd5b613e818b828c01613d7e565b999c989b5096995094979396929594505050565b5f5f60408385031215613ea6575f5ffd5b82359150613eb660208401613d6e565b90509250929050565b5f5f5f5f5f5f60a08789031215613ed4575f5ffd5b86359550613ee460208801613d5b565b94506040870135935060608701356001600160401b03811115613f05575f5ffd5b613f1189828a01613dc5565b93505060808701356001600160401b03811115613f2c575f5ffd5b613f3889828a01613d7e565b979a9699509497509295939492505050565b5f5f5f5f60608587031215613f5d575f5ffd5b84359350613f6d60208601613d5b565b925060408501356001600160401b03811115613f87575f5ffd5b613f9387828801613d7e565b95989497509550505050565b5f5f5f60608486031215613fb1575f5ffd5b83359250613fc160208501613d5b565b929592945050506040919091013590565b634e487b7160e01b5f52602160045260245ffd5b6009811061400257634e487b7160e01b5f52602160045260245ffd5b9052565b81516001600160a01b031681526103008101602083015161403260208401826001600160401b03169052565b5060408301516140456040840182613fe6565b50606083015161405a606084018260ff169052565b506080830151614070608084018261ffff169052565b5060a083015161408b60a08401826001600160a01b03169052565b5060c08301516140a360c084018263ffffffff169052565b5060e08301516140bb60e084018263ffffffff169052565b506101008301516140d261010084018260ff169052565b506101208301516140ef6101208401826001600160a01b03169052565b5061014083015161410b61014084018265ffffffffffff169052565b5061016083015161412761016084018265ffffffffffff169052565b506101808301516141446101808401826001600160401b03169052565b506101a08301516141616101a08401826001600160401b03169052565b506101c083015161417e6101c08401826001600160401b03169052565b506101e083015161419b6101e08401826001600160401b03169052565b506102008301516102008301526102208301516102208301526102408301516102408301526102608301516102608301526102808301516102808301526102a08301516102a08301526102c08301516102c08301526102e08301516102e083015292915050565b5f610120828403128015614214575f5ffd5b509092915050565b6001600160401b0381168114614230575f5ffd5b50565b5f5f5f5f5f60a08688031215614247575f5ffd5b8535945061425760208701613d5b565b935060408601356142678161421c565b94979396509394606081013594506080013592915050565b5f6101a0820190508251825260208301516020830152604083015160408301526060830151606083015260808301516142c360808401826001600160401b03169052565b5060a08301516142de60a08401826001600160401b03169052565b5060c08301516142f960c08401826001600160401b03169052565b5060e083015161430e60e084018260ff169052565b5061010083015161432561010084018260ff169052565b5061012083015161433b61012084018215159052565b5061014083015161435161014084018215159052565b5061016083015161436e6101608401826001600160401b03169052565b5061018083015161438561018084018260ff169052565b5092915050565b5f5f5f5f5f608086880312156143a0575f5ffd5b853594506143b060208701613d5b565b93506143be60408701613d6e565b925060608601356001600160401b038111156143d8575f5ffd5b6143e488828901613d7e565b969995985093965092949392505050565b82815260408101610a916020830184613fe6565b5f5f85851115614417575f5ffd5b83861115614423575f5ffd5b5050600583901b0193919092039150565b634e487b7160e01b5f52601160045260245ffd5b6001600160401b0382811682821603908111156129e7576129e7614434565b634e487b7160e01b5f52603260045260245ffd5b5f6001600160401b0383168061449f57634e487b7160e01b5f52601260045260245ffd5b806001600160401b0384160491505092915050565b6001600160401b0381811683821601908111156129e7576129e7614434565b5f600182016144e4576144e4614434565b5060010190565b5f602082840312156144fb575f5ffd5b81356001600160a01b0381168114610a91575f5ffd5b5f60208284031215614521575f5ffd5b610a9182613d5b565b5f6020828403121561453a575f5ffd5b8135610a918161421c565b5f82518060208501845e5f920191825250919050565b5f6020828403121561456b575f5ffd5b5051919050565b808201808211156129e7576129e7614434565b63ffffffff96909616865260ff94851660208701529290931660408501526001600160401b039081166060850152909116608083015260a082015260c00190565b5f60ff8216806145d8576145d8614434565b5f190192915050565b6001600160401b03818116838216029081169081811461438557614385614434565b60ff82811682821603908111156129e7576129e7614434565b63ffffffff81811683821601908111156129e7576129e7614434565b5f60ff821660ff810361464d5761464d614434565b60010192915050565b5f5f8335601e1984360301811261466b575f5ffd5b83016020810192503590506001600160401b03811115614689575f5ffd5b803603821315613dbe575f5ffd5b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b5f5f8335601e198436030181126146d4575f5ffd5b83016020810192503590506001600160401b038111156146f2575f5ffd5b8060051b3603821315613dbe575f5ffd5b8183525f6001600160fb1b0383111561471a575f5ffd5b8260051b80836020870137939093016020019392505050565b5f61473e8283614656565b60c0855261475060c086018284614697565b9150506147606020840184614656565b8583036020870152614773838284614697565b9250505061478460408401846146bf565b8583036040870152614797838284614703565b6060868101359088015292506147b391505060808401846146bf565b8583036080870152808352602080840190600583901b850101835f5b8481101561483c57868303601f190184526147ea82876146bf565b808552602085015f5b828110156148235783356148068161421c565b6001600160401b03168252602093840193909101906001016147f3565b50602096870196909550939093019250506001016147cf565b505061484b60a08801886146bf565b9550935087810360a0890152614862818686614703565b98975050505050505050565b602081525f610a916020830184614733565b80518015158114612042575f5ffd5b5f5f5f5f608085870312156148a2575f5ffd5b6148ab85614880565b60208601516040870151606090970151919890975090945092505050565b818103818111156129e7576129e7614434565b604081525f6148ee6040830185614733565b905060ff831660208301529392505050565b5f5f5f5f5f5f5f60e0888a031215614916575f5ffd5b61491f88614880565b602089015160408a015160608b01519299509097509550935061494460808901614880565b925060a08801516149548161421c565b60c08901519092506149658161421c565b8091505092959891949750929550565b60c081525f61498760c083018a614733565b60ff891660208401526001600160401b03881660408401526001600160401b038716606084015285608084015282810360a08401528084825260208201905060208560051b830101865f607e19893603015b88821015614a8157858403601f1901855282358181126149f7575f5ffd5b8a018035614a048161421c565b6001600160401b031685526020810135614a1d8161421c565b6001600160401b0316602086015263ffffffff614a3c60408301613d5b565b166040860152614a4f60608201826146bf565b915060806060870152614a66608087018383614703565b955050506020830192506020850194506001820191506149d9565b50919d9c50505050505050505050505050565b5f5f5f60608486031215614aa6575f5ffd5b614aaf84614880565b60208501519093509150614ac560408501614880565b9050925092509256feefd9aff0ccf6b03540c503c03e0916ac5a2ee18fba70e4756a17f8a25f30b29fa164736f6c6343000825000a6080604052348015600e575f5ffd5b50614cbc8061001c5f395ff3fe608060405234801561000f575f5ffd5b5060043610610055575f3560e01c80630da2c86e1461005957806316833a811461009857806331fd2dc4146100ca5780633cb83b5e14610122578063abb86fb614610151575b5f5ffd5b61006c6100673660046143e5565b610186565b6040805193151584526001600160401b0392831660208501529116908201526060015b60405180910390f35b6100ab6100a6366004614445565b6101eb565b604080519315158452602084019290925215159082015260600161008f565b6100dd6100d83660046143e5565b61038c565b6040805197151588526020880196909652948601939093526060850191909152151560808401526001600160401b0390811660a08401521660c082015260e00161008f565b610135610130366004614518565b61041f565b6040805163ffffffff909316835290151560208301520161008f565b61016461015f36600461452f565b610433565b604080519415158552602085019390935291830152606082015260800161008f565b5f5f5f610191614315565b61019b8686610450565b90945090508315806101b357506101b181610569565b155b156101c7575f5f5f935093509350506101e4565b60016101d282610d66565b6101dc835f610f36565b935093509350505b9250925092565b5f5f5f6101f6614315565b6102008b8b610450565b9094509050831580610218575061021681610569565b155b8061023d575061022781610d66565b6001600160401b0316896001600160401b031610155b80610263575061024d818a610f36565b6001600160401b0316886001600160401b031610155b1561027757505f925082915081905061037f565b5f610283828b8b611122565b905061028d61435a565b6102a983838f8060a001906102a29190614560565b8c8c611621565b9096509050856102c557505f945084935083925061037f915050565b5f5f6102d08b611800565b91509150806102ee5750600196505f955085945061037f9350505050565b5f5b600381101561034b5760208501516001908260038110610312576103126145a5565b602002015160ff16036103435782848260038110610332576103326145a5565b63ffffffff90921660209290920201525b6001016102f0565b50835183516020850151604086015160019361036a939092909161185a565b90985063ffffffff1696506001955050505050505b9750975097945050505050565b5f5f5f5f5f5f5f61039c89611941565b92995090975095509350866103c457505f955085945084935083925082915081905080610413565b6103cc614315565b6103d68a8a610450565b90945090508380156103ec57506103ec81610569565b1561040d576103fa81610d66565b9250610406815f610f36565b9150610411565b5f93505b505b92959891949750929550565b5f5f61042a83611800565b91509150915091565b5f5f5f5f61044085611941565b93509350935093505b9193509193565b5f610459614315565b60ff8316602082015261046f6080850185614560565b6104789161461f565b60e0820152365f61048986806146f3565b9092509050365f61049d60208901896146f3565b90925090506005831180156104fe57507f0ae5aeeefb0e46c44b3d246e2778a3d49f8aa3955ce251a878682ab876e6148c84846104db600582614749565b6104e692829061475c565b6040516104f4929190614783565b6040518091039020145b156105365761052985855f86610515600582614749565b926105229392919061475c565b8585611c5a565b9550955050505050610562565b61055985858560405161054a929190614783565b604051809103902084846120cc565b95509550505050505b9250929050565b60e0810151515f90815b81811015610618575f8460e001518281518110610592576105926145a5565b602002602001015190506008815111156105b057505f949350505050565b60015f5b825181101561060d578281815181106105cf576105cf6145a5565b60200260200101516001600160401b0316826105eb9190614792565b9150634000000082111561060557505f9695505050505050565b6001016105b4565b505050600101610573565b5082515f808061062787612389565b91509150811561075457604080516080810182525f80825260208201819052918101829052606081019190915261065e88836125e6565b909450905060021960ff8616016106f65783801561069b57508760e0015160028151811061068e5761068e6145a5565b6020026020010151516001145b80156106f3575080604001516001600160401b03168860e001516002815181106106c7576106c76145a5565b60200260200101515f815181106106e0576106e06145a5565b60200260200101516001600160401b0316145b93505b83801561074c575063400000006001600160401b031681604001516001600160401b0316825f01516001600160401b031683606001516001600160401b031661073f9190614792565b6107499190614792565b11155b935050610d3e565b61075d876129de565b15610882575f5f61076d89612a0b565b909250905060ff8616600e14610784576003610787565b60045b60ff16871480156107b657508860e0015181815181106107a9576107a96145a5565b6020026020010151516001145b801561082e57506107e38960e0015183815181106107d6576107d66145a5565b6020026020010151612a35565b6001600160401b03168960e001518281518110610802576108026145a5565b60200260200101515f8151811061081b5761081b6145a5565b60200260200101516001600160401b0316145b801561087957508860e00151818151811061084b5761084b6145a5565b60200260200101515f81518110610864576108646145a5565b60200260200101516001600160401b03165f14155b94505050610d3e565b600d1960ff851601610896575f9250610d3e565b60ff8416600414806108ab575060ff84166005145b156109075784600214801561090057506109008760e001515f815181106108d4576108d46145a5565b60200260200101518860e001516001815181106108f3576108f36145a5565b6020026020010151612a72565b9250610d3e565b60051960ff851601610a715784600214801561094257508660e00151600181518110610935576109356145a5565b6020026020010151516001145b801561096b57505f8760e001515f81518110610960576109606145a5565b602002602001015151115b8015610a1f57508660e001515f81518110610988576109886145a5565b602002602001015160018860e001515f815181106109a8576109a86145a5565b6020026020010151516109bb9190614749565b815181106109cb576109cb6145a5565b60200260200101516001600160401b03168760e001516001815181106109f3576109f36145a5565b60200260200101515f81518110610a0c57610a0c6145a5565b60200260200101516001600160401b0316145b801561090057508660e00151600181518110610a3d57610a3d6145a5565b60200260200101515f81518110610a5657610a566145a5565b60200260200101516001600160401b03165f14159250610d3e565b60ff841660071480610a86575060ff84166008145b80610a94575060ff8416600b145b15610aa457846001149250610d3e565b60ff841660091480610ab9575060ff8416600a145b15610ba357846001148015610af857508660e001515f81518110610adf57610adf6145a5565b6020026020010151518760a001516001600160401b0316105b8015610b60575060ff841660091480610b60575063010000008760e001515f81518110610b2757610b276145a5565b60200260200101518860a001516001600160401b031681518110610b4d57610b4d6145a5565b60200260200101516001600160401b0316105b801561090057508660e001515f81518110610b7d57610b7d6145a5565b60200260200101518760a001516001600160401b031681518110610a5657610a566145a5565b600f1960ff851601610c2557846003148015610bc6575060028760c0015160ff16105b8015610be65750610be68760e001515f815181106108d4576108d46145a5565b801561090057506109008760e001515f81518110610c0657610c066145a5565b60200260200101518860e001516002815181106108f3576108f36145a5565b60ff841660111480610c3a575060ff84166012145b15610c635784600214801561090057506109008760e001515f815181106108d4576108d46145a5565b60ff841660131480610c78575060ff84166014145b15610d3e57846002148015610cd25750610cd28760e001515f81518110610ca157610ca16145a5565b60200260200101518860e00151600181518110610cc057610cc06145a5565b60200260200101518960a00151612af4565b8015610d3b575060ff841660131480610d3b575063010000008760e00151600181518110610d0257610d026145a5565b60200260200101518860a001516001600160401b031681518110610d2857610d286145a5565b60200260200101516001600160401b0316105b92505b828015610d5b57505f610d5088610d66565b6001600160401b0316115b979650505050505050565b80515f9081610d7484612389565b5090508015610db5575f610d8785612bba565b9150508060400151815f01518260600151610da291906147a9565b610dac91906147a9565b95945050505050565b610dbe846129de565b15610de9575f610dcd85612a0b565b509050610dac8560e0015182815181106107d6576107d66145a5565b60ff821660091480610dfe575060ff8216600a145b15610e7f578360e001515f81518110610e1957610e196145a5565b60200260200101518460a001516001600160401b031681518110610e3f57610e3f6145a5565b6020026020010151610e6d8560e001515f81518110610e6057610e606145a5565b6020026020010151612c73565b610e7791906147e6565b949350505050565b600a1960ff831601610e95575060019392505050565b60ff821660131480610eaa575060ff82166014145b15610ec957610e778460e00151600181518110610e6057610e606145a5565b600460ff831610801590610ee15750600860ff831611155b80610eff5750601060ff831610801590610eff5750601260ff831611155b15610f1d57610e778460e001515f81518110610e6057610e606145a5565b604051633405f81960e21b815260040160405180910390fd5b81515f9081610f4485612389565b5090508015610f89575f610f5786612bba565b91505060ff8316600314610f6f578060200151610f7f565b6020810151610f7f906001614813565b935050505061111c565b610f92856129de565b15610fe0575f610fa186612a0b565b509050610fbd8660e0015182815181106107d6576107d66145a5565b610fd68760e001518381518110610e6057610e606145a5565b610f7f91906147e6565b60081960ff831601611039578460e001515f81518110611002576110026145a5565b60200260200101518560a001516001600160401b031681518110611028576110286145a5565b60200260200101519250505061111c565b60091960ff83160161109e578460e001515f8151811061105b5761105b6145a5565b60200260200101518560a001516001600160401b031681518110611081576110816145a5565b602002602001015160016110959190614813565b9250505061111c565b600a1960ff8316016110c3576110958560e001515f81518110610e6057610e606145a5565b60131960ff8316016110da5760029250505061111c565b600460ff8316108015906110f25750600860ff831611155b806111105750601060ff8316108015906111105750601360ff831611155b15610f1d576001925050505b92915050565b61112a614378565b83515f61113686612389565b50905080156111535761114a868686612cb5565b9250505061161a565b61115c866129de565b156111c1575f61116b87612a0b565b506001808652602086015181905260e089015180519293506111bb9287929185918b916111a291849081106107d6576107d66145a5565b6111ac908b6147a9565b6111b69190614813565b612e7c565b50611617565b60ff8216600914806111d6575060ff8216600a145b806111e4575060ff8216600b145b15611356575f80600a1960ff85160161121a576112108860e001515f81518110610e6057610e606145a5565b9150859050611304565b5f8860e001515f81518110611231576112316145a5565b60200260200101519050808960a001516001600160401b03168151811061125a5761125a6145a5565b602002602001015192505f600190505f8a60a00151600161127b9190614813565b6001600160401b031690505b82518110156112bf578281815181106112a2576112a26145a5565b6020026020010151826112b591906147a9565b9150600101611287565b506112ca818a614832565b8189866112d7838e6147e6565b6112e191906147a9565b6112eb9190614813565b6112f591906147a9565b6112ff9190614813565b925050505b6020850151600190526001600160401b038281169087160361133d576003855261133885600161133385612ef7565b612f79565b61134f565b600180865261134f9086905f84612e7c565b5050611617565b60ff82166013148061136b575060ff82166014145b156114d4575f8660e00151600181518110611388576113886145a5565b602002602001015190505f818860a001516001600160401b0316815181106113b2576113b26145a5565b602002602001015190505f600190505f8960a0015160016113d39190614813565b6001600160401b031690505b8351811015611417578381815181106113fa576113fa6145a5565b60200260200101518261140d91906147a9565b91506001016113df565b505f611423828a614832565b8261142e81866147a9565b611438908c6147e6565b61144291906147a9565b61144c9190614813565b905060ff8616601414801561146857506001600160401b038816155b15611491576003875261147d875f8084612e7c565b61148c87600161133386612ef7565b6114cb565b6002875260131960ff8716016114af576020870151600190526114bb565b6114bb875f5f84612e7c565b6114cb876001633f800000612f79565b50505050611617565b60ff8216600414806114e9575060ff82166005145b156115265760ff8216600414611500576002611503565b60015b60ff168352611514835f8088612e7c565b6115218360018088612e7c565b611617565b60051960ff83160161156c5760018352611542835f8088612e7c565b611521836001806115628a60e001515f815181106107d6576107d66145a5565b6111b6908a614832565b60ff821660071480611581575060ff82166011145b156115a65760028352611596835f8088612e7c565b6115218360018860800151612f79565b60071960ff8316016115c25760068352611521835f8088612e7c565b600f1960ff8316016115fb57600283526115de835f8088612e7c565b6115218360018860c0015160026115f5919061485f565b88612e7c565b60111960ff831601610f1d5760078352611514835f8088612e7c565b50505b9392505050565b5f61162a61435a565b5f805b60038110156117ef575f8960200151826003811061164d5761164d6145a5565b6020020151905060021960ff8216016116a25789608001518260038110611676576116766145a5565b602002015184836003811061168d5761168d6145a5565b63ffffffff90921660209290920201526117e6565b60011960ff8216016117e65782861480611771575061176f8b60e001518b6040015184600381106116d5576116d56145a5565b602002015160ff16815181106116ed576116ed6145a5565b60200260200101518b60600151846003811061170b5761170b6145a5565b60200201518b8b8e604001518760038110611728576117286145a5565b602002015160ff1681811061173f5761173f6145a5565b905060200201358a8a88818110611758576117586145a5565b905060200281019061176a9190614878565b612fcb565b155b15611781575f94505050506117f5565b868684818110611793576117936145a5565b90506020028101906117a59190614878565b6117b6906060810190604001614896565b8483600381106117c8576117c86145a5565b63ffffffff9092166020929092020152826117e2816148b9565b9350505b5060010161162d565b50831491505b965096945050505050565b5f808263ffffffff81111561181a57505f93849350915050565b80637f800000637fffffff821611801561183e57508063ffffffff16637fc0000014155b1561184f57505f9485945092505050565b946001945092505050565b5f5f1960ff861601611877576118708484613032565b9050611938565b60011960ff86160161188d576118708484613152565b60021960ff8616016118a357611870848461325a565b60031960ff8616016118c257611870826118bd8686613152565b613032565b60041960ff8616016118d957611870848484613399565b60051960ff861601611900576118ef5f85613575565b6118f9575f611870565b5082611938565b60061960ff861601611916576118ef5f84613575565b60405163bd3c908960e01b815260ff8616600482015260240160405180910390fd5b610dac816135bb565b5f808080806119536040870187614560565b9150611000905061196760208801886146f3565b905061197388806146f3565b61197e9291506148d1565b111561199657505f9350839250829150819050610449565b60108111806119b35750806119ae6080880188614560565b905014155b806119d657506119c48160016148d1565b6119d160a0880188614560565b905014155b156119ed57505f9350839250829150819050610449565b5f5b81811015611ae957365f611a0660808a018a614560565b84818110611a1657611a166145a5565b9050602002810190611a289190614560565b90925090506008811115611a4c57505f965086955085945084935061044992505050565b60015f5b82811015611ad9575f848483818110611a6b57611a6b6145a5565b9050602002016020810190611a8091906148e4565b6001600160401b031690505f81118015611aa65750611aa38163400000006148fd565b83115b15611ac457505f995089985088975087965061044995505050505050565b611ace8184614792565b925050600101611a50565b5050600190920191506119ef9050565b506002611af687806146f3565b9050611b0288806146f3565b611b0f60208b018b6146f3565b9050611b1e60208c018c6146f3565b87611b2c60408f018f614560565b8f60600135604051602001611b4a9a99989796959493929190614910565b60408051601f1981840301815290829052611b64916149b8565b602060405180830381855afa158015611b7f573d5f5f3e3d5ffd5b5050506040513d601f19601f82011682018060405250810190611ba291906149ce565b9350611bae86806146f3565b611bbb60208901896146f3565b611bc860408b018b614560565b611bd560808d018d614560565b611be260a08f018f614560565b611bef918b915f916149e5565b604051602001611c089a99989796959493929190614aae565b60408051601f198184030181529190528051602090910120925060018484611c3360a08a018a614560565b85818110611c4357611c436145a5565b905060200201359450945094509450509193509193565b5f611c63614315565b5f1960058410801590611cb757507f04d20a68a7c6e979619094f49c4c43347c778271f2ec13da7e47562049655344611c9f60055f878961475c565b604051611cad929190614783565b6040518091039020145b15611cc357505f611d7e565b5f5b84611cd18260066148d1565b11611d7c57858582818110611ce857611ce86145a5565b9050013560f81c60f81b6001600160f81b031916600b60fa1b148015611d5d57507f7b39eb3c04bba39924ac8938a8914a0076fb9c568deeb6119e8360ef3e03c780868287611d388260066148d1565b92611d459392919061475c565b604051611d53929190614783565b6040518091039020145b15611d6a57809150611d7c565b80611d74816148b9565b915050611cc5565b505b5f198103611d92575f8892509250506120c2565b365f611da08382888a61475c565b915091505f5f5f611dd58a8a885f14611dc357611dbe8960016148d1565b611dc5565b5f5b611dd092829061475c565b6135de565b92509250925082611df1575f8d975097505050505050506120c2565b60ff811660c08e01526040515f90611e0c908e908e90614783565b604051908190039020905084155f516020614c905f395f51905f52821480611e5357507f60ffc9aa68baa3b623aef27d83ee6ec05c37047e5dc9b2edddc3845ffb4d3ee082145b15611ea3575f516020614c905f395f51905f528214611e7357600d611e76565b600c5b60ff168f52600284148015611e915750611e918f88886138d9565b8f9950995050505050505050506120c2565b7f1a21fb8b1d022d4555cd5839054fb47a704dd314d512cd9ebff65e297de3ade98203611eec57600e8f52808015611e915750836003148f9950995050505050505050506120c2565b7fbdee81074df37e4738cba5a05d83b330a39e1101330e75653a54737f26a1aed88203611f4457600f8f52808015611f245750836002145b8015611e9157508260ff166001148f9950995050505050505050506120c2565b7f46fcaa909ebb3e5eaa565d68d7ad235988ce778dc8909251c103e674c148f31d821480611f9157507f41ee8ccb7d6f95748d831ef4985550d2e3967d9e4d92d8d474fef70a7e4aa23082145b15611fb85760108f52808015611e915750836002148f9950995050505050505050506120c2565b83600114611fd3575f8f9950995050505050505050506120c2565b7f8bb587975337a9e49db588d9e2081e2dcf2928a5bdf3c8a02488dd2d7bc074f682036120105760128f5298508d97506120c29650505050505050565b7ff0d91f8ef855806f1ada006cdb88a3766bd2b06f1558c7d86f53832d376fcd1682036120465760118f52611e918f88886139dc565b5f516020614c705f395f51905f5282148061208057507f4182e5b1bf2924d191fd32f0d581c5f2c82721c218439fc1d0b04996c42bf15782145b156120b3575f516020614c705f395f51905f5282146120a05760146120a3565b60135b60ff168f52611e918f8888613b50565b5f8f9950995050505050505050505b9550959350505050565b5f6120d5614315565b82155f516020614c905f395f51905f5286148061211157507f60ffc9aa68baa3b623aef27d83ee6ec05c37047e5dc9b2edddc3845ffb4d3ee086145b1561214f575f516020614c905f395f51905f528614612131576002612134565b60015b60ff1687526121448786866138d9565b879250925050612380565b7f1a21fb8b1d022d4555cd5839054fb47a704dd314d512cd9ebff65e297de3ade9860361217f57600387526122c1565b7f4f5a8bb8492337e79bdc674d6f31ac448f8017e26cc7bfe3144fb5d886fe53698614806121cc57507f2feeb2293f3b9b3d45bb50a1ed836dbfe3fe8a160db7ac99b56756f85b456b9d86145b156121da57600487526122c1565b7f46fcaa909ebb3e5eaa565d68d7ad235988ce778dc8909251c103e674c148f31d86148061222757507f41ee8ccb7d6f95748d831ef4985550d2e3967d9e4d92d8d474fef70a7e4aa23086145b1561223557600587526122c1565b7fbdee81074df37e4738cba5a05d83b330a39e1101330e75653a54737f26a1aed8860361226557600687526122c1565b7f8bb587975337a9e49db588d9e2081e2dcf2928a5bdf3c8a02488dd2d7bc074f6860361229557600887526122c1565b7f27f0097dcbff01844c37c02c820b259a7b99faffabdbc43021b6c4bafdb32a3f86036122c157600b87525b865160ff16156122d5579150859050612380565b7ff0d91f8ef855806f1ada006cdb88a3766bd2b06f1558c7d86f53832d376fcd16860361230b57600787526121448786866139dc565b5f516020614c705f395f51905f5286148061234557507f4182e5b1bf2924d191fd32f0d581c5f2c82721c218439fc1d0b04996c42bf15786145b15612378575f516020614c705f395f51905f52861461236557600a612368565b60095b60ff168752612144878686613b50565b5f8792509250505b94509492505050565b6040805160e0810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c08101829052825160ff60a083018190528116600114806123de575060ff81166002145b1561242957604080850151606095860151600260c0860181905260ff94909416909314608085015291151594830194909452151592810192909252506001602082018190525f825291565b60021960ff8216016124515750600360c08201526001602082018190525f8252939092509050565b60ff8116600c1480612466575060ff8116600d145b1561254d5760ff8116600d146080830152600360c080840191909152840151612490906001614ba8565b60ff90811660a084015260c0850151165f036124f6578360400151156124d557606080850151600191840191909152151560408301525f602083015260028252612543565b60608085015115908301525f60408301819052600260208401528252612543565b8360600151156125225760408085015115156060840152600190830181905260208301525f8252612543565b6040808501515f606085018190529015918401919091526020830152600182525b6001925050915091565b60ff8116600e148015612567575060028460c0015160ff16105b156125dd57600460c080840191909152840151612585906001614ba8565b60ff90811660a084015260c0850151165f036125b857600160608301525f60408301819052600260208401528252612543565b5f60608301819052600160408401819052602084019190915282526001925050915091565b5f925050915091565b604080516080810182525f80825260208201819052918101829052606081018290528260c0015160ff168460e001515114612623575f9150610562565b5f8460e00151845f015160ff1681518110612640576126406145a5565b602002602001015190505f8560e00151856020015160ff1681518110612668576126686145a5565b602002602001015190505f8560800151612682575f612685565b60015b60ff1690506126958160026148d1565b83511415806126af57506126aa8160026148d1565b825114155b8061270a57508560800151801561270a5750815f815181106126d3576126d36145a5565b60200260200101516001600160401b0316835f815181106126f6576126f66145a5565b60200260200101516001600160401b031614155b1561271a575f9450505050610562565b856080015161272a576001612745565b825f8151811061273c5761273c6145a5565b60200260200101515b6001600160401b0316606085015260408601516127a15782818151811061276e5761276e6145a5565b60200260200101518382600161278491906148d1565b81518110612794576127946145a5565b60200260200101516127e0565b826127ad8260016148d1565b815181106127bd576127bd6145a5565b60200260200101518382815181106127d7576127d76145a5565b60200260200101515b6001600160401b03908116602087015216845260608601515f9061284357828281518110612810576128106145a5565b60200260200101518383600161282691906148d1565b81518110612836576128366145a5565b6020026020010151612882565b8261284f8360016148d1565b8151811061285f5761285f6145a5565b6020026020010151838381518110612879576128796145a5565b60200260200101515b6001600160401b03908116604088015260208701519192508281169116146128b0575f955050505050610562565b8660a0015160ff1660ff146129cf575f8860e001518860a0015160ff16815181106128dd576128dd6145a5565b602002602001015190508260026128f491906148d1565b81511415806129315750855f01516001600160401b031681848151811061291d5761291d6145a5565b60200260200101516001600160401b031614155b80612975575060408601516001600160401b0316816129518560016148d1565b81518110612961576129616145a5565b60200260200101516001600160401b031614155b806129bb5750876080015180156129bb575085606001516001600160401b0316815f815181106129a7576129a76145a5565b60200260200101516001600160401b031614155b156129cd575f96505050505050610562565b505b60019550505050509250929050565b80515f9060ff16600f148061111c5750815160ff16600e14801561111c57505060c0015160ff1660021490565b80515f908190819060ff16600e14612a24576002612a27565b60035b909460ff9091169350915050565b5f81515f14612a6a578160018351612a4d9190614749565b81518110612a5d57612a5d6145a5565b602002602001015161111c565b600192915050565b5f8151835114612a8357505f61111c565b5f5b8351811015612aea57828181518110612aa057612aa06145a5565b60200260200101516001600160401b0316848281518110612ac357612ac36145a5565b60200260200101516001600160401b031614612ae2575f91505061111c565b600101612a85565b5060019392505050565b5f8251826001600160401b0316101580612b1b575082518451612b189060016148d1565b14155b15612b2757505f61161a565b5f5b8451811015612baf5783836001600160401b03168210612b5357612b4e8260016148d1565b612b55565b815b81518110612b6557612b656145a5565b60200260200101516001600160401b0316858281518110612b8857612b886145a5565b60200260200101516001600160401b031614612ba7575f91505061161a565b600101612b29565b506001949350505050565b6040805160e0810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810191909152604080516080810182525f8082526020820181905291810182905260608101919091525f612c1f84612389565b9350905080612c4157604051633405f81960e21b815260040160405180910390fd5b612c4b84846125e6565b9250905080612c6d57604051633405f81960e21b815260040160405180910390fd5b50915091565b60015f5b8251811015612caf57828181518110612c9257612c926145a5565b602002602001015182612ca591906147a9565b9150600101612c77565b50919050565b612cbd614378565b5f5f612cc886612bba565b915091505f816040015186612cdd9190614832565b875190915060ff166003148015612d09575081602001516001600160401b0316856001600160401b0316145b15612d315760018085526020850151819052612d29908590600284612e7c565b50505061161a565b604082015182515f91612d43916147a9565b612d4d90886147e6565b604084015184519192505f91612d649082906147a9565b612d6e908a614832565b612d7891906147e6565b90506002896020015160ff161015612d91576004612d94565b60055b60ff16865284516040860151612e009188915f9190612dcd578a886020015186612dbe91906147a9565b612dc89190614813565b612de5565b87518590612ddb908d6147a9565b612de59190614813565b60208901518951612df690896147a9565b6111ac91906147a9565b612e6386600187602001518860600151612e34578688604001518c612e2591906147a9565b612e2f9190614813565b612e4f565b8a886020015188612e4591906147a9565b612e4f9190614813565b604089015160208a0151612df690896147a9565b5050505060208201516001604090910152509392505050565b600284602001518460038110612e9457612e946145a5565b60ff9092166020929092020152604084015182908460038110612eb957612eb96145a5565b60ff9092166020929092020152606084015181908460038110612ede57612ede6145a5565b6001600160401b03909216602092909202015250505050565b5f816001600160401b03165f03612f0f57505f919050565b5f5b6001600160401b038316612f268260016148d1565b6001901b11612f415780612f39816148b9565b915050612f11565b5f612f4d826017614749565b6001600160401b038516901b627fffff169050806017612f6e84607f6148d1565b901b17949350505050565b600383602001518360038110612f9157612f916145a5565b60ff9092166020929092020152608083015181908360038110612fb657612fb66145a5565b63ffffffff9092166020929092020152505050565b5f6001600160401b038416612fe360208401846148e4565b6001600160401b03161480156130215750612ffd85612c73565b6001600160401b031661301660408401602085016148e4565b6001600160401b0316145b8015610dac5750610dac8383613bfb565b5f637f800000637fffffff841611806130545750637f800000637fffffff8316115b1561306a576130638383613f20565b905061111c565b637f800000637fffffff8416036130b657637f800000637fffffff831614801561309f575082821863ffffffff166380000000145b156130af575063ffc0000061111c565b508161111c565b637f800000637fffffff8316036130ce57508061111c565b637fffffff83166130f457637fffffff8216156130eb5781613063565b5081811661111c565b637fffffff821661310657508161111c565b5f5f61311185613f46565b915091505f5f61312086613f46565b91509150610d5b601f8863ffffffff16901c63ffffffff168585601f8a63ffffffff16901c63ffffffff168686613f82565b5f637f800000637fffffff841611806131745750637f800000637fffffff8316115b15613183576130638383613f20565b638000000082841816637f800000637fffffff851614806131ad5750637f800000637fffffff8416145b156131e857637fffffff841615806131c95750637fffffff8316155b156131db5763ffc0000091505061111c565b637f80000017905061111c565b637fffffff841615806131ff5750637fffffff8316155b1561320b57905061111c565b5f5f61321686613f46565b915091505f5f61322587613f46565b909250905061324e6001601f87901c1661323f8487614792565b6132498487614bc1565b61404a565b98975050505050505050565b5f637f800000637fffffff8416118061327c5750637f800000637fffffff8316115b1561328b576130638383613f20565b638000000082841816637f800000637fffffff8516036132d157637f800000637fffffff8416145b6132c357637f80000081176132c9565b63ffc000005b91505061111c565b637f800000637fffffff8416036132e957905061111c565b637fffffff831661330157637fffffff8416156132b3565b637fffffff841661331357905061111c565b5f5f61331e8661412e565b915091505f5f61332d8761412e565b9092509050601a84901b5f61334284836148fd565b90505f61334f8584614be8565b1561335b57600161335d565b5f5b60ff16905061338a6001601f8a901c81169084901b8317601b613380888b614bfb565b6132499190614bfb565b9b9a5050505050505050505050565b5f637f800000637fffffff851611156133b8575062400000831761161a565b637f800000637fffffff841611156133d6575062400000821761161a565b637f800000637fffffff831611156133f4575062400000811761161a565b6380000000838518165f637fffffff861615806134155750637fffffff8516155b9050637f800000637fffffff871614806134385750637f800000637fffffff8616145b156134975780156134515763ffc000009250505061161a565b637f800000637fffffff851614801561347657506380000000841663ffffffff831614155b156134895763ffc000009250505061161a565b50637f80000017905061161a565b637f800000637fffffff8516036134b257839250505061161a565b80156134d457637fffffff8416156134ca578361114a565b508216905061161a565b5f5f6134df88613f46565b915091505f5f6134ee89613f46565b9150915061350088637fffffff161590565b156135275761351a6001601f88901c1661323f8487614792565b965050505050505061161a565b5f5f6135328a613f46565b90925090506135656001601f8a901c1661354c8689614792565b6135568689614bc1565b6001601f8f901c168686613f82565b9c9b505050505050505050505050565b5f637f800000637fffffff84161115801561359a5750637f800000637fffffff831611155b801561161a57506135aa82614173565b6135b384614173565b129392505050565b5f637f800000637fffffff8316116135d3578161111c565b637fc0000092915050565b5f8080600584108061363257507f04d20a68a7c6e979619094f49c4c43347c778271f2ec13da7e4756204965534461361960055f878961475c565b604051613627929190614783565b604051809103902014155b1561364457505f9150819050806101e4565b6005805b85821080156136b15750868683818110613664576136646145a5565b9050013560f81c60f81b6001600160f81b031916600360fc1b14806136b15750868683818110613696576136966145a5565b9050013560f81c60f81b6001600160f81b031916603160f81b145b156136c857816136c0816148b9565b925050613648565b5f6136d38284614749565b90508015806136e25750601081115b806136f65750866136f48460066148d1565b115b8061375157507f05689dd139a17705f393a81a6c8615fab1d221ed5dbc7de1530911741c77102a88848961372b8260066148d1565b926137389392919061475c565b604051613746929190614783565b604051809103902014155b15613767575f5f5f9550955095505050506101e4565b5f808061377f8b8b61377a8960066148d1565b6141a1565b92509250925082158061379b5750896137998260056148d1565b115b806137f657507f7f762ea18f6bf3f6f7e68335abac32bc0aab17cfd6b73b7d59b6da381fb5f6268b828c6137d08260056148d1565b926137dd9392919061475c565b6040516137eb929190614783565b604051809103902014155b1561380f575f5f5f9850985098505050505050506101e4565b5f6138208c8c61377a8560056148d1565b919550909150508315806138345750808b14155b1561384e575f5f5f995099509950505050505050506101e4565b5f805b868110156138c2578d8d613865838b6148d1565b818110613874576138746145a5565b909101356001600160f81b031916603160f81b0390506138ba578482036138ac5760019b509599509497506101e49650505050505050565b816138b6816148b9565b9250505b600101613851565b505f9d8e9d508d9c509a5050505050505050505050565b5f5f83836040516138eb929190614783565b604051809103902090507f212521af04d841ba8a1cfe5259f3a64445db7ac0e0aa7c69a9ba1ca375b4185b810361392657600191505061161a565b7f5f2d917aec801fb0cde300e19e4bd85ba12c57dad3697517eefb65c7d26d2cbc810361395d57505060016040840181905261161a565b7f26ef0497c6a5b2a2048dee9de1b5d65ed52d92c482f25277e19a07d9f3ed7db1810361399457505060016060840181905261161a565b7fbbdfdb520b89c4d30e0aef499301e465c7d9661121922f6723e6a5f4176822e881036139d25750506001606084018190526040840181905261161a565b505f949350505050565b5f60038210806139ec5750600a82115b80613a20575082825f818110613a0457613a046145a5565b9050013560f81c60f81b6001600160f81b031916607360f81b14155b80613a55575082826001818110613a3957613a396145a5565b9050013560f81c60f81b6001600160f81b031916603d60f81b14155b15613a6157505f61161a565b5f60025b83811015613b3a575f858583818110613a8057613a806145a5565b919091013560f81c91505f905060308210801590613aa2575060398260ff1611155b15613ab957613ab260308361485f565b9050613b15565b60618260ff1610158015613ad1575060668260ff1611155b15613ae157613ab260578361485f565b60418260ff1610158015613af9575060468260ff1611155b15613b0957613ab260378361485f565b5f94505050505061161a565b60ff8116613b24856010614c1a565b613b2e9190614c39565b93505050600101613a65565b5063ffffffff1660808501525060019392505050565b5f6006821080613ba257507f8675b86133b5b6e033c7a34c25a4c02453580ec513a9798567482bf9647573d7613b8960055f858761475c565b604051613b97929190614783565b604051809103902014155b15613bae57505f61161a565b5f5f5f613bbd868660056141a1565b925092509250821580613bd05750808514155b15613be0575f935050505061161a565b506001600160401b031660a086015250600190509392505050565b5f613c0c60408301602084016148e4565b6001600160401b03161580613c3e575065010000000000613c3360408401602085016148e4565b6001600160401b0316115b80613c765750613c5460408301602084016148e4565b6001600160401b0316613c6a60208401846148e4565b6001600160401b031610155b15613c8257505f61111c565b5f613c936060840160408501614896565b637fffffff169050637f80000081118015613cc75750637fc00000613cbe6060850160408601614896565b63ffffffff1614155b15613cd5575f91505061111c565b5f80613ce76060860160408701614896565b6040516001600160f81b0319909216602083015263ffffffff16602182015260410160408051601f19818403018152919052805160209182012091505f90613d31908601866148e4565b90505f613d4460408701602088016148e4565b90505f5b6001826001600160401b03161115613efc57613d65600284614832565b6001600160401b0316600103613e1257613d826060880188614560565b90508103613d97575f9550505050505061111c565b600160f81b613da96060890189614560565b83818110613db957613db96145a5565b6040516001600160f81b0319909416602085810191909152029190910135602183015250604181018590526061016040516020818303038152906040528051906020012093508080613e0a906148b9565b915050613ed1565b6001600160401b038216613e27846001614813565b6001600160401b03161015613ed157613e436060880188614560565b90508103613e58575f9550505050505061111c565b600160f81b84613e6b60608a018a614560565b84818110613e7b57613e7b6145a5565b6040516001600160f81b031990951660208681019190915260218601949094529290920201356041830152506061016040516020818303038152906040528051906020012093508080613ecd906148b9565b9150505b613edc6002846147e6565b92506002613eeb836001614813565b613ef591906147e6565b9150613d48565b613f096060880188614560565b90508114801561324e575050509414949350505050565b5f62400000637f800000637fffffff851611613f3c5782613f3e565b835b179392505050565b627fffff81165f60ff601784901c16808203613f66576094199150612c6d565b628000009290921791613f7a609682614bfb565b915050915091565b5f5f613f8d8761427e565b860190505f613f9b8561427e565b8401905060408183031315613fb95760408183030384019350613fcf565b60408282031315613fcf57604082820303870196505b5f848812613fe657508387039790971b9683613ff1565b508684039490941b93865b868a0361400f576140058a878b018361404a565b9350505050614040565b85891115614024576140058a878b038361404a565b8886111561403957614005878a88038361404a565b5f93505050505b9695505050505050565b5f5f6140558461427e565b90505f601882039050609419818501121561407257836094190390505b5f5f821361408757815f0386901b90506140f2565b8282111561409e57601f87901b935050505061161a565b5084811c5f19600180841b820188169184011b808211806140cc575080821480156140cc5750826001166001145b156140ef57600183019250826301000000036140ef576280000092506001840193505b50505b84820160688113156141145750505050601f84901b637f80000017905061161a565b60950160171b01601f9690961b9590951795945050505050565b5f5f61413983613f46565b90925090506280000082101561416e575f6141538361427e565b61415e906018614749565b92831b929050613f7a8183614bfb565b915091565b5f638000000063ffffffff83161015614192578163ffffffff1661111c565b61111c637fffffff8316614c55565b5f80825b84811080156141d6575060308686838181106141c3576141c36145a5565b9050013560f81c60f81b60f81c60ff1610155b8015614204575060398686838181106141f1576141f16145a5565b9050013560f81c60f81b60f81c60ff1611155b1561425a57603086868381811061421d5761421d6145a5565b61422e9392013560f81c905061485f565b60ff1661423c83600a614792565b61424691906148d1565b915080614252816148b9565b9150506141a5565b8381118015614273575060086142708583614749565b11155b925093509350939050565b5f600160801b821061429257608091821c91015b6801000000000000000082106142aa57604091821c91015b64010000000082106142be57602091821c91015b6201000082106142d057601091821c91015b61010082106142e157600891821c91015b601082106142f157600491821c91015b6004821061430157600291821c91015b6002821061431157600191821c91015b0190565b60408051610100810182525f8082526020820181905291810182905260608082018390526080820183905260a0820183905260c082019290925260e081019190915290565b60405180606001604052806003906020820280368337509192915050565b6040518060a001604052805f60ff16815260200161439461435a565b81526020016143a161435a565b81526020016143ae61435a565b81526020016143bb61435a565b905290565b5f60c08284031215612caf575f5ffd5b803560ff811681146143e0575f5ffd5b919050565b5f5f604083850312156143f6575f5ffd5b82356001600160401b0381111561440b575f5ffd5b614417858286016143c0565b925050614426602084016143d0565b90509250929050565b80356001600160401b03811681146143e0575f5ffd5b5f5f5f5f5f5f5f60c0888a03121561445b575f5ffd5b87356001600160401b03811115614470575f5ffd5b61447c8a828b016143c0565b97505061448b602089016143d0565b95506144996040890161442f565b94506144a76060890161442f565b93506080880135925060a08801356001600160401b038111156144c8575f5ffd5b8801601f81018a136144d8575f5ffd5b80356001600160401b038111156144ed575f5ffd5b8a60208260051b8401011115614501575f5ffd5b602082019350809250505092959891949750929550565b5f60208284031215614528575f5ffd5b5035919050565b5f6020828403121561453f575f5ffd5b81356001600160401b03811115614554575f5ffd5b610e77848285016143c0565b5f5f8335601e19843603018112614575575f5ffd5b8301803591506001600160401b0382111561458e575f5ffd5b6020019150600581901b3603821315610562575f5ffd5b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52604160045260245ffd5b604051601f8201601f191681016001600160401b03811182821017156145f5576145f56145b9565b604052919050565b5f6001600160401b03821115614615576146156145b9565b5060051b60200190565b5f61463161462c846145fd565b6145cd565b8381526020810190600585901b84013681111561464c575f5ffd5b845b818110156146e85780356001600160401b0381111561466b575f5ffd5b860136601f82011261467b575f5ffd5b803561468961462c826145fd565b8082825260208201915060208360051b8501019250368311156146aa575f5ffd5b6020840193505b828410156146d3576146c28461442f565b8252602093840193909101906146b1565b8752505060209485019491909101905061464e565b509095945050505050565b5f5f8335601e19843603018112614708575f5ffd5b8301803591506001600160401b03821115614721575f5ffd5b602001915036819003821315610562575f5ffd5b634e487b7160e01b5f52601160045260245ffd5b8181038181111561111c5761111c614735565b5f5f8585111561476a575f5ffd5b83861115614776575f5ffd5b5050820193919092039150565b818382375f9101908152919050565b808202811582820484141761111c5761111c614735565b6001600160401b0381811683821602908116908181146147cb576147cb614735565b5092915050565b634e487b7160e01b5f52601260045260245ffd5b5f6001600160401b038316806147fe576147fe6147d2565b806001600160401b0384160491505092915050565b6001600160401b03818116838216019081111561111c5761111c614735565b5f6001600160401b0383168061484a5761484a6147d2565b806001600160401b0384160691505092915050565b60ff828116828216039081111561111c5761111c614735565b5f8235607e1983360301811261488c575f5ffd5b9190910192915050565b5f602082840312156148a6575f5ffd5b813563ffffffff8116811461161a575f5ffd5b5f600182016148ca576148ca614735565b5060010190565b8082018082111561111c5761111c614735565b5f602082840312156148f4575f5ffd5b61161a8261442f565b5f8261490b5761490b6147d2565b500490565b7573796e6f642f646973707574652f656e7472792f763160501b815260e08b901b6001600160e01b0319166017820152888a601b8301375f89820163ffffffff60e01b8a60e01b16601b8201528789601f83013760e087901b6001600160e01b031916601f91890191820152601b016001600160fb1b03851115614992575f5ffd5b8460051b8087600884013701600881019390935250506028019998505050505050505050565b5f82518060208501845e5f920191825250919050565b5f602082840312156149de575f5ffd5b5051919050565b5f5f858511156149f3575f5ffd5b838611156149ff575f5ffd5b5050600583901b0193919092039150565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b8183525f6001600160fb1b03831115614a4f575f5ffd5b8260051b80836020870137939093016020019392505050565b8183526020830192505f815f5b84811015614aa4576001600160401b03614a8e8361442f565b1686526020958601959190910190600101614a75565b5093949350505050565b60a081525f614ac160a083018c8e614a10565b8281036020840152614ad4818b8d614a10565b90508281036040840152614ae981898b614a38565b83810360608501528681529050602080820190600588901b830101885f36829003601e19015b8a821015614b7f57858403601f190185528235818112614b2d575f5ffd5b8c016020810190356001600160401b03811115614b48575f5ffd5b8060051b3603821315614b59575f5ffd5b614b64868284614a68565b95505050602083019250602085019450600182019150614b0f565b5050508481036080860152614b95818789614a38565b9f9e505050505050505050505050505050565b60ff818116838216019081111561111c5761111c614735565b8082018281125f831280158216821582161715614be057614be0614735565b505092915050565b5f82614bf657614bf66147d2565b500690565b8181035f8312801583831316838312821617156147cb576147cb614735565b63ffffffff81811683821602908116908181146147cb576147cb614735565b63ffffffff818116838216019081111561111c5761111c614735565b5f600160ff1b8201614c6957614c69614735565b505f039056fe0fdbd160736e9b9b51ea9a79a8ed86f427a62e0e377d60335d2ec895c27025bbb2b273bbd9e4409919665f07376f8e8b8d95c6e1d4498aab66f21245ffabeba9a164736f6c6343000825000a",
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
// Solidity: function phase3(uint256 id) view returns((bytes32,bytes32,bytes32,bytes32,uint64,uint64,uint64,uint8,uint8,bool,bool,uint64,uint8))
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
// Solidity: function phase3(uint256 id) view returns((bytes32,bytes32,bytes32,bytes32,uint64,uint64,uint64,uint8,uint8,bool,bool,uint64,uint8))
func (disputeGame *DisputeGame) TryPackPhase3(id *big.Int) ([]byte, error) {
	return disputeGame.abi.Pack("phase3", id)
}

// UnpackPhase3 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd5a1d409.
//
// Solidity: function phase3(uint256 id) view returns((bytes32,bytes32,bytes32,bytes32,uint64,uint64,uint64,uint8,uint8,bool,bool,uint64,uint8))
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

// PackRevealOpened is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6216ffa7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revealOpened(uint256 id, uint32 turn, bytes32 output, (string,string,bytes32[],bytes32,uint64[][],bytes32[]) o, bytes32[] children) returns()
func (disputeGame *DisputeGame) PackRevealOpened(id *big.Int, turn uint32, output [32]byte, o ScalarJudgeOpening, children [][32]byte) []byte {
	enc, err := disputeGame.abi.Pack("revealOpened", id, turn, output, o, children)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRevealOpened is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6216ffa7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function revealOpened(uint256 id, uint32 turn, bytes32 output, (string,string,bytes32[],bytes32,uint64[][],bytes32[]) o, bytes32[] children) returns()
func (disputeGame *DisputeGame) TryPackRevealOpened(id *big.Int, turn uint32, output [32]byte, o ScalarJudgeOpening, children [][32]byte) ([]byte, error) {
	return disputeGame.abi.Pack("revealOpened", id, turn, output, o, children)
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
