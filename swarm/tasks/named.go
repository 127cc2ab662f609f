package tasks

import (
	"fmt"
	"strings"
)

// The built-in task sources a swarm can name: its on-chain task family is
// the keccak256 of one of these names, and every member draws its rounds'
// questions from the source the name stands for.
const (
	// NameProcedural draws every procedural family at mixed levels.
	NameProcedural = "procedural"
	// NameLevelPrefix followed by a level (1 to MaxLevel) draws every
	// procedural family at that level only, e.g. "procedural/level-1".
	NameLevelPrefix = "procedural/level-"
)

// SourceNames lists the built-in source names.
func SourceNames() []string {
	names := []string{NameProcedural}
	for l := 1; l <= MaxLevel; l++ {
		names = append(names, fmt.Sprintf("%s%d", NameLevelPrefix, l))
	}
	return names
}

// Named returns the built-in source a name stands for.
func Named(name string) (Source, error) {
	if name == NameProcedural {
		return Procedural{}, nil
	}
	if lvl, ok := strings.CutPrefix(name, NameLevelPrefix); ok {
		for l := 1; l <= MaxLevel; l++ {
			if lvl == fmt.Sprint(l) {
				return Procedural{Level: l}, nil
			}
		}
	}
	return nil, fmt.Errorf("tasks: %q is not a built-in task source (%s)", name, strings.Join(SourceNames(), ", "))
}
