package main

import (
	"fmt"
	"os/exec"
	"strings"
	"testing"
)

func selectedVersion(t *testing.T, module string) string {
	t.Helper()
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Version}}", module).Output()
	if err != nil {
		t.Fatalf("go list -m %s: %v", module, err)
	}
	return strings.TrimSpace(string(out))
}

// modernc.org/libc does not follow semantic versioning: it must be the very version
// modernc.org/sqlite's own go.mod names (PocketBase warns at start-up otherwise). A `go get` that
// moves one without the other fails here.
func TestSQLiteDriverPairsWithItsLibc(t *testing.T) {
	driver, libc := selectedVersion(t, "modernc.org/sqlite"), selectedVersion(t, "modernc.org/libc")
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

// SQLite's malloc and free go to modernc.org/memory. Before v1.12 it unmapped a 64 KB page as
// soon as its last allocation was freed and mapped a new one at the next: `munmap` alone took 8 %
// of the backend's CPU under the checkout bench, 11 % with replication on. v1.12 keeps emptied
// pages for reuse (docs/decisions.md, "The SQLite driver ahead of PocketBase's tested one").
func TestSQLiteAllocatorKeepsEmptiedPages(t *testing.T) {
	version := selectedVersion(t, "modernc.org/memory")
	var major, minor int
	if _, err := fmt.Sscanf(version, "v%d.%d", &major, &minor); err != nil {
		t.Fatalf("modernc.org/memory %q: %v", version, err)
	}
	if major < 1 || (major == 1 && minor < 12) {
		t.Fatalf("modernc.org/memory %s unmaps every page it empties; the backend needs v1.12 or later", version)
	}
}
