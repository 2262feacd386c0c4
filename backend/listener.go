package main

import (
	"fmt"
	"net"
	"os"
	"strconv"
	"syscall"

	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/core"
)

// bindInheritedListener serves on a listening socket handed down by whoever started the process
// (systemd's socket activation: LISTEN_FDS and LISTEN_PID; or PB_LISTEN_FD) instead of opening
// one. The socket outlives the process, so during a restart for an upgrade new connections wait in
// its queue for the next process rather than being refused (docs/operations.md).
func bindInheritedListener(app *pocketbase.PocketBase) {
	app.OnServe().BindFunc(func(e *core.ServeEvent) error {
		fd := inheritedListenerFd()
		if fd < 0 {
			return e.Next()
		}
		// listen() again is harmless on a listening socket and needed on one only bound.
		if err := syscall.Listen(fd, 1024); err != nil {
			return fmt.Errorf("inherited listener (fd %d): %w", fd, err)
		}
		l, err := net.FileListener(os.NewFile(uintptr(fd), "inherited-listener"))
		if err != nil {
			return fmt.Errorf("inherited listener (fd %d): %w", fd, err)
		}
		e.Listener = l
		return e.Next()
	})
}

func inheritedListenerFd() int {
	if fd, err := strconv.Atoi(os.Getenv("PB_LISTEN_FD")); err == nil && fd > 2 {
		return fd
	}
	if os.Getenv("LISTEN_FDS") == "1" && os.Getenv("LISTEN_PID") == strconv.Itoa(os.Getpid()) {
		return 3
	}
	return -1
}
