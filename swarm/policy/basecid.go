package policy

// baseCID is the CID of base/base.ckpt; TestBaseCID checks it and
// `synod model pretrain` (make test-base-model) checks that pretraining
// rebuilds the same bytes.
const baseCID = "bafybeif7rp7ln2egfwmwaipc6newmi7ucnshgl4cguvhiy744i4n5t2b6m"
