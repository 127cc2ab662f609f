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
	Bin: "0x60c060405234801561000f575f5ffd5b5060405161853f38038061853f83398101604081905261002e91610080565b6001600160a01b03811660805260405161004790610073565b604051809103905ff080158015610060573d5f5f3e3d5ffd5b506001600160a01b031660a052506100ad565b61394580614bfa83390190565b5f60208284031215610090575f5ffd5b81516001600160a01b03811681146100a6575f5ffd5b9392505050565b60805160a051614afb6100ff5f395f818161018301528181612df70152818161316901528181613ad80152613c0f01525f8181610233015281816108480152818161137501526120e00152614afb5ff3fe608060405234801561000f575f5ffd5b5060043610610111575f3560e01c806370651a181161009e578063cddbe7291161006e578063cddbe7291461027b578063cee8ee7e1461029b578063d4697217146102ae578063d5a1d409146102c1578063dbca40fa146102e1575f5ffd5b806370651a18146101f657806380f556051461022e578063b7f2787914610255578063c40b163414610268575f5ffd5b80634d1975b4116100e45780634d1975b414610163578063573255f41461017e578063576a3d67146101bd5780636216ffa7146101d05780636bd27a40146101e3575f5ffd5b806308148f7a146101155780632fe3fd301461012a57806343ca9a201461013d57806348d90d3b14610150575b5f5ffd5b610128610123366004613d24565b6102f4565b005b610128610138366004613d3b565b61040c565b61012861014b366004613dd5565b610599565b61012861015e366004613e95565b61083d565b61016b5f5481565b6040519081526020015b60405180910390f35b6101a57f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610175565b6101a56101cb366004613d24565b6109ef565b6101286101de366004613ebf565b610a98565b6101286101f1366004613f4a565b610c1d565b610209610204366004613d24565b610dbb565b604080519384526001600160a01b039283166020850152911690820152606001610175565b6101a57f000000000000000000000000000000000000000000000000000000000000000081565b610128610263366004613dd5565b610dee565b610128610276366004613f9f565b610eb5565b61028e610289366004613d24565b611104565b6040516101759190614006565b61016b6102a9366004614202565b611369565b6101286102bc366004614233565b611680565b6102d46102cf366004613d24565b611b78565b604051610175919061427f565b6101286102ef36600461438c565b611cbb565b5f6102fe82611ff6565b905060068154600160e01b900460ff16600881111561031f5761031f613fd2565b03610345576040516332a1f60960e11b8152600481018390526024015b60405180910390fd5b8054600160a01b90046001600160401b0316421161039157805460405163569b325360e11b815260048101849052600160a01b9091046001600160401b0316602482015260440161033c565b8054604051600160e81b90910460ff168082529083907f4f6ee372207f9021a19d090294f500c14bdb387c7d4df49bdd1ab706823fce0d9060200160405180910390a260035f1960ff8316016103e9575060026103f9565b60011960ff8316016103f9575060015b6104068484836001612047565b50505050565b5f61041683611ff6565b905060058154600160e01b900460ff16600881111561043757610437613fd2565b1461046557805460405163041d44f960e11b815261033c918591600160e01b90910460ff16906004016143f5565b60028101546001600160a01b0316331461049b57604051635cc130a360e11b81526004810184905233602482015260440161033c565b8054600160a01b90046001600160401b03164211156104e85780546040516337851a4160e11b815260048101859052600160a01b9091046001600160401b0316602482015260440161033c565b827fe0793760ec238afa5f71e8c6b31603bdad5f6dd3fbd3fa5d193193a324715ace8360405161051a91815260200190565b60405180910390a280545f908190600160f01b90046040161561055c575050600281015465ffffffffffff600160a01b8204811691600160d01b900416610569565b5050600a810154600b8201545b600382850361057a57506001610585565b818503610585575060025b6105918685835f612047565b505050505050565b5f5f6105a78a8a600261213b565b909250905060078254600160e01b900460ff1660088111156105cb576105cb613fd2565b146105f957815460405163041d44f960e11b815261033c918c91600160e01b90910460ff16906004016143f5565b5f8a81526002602052604081206004810154909190600160c01b900460ff1615610624576002610627565b60015b60ff169050808a60ff161061065b57604051630d92547560e21b8152600481018d905260ff8b16602482015260440161033c565b8088101561068d576040516305c8e0c560e31b8152600481018d9052602481018290526044810189905260640161033c565b6106ac8c8584868e8e8e5f9089926106a793929190614409565b6123b4565b5f6106b885848d6124a3565b90508c7f29dbe6f6b5f7d30138db464f538507da50618ea8407c806c01f794946b8274468d868e8760040160189054906101000a900460ff168860040160109054906101000a90046001600160401b031660405161074e95949392919063ffffffff95909516855260ff9384166020860152918316604085015290911660608301526001600160401b0316608082015260a00190565b60405180910390a280156107875761077d8d8685878e8e8890809261077593929190614409565b8e8e8e61265a565b5050505050610833565b85156107a957604051630a61e54560e31b8152600481018e905260240161033c565b6107e08d8460ff87166001146107c35787600701546107c9565b87600601545b8d8d879080926107db93929190614409565b612970565b845461fff7600160f01b9091041660041760011960ff861601610801576008175b85546001600160f01b0316600160f01b61ffff83160217865561082c86610827876129d1565b6129ed565b5050505050505b5050505050505050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146108865760405163c4bbea6960e01b815260040160405180910390fd5b5f61089083611ff6565b6001810154909150600160a01b900463ffffffff161515806108ce575060068154600160e01b900460ff1660088111156108cc576108cc613fd2565b145b156108fc57805460405163041d44f960e11b815261033c918591600160e01b90910460ff16906004016143f5565b60018260ff161080610911575060028260ff16115b1561093b57604051634ab29c0f60e01b81526004810184905260ff8316602482015260440161033c565b5f8381526002602081815260409283902060048101805460018084558084018190559483018590556003830185905560058301805467ffffffffffffffff19908116871790915560ff8916600160c81b810261ffff60c81b1990931692909217600160d01b17168517909155600a8601849055600b860193909355925191825285917f759e63604565b7bda5dba52dd10aa09b878603abe1e7d4f25fdc41ae3797d2e991015b60405180910390a250505050565b5f5f6109fa83611ff6565b905060068154600160e01b900460ff166008811115610a1b57610a1b613fd2565b03610a2857505f92915050565b60058154600160e01b900460ff166008811115610a4757610a47613fd2565b03610a5f57600201546001600160a01b031692915050565b8054600160e81b900460ff16600114610a855760018101546001600160a01b0316610a91565b80546001600160a01b03165b9392505050565b5f5f610aa68888600461213b565b5f8a8152600260205260409020600481015492945090925090600160d01b900460ff16610ae957604051636168c79960e01b8152600481018a905260240161033c565b60ff8216600114610afc57610200610b00565b6101005b610b0c8a85858b612a85565b84546001600160f01b0316600160f01b9190921761ffff16021783556040805163ffffffff8a16815260ff8416602082015290810188905289907f77ffa7101c6f5f3a8041c1545509e1f25a5fc52623808a96f525f0cf48caab369060600160405180910390a260011960ff831601610b9d57600b8301879055610b95898483898b8a8a612be3565b505050610591565b5f5f610bab8b868a8c612d8e565b90925090508515610bdf576040516305c8e0c560e31b8152600481018c90525f60248201526044810187905260640161033c565b600a85018990558183556001830181905560048301805460ff60d81b1916600160d81b179055610c108560026129ed565b5050505050505050505050565b5f5f610c2b8686600161213b565b600382015491935091506001600160401b03600160401b8204811691600160801b9004165f6001610c5c8484614448565b6001600160401b031611610c70575f610c73565b60015b60ff169050858114610ca9576040516305c8e0c560e31b8152600481018a9052602481018290526044810187905260640161033c565b86865f818110610cbb57610cbb614467565b6020029190910135600887015550845461fff7600160f01b9091041660041760011960ff861601610cea576008175b85546001600160f01b0316600160f01b61ffff831602178655897f3ff697e464f171eb00b783da27ea964e92aedc24d53ae57d6a9462a3bfcfa2c98a876002610d338989614448565b610d3d919061447b565b610d4790896144b4565b8c8c5f818110610d5957610d59614467565b90506020020135604051610d9a949392919063ffffffff94909416845260ff9290921660208401526001600160401b03166040830152606082015260800190565b60405180910390a2610daf86610827876129d1565b50505050505050505050565b5f5f5f5f610dc885611ff6565b6004810154815460019092015490976001600160a01b0392831697509116945092505050565b5f5f610dfc8a8a600261213b565b909250905060088254600160e01b900460ff166008811115610e2057610e20613fd2565b14610e4e57815460405163041d44f960e11b815261033c918c91600160e01b90910460ff16906004016143f5565b610e5d8a8a84848c8c8c612ec3565b15610e86575f8a8152600260205260409020610e7f908b908490888888613165565b5050610833565b8215610ea857604051630a61e54560e31b8152600481018b905260240161033c565b610daf82610827836129d1565b5f5f610ec38585600461213b565b915091505f610ed486848487612a85565b90505f1960ff831601610f5b57600a830184905582546001600160f01b0316600160f01b610100831761ffff16021783556040805163ffffffff8716815260ff8416602082015290810185905286907f77ffa7101c6f5f3a8041c1545509e1f25a5fc52623808a96f525f0cf48caab369060600160405180910390a26105918360026129ed565b600b830184905582546001600160f01b0316600160f01b610200831761ffff16021783556040805163ffffffff8716815260ff8416602082015290810185905286907f77ffa7101c6f5f3a8041c1545509e1f25a5fc52623808a96f525f0cf48caab369060600160405180910390a25f8681526002602052604090206004810154600160d01b900460ff16156110525760038401545f9061100e90600190600160801b90046001600160401b0316614448565b90506108338886848860020160149054906101000a900465ffffffffffff1665ffffffffffff16856001600160401b03161461104b576002613303565b6001613303565b61105b8461340c565b60038401545f9061107e90600190600160801b90046001600160401b0316614448565b6003860154600287015460408051600160c01b9093046001600160401b0390811684528416602084018190525f91840191909152600160a01b90910465ffffffffffff1614606082015290915088907f35648bf46ead72baeb8166b4ad2c17d160b3e9d2181e8024a9bc39953b43b9af9060800160405180910390a25050505050505050565b60408051610300810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e08101829052610100810182905261012081018290526101408101829052610160810182905261018081018290526101a081018290526101c081018290526101e08101829052610200810182905261022081018290526102408101829052610260810182905261028081018290526102a081018290526102c081018290526102e08101919091526111cd82611ff6565b604080516103008101825282546001600160a01b0381168252600160a01b81046001600160401b03166020830152909291830190600160e01b900460ff16600881111561121c5761121c613fd2565b600881111561122d5761122d613fd2565b8152815460ff600160e81b82048116602084015261ffff600160f01b90920491909116604083015260018301546001600160a01b03808216606085015263ffffffff600160a01b80840482166080870152600160c01b80850490921660a0870152600160e01b90930490931660c0850152600285015490811660e085015265ffffffffffff9181048216610100850152600160d01b90041661012083015260038301546001600160401b03808216610140850152600160401b82048116610160850152600160801b82048116610180850152919004166101a082015260048201546101c082015260058201546101e08201526006820154610200820152600782015461022082015260088201546102408201526009820154610260820152600a820154610280820152600b909101546102a09091015292915050565b5f336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146113b35760405163c4bbea6960e01b815260040160405180910390fd5b5f5f81546113c0906144d3565b91829055505f81815260016020908152604091829020853560048201559293506113ee9185019085016144eb565b81546001600160a01b0319166001600160a01b039190911617815561141960608401604085016144eb565b6001820180546001600160a01b0319166001600160a01b039290921691909117905561144b60808401606085016144eb565b6002820180546001600160a01b0319166001600160a01b039290921691909117905561147d60c0840160a08501614511565b60018201805463ffffffff92909216600160c01b0263ffffffff60c01b199092169190911790556114b460a084016080850161452a565b60038201805467ffffffffffffffff19166001600160401b03929092169190911790556114e760a084016080850161452a565b60038201805467ffffffffffffffff60801b1916600160801b6001600160401b03939093169290920291909117905560c0830180356005830181905560e08501356006840155610100850135600784015582546009840191909155600160088401556001600160e81b031661030160e81b1782556115689060a08501614511565b6115789063ffffffff16426144b4565b81546001600160401b0391909116600160a01b0267ffffffffffffffff60a01b199091161781558235827f60a954333e51117a428ae0a94d1a44fa469fe039a269f41274626c4072c6d6d86115d360408701602088016144eb565b6115e360608801604089016144eb565b6115f36080890160608a016144eb565b61160360a08a0160808b0161452a565b604080516001600160a01b039586168152938516602085015291909316908201526001600160401b03909116606082015260800160405180910390a3805460ff60e01b1916600160e01b17815561166060a084016080850161452a565b6001600160401b031660010361167a5761167a828261349e565b50919050565b5f5f61168e8787600361213b565b915091506001856001600160401b031610806116ba575066010000000000006001600160401b03861610155b156116ea57604051634ab29c0f60e01b8152600481018890526001600160401b038616602482015260440161033c565b815460068301546007840154600160f01b90920461ffff169160ff84165f19016117785760018316158015906117205750818614155b15611741576040516381bffd8360e01b8152600481018b905260240161033c565b602283161580159061175257508086145b1561177357604051630810fc8560e01b8152600481018b905260240161033c565b6117dd565b600283161580159061178a5750808614155b156117ab576040516381bffd8360e01b8152600481018b905260240161033c565b60118316158015906117bc57508186145b156117dd57604051630810fc8560e01b8152600481018b905260240161033c565b5f600288886040516020016117fc929190918252602082015260400190565b60408051601f198184030181529082905261181691614545565b602060405180830381855afa158015611831573d5f5f3e3d5ffd5b5050506040513d601f19601f82011682018060405250810190611854919061455b565b6040805163ffffffff8d16815260ff881660208201526001600160401b038c1681830152606081018b9052608081018a905290519192508c917f51b7ff53e2c2d520cdaacd57e017a3ef53ab3887f6c31b32ce930aa7be1de2829181900360a00190a25f1960ff8616016119275760068601879055600886018190556002808701805465ffffffffffff60a01b1916600160a01b65ffffffffffff8d160217905586546001600160f01b0316600160f01b6011871761ffff160217875561191c9087906129ed565b505050505050611b71565b60028601805465ffffffffffff808c16600160d01b026001600160d01b039092169190911791829055602095909517946001600160401b038b16600160a01b9092041614611a005785546001600160f01b0316600160f01b6040861761ffff16021786556119948661340c565b600386015460408051600160c01b9092046001600160401b031682525f6020830181905260019183019190915260608201528b907f35648bf46ead72baeb8166b4ad2c17d160b3e9d2181e8024a9bc39953b43b9af9060800160405180910390a2505050505050611b71565b60058601546040517539bcb737b217b234b9b83aba3297ba3930b1b297bb1960511b602082015260368101919091525f9060029060560160408051601f1981840301815290829052611a5191614545565b602060405180830381855afa158015611a6c573d5f5f3e3d5ffd5b5050506040513d601f19601f82011682018060405250810190611a8f919061455b565b6005880181905560088801546006890155600788018390558754600161ff0160e01b0316600160f01b600388811761ffff169190910260ff60e01b191691909117600360e01b1789558801805467ffffffffffffffff60401b191690559050611af98a60016144b4565b60038801805467ffffffffffffffff60801b1916600160801b6001600160401b039384160217905560408051918c168252602082018390528d917f1e59ca871d7e0ef912b43d3f53866c62c7515b385ff548f2af55bbaf33b91ca1910160405180910390a2611b698760016129ed565b505050505050505b5050505050565b604080516101a0810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e081018290526101008101829052610120810182905261014081018290526101608101829052610180810191909152611be982611ff6565b50505f9081526002602081815260409283902083516101a0810185528154815260018201549281019290925291820154928101929092526003810154606083015260048101546001600160401b038082166080850152600160401b808304821660a0860152600160801b8304821660c086015260ff600160c01b8404811660e0870152600160c81b84048116610100870152600160d01b840481161515610120870152600160d81b90930483161515610140860152600590930154908116610160850152919091041661018082015290565b5f5f611cc98787600261213b565b909250905060018254600160e01b900460ff166008811115611ced57611ced613fd2565b14158015611d18575060038254600160e01b900460ff166008811115611d1557611d15613fd2565b14155b15611d4657815460405163041d44f960e11b815261033c918991600160e01b90910460ff16906004016143f5565b60018560ff161115611d7757604051630d92547560e21b81526004810188905260ff8616602482015260440161033c565b60038201546001600160401b03600160401b8204811691600160801b90041660ff87165f03611dc7576002611dac8383614448565b611db6919061447b565b611dc090836144b4565b9050611dea565b6002611dd38383614448565b611ddd919061447b565b611de790836144b4565b91505b5f60ff881615611dfa575f611dfd565b60015b60ff1690505f6001611e0f8585614448565b6001600160401b031611611e23575f611e26565b60015b60ff1690505f611e368284614572565b9050878114611e69576040516305c8e0c560e31b8152600481018d9052602481018290526044810189905260640161033c565b5f611e9e8d89898e8989600114611e80575f61361b565b8f8f5f818110611e9257611e92614467565b9050602002013561361b565b6003890180546001600160401b03888116600160801b0267ffffffffffffffff60801b19918b16600160401b0291909116600160401b600160c01b03199092169190911717905590505f839003611f59578c5f516020614acf5f395f51905f528d898e8a8a5f604051611f1696959493929190614585565b60405180910390a287546001600160f01b0316600160f01b61fff3831602178855611f418d8961349e565b611f4c8860016129ed565b5050505050505050611b71565b5f8a8a86818110611f6c57611f6c614467565b602002919091013560088b01819055600493909317600819169291505060011960ff891601611f9c576008821791505b81895f01601e6101000a81548161ffff021916908361ffff1602179055508d5f516020614acf5f395f51905f528e8a8f8b8b87604051611fe196959493929190614585565b60405180910390a261082c896108278a6129d1565b5f818152600160205260408120908154600160e01b900460ff16600881111561202157612021613fd2565b036120425760405163c006e93f60e01b81526004810183905260240161033c565b919050565b825461ffff60e01b1916600360e11b17835560018301805460ff8416600160e01b810260ff60e01b19929092169190911790915560408051918252821515602083015285917f3eb8c4bde394a20f64ca9817b8c1f89d7a4738fc8d6fc1ccf2a8bacb950e53bd910160405180910390a260048381015460405163a1338c1560e01b8152918201526024810185905260ff831660448201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063a1338c15906064015f604051808303815f87803b158015612129575f5ffd5b505af1158015610833573d5f5f3e3d5ffd5b5f5f61214685611ff6565b8054909250600160e01b900460ff16600681600881111561216957612169613fd2565b0361218a576040516332a1f60960e11b81526004810187905260240161033c565b8254600160e81b900460ff169150816121b957604051633cbdfa1560e11b81526004810187905260240161033c565b8254600160a01b90046001600160401b03164211156122065782546040516337851a4160e11b815260048101889052600160a01b9091046001600160401b0316602482015260440161033c565b60ff82166001146122245760018301546001600160a01b0316612230565b82546001600160a01b03165b6001600160a01b0316336001600160a01b03161461226a57604051631c2458fd60e11b81526004810187905233602482015260440161033c565b600183015463ffffffff868116600160a01b90920416146122c257600183015460405163231daba760e01b81526004810188905263ffffffff600160a01b90920482166024820152908616604482015260640161033c565b5f60018260088111156122d7576122d7613fd2565b14806122f4575060038260088111156122f2576122f2613fd2565b145b806123105750600782600881111561230e5761230e613fd2565b145b8061232c5750600882600881111561232a5761232a613fd2565b145b15612353578354600160f01b90046004161561234957600261234c565b60015b9050612378565b600282600881111561236757612367613fd2565b0361237457506003612378565b5060045b8060ff168560ff16146123aa5760405163f932610160e01b81526004810188905260ff8216602482015260440161033c565b5050935093915050565b6123db878660ff87166001146123ce5788600701546123d4565b88600601545b8585613737565b5f60ff8416156123ef5785600301546123f5565b85600201545b90508083838660ff1681811061240d5761240d614467565b905060200201350361243557604051630810fc8560e01b81526004810189905260240161033c565b5f1960ff86160161246f5782828560ff1681811061245557612455614467565b602002919091013560068901555060078701819055610833565b82828560ff1681811061248457612484614467565b6020029190910135600789015550600687018190555050505050505050565b60048201546001600160c01b820460ff169081111591600160801b90046001600160401b031681156124f857816124d9816145c6565b92505060ff84166124eb8260026145e1565b6124f591906144b4565b90505b60048501546001600160401b03165b5f8360ff16118015612553575061252881612523600186614603565b613990565b6001600160401b031661253c8360026145e1565b6125479060016144b4565b6001600160401b031610155b156125785782612562816145c6565b935061257190506002836145e1565b9150612507565b60048601805468ffffffffffffffffff60801b1916600160c01b60ff861690810267ffffffffffffffff60801b191691909117600160801b6001600160401b038681169182029290921790935560038a01805467ffffffffffffffff60401b1916600160401b94841b90921693909302179091555f906125f98460016144b4565b6001600160401b0316901b9050816001600160401b0316816001600160401b0316106126255781612627565b805b8860030160106101000a8154816001600160401b0302191690836001600160401b03160217905550505050509392505050565b600487015460058801805467ffffffffffffffff19166001600160401b03600160801b8404811691821790925560408051828152600160401b90940490921660208401819052909290918c917fb9fea5e7a578d56c921097d5712418033e4d193525ca2f1c3271e51c33867c4d910160405180910390a25f6126df8b600601546139bf565b90505f6126ef8c600701546139bf565b90508115806126fc575080155b8061270e57506001600160401b038316155b156127fb578715612742576040516305c8e0c560e31b8152600481018e90525f60248201526044810189905260640161033c565b841561276457604051630a61e54560e31b8152600481018e905260240161033c565b5f82158015612771575081155b1561277e575060036127a5565b8261278b575060026127a5565b81612798575060016127a5565b6127a28d5f6139ff565b90505b60018d810180546014906127c7908490600160a01b900463ffffffff1661461c565b92506101000a81548163ffffffff021916908363ffffffff1602179055506127f18e8e835f612047565b5050505050612965565b8b5460ff60e01b1916600160e31b178c5560038c018054600160401b600160c01b031916600160801b6001600160401b038616908102919091179091555f60058e01556001036128aa578715612874576040516305c8e0c560e31b8152600481018e90525f60248201526044810189905260640161033c565b8b546001600160f01b038116600160f01b9182900461fff316909102178c556128a18d8d8d8a8a8a613165565b50505050612965565b600188146128dc576040516305c8e0c560e31b8152600481018e9052600160248201526044810189905260640161033c565b84156128fe57604051630a61e54560e31b8152600481018e905260240161033c565b88885f81811061291057612910614467565b602002919091013560088e0155508b5461fff7600160f01b9091041660041760011960ff8c160161293f576008175b8c546001600160f01b0316600160f01b61ffff831602178d5561082c8d6108278d6129d1565b505050505050505050565b61297d8585858585613737565b81815f81811061298f5761298f614467565b90506020020135846002018190555081819050600203611b7157818160018181106129bc576129bc614467565b60200291909101356003860155505050505050565b5f60ff82166001146129e45760016129e7565b60025b92915050565b60018281018054601490612a0f908490600160a01b900463ffffffff1661461c565b82546101009290920a63ffffffff818102199093169183160217909155835460ff60e81b1916600160e81b60ff8516021784556001840154612a5a9250600160c01b900416426144b4565b82546001600160401b0391909116600160a01b0267ffffffffffffffff60a01b199091161790915550565b8254600160f01b900461ffff16612a9c8184613a2f565b15612b5d575f60ff8416600114612ab7578460070154612abd565b84600601545b9050806002866005015485604051602001612ae2929190918252602082015260400190565b60408051601f1981840301815290829052612afc91614545565b602060405180830381855afa158015612b17573d5f5f3e3d5ffd5b5050506040513d601f19601f82011682018060405250810190612b3a919061455b565b14612b5b57604051632b16c65d60e11b81526004810187905260240161033c565b505b5f1960ff841601612ba457610200811615801590612b7e57508184600b0154145b15612b9f57604051630810fc8560e01b81526004810186905260240161033c565b612bdb565b610100811615801590612bba57508184600a0154145b15612bdb57604051630810fc8560e01b81526004810186905260240161033c565b949350505050565b5f5f5f5f612bf48b8b8b8b8b613a4a565b93509350935093508360ff165f14612c4a578415612c35576040516305c8e0c560e31b8152600481018c90525f60248201526044810186905260640161033c565b612c418b8b8b87613303565b50505050612d85565b5f5b6001600160401b038316600160ff83161b1015612c755780612c6d81614638565b915050612c4c565b60048a0180546001600160401b038581166fffffffffffffffffffffffffffffffff199092168217600160401b9186169182021768ffffffffffffffffff60801b1916600160c01b60ff86160267ffffffffffffffff60801b19161790925560018c015460068e015560078d018690558c54600161ff0160e01b038116600160f01b9182900461ffff16600f1790910260ff60e01b191617600760e01b178d5560038d018054600160401b600160c01b031916600160801b830217905560408051918252602082019290925281518e927f5e7d36a92f1fc4bf5f5b862647cef1ee9f728ed35694ff4873741ce0c6a9c58c928290030190a2612d7a8c8b868a8a612970565b611b698b60016129ed565b50505050505050565b600283015460038401545f918291600160a01b90910465ffffffffffff1690612dc990600190600160801b90046001600160401b0316614448565b6001600160401b031603612df35760405163c0e8e17f60e01b81526004810187905260240161033c565b5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663abb86fb6876040518263ffffffff1660e01b8152600401612e41919061486e565b608060405180830381865afa158015612e5c573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612e80919061488f565b90965094509092509050811580612e975750848114155b15612eb85760405163c0e8e17f60e01b81526004810189905260240161033c565b505094509492505050565b5f60018460ff161115612ef557604051630d92547560e21b81526004810189905260ff8516602482015260440161033c565b60038601546001600160401b03600160401b8204811691600160801b90041660ff86165f03612f45576002612f2a8383614448565b612f34919061447b565b612f3e90836144b4565b9050612f68565b6002612f518383614448565b612f5b919061447b565b612f6590836144b4565b91505b5f60ff871615612f78575f612f7b565b60015b60ff1690505f6001612f8d8585614448565b6001600160401b031611612fa1575f612fa4565b60015b60ff169050612fb38183614572565b8614612fed578b612fc48284614572565b6040516305c8e0c560e31b8152600481019290925260248201526044810187905260640161033c565b5f6130168d8c8c8c8888600114613004575f61361b565b8d8d5f818110611e9257611e92614467565b60038c0180546001600160401b03878116600160801b0267ffffffffffffffff60801b19918a16600160401b0291909116600160401b600160c01b03199092169190911717905590505f8290036130c0578c5f516020614acf5f395f51905f528d8c8c89895f60405161308e96959493929190614585565b60405180910390a28a5461fff3909116600160f01b026001600160f01b03909116178a55506001935061315a92505050565b5f8888858181106130d3576130d3614467565b602002919091013560088e01819055600493909317600819169291505060011960ff8c1601613103576008821791505b818c5f01601e6101000a81548161ffff021916908361ffff1602179055508d5f516020614acf5f395f51905f528e8d8d8a8a8760405161314896959493929190614585565b60405180910390a25f96505050505050505b979650505050505050565b5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663abb86fb6866040518263ffffffff1660e01b81526004016131b3919061486e565b608060405180830381865afa1580156131ce573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906131f2919061488f565b509250509150811580613206575085548114155b156132275760405163c0e8e17f60e01b81526004810189905260240161033c565b5f5f6132378a8a8a8a8a8a613bf8565b9092509050600381156132b75760038a01548b907ffe39eb93ca8b62f5b1e15e05ef67b76e07bf356e7e0aad9a144ce9e2736644479061328990600190600160801b90046001600160401b0316614448565b604080516001600160401b039092168252602082018790520160405180910390a26132b48a846139ff565b90505b60018a810180546014906132d9908490600160a01b900463ffffffff1661461c565b92506101000a81548163ffffffff021916908363ffffffff160217905550610c108b8b835f612047565b60058201805468ff00000000000000001916600160401b60ff84169081029190911790915560405190815284907f3873ee892e1ae9dd1561e70774d222fe206f2b8e492b085cbf1ed480e0d026fc9060200160405180910390a26133668361340c565b60038301545f9061338990600190600160801b90046001600160401b0316614448565b6003850154600286015460408051600160c01b9093046001600160401b0390811684528416602084018190525f91840191909152600160a01b90910465ffffffffffff1614606082015290915085907f35648bf46ead72baeb8166b4ad2c17d160b3e9d2181e8024a9bc39953b43b9af9060800160405180910390a25050505050565b6001818101805460149061342e908490600160a01b900463ffffffff1661461c565b82546101009290920a63ffffffff818102199093169183160217909155825461ffff60e01b1916600560e01b17835560018301546134759250600160c01b900416426144b4565b81546001600160401b0391909116600160a01b0267ffffffffffffffff60a01b19909116179055565b60018154600160e01b900460ff1660088111156134bd576134bd613fd2565b036135495760038101805460058301546001600160c01b038216600160801b9092046001600160401b0316600160c01b81029290921790925560098301829055825460ff60e01b1916600160e11b178355604080518281526020810184905291929185917fbbfca9d827d2b6dedb40f8501f7e2050eb47d96e284bc711e05332ce69dc062f91016109e1565b60038101545f9061356c90600190600160801b90046001600160401b0316614448565b8254600161ff0160e01b0381166080600160f01b60ff60e01b19909316600160e21b90811784900461ffff1691909117909202171783556003830154600284015460408051600160c01b9093046001600160401b039081168452841660208401819052600160a01b90920465ffffffffffff16909114828201525191925084917fc509a1e3b6f50f63a6cf67500d99b00c3d1efa9718a89418351baa1faf02fa9b9181900360600190a2505050565b8454600160f01b900461ffff8116905f90600816810361363c57600161363f565b60025b90508460ff166001036136ba576136568282613a2f565b801561366757506136678287613a2f565b801561367a575086600701548760060154145b156136aa5760405163583a3a1760e11b8152600481018990526001600160401b038516602482015260440161033c565b506008860154600587015561372d565b866008015483036136e157604051630810fc8560e01b81526004810189905260240161033c565b5f1960ff821601613702576008870154600688015560078701839055613714565b60088701546007880155600687018390555b61371d86613d09565b61372682613d09565b8317179150505b9695505050505050565b6004840154600160c01b900460ff165f8181036137db5760018314613780576040516305c8e0c560e31b815260048101889052600160248201526044810184905260640161033c565b5f8484828161379157613791614467565b905060200201356040516020016137be9291906001600160f81b0319929092168252600182015260210190565b60405160208183030381529060405280519060200120905061396d565b6002831461380d576040516305c8e0c560e31b815260048101889052600260248201526044810184905260640161033c565b8160ff166001036138f657600160f81b5f8585828161382e5761382e614467565b9050602002013560405160200161385b9291906001600160f81b0319929092168252600182015260210190565b604051602081830303815290604052805190602001205f60f81b8686600181811061388857613888614467565b905060200201356040516020016138b59291906001600160f81b0319929092168252600182015260210190565b60408051601f198184030181529082905280516020918201206001600160f81b031990941690820152602181019190915260418101919091526061016137be565b600160f81b84845f8161390b5761390b614467565b905060200201358585600181811061392557613925614467565b6040516001600160f81b031990951660208681019190915260218601949094529290920201356041830152506061016040516020818303038152906040528051906020012090505b848114612d855760405163028b4fc160e21b81526004810188905260240161033c565b5f60ff821660016139ac81831b6001600160401b038716614572565b6139b691906148c9565b901c9392505050565b5f8163ffffffff8111156139d557505f92915050565b80637f800000637fffffff8216111580612bdb57508063ffffffff16637fc0000014949350505050565b5f82600601548203613a13575060016129e7565b82600701548203613a26575060026129e7565b50600392915050565b5f613a3982613d09565b831661ffff165f1415905092915050565b5f5f5f5f8760020160149054906101000a900465ffffffffffff1665ffffffffffff1660018960030160109054906101000a90046001600160401b0316613a919190614448565b6001600160401b031603613abb5760405163c0e8e17f60e01b8152600481018a905260240161033c565b600487810154604051630c7f4b7160e21b81525f928392839283927f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316926331fd2dc492613b1e928f92600160c81b900460ff1691016148dc565b60e060405180830381865afa158015613b39573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613b5d9190614900565b929c509a5090985092965090945092509050831580613b7c5750888314155b15613b9d5760405163c0e8e17f60e01b8152600481018e905260240161033c565b60048b0154600160d81b900460ff16613bb95760029750613be8565b8a548214613bca5760039750613be8565b8a600101548703613bde5760049750613be8565b80613be857600597505b5050505095509550955095915050565b6004840154600585015460038701545f92839283927f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316926316833a81928a92600160c81b90920460ff16916001600160401b0391821691613c6d91600191600160801b90910416614448565b8d600501548b8b6040518863ffffffff1660e01b8152600401613c969796959493929190614975565b606060405180830381865afa158015613cb1573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613cd59190614a94565b9094509250905080613cfd57604051630a61e54560e31b8152600481018a905260240161033c565b50965096945050505050565b5f60ff8216600114613d1c5760026129e7565b600192915050565b5f60208284031215613d34575f5ffd5b5035919050565b5f5f60408385031215613d4c575f5ffd5b50508035926020909101359150565b803563ffffffff81168114612042575f5ffd5b803560ff81168114612042575f5ffd5b5f5f83601f840112613d8e575f5ffd5b5081356001600160401b03811115613da4575f5ffd5b6020830191508360208260051b8501011115613dbe575f5ffd5b9250929050565b5f60c0828403121561167a575f5ffd5b5f5f5f5f5f5f5f5f60c0898b031215613dec575f5ffd5b88359750613dfc60208a01613d5b565b9650613e0a60408a01613d6e565b955060608901356001600160401b03811115613e24575f5ffd5b613e308b828c01613d7e565b90965094505060808901356001600160401b03811115613e4e575f5ffd5b613e5a8b828c01613dc5565b93505060a08901356001600160401b03811115613e75575f5ffd5b613e818b828c01613d7e565b999c989b5096995094979396929594505050565b5f5f60408385031215613ea6575f5ffd5b82359150613eb660208401613d6e565b90509250929050565b5f5f5f5f5f5f60a08789031215613ed4575f5ffd5b86359550613ee460208801613d5b565b94506040870135935060608701356001600160401b03811115613f05575f5ffd5b613f1189828a01613dc5565b93505060808701356001600160401b03811115613f2c575f5ffd5b613f3889828a01613d7e565b979a9699509497509295939492505050565b5f5f5f5f60608587031215613f5d575f5ffd5b84359350613f6d60208601613d5b565b925060408501356001600160401b03811115613f87575f5ffd5b613f9387828801613d7e565b95989497509550505050565b5f5f5f60608486031215613fb1575f5ffd5b83359250613fc160208501613d5b565b929592945050506040919091013590565b634e487b7160e01b5f52602160045260245ffd5b6009811061400257634e487b7160e01b5f52602160045260245ffd5b9052565b81516001600160a01b031681526103008101602083015161403260208401826001600160401b03169052565b5060408301516140456040840182613fe6565b50606083015161405a606084018260ff169052565b506080830151614070608084018261ffff169052565b5060a083015161408b60a08401826001600160a01b03169052565b5060c08301516140a360c084018263ffffffff169052565b5060e08301516140bb60e084018263ffffffff169052565b506101008301516140d261010084018260ff169052565b506101208301516140ef6101208401826001600160a01b03169052565b5061014083015161410b61014084018265ffffffffffff169052565b5061016083015161412761016084018265ffffffffffff169052565b506101808301516141446101808401826001600160401b03169052565b506101a08301516141616101a08401826001600160401b03169052565b506101c083015161417e6101c08401826001600160401b03169052565b506101e083015161419b6101e08401826001600160401b03169052565b506102008301516102008301526102208301516102208301526102408301516102408301526102608301516102608301526102808301516102808301526102a08301516102a08301526102c08301516102c08301526102e08301516102e083015292915050565b5f610120828403128015614214575f5ffd5b509092915050565b6001600160401b0381168114614230575f5ffd5b50565b5f5f5f5f5f60a08688031215614247575f5ffd5b8535945061425760208701613d5b565b935060408601356142678161421c565b94979396509394606081013594506080013592915050565b5f6101a0820190508251825260208301516020830152604083015160408301526060830151606083015260808301516142c360808401826001600160401b03169052565b5060a08301516142de60a08401826001600160401b03169052565b5060c08301516142f960c08401826001600160401b03169052565b5060e083015161430e60e084018260ff169052565b5061010083015161432561010084018260ff169052565b5061012083015161433b61012084018215159052565b5061014083015161435161014084018215159052565b5061016083015161436e6101608401826001600160401b03169052565b5061018083015161438561018084018260ff169052565b5092915050565b5f5f5f5f5f608086880312156143a0575f5ffd5b853594506143b060208701613d5b565b93506143be60408701613d6e565b925060608601356001600160401b038111156143d8575f5ffd5b6143e488828901613d7e565b969995985093965092949392505050565b82815260408101610a916020830184613fe6565b5f5f85851115614417575f5ffd5b83861115614423575f5ffd5b5050600583901b0193919092039150565b634e487b7160e01b5f52601160045260245ffd5b6001600160401b0382811682821603908111156129e7576129e7614434565b634e487b7160e01b5f52603260045260245ffd5b5f6001600160401b0383168061449f57634e487b7160e01b5f52601260045260245ffd5b806001600160401b0384160491505092915050565b6001600160401b0381811683821601908111156129e7576129e7614434565b5f600182016144e4576144e4614434565b5060010190565b5f602082840312156144fb575f5ffd5b81356001600160a01b0381168114610a91575f5ffd5b5f60208284031215614521575f5ffd5b610a9182613d5b565b5f6020828403121561453a575f5ffd5b8135610a918161421c565b5f82518060208501845e5f920191825250919050565b5f6020828403121561456b575f5ffd5b5051919050565b808201808211156129e7576129e7614434565b63ffffffff96909616865260ff94851660208701529290931660408501526001600160401b039081166060850152909116608083015260a082015260c00190565b5f60ff8216806145d8576145d8614434565b5f190192915050565b6001600160401b03818116838216029081169081811461438557614385614434565b60ff82811682821603908111156129e7576129e7614434565b63ffffffff81811683821601908111156129e7576129e7614434565b5f60ff821660ff810361464d5761464d614434565b60010192915050565b5f5f8335601e1984360301811261466b575f5ffd5b83016020810192503590506001600160401b03811115614689575f5ffd5b803603821315613dbe575f5ffd5b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b5f5f8335601e198436030181126146d4575f5ffd5b83016020810192503590506001600160401b038111156146f2575f5ffd5b8060051b3603821315613dbe575f5ffd5b8183525f6001600160fb1b0383111561471a575f5ffd5b8260051b80836020870137939093016020019392505050565b5f61473e8283614656565b60c0855261475060c086018284614697565b9150506147606020840184614656565b8583036020870152614773838284614697565b9250505061478460408401846146bf565b8583036040870152614797838284614703565b6060868101359088015292506147b391505060808401846146bf565b8583036080870152808352602080840190600583901b850101835f5b8481101561483c57868303601f190184526147ea82876146bf565b808552602085015f5b828110156148235783356148068161421c565b6001600160401b03168252602093840193909101906001016147f3565b50602096870196909550939093019250506001016147cf565b505061484b60a08801886146bf565b9550935087810360a0890152614862818686614703565b98975050505050505050565b602081525f610a916020830184614733565b80518015158114612042575f5ffd5b5f5f5f5f608085870312156148a2575f5ffd5b6148ab85614880565b60208601516040870151606090970151919890975090945092505050565b818103818111156129e7576129e7614434565b604081525f6148ee6040830185614733565b905060ff831660208301529392505050565b5f5f5f5f5f5f5f60e0888a031215614916575f5ffd5b61491f88614880565b602089015160408a015160608b01519299509097509550935061494460808901614880565b925060a08801516149548161421c565b60c08901519092506149658161421c565b8091505092959891949750929550565b60c081525f61498760c083018a614733565b60ff891660208401526001600160401b03881660408401526001600160401b038716606084015285608084015282810360a08401528084825260208201905060208560051b830101865f607e19893603015b88821015614a8157858403601f1901855282358181126149f7575f5ffd5b8a018035614a048161421c565b6001600160401b031685526020810135614a1d8161421c565b6001600160401b0316602086015263ffffffff614a3c60408301613d5b565b166040860152614a4f60608201826146bf565b915060806060870152614a66608087018383614703565b955050506020830192506020850194506001820191506149d9565b50919d9c50505050505050505050505050565b5f5f5f60608486031215614aa6575f5ffd5b614aaf84614880565b60208501519093509150614ac560408501614880565b9050925092509256feefd9aff0ccf6b03540c503c03e0916ac5a2ee18fba70e4756a17f8a25f30b29fa164736f6c6343000825000a6080604052348015600e575f5ffd5b506139298061001c5f395ff3fe608060405234801561000f575f5ffd5b5060043610610055575f3560e01c80630da2c86e1461005957806316833a811461009857806331fd2dc4146100ca5780633cb83b5e14610122578063abb86fb614610151575b5f5ffd5b61006c6100673660046130b2565b610186565b6040805193151584526001600160401b0392831660208501529116908201526060015b60405180910390f35b6100ab6100a6366004613112565b6101eb565b604080519315158452602084019290925215159082015260600161008f565b6100dd6100d83660046130b2565b61038c565b6040805197151588526020880196909652948601939093526060850191909152151560808401526001600160401b0390811660a08401521660c082015260e00161008f565b6101356101303660046131e5565b61041f565b6040805163ffffffff909316835290151560208301520161008f565b61016461015f3660046131fc565b610433565b604080519415158552602085019390935291830152606082015260800161008f565b5f5f5f610191612fea565b61019b8686610450565b90945090508315806101b357506101b181610b4d565b155b156101c7575f5f5f935093509350506101e4565b60016101d2826110bb565b6101dc835f61121d565b935093509350505b9250925092565b5f5f5f6101f6612fea565b6102008b8b610450565b9094509050831580610218575061021681610b4d565b155b8061023d5750610227816110bb565b6001600160401b0316896001600160401b031610155b80610263575061024d818a61121d565b6001600160401b0316886001600160401b031610155b1561027757505f925082915081905061037f565b5f610283828b8b611386565b905061028d613027565b6102a983838f8060a001906102a2919061322d565b8c8c611843565b9096509050856102c557505f945084935083925061037f915050565b5f5f6102d08b611a22565b91509150806102ee5750600196505f955085945061037f9350505050565b5f5b600381101561034b576020850151600190826003811061031257610312613272565b602002015160ff1603610343578284826003811061033257610332613272565b63ffffffff90921660209290920201525b6001016102f0565b50835183516020850151604086015160019361036a9390929091611a7c565b90985063ffffffff1696506001955050505050505b9750975097945050505050565b5f5f5f5f5f5f5f61039c89611b63565b92995090975095509350866103c457505f955085945084935083925082915081905080610413565b6103cc612fea565b6103d68a8a610450565b90945090508380156103ec57506103ec81610b4d565b1561040d576103fa816110bb565b9250610406815f61121d565b9150610411565b5f93505b505b92959891949750929550565b5f5f61042a83611a22565b91509150915091565b5f5f5f5f61044085611b63565b93509350935093505b9193509193565b5f610459612fea565b60ff8316602082015261046f608085018561322d565b610478916132ec565b60c08201525f61048885806133c0565b604051610496929190613402565b6040519081900390209050365f6104b060208801886133c0565b915091505f82826040516104c5929190613402565b604051908190039020905081157fb2b273bbd9e4409919665f07376f8e8b8d95c6e1d4498aab66f21245ffabeba985148061051f57507f60ffc9aa68baa3b623aef27d83ee6ec05c37047e5dc9b2edddc3845ffb4d3ee085145b1561065a577fb2b273bbd9e4409919665f07376f8e8b8d95c6e1d4498aab66f21245ffabeba98514610552576002610555565b60015b60ff1686527fdedade50fb27be4575e301ada60c59bbba24853f1f5583965645e35c8a4be7a5820161058f57600196505050505050610b46565b7f5f2d917aec801fb0cde300e19e4bd85ba12c57dad3697517eefb65c7d26d2cbc82036105cc5750506001604085018190529450610b4692505050565b7f26ef0497c6a5b2a2048dee9de1b5d65ed52d92c482f25277e19a07d9f3ed7db182036106095750506001606085018190529450610b4692505050565b7fbbdfdb520b89c4d30e0aef499301e465c7d9661121922f6723e6a5f4176822e8820361064d575050600160608501819052604085018190529450610b4692505050565b5f96505050505050610b46565b7f1a21fb8b1d022d4555cd5839054fb47a704dd314d512cd9ebff65e297de3ade9850361068a57600386526107cc565b7f4f5a8bb8492337e79bdc674d6f31ac448f8017e26cc7bfe3144fb5d886fe53698514806106d757507f2feeb2293f3b9b3d45bb50a1ed836dbfe3fe8a160db7ac99b56756f85b456b9d85145b156106e557600486526107cc565b7f46fcaa909ebb3e5eaa565d68d7ad235988ce778dc8909251c103e674c148f31d85148061073257507f41ee8ccb7d6f95748d831ef4985550d2e3967d9e4d92d8d474fef70a7e4aa23085145b1561074057600586526107cc565b7fbdee81074df37e4738cba5a05d83b330a39e1101330e75653a54737f26a1aed8850361077057600686526107cc565b7f8bb587975337a9e49db588d9e2081e2dcf2928a5bdf3c8a02488dd2d7bc074f685036107a057600886526107cc565b7f27f0097dcbff01844c37c02c820b259a7b99faffabdbc43021b6c4bafdb32a3f85036107cc57600b86525b855160ff16156107e2579550610b469350505050565b7ff0d91f8ef855806f1ada006cdb88a3766bd2b06f1558c7d86f53832d376fcd16850361095f57600a83141580610842575083835f81811061082657610826613272565b9050013560f81c60f81b6001600160f81b031916607360f81b14155b8061087757508383600181811061085b5761085b613272565b9050013560f81c60f81b6001600160f81b031916603d60f81b14155b15610889575f96505050505050610b46565b5f60025b600a811015610940575f8686838181106108a9576108a9613272565b919091013560f81c91505f9050603082108015906108cb575060398260ff1611155b156108e2576108db603083613425565b905061091b565b60618260ff16101580156108fa575060668260ff1611155b1561090a576108db605783613425565b5f9a50505050505050505050610b46565b60ff811661092a85601061343e565b610934919061345d565b9350505060010161088d565b506007875263ffffffff1660808701525060019550610b469350505050565b7f0fdbd160736e9b9b51ea9a79a8ed86f427a62e0e377d60335d2ec895c27025bb8514806109ac57507f4182e5b1bf2924d191fd32f0d581c5f2c82721c218439fc1d0b04996c42bf15785145b15610b3d5760068310806109c05750600d83115b80610a0d57507f8675b86133b5b6e033c7a34c25a4c02453580ec513a9798567482bf9647573d76109f460055f8688613479565b604051610a02929190613402565b604051809103902014155b15610a1f575f96505050505050610b46565b83836005818110610a3257610a32613272565b9050013560f81c60f81b6001600160f81b031916600360fc1b148015610a585750600683115b15610a6a575f96505050505050610b46565b5f60055b84811015610ae9575f868683818110610a8957610a89613272565b919091013560f81c9150506030811080610aa6575060398160ff16115b15610abb575f99505050505050505050610b46565b610ac6603082613425565b60ff16610ad484600a6134a0565b610ade91906134c2565b925050600101610a6e565b507f0fdbd160736e9b9b51ea9a79a8ed86f427a62e0e377d60335d2ec895c27025bb8614610b1857600a610b1b565b60095b60ff1687526001600160401b031660a08701525060019550610b469350505050565b5f965050505050505b9250929050565b60c0810151515f90815b81811015610bfc575f8460c001518281518110610b7657610b76613272565b60200260200101519050600881511115610b9457505f949350505050565b60015f5b8251811015610bf157828181518110610bb357610bb3613272565b60200260200101516001600160401b031682610bcf91906134e1565b91506340000000821115610be957505f9695505050505050565b600101610b98565b505050600101610b57565b5082515f60ff821660011480610c15575060ff82166002145b80610c23575060ff82166003145b15610d7157604080516080810182525f808252602082018190529181018290526060810191909152610c5b8660ff8516600214611e7c565b909250905060021960ff841601610d0357818015610c795750836003145b8015610ca457508560c00151600281518110610c9757610c97613272565b6020026020010151516001145b8015610cfc575080604001516001600160401b03168660c00151600281518110610cd057610cd0613272565b60200260200101515f81518110610ce957610ce9613272565b60200260200101516001600160401b0316145b9150610d13565b818015610d105750836002145b91505b818015610d69575063400000006001600160401b031681604001516001600160401b0316825f01516001600160401b031683606001516001600160401b0316610d5c91906134e1565b610d6691906134e1565b11155b915050611095565b60ff821660041480610d86575060ff82166005145b15610de257826002148015610ddb5750610ddb8560c001515f81518110610daf57610daf613272565b60200260200101518660c00151600181518110610dce57610dce613272565b6020026020010151612123565b9050611095565b60051960ff831601610f4c57826002148015610e1d57508460c00151600181518110610e1057610e10613272565b6020026020010151516001145b8015610e4657505f8560c001515f81518110610e3b57610e3b613272565b602002602001015151115b8015610efa57508460c001515f81518110610e6357610e63613272565b602002602001015160018660c001515f81518110610e8357610e83613272565b602002602001015151610e9691906134f8565b81518110610ea657610ea6613272565b60200260200101516001600160401b03168560c00151600181518110610ece57610ece613272565b60200260200101515f81518110610ee757610ee7613272565b60200260200101516001600160401b0316145b8015610ddb57508460c00151600181518110610f1857610f18613272565b60200260200101515f81518110610f3157610f31613272565b60200260200101516001600160401b03165f14159050611095565b60ff821660071480610f61575060ff82166008145b80610f6f575060ff8216600b145b15610f7e575060018214611095565b60ff821660091480610f93575060ff8216600a145b1561109557826001148015610fd257508460c001515f81518110610fb957610fb9613272565b6020026020010151518560a001516001600160401b0316105b801561103a575060ff82166009148061103a575063010000008560c001515f8151811061100157611001613272565b60200260200101518660a001516001600160401b03168151811061102757611027613272565b60200260200101516001600160401b0316105b801561109257508460c001515f8151811061105757611057613272565b60200260200101518560a001516001600160401b03168151811061107d5761107d613272565b60200260200101516001600160401b03165f14155b90505b8080156110b257505f6110a7866110bb565b6001600160401b0316115b95945050505050565b80515f9060ff8116600114806110d4575060ff81166002145b806110e2575060ff81166003145b15611124575f6110f88460ff84166002146121a5565b90508060400151815f0151826060015161111291906134a0565b61111c91906134a0565b949350505050565b60ff811660091480611139575060ff8116600a145b156111b9578260c001515f8151811061115457611154613272565b60200260200101518360a001516001600160401b03168151811061117a5761117a613272565b60200260200101516111a88460c001515f8151811061119b5761119b613272565b60200260200101516121fb565b6111b2919061351f565b9392505050565b600a1960ff8216016111ce5750600192915050565b600460ff8216108015906111e65750600860ff821611155b15611204576111b28360c001515f8151811061119b5761119b613272565b604051633405f81960e21b815260040160405180910390fd5b81515f9060ff811660011480611236575060ff81166002145b156112575761124b8460ff83166002146121a5565b60200151915050611380565b60021960ff8216016112845761126d845f6121a5565b6020015161127c9060016134c2565b915050611380565b60081960ff8216016112dc578360c001515f815181106112a6576112a6613272565b60200260200101518460a001516001600160401b0316815181106112cc576112cc613272565b6020026020010151915050611380565b60091960ff821601611338578360c001515f815181106112fe576112fe613272565b60200260200101518460a001516001600160401b03168151811061132457611324613272565b6020026020010151600161127c91906134c2565b600a1960ff82160161135d5761127c8460c001515f8151811061119b5761119b613272565b600460ff8216108015906113755750600860ff821611155b156112045760019150505b92915050565b61138e613045565b835160ff8116600114806113a5575060ff81166002145b806113b3575060ff81166003145b15611580575f6113c98660ff84166002146121a5565b90505f8160400151866113dc919061354c565b905060ff83166003148015611406575081602001516001600160401b0316856001600160401b0316145b1561142e576001808552602085015181905261142690859060028461223d565b5050506111b2565b604082015182515f91611440916134a0565b61144a908861351f565b604084015184519192505f916114619082906134a0565b61146b908a61354c565b611475919061351f565b90506002896020015160ff16101561148e576004611491565b60055b60ff168652604089015161150b9087905f9081906114c9578a8860200151866114ba91906134a0565b6114c491906134c2565b6114e1565b875185906114d7908d6134a0565b6114e191906134c2565b602089015189516114f290896134a0565b6114fc91906134a0565b61150691906134c2565b61223d565b61156a866001808c6060015161153b578688604001518c61152c91906134a0565b61153691906134c2565b611556565b8a88602001518861154c91906134a0565b61155691906134c2565b604089015160208a01516114f290896134a0565b505050506020820151600160409091015261183b565b60ff811660091480611595575060ff8116600a145b806115a3575060ff8116600b145b15611715575f80600a1960ff8416016115d9576115cf8760c001515f8151811061119b5761119b613272565b91508490506116c3565b5f8760c001515f815181106115f0576115f0613272565b60200260200101519050808860a001516001600160401b03168151811061161957611619613272565b602002602001015192505f600190505f8960a00151600161163a91906134c2565b6001600160401b031690505b825181101561167e5782818151811061166157611661613272565b60200260200101518261167491906134a0565b9150600101611646565b50611689818961354c565b818886611696838d61351f565b6116a091906134a0565b6116aa91906134c2565b6116b491906134a0565b6116be91906134c2565b925050505b6020840151600190526001600160401b03828116908616036116fc57600384526116f78460016116f2856122b8565b61233a565b61170e565b600180855261170e9085905f8461223d565b505061183b565b60ff81166004148061172a575060ff81166005145b156117675760ff8116600414611741576002611744565b60015b60ff168252611755825f808761223d565b611762826001808761223d565b61183b565b60051960ff8216016117f3576001825260c085015180515f9190829061178f5761178f613272565b602002602001015190506117a5835f5f8861223d565b6117ed8360018084515f146117e05784600186516117c391906134f8565b815181106117d3576117d3613272565b60200260200101516117e3565b60015b611506908a61354c565b5061183b565b60061960ff82160161181f576002825261180f825f808761223d565b611762826001876080015161233a565b60071960ff8216016112045760068252611762825f808761223d565b509392505050565b5f61184c613027565b5f805b6003811015611a11575f8960200151826003811061186f5761186f613272565b6020020151905060021960ff8216016118c4578960800151826003811061189857611898613272565b60200201518483600381106118af576118af613272565b63ffffffff9092166020929092020152611a08565b60011960ff821601611a08578286148061199357506119918b60c001518b6040015184600381106118f7576118f7613272565b602002015160ff168151811061190f5761190f613272565b60200260200101518b60600151846003811061192d5761192d613272565b60200201518b8b8e60400151876003811061194a5761194a613272565b602002015160ff1681811061196157611961613272565b905060200201358a8a8881811061197a5761197a613272565b905060200281019061198c9190613579565b61238c565b155b156119a3575f9450505050611a17565b8686848181106119b5576119b5613272565b90506020028101906119c79190613579565b6119d8906060810190604001613597565b8483600381106119ea576119ea613272565b63ffffffff909216602092909202015282611a04816135ba565b9350505b5060010161184f565b50831491505b965096945050505050565b5f808263ffffffff811115611a3c57505f93849350915050565b80637f800000637fffffff8216118015611a6057508063ffffffff16637fc0000014155b15611a7157505f9485945092505050565b946001945092505050565b5f5f1960ff861601611a9957611a9284846123f3565b9050611b5a565b60011960ff861601611aaf57611a92848461251e565b60021960ff861601611ac557611a928484612626565b60031960ff861601611ae457611a9282611adf868661251e565b6123f3565b60041960ff861601611afb57611a92848484612764565b60051960ff861601611b2257611b115f85612943565b611b1b575f611a92565b5082611b5a565b60061960ff861601611b3857611b115f84612943565b60405163bd3c908960e01b815260ff8616600482015260240160405180910390fd5b6110b281612989565b5f80808080611b75604087018761322d565b91506110009050611b8960208801886133c0565b9050611b9588806133c0565b611ba09291506135d2565b1115611bb857505f9350839250829150819050610449565b6010811180611bd5575080611bd0608088018861322d565b905014155b80611bf85750611be68160016135d2565b611bf360a088018861322d565b905014155b15611c0f57505f9350839250829150819050610449565b5f5b81811015611d0b57365f611c2860808a018a61322d565b84818110611c3857611c38613272565b9050602002810190611c4a919061322d565b90925090506008811115611c6e57505f965086955085945084935061044992505050565b60015f5b82811015611cfb575f848483818110611c8d57611c8d613272565b9050602002016020810190611ca291906135e5565b6001600160401b031690505f81118015611cc85750611cc58163400000006135fe565b83115b15611ce657505f995089985088975087965061044995505050505050565b611cf081846134e1565b925050600101611c72565b505060019092019150611c119050565b506002611d1887806133c0565b9050611d2488806133c0565b611d3160208b018b6133c0565b9050611d4060208c018c6133c0565b87611d4e60408f018f61322d565b8f60600135604051602001611d6c9a99989796959493929190613611565b60408051601f1981840301815290829052611d86916136b9565b602060405180830381855afa158015611da1573d5f5f3e3d5ffd5b5050506040513d601f19601f82011682018060405250810190611dc491906136cf565b9350611dd086806133c0565b611ddd60208901896133c0565b611dea60408b018b61322d565b611df760808d018d61322d565b611e0460a08f018f61322d565b611e11918b915f916136e6565b604051602001611e2a9a999897969594939291906137af565b60408051601f198184030181529190528051602090910120925060018484611e5560a08a018a61322d565b85818110611e6557611e65613272565b905060200201359450945094509450509193509193565b604080516080810182525f808252602082018190529181018290526060810182905260028460c00151511015611eb4575f9150610b46565b5f8460c001515f81518110611ecb57611ecb613272565b602002602001015190505f8560c00151600181518110611eed57611eed613272565b602002602001015190505f85611f03575f611f06565b60015b60ff169050611f168160026135d2565b8351141580611f305750611f2b8160026135d2565b825114155b80611f875750858015611f875750815f81518110611f5057611f50613272565b60200260200101516001600160401b0316835f81518110611f7357611f73613272565b60200260200101516001600160401b031614155b15611f97575f9450505050610b46565b85611fa3576001611fbe565b825f81518110611fb557611fb5613272565b60200260200101515b6001600160401b03166060850152604087015161201a57828181518110611fe757611fe7613272565b602002602001015183826001611ffd91906135d2565b8151811061200d5761200d613272565b6020026020010151612059565b826120268260016135d2565b8151811061203657612036613272565b602002602001015183828151811061205057612050613272565b60200260200101515b6001600160401b03908116602087015216845260608701515f906120bc5782828151811061208957612089613272565b60200260200101518383600161209f91906135d2565b815181106120af576120af613272565b60200260200101516120fb565b826120c88360016135d2565b815181106120d8576120d8613272565b60200260200101518383815181106120f2576120f2613272565b60200260200101515b6001600160401b03908116604088015260208701519181169116149550505050509250929050565b5f815183511461213457505f611380565b5f5b835181101561219b5782818151811061215157612151613272565b60200260200101516001600160401b031684828151811061217457612174613272565b60200260200101516001600160401b031614612193575f915050611380565b600101612136565b5060019392505050565b604080516080810182525f8082526020820181905291810182905260608101829052906121d28484611e7c565b92509050806121f457604051633405f81960e21b815260040160405180910390fd5b5092915050565b60015f5b82518110156122375782818151811061221a5761221a613272565b60200260200101518261222d91906134a0565b91506001016121ff565b50919050565b60028460200151846003811061225557612255613272565b60ff909216602092909202015260408401518290846003811061227a5761227a613272565b60ff909216602092909202015260608401518190846003811061229f5761229f613272565b6001600160401b03909216602092909202015250505050565b5f816001600160401b03165f036122d057505f919050565b5f5b6001600160401b0383166122e78260016135d2565b6001901b1161230257806122fa816135ba565b9150506122d2565b5f61230e8260176134f8565b6001600160401b038516901b627fffff16905080601761232f84607f6135d2565b901b17949350505050565b60038360200151836003811061235257612352613272565b60ff909216602092909202015260808301518190836003811061237757612377613272565b63ffffffff9092166020929092020152505050565b5f6001600160401b0384166123a460208401846135e5565b6001600160401b03161480156123e257506123be856121fb565b6001600160401b03166123d760408401602085016135e5565b6001600160401b0316145b80156110b257506110b283836129ac565b5f637f800000637fffffff841611806124155750637f800000637fffffff8316115b1561242b576124248383612cd1565b9050611380565b637f800000637fffffff84160361247757637f800000637fffffff8316148015612460575082821863ffffffff166380000000145b15612470575063ffc00000611380565b5081611380565b637f800000637fffffff83160361248f575080611380565b637fffffff83166124b557637fffffff8216156124ac5781612424565b50818116611380565b637fffffff82166124c7575081611380565b5f5f6124d285612cf7565b915091505f5f6124e186612cf7565b91509150612513601f8863ffffffff16901c63ffffffff168585601f8a63ffffffff16901c63ffffffff168686612d34565b979650505050505050565b5f637f800000637fffffff841611806125405750637f800000637fffffff8316115b1561254f576124248383612cd1565b638000000082841816637f800000637fffffff851614806125795750637f800000637fffffff8416145b156125b457637fffffff841615806125955750637fffffff8316155b156125a75763ffc00000915050611380565b637f800000179050611380565b637fffffff841615806125cb5750637fffffff8316155b156125d7579050611380565b5f5f6125e286612cf7565b915091505f5f6125f187612cf7565b909250905061261a6001601f87901c1661260b84876134e1565b61261584876138a9565b612dfc565b98975050505050505050565b5f637f800000637fffffff841611806126485750637f800000637fffffff8316115b15612657576124248383612cd1565b638000000082841816637f800000637fffffff85160361269c57637f800000637fffffff8416145b61268f57637f800000811761127c565b63ffc00000915050611380565b637f800000637fffffff8416036126b4579050611380565b637fffffff83166126cc57637fffffff84161561267f565b637fffffff84166126de579050611380565b5f5f6126e986612ee0565b915091505f5f6126f887612ee0565b9092509050601a84901b5f61270d84836135fe565b90505f61271a85846138d0565b15612726576001612728565b5f5b60ff1690506127556001601f8a901c81169084901b8317601b61274b888b6138e3565b61261591906138e3565b9b9a5050505050505050505050565b5f637f800000637fffffff8516111561278357506240000083176111b2565b637f800000637fffffff841611156127a157506240000082176111b2565b637f800000637fffffff831611156127bf57506240000081176111b2565b6380000000838518165f637fffffff861615806127e05750637fffffff8516155b9050637f800000637fffffff871614806128035750637f800000637fffffff8616145b1561286257801561281c5763ffc00000925050506111b2565b637f800000637fffffff851614801561284157506380000000841663ffffffff831614155b156128545763ffc00000925050506111b2565b50637f8000001790506111b2565b637f800000637fffffff85160361287d5783925050506111b2565b80156128a257637fffffff8416156128955783612899565b8382165b925050506111b2565b5f5f6128ad88612cf7565b915091505f5f6128bc89612cf7565b915091506128ce88637fffffff161590565b156128f5576128e86001601f88901c1661260b84876134e1565b96505050505050506111b2565b5f5f6129008a612cf7565b90925090506129336001601f8a901c1661291a86896134e1565b61292486896138a9565b6001601f8f901c168686612d34565b9c9b505050505050505050505050565b5f637f800000637fffffff8416111580156129685750637f800000637fffffff831611155b80156111b2575061297882612f25565b61298184612f25565b129392505050565b5f637f800000637fffffff8316116129a15781611380565b637fc0000092915050565b5f6129bd60408301602084016135e5565b6001600160401b031615806129ef5750650100000000006129e460408401602085016135e5565b6001600160401b0316115b80612a275750612a0560408301602084016135e5565b6001600160401b0316612a1b60208401846135e5565b6001600160401b031610155b15612a3357505f611380565b5f612a446060840160408501613597565b637fffffff169050637f80000081118015612a785750637fc00000612a6f6060850160408601613597565b63ffffffff1614155b15612a86575f915050611380565b5f80612a986060860160408701613597565b6040516001600160f81b0319909216602083015263ffffffff16602182015260410160408051601f19818403018152919052805160209182012091505f90612ae2908601866135e5565b90505f612af560408701602088016135e5565b90505f5b6001826001600160401b03161115612cad57612b1660028461354c565b6001600160401b0316600103612bc357612b33606088018861322d565b90508103612b48575f95505050505050611380565b600160f81b612b5a606089018961322d565b83818110612b6a57612b6a613272565b6040516001600160f81b0319909416602085810191909152029190910135602183015250604181018590526061016040516020818303038152906040528051906020012093508080612bbb906135ba565b915050612c82565b6001600160401b038216612bd88460016134c2565b6001600160401b03161015612c8257612bf4606088018861322d565b90508103612c09575f95505050505050611380565b600160f81b84612c1c60608a018a61322d565b84818110612c2c57612c2c613272565b6040516001600160f81b031990951660208681019190915260218601949094529290920201356041830152506061016040516020818303038152906040528051906020012093508080612c7e906135ba565b9150505b612c8d60028461351f565b92506002612c9c8360016134c2565b612ca6919061351f565b9150612af9565b612cba606088018861322d565b90508114801561261a575050509414949350505050565b5f62400000637f800000637fffffff851611612ced5782612cef565b835b179392505050565b627fffff81165f60ff601784901c16808203612d17576094199150612d2e565b628000009290921791612d2b6096826138e3565b91505b50915091565b5f5f612d3f87612f53565b860190505f612d4d85612f53565b8401905060408183031315612d6b5760408183030384019350612d81565b60408282031315612d8157604082820303870196505b5f848812612d9857508387039790971b9683612da3565b508684039490941b93865b868a03612dc157612db78a878b0183612dfc565b9350505050612df2565b85891115612dd657612db78a878b0383612dfc565b88861115612deb57612db7878a880383612dfc565b5f93505050505b9695505050505050565b5f5f612e0784612f53565b90505f6018820390506094198185011215612e2457836094190390505b5f5f8213612e3957815f0386901b9050612ea4565b82821115612e5057601f87901b93505050506111b2565b5084811c5f19600180841b820188169184011b80821180612e7e57508082148015612e7e5750826001166001145b15612ea15760018301925082630100000003612ea1576280000092506001840193505b50505b8482016068811315612ec65750505050601f84901b637f8000001790506111b2565b60950160171b01601f9690961b9590951795945050505050565b5f5f612eeb83612cf7565b909250905062800000821015612f20575f612f0583612f53565b612f109060186134f8565b92831b929050612d2b81836138e3565b915091565b5f638000000063ffffffff83161015612f44578163ffffffff16611380565b611380637fffffff8316613902565b5f600160801b8210612f6757608091821c91015b680100000000000000008210612f7f57604091821c91015b6401000000008210612f9357602091821c91015b620100008210612fa557601091821c91015b6101008210612fb657600891821c91015b60108210612fc657600491821c91015b60048210612fd657600291821c91015b60028210612fe657600191821c91015b0190565b6040805160e0810182525f8082526020820181905291810182905260608082018390526080820183905260a082019290925260c081019190915290565b60405180606001604052806003906020820280368337509192915050565b6040518060a001604052805f60ff168152602001613061613027565b815260200161306e613027565b815260200161307b613027565b8152602001613088613027565b905290565b5f60c08284031215612237575f5ffd5b803560ff811681146130ad575f5ffd5b919050565b5f5f604083850312156130c3575f5ffd5b82356001600160401b038111156130d8575f5ffd5b6130e48582860161308d565b9250506130f36020840161309d565b90509250929050565b80356001600160401b03811681146130ad575f5ffd5b5f5f5f5f5f5f5f60c0888a031215613128575f5ffd5b87356001600160401b0381111561313d575f5ffd5b6131498a828b0161308d565b9750506131586020890161309d565b9550613166604089016130fc565b9450613174606089016130fc565b93506080880135925060a08801356001600160401b03811115613195575f5ffd5b8801601f81018a136131a5575f5ffd5b80356001600160401b038111156131ba575f5ffd5b8a60208260051b84010111156131ce575f5ffd5b602082019350809250505092959891949750929550565b5f602082840312156131f5575f5ffd5b5035919050565b5f6020828403121561320c575f5ffd5b81356001600160401b03811115613221575f5ffd5b61111c8482850161308d565b5f5f8335601e19843603018112613242575f5ffd5b8301803591506001600160401b0382111561325b575f5ffd5b6020019150600581901b3603821315610b46575f5ffd5b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52604160045260245ffd5b604051601f8201601f191681016001600160401b03811182821017156132c2576132c2613286565b604052919050565b5f6001600160401b038211156132e2576132e2613286565b5060051b60200190565b5f6132fe6132f9846132ca565b61329a565b8381526020810190600585901b840136811115613319575f5ffd5b845b818110156133b55780356001600160401b03811115613338575f5ffd5b860136601f820112613348575f5ffd5b80356133566132f9826132ca565b8082825260208201915060208360051b850101925036831115613377575f5ffd5b6020840193505b828410156133a05761338f846130fc565b82526020938401939091019061337e565b8752505060209485019491909101905061331b565b509095945050505050565b5f5f8335601e198436030181126133d5575f5ffd5b8301803591506001600160401b038211156133ee575f5ffd5b602001915036819003821315610b46575f5ffd5b818382375f9101908152919050565b634e487b7160e01b5f52601160045260245ffd5b60ff828116828216039081111561138057611380613411565b63ffffffff81811683821602908116908181146121f4576121f4613411565b63ffffffff818116838216019081111561138057611380613411565b5f5f85851115613487575f5ffd5b83861115613493575f5ffd5b5050820193919092039150565b6001600160401b0381811683821602908116908181146121f4576121f4613411565b6001600160401b03818116838216019081111561138057611380613411565b808202811582820484141761138057611380613411565b8181038181111561138057611380613411565b634e487b7160e01b5f52601260045260245ffd5b5f6001600160401b038316806135375761353761350b565b806001600160401b0384160491505092915050565b5f6001600160401b038316806135645761356461350b565b806001600160401b0384160691505092915050565b5f8235607e1983360301811261358d575f5ffd5b9190910192915050565b5f602082840312156135a7575f5ffd5b813563ffffffff811681146111b2575f5ffd5b5f600182016135cb576135cb613411565b5060010190565b8082018082111561138057611380613411565b5f602082840312156135f5575f5ffd5b6111b2826130fc565b5f8261360c5761360c61350b565b500490565b7573796e6f642f646973707574652f656e7472792f763160501b815260e08b901b6001600160e01b0319166017820152888a601b8301375f89820163ffffffff60e01b8a60e01b16601b8201528789601f83013760e087901b6001600160e01b031916601f91890191820152601b016001600160fb1b03851115613693575f5ffd5b8460051b8087600884013701600881019390935250506028019998505050505050505050565b5f82518060208501845e5f920191825250919050565b5f602082840312156136df575f5ffd5b5051919050565b5f5f858511156136f4575f5ffd5b83861115613700575f5ffd5b5050600583901b0193919092039150565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b8183525f6001600160fb1b03831115613750575f5ffd5b8260051b80836020870137939093016020019392505050565b8183526020830192505f815f5b848110156137a5576001600160401b0361378f836130fc565b1686526020958601959190910190600101613776565b5093949350505050565b60a081525f6137c260a083018c8e613711565b82810360208401526137d5818b8d613711565b905082810360408401526137ea81898b613739565b83810360608501528681529050602080820190600588901b830101885f36829003601e19015b8a82101561388057858403601f19018552823581811261382e575f5ffd5b8c016020810190356001600160401b03811115613849575f5ffd5b8060051b360382131561385a575f5ffd5b613865868284613769565b95505050602083019250602085019450600182019150613810565b5050508481036080860152613896818789613739565b9f9e505050505050505050505050505050565b8082018281125f8312801582168215821617156138c8576138c8613411565b505092915050565b5f826138de576138de61350b565b500690565b8181035f8312801583831316838312821617156121f4576121f4613411565b5f600160ff1b820161391657613916613411565b505f039056fea164736f6c6343000825000a",
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
