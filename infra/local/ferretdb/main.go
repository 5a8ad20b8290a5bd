// Command ferretdb-local runs FerretDB (MongoDB wire protocol) on its SQLite
// backend for the local stack. It embeds FerretDB as a library because the
// `go install` build of the ferretdb command panics at start (FerretDB issue 2982).
package main

import (
	"context"
	"flag"
	"log"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen", "127.0.0.1:27017", "TCP address to listen on")
	dir := flag.String("dir", ".data/ferretdb", "directory for the SQLite files")
	flag.Parse()

	abs, err := filepath.Abs(*dir)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.MkdirAll(abs, 0o755); err != nil {
		log.Fatal(err)
	}

	// WAL (FerretDB's default) with synchronous=NORMAL: a commit is durable against a crash of any
	// process, and only the last commits can roll back on a power loss. The default FULL waits for
	// an fsync on every commit, and on a disk with slow fsync each write took tens of milliseconds.
	f, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *listen},
		Handler:   "sqlite",
		SQLiteURL: "file:" + abs + "/?_pragma=synchronous(normal)",
	})
	if err != nil {
		log.Fatal(err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	log.Printf("ferretdb listening on %s, data in %s", *listen, abs)
	if err := f.Run(ctx); err != nil {
		log.Fatal(err)
	}
}
