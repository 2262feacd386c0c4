package main

import (
	"context"
	"database/sql"
	"os"
	"time"

	"github.com/benbjohnson/litestream"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/superfly/ltx"
)

// Checkpoints of the replicated data.db are taken here rather than by Litestream's sync loop.
//
// For a PASSIVE checkpoint Litestream first takes SQLite's write lock on a connection of its own,
// and waits for it with SQLite's busy handler, which polls. Under load PocketBase's one writer
// runs its transactions back to back and the poll rarely found the lock free: Litestream waited
// up to its one-second busy timeout, and its sync loop, which runs the checkpoint, read no WAL
// meanwhile. The drill lost writes acknowledged 0.9 to 2 s before the kill (2 runs in 5).
//
// The checkpointer queues for PocketBase's writer connection like any write does, keeps it idle
// while Litestream checkpoints, and so gets SQLite's lock within one transaction's time.
//
// Writers wait while Litestream checkpoints (it keeps the write lock to seal the WAL). On this
// machine under the checkout bench a checkpoint held them about 35 ms every 1,000 pages (7 % of
// the writer's time) and about 100 ms every 8,000 pages (3 %, the pages rewritten between
// checkpoints are copied once): hence 8,000, below SQLite's own safety net at 10,000.
const (
	// checkpointPageN: WAL pages (about 32 MB) read by Litestream before they are checkpointed.
	checkpointPageN = 8000
	// checkpointEvery: a checkpoint also runs this long after the last one when anything was
	// written since, so a quiet database does not keep an old WAL around.
	checkpointEvery = litestream.DefaultCheckpointInterval
)

// handOverCheckpoints leaves Litestream only its emergency checkpoint (a WAL of ~500 MB, should
// this loop stop working); checkpointLoop takes the others.
func handOverCheckpoints(db *litestream.DB) {
	db.MinCheckpointPageN = 1 << 30
	db.CheckpointInterval = 0
}

// checkpointLoop checks every MonitorInterval (at most every second) how much WAL Litestream has
// copied, and checkpoints once that passes checkpointPageN pages or checkpointEvery has passed with
// writes. It returns when ctx ends.
func checkpointLoop(ctx context.Context, app core.App, db *litestream.DB) {
	writer, ok := app.NonconcurrentDB().(*dbx.DB)
	if !ok {
		app.Logger().Error("replication: no writer connection to queue checkpoints on")
		return
	}
	tick := time.NewTicker(min(db.MonitorInterval, time.Second))
	defer tick.Stop()
	last := time.Now()
	var afterLast int64
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		copied, err := walCopied(db)
		if err != nil {
			continue
		}
		frame := int64(db.PageSize() + litestream.WALFrameHeaderSize)
		due := copied >= litestream.WALHeaderSize+checkpointPageN*frame ||
			(copied > afterLast && time.Since(last) >= checkpointEvery)
		if !due {
			continue
		}
		if err := checkpointQueued(ctx, writer.DB(), db); err != nil {
			if ctx.Err() == nil {
				app.Logger().Warn("replication: checkpoint", "error", err)
			}
			continue
		}
		last = time.Now()
		afterLast, _ = walCopied(db)
	}
}

// checkpointQueued checkpoints holding writer's one connection (PocketBase's writer). What the
// WAL holds is copied first, outside the writer, so writes wait for the checkpoint alone.
func checkpointQueued(ctx context.Context, writer *sql.DB, db *litestream.DB) error {
	if err := db.Sync(ctx); err != nil {
		return err
	}
	conn, err := writer.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	return db.Checkpoint(ctx, litestream.CheckpointModePassive)
}

// walCopied is how far into the WAL (in bytes) Litestream's newest level-0 file reaches.
func walCopied(db *litestream.DB) (int64, error) {
	h, err := newestLevel0(db)
	return h.WALOffset + h.WALSize, err
}

// walUnread: SQLite wrote to the WAL after Litestream made its newest level-0 file, so commits
// wait to be read (the replica's position alone cannot show this stage falling behind).
func walUnread(db *litestream.DB) bool {
	h, err := newestLevel0(db)
	if err != nil || h.Timestamp == 0 {
		return false
	}
	fi, err := os.Stat(db.WALPath())
	return err == nil && fi.ModTime().UnixMilli() > h.Timestamp
}

func newestLevel0(db *litestream.DB) (ltx.Header, error) {
	pos, err := db.Pos()
	if err != nil || pos.TXID == 0 {
		return ltx.Header{}, err
	}
	f, err := os.Open(db.LTXPath(0, pos.TXID, pos.TXID))
	if err != nil {
		return ltx.Header{}, err
	}
	defer f.Close()
	dec := ltx.NewDecoder(f)
	if err := dec.DecodeHeader(); err != nil {
		return ltx.Header{}, err
	}
	return dec.Header(), nil
}
