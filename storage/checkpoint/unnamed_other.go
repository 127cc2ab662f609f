//go:build !linux

package checkpoint

import "os"

// openUnnamed reports errNoUnnamed where O_TMPFILE is missing; block files
// are then written under a temporary name and renamed.
func openUnnamed(string) (*os.File, error) { return nil, errNoUnnamed }

func linkUnnamed(*os.File, string) error { return errNoUnnamed }
