package policy

// baseCID is the CID of base/base.ckpt; TestBaseCID checks it and
// `synod model pretrain` (make test-base-model) checks that pretraining
// rebuilds the same bytes.
const baseCID = "bafybeic6qdpvusjqqyf3o2fbmw6wjyahlj2vtyyqdcbkg33jgucdapu7ye"
