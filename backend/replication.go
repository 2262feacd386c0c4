package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/benbjohnson/litestream"
	lss3 "github.com/benbjohnson/litestream/s3"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/spf13/cobra"
)

// objectStore is where the replica of the database and the uploaded files live, read from the
// environment (docs/operations.md). Without OBJECT_STORE_URL nothing is replicated and files
// stay on the local disk.
type objectStore struct {
	Endpoint, Bucket, Region, AccessKey, SecretKey string
	// Prefix of the replica's keys in the bucket; uploaded files are stored beside it under
	// PocketBase's own keys (collection/record/file).
	ReplicaPath string
}

func objectStoreFromEnv() (objectStore, bool) {
	s := objectStore{
		Endpoint:    os.Getenv("OBJECT_STORE_URL"),
		Bucket:      envOr("OBJECT_STORE_BUCKET", "forwardly"),
		Region:      envOr("OBJECT_STORE_REGION", "us-east-1"),
		AccessKey:   os.Getenv("OBJECT_STORE_ACCESS_KEY"),
		SecretKey:   os.Getenv("OBJECT_STORE_SECRET_KEY"),
		ReplicaPath: strings.Trim(envOr("REPLICA_PATH", "replica/data.db"), "/"),
	}
	return s, s.Endpoint != ""
}

func (s objectStore) replicaClient() *lss3.ReplicaClient {
	// The AWS SDK refuses AWS_CA_BUNDLE with the HTTP client Litestream gives it ("unable to add
	// custom RootCAs"); Go's own SSL_CERT_FILE / SSL_CERT_DIR name extra CAs instead.
	os.Unsetenv("AWS_CA_BUNDLE")
	c := lss3.NewReplicaClient()
	c.Endpoint = s.Endpoint
	c.Bucket = s.Bucket
	c.Region = s.Region
	c.AccessKeyID = s.AccessKey
	c.SecretAccessKey = s.SecretKey
	c.Path = s.ReplicaPath
	c.ForcePathStyle = true
	return c
}

// dbConnect opens PocketBase's databases as core.DefaultDBConnect does, and with an object store
// makes every transaction BEGIN IMMEDIATE. Litestream writes to the database itself (its
// bookkeeping row after a checkpoint): a PocketBase transaction that began by reading and then
// wrote after such a commit failed with "database is locked (517)" (SQLITE_BUSY_SNAPSHOT), 3 of
// 8 checkouts in the drill. Taking the write lock first makes it wait its turn instead. PocketBase
// writes through one connection anyway, and runs no transactions on its read pool.
//
// Checkpoints of the replicated data.db are checkpointLoop's (checkpoint.go), through
// Litestream, right after it has read the WAL. SQLite's own checkpoint cannot pass the read
// transaction Litestream holds between checkpoints, and once the WAL holds its threshold it is
// tried again after every commit, on the one writer's time. It stays as a safety net at 10,000
// pages (40 MB), should the loop fall behind.
func dbConnect(dbPath string) (*dbx.DB, error) {
	if _, enabled := objectStoreFromEnv(); !enabled {
		return core.DefaultDBConnect(dbPath)
	}
	dsn := dbPath + "?_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)" +
		"&_pragma=journal_size_limit(200000000)&_pragma=synchronous(NORMAL)&_pragma=foreign_keys(ON)" +
		"&_pragma=temp_store(MEMORY)&_pragma=cache_size(-32000)&_txlock=immediate"
	if filepath.Base(dbPath) == "data.db" {
		dsn += "&_pragma=wal_autocheckpoint(10000)"
	}
	return dbx.Open("sqlite", dsn)
}

func envDuration(key string, fallback time.Duration) time.Duration {
	if d, err := time.ParseDuration(os.Getenv(key)); err == nil && d > 0 {
		return d
	}
	return fallback
}

// replicationStatus is what /api/health/replication reports.
type replicationStatus struct {
	Enabled bool `json:"enabled"`
	// LagMs: how long the oldest change not yet in the object store has waited (0 when in step).
	LagMs      int64      `json:"lagMs"`
	LastSyncAt *time.Time `json:"lastSyncAt"`
	LastCheck  *checkRun  `json:"lastCheck"`
	// LastGoodCheckAt: the last restore check that passed.
	LastGoodCheckAt *time.Time `json:"lastGoodCheckAt"`
}

// checkRun is one restore check: the latest replica restored into a temporary folder, then
// PRAGMA integrity_check and the ledger invariants.
type checkRun struct {
	At         time.Time `json:"at"`
	OK         bool      `json:"ok"`
	DurationMs int64     `json:"durationMs"`
	// Problem names what failed (never data: it is shown on /admin and in the public health answer).
	Problem string `json:"problem,omitempty"`
}

type replication struct {
	store     objectStore
	dataDir   string
	lsStore   *litestream.Store
	db        *litestream.DB
	mu        sync.Mutex
	behind    time.Time
	lastSync  time.Time
	check     *checkRun
	good      time.Time
	app       core.App
	switching sync.Mutex
	// stopLoops ends watchLag and checkpointLoop and returns once they have (on close).
	stopLoops func()
}

// bindReplication replicates data.db to the object store while `serve` runs, stores uploaded
// files there, schedules the restore check and adds GET /api/health/replication. Also registers
// the `replica restore` command (npm run restore).
func bindReplication(app *pocketbase.PocketBase) {
	app.RootCmd.AddCommand(replicaCommand())

	store, enabled := objectStoreFromEnv()
	r := &replication{store: store}

	app.OnBootstrap().BindFunc(func(e *core.BootstrapEvent) error {
		if err := e.Next(); err != nil {
			return err
		}
		if !enabled {
			return nil
		}
		return useObjectStoreForFiles(e.App, store)
	})

	app.OnServe().BindFunc(func(e *core.ServeEvent) error {
		e.Router.GET("/api/health/replication", func(re *core.RequestEvent) error {
			return re.JSON(http.StatusOK, r.status(enabled))
		})
		// Superusers: push every committed change to the object store now and answer once it is
		// there (before a planned stop, and for tests that wait for the replica).
		e.Router.POST("/api/ops/replication/sync", func(re *core.RequestEvent) error {
			if r.lsStore == nil {
				return re.BadRequestError("Replication is off: OBJECT_STORE_URL is not set.", nil)
			}
			res, err := r.lsStore.SyncDB(re.Request.Context(), r.db.Path(), true)
			if err != nil {
				return re.InternalServerError("The replica could not be brought up to date.", err)
			}
			return re.JSON(http.StatusOK, map[string]uint64{"txid": res.TXID, "replicatedTxid": res.ReplicatedTXID})
		}).Bind(apis.RequireSuperuserAuth())
		if !enabled {
			return e.Next()
		}
		r.dataDir, r.app = e.App.DataDir(), e.App
		r.loadCheck()
		if err := r.start(); err != nil {
			return fmt.Errorf("replication: %w", err)
		}
		if os.Getenv("BENCH") == "1" {
			// bench:api pauses and resumes replication in one process, so its comparison of
			// checkout with and without it runs on the same server and data.
			e.Router.POST("/api/bench/replication", func(re *core.RequestEvent) error {
				var body struct {
					On bool `json:"on"`
				}
				if err := re.BindBody(&body); err != nil {
					return re.BadRequestError("Send {\"on\": true|false}.", err)
				}
				if err := r.setRunning(re.Request.Context(), body.On); err != nil {
					return re.InternalServerError("Replication could not be switched.", err)
				}
				return re.JSON(http.StatusOK, map[string]bool{"on": body.On})
			}).Bind(apis.RequireSuperuserAuth())
		}
		e.App.Cron().MustAdd("replicaCheck", envOr("REPLICA_CHECK_CRON", "23 * * * *"), func() {
			run := r.runCheck(context.Background())
			if run.OK {
				e.App.Logger().Info("replica check passed", "durationMs", run.DurationMs)
			} else {
				e.App.Logger().Error("replica check failed", "problem", run.Problem)
			}
		})
		return e.Next()
	})

	app.OnTerminate().BindFunc(func(e *core.TerminateEvent) error {
		if r.lsStore != nil {
			r.stopLoops()
			// Pushes what is left before the process ends (a SIGTERM on upgrade loses nothing).
			ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
			defer cancel()
			if err := r.lsStore.Close(ctx); err != nil {
				e.App.Logger().Error("replication: close", "error", err)
			}
		}
		return e.Next()
	})
}

// useObjectStoreForFiles turns on PocketBase's S3 file storage: a new node needs nothing from the
// old one's disk. Files keep their collection rules (protected files still need a file token).
func useObjectStoreForFiles(app core.App, store objectStore) error {
	if os.Getenv("FILES_IN_OBJECT_STORE") == "0" {
		return nil
	}
	s3 := app.Settings().S3
	want := s3
	want.Enabled = true
	want.Endpoint = store.Endpoint
	want.Bucket = store.Bucket
	want.Region = store.Region
	want.AccessKey = store.AccessKey
	want.Secret = store.SecretKey
	want.ForcePathStyle = true
	if want == s3 {
		return nil
	}
	app.Settings().S3 = want
	return app.Save(app.Settings())
}

func (r *replication) start() error {
	return r.open(true)
}

// open starts Litestream on data.db; without monitors nothing compacts unless asked (setRunning).
func (r *replication) open(monitors bool) error {
	db := litestream.NewDB(filepath.Join(r.dataDir, "data.db"))
	db.MonitorInterval = envDuration("REPLICA_SYNC_INTERVAL", 100*time.Millisecond)
	replica := litestream.NewReplicaWithClient(db, r.store.replicaClient())
	replica.SyncInterval = db.MonitorInterval
	db.Replica = replica
	handOverCheckpoints(db)

	// Compaction bounds what a restore replays: the newest 30 s of level-0 files, then 5-minute
	// and hourly files on top of a snapshot taken every REPLICA_SNAPSHOT_INTERVAL.
	// REPLICA_COMPACTION_INTERVAL scales the three (tests prune in seconds what production
	// prunes in minutes); level-0 files go REPLICA_L0_RETENTION after they are compacted.
	step := envDuration("REPLICA_COMPACTION_INTERVAL", 30*time.Second)
	levels := litestream.CompactionLevels{
		{Level: 0},
		{Level: 1, Interval: step},
		{Level: 2, Interval: 10 * step},
		{Level: 3, Interval: 120 * step},
	}
	s := litestream.NewStore([]*litestream.DB{db}, levels)
	s.SetL0Retention(envDuration("REPLICA_L0_RETENTION", litestream.DefaultL0Retention))
	if s.L0Retention < litestream.DefaultL0RetentionCheckInterval {
		s.L0RetentionCheckInterval = s.L0Retention
	}
	s.SnapshotInterval = envDuration("REPLICA_SNAPSHOT_INTERVAL", 6*time.Hour)
	// How far back a point-in-time restore reaches.
	s.SnapshotRetention = envDuration("REPLICA_RETENTION", 72*time.Hour)
	s.Logger = slog.Default().With("system", "litestream")
	s.CompactionMonitorEnabled = monitors
	if err := s.Open(context.Background()); err != nil {
		return err
	}
	r.lsStore, r.db = s, db
	ctx, cancel := context.WithCancel(context.Background())
	var loops sync.WaitGroup
	loops.Go(func() { r.watchLag(ctx, replica) })
	if monitors {
		loops.Go(func() { checkpointLoop(ctx, r.app, db) })
	}
	r.stopLoops = func() {
		cancel()
		loops.Wait()
	}
	return nil
}

// setRunning pauses replication (everything committed is pushed first) or resumes it. Only the
// bench uses it.
//
// SQLite checkpoints while replication is paused, so a resume starts with a new snapshot of the
// whole database, which every compaction level would then carry once: work production, which
// never pauses, does not do. Resuming therefore uploads that snapshot and compacts it through the
// levels before it answers; the bench's counted rounds then see replication as it runs for good.
func (r *replication) setRunning(ctx context.Context, on bool) error {
	r.switching.Lock()
	defer r.switching.Unlock()
	if on == (r.lsStore != nil) {
		return nil
	}
	if on {
		if err := r.catchUp(ctx); err != nil {
			return err
		}
		return r.start()
	}
	return r.close(ctx)
}

func (r *replication) catchUp(ctx context.Context) error {
	if err := r.open(false); err != nil {
		return err
	}
	_, err := r.lsStore.SyncDB(ctx, r.db.Path(), true)
	for _, level := range []int{1, 2, 3} {
		if err != nil {
			break
		}
		if _, err = r.db.Compact(ctx, level); errors.Is(err, litestream.ErrNoCompaction) {
			err = nil
		}
	}
	return errors.Join(err, r.close(ctx))
}

func (r *replication) close(ctx context.Context) error {
	r.stopLoops()
	err := r.lsStore.Close(ctx)
	r.lsStore = nil
	return err
}

// watchLag notes when the local database got ahead of the replica (commits in the WAL not yet
// read, or level-0 files not yet uploaded) and when they were last level.
func (r *replication) watchLag(ctx context.Context, replica *litestream.Replica) {
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		local, err := r.db.Pos()
		if err != nil {
			continue
		}
		remote := replica.Pos()
		unread := walUnread(r.db)
		now := time.Now()
		r.mu.Lock()
		if remote.TXID >= local.TXID && !unread {
			r.behind = time.Time{}
			r.lastSync = now
		} else if r.behind.IsZero() {
			r.behind = now
		}
		r.mu.Unlock()
	}
}

func (r *replication) status(enabled bool) replicationStatus {
	r.mu.Lock()
	defer r.mu.Unlock()
	s := replicationStatus{Enabled: enabled, LastCheck: r.check}
	if !r.behind.IsZero() {
		s.LagMs = time.Since(r.behind).Milliseconds()
	}
	if !r.lastSync.IsZero() {
		t := r.lastSync.UTC()
		s.LastSyncAt = &t
	}
	if !r.good.IsZero() {
		t := r.good.UTC()
		s.LastGoodCheckAt = &t
	}
	return s
}

func (r *replication) checkFile() string { return filepath.Join(r.dataDir, "replica-check.json") }

// loadCheck reads the last checks kept in the data folder, so a restart still shows them.
func (r *replication) loadCheck() {
	var saved struct {
		Last *checkRun `json:"last"`
		Good time.Time `json:"good"`
	}
	if b, err := os.ReadFile(r.checkFile()); err == nil && json.Unmarshal(b, &saved) == nil {
		r.check, r.good = saved.Last, saved.Good
	}
}

func (r *replication) runCheck(ctx context.Context) checkRun {
	started := time.Now()
	run := checkRun{At: started.UTC()}
	dir, err := os.MkdirTemp("", "fwd-replica-check-")
	if err == nil {
		defer os.RemoveAll(dir)
		err = restoreReplica(ctx, r.store, dir, time.Time{})
	}
	if err == nil {
		err = verifyDatabase(ctx, filepath.Join(dir, "data.db"))
	}
	run.DurationMs = time.Since(started).Milliseconds()
	run.OK = err == nil
	if err != nil {
		run.Problem = err.Error()
	}
	r.mu.Lock()
	r.check = &run
	if run.OK {
		r.good = run.At
	}
	saved, _ := json.Marshal(map[string]any{"last": r.check, "good": r.good})
	r.mu.Unlock()
	_ = os.WriteFile(r.checkFile(), saved, 0o600)
	return run
}

// restoreReplica writes the replica's data.db into dir, as of at (the newest moment when zero).
func restoreReplica(ctx context.Context, store objectStore, dir string, at time.Time) error {
	target := filepath.Join(dir, "data.db")
	if _, err := os.Stat(target); err == nil {
		return fmt.Errorf("%s already exists: restore into an empty folder", target)
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	client := store.replicaClient()
	if err := client.Init(ctx); err != nil {
		return fmt.Errorf("object store: %w", err)
	}
	opt := litestream.NewRestoreOptions()
	opt.OutputPath = target
	opt.Timestamp = at
	opt.IntegrityCheck = litestream.IntegrityCheckFull
	if err := litestream.NewReplicaWithClient(nil, client).Restore(ctx, opt); err != nil {
		if errors.Is(err, litestream.ErrNoSnapshots) || errors.Is(err, litestream.ErrTxNotAvailable) {
			return fmt.Errorf("no replica at %s/%s for that moment: %w", store.Bucket, store.ReplicaPath, err)
		}
		return fmt.Errorf("restore: %w", err)
	}
	return nil
}

// verifyDatabase runs SQLite's integrity check and the wallet's invariants (docs/wallet.md):
// every balance equals the sum of its ledger and no (kind, ref) is booked twice.
func verifyDatabase(ctx context.Context, path string) error {
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		return err
	}
	defer db.Close()
	var integrity string
	if err := db.QueryRowContext(ctx, "PRAGMA integrity_check").Scan(&integrity); err != nil {
		return fmt.Errorf("integrity_check: %w", err)
	}
	if integrity != "ok" {
		return fmt.Errorf("integrity_check: %s", integrity)
	}
	var unbalanced, doubled int
	err = db.QueryRowContext(ctx, `SELECT count(*) FROM users u
		WHERE u.balance != (SELECT coalesce(sum(t.amount), 0) FROM wallet_transactions t WHERE t.user = u.id)`).Scan(&unbalanced)
	if err != nil {
		return fmt.Errorf("ledger invariant: %w", err)
	}
	if unbalanced > 0 {
		return fmt.Errorf("ledger invariant: %d wallets whose balance is not the sum of their ledger", unbalanced)
	}
	err = db.QueryRowContext(ctx, `SELECT count(*) FROM (SELECT 1 FROM wallet_transactions
		GROUP BY kind, ref HAVING count(*) > 1)`).Scan(&doubled)
	if err != nil {
		return fmt.Errorf("ledger invariant: %w", err)
	}
	if doubled > 0 {
		return fmt.Errorf("ledger invariant: %d entries booked more than once", doubled)
	}
	return nil
}

// replicaCommand is `pocketbase replica restore --to DIR [--at TIME]` and `replica check`.
func replicaCommand() *cobra.Command {
	cmd := &cobra.Command{Use: "replica", Short: "Restore or check the database replica in the object store"}
	var to, at string
	restore := &cobra.Command{
		Use:   "restore",
		Short: "Restore data.db from the object store into an empty folder (--at: a moment, RFC 3339 or Unix ms)",
		// PocketBase drops a command's error and exits 0: a failed restore has to say so itself.
		SilenceErrors: true,
		SilenceUsage:  true,
		Run: func(c *cobra.Command, _ []string) {
			if err := restoreCommand(c.Context(), to, at); err != nil {
				fmt.Fprintln(os.Stderr, "restore failed:", err)
				os.Exit(1)
			}
		},
	}
	restore.Flags().StringVar(&to, "to", "", "the new node's data folder (must not hold a data.db)")
	restore.Flags().StringVar(&at, "at", "", "restore the database as it was at this moment (RFC 3339 or Unix milliseconds)")
	cmd.AddCommand(restore)
	return cmd
}

func restoreCommand(ctx context.Context, to, at string) error {
	store, ok := objectStoreFromEnv()
	if !ok {
		return errors.New("OBJECT_STORE_URL is not set: there is no replica to restore from")
	}
	if to == "" {
		return errors.New("--to DIR is required")
	}
	var moment time.Time
	if at != "" {
		var err error
		if moment, err = parseMoment(at); err != nil {
			return err
		}
	}
	if err := restoreReplica(ctx, store, to, moment); err != nil {
		return err
	}
	if err := verifyDatabase(ctx, filepath.Join(to, "data.db")); err != nil {
		return fmt.Errorf("restored, but the check failed: %w", err)
	}
	fmt.Printf("restored %s (integrity and ledger invariants ok)\n", filepath.Join(to, "data.db"))
	return nil
}

func parseMoment(s string) (time.Time, error) {
	if ms, err := strconv.ParseInt(s, 10, 64); err == nil {
		return time.UnixMilli(ms), nil
	}
	if t, err := time.Parse(time.RFC3339Nano, s); err == nil {
		return t, nil
	}
	return time.Time{}, fmt.Errorf("--at %q: give a moment as RFC 3339 (2026-11-27T10:15:00Z) or Unix milliseconds", s)
}
