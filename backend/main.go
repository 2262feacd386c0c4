// Command backend runs PocketBase with the project's JS migrations and hooks.
package main

import (
	"log"
	"os"
	"path/filepath"

	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/plugins/jsvm"
	"github.com/pocketbase/pocketbase/plugins/migratecmd"
)

func main() {
	app := pocketbase.New()

	var hooksDir, migrationsDir string
	app.RootCmd.PersistentFlags().StringVar(&hooksDir, "hooksDir", envOr("PB_HOOKS_DIR", defaultDir("pb_hooks")), "the JS hooks directory")
	app.RootCmd.PersistentFlags().StringVar(&migrationsDir, "migrationsDir", envOr("PB_MIGRATIONS_DIR", defaultDir("pb_migrations")), "the JS migrations directory")
	app.RootCmd.ParseFlags(os.Args[1:])

	jsvm.MustRegister(app, jsvm.Config{
		HooksDir:      hooksDir,
		MigrationsDir: migrationsDir,
		HooksWatch:    os.Getenv("PB_HOOKS_WATCH") == "1",
	})
	migratecmd.MustRegister(app, app.RootCmd, migratecmd.Config{
		TemplateLang: migratecmd.TemplateLangJS,
		Dir:          migrationsDir,
	})

	if err := app.Start(); err != nil {
		log.Fatal(err)
	}
}

func envOr(key, fallback string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return fallback
}

// defaultDir finds a folder next to the working directory or, when run from the
// repository root, inside backend/.
func defaultDir(name string) string {
	if _, err := os.Stat(name); err == nil {
		return name
	}
	return filepath.Join("backend", name)
}
