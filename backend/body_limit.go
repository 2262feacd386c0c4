package main

import (
	"io"
	"net/http"
	"regexp"
	"strings"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"
)

// jsonBodyLimit caps every request body but the uploads (docs/security.md).
const jsonBodyLimit = 64 << 10

// uploadRoute matches the routes that take files: records of collections with a file field, and
// the warehouse's inbound scan. Multipart requests to them keep PocketBase's per-collection cap.
var uploadRoute = regexp.MustCompile(`^/api/(collections/(products|collections|parcels|recharges|complaints|complaint_messages|messages|users)/records(/[a-z0-9]{15})?|admin/parcels/inbound)$`)

// bindBodyLimit caps request bodies at 64 KB before anything reads them: a larger Content-Length
// is a 413 at once, a body of unknown length is read through apis.BodyLimit, which stops at
// 64 KB. It is Go, not a hook, because it runs on every request: as a JS middleware it took a
// JS VM before every route (docs/benchmarks.md).
func bindBodyLimit(app core.App) {
	limit := apis.BodyLimit(jsonBodyLimit)
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.Bind(&hook.Handler[*core.RequestEvent]{
			Id:       "fwdJsonBodyLimit",
			Priority: -990,
			Func: func(e *core.RequestEvent) error {
				if isUpload(e.Request) {
					return e.Next()
				}
				if e.Request.ContentLength > jsonBodyLimit {
					// The body is dropped unparsed (up to 4 MB, what a client may still be sending,
					// so it reads this answer rather than a reset) and the connection closed: left in
					// it, the rest would be read as the next request.
					_, _ = io.Copy(io.Discard, io.LimitReader(e.Request.Body, 4<<20))
					e.Response.Header().Set("Connection", "close")
					return router.NewApiError(http.StatusRequestEntityTooLarge, "Request bodies are limited to 64 KB here.", nil)
				}
				return limit.Func(e)
			},
		})
		return se.Next()
	})
}

func isUpload(r *http.Request) bool {
	return strings.HasPrefix(strings.ToLower(r.Header.Get("Content-Type")), "multipart/form-data") &&
		uploadRoute.MatchString(r.URL.Path)
}
