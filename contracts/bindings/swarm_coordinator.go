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
	Coordinator   common.Address
	StartTime     uint64
	RoundDuration uint32
	Stages        uint8
	Participants  uint32
	TaskFamily    [32]byte
	ModelCid      string
}

// SwarmCoordinatorMetaData contains all meta data concerning the SwarmCoordinator contract.
var SwarmCoordinatorMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"round\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"node\",\"type\":\"address\"}],\"name\":\"AlreadyCommitted\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"node\",\"type\":\"address\"}],\"name\":\"AlreadyRegistered\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"BadPublicKey\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"BadSwarmParams\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"round\",\"type\":\"uint64\"}],\"name\":\"CommitWindowClosed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"round\",\"type\":\"uint64\"}],\"name\":\"CommitWindowNotOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"round\",\"type\":\"uint64\"}],\"name\":\"JoinedAfterRoundStart\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotCoordinator\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"node\",\"type\":\"address\"}],\"name\":\"NotRegistered\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"PeerIdMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"keyAddress\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"PublicKeyNotSender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"n\",\"type\":\"uint256\"}],\"name\":\"TooManyBootstrapPeers\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"n\",\"type\":\"uint256\"}],\"name\":\"TooManyWinners\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"}],\"name\":\"UnknownSwarm\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"WinnersNotSorted\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"}],\"name\":\"BootstrapUpdated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"coordinator\",\"type\":\"address\"}],\"name\":\"CoordinatorChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"modelCid\",\"type\":\"string\"}],\"name\":\"ModelUpdated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"node\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"peerId\",\"type\":\"bytes\"}],\"name\":\"NodeRegistered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"round\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"node\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"votesRoot\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"winnersHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"address[]\",\"name\":\"winners\",\"type\":\"address[]\"}],\"name\":\"RoundCommitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"coordinator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"taskFamily\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"modelCid\",\"type\":\"string\"}],\"name\":\"SwarmCreated\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"MAX_BOOTSTRAP\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_WINNERS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"}],\"name\":\"bootstrapPeers\",\"outputs\":[{\"internalType\":\"string[]\",\"name\":\"\",\"type\":\"string[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"round\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"winnersHash\",\"type\":\"bytes32\"}],\"name\":\"commitCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"round\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"votesRoot\",\"type\":\"bytes32\"},{\"internalType\":\"address[]\",\"name\":\"winners\",\"type\":\"address[]\"}],\"name\":\"commitRound\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"startTime\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"roundDuration\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"stages\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"taskFamily\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"modelCid\",\"type\":\"string\"}],\"name\":\"createSwarm\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"}],\"name\":\"currentRound\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"started\",\"type\":\"bool\"},{\"internalType\":\"uint64\",\"name\":\"round\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"stage\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"node\",\"type\":\"address\"}],\"name\":\"isMember\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"node\",\"type\":\"address\"}],\"name\":\"member\",\"outputs\":[{\"components\":[{\"internalType\":\"uint64\",\"name\":\"joinedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"nextRound\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"keyParity\",\"type\":\"uint8\"}],\"internalType\":\"structSwarmCoordinator.Member\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"node\",\"type\":\"address\"}],\"name\":\"peerIdOf\",\"outputs\":[{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"pubkey\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"peerId\",\"type\":\"bytes\"}],\"name\":\"register\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"round\",\"type\":\"uint64\"}],\"name\":\"roundResult\",\"outputs\":[{\"internalType\":\"bytes24\",\"name\":\"leader\",\"type\":\"bytes24\"},{\"internalType\":\"uint32\",\"name\":\"leaderCount\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"committers\",\"type\":\"uint32\"},{\"internalType\":\"bool\",\"name\":\"agreed\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"final_\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"internalType\":\"string[]\",\"name\":\"addrs\",\"type\":\"string[]\"}],\"name\":\"setBootstrap\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"coordinator\",\"type\":\"address\"}],\"name\":\"setCoordinator\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"modelCid\",\"type\":\"string\"}],\"name\":\"setModel\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"swarmId\",\"type\":\"uint256\"}],\"name\":\"swarm\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"coordinator\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"startTime\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"roundDuration\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"stages\",\"type\":\"uint8\"},{\"internalType\":\"uint32\",\"name\":\"participants\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"taskFamily\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"modelCid\",\"type\":\"string\"}],\"internalType\":\"structSwarmCoordinator.Swarm\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"swarmCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "SwarmCoordinator",
	Bin: "0x6080604052348015600e575f5ffd5b506121178061001c5f395ff3fe608060405234801561000f575f5ffd5b5060043610610106575f3560e01c806368e9d1531161009e578063c7f92c4f1161006e578063c7f92c4f1461032e578063d69320c51461034e578063daf8ad7714610361578063eabd618514610374578063f64d85af1461037c575f5ffd5b806368e9d153146102985780637d9e10f5146102b8578063b9ae6fad14610308578063bb95b9d41461031b575f5ffd5b806332154e0e116100d957806332154e0e1461019557806337c36dd4146101b55780634b1ec368146102705780634cff5ae414610283575f5ffd5b80631590f30f1461010a578063238b77071461016457806325dc4e491461018557806329a62a761461018d575b5f5ffd5b61011d610118366004611760565b6103b7565b6040805167ffffffffffffffff19909616865263ffffffff9485166020870152939092169284019290925290151560608301521515608082015260a0015b60405180910390f35b6101776101723660046117ce565b6104ac565b60405190815260200161015b565b6101775f5481565b610177604081565b6101a86101a336600461186e565b6106ad565b60405161015b91906118bd565b61023d6101c336600461186e565b604080516060810182525f8082526020820181905291810191909152505f9182526003602090815260408084206001600160a01b0393909316845291815291819020815160608101835290546001600160401b038082168352600160401b82041693820193909352600160801b90920460ff169082015290565b6040805182516001600160401b039081168252602080850151909116908201529181015160ff169082015260600161015b565b61017761027e3660046118cf565b61076b565b610296610291366004611902565b610828565b005b6102ab6102a6366004611979565b610ac1565b60405161015b9190611990565b6102f86102c636600461186e565b5f9182526003602090815260408084206001600160a01b039390931684529190529020546001600160401b0316151590565b604051901515815260200161015b565b6102966103163660046119f3565b610ba8565b61029661032936600461186e565b610c46565b61034161033c366004611979565b610d08565b60405161015b9190611a3a565b61029661035c366004611b03565b610e52565b61029661036f366004611b54565b610f4a565b610177602081565b61038f61038a366004611979565b61105c565b6040805193151584526001600160401b03909216602084015260ff169082015260600161015b565b5f5f5f5f5f5f6103c68861115c565b5f8981526005602090815260408083206001600160401b038c168085529083528184208251606081018452905467ffffffffffffffff1981851b16825263ffffffff600160c01b8204811695830195909552600160e01b908190048516938201939093528554959650949190910490911690610443906002611ba2565b61044d9190611bb5565b83546104699190600160a01b90046001600160401b0316611ba2565b825160208401516040850151929350909163ffffffff808216906104909084166002611bb5565b1184421015975097509750975097505050509295509295909350565b5f63ffffffff861615806104c1575060ff8516155b806104d457508460ff168663ffffffff16105b156104f25760405163254ab10d60e01b815260040160405180910390fd5b866001600160401b03165f03610506574296505b5f5f815461051390611bcc565b91905081905590506040518060e00160405280336001600160a01b03168152602001886001600160401b031681526020018763ffffffff1681526020018660ff1681526020015f63ffffffff16815260200185815260200184848080601f0160208091040260200160405190810160405280939291908181526020018383808284375f920182905250939094525050838152600160208181526040928390208551815492870151948701516001600160a01b039091166001600160e01b031990931692909217600160a01b6001600160401b0390951694909402939093176001600160e01b0316600160e01b63ffffffff9283160217835560608501519183018054608087015160ff90941664ffffffffff1990911617610100939092169290920217905560a0830151600282015560c083015190915060038201906106599082611c7e565b50905050336001600160a01b0316817fcfd1198d54646bbe13d6367ae4412084133e5b74132116af81a9e4aab205bda986868660405161069b93929190611d64565b60405180910390a39695505050505050565b5f8281526003602090815260408083206001600160a01b0385168452909152812080546060926001600160401b0390911690036106f957505060408051602081019091525f8152610765565b80545f8581526004602090815260408083206001600160a01b038816845282529182902054915164250802122160d01b91810191909152600160801b90920460f81b6001600160f81b031916602683015260278201526047016040516020818303038152906040529150505b92915050565b5f8381526005602090815260408083206001600160401b038616845282528083208151606081018352905467ffffffffffffffff1981841b16825263ffffffff600160c01b82048116948301859052600160e01b9091041691810191909152908390158015906107e95750815167ffffffffffffffff198281169116145b1561080057506020015163ffffffff169050610821565b60065f61080e888885611199565b81526020019081526020015f2054925050505b9392505050565b5f6108328661115c565b905060408414610854576040516236d1df60ea1b815260040160405180910390fd5b5f8585604051610865929190611d86565b60405190819003902090506001600160a01b03811633146108af5760405163025a94fd60e51b81526001600160a01b03821660048201523360248201526044015b60405180910390fd5b5f6108bd602082888a611d95565b6108c691611dbc565b90505f8787603f8181106108dc576108dc611dd9565b9091013560f81c6001161590506108f45760036108f7565b60025b9050602785141580610930575064250802122160d01b61091a60065f888a611d95565b61092391611ded565b6001600160d01b03191614155b8061096057508060ff168686600681811061094d5761094d611dd9565b9050013560f81c60f81b60f81c60ff1614155b8061098157508161097560276007888a611d95565b61097e91611dbc565b14155b1561099f57604051637cd62deb60e01b815260040160405180910390fd5b5f898152600360209081526040808320338452909152902080546001600160401b0316156109e957604051638015494f60e01b8152600481018b90523360248201526044016108a6565b8054426001600160401b031670ff0000000000000000ffffffffffffffff1990911617600160801b60ff8416021781555f8a81526004602090815260408083203384529091529020839055600185810180548290610a53908290610100900463ffffffff16611e25565b92506101000a81548163ffffffff021916908363ffffffff160217905550336001600160a01b03168a7fdb39551b88a829e23d33cbedbfaa19f5ae0518e587e62d9ed32ae27f8b166cf98989604051610aad929190611e41565b60405180910390a350505050505050505050565b6060610acc8261115c565b505f82815260026020908152604080832080548251818502810185019093528083529193909284015b82821015610b9d578382905f5260205f20018054610b1290611bf8565b80601f0160208091040260200160405190810160405280929190818152602001828054610b3e90611bf8565b8015610b895780601f10610b6057610100808354040283529160200191610b89565b820191905f5260205f20905b815481529060010190602001808311610b6c57829003601f168201915b505050505081526020019060010190610af5565b505050509050919050565b825f610bb38261115c565b80549091506001600160a01b03163314610be957604051630409f3fb60e01b8152600481018390523360248201526044016108a6565b5f858152600160205260409020600301610c04848683611e54565b50847f8ebc53783e23213a06b7bbdd0bd63b77e97af33906ce56ffe8101e3bb4fbae688585604051610c37929190611e41565b60405180910390a25050505050565b815f610c518261115c565b80549091506001600160a01b03163314610c8757604051630409f3fb60e01b8152600481018390523360248201526044016108a6565b6001600160a01b038316610cae5760405163254ab10d60e01b815260040160405180910390fd5b5f8481526001602052604080822080546001600160a01b0319166001600160a01b0387169081179091559051909186917f4e57228c6a0d3e0e9f30d361f0a31c98f5c9bf49eb5a2b2025dd082601a995b69190a350505050565b6040805160e0810182525f8082526020820181905291810182905260608082018390526080820183905260a082019290925260c0810191909152610d4b8261115c565b6040805160e08101825282546001600160a01b03811682526001600160401b03600160a01b820416602083015263ffffffff600160e01b909104811692820192909252600183015460ff8116606083015261010090049091166080820152600282015460a082015260038201805491929160c084019190610dcb90611bf8565b80601f0160208091040260200160405190810160405280929190818152602001828054610df790611bf8565b8015610e425780601f10610e1957610100808354040283529160200191610e42565b820191905f5260205f20905b815481529060010190602001808311610e2557829003601f168201915b5050505050815250509050919050565b610e5c85856111ea565b5f610e6783836113ea565b9050610e748686836114dd565b15610ed057336001600160a01b0316856001600160401b0316877f70da4592ce572914b27159cb13ff0d41b0bfb59f6489d154ddffd687d258b53c87858888604051610ec39493929190611f0d565b60405180910390a4610f42565b336001600160401b038616877f70da4592ce572914b27159cb13ff0d41b0bfb59f6489d154ddffd687d258b53c87855f604051908082528060200260200182016040528015610f29578160200160208202803683370190505b50604051610f3993929190611f67565b60405180910390a45b505050505050565b825f610f558261115c565b80549091506001600160a01b03163314610f8b57604051630409f3fb60e01b8152600481018390523360248201526044016108a6565b6020831115610fb057604051634b59d04760e01b8152600481018490526024016108a6565b5f858152600260205260408120610fc6916116c7565b5f5b83811015611029575f868152600260205260409020858583818110610fef57610fef611dd9565b90506020028101906110019190611fc4565b82546001810184555f9384526020909320909201916110209183611e54565b50600101610fc8565b5060405183815285907fe70b89cdac346f7533618162283ec61dec44fa851bfd3e43b4de748ff32db1d590602001610c37565b5f5f5f5f6110698561115c565b8054909150600160a01b90046001600160401b0316421015611094575f5f5f93509350935050611155565b80545f906110b290600160a01b90046001600160401b031642612006565b82549091506110ce90600160e01b900463ffffffff168261202d565b600183015483549195505f916110f49160ff1690600160e01b900463ffffffff16612040565b835463ffffffff91821692505f91839161111791600160e01b9091041685612067565b611121919061202d565b600185015490915060ff16811061114b57600184810154611145919060ff1661207a565b60ff1690505b6001965093505050505b9193909250565b5f81815260016020526040902080546001600160a01b031661119457604051635af47f0b60e11b8152600481018390526024016108a6565b919050565b60408051602081018590526001600160401b0384169181019190915267ffffffffffffffff19821660608201525f906080016040516020818303038152906040528051906020012090509392505050565b5f6111f48361115c565b5f84815260036020908152604080832033845290915281208054929350916001600160401b0316900361124357604051637270f37160e11b8152600481018590523360248201526044016108a6565b81545f9061126790600160e01b900463ffffffff166001600160401b038616611bb5565b83546112839190600160a01b90046001600160401b0316611ba2565b82549091506001600160401b03168110156112c357604051630c04ac9b60e21b8152600481018690526001600160401b03851660248201526044016108a6565b82545f906112de90600160e01b900463ffffffff1683611ba2565b90508042101561131357604051630e8053eb60e11b8152600481018790526001600160401b03861660248201526044016108a6565b835461132c90600160e01b900463ffffffff1682611ba2565b421061135d5760405163229f298f60e11b8152600481018790526001600160401b03861660248201526044016108a6565b82546001600160401b03600160401b909104811690861610156113ab57604051637fccadd960e01b8152600481018790526001600160401b03861660248201523360448201526064016108a6565b6113b6856001612093565b83546001600160401b0391909116600160401b026fffffffffffffffff000000000000000019909116179092555050505050565b5f604082111561141057604051630b4b7df760e11b8152600481018390526024016108a6565b60015b828110156114ab578383611428600184612006565b81811061143757611437611dd9565b905060200201602081019061144c91906120b2565b6001600160a01b031684848381811061146757611467611dd9565b905060200201602081019061147c91906120b2565b6001600160a01b0316116114a35760405163139f361360e31b815260040160405180910390fd5b600101611413565b5082826040516020016114bf9291906120cb565b60405160208183030381529060405280519060200120905092915050565b5f8381526005602090815260408083206001600160401b038616845282528083208151606081018352905467ffffffffffffffff1981841b16825263ffffffff600160c01b8204811694830194909452600160e01b900490921690820181815284916001919061154e908390611e25565b63ffffffff908116909152602084015116158015915061157c5750815167ffffffffffffffff198281169116145b156115a2576001826020018181516115949190611e25565b63ffffffff16905250611655565b5f6115ae878784611199565b5f81815260066020526040812054919250906115cb906001611ba2565b9050806001149450836020015163ffffffff1681111561164157602084015163ffffffff161561162257836020015163ffffffff1660065f6116118b8b895f0151611199565b815260208101919091526040015f20555b67ffffffffffffffff198316845263ffffffff81166020850152611652565b5f8281526006602052604090208190555b50505b505f9485526005602090815260408087206001600160401b0396909616875294815294849020815181549683015192860151951c6001600160e01b031990961695909517600160c01b63ffffffff92831602176001600160e01b0316600160e01b919094160292909217909255919050565b5080545f8255905f5260205f20906116df91906116e1565b565b5f5b808211156116ff576116f78184015f611704565b6001016116e3565b505050565b50805461171090611bf8565b5f825580601f1061171f575050565b601f0160209004905f5260205f20906116df91905f5b808211156116ff575f81840155600101611735565b80356001600160401b0381168114611194575f5ffd5b5f5f60408385031215611771575f5ffd5b823591506117816020840161174a565b90509250929050565b5f5f83601f84011261179a575f5ffd5b5081356001600160401b038111156117b0575f5ffd5b6020830191508360208285010111156117c7575f5ffd5b9250929050565b5f5f5f5f5f5f60a087890312156117e3575f5ffd5b6117ec8761174a565b9550602087013563ffffffff81168114611804575f5ffd5b9450604087013560ff81168114611819575f5ffd5b93506060870135925060808701356001600160401b0381111561183a575f5ffd5b61184689828a0161178a565b979a9699509497509295939492505050565b80356001600160a01b0381168114611194575f5ffd5b5f5f6040838503121561187f575f5ffd5b8235915061178160208401611858565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f610821602083018461188f565b5f5f5f606084860312156118e1575f5ffd5b833592506118f16020850161174a565b929592945050506040919091013590565b5f5f5f5f5f60608688031215611916575f5ffd5b8535945060208601356001600160401b03811115611932575f5ffd5b61193e8882890161178a565b90955093505060408601356001600160401b0381111561195c575f5ffd5b6119688882890161178a565b969995985093965092949392505050565b5f60208284031215611989575f5ffd5b5035919050565b5f602082016020835280845180835260408501915060408160051b8601019250602086015f5b828110156119e757603f198786030184526119d285835161188f565b945060209384019391909101906001016119b6565b50929695505050505050565b5f5f5f60408486031215611a05575f5ffd5b8335925060208401356001600160401b03811115611a21575f5ffd5b611a2d8682870161178a565b9497909650939450505050565b6020815260018060a01b0382511660208201526001600160401b03602083015116604082015263ffffffff60408301511660608201525f6060830151611a85608084018260ff169052565b50608083015163ffffffff811660a08401525060a083015160c083015260c083015160e080840152611abb61010084018261188f565b949350505050565b5f5f83601f840112611ad3575f5ffd5b5081356001600160401b03811115611ae9575f5ffd5b6020830191508360208260051b85010111156117c7575f5ffd5b5f5f5f5f5f60808688031215611b17575f5ffd5b85359450611b276020870161174a565b93506040860135925060608601356001600160401b03811115611b48575f5ffd5b61196888828901611ac3565b5f5f5f60408486031215611b66575f5ffd5b8335925060208401356001600160401b03811115611b82575f5ffd5b611a2d86828701611ac3565b634e487b7160e01b5f52601160045260245ffd5b8082018082111561076557610765611b8e565b808202811582820484141761076557610765611b8e565b5f60018201611bdd57611bdd611b8e565b5060010190565b634e487b7160e01b5f52604160045260245ffd5b600181811c90821680611c0c57607f821691505b602082108103611c2a57634e487b7160e01b5f52602260045260245ffd5b50919050565b601f8211156116ff57828211156116ff57805f5260205f20601f840160051c6020851015611c5b57505f5b90810190601f840160051c035f5b81811015610f42575f83820155600101611c69565b81516001600160401b03811115611c9757611c97611be4565b611cab81611ca58454611bf8565b84611c30565b6020601f821160018114611cdd575f8315611cc65750848201515b5f19600385901b1c1916600184901b178455611d35565b5f84815260208120601f198516915b82811015611d0c5787850151825560209485019460019092019101611cec565b5084821015611d2957868401515f19600387901b60f8161c191681555b505060018360011b0184555b5050505050565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b838152604060208201525f611d7d604083018486611d3c565b95945050505050565b818382375f9101908152919050565b5f5f85851115611da3575f5ffd5b83861115611daf575f5ffd5b5050820193919092039150565b80356020831015610765575f19602084900360031b1b1692915050565b634e487b7160e01b5f52603260045260245ffd5b80356001600160d01b03198116906006841015611e1e576001600160d01b0319600685900360031b81901b82161691505b5092915050565b63ffffffff818116838216019081111561076557610765611b8e565b602081525f611abb602083018486611d3c565b6001600160401b03831115611e6b57611e6b611be4565b611e7f83611e798354611bf8565b83611c30565b5f601f841160018114611eb0575f8515611e995750838201355b5f19600387901b1c1916600186901b178355611d35565b5f83815260208120601f198716915b82811015611edf5786850135825560209485019460019092019101611ebf565b5086821015611efb575f1960f88860031b161c19848701351681555b505060018560011b0183555050505050565b8481526020810184905260606040820181905281018290525f8360808301825b85811015611f5b576001600160a01b03611f4684611858565b16825260209283019290910190600101611f2d565b50979650505050505050565b5f60608201858352846020840152606060408401528084518083526080850191506020860192505f5b81811015611fb75783516001600160a01b0316835260209384019390920191600101611f90565b5090979650505050505050565b5f5f8335601e19843603018112611fd9575f5ffd5b8301803591506001600160401b03821115611ff2575f5ffd5b6020019150368190038213156117c7575f5ffd5b8181038181111561076557610765611b8e565b634e487b7160e01b5f52601260045260245ffd5b5f8261203b5761203b612019565b500490565b5f63ffffffff83168061205557612055612019565b8063ffffffff84160491505092915050565b5f8261207557612075612019565b500690565b60ff828116828216039081111561076557610765611b8e565b6001600160401b03818116838216019081111561076557610765611b8e565b5f602082840312156120c2575f5ffd5b61082182611858565b5f8184825b858110156120ff576001600160a01b036120e983611858565b16835260209283019291909101906001016120d0565b50909594505050505056fea164736f6c6343000825000a",
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
// the contract method with ID 0x238b7707.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function createSwarm(uint64 startTime, uint32 roundDuration, uint8 stages, bytes32 taskFamily, string modelCid) returns(uint256 swarmId)
func (swarmCoordinator *SwarmCoordinator) PackCreateSwarm(startTime uint64, roundDuration uint32, stages uint8, taskFamily [32]byte, modelCid string) []byte {
	enc, err := swarmCoordinator.abi.Pack("createSwarm", startTime, roundDuration, stages, taskFamily, modelCid)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreateSwarm is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x238b7707.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function createSwarm(uint64 startTime, uint32 roundDuration, uint8 stages, bytes32 taskFamily, string modelCid) returns(uint256 swarmId)
func (swarmCoordinator *SwarmCoordinator) TryPackCreateSwarm(startTime uint64, roundDuration uint32, stages uint8, taskFamily [32]byte, modelCid string) ([]byte, error) {
	return swarmCoordinator.abi.Pack("createSwarm", startTime, roundDuration, stages, taskFamily, modelCid)
}

// UnpackCreateSwarm is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x238b7707.
//
// Solidity: function createSwarm(uint64 startTime, uint32 roundDuration, uint8 stages, bytes32 taskFamily, string modelCid) returns(uint256 swarmId)
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
// Solidity: function swarm(uint256 swarmId) view returns((address,uint64,uint32,uint8,uint32,bytes32,string))
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
// Solidity: function swarm(uint256 swarmId) view returns((address,uint64,uint32,uint8,uint32,bytes32,string))
func (swarmCoordinator *SwarmCoordinator) TryPackSwarm(swarmId *big.Int) ([]byte, error) {
	return swarmCoordinator.abi.Pack("swarm", swarmId)
}

// UnpackSwarm is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc7f92c4f.
//
// Solidity: function swarm(uint256 swarmId) view returns((address,uint64,uint32,uint8,uint32,bytes32,string))
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
