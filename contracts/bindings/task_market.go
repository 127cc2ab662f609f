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

// TaskMarketTask is an auto generated low-level Go binding around an user-defined struct.
type TaskMarketTask struct {
	Submitter        common.Address
	Status           uint8
	Solver           common.Address
	Deadline         uint64
	Challenger       common.Address
	Steps            uint64
	Referee          common.Address
	SolveTimeout     uint32
	ChallengeWindow  uint32
	MoveTimeout      uint32
	Fee              *big.Int
	Stake            *big.Int
	DisputeId        *big.Int
	InitialStateHash [32]byte
	StateRoot        [32]byte
	FinalStateHash   [32]byte
	SpecCid          string
	DataCid          string
	CheckpointCid    string
}

// TaskMarketTaskParams is an auto generated low-level Go binding around an user-defined struct.
type TaskMarketTaskParams struct {
	SpecCid          string
	DataCid          string
	InitialStateHash [32]byte
	Steps            uint64
	Stake            *big.Int
	SolveTimeout     uint32
	ChallengeWindow  uint32
	MoveTimeout      uint32
	Referee          common.Address
}

// TaskMarketMetaData contains all meta data concerning the TaskMarket contract.
var TaskMarketMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"BadTaskParams\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlineNotReached\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlinePassed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"GameAlreadySet\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"GameNotSet\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotDeployer\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotDisputeGame\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotSolver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotSubmitter\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"NothingToWithdraw\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"}],\"name\":\"SameFinalState\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"}],\"name\":\"SolverCannotChallenge\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"TransferFailed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"}],\"name\":\"UnknownTask\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"enumTaskMarket.Status\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"WrongStatus\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"want\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"got\",\"type\":\"uint256\"}],\"name\":\"WrongValue\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"}],\"name\":\"DisputeResolved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"checkpointCid\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"stateRoot\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"finalStateHash\",\"type\":\"bytes32\"}],\"name\":\"ResultCommitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"}],\"name\":\"TaskCancelled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"disputeId\",\"type\":\"uint256\"}],\"name\":\"TaskChallenged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"solver\",\"type\":\"address\"}],\"name\":\"TaskClaimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"paid\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"TaskSettled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"submitter\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"specCid\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"dataCid\",\"type\":\"string\"}],\"name\":\"TaskSubmitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Withdrawn\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"}],\"name\":\"cancel\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"finalStateHash\",\"type\":\"bytes32\"}],\"name\":\"challenge\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"disputeId\",\"type\":\"uint256\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"}],\"name\":\"claim\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"checkpointCid\",\"type\":\"string\"},{\"internalType\":\"bytes32\",\"name\":\"stateRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"finalStateHash\",\"type\":\"bytes32\"}],\"name\":\"commitResult\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"deployer\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"disputeGame\",\"outputs\":[{\"internalType\":\"contractIDisputeGame\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"}],\"name\":\"lockedIn\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"}],\"name\":\"resolveDispute\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"game\",\"type\":\"address\"}],\"name\":\"setDisputeGame\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"}],\"name\":\"settle\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"string\",\"name\":\"specCid\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"dataCid\",\"type\":\"string\"},{\"internalType\":\"bytes32\",\"name\":\"initialStateHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"steps\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"solveTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"moveTimeout\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"referee\",\"type\":\"address\"}],\"internalType\":\"structTaskMarket.TaskParams\",\"name\":\"p\",\"type\":\"tuple\"}],\"name\":\"submitTask\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"}],\"name\":\"task\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"submitter\",\"type\":\"address\"},{\"internalType\":\"enumTaskMarket.Status\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"solver\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"steps\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"referee\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"solveTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"moveTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"disputeId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"initialStateHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"stateRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"finalStateHash\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"specCid\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"dataCid\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"checkpointCid\",\"type\":\"string\"}],\"internalType\":\"structTaskMarket.Task\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"taskCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalDeposited\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalWithdrawn\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"withdraw\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "TaskMarket",
	Bin: "0x60a0604052348015600e575f5ffd5b5060017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005533608052608051611f2d6100565f395f81816102c301526109850152611f2d5ff3fe6080604052600436106100fa575f3560e01c806370a0823111610092578063a12d982b11610062578063a12d982b1461028a578063b6cb58a51461029d578063d5f39488146102b2578063e55e4211146102e5578063ff50abdc14610304575f5ffd5b806370a08231146101eb5780637cfded84146102165780637fabb4a8146102355780638df828001461026b575f5ffd5b80633ccfd60b116100cd5780633ccfd60b1461018457806340e58ee5146101985780634b319713146101b75780636ad32cda146101cc575f5ffd5b806302b2f7c7146100fe57806317751a21146101245780632491bbd714610150578063379607f514610171575b5f5ffd5b61011161010c36600461183b565b610319565b6040519081526020015b60405180910390f35b34801561012f575f5ffd5b5061014361013e36600461185b565b6105e1565b60405161011b91906118d4565b34801561015b575f5ffd5b5061016f61016a366004611a53565b61097a565b005b61016f61017f36600461185b565b610a34565b34801561018f575f5ffd5b5061016f610b70565b3480156101a3575f5ffd5b5061016f6101b236600461185b565b610ca3565b3480156101c2575f5ffd5b5061011160035481565b3480156101d7575f5ffd5b506101116101e636600461185b565b610e58565b3480156101f6575f5ffd5b50610111610205366004611a53565b60056020525f908152604090205481565b348015610221575f5ffd5b5061016f610230366004611a79565b610f45565b348015610240575f5ffd5b505f54610253906001600160a01b031681565b6040516001600160a01b03909116815260200161011b565b348015610276575f5ffd5b5061016f61028536600461185b565b6110e0565b610111610298366004611aff565b611231565b3480156102a8575f5ffd5b5061011160015481565b3480156102bd575f5ffd5b506102537f000000000000000000000000000000000000000000000000000000000000000081565b3480156102f0575f5ffd5b5061016f6102ff366004611b36565b61152d565b34801561030f575f5ffd5b5061011160025481565b5f5f6103248461177a565b5f549091506001600160a01b031661034f5760405163e7b4746960e01b815260040160405180910390fd5b60038154600160a01b900460ff16600681111561036e5761036e611872565b146103a557805460405163a5d15e1f60e01b815261039c918691600160a01b90910460ff1690600401611b69565b60405180910390fd5b6001810154600160a01b90046001600160401b03164211156103f85760018101546040516337851a4160e11b815260048101869052600160a01b9091046001600160401b0316602482015260440161039c565b60018101546001600160a01b031633036104285760405163f42ba3c560e01b81526004810185905260240161039c565b8060050154341461045b57600581015460405163195a3ca160e01b8152600481019190915234602482015260440161039c565b806009015483036104825760405163052ffa8d60e41b81526004810185905260240161039c565b805460ff60a01b1916600160a21b178155600280820180546001600160a01b0319163317905580543491905f906104ba908490611b91565b90915550505f54604080516101208101825286815260018401546001600160a01b0390811660208301523382840152600385015480821660608401526002860154600160a01b90046001600160401b03166080840152600160e01b900463ffffffff1660a0830152600785015460c0830152600985015460e083015261010082018790529151636774773f60e11b8152919092169163cee8ee7e916105629190600401611baa565b6020604051808303815f875af115801561057e573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906105a29190611c3f565b600682018190556040519092508290339086907fd44e51828e5511c0a8aa4561f85b61cee91596a488013c5d05723e175274a2ff905f90a45092915050565b6106a76040805161026081019091525f808252602082019081526020015f6001600160a01b031681526020015f6001600160401b031681526020015f6001600160a01b031681526020015f6001600160401b031681526020015f6001600160a01b031681526020015f63ffffffff1681526020015f63ffffffff1681526020015f63ffffffff1681526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020016060815260200160608152602001606081525090565b6106b08261177a565b60408051610260810190915281546001600160a01b03811682529091906020830190600160a01b900460ff1660068111156106ed576106ed611872565b60068111156106fe576106fe611872565b815260018201546001600160a01b0380821660208401526001600160401b03600160a01b928390048116604085015260028501548083166060860152839004166080840152600384015490811660a084015263ffffffff918104821660c0840152600160c01b8104821660e0840152600160e01b900416610100820152600482015461012082015260058201546101408201526006820154610160820152600782015461018082015260088201546101a082015260098201546101c0820152600a820180546101e0909201916107d390611c56565b80601f01602080910402602001604051908101604052809291908181526020018280546107ff90611c56565b801561084a5780601f106108215761010080835404028352916020019161084a565b820191905f5260205f20905b81548152906001019060200180831161082d57829003601f168201915b50505050508152602001600b8201805461086390611c56565b80601f016020809104026020016040519081016040528092919081815260200182805461088f90611c56565b80156108da5780601f106108b1576101008083540402835291602001916108da565b820191905f5260205f20905b8154815290600101906020018083116108bd57829003601f168201915b50505050508152602001600c820180546108f390611c56565b80601f016020809104026020016040519081016040528092919081815260200182805461091f90611c56565b801561096a5780601f106109415761010080835404028352916020019161096a565b820191905f5260205f20905b81548152906001019060200180831161094d57829003601f168201915b5050505050815250509050919050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146109c357604051638b906c9760e01b815260040160405180910390fd5b5f546001600160a01b0316156109ec57604051630cf68d6160e01b815260040160405180910390fd5b6001600160a01b038116610a13576040516336c506e360e11b815260040160405180910390fd5b5f80546001600160a01b0319166001600160a01b0392909216919091179055565b5f610a3e8261177a565b905060018154600160a01b900460ff166006811115610a5f57610a5f611872565b14610a8d57805460405163a5d15e1f60e01b815261039c918491600160a01b90910460ff1690600401611b69565b80600501543414610ac057600581015460405163195a3ca160e01b8152600481019190915234602482015260440161039c565b805460ff60a01b1916600160a11b1781556001810180546001600160a01b031916331790556003810154610b029063ffffffff600160a01b9091041642611c8e565b8160010160146101000a8154816001600160401b0302191690836001600160401b031602179055503460025f828254610b3b9190611b91565b9091555050604051339083907f1d8996e29d44a50435d568c283ce2580e5706f87b19ff3d34f455c9d2a994620905f90a35050565b610b786117cb565b335f9081526005602052604081205490819003610baa57604051636e34ee0b60e11b815233600482015260240161039c565b335f90815260056020526040812081905560038054839290610bcd908490611b91565b90915550506040515f90339083908381818185875af1925050503d805f8114610c11576040519150601f19603f3d011682016040523d82523d5f602084013e610c16565b606091505b5050905080610c4157604051630e21dcbb60e11b81523360048201526024810183905260440161039c565b60405182815233907f7084f5476618d8e60b11ef0d7d3f06914655adb8793e28ff7f018d4c76d505d59060200160405180910390a25050610ca160017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f0055565b565b5f610cad8261177a565b905060018154600160a01b900460ff166006811115610cce57610cce611872565b03610d3e5780546001600160a01b03163314610d065760405163619d155360e11b81526004810183905233602482015260440161039c565b600481015481546001600160a01b03165f9081526005602052604081208054909190610d33908490611b91565b90915550610e199050565b60028154600160a01b900460ff166006811115610d5d57610d5d611872565b03610df0576001810154600160a01b90046001600160401b03164211610db457600181015460405163569b325360e11b815260048101849052600160a01b9091046001600160401b0316602482015260440161039c565b80600501548160040154610dc89190611b91565b81546001600160a01b03165f9081526005602052604081208054909190610d33908490611b91565b805460405163a5d15e1f60e01b815261039c918491600160a01b90910460ff1690600401611b69565b805460ff60a01b1916600360a11b17815560405182907fc6eacc3aa5b2aa77b5a826b832a804ca0b71830ec74f9aa57a15edd978c31ed6905f90a25050565b5f81815260046020526040812060018154600160a01b900460ff166006811115610e8457610e84611872565b03610e93576004015492915050565b60028154600160a01b900460ff166006811115610eb257610eb2611872565b1480610eda575060038154600160a01b900460ff166006811115610ed857610ed8611872565b145b15610efa5780600501548160040154610ef39190611b91565b9392505050565b60048154600160a01b900460ff166006811115610f1957610f19611872565b03610f3d576005810154610f2e906002611cad565b8160040154610ef39190611b91565b505f92915050565b5f610f4f8661177a565b905060028154600160a01b900460ff166006811115610f7057610f70611872565b14610f9e57805460405163a5d15e1f60e01b815261039c918891600160a01b90910460ff1690600401611b69565b60018101546001600160a01b03163314610fd457604051638603ed2760e01b81526004810187905233602482015260440161039c565b6001810154600160a01b90046001600160401b03164211156110275760018101546040516337851a4160e11b815260048101889052600160a01b9091046001600160401b0316602482015260440161039c565b805460ff60a01b1916600360a01b178155600c8101611047858783611d2f565b506008810183905560098101829055600381015461107290600160c01b900463ffffffff1642611c8e565b8160010160146101000a8154816001600160401b0302191690836001600160401b03160217905550857ff3f6f66bd6959213e3362bc084fb4c8b7690b108bfb3c82ebad75ef982fcd152868686866040516110d09493929190611e11565b60405180910390a2505050505050565b5f6110ea8261177a565b905060038154600160a01b900460ff16600681111561110b5761110b611872565b1461113957805460405163a5d15e1f60e01b815261039c918491600160a01b90910460ff1690600401611b69565b6001810154600160a01b90046001600160401b0316421161118b57600181015460405163569b325360e11b815260048101849052600160a01b9091046001600160401b0316602482015260440161039c565b805460ff60a01b1916600560a01b178155600581015460048201545f916111b191611b91565b60018301546001600160a01b03165f908152600560205260408120805492935083929091906111e1908490611b91565b909155505060018201546040518281526001600160a01b039091169084907fd8e49641cee39a0419d6a1c5762451e8d2af7bf8cc2831e4257d6fa72de812f39060200160405180910390a3505050565b5f341580611255575061124a6080830160608401611e37565b6001600160401b0316155b80611273575061126b60c0830160a08401611e5d565b63ffffffff16155b80611291575061128960e0830160c08401611e5d565b63ffffffff16155b806112b057506112a8610100830160e08401611e5d565b63ffffffff16155b806112c457506112c08280611e80565b1590505b156112e2576040516336c506e360e11b815260040160405180910390fd5b60015f81546112f090611ec9565b91829055505f8181526004602052604090208054600160a01b6001600160a81b031990911660ff60a01b193316171781559091506113346080840160608501611e37565b6002820180546001600160401b0392909216600160a01b0267ffffffffffffffff60a01b199092169190911790555f61137561012085016101008601611a53565b6001600160a01b03161461139a5761139561012084016101008501611a53565b61139c565b335b6003820180546001600160a01b0319166001600160a01b03929092169190911790556113ce60c0840160a08501611e5d565b60038201805463ffffffff92909216600160a01b0263ffffffff60a01b1990921691909117905561140560e0840160c08501611e5d565b60038201805463ffffffff92909216600160c01b0263ffffffff60c01b1990921691909117905561143d610100840160e08501611e5d565b60038201805463ffffffff92909216600160e01b026001600160e01b0390921691909117905534600482015560808301356005820155604083013560078201556114878380611e80565b600a830191611497919083611d2f565b506114a56020840184611e80565b600b8301916114b5919083611d2f565b503460025f8282546114c79190611b91565b90915550339050827f0dcce5eab0fa08480e23ae60dea5170426dcb16fa79b9d8a4838016b23e118f23460808701356115008880611e80565b61150d60208b018b611e80565b60405161151f96959493929190611ee1565b60405180910390a350919050565b5f546001600160a01b03163314611557576040516354a5375d60e11b815260040160405180910390fd5b5f6115618361177a565b905060048154600160a01b900460ff16600681111561158257611582611872565b146115b057805460405163a5d15e1f60e01b815261039c918591600160a01b90910460ff1690600401611b69565b805460ff60a01b1916600560a01b1781555f1960ff8316016116215760058101546115dc906002611cad565b81600401546115eb9190611b91565b60018201546001600160a01b03165f9081526005602052604081208054909190611616908490611b91565b9091555061173d9050565b60011960ff83160161169a57600581015461163d906002611cad565b60028201546001600160a01b03165f9081526005602052604081208054909190611668908490611b91565b9091555050600481015481546001600160a01b03165f9081526005602052604081208054909190611616908490611b91565b60058082015460018301546001600160a01b03165f908152602092909252604082208054919290916116cd908490611b91565b909155505060058082015460028301546001600160a01b03165f90815260209290925260408220805491929091611705908490611b91565b9091555050600481015481546001600160a01b03165f9081526005602052604081208054909190611737908490611b91565b90915550505b60405160ff8316815283907f2ffcfee146bc0d5ff304c6b65111a0d485af9456dc64eee7d66ebdcc90b223ea9060200160405180910390a2505050565b5f818152600460205260408120908154600160a01b900460ff1660068111156117a5576117a5611872565b036117c657604051634899e04360e01b81526004810183905260240161039c565b919050565b6117d36117f9565b60027f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f0055565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f0054600203610ca157604051633ee5aeb560e01b815260040160405180910390fd5b5f5f6040838503121561184c575f5ffd5b50508035926020909101359150565b5f6020828403121561186b575f5ffd5b5035919050565b634e487b7160e01b5f52602160045260245ffd5b600781106118a257634e487b7160e01b5f52602160045260245ffd5b9052565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081526118ee6020820183516001600160a01b03169052565b5f60208301516119016040840182611886565b5060408301516001600160a01b03811660608401525060608301516001600160401b03811660808401525060808301516001600160a01b03811660a08401525060a08301516001600160401b03811660c08401525060c08301516001600160a01b03811660e08401525060e083015163ffffffff81166101008401525061010083015163ffffffff81166101208401525061012083015163ffffffff8116610140840152506101408301516101608301526101608301516101808301526101808301516101a08301526101a08301516101c08301526101c08301516101e08301526101e0830151610200830152610200830151610260610220840152611a0b6102808401826118a6565b9050610220840151601f1984830301610240850152611a2a82826118a6565b915050610240840151601f1984830301610260850152611a4a82826118a6565b95945050505050565b5f60208284031215611a63575f5ffd5b81356001600160a01b0381168114610ef3575f5ffd5b5f5f5f5f5f60808688031215611a8d575f5ffd5b8535945060208601356001600160401b03811115611aa9575f5ffd5b8601601f81018813611ab9575f5ffd5b80356001600160401b03811115611ace575f5ffd5b886020828401011115611adf575f5ffd5b959860209190910197509495604081013595606090910135945092505050565b5f60208284031215611b0f575f5ffd5b81356001600160401b03811115611b24575f5ffd5b82016101208185031215610ef3575f5ffd5b5f5f60408385031215611b47575f5ffd5b82359150602083013560ff81168114611b5e575f5ffd5b809150509250929050565b82815260408101610ef36020830184611886565b634e487b7160e01b5f52601160045260245ffd5b80820180821115611ba457611ba4611b7d565b92915050565b815181526020808301516001600160a01b039081169183019190915260408084015182169083015260608084015191821690830152610120820190506080830151611c0060808401826001600160401b03169052565b5060a0830151611c1860a084018263ffffffff169052565b5060c083015160c083015260e083015160e083015261010083015161010083015292915050565b5f60208284031215611c4f575f5ffd5b5051919050565b600181811c90821680611c6a57607f821691505b602082108103611c8857634e487b7160e01b5f52602260045260245ffd5b50919050565b6001600160401b038181168382160190811115611ba457611ba4611b7d565b8082028115828204841417611ba457611ba4611b7d565b634e487b7160e01b5f52604160045260245ffd5b601f821115611d2a5782821115611d2a57805f5260205f20601f840160051c6020851015611d0357505f5b90810190601f840160051c035f5b81811015611d26575f83820155600101611d11565b5050505b505050565b6001600160401b03831115611d4657611d46611cc4565b611d5a83611d548354611c56565b83611cd8565b5f601f841160018114611d8b575f8515611d745750838201355b5f19600387901b1c1916600186901b178355611de2565b5f83815260208120601f198716915b82811015611dba5786850135825560209485019460019092019101611d9a565b5086821015611dd6575f1960f88860031b161c19848701351681555b505060018560011b0183555b5050505050565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b606081525f611e24606083018688611de9565b6020830194909452506040015292915050565b5f60208284031215611e47575f5ffd5b81356001600160401b0381168114610ef3575f5ffd5b5f60208284031215611e6d575f5ffd5b813563ffffffff81168114610ef3575f5ffd5b5f5f8335601e19843603018112611e95575f5ffd5b8301803591506001600160401b03821115611eae575f5ffd5b602001915036819003821315611ec2575f5ffd5b9250929050565b5f60018201611eda57611eda611b7d565b5060010190565b868152856020820152608060408201525f611f00608083018688611de9565b8281036060840152611f13818587611de9565b999850505050505050505056fea164736f6c6343000825000a",
}

// TaskMarket is an auto generated Go binding around an Ethereum contract.
type TaskMarket struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *TaskMarket) GetABI() abi.ABI {
	return c.abi
}

// NewTaskMarket creates a new instance of TaskMarket.
func NewTaskMarket() *TaskMarket {
	parsed, err := TaskMarketMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &TaskMarket{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *TaskMarket) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function balanceOf(address ) view returns(uint256)
func (taskMarket *TaskMarket) PackBalanceOf(arg0 common.Address) []byte {
	enc, err := taskMarket.abi.Pack("balanceOf", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function balanceOf(address ) view returns(uint256)
func (taskMarket *TaskMarket) TryPackBalanceOf(arg0 common.Address) ([]byte, error) {
	return taskMarket.abi.Pack("balanceOf", arg0)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address ) view returns(uint256)
func (taskMarket *TaskMarket) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("balanceOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCancel is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40e58ee5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function cancel(uint256 taskId) returns()
func (taskMarket *TaskMarket) PackCancel(taskId *big.Int) []byte {
	enc, err := taskMarket.abi.Pack("cancel", taskId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCancel is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40e58ee5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function cancel(uint256 taskId) returns()
func (taskMarket *TaskMarket) TryPackCancel(taskId *big.Int) ([]byte, error) {
	return taskMarket.abi.Pack("cancel", taskId)
}

// PackChallenge is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x02b2f7c7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function challenge(uint256 taskId, bytes32 finalStateHash) payable returns(uint256 disputeId)
func (taskMarket *TaskMarket) PackChallenge(taskId *big.Int, finalStateHash [32]byte) []byte {
	enc, err := taskMarket.abi.Pack("challenge", taskId, finalStateHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChallenge is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x02b2f7c7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function challenge(uint256 taskId, bytes32 finalStateHash) payable returns(uint256 disputeId)
func (taskMarket *TaskMarket) TryPackChallenge(taskId *big.Int, finalStateHash [32]byte) ([]byte, error) {
	return taskMarket.abi.Pack("challenge", taskId, finalStateHash)
}

// UnpackChallenge is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x02b2f7c7.
//
// Solidity: function challenge(uint256 taskId, bytes32 finalStateHash) payable returns(uint256 disputeId)
func (taskMarket *TaskMarket) UnpackChallenge(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("challenge", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x379607f5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claim(uint256 taskId) payable returns()
func (taskMarket *TaskMarket) PackClaim(taskId *big.Int) []byte {
	enc, err := taskMarket.abi.Pack("claim", taskId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x379607f5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claim(uint256 taskId) payable returns()
func (taskMarket *TaskMarket) TryPackClaim(taskId *big.Int) ([]byte, error) {
	return taskMarket.abi.Pack("claim", taskId)
}

// PackCommitResult is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7cfded84.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function commitResult(uint256 taskId, string checkpointCid, bytes32 stateRoot, bytes32 finalStateHash) returns()
func (taskMarket *TaskMarket) PackCommitResult(taskId *big.Int, checkpointCid string, stateRoot [32]byte, finalStateHash [32]byte) []byte {
	enc, err := taskMarket.abi.Pack("commitResult", taskId, checkpointCid, stateRoot, finalStateHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCommitResult is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7cfded84.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function commitResult(uint256 taskId, string checkpointCid, bytes32 stateRoot, bytes32 finalStateHash) returns()
func (taskMarket *TaskMarket) TryPackCommitResult(taskId *big.Int, checkpointCid string, stateRoot [32]byte, finalStateHash [32]byte) ([]byte, error) {
	return taskMarket.abi.Pack("commitResult", taskId, checkpointCid, stateRoot, finalStateHash)
}

// PackDeployer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd5f39488.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function deployer() view returns(address)
func (taskMarket *TaskMarket) PackDeployer() []byte {
	enc, err := taskMarket.abi.Pack("deployer")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeployer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd5f39488.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function deployer() view returns(address)
func (taskMarket *TaskMarket) TryPackDeployer() ([]byte, error) {
	return taskMarket.abi.Pack("deployer")
}

// UnpackDeployer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd5f39488.
//
// Solidity: function deployer() view returns(address)
func (taskMarket *TaskMarket) UnpackDeployer(data []byte) (common.Address, error) {
	out, err := taskMarket.abi.Unpack("deployer", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackDisputeGame is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7fabb4a8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function disputeGame() view returns(address)
func (taskMarket *TaskMarket) PackDisputeGame() []byte {
	enc, err := taskMarket.abi.Pack("disputeGame")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDisputeGame is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7fabb4a8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function disputeGame() view returns(address)
func (taskMarket *TaskMarket) TryPackDisputeGame() ([]byte, error) {
	return taskMarket.abi.Pack("disputeGame")
}

// UnpackDisputeGame is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7fabb4a8.
//
// Solidity: function disputeGame() view returns(address)
func (taskMarket *TaskMarket) UnpackDisputeGame(data []byte) (common.Address, error) {
	out, err := taskMarket.abi.Unpack("disputeGame", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackLockedIn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6ad32cda.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lockedIn(uint256 taskId) view returns(uint256)
func (taskMarket *TaskMarket) PackLockedIn(taskId *big.Int) []byte {
	enc, err := taskMarket.abi.Pack("lockedIn", taskId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLockedIn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6ad32cda.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lockedIn(uint256 taskId) view returns(uint256)
func (taskMarket *TaskMarket) TryPackLockedIn(taskId *big.Int) ([]byte, error) {
	return taskMarket.abi.Pack("lockedIn", taskId)
}

// UnpackLockedIn is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6ad32cda.
//
// Solidity: function lockedIn(uint256 taskId) view returns(uint256)
func (taskMarket *TaskMarket) UnpackLockedIn(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("lockedIn", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackResolveDispute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe55e4211.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function resolveDispute(uint256 taskId, uint8 outcome) returns()
func (taskMarket *TaskMarket) PackResolveDispute(taskId *big.Int, outcome uint8) []byte {
	enc, err := taskMarket.abi.Pack("resolveDispute", taskId, outcome)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackResolveDispute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe55e4211.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function resolveDispute(uint256 taskId, uint8 outcome) returns()
func (taskMarket *TaskMarket) TryPackResolveDispute(taskId *big.Int, outcome uint8) ([]byte, error) {
	return taskMarket.abi.Pack("resolveDispute", taskId, outcome)
}

// PackSetDisputeGame is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2491bbd7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setDisputeGame(address game) returns()
func (taskMarket *TaskMarket) PackSetDisputeGame(game common.Address) []byte {
	enc, err := taskMarket.abi.Pack("setDisputeGame", game)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetDisputeGame is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2491bbd7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setDisputeGame(address game) returns()
func (taskMarket *TaskMarket) TryPackSetDisputeGame(game common.Address) ([]byte, error) {
	return taskMarket.abi.Pack("setDisputeGame", game)
}

// PackSettle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8df82800.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function settle(uint256 taskId) returns()
func (taskMarket *TaskMarket) PackSettle(taskId *big.Int) []byte {
	enc, err := taskMarket.abi.Pack("settle", taskId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSettle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8df82800.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function settle(uint256 taskId) returns()
func (taskMarket *TaskMarket) TryPackSettle(taskId *big.Int) ([]byte, error) {
	return taskMarket.abi.Pack("settle", taskId)
}

// PackSubmitTask is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa12d982b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function submitTask((string,string,bytes32,uint64,uint256,uint32,uint32,uint32,address) p) payable returns(uint256 taskId)
func (taskMarket *TaskMarket) PackSubmitTask(p TaskMarketTaskParams) []byte {
	enc, err := taskMarket.abi.Pack("submitTask", p)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSubmitTask is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa12d982b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function submitTask((string,string,bytes32,uint64,uint256,uint32,uint32,uint32,address) p) payable returns(uint256 taskId)
func (taskMarket *TaskMarket) TryPackSubmitTask(p TaskMarketTaskParams) ([]byte, error) {
	return taskMarket.abi.Pack("submitTask", p)
}

// UnpackSubmitTask is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa12d982b.
//
// Solidity: function submitTask((string,string,bytes32,uint64,uint256,uint32,uint32,uint32,address) p) payable returns(uint256 taskId)
func (taskMarket *TaskMarket) UnpackSubmitTask(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("submitTask", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTask is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x17751a21.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function task(uint256 taskId) view returns((address,uint8,address,uint64,address,uint64,address,uint32,uint32,uint32,uint256,uint256,uint256,bytes32,bytes32,bytes32,string,string,string))
func (taskMarket *TaskMarket) PackTask(taskId *big.Int) []byte {
	enc, err := taskMarket.abi.Pack("task", taskId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTask is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x17751a21.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function task(uint256 taskId) view returns((address,uint8,address,uint64,address,uint64,address,uint32,uint32,uint32,uint256,uint256,uint256,bytes32,bytes32,bytes32,string,string,string))
func (taskMarket *TaskMarket) TryPackTask(taskId *big.Int) ([]byte, error) {
	return taskMarket.abi.Pack("task", taskId)
}

// UnpackTask is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x17751a21.
//
// Solidity: function task(uint256 taskId) view returns((address,uint8,address,uint64,address,uint64,address,uint32,uint32,uint32,uint256,uint256,uint256,bytes32,bytes32,bytes32,string,string,string))
func (taskMarket *TaskMarket) UnpackTask(data []byte) (TaskMarketTask, error) {
	out, err := taskMarket.abi.Unpack("task", data)
	if err != nil {
		return *new(TaskMarketTask), err
	}
	out0 := *abi.ConvertType(out[0], new(TaskMarketTask)).(*TaskMarketTask)
	return out0, nil
}

// PackTaskCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb6cb58a5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function taskCount() view returns(uint256)
func (taskMarket *TaskMarket) PackTaskCount() []byte {
	enc, err := taskMarket.abi.Pack("taskCount")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTaskCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb6cb58a5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function taskCount() view returns(uint256)
func (taskMarket *TaskMarket) TryPackTaskCount() ([]byte, error) {
	return taskMarket.abi.Pack("taskCount")
}

// UnpackTaskCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb6cb58a5.
//
// Solidity: function taskCount() view returns(uint256)
func (taskMarket *TaskMarket) UnpackTaskCount(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("taskCount", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTotalDeposited is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xff50abdc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalDeposited() view returns(uint256)
func (taskMarket *TaskMarket) PackTotalDeposited() []byte {
	enc, err := taskMarket.abi.Pack("totalDeposited")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalDeposited is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xff50abdc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalDeposited() view returns(uint256)
func (taskMarket *TaskMarket) TryPackTotalDeposited() ([]byte, error) {
	return taskMarket.abi.Pack("totalDeposited")
}

// UnpackTotalDeposited is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xff50abdc.
//
// Solidity: function totalDeposited() view returns(uint256)
func (taskMarket *TaskMarket) UnpackTotalDeposited(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("totalDeposited", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTotalWithdrawn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4b319713.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalWithdrawn() view returns(uint256)
func (taskMarket *TaskMarket) PackTotalWithdrawn() []byte {
	enc, err := taskMarket.abi.Pack("totalWithdrawn")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalWithdrawn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4b319713.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalWithdrawn() view returns(uint256)
func (taskMarket *TaskMarket) TryPackTotalWithdrawn() ([]byte, error) {
	return taskMarket.abi.Pack("totalWithdrawn")
}

// UnpackTotalWithdrawn is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4b319713.
//
// Solidity: function totalWithdrawn() view returns(uint256)
func (taskMarket *TaskMarket) UnpackTotalWithdrawn(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("totalWithdrawn", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3ccfd60b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdraw() returns()
func (taskMarket *TaskMarket) PackWithdraw() []byte {
	enc, err := taskMarket.abi.Pack("withdraw")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3ccfd60b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdraw() returns()
func (taskMarket *TaskMarket) TryPackWithdraw() ([]byte, error) {
	return taskMarket.abi.Pack("withdraw")
}

// TaskMarketDisputeResolved represents a DisputeResolved event raised by the TaskMarket contract.
type TaskMarketDisputeResolved struct {
	TaskId  *big.Int
	Outcome uint8
	Raw     *types.Log // Blockchain specific contextual infos
}

const TaskMarketDisputeResolvedEventName = "DisputeResolved"

// ContractEventName returns the user-defined event name.
func (TaskMarketDisputeResolved) ContractEventName() string {
	return TaskMarketDisputeResolvedEventName
}

// UnpackDisputeResolvedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DisputeResolved(uint256 indexed taskId, uint8 outcome)
func (taskMarket *TaskMarket) UnpackDisputeResolvedEvent(log *types.Log) (*TaskMarketDisputeResolved, error) {
	event := "DisputeResolved"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != taskMarket.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TaskMarketDisputeResolved)
	if len(log.Data) > 0 {
		if err := taskMarket.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range taskMarket.abi.Events[event].Inputs {
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

// TaskMarketResultCommitted represents a ResultCommitted event raised by the TaskMarket contract.
type TaskMarketResultCommitted struct {
	TaskId         *big.Int
	CheckpointCid  string
	StateRoot      [32]byte
	FinalStateHash [32]byte
	Raw            *types.Log // Blockchain specific contextual infos
}

const TaskMarketResultCommittedEventName = "ResultCommitted"

// ContractEventName returns the user-defined event name.
func (TaskMarketResultCommitted) ContractEventName() string {
	return TaskMarketResultCommittedEventName
}

// UnpackResultCommittedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ResultCommitted(uint256 indexed taskId, string checkpointCid, bytes32 stateRoot, bytes32 finalStateHash)
func (taskMarket *TaskMarket) UnpackResultCommittedEvent(log *types.Log) (*TaskMarketResultCommitted, error) {
	event := "ResultCommitted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != taskMarket.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TaskMarketResultCommitted)
	if len(log.Data) > 0 {
		if err := taskMarket.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range taskMarket.abi.Events[event].Inputs {
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

// TaskMarketTaskCancelled represents a TaskCancelled event raised by the TaskMarket contract.
type TaskMarketTaskCancelled struct {
	TaskId *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const TaskMarketTaskCancelledEventName = "TaskCancelled"

// ContractEventName returns the user-defined event name.
func (TaskMarketTaskCancelled) ContractEventName() string {
	return TaskMarketTaskCancelledEventName
}

// UnpackTaskCancelledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TaskCancelled(uint256 indexed taskId)
func (taskMarket *TaskMarket) UnpackTaskCancelledEvent(log *types.Log) (*TaskMarketTaskCancelled, error) {
	event := "TaskCancelled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != taskMarket.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TaskMarketTaskCancelled)
	if len(log.Data) > 0 {
		if err := taskMarket.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range taskMarket.abi.Events[event].Inputs {
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

// TaskMarketTaskChallenged represents a TaskChallenged event raised by the TaskMarket contract.
type TaskMarketTaskChallenged struct {
	TaskId     *big.Int
	Challenger common.Address
	DisputeId  *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const TaskMarketTaskChallengedEventName = "TaskChallenged"

// ContractEventName returns the user-defined event name.
func (TaskMarketTaskChallenged) ContractEventName() string {
	return TaskMarketTaskChallengedEventName
}

// UnpackTaskChallengedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TaskChallenged(uint256 indexed taskId, address indexed challenger, uint256 indexed disputeId)
func (taskMarket *TaskMarket) UnpackTaskChallengedEvent(log *types.Log) (*TaskMarketTaskChallenged, error) {
	event := "TaskChallenged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != taskMarket.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TaskMarketTaskChallenged)
	if len(log.Data) > 0 {
		if err := taskMarket.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range taskMarket.abi.Events[event].Inputs {
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

// TaskMarketTaskClaimed represents a TaskClaimed event raised by the TaskMarket contract.
type TaskMarketTaskClaimed struct {
	TaskId *big.Int
	Solver common.Address
	Raw    *types.Log // Blockchain specific contextual infos
}

const TaskMarketTaskClaimedEventName = "TaskClaimed"

// ContractEventName returns the user-defined event name.
func (TaskMarketTaskClaimed) ContractEventName() string {
	return TaskMarketTaskClaimedEventName
}

// UnpackTaskClaimedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TaskClaimed(uint256 indexed taskId, address indexed solver)
func (taskMarket *TaskMarket) UnpackTaskClaimedEvent(log *types.Log) (*TaskMarketTaskClaimed, error) {
	event := "TaskClaimed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != taskMarket.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TaskMarketTaskClaimed)
	if len(log.Data) > 0 {
		if err := taskMarket.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range taskMarket.abi.Events[event].Inputs {
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

// TaskMarketTaskSettled represents a TaskSettled event raised by the TaskMarket contract.
type TaskMarketTaskSettled struct {
	TaskId *big.Int
	Paid   common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const TaskMarketTaskSettledEventName = "TaskSettled"

// ContractEventName returns the user-defined event name.
func (TaskMarketTaskSettled) ContractEventName() string {
	return TaskMarketTaskSettledEventName
}

// UnpackTaskSettledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TaskSettled(uint256 indexed taskId, address indexed paid, uint256 amount)
func (taskMarket *TaskMarket) UnpackTaskSettledEvent(log *types.Log) (*TaskMarketTaskSettled, error) {
	event := "TaskSettled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != taskMarket.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TaskMarketTaskSettled)
	if len(log.Data) > 0 {
		if err := taskMarket.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range taskMarket.abi.Events[event].Inputs {
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

// TaskMarketTaskSubmitted represents a TaskSubmitted event raised by the TaskMarket contract.
type TaskMarketTaskSubmitted struct {
	TaskId    *big.Int
	Submitter common.Address
	Fee       *big.Int
	Stake     *big.Int
	SpecCid   string
	DataCid   string
	Raw       *types.Log // Blockchain specific contextual infos
}

const TaskMarketTaskSubmittedEventName = "TaskSubmitted"

// ContractEventName returns the user-defined event name.
func (TaskMarketTaskSubmitted) ContractEventName() string {
	return TaskMarketTaskSubmittedEventName
}

// UnpackTaskSubmittedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TaskSubmitted(uint256 indexed taskId, address indexed submitter, uint256 fee, uint256 stake, string specCid, string dataCid)
func (taskMarket *TaskMarket) UnpackTaskSubmittedEvent(log *types.Log) (*TaskMarketTaskSubmitted, error) {
	event := "TaskSubmitted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != taskMarket.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TaskMarketTaskSubmitted)
	if len(log.Data) > 0 {
		if err := taskMarket.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range taskMarket.abi.Events[event].Inputs {
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

// TaskMarketWithdrawn represents a Withdrawn event raised by the TaskMarket contract.
type TaskMarketWithdrawn struct {
	Account common.Address
	Amount  *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const TaskMarketWithdrawnEventName = "Withdrawn"

// ContractEventName returns the user-defined event name.
func (TaskMarketWithdrawn) ContractEventName() string {
	return TaskMarketWithdrawnEventName
}

// UnpackWithdrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Withdrawn(address indexed account, uint256 amount)
func (taskMarket *TaskMarket) UnpackWithdrawnEvent(log *types.Log) (*TaskMarketWithdrawn, error) {
	event := "Withdrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != taskMarket.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TaskMarketWithdrawn)
	if len(log.Data) > 0 {
		if err := taskMarket.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range taskMarket.abi.Events[event].Inputs {
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
func (taskMarket *TaskMarket) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["BadTaskParams"].ID.Bytes()[:4]) {
		return taskMarket.UnpackBadTaskParamsError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["DeadlineNotReached"].ID.Bytes()[:4]) {
		return taskMarket.UnpackDeadlineNotReachedError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["DeadlinePassed"].ID.Bytes()[:4]) {
		return taskMarket.UnpackDeadlinePassedError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["GameAlreadySet"].ID.Bytes()[:4]) {
		return taskMarket.UnpackGameAlreadySetError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["GameNotSet"].ID.Bytes()[:4]) {
		return taskMarket.UnpackGameNotSetError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["NotDeployer"].ID.Bytes()[:4]) {
		return taskMarket.UnpackNotDeployerError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["NotDisputeGame"].ID.Bytes()[:4]) {
		return taskMarket.UnpackNotDisputeGameError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["NotSolver"].ID.Bytes()[:4]) {
		return taskMarket.UnpackNotSolverError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["NotSubmitter"].ID.Bytes()[:4]) {
		return taskMarket.UnpackNotSubmitterError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["NothingToWithdraw"].ID.Bytes()[:4]) {
		return taskMarket.UnpackNothingToWithdrawError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return taskMarket.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["SameFinalState"].ID.Bytes()[:4]) {
		return taskMarket.UnpackSameFinalStateError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["SolverCannotChallenge"].ID.Bytes()[:4]) {
		return taskMarket.UnpackSolverCannotChallengeError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["TransferFailed"].ID.Bytes()[:4]) {
		return taskMarket.UnpackTransferFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["UnknownTask"].ID.Bytes()[:4]) {
		return taskMarket.UnpackUnknownTaskError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["WrongStatus"].ID.Bytes()[:4]) {
		return taskMarket.UnpackWrongStatusError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["WrongValue"].ID.Bytes()[:4]) {
		return taskMarket.UnpackWrongValueError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// TaskMarketBadTaskParams represents a BadTaskParams error raised by the TaskMarket contract.
type TaskMarketBadTaskParams struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadTaskParams()
func TaskMarketBadTaskParamsErrorID() common.Hash {
	return common.HexToHash("0x6d8a0dc6a421960515e5312608f12b96f72c1a38dc5b34562a8c5245023a50ae")
}

// UnpackBadTaskParamsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadTaskParams()
func (taskMarket *TaskMarket) UnpackBadTaskParamsError(raw []byte) (*TaskMarketBadTaskParams, error) {
	out := new(TaskMarketBadTaskParams)
	if err := taskMarket.abi.UnpackIntoInterface(out, "BadTaskParams", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketDeadlineNotReached represents a DeadlineNotReached error raised by the TaskMarket contract.
type TaskMarketDeadlineNotReached struct {
	TaskId   *big.Int
	Deadline uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DeadlineNotReached(uint256 taskId, uint64 deadline)
func TaskMarketDeadlineNotReachedErrorID() common.Hash {
	return common.HexToHash("0xad3664a61c7d8080380694d62a51b793f883bf8ff6c001a73d0bf47b714e8175")
}

// UnpackDeadlineNotReachedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DeadlineNotReached(uint256 taskId, uint64 deadline)
func (taskMarket *TaskMarket) UnpackDeadlineNotReachedError(raw []byte) (*TaskMarketDeadlineNotReached, error) {
	out := new(TaskMarketDeadlineNotReached)
	if err := taskMarket.abi.UnpackIntoInterface(out, "DeadlineNotReached", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketDeadlinePassed represents a DeadlinePassed error raised by the TaskMarket contract.
type TaskMarketDeadlinePassed struct {
	TaskId   *big.Int
	Deadline uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DeadlinePassed(uint256 taskId, uint64 deadline)
func TaskMarketDeadlinePassedErrorID() common.Hash {
	return common.HexToHash("0x6f0a34828df90908cf3774b174f2452672331db746c88a2ea16ec99853e591b9")
}

// UnpackDeadlinePassedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DeadlinePassed(uint256 taskId, uint64 deadline)
func (taskMarket *TaskMarket) UnpackDeadlinePassedError(raw []byte) (*TaskMarketDeadlinePassed, error) {
	out := new(TaskMarketDeadlinePassed)
	if err := taskMarket.abi.UnpackIntoInterface(out, "DeadlinePassed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketGameAlreadySet represents a GameAlreadySet error raised by the TaskMarket contract.
type TaskMarketGameAlreadySet struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error GameAlreadySet()
func TaskMarketGameAlreadySetErrorID() common.Hash {
	return common.HexToHash("0x0cf68d61de40a271be93bb8af112c7f9066c7a2dc119a510cba893fd969444f8")
}

// UnpackGameAlreadySetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error GameAlreadySet()
func (taskMarket *TaskMarket) UnpackGameAlreadySetError(raw []byte) (*TaskMarketGameAlreadySet, error) {
	out := new(TaskMarketGameAlreadySet)
	if err := taskMarket.abi.UnpackIntoInterface(out, "GameAlreadySet", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketGameNotSet represents a GameNotSet error raised by the TaskMarket contract.
type TaskMarketGameNotSet struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error GameNotSet()
func TaskMarketGameNotSetErrorID() common.Hash {
	return common.HexToHash("0xe7b474692e68e625b5cfff5c67f6b7a816ea85c1337f408be479be4640ac6839")
}

// UnpackGameNotSetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error GameNotSet()
func (taskMarket *TaskMarket) UnpackGameNotSetError(raw []byte) (*TaskMarketGameNotSet, error) {
	out := new(TaskMarketGameNotSet)
	if err := taskMarket.abi.UnpackIntoInterface(out, "GameNotSet", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketNotDeployer represents a NotDeployer error raised by the TaskMarket contract.
type TaskMarketNotDeployer struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotDeployer()
func TaskMarketNotDeployerErrorID() common.Hash {
	return common.HexToHash("0x8b906c9700ab2b52dbac68ba97746b76f841c655b82cbeaeb4a267404c6dd944")
}

// UnpackNotDeployerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotDeployer()
func (taskMarket *TaskMarket) UnpackNotDeployerError(raw []byte) (*TaskMarketNotDeployer, error) {
	out := new(TaskMarketNotDeployer)
	if err := taskMarket.abi.UnpackIntoInterface(out, "NotDeployer", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketNotDisputeGame represents a NotDisputeGame error raised by the TaskMarket contract.
type TaskMarketNotDisputeGame struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotDisputeGame()
func TaskMarketNotDisputeGameErrorID() common.Hash {
	return common.HexToHash("0xa94a6eba98b987bd3abd47aa093e4e51e858dff15c5f4dc9c160de491b550e7c")
}

// UnpackNotDisputeGameError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotDisputeGame()
func (taskMarket *TaskMarket) UnpackNotDisputeGameError(raw []byte) (*TaskMarketNotDisputeGame, error) {
	out := new(TaskMarketNotDisputeGame)
	if err := taskMarket.abi.UnpackIntoInterface(out, "NotDisputeGame", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketNotSolver represents a NotSolver error raised by the TaskMarket contract.
type TaskMarketNotSolver struct {
	TaskId *big.Int
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotSolver(uint256 taskId, address caller)
func TaskMarketNotSolverErrorID() common.Hash {
	return common.HexToHash("0x8603ed272c1b8dbeb2572c87e5a720714aeb1f99e2f31eb04d9a81ee6afa720b")
}

// UnpackNotSolverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotSolver(uint256 taskId, address caller)
func (taskMarket *TaskMarket) UnpackNotSolverError(raw []byte) (*TaskMarketNotSolver, error) {
	out := new(TaskMarketNotSolver)
	if err := taskMarket.abi.UnpackIntoInterface(out, "NotSolver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketNotSubmitter represents a NotSubmitter error raised by the TaskMarket contract.
type TaskMarketNotSubmitter struct {
	TaskId *big.Int
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotSubmitter(uint256 taskId, address caller)
func TaskMarketNotSubmitterErrorID() common.Hash {
	return common.HexToHash("0xc33a2aa6244d3b2620866cff2fe7b0aaf3cbc53137cd050d80b7483d649242ae")
}

// UnpackNotSubmitterError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotSubmitter(uint256 taskId, address caller)
func (taskMarket *TaskMarket) UnpackNotSubmitterError(raw []byte) (*TaskMarketNotSubmitter, error) {
	out := new(TaskMarketNotSubmitter)
	if err := taskMarket.abi.UnpackIntoInterface(out, "NotSubmitter", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketNothingToWithdraw represents a NothingToWithdraw error raised by the TaskMarket contract.
type TaskMarketNothingToWithdraw struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NothingToWithdraw(address account)
func TaskMarketNothingToWithdrawErrorID() common.Hash {
	return common.HexToHash("0xdc69dc16e4a8405b44139edda9a06ee66b303337358b6f4633533d65de15b7f4")
}

// UnpackNothingToWithdrawError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NothingToWithdraw(address account)
func (taskMarket *TaskMarket) UnpackNothingToWithdrawError(raw []byte) (*TaskMarketNothingToWithdraw, error) {
	out := new(TaskMarketNothingToWithdraw)
	if err := taskMarket.abi.UnpackIntoInterface(out, "NothingToWithdraw", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the TaskMarket contract.
type TaskMarketReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func TaskMarketReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (taskMarket *TaskMarket) UnpackReentrancyGuardReentrantCallError(raw []byte) (*TaskMarketReentrancyGuardReentrantCall, error) {
	out := new(TaskMarketReentrancyGuardReentrantCall)
	if err := taskMarket.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketSameFinalState represents a SameFinalState error raised by the TaskMarket contract.
type TaskMarketSameFinalState struct {
	TaskId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SameFinalState(uint256 taskId)
func TaskMarketSameFinalStateErrorID() common.Hash {
	return common.HexToHash("0x52ffa8d0c2432f671e3cb1007b607e2f062bc8ba0fc3e4f0b797bd10236c9c05")
}

// UnpackSameFinalStateError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SameFinalState(uint256 taskId)
func (taskMarket *TaskMarket) UnpackSameFinalStateError(raw []byte) (*TaskMarketSameFinalState, error) {
	out := new(TaskMarketSameFinalState)
	if err := taskMarket.abi.UnpackIntoInterface(out, "SameFinalState", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketSolverCannotChallenge represents a SolverCannotChallenge error raised by the TaskMarket contract.
type TaskMarketSolverCannotChallenge struct {
	TaskId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SolverCannotChallenge(uint256 taskId)
func TaskMarketSolverCannotChallengeErrorID() common.Hash {
	return common.HexToHash("0xf42ba3c58d1a70aab53c79aa8a43a4bbab7d8d29a1755d08033b1ff8b8fcf354")
}

// UnpackSolverCannotChallengeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SolverCannotChallenge(uint256 taskId)
func (taskMarket *TaskMarket) UnpackSolverCannotChallengeError(raw []byte) (*TaskMarketSolverCannotChallenge, error) {
	out := new(TaskMarketSolverCannotChallenge)
	if err := taskMarket.abi.UnpackIntoInterface(out, "SolverCannotChallenge", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketTransferFailed represents a TransferFailed error raised by the TaskMarket contract.
type TaskMarketTransferFailed struct {
	To     common.Address
	Amount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TransferFailed(address to, uint256 amount)
func TaskMarketTransferFailedErrorID() common.Hash {
	return common.HexToHash("0x1c43b9761b3fba5321ca8212bfc231945f668ccc0c446f333999eea9ce8fda81")
}

// UnpackTransferFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TransferFailed(address to, uint256 amount)
func (taskMarket *TaskMarket) UnpackTransferFailedError(raw []byte) (*TaskMarketTransferFailed, error) {
	out := new(TaskMarketTransferFailed)
	if err := taskMarket.abi.UnpackIntoInterface(out, "TransferFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketUnknownTask represents a UnknownTask error raised by the TaskMarket contract.
type TaskMarketUnknownTask struct {
	TaskId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownTask(uint256 taskId)
func TaskMarketUnknownTaskErrorID() common.Hash {
	return common.HexToHash("0x4899e043276e272612bdcb119c9ff124ecd3f8936ab50aa3e0752eb89bcdf63d")
}

// UnpackUnknownTaskError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownTask(uint256 taskId)
func (taskMarket *TaskMarket) UnpackUnknownTaskError(raw []byte) (*TaskMarketUnknownTask, error) {
	out := new(TaskMarketUnknownTask)
	if err := taskMarket.abi.UnpackIntoInterface(out, "UnknownTask", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketWrongStatus represents a WrongStatus error raised by the TaskMarket contract.
type TaskMarketWrongStatus struct {
	TaskId *big.Int
	Status uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongStatus(uint256 taskId, uint8 status)
func TaskMarketWrongStatusErrorID() common.Hash {
	return common.HexToHash("0xa5d15e1f94e40302e3f7050760870a95f04eb9d943cd2cb333833178258083d6")
}

// UnpackWrongStatusError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongStatus(uint256 taskId, uint8 status)
func (taskMarket *TaskMarket) UnpackWrongStatusError(raw []byte) (*TaskMarketWrongStatus, error) {
	out := new(TaskMarketWrongStatus)
	if err := taskMarket.abi.UnpackIntoInterface(out, "WrongStatus", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketWrongValue represents a WrongValue error raised by the TaskMarket contract.
type TaskMarketWrongValue struct {
	Want *big.Int
	Got  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongValue(uint256 want, uint256 got)
func TaskMarketWrongValueErrorID() common.Hash {
	return common.HexToHash("0x195a3ca12ac3744ef64727effb118b3b203c382e49c7a7d24d450eae5e3b889a")
}

// UnpackWrongValueError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongValue(uint256 want, uint256 got)
func (taskMarket *TaskMarket) UnpackWrongValueError(raw []byte) (*TaskMarketWrongValue, error) {
	out := new(TaskMarketWrongValue)
	if err := taskMarket.abi.UnpackIntoInterface(out, "WrongValue", raw); err != nil {
		return nil, err
	}
	return out, nil
}
