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
	TaskId       *big.Int
	Solver       common.Address
	Deadline     uint64
	Phase        uint8
	Turn         uint8
	Challenger   common.Address
	Moves        uint32
	MoveTimeout  uint32
	Referee      common.Address
	Outcome      uint8
	Lo           uint64
	Hi           uint64
	Step         uint64
	OpCount      uint64
	LoHash       [32]byte
	HiSolver     [32]byte
	HiChallenger [32]byte
	Pending      [32]byte
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

// DisputeGameMetaData contains all meta data concerning the DisputeGame contract.
var DisputeGameMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"market_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"BadOpCount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"ChainMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlineNotReached\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlinePassed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotMarket\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotReferee\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotYourTurn\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"OutputNotStateHash\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"want\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"got\",\"type\":\"uint32\"}],\"name\":\"StaleMove\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"UnknownGame\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"enumDisputeGame.Phase\",\"name\":\"phase\",\"type\":\"uint8\"}],\"name\":\"WrongPhase\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"solver\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"referee\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"steps\",\"type\":\"uint64\"}],\"name\":\"GameOpened\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"byTimeout\",\"type\":\"bool\"}],\"name\":\"GameOver\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"moveIndex\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"enumDisputeGame.Phase\",\"name\":\"phase\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"hash\",\"type\":\"bytes32\"}],\"name\":\"Moved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"step\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"op\",\"type\":\"uint64\"}],\"name\":\"OpPinned\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"inputHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"outputHash\",\"type\":\"bytes32\"}],\"name\":\"OpRevealed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"inputHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"outputHash\",\"type\":\"bytes32\"}],\"name\":\"Ruled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"step\",\"type\":\"uint64\"}],\"name\":\"StepPinned\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"moveIndex\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"hash\",\"type\":\"bytes32\"}],\"name\":\"bisect\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"game\",\"outputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"solver\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"enumDisputeGame.Phase\",\"name\":\"phase\",\"type\":\"uint8\"},{\"internalType\":\"enumDisputeGame.Party\",\"name\":\"turn\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"moves\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"moveTimeout\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"referee\",\"type\":\"address\"},{\"internalType\":\"uint8\",\"name\":\"outcome\",\"type\":\"uint8\"},{\"internalType\":\"uint64\",\"name\":\"lo\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"hi\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"step\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"opCount\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"loHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"hiSolver\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"hiChallenger\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"pending\",\"type\":\"bytes32\"}],\"internalType\":\"structDisputeGame.Game\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"gameCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"market\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"midpoint\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"solver\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"referee\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"steps\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"moveTimeout\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"initialStateHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"solverFinal\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"challengerFinal\",\"type\":\"bytes32\"}],\"internalType\":\"structIDisputeGame.OpenParams\",\"name\":\"p\",\"type\":\"tuple\"}],\"name\":\"open\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"parties\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"taskId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"solver\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"moveIndex\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"inputHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"outputHash\",\"type\":\"bytes32\"}],\"name\":\"reveal\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"inputHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"outputHash\",\"type\":\"bytes32\"}],\"name\":\"rule\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"moveIndex\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"opCount\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"prevChain\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"inputHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"outputHash\",\"type\":\"bytes32\"}],\"name\":\"startOps\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"timeout\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"toMove\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "DisputeGame",
	Bin: "0x60a0604052348015600e575f5ffd5b50604051611a60380380611a60833981016040819052602b91603b565b6001600160a01b03166080526066565b5f60208284031215604a575f5ffd5b81516001600160a01b0381168114605f575f5ffd5b9392505050565b6080516119d461008c5f395f818161017301528181610d33015261128801526119d45ff3fe608060405234801561000f575f5ffd5b50600436106100b1575f3560e01c806380f556051161006e57806380f556051461016e578063aea8195314610195578063ba5c6c02146101c0578063cddbe729146101d3578063cee8ee7e146101f3578063d78a205c14610206575f5ffd5b806308148f7a146100b55780634530ec4c146100ca5780634d1975b4146100dd578063576a3d67146100f857806370651a181461012357806380e35bda1461015b575b5f5ffd5b6100c86100c3366004611565565b610219565b005b6100c86100d83660046115a5565b610349565b6100e55f5481565b6040519081526020015b60405180910390f35b61010b610106366004611565565b6105f4565b6040516001600160a01b0390911681526020016100ef565b610136610131366004611565565b6106b9565b604080519384526001600160a01b0392831660208501529116908201526060016100ef565b6100c86101693660046115f9565b6106ec565b61010b7f000000000000000000000000000000000000000000000000000000000000000081565b6101a86101a3366004611565565b61095c565b6040516001600160401b0390911681526020016100ef565b6100c86101ce36600461162c565b61099e565b6101e66101e1366004611565565b610b1e565b6040516100ef919061168d565b6100e561020136600461181c565b610d27565b6100c8610214366004611836565b611010565b5f6102238261119a565b905060066001820154600160e01b900460ff16600681111561024757610247611655565b03610283578181600101601c9054906101000a900460ff1660405163041d44f960e11b815260040161027a92919061186e565b60405180910390fd5b6001810154600160a01b90046001600160401b031642116102d557600181015460405163569b325360e11b815260048101849052600160a01b9091046001600160401b0316602482015260440161027a565b5f60056001830154600160e01b900460ff1660068111156102f8576102f8611655565b0361030557506003610337565b5f600183810154600160e81b900460ff169081111561032657610326611655565b0361033357506002610337565b5060015b61034483838360016111ee565b505050565b5f6103538761119a565b905060026001820154600160e01b900460ff16600681111561037757610377611655565b146103aa578681600101601c9054906101000a900460ff1660405163041d44f960e11b815260040161027a92919061186e565b6103b58782886112e3565b6040805160208101869052908101849052606081018390525f90608001604051602081830303815290604052805190602001209050336001600160a01b03168763ffffffff16897fd8d285131458b872d4803cebada19b0ccb211583b325aa971b8028dac9779b0385600101601c9054906101000a900460ff168a8660405161044093929190611882565b60405180910390a45f600183810154600160e81b900460ff169081111561046957610469611655565b0361050657856001600160401b03165f0361049a576040516302a5880160e51b81526004810189905260240161027a565b816006015483146104c157604051631542e18360e31b81526004810189905260240161027a565b60048201805467ffffffffffffffff60801b1916600160801b6001600160401b038916021790556008820155600101805460ff60e81b1916600160e81b1790556105ec565b60048201546001600160401b03878116600160801b9092041614610540576040516302a5880160e51b81526004810189905260240161027a565b8160070154831461056757604051631542e18360e31b81526004810189905260240161027a565b60038201805467ffffffffffffffff60a81b1916905560048201805467ffffffffffffffff19166001600160401b03881690811790915560088301546006840155600783018290556001808401805460ff60e81b19169055036105d3576105ce888361147a565b6105e9565b60018201805460ff60e01b1916600360e01b1790555b50505b505050505050565b5f5f6105ff8361119a565b905060066001820154600160e01b900460ff16600681111561062357610623611655565b0361063057505f92915050565b60056001820154600160e01b900460ff16600681111561065257610652611655565b0361066a57600301546001600160a01b031692915050565b5f600182810154600160e81b900460ff169081111561068b5761068b611655565b146106a35760028101546001600160a01b03166106b2565b60018101546001600160a01b03165b9392505050565b5f5f5f5f6106c68561119a565b8054600182015460029092015490976001600160a01b0392831697509116945092505050565b5f6106f68461119a565b9050600180820154600160e01b900460ff16600681111561071957610719611655565b14158015610747575060036001820154600160e01b900460ff16600681111561074457610744611655565b14155b1561077a578381600101601c9054906101000a900460ff1660405163041d44f960e11b815260040161027a92919061186e565b6107858482856112e3565b600481015460038201545f916002916107b1916001600160401b0390811691600160a81b9004166118be565b6107bb91906118e3565b9050336001600160a01b03168463ffffffff16867fd8d285131458b872d4803cebada19b0ccb211583b325aa971b8028dac9779b0385600101601c9054906101000a900460ff16858860405161081393929190611882565b60405180910390a45f600183810154600160e81b900460ff169081111561083c5761083c611655565b0361086257506008810191909155600101805460ff60e81b1916600160e81b1790555050565b816008015483036108a05760038201805467ffffffffffffffff60a81b1916600160a81b6001600160401b03841602179055600582018390556108d0565b60048201805467ffffffffffffffff19166001600160401b03831617905560088201546006830155600782018390555b60018201805460ff60e81b191690556003820154600483015461090691600160a81b90046001600160401b03908116911661191c565b6001600160401b031660010361095557600180830154600160e01b900460ff16600681111561093757610937611655565b0361094b5761094685836114e6565b610955565b610955858361147a565b5050505050565b5f5f6109678361119a565b60048101546003820154919250600291610994916001600160401b0390811691600160a81b9004166118be565b6106b291906118e3565b5f6109a88461119a565b905060056001820154600160e01b900460ff1660068111156109cc576109cc611655565b146109ff578381600101601c9054906101000a900460ff1660405163041d44f960e11b815260040161027a92919061186e565b60038101546001600160a01b03163314610a3557604051635cc130a360e11b81526004810185905233602482015260440161027a565b6001810154600160a01b90046001600160401b0316421115610a885760018101546040516337851a4160e11b815260048101869052600160a01b9091046001600160401b0316602482015260440161027a565b604080518481526020810184905285917f0a0a8919d93817da5375a855a92b8f15e19d107af3f816e5f7368e1027d900c2910160405180910390a2600681015460058201546040805160208101929092528101859052606081018490525f919060800160405160208183030381529060405280519060200120149050610955858383610b15576002610b18565b60015b5f6111ee565b610baf60408051610240810182525f8082526020820181905291810182905290606082019081526020015f81525f6020820181905260408201819052606082018190526080820181905260a0820181905260c0820181905260e08201819052610100820181905261012082018190526101408201819052610160820181905261018082018190526101a09091015290565b610bb88261119a565b60408051610240810182528254815260018301546001600160a01b0381166020830152600160a01b81046001600160401b03169282019290925291906060830190600160e01b900460ff166006811115610c1457610c14611655565b6006811115610c2557610c25611655565b815260200160018201601d9054906101000a900460ff166001811115610c4d57610c4d611655565b6001811115610c5e57610c5e611655565b815260028201546001600160a01b03808216602084015263ffffffff600160a01b80840482166040860152600160c01b9093041660608401526003840154908116608084015260ff9181049190911660a08301526001600160401b03600160a81b909104811660c0830152600483015480821660e0840152600160401b81048216610100840152600160801b9004166101208201526005820154610140820152600682015461016082015260078201546101808201526008909101546101a09091015292915050565b5f336001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614610d715760405163c4bbea6960e01b815260040160405180910390fd5b5f5f8154610d7e9061193b565b91829055505f8181526001602090815260409182902085358155929350610da9918501908501611953565b6001820180546001600160a01b0319166001600160a01b0392909216919091179055610ddb6060840160408501611953565b6002820180546001600160a01b0319166001600160a01b0392909216919091179055610e0d6080840160608501611953565b6003820180546001600160a01b0319166001600160a01b0392909216919091179055610e3f60c0840160a08501611979565b60028201805463ffffffff92909216600160c01b0263ffffffff60c01b19909216919091179055610e7660c0840160a08501611979565b610e869063ffffffff16426118be565b6001820180546001600160401b0392909216600160a01b0260ff60e81b191669ff00ffffffffffffffff60a01b1990921691909117905560038101805467ffffffffffffffff60a81b19169055610ee360a0840160808501611992565b60048201805467ffffffffffffffff19166001600160401b039290921691909117905560c0830135600582015560e0830135600682015561010083013560078201558235827f60a954333e51117a428ae0a94d1a44fa469fe039a269f41274626c4072c6d6d8610f596040870160208801611953565b610f696060880160408901611953565b610f796080890160608a01611953565b610f8960a08a0160808b01611992565b604080516001600160a01b039586168152938516602085015291909316908201526001600160401b03909116606082015260800160405180910390a3610fd560a0840160808501611992565b6001600160401b0316600103610ff457610fef82826114e6565b61100a565b60018101805460ff60e01b1916600160e01b1790555b50919050565b5f61101a8561119a565b905060046001820154600160e01b900460ff16600681111561103e5761103e611655565b14611071578481600101601c9054906101000a900460ff1660405163041d44f960e11b815260040161027a92919061186e565b61107c8582866112e3565b60058101546040805160208101929092528101849052606081018390525f9060800160408051601f1981840301815282825280516020918201208784529083018690529250339188917f4ad52b5970bf680da7effbc0dfa2cd59d09eff8ddd39a0c3ecce0df009af6eee910160405180910390a35f600183810154600160e81b900460ff169081111561111157611111611655565b03611157578160060154811461113d57604051632b16c65d60e11b81526004810187905260240161027a565b50600101805460ff60e81b1916600160e81b179055611194565b8160070154811461117e57604051632b16c65d60e11b81526004810187905260240161027a565b50600101805460ff60e01b1916600560e01b1790555b50505050565b5f818152600160205260408120906001820154600160e01b900460ff1660068111156111c8576111c8611655565b036111e95760405163c006e93f60e01b81526004810183905260240161027a565b919050565b60018301805460ff60e01b1916600360e11b17905560038301805460ff60a01b1916600160a01b60ff851690810291909117909155604080519182528215156020830152805186927f3eb8c4bde394a20f64ca9817b8c1f89d7a4738fc8d6fc1ccf2a8bacb950e53bd92908290030190a2825460405163a1338c1560e01b815260048101919091526024810185905260ff831660448201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063a1338c15906064015f604051808303815f87803b1580156112d1575f5ffd5b505af11580156105e9573d5f5f3e3d5ffd5b5f80600184810154600160e81b900460ff169081111561130557611305611655565b1461131d5760028301546001600160a01b031661132c565b60018301546001600160a01b03165b9050336001600160a01b0382161461136057604051631c2458fd60e11b81526004810185905233602482015260440161027a565b600283015463ffffffff838116600160a01b90920416146113b857600283015460405163231daba760e01b81526004810186905263ffffffff600160a01b90920482166024820152908316604482015260640161027a565b6001830154600160a01b90046001600160401b031642111561140b5760018301546040516337851a4160e11b815260048101869052600160a01b9091046001600160401b0316602482015260440161027a565b6114168260016119ab565b60028401805463ffffffff60a01b1916600160a01b63ffffffff93841602179081905561144c91600160c01b90910416426118be565b8360010160146101000a8154816001600160401b0302191690836001600160401b0316021790555050505050565b60018101805460ff60e01b1916600160e21b179055600481015460408051600160401b83046001600160401b039081168252909216602083015283917fb5fdc258e7b5524bd0591eb78bc2b85cec0dc73fcd3d91e6bbe40d83db60a43d91015b60405180910390a25050565b6004810180546fffffffffffffffff00000000000000001981166001600160401b03918216600160401b8102918217909355600184018054600160e11b60ff60e01b199091161790556040519116909117815282907ff2a4d215d0c6d6d0bf74332d122b450d2fe8e2f7e06e8164cb7cf7e8c46766b6906020016114da565b5f60208284031215611575575f5ffd5b5035919050565b803563ffffffff811681146111e9575f5ffd5b80356001600160401b03811681146111e9575f5ffd5b5f5f5f5f5f5f60c087890312156115ba575f5ffd5b863595506115ca6020880161157c565b94506115d86040880161158f565b959894975094956060810135955060808101359460a0909101359350915050565b5f5f5f6060848603121561160b575f5ffd5b8335925061161b6020850161157c565b929592945050506040919091013590565b5f5f5f6060848603121561163e575f5ffd5b505081359360208301359350604090920135919050565b634e487b7160e01b5f52602160045260245ffd5b6007811061167957611679611655565b9052565b6002811061167957611679611655565b815181526020808301516102408301916116b1908401826001600160a01b03169052565b5060408301516116cc60408401826001600160401b03169052565b5060608301516116df6060840182611669565b5060808301516116f2608084018261167d565b5060a083015161170d60a08401826001600160a01b03169052565b5060c083015161172560c084018263ffffffff169052565b5060e083015161173d60e084018263ffffffff169052565b5061010083015161175a6101008401826001600160a01b03169052565b5061012083015161177161012084018260ff169052565b5061014083015161178e6101408401826001600160401b03169052565b506101608301516117ab6101608401826001600160401b03169052565b506101808301516117c86101808401826001600160401b03169052565b506101a08301516117e56101a08401826001600160401b03169052565b506101c08301516101c08301526101e08301516101e083015261020083015161020083015261022083015161022083015292915050565b5f61012082840312801561182e575f5ffd5b509092915050565b5f5f5f5f60808587031215611849575f5ffd5b843593506118596020860161157c565b93969395505050506040820135916060013590565b828152604081016106b26020830184611669565b606081016118908286611669565b6001600160401b0393909316602082015260400152919050565b634e487b7160e01b5f52601160045260245ffd5b6001600160401b0381811683821601908111156118dd576118dd6118aa565b92915050565b5f6001600160401b0383168061190757634e487b7160e01b5f52601260045260245ffd5b806001600160401b0384160491505092915050565b6001600160401b0382811682821603908111156118dd576118dd6118aa565b5f6001820161194c5761194c6118aa565b5060010190565b5f60208284031215611963575f5ffd5b81356001600160a01b03811681146106b2575f5ffd5b5f60208284031215611989575f5ffd5b6106b28261157c565b5f602082840312156119a2575f5ffd5b6106b28261158f565b63ffffffff81811683821601908111156118dd576118dd6118aa56fea164736f6c6343000825000a",
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
// the contract method with ID 0x80e35bda.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function bisect(uint256 id, uint32 moveIndex, bytes32 hash) returns()
func (disputeGame *DisputeGame) PackBisect(id *big.Int, moveIndex uint32, hash [32]byte) []byte {
	enc, err := disputeGame.abi.Pack("bisect", id, moveIndex, hash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBisect is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x80e35bda.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function bisect(uint256 id, uint32 moveIndex, bytes32 hash) returns()
func (disputeGame *DisputeGame) TryPackBisect(id *big.Int, moveIndex uint32, hash [32]byte) ([]byte, error) {
	return disputeGame.abi.Pack("bisect", id, moveIndex, hash)
}

// PackGame is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcddbe729.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function game(uint256 id) view returns((uint256,address,uint64,uint8,uint8,address,uint32,uint32,address,uint8,uint64,uint64,uint64,uint64,bytes32,bytes32,bytes32,bytes32))
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
// Solidity: function game(uint256 id) view returns((uint256,address,uint64,uint8,uint8,address,uint32,uint32,address,uint8,uint64,uint64,uint64,uint64,bytes32,bytes32,bytes32,bytes32))
func (disputeGame *DisputeGame) TryPackGame(id *big.Int) ([]byte, error) {
	return disputeGame.abi.Pack("game", id)
}

// UnpackGame is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcddbe729.
//
// Solidity: function game(uint256 id) view returns((uint256,address,uint64,uint8,uint8,address,uint32,uint32,address,uint8,uint64,uint64,uint64,uint64,bytes32,bytes32,bytes32,bytes32))
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

// PackMidpoint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaea81953.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function midpoint(uint256 id) view returns(uint64)
func (disputeGame *DisputeGame) PackMidpoint(id *big.Int) []byte {
	enc, err := disputeGame.abi.Pack("midpoint", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMidpoint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaea81953.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function midpoint(uint256 id) view returns(uint64)
func (disputeGame *DisputeGame) TryPackMidpoint(id *big.Int) ([]byte, error) {
	return disputeGame.abi.Pack("midpoint", id)
}

// UnpackMidpoint is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xaea81953.
//
// Solidity: function midpoint(uint256 id) view returns(uint64)
func (disputeGame *DisputeGame) UnpackMidpoint(data []byte) (uint64, error) {
	out, err := disputeGame.abi.Unpack("midpoint", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
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

// PackReveal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd78a205c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reveal(uint256 id, uint32 moveIndex, bytes32 inputHash, bytes32 outputHash) returns()
func (disputeGame *DisputeGame) PackReveal(id *big.Int, moveIndex uint32, inputHash [32]byte, outputHash [32]byte) []byte {
	enc, err := disputeGame.abi.Pack("reveal", id, moveIndex, inputHash, outputHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReveal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd78a205c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reveal(uint256 id, uint32 moveIndex, bytes32 inputHash, bytes32 outputHash) returns()
func (disputeGame *DisputeGame) TryPackReveal(id *big.Int, moveIndex uint32, inputHash [32]byte, outputHash [32]byte) ([]byte, error) {
	return disputeGame.abi.Pack("reveal", id, moveIndex, inputHash, outputHash)
}

// PackRule is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xba5c6c02.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function rule(uint256 id, bytes32 inputHash, bytes32 outputHash) returns()
func (disputeGame *DisputeGame) PackRule(id *big.Int, inputHash [32]byte, outputHash [32]byte) []byte {
	enc, err := disputeGame.abi.Pack("rule", id, inputHash, outputHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRule is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xba5c6c02.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function rule(uint256 id, bytes32 inputHash, bytes32 outputHash) returns()
func (disputeGame *DisputeGame) TryPackRule(id *big.Int, inputHash [32]byte, outputHash [32]byte) ([]byte, error) {
	return disputeGame.abi.Pack("rule", id, inputHash, outputHash)
}

// PackStartOps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4530ec4c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function startOps(uint256 id, uint32 moveIndex, uint64 opCount, bytes32 prevChain, bytes32 inputHash, bytes32 outputHash) returns()
func (disputeGame *DisputeGame) PackStartOps(id *big.Int, moveIndex uint32, opCount uint64, prevChain [32]byte, inputHash [32]byte, outputHash [32]byte) []byte {
	enc, err := disputeGame.abi.Pack("startOps", id, moveIndex, opCount, prevChain, inputHash, outputHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStartOps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4530ec4c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function startOps(uint256 id, uint32 moveIndex, uint64 opCount, bytes32 prevChain, bytes32 inputHash, bytes32 outputHash) returns()
func (disputeGame *DisputeGame) TryPackStartOps(id *big.Int, moveIndex uint32, opCount uint64, prevChain [32]byte, inputHash [32]byte, outputHash [32]byte) ([]byte, error) {
	return disputeGame.abi.Pack("startOps", id, moveIndex, opCount, prevChain, inputHash, outputHash)
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

// DisputeGameMoved represents a Moved event raised by the DisputeGame contract.
type DisputeGameMoved struct {
	Id        *big.Int
	MoveIndex uint32
	By        common.Address
	Phase     uint8
	Position  uint64
	Hash      [32]byte
	Raw       *types.Log // Blockchain specific contextual infos
}

const DisputeGameMovedEventName = "Moved"

// ContractEventName returns the user-defined event name.
func (DisputeGameMoved) ContractEventName() string {
	return DisputeGameMovedEventName
}

// UnpackMovedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Moved(uint256 indexed id, uint32 indexed moveIndex, address indexed by, uint8 phase, uint64 position, bytes32 hash)
func (disputeGame *DisputeGame) UnpackMovedEvent(log *types.Log) (*DisputeGameMoved, error) {
	event := "Moved"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != disputeGame.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DisputeGameMoved)
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

// DisputeGameOpPinned represents a OpPinned event raised by the DisputeGame contract.
type DisputeGameOpPinned struct {
	Id   *big.Int
	Step uint64
	Op   uint64
	Raw  *types.Log // Blockchain specific contextual infos
}

const DisputeGameOpPinnedEventName = "OpPinned"

// ContractEventName returns the user-defined event name.
func (DisputeGameOpPinned) ContractEventName() string {
	return DisputeGameOpPinnedEventName
}

// UnpackOpPinnedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OpPinned(uint256 indexed id, uint64 step, uint64 op)
func (disputeGame *DisputeGame) UnpackOpPinnedEvent(log *types.Log) (*DisputeGameOpPinned, error) {
	event := "OpPinned"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != disputeGame.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DisputeGameOpPinned)
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

// DisputeGameOpRevealed represents a OpRevealed event raised by the DisputeGame contract.
type DisputeGameOpRevealed struct {
	Id         *big.Int
	By         common.Address
	InputHash  [32]byte
	OutputHash [32]byte
	Raw        *types.Log // Blockchain specific contextual infos
}

const DisputeGameOpRevealedEventName = "OpRevealed"

// ContractEventName returns the user-defined event name.
func (DisputeGameOpRevealed) ContractEventName() string {
	return DisputeGameOpRevealedEventName
}

// UnpackOpRevealedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OpRevealed(uint256 indexed id, address indexed by, bytes32 inputHash, bytes32 outputHash)
func (disputeGame *DisputeGame) UnpackOpRevealedEvent(log *types.Log) (*DisputeGameOpRevealed, error) {
	event := "OpRevealed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != disputeGame.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DisputeGameOpRevealed)
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
	Id         *big.Int
	InputHash  [32]byte
	OutputHash [32]byte
	Raw        *types.Log // Blockchain specific contextual infos
}

const DisputeGameRuledEventName = "Ruled"

// ContractEventName returns the user-defined event name.
func (DisputeGameRuled) ContractEventName() string {
	return DisputeGameRuledEventName
}

// UnpackRuledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Ruled(uint256 indexed id, bytes32 inputHash, bytes32 outputHash)
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

// DisputeGameStepPinned represents a StepPinned event raised by the DisputeGame contract.
type DisputeGameStepPinned struct {
	Id   *big.Int
	Step uint64
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
// Solidity: event StepPinned(uint256 indexed id, uint64 step)
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

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (disputeGame *DisputeGame) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["BadOpCount"].ID.Bytes()[:4]) {
		return disputeGame.UnpackBadOpCountError(raw[4:])
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
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["NotMarket"].ID.Bytes()[:4]) {
		return disputeGame.UnpackNotMarketError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["NotReferee"].ID.Bytes()[:4]) {
		return disputeGame.UnpackNotRefereeError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["NotYourTurn"].ID.Bytes()[:4]) {
		return disputeGame.UnpackNotYourTurnError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["OutputNotStateHash"].ID.Bytes()[:4]) {
		return disputeGame.UnpackOutputNotStateHashError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["StaleMove"].ID.Bytes()[:4]) {
		return disputeGame.UnpackStaleMoveError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["UnknownGame"].ID.Bytes()[:4]) {
		return disputeGame.UnpackUnknownGameError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["WrongPhase"].ID.Bytes()[:4]) {
		return disputeGame.UnpackWrongPhaseError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// DisputeGameBadOpCount represents a BadOpCount error raised by the DisputeGame contract.
type DisputeGameBadOpCount struct {
	Id *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadOpCount(uint256 id)
func DisputeGameBadOpCountErrorID() common.Hash {
	return common.HexToHash("0x54b100201fd7d680050cc1d86f81e9048df3851e112a5c8a61b79d91709d5a0e")
}

// UnpackBadOpCountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadOpCount(uint256 id)
func (disputeGame *DisputeGame) UnpackBadOpCountError(raw []byte) (*DisputeGameBadOpCount, error) {
	out := new(DisputeGameBadOpCount)
	if err := disputeGame.abi.UnpackIntoInterface(out, "BadOpCount", raw); err != nil {
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

// DisputeGameOutputNotStateHash represents a OutputNotStateHash error raised by the DisputeGame contract.
type DisputeGameOutputNotStateHash struct {
	Id *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OutputNotStateHash(uint256 id)
func DisputeGameOutputNotStateHashErrorID() common.Hash {
	return common.HexToHash("0xaa170c1833b222a748bf8900a619586d44326b7446e31ca277d44a14532802bd")
}

// UnpackOutputNotStateHashError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OutputNotStateHash(uint256 id)
func (disputeGame *DisputeGame) UnpackOutputNotStateHashError(raw []byte) (*DisputeGameOutputNotStateHash, error) {
	out := new(DisputeGameOutputNotStateHash)
	if err := disputeGame.abi.UnpackIntoInterface(out, "OutputNotStateHash", raw); err != nil {
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
