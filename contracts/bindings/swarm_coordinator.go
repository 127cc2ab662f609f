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

// SwarmCoordinatorMember is an auto generated low-level Go binding around an user-defined struct.
type SwarmCoordinatorMember struct {
	JoinedAt  uint64
	NextRound uint64
	KeyParity uint8
}

// SwarmCoordinatorSwarm is an auto generated low-level Go binding around an user-defined struct.
type SwarmCoordinatorSwarm struct {
	Coordinator      common.Address
	StartTime        uint64
	RoundDuration    uint32
	Stages           uint8
	Participants     uint32
	Questions        uint8
	Shown            uint8
	Winners          uint8
	LocalRollouts    uint8
	ExternalRollouts uint8
	TaskFamily       [32]byte
	ModelCid         string
}

// SwarmCoordinatorMetaData contains all meta data concerning the SwarmCoordinator contract.
var SwarmCoordinatorMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"round\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"node\",\"type\":\"address\"}],\"name\":\"AlreadyCommitted\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"node\",\"type\":\"address\"}],\"name\":\"AlreadyRegistered\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"BadPublicKey\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"BadSwarmParams\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"round\",\"type\":\"uint64\"}],\"name\":\"CommitWindowClosed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"round\",\"type\":\"uint64\"}],\"name\":\"CommitWindowNotOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"round\",\"type\":\"uint64\"}],\"name\":\"JoinedAfterRoundStart\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotCoordinator\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"node\",\"type\":\"address\"}],\"name\":\"NotRegistered\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"PeerIdMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"keyAddress\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"PublicKeyNotSender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"n\",\"type\":\"uint256\"}],\"name\":\"TooManyBootstrapPeers\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"n\",\"type\":\"uint256\"}],\"name\":\"TooManyWinners\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"}],\"name\":\"UnknownSwarm\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"WinnersNotSorted\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"}],\"name\":\"BootstrapUpdated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"coordinator\",\"type\":\"address\"}],\"name\":\"CoordinatorChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"modelCid\",\"type\":\"string\"}],\"name\":\"ModelUpdated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"node\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"peerId\",\"type\":\"bytes\"}],\"name\":\"NodeRegistered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"round\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"node\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"votesRoot\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"winnersHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"address[]\",\"name\":\"winners\",\"type\":\"address[]\"}],\"name\":\"RoundCommitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"coordinator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"taskFamily\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"modelCid\",\"type\":\"string\"}],\"name\":\"SwarmCreated\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"MAX_BOOTSTRAP\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_ROLLOUTS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_WINNERS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"}],\"name\":\"bootstrapPeers\",\"outputs\":[{\"internalType\":\"string[]\",\"name\":\"\",\"type\":\"string[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"round\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"winnersHash\",\"type\":\"bytes32\"}],\"name\":\"commitCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"round\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"votesRoot\",\"type\":\"bytes32\"},{\"internalType\":\"address[]\",\"name\":\"winners\",\"type\":\"address[]\"}],\"name\":\"commitRound\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"startTime\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"roundDuration\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"stages\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"questions\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"shown\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"winners\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"localRollouts\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"externalRollouts\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"taskFamily\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"modelCid\",\"type\":\"string\"}],\"name\":\"createSwarm\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"}],\"name\":\"currentRound\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"started\",\"type\":\"bool\"},{\"internalType\":\"uint64\",\"name\":\"round\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"stage\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"node\",\"type\":\"address\"}],\"name\":\"isMember\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"node\",\"type\":\"address\"}],\"name\":\"member\",\"outputs\":[{\"components\":[{\"internalType\":\"uint64\",\"name\":\"joinedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"nextRound\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"keyParity\",\"type\":\"uint8\"}],\"internalType\":\"structSwarmCoordinator.Member\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"node\",\"type\":\"address\"}],\"name\":\"peerIdOf\",\"outputs\":[{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"pubkey\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"peerId\",\"type\":\"bytes\"}],\"name\":\"register\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"round\",\"type\":\"uint64\"}],\"name\":\"roundResult\",\"outputs\":[{\"internalType\":\"bytes24\",\"name\":\"leader\",\"type\":\"bytes24\"},{\"internalType\":\"uint32\",\"name\":\"leaderCount\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"committers\",\"type\":\"uint32\"},{\"internalType\":\"bool\",\"name\":\"agreed\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"final_\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"internalType\":\"string[]\",\"name\":\"addrs\",\"type\":\"string[]\"}],\"name\":\"setBootstrap\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"coordinator\",\"type\":\"address\"}],\"name\":\"setCoordinator\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"modelCid\",\"type\":\"string\"}],\"name\":\"setModel\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"}],\"name\":\"swarm\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"coordinator\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"startTime\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"roundDuration\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"stages\",\"type\":\"uint8\"},{\"internalType\":\"uint32\",\"name\":\"participants\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"questions\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"shown\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"winners\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"localRollouts\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"externalRollouts\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"taskFamily\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"modelCid\",\"type\":\"string\"}],\"internalType\":\"structSwarmCoordinator.Swarm\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"swarmCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "SwarmCoordinator",
	Bin: "0x6080604052348015600e575f5ffd5b506123bb8061001c5f395ff3fe608060405234801561000f575f5ffd5b5060043610610111575f3560e01c806368e9d1531161009e578063c7f92c4f1161006e578063c7f92c4f14610341578063d69320c514610361578063daf8ad7714610374578063eabd618514610115578063f64d85af14610387575f5ffd5b806368e9d153146102ab5780637d9e10f5146102cb578063b9ae6fad1461031b578063bb95b9d41461032e575f5ffd5b806332154e0e116100e457806332154e0e1461019557806337c36dd4146101b557806349506fb1146102705780634b1ec368146102835780634cff5ae414610296575f5ffd5b80630d940287146101155780631590f30f1461013057806325dc4e491461018557806329a62a761461018d575b5f5ffd5b61011d602081565b6040519081526020015b60405180910390f35b61014361013e366004611946565b6103c2565b6040805167ffffffffffffffff19909616865263ffffffff9485166020870152939092169284019290925290151560608301521515608082015260a001610127565b61011d5f5481565b61011d604081565b6101a86101a3366004611986565b6104b7565b60405161012791906119d5565b61023d6101c3366004611986565b604080516060810182525f8082526020820181905291810191909152505f9182526003602090815260408084206001600160a01b0393909316845291815291819020815160608101835290546001600160401b038082168352600160401b82041693820193909352600160801b90920460ff169082015290565b6040805182516001600160401b039081168252602080850151909116908201529181015160ff1690820152606001610127565b61011d61027e366004611a3b565b610575565b61011d610291366004611b14565b6108d5565b6102a96102a4366004611b47565b610992565b005b6102be6102b9366004611bbe565b610c2b565b6040516101279190611bd5565b61030b6102d9366004611986565b5f9182526003602090815260408084206001600160a01b039390931684529190529020546001600160401b0316151590565b6040519015158152602001610127565b6102a9610329366004611c38565b610d12565b6102a961033c366004611986565b610db0565b61035461034f366004611bbe565b610e72565b6040516101279190611c7f565b6102a961036f366004611da7565b611038565b6102a9610382366004611df8565b611130565b61039a610395366004611bbe565b611242565b6040805193151584526001600160401b03909216602084015260ff1690820152606001610127565b5f5f5f5f5f5f6103d188611342565b5f8981526005602090815260408083206001600160401b038c168085529083528184208251606081018452905467ffffffffffffffff1981851b16825263ffffffff600160c01b8204811695830195909552600160e01b90819004851693820193909352855495965094919091049091169061044e906002611e46565b6104589190611e59565b83546104749190600160a01b90046001600160401b0316611e46565b825160208401516040850151929350909163ffffffff8082169061049b9084166002611e59565b1184421015975097509750975097505050509295509295909350565b5f8281526003602090815260408083206001600160a01b0385168452909152812080546060926001600160401b03909116900361050357505060408051602081019091525f815261056f565b80545f8581526004602090815260408083206001600160a01b038816845282529182902054915164250802122160d01b91810191909152600160801b90920460f81b6001600160f81b031916602683015260278201526047016040516020818303038152906040529150505b92915050565b5f63ffffffff8b16158061058a575060ff8a16155b8061059d57508960ff168b63ffffffff16105b156105bb5760405163254ab10d60e01b815260040160405180910390fd5b60ff891615806105cc575060ff8816155b806105d8575060ff8716155b806105e6575060408760ff16115b156106045760405163254ab10d60e01b815260040160405180910390fd5b60ff86161580610617575060208660ff16115b80610625575060208560ff16115b156106435760405163254ab10d60e01b815260040160405180910390fd5b8b6001600160401b03165f0361065757429b505b5f5f815461066490611e70565b9190508190559050604051806101800160405280336001600160a01b031681526020018d6001600160401b031681526020018c63ffffffff1681526020018b60ff1681526020015f63ffffffff1681526020018a60ff1681526020018960ff1681526020018860ff1681526020018760ff1681526020018660ff16815260200185815260200184848080601f0160208091040260200160405190810160405280939291908181526020018383808284375f920182905250939094525050838152600160208181526040928390208551815492870151948701516001600160a01b039091166001600160e01b031990931692909217600160a01b6001600160401b0390951694909402939093176001600160e01b0316600160e01b63ffffffff9283160217835560608501519183018054608087015160a088015160c089015160e08a0151610100808c01516101208d015160ff9a8b1664ffffffffff199098169790971795909816029390931766ffff00000000001916650100000000009288169290920266ff0000000000001916919091176601000000000000918716919091021768ffff000000000000001916600160381b9186169190910268ff0000000000000000191617600160401b938516939093029290921769ff0000000000000000001916600160481b93909216929092021790556101408301516002820155610160830151909150600382019061087c9082611f22565b50905050336001600160a01b0316817fcfd1198d54646bbe13d6367ae4412084133e5b74132116af81a9e4aab205bda98686866040516108be93929190612008565b60405180910390a39b9a5050505050505050505050565b5f8381526005602090815260408083206001600160401b038616845282528083208151606081018352905467ffffffffffffffff1981841b16825263ffffffff600160c01b82048116948301859052600160e01b9091041691810191909152908390158015906109535750815167ffffffffffffffff198281169116145b1561096a57506020015163ffffffff16905061098b565b60065f61097888888561137f565b81526020019081526020015f2054925050505b9392505050565b5f61099c86611342565b9050604084146109be576040516236d1df60ea1b815260040160405180910390fd5b5f85856040516109cf92919061202a565b60405190819003902090506001600160a01b0381163314610a195760405163025a94fd60e51b81526001600160a01b03821660048201523360248201526044015b60405180910390fd5b5f610a27602082888a612039565b610a3091612060565b90505f8787603f818110610a4657610a4661207d565b9091013560f81c600116159050610a5e576003610a61565b60025b9050602785141580610a9a575064250802122160d01b610a8460065f888a612039565b610a8d91612091565b6001600160d01b03191614155b80610aca57508060ff1686866006818110610ab757610ab761207d565b9050013560f81c60f81b60f81c60ff1614155b80610aeb575081610adf60276007888a612039565b610ae891612060565b14155b15610b0957604051637cd62deb60e01b815260040160405180910390fd5b5f898152600360209081526040808320338452909152902080546001600160401b031615610b5357604051638015494f60e01b8152600481018b9052336024820152604401610a10565b8054426001600160401b031670ff0000000000000000ffffffffffffffff1990911617600160801b60ff8416021781555f8a81526004602090815260408083203384529091529020839055600185810180548290610bbd908290610100900463ffffffff166120c9565b92506101000a81548163ffffffff021916908363ffffffff160217905550336001600160a01b03168a7fdb39551b88a829e23d33cbedbfaa19f5ae0518e587e62d9ed32ae27f8b166cf98989604051610c179291906120e5565b60405180910390a350505050505050505050565b6060610c3682611342565b505f82815260026020908152604080832080548251818502810185019093528083529193909284015b82821015610d07578382905f5260205f20018054610c7c90611e9c565b80601f0160208091040260200160405190810160405280929190818152602001828054610ca890611e9c565b8015610cf35780601f10610cca57610100808354040283529160200191610cf3565b820191905f5260205f20905b815481529060010190602001808311610cd657829003601f168201915b505050505081526020019060010190610c5f565b505050509050919050565b825f610d1d82611342565b80549091506001600160a01b03163314610d5357604051630409f3fb60e01b815260048101839052336024820152604401610a10565b5f858152600160205260409020600301610d6e8486836120f8565b50847f8ebc53783e23213a06b7bbdd0bd63b77e97af33906ce56ffe8101e3bb4fbae688585604051610da19291906120e5565b60405180910390a25050505050565b815f610dbb82611342565b80549091506001600160a01b03163314610df157604051630409f3fb60e01b815260048101839052336024820152604401610a10565b6001600160a01b038316610e185760405163254ab10d60e01b815260040160405180910390fd5b5f8481526001602052604080822080546001600160a01b0319166001600160a01b0387169081179091559051909186917f4e57228c6a0d3e0e9f30d361f0a31c98f5c9bf49eb5a2b2025dd082601a995b69190a350505050565b60408051610180810182525f8082526020820181905291810182905260608082018390526080820183905260a0820183905260c0820183905260e0820183905261010082018390526101208201839052610140820192909252610160810191909152610edd82611342565b604080516101808101825282546001600160a01b03811682526001600160401b03600160a01b820416602083015263ffffffff600160e01b909104811692820192909252600183015460ff80821660608401526101008083049094166080840152650100000000008204811660a084015266010000000000008204811660c0840152600160381b8204811660e0840152600160401b8204811693830193909352600160481b9004909116610120820152600282015461014082015260038201805491929161016084019190610fb190611e9c565b80601f0160208091040260200160405190810160405280929190818152602001828054610fdd90611e9c565b80156110285780601f10610fff57610100808354040283529160200191611028565b820191905f5260205f20905b81548152906001019060200180831161100b57829003601f168201915b5050505050815250509050919050565b61104285856113d0565b5f61104d83836115d0565b905061105a8686836116c3565b156110b657336001600160a01b0316856001600160401b0316877f70da4592ce572914b27159cb13ff0d41b0bfb59f6489d154ddffd687d258b53c878588886040516110a994939291906121b1565b60405180910390a4611128565b336001600160401b038616877f70da4592ce572914b27159cb13ff0d41b0bfb59f6489d154ddffd687d258b53c87855f60405190808252806020026020018201604052801561110f578160200160208202803683370190505b5060405161111f9392919061220b565b60405180910390a45b505050505050565b825f61113b82611342565b80549091506001600160a01b0316331461117157604051630409f3fb60e01b815260048101839052336024820152604401610a10565b602083111561119657604051634b59d04760e01b815260048101849052602401610a10565b5f8581526002602052604081206111ac916118ad565b5f5b8381101561120f575f8681526002602052604090208585838181106111d5576111d561207d565b90506020028101906111e79190612268565b82546001810184555f93845260209093209092019161120691836120f8565b506001016111ae565b5060405183815285907fe70b89cdac346f7533618162283ec61dec44fa851bfd3e43b4de748ff32db1d590602001610da1565b5f5f5f5f61124f85611342565b8054909150600160a01b90046001600160401b031642101561127a575f5f5f9350935093505061133b565b80545f9061129890600160a01b90046001600160401b0316426122aa565b82549091506112b490600160e01b900463ffffffff16826122d1565b600183015483549195505f916112da9160ff1690600160e01b900463ffffffff166122e4565b835463ffffffff91821692505f9183916112fd91600160e01b909104168561230b565b61130791906122d1565b600185015490915060ff1681106113315760018481015461132b919060ff1661231e565b60ff1690505b6001965093505050505b9193909250565b5f81815260016020526040902080546001600160a01b031661137a57604051635af47f0b60e11b815260048101839052602401610a10565b919050565b60408051602081018590526001600160401b0384169181019190915267ffffffffffffffff19821660608201525f906080016040516020818303038152906040528051906020012090509392505050565b5f6113da83611342565b5f84815260036020908152604080832033845290915281208054929350916001600160401b0316900361142957604051637270f37160e11b815260048101859052336024820152604401610a10565b81545f9061144d90600160e01b900463ffffffff166001600160401b038616611e59565b83546114699190600160a01b90046001600160401b0316611e46565b82549091506001600160401b03168110156114a957604051630c04ac9b60e21b8152600481018690526001600160401b0385166024820152604401610a10565b82545f906114c490600160e01b900463ffffffff1683611e46565b9050804210156114f957604051630e8053eb60e11b8152600481018790526001600160401b0386166024820152604401610a10565b835461151290600160e01b900463ffffffff1682611e46565b42106115435760405163229f298f60e11b8152600481018790526001600160401b0386166024820152604401610a10565b82546001600160401b03600160401b9091048116908616101561159157604051637fccadd960e01b8152600481018790526001600160401b0386166024820152336044820152606401610a10565b61159c856001612337565b83546001600160401b0391909116600160401b026fffffffffffffffff000000000000000019909116179092555050505050565b5f60408211156115f657604051630b4b7df760e11b815260048101839052602401610a10565b60015b8281101561169157838361160e6001846122aa565b81811061161d5761161d61207d565b90506020020160208101906116329190612356565b6001600160a01b031684848381811061164d5761164d61207d565b90506020020160208101906116629190612356565b6001600160a01b0316116116895760405163139f361360e31b815260040160405180910390fd5b6001016115f9565b5082826040516020016116a592919061236f565b60405160208183030381529060405280519060200120905092915050565b5f8381526005602090815260408083206001600160401b038616845282528083208151606081018352905467ffffffffffffffff1981841b16825263ffffffff600160c01b8204811694830194909452600160e01b90049092169082018181528491600191906117349083906120c9565b63ffffffff90811690915260208401511615801591506117625750815167ffffffffffffffff198281169116145b156117885760018260200181815161177a91906120c9565b63ffffffff1690525061183b565b5f61179487878461137f565b5f81815260066020526040812054919250906117b1906001611e46565b9050806001149450836020015163ffffffff1681111561182757602084015163ffffffff161561180857836020015163ffffffff1660065f6117f78b8b895f015161137f565b815260208101919091526040015f20555b67ffffffffffffffff198316845263ffffffff81166020850152611838565b5f8281526006602052604090208190555b50505b505f9485526005602090815260408087206001600160401b0396909616875294815294849020815181549683015192860151951c6001600160e01b031990961695909517600160c01b63ffffffff92831602176001600160e01b0316600160e01b919094160292909217909255919050565b5080545f8255905f5260205f20906118c591906118c7565b565b5f5b808211156118e5576118dd8184015f6118ea565b6001016118c9565b505050565b5080546118f690611e9c565b5f825580601f10611905575050565b601f0160209004905f5260205f20906118c591905f5b808211156118e5575f8184015560010161191b565b80356001600160401b038116811461137a575f5ffd5b5f5f60408385031215611957575f5ffd5b8235915061196760208401611930565b90509250929050565b80356001600160a01b038116811461137a575f5ffd5b5f5f60408385031215611997575f5ffd5b8235915061196760208401611970565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f61098b60208301846119a7565b803560ff8116811461137a575f5ffd5b5f5f83601f840112611a07575f5ffd5b5081356001600160401b03811115611a1d575f5ffd5b602083019150836020828501011115611a34575f5ffd5b9250929050565b5f5f5f5f5f5f5f5f5f5f5f6101408c8e031215611a56575f5ffd5b611a5f8c611930565b9a5060208c013563ffffffff81168114611a77575f5ffd5b9950611a8560408d016119e7565b9850611a9360608d016119e7565b9750611aa160808d016119e7565b9650611aaf60a08d016119e7565b9550611abd60c08d016119e7565b9450611acb60e08d016119e7565b93506101008c013592506101208c01356001600160401b03811115611aee575f5ffd5b611afa8e828f016119f7565b915080935050809150509295989b509295989b9093969950565b5f5f5f60608486031215611b26575f5ffd5b83359250611b3660208501611930565b929592945050506040919091013590565b5f5f5f5f5f60608688031215611b5b575f5ffd5b8535945060208601356001600160401b03811115611b77575f5ffd5b611b83888289016119f7565b90955093505060408601356001600160401b03811115611ba1575f5ffd5b611bad888289016119f7565b969995985093965092949392505050565b5f60208284031215611bce575f5ffd5b5035919050565b5f602082016020835280845180835260408501915060408160051b8601019250602086015f5b82811015611c2c57603f19878603018452611c178583516119a7565b94506020938401939190910190600101611bfb565b50929695505050505050565b5f5f5f60408486031215611c4a575f5ffd5b8335925060208401356001600160401b03811115611c66575f5ffd5b611c72868287016119f7565b9497909650939450505050565b60208152611c996020820183516001600160a01b03169052565b5f6020830151611cb460408401826001600160401b03169052565b50604083015163ffffffff8116606084015250606083015160ff8116608084015250608083015163ffffffff811660a08401525060a083015160ff811660c08401525060c083015160ff811660e08401525060e083015160ff81166101008401525061010083015160ff81166101208401525061012083015160ff81166101408401525061014083015161016083015261016083015161018080840152611d5f6101a08401826119a7565b949350505050565b5f5f83601f840112611d77575f5ffd5b5081356001600160401b03811115611d8d575f5ffd5b6020830191508360208260051b8501011115611a34575f5ffd5b5f5f5f5f5f60808688031215611dbb575f5ffd5b85359450611dcb60208701611930565b93506040860135925060608601356001600160401b03811115611dec575f5ffd5b611bad88828901611d67565b5f5f5f60408486031215611e0a575f5ffd5b8335925060208401356001600160401b03811115611e26575f5ffd5b611c7286828701611d67565b634e487b7160e01b5f52601160045260245ffd5b8082018082111561056f5761056f611e32565b808202811582820484141761056f5761056f611e32565b5f60018201611e8157611e81611e32565b5060010190565b634e487b7160e01b5f52604160045260245ffd5b600181811c90821680611eb057607f821691505b602082108103611ece57634e487b7160e01b5f52602260045260245ffd5b50919050565b601f8211156118e557828211156118e557805f5260205f20601f840160051c6020851015611eff57505f5b90810190601f840160051c035f5b81811015611128575f83820155600101611f0d565b81516001600160401b03811115611f3b57611f3b611e88565b611f4f81611f498454611e9c565b84611ed4565b6020601f821160018114611f81575f8315611f6a5750848201515b5f19600385901b1c1916600184901b178455611fd9565b5f84815260208120601f198516915b82811015611fb05787850151825560209485019460019092019101611f90565b5084821015611fcd57868401515f19600387901b60f8161c191681555b505060018360011b0184555b5050505050565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b838152604060208201525f612021604083018486611fe0565b95945050505050565b818382375f9101908152919050565b5f5f85851115612047575f5ffd5b83861115612053575f5ffd5b5050820193919092039150565b8035602083101561056f575f19602084900360031b1b1692915050565b634e487b7160e01b5f52603260045260245ffd5b80356001600160d01b031981169060068410156120c2576001600160d01b0319600685900360031b81901b82161691505b5092915050565b63ffffffff818116838216019081111561056f5761056f611e32565b602081525f611d5f602083018486611fe0565b6001600160401b0383111561210f5761210f611e88565b6121238361211d8354611e9c565b83611ed4565b5f601f841160018114612154575f851561213d5750838201355b5f19600387901b1c1916600186901b178355611fd9565b5f83815260208120601f198716915b828110156121835786850135825560209485019460019092019101612163565b508682101561219f575f1960f88860031b161c19848701351681555b505060018560011b0183555050505050565b8481526020810184905260606040820181905281018290525f8360808301825b858110156121ff576001600160a01b036121ea84611970565b168252602092830192909101906001016121d1565b50979650505050505050565b5f60608201858352846020840152606060408401528084518083526080850191506020860192505f5b8181101561225b5783516001600160a01b0316835260209384019390920191600101612234565b5090979650505050505050565b5f5f8335601e1984360301811261227d575f5ffd5b8301803591506001600160401b03821115612296575f5ffd5b602001915036819003821315611a34575f5ffd5b8181038181111561056f5761056f611e32565b634e487b7160e01b5f52601260045260245ffd5b5f826122df576122df6122bd565b500490565b5f63ffffffff8316806122f9576122f96122bd565b8063ffffffff84160491505092915050565b5f82612319576123196122bd565b500690565b60ff828116828216039081111561056f5761056f611e32565b6001600160401b03818116838216019081111561056f5761056f611e32565b5f60208284031215612366575f5ffd5b61098b82611970565b5f8184825b858110156123a3576001600160a01b0361238d83611970565b1683526020928301929190910190600101612374565b50909594505050505056fea164736f6c6343000825000a",
}

// SwarmCoordinator is an auto generated Go binding around an Ethereum contract.
type SwarmCoordinator struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *SwarmCoordinator) GetABI() abi.ABI {
	return c.abi
}

// NewSwarmCoordinator creates a new instance of SwarmCoordinator.
func NewSwarmCoordinator() *SwarmCoordinator {
	parsed, err := SwarmCoordinatorMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &SwarmCoordinator{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *SwarmCoordinator) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackMAXBOOTSTRAP is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xeabd6185.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_BOOTSTRAP() view returns(uint256)
func (swarmCoordinator *SwarmCoordinator) PackMAXBOOTSTRAP() []byte {
	enc, err := swarmCoordinator.abi.Pack("MAX_BOOTSTRAP")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXBOOTSTRAP is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xeabd6185.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_BOOTSTRAP() view returns(uint256)
func (swarmCoordinator *SwarmCoordinator) TryPackMAXBOOTSTRAP() ([]byte, error) {
	return swarmCoordinator.abi.Pack("MAX_BOOTSTRAP")
}

// UnpackMAXBOOTSTRAP is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xeabd6185.
//
// Solidity: function MAX_BOOTSTRAP() view returns(uint256)
func (swarmCoordinator *SwarmCoordinator) UnpackMAXBOOTSTRAP(data []byte) (*big.Int, error) {
	out, err := swarmCoordinator.abi.Unpack("MAX_BOOTSTRAP", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXROLLOUTS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0d940287.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_ROLLOUTS() view returns(uint256)
func (swarmCoordinator *SwarmCoordinator) PackMAXROLLOUTS() []byte {
	enc, err := swarmCoordinator.abi.Pack("MAX_ROLLOUTS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXROLLOUTS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0d940287.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_ROLLOUTS() view returns(uint256)
func (swarmCoordinator *SwarmCoordinator) TryPackMAXROLLOUTS() ([]byte, error) {
	return swarmCoordinator.abi.Pack("MAX_ROLLOUTS")
}

// UnpackMAXROLLOUTS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0d940287.
//
// Solidity: function MAX_ROLLOUTS() view returns(uint256)
func (swarmCoordinator *SwarmCoordinator) UnpackMAXROLLOUTS(data []byte) (*big.Int, error) {
	out, err := swarmCoordinator.abi.Unpack("MAX_ROLLOUTS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXWINNERS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x29a62a76.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_WINNERS() view returns(uint256)
func (swarmCoordinator *SwarmCoordinator) PackMAXWINNERS() []byte {
	enc, err := swarmCoordinator.abi.Pack("MAX_WINNERS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXWINNERS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x29a62a76.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_WINNERS() view returns(uint256)
func (swarmCoordinator *SwarmCoordinator) TryPackMAXWINNERS() ([]byte, error) {
	return swarmCoordinator.abi.Pack("MAX_WINNERS")
}

// UnpackMAXWINNERS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x29a62a76.
//
// Solidity: function MAX_WINNERS() view returns(uint256)
func (swarmCoordinator *SwarmCoordinator) UnpackMAXWINNERS(data []byte) (*big.Int, error) {
	out, err := swarmCoordinator.abi.Unpack("MAX_WINNERS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackBootstrapPeers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x68e9d153.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function bootstrapPeers(uint256 swarmId) view returns(string[])
func (swarmCoordinator *SwarmCoordinator) PackBootstrapPeers(swarmId *big.Int) []byte {
	enc, err := swarmCoordinator.abi.Pack("bootstrapPeers", swarmId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBootstrapPeers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x68e9d153.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function bootstrapPeers(uint256 swarmId) view returns(string[])
func (swarmCoordinator *SwarmCoordinator) TryPackBootstrapPeers(swarmId *big.Int) ([]byte, error) {
	return swarmCoordinator.abi.Pack("bootstrapPeers", swarmId)
}

// UnpackBootstrapPeers is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x68e9d153.
//
// Solidity: function bootstrapPeers(uint256 swarmId) view returns(string[])
func (swarmCoordinator *SwarmCoordinator) UnpackBootstrapPeers(data []byte) ([]string, error) {
	out, err := swarmCoordinator.abi.Unpack("bootstrapPeers", data)
	if err != nil {
		return *new([]string), err
	}
	out0 := *abi.ConvertType(out[0], new([]string)).(*[]string)
	return out0, nil
}

// PackCommitCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4b1ec368.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function commitCount(uint256 swarmId, uint64 round, bytes32 winnersHash) view returns(uint256)
func (swarmCoordinator *SwarmCoordinator) PackCommitCount(swarmId *big.Int, round uint64, winnersHash [32]byte) []byte {
	enc, err := swarmCoordinator.abi.Pack("commitCount", swarmId, round, winnersHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCommitCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4b1ec368.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function commitCount(uint256 swarmId, uint64 round, bytes32 winnersHash) view returns(uint256)
func (swarmCoordinator *SwarmCoordinator) TryPackCommitCount(swarmId *big.Int, round uint64, winnersHash [32]byte) ([]byte, error) {
	return swarmCoordinator.abi.Pack("commitCount", swarmId, round, winnersHash)
}

// UnpackCommitCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4b1ec368.
//
// Solidity: function commitCount(uint256 swarmId, uint64 round, bytes32 winnersHash) view returns(uint256)
func (swarmCoordinator *SwarmCoordinator) UnpackCommitCount(data []byte) (*big.Int, error) {
	out, err := swarmCoordinator.abi.Unpack("commitCount", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCommitRound is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd69320c5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function commitRound(uint256 swarmId, uint64 round, bytes32 votesRoot, address[] winners) returns()
func (swarmCoordinator *SwarmCoordinator) PackCommitRound(swarmId *big.Int, round uint64, votesRoot [32]byte, winners []common.Address) []byte {
	enc, err := swarmCoordinator.abi.Pack("commitRound", swarmId, round, votesRoot, winners)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCommitRound is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd69320c5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function commitRound(uint256 swarmId, uint64 round, bytes32 votesRoot, address[] winners) returns()
func (swarmCoordinator *SwarmCoordinator) TryPackCommitRound(swarmId *big.Int, round uint64, votesRoot [32]byte, winners []common.Address) ([]byte, error) {
	return swarmCoordinator.abi.Pack("commitRound", swarmId, round, votesRoot, winners)
}

// PackCreateSwarm is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x49506fb1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function createSwarm(uint64 startTime, uint32 roundDuration, uint8 stages, uint8 questions, uint8 shown, uint8 winners, uint8 localRollouts, uint8 externalRollouts, bytes32 taskFamily, string modelCid) returns(uint256 swarmId)
func (swarmCoordinator *SwarmCoordinator) PackCreateSwarm(startTime uint64, roundDuration uint32, stages uint8, questions uint8, shown uint8, winners uint8, localRollouts uint8, externalRollouts uint8, taskFamily [32]byte, modelCid string) []byte {
	enc, err := swarmCoordinator.abi.Pack("createSwarm", startTime, roundDuration, stages, questions, shown, winners, localRollouts, externalRollouts, taskFamily, modelCid)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreateSwarm is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x49506fb1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function createSwarm(uint64 startTime, uint32 roundDuration, uint8 stages, uint8 questions, uint8 shown, uint8 winners, uint8 localRollouts, uint8 externalRollouts, bytes32 taskFamily, string modelCid) returns(uint256 swarmId)
func (swarmCoordinator *SwarmCoordinator) TryPackCreateSwarm(startTime uint64, roundDuration uint32, stages uint8, questions uint8, shown uint8, winners uint8, localRollouts uint8, externalRollouts uint8, taskFamily [32]byte, modelCid string) ([]byte, error) {
	return swarmCoordinator.abi.Pack("createSwarm", startTime, roundDuration, stages, questions, shown, winners, localRollouts, externalRollouts, taskFamily, modelCid)
}

// UnpackCreateSwarm is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x49506fb1.
//
// Solidity: function createSwarm(uint64 startTime, uint32 roundDuration, uint8 stages, uint8 questions, uint8 shown, uint8 winners, uint8 localRollouts, uint8 externalRollouts, bytes32 taskFamily, string modelCid) returns(uint256 swarmId)
func (swarmCoordinator *SwarmCoordinator) UnpackCreateSwarm(data []byte) (*big.Int, error) {
	out, err := swarmCoordinator.abi.Unpack("createSwarm", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCurrentRound is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf64d85af.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function currentRound(uint256 swarmId) view returns(bool started, uint64 round, uint8 stage)
func (swarmCoordinator *SwarmCoordinator) PackCurrentRound(swarmId *big.Int) []byte {
	enc, err := swarmCoordinator.abi.Pack("currentRound", swarmId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCurrentRound is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf64d85af.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function currentRound(uint256 swarmId) view returns(bool started, uint64 round, uint8 stage)
func (swarmCoordinator *SwarmCoordinator) TryPackCurrentRound(swarmId *big.Int) ([]byte, error) {
	return swarmCoordinator.abi.Pack("currentRound", swarmId)
}

// CurrentRoundOutput serves as a container for the return parameters of contract
// method CurrentRound.
type CurrentRoundOutput struct {
	Started bool
	Round   uint64
	Stage   uint8
}

// UnpackCurrentRound is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf64d85af.
//
// Solidity: function currentRound(uint256 swarmId) view returns(bool started, uint64 round, uint8 stage)
func (swarmCoordinator *SwarmCoordinator) UnpackCurrentRound(data []byte) (CurrentRoundOutput, error) {
	out, err := swarmCoordinator.abi.Unpack("currentRound", data)
	outstruct := new(CurrentRoundOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Started = *abi.ConvertType(out[0], new(bool)).(*bool)
	outstruct.Round = *abi.ConvertType(out[1], new(uint64)).(*uint64)
	outstruct.Stage = *abi.ConvertType(out[2], new(uint8)).(*uint8)
	return *outstruct, nil
}

// PackIsMember is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7d9e10f5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isMember(uint256 swarmId, address node) view returns(bool)
func (swarmCoordinator *SwarmCoordinator) PackIsMember(swarmId *big.Int, node common.Address) []byte {
	enc, err := swarmCoordinator.abi.Pack("isMember", swarmId, node)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsMember is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7d9e10f5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isMember(uint256 swarmId, address node) view returns(bool)
func (swarmCoordinator *SwarmCoordinator) TryPackIsMember(swarmId *big.Int, node common.Address) ([]byte, error) {
	return swarmCoordinator.abi.Pack("isMember", swarmId, node)
}

// UnpackIsMember is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7d9e10f5.
//
// Solidity: function isMember(uint256 swarmId, address node) view returns(bool)
func (swarmCoordinator *SwarmCoordinator) UnpackIsMember(data []byte) (bool, error) {
	out, err := swarmCoordinator.abi.Unpack("isMember", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackMember is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x37c36dd4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function member(uint256 swarmId, address node) view returns((uint64,uint64,uint8))
func (swarmCoordinator *SwarmCoordinator) PackMember(swarmId *big.Int, node common.Address) []byte {
	enc, err := swarmCoordinator.abi.Pack("member", swarmId, node)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMember is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x37c36dd4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function member(uint256 swarmId, address node) view returns((uint64,uint64,uint8))
func (swarmCoordinator *SwarmCoordinator) TryPackMember(swarmId *big.Int, node common.Address) ([]byte, error) {
	return swarmCoordinator.abi.Pack("member", swarmId, node)
}

// UnpackMember is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x37c36dd4.
//
// Solidity: function member(uint256 swarmId, address node) view returns((uint64,uint64,uint8))
func (swarmCoordinator *SwarmCoordinator) UnpackMember(data []byte) (SwarmCoordinatorMember, error) {
	out, err := swarmCoordinator.abi.Unpack("member", data)
	if err != nil {
		return *new(SwarmCoordinatorMember), err
	}
	out0 := *abi.ConvertType(out[0], new(SwarmCoordinatorMember)).(*SwarmCoordinatorMember)
	return out0, nil
}

// PackPeerIdOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x32154e0e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function peerIdOf(uint256 swarmId, address node) view returns(bytes)
func (swarmCoordinator *SwarmCoordinator) PackPeerIdOf(swarmId *big.Int, node common.Address) []byte {
	enc, err := swarmCoordinator.abi.Pack("peerIdOf", swarmId, node)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPeerIdOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x32154e0e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function peerIdOf(uint256 swarmId, address node) view returns(bytes)
func (swarmCoordinator *SwarmCoordinator) TryPackPeerIdOf(swarmId *big.Int, node common.Address) ([]byte, error) {
	return swarmCoordinator.abi.Pack("peerIdOf", swarmId, node)
}

// UnpackPeerIdOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x32154e0e.
//
// Solidity: function peerIdOf(uint256 swarmId, address node) view returns(bytes)
func (swarmCoordinator *SwarmCoordinator) UnpackPeerIdOf(data []byte) ([]byte, error) {
	out, err := swarmCoordinator.abi.Unpack("peerIdOf", data)
	if err != nil {
		return *new([]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([]byte)).(*[]byte)
	return out0, nil
}

// PackRegister is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4cff5ae4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function register(uint256 swarmId, bytes pubkey, bytes peerId) returns()
func (swarmCoordinator *SwarmCoordinator) PackRegister(swarmId *big.Int, pubkey []byte, peerId []byte) []byte {
	enc, err := swarmCoordinator.abi.Pack("register", swarmId, pubkey, peerId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegister is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4cff5ae4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function register(uint256 swarmId, bytes pubkey, bytes peerId) returns()
func (swarmCoordinator *SwarmCoordinator) TryPackRegister(swarmId *big.Int, pubkey []byte, peerId []byte) ([]byte, error) {
	return swarmCoordinator.abi.Pack("register", swarmId, pubkey, peerId)
}

// PackRoundResult is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1590f30f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function roundResult(uint256 swarmId, uint64 round) view returns(bytes24 leader, uint32 leaderCount, uint32 committers, bool agreed, bool final_)
func (swarmCoordinator *SwarmCoordinator) PackRoundResult(swarmId *big.Int, round uint64) []byte {
	enc, err := swarmCoordinator.abi.Pack("roundResult", swarmId, round)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRoundResult is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1590f30f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function roundResult(uint256 swarmId, uint64 round) view returns(bytes24 leader, uint32 leaderCount, uint32 committers, bool agreed, bool final_)
func (swarmCoordinator *SwarmCoordinator) TryPackRoundResult(swarmId *big.Int, round uint64) ([]byte, error) {
	return swarmCoordinator.abi.Pack("roundResult", swarmId, round)
}

// RoundResultOutput serves as a container for the return parameters of contract
// method RoundResult.
type RoundResultOutput struct {
	Leader      [24]byte
	LeaderCount uint32
	Committers  uint32
	Agreed      bool
	Final       bool
}

// UnpackRoundResult is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1590f30f.
//
// Solidity: function roundResult(uint256 swarmId, uint64 round) view returns(bytes24 leader, uint32 leaderCount, uint32 committers, bool agreed, bool final_)
func (swarmCoordinator *SwarmCoordinator) UnpackRoundResult(data []byte) (RoundResultOutput, error) {
	out, err := swarmCoordinator.abi.Unpack("roundResult", data)
	outstruct := new(RoundResultOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Leader = *abi.ConvertType(out[0], new([24]byte)).(*[24]byte)
	outstruct.LeaderCount = *abi.ConvertType(out[1], new(uint32)).(*uint32)
	outstruct.Committers = *abi.ConvertType(out[2], new(uint32)).(*uint32)
	outstruct.Agreed = *abi.ConvertType(out[3], new(bool)).(*bool)
	outstruct.Final = *abi.ConvertType(out[4], new(bool)).(*bool)
	return *outstruct, nil
}

// PackSetBootstrap is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdaf8ad77.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setBootstrap(uint256 swarmId, string[] addrs) returns()
func (swarmCoordinator *SwarmCoordinator) PackSetBootstrap(swarmId *big.Int, addrs []string) []byte {
	enc, err := swarmCoordinator.abi.Pack("setBootstrap", swarmId, addrs)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetBootstrap is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdaf8ad77.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setBootstrap(uint256 swarmId, string[] addrs) returns()
func (swarmCoordinator *SwarmCoordinator) TryPackSetBootstrap(swarmId *big.Int, addrs []string) ([]byte, error) {
	return swarmCoordinator.abi.Pack("setBootstrap", swarmId, addrs)
}

// PackSetCoordinator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbb95b9d4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setCoordinator(uint256 swarmId, address coordinator) returns()
func (swarmCoordinator *SwarmCoordinator) PackSetCoordinator(swarmId *big.Int, coordinator common.Address) []byte {
	enc, err := swarmCoordinator.abi.Pack("setCoordinator", swarmId, coordinator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetCoordinator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbb95b9d4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setCoordinator(uint256 swarmId, address coordinator) returns()
func (swarmCoordinator *SwarmCoordinator) TryPackSetCoordinator(swarmId *big.Int, coordinator common.Address) ([]byte, error) {
	return swarmCoordinator.abi.Pack("setCoordinator", swarmId, coordinator)
}

// PackSetModel is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb9ae6fad.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setModel(uint256 swarmId, string modelCid) returns()
func (swarmCoordinator *SwarmCoordinator) PackSetModel(swarmId *big.Int, modelCid string) []byte {
	enc, err := swarmCoordinator.abi.Pack("setModel", swarmId, modelCid)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetModel is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb9ae6fad.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setModel(uint256 swarmId, string modelCid) returns()
func (swarmCoordinator *SwarmCoordinator) TryPackSetModel(swarmId *big.Int, modelCid string) ([]byte, error) {
	return swarmCoordinator.abi.Pack("setModel", swarmId, modelCid)
}

// PackSwarm is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc7f92c4f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swarm(uint256 swarmId) view returns((address,uint64,uint32,uint8,uint32,uint8,uint8,uint8,uint8,uint8,bytes32,string))
func (swarmCoordinator *SwarmCoordinator) PackSwarm(swarmId *big.Int) []byte {
	enc, err := swarmCoordinator.abi.Pack("swarm", swarmId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSwarm is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc7f92c4f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function swarm(uint256 swarmId) view returns((address,uint64,uint32,uint8,uint32,uint8,uint8,uint8,uint8,uint8,bytes32,string))
func (swarmCoordinator *SwarmCoordinator) TryPackSwarm(swarmId *big.Int) ([]byte, error) {
	return swarmCoordinator.abi.Pack("swarm", swarmId)
}

// UnpackSwarm is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc7f92c4f.
//
// Solidity: function swarm(uint256 swarmId) view returns((address,uint64,uint32,uint8,uint32,uint8,uint8,uint8,uint8,uint8,bytes32,string))
func (swarmCoordinator *SwarmCoordinator) UnpackSwarm(data []byte) (SwarmCoordinatorSwarm, error) {
	out, err := swarmCoordinator.abi.Unpack("swarm", data)
	if err != nil {
		return *new(SwarmCoordinatorSwarm), err
	}
	out0 := *abi.ConvertType(out[0], new(SwarmCoordinatorSwarm)).(*SwarmCoordinatorSwarm)
	return out0, nil
}

// PackSwarmCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x25dc4e49.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swarmCount() view returns(uint256)
func (swarmCoordinator *SwarmCoordinator) PackSwarmCount() []byte {
	enc, err := swarmCoordinator.abi.Pack("swarmCount")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSwarmCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x25dc4e49.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function swarmCount() view returns(uint256)
func (swarmCoordinator *SwarmCoordinator) TryPackSwarmCount() ([]byte, error) {
	return swarmCoordinator.abi.Pack("swarmCount")
}

// UnpackSwarmCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x25dc4e49.
//
// Solidity: function swarmCount() view returns(uint256)
func (swarmCoordinator *SwarmCoordinator) UnpackSwarmCount(data []byte) (*big.Int, error) {
	out, err := swarmCoordinator.abi.Unpack("swarmCount", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// SwarmCoordinatorBootstrapUpdated represents a BootstrapUpdated event raised by the SwarmCoordinator contract.
type SwarmCoordinatorBootstrapUpdated struct {
	SwarmId *big.Int
	Count   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const SwarmCoordinatorBootstrapUpdatedEventName = "BootstrapUpdated"

// ContractEventName returns the user-defined event name.
func (SwarmCoordinatorBootstrapUpdated) ContractEventName() string {
	return SwarmCoordinatorBootstrapUpdatedEventName
}

// UnpackBootstrapUpdatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BootstrapUpdated(uint256 indexed swarmId, uint256 count)
func (swarmCoordinator *SwarmCoordinator) UnpackBootstrapUpdatedEvent(log *types.Log) (*SwarmCoordinatorBootstrapUpdated, error) {
	event := "BootstrapUpdated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != swarmCoordinator.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SwarmCoordinatorBootstrapUpdated)
	if len(log.Data) > 0 {
		if err := swarmCoordinator.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range swarmCoordinator.abi.Events[event].Inputs {
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

// SwarmCoordinatorCoordinatorChanged represents a CoordinatorChanged event raised by the SwarmCoordinator contract.
type SwarmCoordinatorCoordinatorChanged struct {
	SwarmId     *big.Int
	Coordinator common.Address
	Raw         *types.Log // Blockchain specific contextual infos
}

const SwarmCoordinatorCoordinatorChangedEventName = "CoordinatorChanged"

// ContractEventName returns the user-defined event name.
func (SwarmCoordinatorCoordinatorChanged) ContractEventName() string {
	return SwarmCoordinatorCoordinatorChangedEventName
}

// UnpackCoordinatorChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CoordinatorChanged(uint256 indexed swarmId, address indexed coordinator)
func (swarmCoordinator *SwarmCoordinator) UnpackCoordinatorChangedEvent(log *types.Log) (*SwarmCoordinatorCoordinatorChanged, error) {
	event := "CoordinatorChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != swarmCoordinator.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SwarmCoordinatorCoordinatorChanged)
	if len(log.Data) > 0 {
		if err := swarmCoordinator.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range swarmCoordinator.abi.Events[event].Inputs {
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

// SwarmCoordinatorModelUpdated represents a ModelUpdated event raised by the SwarmCoordinator contract.
type SwarmCoordinatorModelUpdated struct {
	SwarmId  *big.Int
	ModelCid string
	Raw      *types.Log // Blockchain specific contextual infos
}

const SwarmCoordinatorModelUpdatedEventName = "ModelUpdated"

// ContractEventName returns the user-defined event name.
func (SwarmCoordinatorModelUpdated) ContractEventName() string {
	return SwarmCoordinatorModelUpdatedEventName
}

// UnpackModelUpdatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ModelUpdated(uint256 indexed swarmId, string modelCid)
func (swarmCoordinator *SwarmCoordinator) UnpackModelUpdatedEvent(log *types.Log) (*SwarmCoordinatorModelUpdated, error) {
	event := "ModelUpdated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != swarmCoordinator.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SwarmCoordinatorModelUpdated)
	if len(log.Data) > 0 {
		if err := swarmCoordinator.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range swarmCoordinator.abi.Events[event].Inputs {
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

// SwarmCoordinatorNodeRegistered represents a NodeRegistered event raised by the SwarmCoordinator contract.
type SwarmCoordinatorNodeRegistered struct {
	SwarmId *big.Int
	Node    common.Address
	PeerId  []byte
	Raw     *types.Log // Blockchain specific contextual infos
}

const SwarmCoordinatorNodeRegisteredEventName = "NodeRegistered"

// ContractEventName returns the user-defined event name.
func (SwarmCoordinatorNodeRegistered) ContractEventName() string {
	return SwarmCoordinatorNodeRegisteredEventName
}

// UnpackNodeRegisteredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event NodeRegistered(uint256 indexed swarmId, address indexed node, bytes peerId)
func (swarmCoordinator *SwarmCoordinator) UnpackNodeRegisteredEvent(log *types.Log) (*SwarmCoordinatorNodeRegistered, error) {
	event := "NodeRegistered"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != swarmCoordinator.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SwarmCoordinatorNodeRegistered)
	if len(log.Data) > 0 {
		if err := swarmCoordinator.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range swarmCoordinator.abi.Events[event].Inputs {
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

// SwarmCoordinatorRoundCommitted represents a RoundCommitted event raised by the SwarmCoordinator contract.
type SwarmCoordinatorRoundCommitted struct {
	SwarmId     *big.Int
	Round       uint64
	Node        common.Address
	VotesRoot   [32]byte
	WinnersHash [32]byte
	Winners     []common.Address
	Raw         *types.Log // Blockchain specific contextual infos
}

const SwarmCoordinatorRoundCommittedEventName = "RoundCommitted"

// ContractEventName returns the user-defined event name.
func (SwarmCoordinatorRoundCommitted) ContractEventName() string {
	return SwarmCoordinatorRoundCommittedEventName
}

// UnpackRoundCommittedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RoundCommitted(uint256 indexed swarmId, uint64 indexed round, address indexed node, bytes32 votesRoot, bytes32 winnersHash, address[] winners)
func (swarmCoordinator *SwarmCoordinator) UnpackRoundCommittedEvent(log *types.Log) (*SwarmCoordinatorRoundCommitted, error) {
	event := "RoundCommitted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != swarmCoordinator.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SwarmCoordinatorRoundCommitted)
	if len(log.Data) > 0 {
		if err := swarmCoordinator.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range swarmCoordinator.abi.Events[event].Inputs {
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

// SwarmCoordinatorSwarmCreated represents a SwarmCreated event raised by the SwarmCoordinator contract.
type SwarmCoordinatorSwarmCreated struct {
	SwarmId     *big.Int
	Coordinator common.Address
	TaskFamily  [32]byte
	ModelCid    string
	Raw         *types.Log // Blockchain specific contextual infos
}

const SwarmCoordinatorSwarmCreatedEventName = "SwarmCreated"

// ContractEventName returns the user-defined event name.
func (SwarmCoordinatorSwarmCreated) ContractEventName() string {
	return SwarmCoordinatorSwarmCreatedEventName
}

// UnpackSwarmCreatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SwarmCreated(uint256 indexed swarmId, address indexed coordinator, bytes32 taskFamily, string modelCid)
func (swarmCoordinator *SwarmCoordinator) UnpackSwarmCreatedEvent(log *types.Log) (*SwarmCoordinatorSwarmCreated, error) {
	event := "SwarmCreated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != swarmCoordinator.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SwarmCoordinatorSwarmCreated)
	if len(log.Data) > 0 {
		if err := swarmCoordinator.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range swarmCoordinator.abi.Events[event].Inputs {
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
func (swarmCoordinator *SwarmCoordinator) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], swarmCoordinator.abi.Errors["AlreadyCommitted"].ID.Bytes()[:4]) {
		return swarmCoordinator.UnpackAlreadyCommittedError(raw[4:])
	}
	if bytes.Equal(raw[:4], swarmCoordinator.abi.Errors["AlreadyRegistered"].ID.Bytes()[:4]) {
		return swarmCoordinator.UnpackAlreadyRegisteredError(raw[4:])
	}
	if bytes.Equal(raw[:4], swarmCoordinator.abi.Errors["BadPublicKey"].ID.Bytes()[:4]) {
		return swarmCoordinator.UnpackBadPublicKeyError(raw[4:])
	}
	if bytes.Equal(raw[:4], swarmCoordinator.abi.Errors["BadSwarmParams"].ID.Bytes()[:4]) {
		return swarmCoordinator.UnpackBadSwarmParamsError(raw[4:])
	}
	if bytes.Equal(raw[:4], swarmCoordinator.abi.Errors["CommitWindowClosed"].ID.Bytes()[:4]) {
		return swarmCoordinator.UnpackCommitWindowClosedError(raw[4:])
	}
	if bytes.Equal(raw[:4], swarmCoordinator.abi.Errors["CommitWindowNotOpen"].ID.Bytes()[:4]) {
		return swarmCoordinator.UnpackCommitWindowNotOpenError(raw[4:])
	}
	if bytes.Equal(raw[:4], swarmCoordinator.abi.Errors["JoinedAfterRoundStart"].ID.Bytes()[:4]) {
		return swarmCoordinator.UnpackJoinedAfterRoundStartError(raw[4:])
	}
	if bytes.Equal(raw[:4], swarmCoordinator.abi.Errors["NotCoordinator"].ID.Bytes()[:4]) {
		return swarmCoordinator.UnpackNotCoordinatorError(raw[4:])
	}
	if bytes.Equal(raw[:4], swarmCoordinator.abi.Errors["NotRegistered"].ID.Bytes()[:4]) {
		return swarmCoordinator.UnpackNotRegisteredError(raw[4:])
	}
	if bytes.Equal(raw[:4], swarmCoordinator.abi.Errors["PeerIdMismatch"].ID.Bytes()[:4]) {
		return swarmCoordinator.UnpackPeerIdMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], swarmCoordinator.abi.Errors["PublicKeyNotSender"].ID.Bytes()[:4]) {
		return swarmCoordinator.UnpackPublicKeyNotSenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], swarmCoordinator.abi.Errors["TooManyBootstrapPeers"].ID.Bytes()[:4]) {
		return swarmCoordinator.UnpackTooManyBootstrapPeersError(raw[4:])
	}
	if bytes.Equal(raw[:4], swarmCoordinator.abi.Errors["TooManyWinners"].ID.Bytes()[:4]) {
		return swarmCoordinator.UnpackTooManyWinnersError(raw[4:])
	}
	if bytes.Equal(raw[:4], swarmCoordinator.abi.Errors["UnknownSwarm"].ID.Bytes()[:4]) {
		return swarmCoordinator.UnpackUnknownSwarmError(raw[4:])
	}
	if bytes.Equal(raw[:4], swarmCoordinator.abi.Errors["WinnersNotSorted"].ID.Bytes()[:4]) {
		return swarmCoordinator.UnpackWinnersNotSortedError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// SwarmCoordinatorAlreadyCommitted represents a AlreadyCommitted error raised by the SwarmCoordinator contract.
type SwarmCoordinatorAlreadyCommitted struct {
	SwarmId *big.Int
	Round   uint64
	Node    common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyCommitted(uint256 swarmId, uint64 round, address node)
func SwarmCoordinatorAlreadyCommittedErrorID() common.Hash {
	return common.HexToHash("0x7fccadd90d203f91877e48a39f922312ff23138463f5127820101bd1a18d0aa6")
}

// UnpackAlreadyCommittedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyCommitted(uint256 swarmId, uint64 round, address node)
func (swarmCoordinator *SwarmCoordinator) UnpackAlreadyCommittedError(raw []byte) (*SwarmCoordinatorAlreadyCommitted, error) {
	out := new(SwarmCoordinatorAlreadyCommitted)
	if err := swarmCoordinator.abi.UnpackIntoInterface(out, "AlreadyCommitted", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SwarmCoordinatorAlreadyRegistered represents a AlreadyRegistered error raised by the SwarmCoordinator contract.
type SwarmCoordinatorAlreadyRegistered struct {
	SwarmId *big.Int
	Node    common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyRegistered(uint256 swarmId, address node)
func SwarmCoordinatorAlreadyRegisteredErrorID() common.Hash {
	return common.HexToHash("0x8015494f74764cdcbf0441d7f432cd41d875b06956844c092414bcf0cf2bc0f5")
}

// UnpackAlreadyRegisteredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyRegistered(uint256 swarmId, address node)
func (swarmCoordinator *SwarmCoordinator) UnpackAlreadyRegisteredError(raw []byte) (*SwarmCoordinatorAlreadyRegistered, error) {
	out := new(SwarmCoordinatorAlreadyRegistered)
	if err := swarmCoordinator.abi.UnpackIntoInterface(out, "AlreadyRegistered", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SwarmCoordinatorBadPublicKey represents a BadPublicKey error raised by the SwarmCoordinator contract.
type SwarmCoordinatorBadPublicKey struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadPublicKey()
func SwarmCoordinatorBadPublicKeyErrorID() common.Hash {
	return common.HexToHash("0xdb477c00ef351c07ad229e1b51d9b812a827c5ca146549626b0a395532a67643")
}

// UnpackBadPublicKeyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadPublicKey()
func (swarmCoordinator *SwarmCoordinator) UnpackBadPublicKeyError(raw []byte) (*SwarmCoordinatorBadPublicKey, error) {
	out := new(SwarmCoordinatorBadPublicKey)
	if err := swarmCoordinator.abi.UnpackIntoInterface(out, "BadPublicKey", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SwarmCoordinatorBadSwarmParams represents a BadSwarmParams error raised by the SwarmCoordinator contract.
type SwarmCoordinatorBadSwarmParams struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadSwarmParams()
func SwarmCoordinatorBadSwarmParamsErrorID() common.Hash {
	return common.HexToHash("0x254ab10d2d1195695a0741afd324a1f150c09e22fc653ed9446c42ebccb8c09d")
}

// UnpackBadSwarmParamsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadSwarmParams()
func (swarmCoordinator *SwarmCoordinator) UnpackBadSwarmParamsError(raw []byte) (*SwarmCoordinatorBadSwarmParams, error) {
	out := new(SwarmCoordinatorBadSwarmParams)
	if err := swarmCoordinator.abi.UnpackIntoInterface(out, "BadSwarmParams", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SwarmCoordinatorCommitWindowClosed represents a CommitWindowClosed error raised by the SwarmCoordinator contract.
type SwarmCoordinatorCommitWindowClosed struct {
	SwarmId *big.Int
	Round   uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CommitWindowClosed(uint256 swarmId, uint64 round)
func SwarmCoordinatorCommitWindowClosedErrorID() common.Hash {
	return common.HexToHash("0x453e531e82d04fa60ed5651aad58772546c08d8b26396d004cdf105c6151895d")
}

// UnpackCommitWindowClosedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CommitWindowClosed(uint256 swarmId, uint64 round)
func (swarmCoordinator *SwarmCoordinator) UnpackCommitWindowClosedError(raw []byte) (*SwarmCoordinatorCommitWindowClosed, error) {
	out := new(SwarmCoordinatorCommitWindowClosed)
	if err := swarmCoordinator.abi.UnpackIntoInterface(out, "CommitWindowClosed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SwarmCoordinatorCommitWindowNotOpen represents a CommitWindowNotOpen error raised by the SwarmCoordinator contract.
type SwarmCoordinatorCommitWindowNotOpen struct {
	SwarmId *big.Int
	Round   uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CommitWindowNotOpen(uint256 swarmId, uint64 round)
func SwarmCoordinatorCommitWindowNotOpenErrorID() common.Hash {
	return common.HexToHash("0x1d00a7d6dfdce7b606b20fc16011b21655fda73afb1eed4722a1848316395723")
}

// UnpackCommitWindowNotOpenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CommitWindowNotOpen(uint256 swarmId, uint64 round)
func (swarmCoordinator *SwarmCoordinator) UnpackCommitWindowNotOpenError(raw []byte) (*SwarmCoordinatorCommitWindowNotOpen, error) {
	out := new(SwarmCoordinatorCommitWindowNotOpen)
	if err := swarmCoordinator.abi.UnpackIntoInterface(out, "CommitWindowNotOpen", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SwarmCoordinatorJoinedAfterRoundStart represents a JoinedAfterRoundStart error raised by the SwarmCoordinator contract.
type SwarmCoordinatorJoinedAfterRoundStart struct {
	SwarmId *big.Int
	Round   uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error JoinedAfterRoundStart(uint256 swarmId, uint64 round)
func SwarmCoordinatorJoinedAfterRoundStartErrorID() common.Hash {
	return common.HexToHash("0x3012b26ca84de62ffa3792a78bd24b9c4f93e59468327aba57aaac725848335a")
}

// UnpackJoinedAfterRoundStartError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error JoinedAfterRoundStart(uint256 swarmId, uint64 round)
func (swarmCoordinator *SwarmCoordinator) UnpackJoinedAfterRoundStartError(raw []byte) (*SwarmCoordinatorJoinedAfterRoundStart, error) {
	out := new(SwarmCoordinatorJoinedAfterRoundStart)
	if err := swarmCoordinator.abi.UnpackIntoInterface(out, "JoinedAfterRoundStart", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SwarmCoordinatorNotCoordinator represents a NotCoordinator error raised by the SwarmCoordinator contract.
type SwarmCoordinatorNotCoordinator struct {
	SwarmId *big.Int
	Caller  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotCoordinator(uint256 swarmId, address caller)
func SwarmCoordinatorNotCoordinatorErrorID() common.Hash {
	return common.HexToHash("0x0409f3fbfea6f33d11717c79328c241df325dd4e8a2a0c3d81b69c67fcee8216")
}

// UnpackNotCoordinatorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotCoordinator(uint256 swarmId, address caller)
func (swarmCoordinator *SwarmCoordinator) UnpackNotCoordinatorError(raw []byte) (*SwarmCoordinatorNotCoordinator, error) {
	out := new(SwarmCoordinatorNotCoordinator)
	if err := swarmCoordinator.abi.UnpackIntoInterface(out, "NotCoordinator", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SwarmCoordinatorNotRegistered represents a NotRegistered error raised by the SwarmCoordinator contract.
type SwarmCoordinatorNotRegistered struct {
	SwarmId *big.Int
	Node    common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotRegistered(uint256 swarmId, address node)
func SwarmCoordinatorNotRegisteredErrorID() common.Hash {
	return common.HexToHash("0xe4e1e6e2034f379721766746855fe7b7391265cb7ec2aaf53f2dbb81f9a69fc6")
}

// UnpackNotRegisteredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotRegistered(uint256 swarmId, address node)
func (swarmCoordinator *SwarmCoordinator) UnpackNotRegisteredError(raw []byte) (*SwarmCoordinatorNotRegistered, error) {
	out := new(SwarmCoordinatorNotRegistered)
	if err := swarmCoordinator.abi.UnpackIntoInterface(out, "NotRegistered", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SwarmCoordinatorPeerIdMismatch represents a PeerIdMismatch error raised by the SwarmCoordinator contract.
type SwarmCoordinatorPeerIdMismatch struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PeerIdMismatch()
func SwarmCoordinatorPeerIdMismatchErrorID() common.Hash {
	return common.HexToHash("0x7cd62deb8b1d7f2ad0020d91ce69612f6cd62f60005f5e90617436844bcd81a1")
}

// UnpackPeerIdMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PeerIdMismatch()
func (swarmCoordinator *SwarmCoordinator) UnpackPeerIdMismatchError(raw []byte) (*SwarmCoordinatorPeerIdMismatch, error) {
	out := new(SwarmCoordinatorPeerIdMismatch)
	if err := swarmCoordinator.abi.UnpackIntoInterface(out, "PeerIdMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SwarmCoordinatorPublicKeyNotSender represents a PublicKeyNotSender error raised by the SwarmCoordinator contract.
type SwarmCoordinatorPublicKeyNotSender struct {
	KeyAddress common.Address
	Sender     common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PublicKeyNotSender(address keyAddress, address sender)
func SwarmCoordinatorPublicKeyNotSenderErrorID() common.Hash {
	return common.HexToHash("0x4b529fa0468e4ea4b92de7b5f6510596d8c0619b20cd7d2c9f6859418410e456")
}

// UnpackPublicKeyNotSenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PublicKeyNotSender(address keyAddress, address sender)
func (swarmCoordinator *SwarmCoordinator) UnpackPublicKeyNotSenderError(raw []byte) (*SwarmCoordinatorPublicKeyNotSender, error) {
	out := new(SwarmCoordinatorPublicKeyNotSender)
	if err := swarmCoordinator.abi.UnpackIntoInterface(out, "PublicKeyNotSender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SwarmCoordinatorTooManyBootstrapPeers represents a TooManyBootstrapPeers error raised by the SwarmCoordinator contract.
type SwarmCoordinatorTooManyBootstrapPeers struct {
	N *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TooManyBootstrapPeers(uint256 n)
func SwarmCoordinatorTooManyBootstrapPeersErrorID() common.Hash {
	return common.HexToHash("0x4b59d047c4bbf222ee559a6c8fecbe5c8b1755e56044b3c24e666faabb4f7dba")
}

// UnpackTooManyBootstrapPeersError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TooManyBootstrapPeers(uint256 n)
func (swarmCoordinator *SwarmCoordinator) UnpackTooManyBootstrapPeersError(raw []byte) (*SwarmCoordinatorTooManyBootstrapPeers, error) {
	out := new(SwarmCoordinatorTooManyBootstrapPeers)
	if err := swarmCoordinator.abi.UnpackIntoInterface(out, "TooManyBootstrapPeers", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SwarmCoordinatorTooManyWinners represents a TooManyWinners error raised by the SwarmCoordinator contract.
type SwarmCoordinatorTooManyWinners struct {
	N *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TooManyWinners(uint256 n)
func SwarmCoordinatorTooManyWinnersErrorID() common.Hash {
	return common.HexToHash("0x1696fbee07151876dfb1c74eac79f4159c67ea6669a858807471be868ef641ed")
}

// UnpackTooManyWinnersError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TooManyWinners(uint256 n)
func (swarmCoordinator *SwarmCoordinator) UnpackTooManyWinnersError(raw []byte) (*SwarmCoordinatorTooManyWinners, error) {
	out := new(SwarmCoordinatorTooManyWinners)
	if err := swarmCoordinator.abi.UnpackIntoInterface(out, "TooManyWinners", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SwarmCoordinatorUnknownSwarm represents a UnknownSwarm error raised by the SwarmCoordinator contract.
type SwarmCoordinatorUnknownSwarm struct {
	SwarmId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownSwarm(uint256 swarmId)
func SwarmCoordinatorUnknownSwarmErrorID() common.Hash {
	return common.HexToHash("0xb5e8fe16c0e30a4bc0f60069668b760a9f8ce6d1332ea6615dd90bdd77d4b0eb")
}

// UnpackUnknownSwarmError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownSwarm(uint256 swarmId)
func (swarmCoordinator *SwarmCoordinator) UnpackUnknownSwarmError(raw []byte) (*SwarmCoordinatorUnknownSwarm, error) {
	out := new(SwarmCoordinatorUnknownSwarm)
	if err := swarmCoordinator.abi.UnpackIntoInterface(out, "UnknownSwarm", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SwarmCoordinatorWinnersNotSorted represents a WinnersNotSorted error raised by the SwarmCoordinator contract.
type SwarmCoordinatorWinnersNotSorted struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WinnersNotSorted()
func SwarmCoordinatorWinnersNotSortedErrorID() common.Hash {
	return common.HexToHash("0x9cf9b098b7a59442416a2e6e702470aa38728b9bdf9fcfbf5a5c7ce696257c20")
}

// UnpackWinnersNotSortedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WinnersNotSorted()
func (swarmCoordinator *SwarmCoordinator) UnpackWinnersNotSortedError(raw []byte) (*SwarmCoordinatorWinnersNotSorted, error) {
	out := new(SwarmCoordinatorWinnersNotSorted)
	if err := swarmCoordinator.abi.UnpackIntoInterface(out, "WinnersNotSorted", raw); err != nil {
		return nil, err
	}
	return out, nil
}
