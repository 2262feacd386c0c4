// Command backend runs PocketBase with the project's JS migrations and hooks.
package main

import (
	"io"
	"log"
	"os"
	"path/filepath"
	"regexp"
	"strconv"

	"github.com/fatih/color"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/plugins/jsvm"
	"github.com/pocketbase/pocketbase/plugins/migratecmd"
	"github.com/pocketbase/pocketbase/tools/hook"
)

func main() {
	// pocketbase.New() turns dev mode on whenever the binary lives under the system temp folder
	// (it takes that for `go run`), so a clone in /tmp printed every SQL statement. Dev mode is
	// only ever what `--dev` asks for (npm run dev passes it).
	app := pocketbase.NewWithConfig(pocketbase.Config{DefaultDev: false, DBConnect: dbConnect})
	quietDatabaseLogs(app)
	quietInstaller(app)
	quietDriverVersionCheck(app)
	bindBodyLimit(app)
	bindReplication(app)
	bindInheritedListener(app)

	var hooksDir, migrationsDir string
	app.RootCmd.PersistentFlags().StringVar(&hooksDir, "hooksDir", envOr("PB_HOOKS_DIR", defaultDir("pb_hooks")), "the JS hooks directory")
	app.RootCmd.PersistentFlags().StringVar(&migrationsDir, "migrationsDir", envOr("PB_MIGRATIONS_DIR", defaultDir("pb_migrations")), "the JS migrations directory")
	app.RootCmd.ParseFlags(os.Args[1:])

	jsvm.MustRegister(app, jsvm.Config{
		HooksDir:      hooksDir,
		MigrationsDir: migrationsDir,
		HooksWatch:    os.Getenv("PB_HOOKS_WATCH") == "1",
		// JS VMs kept ready for routes and hooks. Zero (the default of jsvm.Config, unlike the
		// pocketbase command's 15) made a new VM, with every binding and every required module
		// loaded again, for each route and hook call (docs/benchmarks.md).
		HooksPoolSize: hooksPoolSize(),
	})
	migratecmd.MustRegister(app, app.RootCmd, migratecmd.Config{
		TemplateLang: migratecmd.TemplateLangJS,
		Dir:          migrationsDir,
	})

	if err := app.Start(); err != nil {
		log.Fatal(err)
	}
}

// quietDatabaseLogs drops the SQL statement log that dev mode attaches to the database
// connections: statements carry their values (password hashes, token keys, signing secrets), so
// none is printed at any setting. PocketBase's own bootstrap opens the connections and runs its
// system migrations in one step, so those lines are filtered out of the terminal writer; right
// after it (this handler runs innermost, before the hooks' bootstrap applies migrations and the
// environment) the log functions are removed altogether.
func quietDatabaseLogs(app *pocketbase.PocketBase) {
	app.OnBootstrap().Bind(&hook.Handler[*core.BootstrapEvent]{
		Id:       "fwdQuietDatabaseLogs",
		Priority: 1 << 20,
		Func: func(e *core.BootstrapEvent) error {
			if e.App.IsDev() {
				terminal := color.Output
				color.Output = sqlLineFilter{terminal}
				defer func() { color.Output = terminal }()
			}
			if err := e.Next(); err != nil {
				return err
			}
			for _, builder := range []dbx.Builder{
				e.App.ConcurrentDB(), e.App.NonconcurrentDB(), e.App.AuxConcurrentDB(), e.App.AuxNonconcurrentDB(),
			} {
				if db, ok := builder.(*dbx.DB); ok {
					db.QueryLogFunc = nil
					db.ExecLogFunc = nil
				}
			}
			return nil
		},
	})
}

var sqlLogLine = regexp.MustCompile(`^\[[0-9.]+ms\] `)

// sqlLineFilter passes everything written to the terminal except dev mode's SQL statement lines.
type sqlLineFilter struct{ out io.Writer }

func (f sqlLineFilter) Write(p []byte) (int, error) {
	if sqlLogLine.Match(p) {
		return len(p), nil
	}
	return f.out.Write(p)
}

// quietInstaller replaces PocketBase's first-run installer, which prints a link holding a
// superuser-creation token to the terminal, with a hint that holds no secret.
func quietInstaller(app *pocketbase.PocketBase) {
	app.OnServe().BindFunc(func(e *core.ServeEvent) error {
		e.InstallerFunc = func(core.App, *core.Record, string) error {
			color.Yellow("No superuser yet: set PB_SUPERUSER_EMAIL and PB_SUPERUSER_PASSWORD, or run `pocketbase superuser upsert EMAIL PASS`.")
			return nil
		}
		return e.Next()
	})
}

// hooksPoolSize is PB_HOOKS_POOL or 25: more than the requests two cores serve at once, with
// the hooks a request fires inside its route (a call finding every VM busy makes a one-off VM).
func hooksPoolSize() int {
	if n, err := strconv.Atoi(os.Getenv("PB_HOOKS_POOL")); err == nil && n > 0 {
		return n
	}
	return 25
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
