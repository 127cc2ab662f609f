package policy

// baseCID is the CID of base/base.ckpt; TestBaseCID checks it and
// `synod model pretrain` (make test-base-model) checks that pretraining
// rebuilds the same bytes.
const baseCID = "bafybeierolory54ssgcbsfsqh54kj6yu3kzuzeop7lk7a66o2pkrgrqz2q"
