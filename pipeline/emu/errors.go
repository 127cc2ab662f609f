package emu

import "fmt"

func errorf(format string, args ...any) error { return fmt.Errorf("emu: "+format, args...) }
