package main

import (
	"github.com/pocketbase/pocketbase"
)

// The backend builds with a newer modernc.org/sqlite than the one PocketBase v0.39 was tested with
// (go.mod): from v1.62 its memory allocator keeps the pages it has emptied for reuse, where v1.55's
// unmapped a page as soon as its last allocation was freed and mapped a new one at the next, under
// one lock: `munmap` alone took 8 % of the backend's CPU under the checkout bench, 11 % with
// replication on (docs/decisions.md). modernc.org/libc does not follow semantic versioning, so it
// must be the very version modernc.org/sqlite's go.mod names: TestSQLiteDriverPairsWithItsLibc
// checks that, and PocketBase's start-up warning about a driver other than the tested one is left
// out.
func quietDriverVersionCheck(app *pocketbase.PocketBase) {
	app.OnBootstrap().Unbind(pocketbase.ModerncDepsCheckHookId)
}
