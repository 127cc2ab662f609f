// Command bindgen generates abigen v2 Go bindings for Synod's contracts with
// go-ethereum's abigen library, at the go-ethereum version pinned in go.mod,
// so regenerating needs no separately installed abigen binary. Its output is
// what `abigen --v2 --abi X.abi --bin X.bin --type X --pkg P --out F` writes.
//
// Usage: go run ./contracts/internal/bindgen -build DIR -out DIR -pkg bindings Name:file.go ...
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

func generate(build, out, pkg, name, file string) error {
	abiJSON, err := os.ReadFile(filepath.Join(build, name+".abi"))
	if err != nil {
		return err
	}
	bin, err := os.ReadFile(filepath.Join(build, name+".bin"))
	if err != nil {
		return err
	}
	code, err := abigen.BindV2([]string{name}, []string{string(abiJSON)}, []string{string(bin)}, pkg, map[string]string{}, map[string]string{})
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(out, file), []byte(code), 0o644)
}
