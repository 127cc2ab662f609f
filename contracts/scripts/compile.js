// Compiles contracts/src/*.sol with the pinned solcjs and writes each
// contract's ABI and creation bytecode to contracts/build/<Name>.{abi,bin}.
// Usage: node scripts/compile.js [outdir]   (run from contracts/)
'use strict';
const fs = require('fs');
const path = require('path');
const solc = require('solc');

const root = path.resolve(__dirname, '..');
const outDir = path.resolve(process.argv[2] || path.join(root, 'build'));
const srcDir = path.join(root, 'src');
// The contracts that get bindings; Interfaces.sol only holds shared types.
// Float32Harness, ScalarStepHarness and GameMarketHarness get no binding:
// their tests run the bytecode directly.
const targets = ['SwarmCoordinator', 'TaskMarket', 'DisputeGame', 'RefereeSet', 'StateJudge', 'ScalarJudge', 'ScalarPrograms', 'RowPrograms', 'ScalarArithmetic', 'Float32Harness', 'ScalarStepHarness', 'GameMarketHarness'];

const sources = {};
for (const f of fs.readdirSync(srcDir).filter((f) => f.endsWith('.sol')).sort()) {
  sources['src/' + f] = { content: fs.readFileSync(path.join(srcDir, f), 'utf8') };
}

function findImports(p) {
  for (const base of [root, path.join(root, 'node_modules')]) {
    const full = path.join(base, p);
    if (fs.existsSync(full)) return { contents: fs.readFileSync(full, 'utf8') };
  }
  return { error: 'import not found: ' + p + ' (run npm ci in contracts/)' };
}

const input = {
  language: 'Solidity',
  sources,
  settings: {
    optimizer: { enabled: true, runs: 200 },
    evmVersion: 'cancun',
    metadata: { bytecodeHash: 'none' },
    outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
  },
};

const out = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports }));
let failed = false;
for (const e of out.errors || []) {
  process.stderr.write(e.formattedMessage + '\n');
  if (e.severity === 'error') failed = true;
}
if (failed) process.exit(1);

fs.mkdirSync(outDir, { recursive: true });
for (const name of targets) {
  const c = out.contracts['src/' + name + '.sol'][name];
  fs.writeFileSync(path.join(outDir, name + '.abi'), JSON.stringify(c.abi) + '\n');
  fs.writeFileSync(path.join(outDir, name + '.bin'), c.evm.bytecode.object + '\n');
}
process.stdout.write('compiled ' + targets.join(', ') + ' with solc ' + solc.version() + ' into ' + outDir + '\n');
