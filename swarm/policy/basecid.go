package policy

// baseCID is the CID of base/base.ckpt; TestBaseCID checks it and
// `synod model pretrain` (make test-base-model) checks that pretraining
// rebuilds the same bytes.
const baseCID = "bafybeicyj4z2igoalc5lga22fq6qysjtqrd3xxjlnan7k456d5tm4qfh5y"
