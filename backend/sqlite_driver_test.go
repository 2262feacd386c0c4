package main

import (
	"os/exec"
	"strings"
	"testing"
)

// modernc.org/libc does not follow semantic versioning: it must be the very version
// modernc.org/sqlite's own go.mod names (PocketBase warns at start-up otherwise). A `go get` that
// moves one without the other fails here.
func TestSQLiteDriverPairsWithItsLibc(t *testing.T) {
	selected := func(module string) string {
		out, err := exec.Command("go", "list", "-m", "-f", "{{.Version}}", module).Output()
		if err != nil {
			t.Fatalf("go list -m %s: %v", module, err)
		}
		return strings.TrimSpace(string(out))
	}
	driver, libc := selected("modernc.org/sqlite"), selected("modernc.org/libc")
	out, err := exec.Command("go", "mod", "graph").Output()
	if err != nil {
		t.Fatalf("go mod graph: %v", err)
	}
	var wanted string
	for _, line := range strings.Split(string(out), "\n") {
		from, to, ok := strings.Cut(line, " ")
		if ok && from == "modernc.org/sqlite@"+driver && strings.HasPrefix(to, "modernc.org/libc@") {
			wanted = strings.TrimPrefix(to, "modernc.org/libc@")
		}
	}
	if wanted == "" {
		t.Fatalf("modernc.org/sqlite@%s names no modernc.org/libc", driver)
	}
	if libc != wanted {
		t.Fatalf("modernc.org/sqlite %s wants modernc.org/libc %s; go.mod selects %s", driver, wanted, libc)
	}
}
