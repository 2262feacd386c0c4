package main

import (
	"context"
	"database/sql"
	"path/filepath"
	"sync"
	"testing"

	"github.com/benbjohnson/litestream"
	"github.com/benbjohnson/litestream/file"
)

// A checkpoint must get through while a writer commits back to back (the checkout rush that
// starved Litestream's own checkpoint): the WAL restarts (new salt) and nothing committed before
// it is missing from what Litestream read.
func TestCheckpointQueuedGetsThroughABusyWriter(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	path := filepath.Join(dir, "data.db")
	writer, err := sql.Open("sqlite", path+"?_pragma=journal_mode(WAL)&_pragma=busy_timeout(10000)"+
		"&_pragma=synchronous(NORMAL)&_txlock=immediate")
	if err != nil {
		t.Fatal(err)
	}
	writer.SetMaxOpenConns(1) // as PocketBase's writer
	defer writer.Close()
	if _, err := writer.Exec(`CREATE TABLE t (id INTEGER PRIMARY KEY, v BLOB)`); err != nil {
		t.Fatal(err)
	}

	db := litestream.NewDB(path)
	db.MonitorInterval = litestream.DefaultMonitorInterval
	db.Replica = litestream.NewReplicaWithClient(db, file.NewReplicaClient(filepath.Join(dir, "replica")))
	handOverCheckpoints(db)
	if err := db.Open(); err != nil {
		t.Fatal(err)
	}
	defer db.Close(ctx)
	if err := db.Sync(ctx); err != nil {
		t.Fatal(err)
	}

	// Eight writers queue on the one connection, each transaction a checkout's worth of writes, so
	// SQLite's write lock is free only for the moment between two of them.
	stop := make(chan struct{})
	var writers sync.WaitGroup
	var writeErr error
	var once sync.Once
	for range 8 {
		writers.Add(1)
		go func() {
			defer writers.Done()
			for {
				select {
				case <-stop:
					return
				default:
				}
				if err := writeBatch(writer); err != nil {
					once.Do(func() { writeErr = err })
					return
				}
			}
		}()
	}
	defer func() {
		close(stop)
		writers.Wait()
		if writeErr != nil {
			t.Errorf("a write failed: %v", writeErr)
		}
	}()

	// Until Litestream has read a few hundred pages of the busy WAL.
	var before int64
	for before < 300*int64(db.PageSize()+litestream.WALFrameHeaderSize) {
		if err := db.Sync(ctx); err != nil {
			t.Fatal(err)
		}
		if before, err = walCopied(db); err != nil {
			t.Fatal(err)
		}
	}
	salt := func() uint32 {
		h, err := newestLevel0(db)
		if err != nil {
			t.Fatal(err)
		}
		return h.WALSalt1
	}
	old := salt()

	if err := checkpointQueued(ctx, writer, db); err != nil {
		t.Fatalf("checkpoint: %v", err)
	}
	if salt() == old {
		t.Fatal("the WAL did not restart: the checkpoint did not get the write lock")
	}
}

func writeBatch(writer *sql.DB) error {
	tx, err := writer.Begin()
	if err != nil {
		return err
	}
	defer tx.Rollback()
	for range 30 {
		if _, err := tx.Exec(`INSERT INTO t (v) VALUES (randomblob(3000))`); err != nil {
			return err
		}
	}
	return tx.Commit()
}
