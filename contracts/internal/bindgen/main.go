// Command bindgen generates abigen v2 Go bindings for Synod's contracts with
// go-ethereum's abigen library, at the go-ethereum version pinned in go.mod,
// so regenerating needs no separately installed abigen binary. Its output is
// what `abigen --v2 --abi X.abi --bin X.bin --type X --pkg P --out F` writes.
//
// Contracts whose ABIs share a struct are bound into one file, named
// Name+Other:file.go.
//
// Usage: go run ./contracts/internal/bindgen -build DIR -out DIR -pkg bindings Name[+Name]:file.go ...
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi/abigen"
)

func main() {
	build := flag.String("build", "contracts/build", "directory holding <Name>.abi and <Name>.bin")
	out := flag.String("out", "contracts/bindings", "directory to write the bindings to")
	pkg := flag.String("pkg", "bindings", "Go package name of the bindings")
	flag.Parse()
	if flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "bindgen: name the contracts as Name:file.go")
		os.Exit(2)
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, "bindgen:", err)
		os.Exit(1)
	}
	for _, arg := range flag.Args() {
		name, file, ok := strings.Cut(arg, ":")
		if !ok {
			fmt.Fprintf(os.Stderr, "bindgen: %q is not Name:file.go\n", arg)
			os.Exit(2)
		}
		if err := generate(*build, *out, *pkg, name, file); err != nil {
			fmt.Fprintf(os.Stderr, "bindgen: %s: %v\n", name, err)
			os.Exit(1)
		}
	}
}

// generate binds the contracts name names (several joined by "+" share
// one file, so that the structs their ABIs share are declared once).
func generate(build, out, pkg, name, file string) error {
	names := strings.Split(name, "+")
	abis, bins := make([]string, len(names)), make([]string, len(names))
	for i, n := range names {
		abiJSON, err := os.ReadFile(filepath.Join(build, n+".abi"))
		if err != nil {
			return err
		}
		bin, err := os.ReadFile(filepath.Join(build, n+".bin"))
		if err != nil {
			return err
		}
		abis[i], bins[i] = string(abiJSON), string(bin)
	}
	code, err := abigen.BindV2(names, abis, bins, pkg, map[string]string{}, map[string]string{})
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(out, file), []byte(code), 0o644)
}
