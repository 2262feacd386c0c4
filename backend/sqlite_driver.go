package main

import (
	"github.com/pocketbase/pocketbase"
)

// The backend builds with a newer modernc.org/sqlite (v1.62, SQLite 3.54) than the v1.55 PocketBase
// v0.39 was tested with, for speed (docs/decisions.md): its libc does memcpy, memset, memcmp and
// strlen in native Go, and its allocator keeps the pages it has emptied for reuse where v1.55's
// unmapped a page as soon as its last allocation was freed (`munmap` alone took 8 % of the
// backend's CPU under the checkout bench). modernc.org/libc does not follow semantic versioning, so
// it must be the very version modernc.org/sqlite's go.mod names: TestSQLiteDriverPairsWithItsLibc
// checks that, and PocketBase's start-up warning about a driver other than the tested one is left
// out.
func quietDriverVersionCheck(app *pocketbase.PocketBase) {
	app.OnBootstrap().Unbind(pocketbase.ModerncDepsCheckHookId)
}
