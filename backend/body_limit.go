package main

import (
	"fmt"
	"io"
	"net/http"
	"regexp"
	"slices"
	"strings"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"
)

// jsonBodyLimit caps every request body but the uploads of those allowed to make them
// (docs/security.md).
const jsonBodyLimit = 64 << 10

// uploadAllowance is what an upload may carry beside its file and JSON fields: the text fields and
// the multipart boundaries and headers.
const uploadAllowance = 64 << 10

// uploadDrainLimit is the most of a refused upload read and dropped before the answer: more than
// any upload route's cap, so that a client (nginx above all) that sends the whole body reads the
// answer rather than a reset.
const uploadDrainLimit = 64 << 20

// uploadRoute matches the routes that take files: records of collections with a file field, and
// the warehouse's inbound scan (which stores parcels' photos).
var uploadRoute = regexp.MustCompile(`^/api/(?:collections/(products|collections|parcels|recharges|complaints|complaint_messages|messages|users)/records(/[a-z0-9]{15})?|admin/parcels/(inbound))$`)

// uploader says who may send a body larger than jsonBodyLimit to one upload route. Superusers
// always may; the collection's API rules still decide, on the parsed body, what is saved.
type uploader struct {
	// customers: a customer (`users`); self: only the customer whose record the path names.
	customers, self bool
	// staffRoles: active staff holding one of these roles (admin always may).
	staffRoles []string
}

// uploaders follows the create and update rules of pb_migrations/1763900100_access_rules.js where
// they let a file field be set (a customer declares a parcel without photos; a complaint's photos
// are set only on create): a route or method not listed takes no upload at all.
var uploaders = map[string]map[string]uploader{
	"products":           {http.MethodPost: {staffRoles: []string{"sales"}}, http.MethodPatch: {staffRoles: []string{"sales"}}},
	"collections":        {http.MethodPost: {staffRoles: []string{"sales"}}, http.MethodPatch: {staffRoles: []string{"sales"}}},
	"parcels":            {http.MethodPatch: {staffRoles: []string{"warehouse"}}},
	"recharges":          {http.MethodPost: {customers: true}},
	"complaints":         {http.MethodPost: {customers: true}},
	"complaint_messages": {http.MethodPost: {customers: true, staffRoles: []string{"sales"}}},
	"messages":           {http.MethodPost: {customers: true, staffRoles: []string{"sales"}}},
	"users":              {http.MethodPatch: {customers: true, self: true}},
	"inbound":            {http.MethodPost: {staffRoles: []string{"warehouse"}}},
}

// bindBodyLimit caps request bodies before anything reads them. A body of at most 64 KB goes on
// as it is. A larger one is refused at once unless it is a multipart upload from someone who may
// upload there (uploaders), and then it is capped by what the target collection's fields allow
// (uploadCap). A body of unknown length is read through
// a reader that stops at the cap. PocketBase parses a multipart body (keeping up to 16 MB of it in
// memory, twice) before it checks the collection's rules, so the check on who uploads has to come
// first: anonymous 25 MB uploads took it from 290 MB to 1.6 GB. It is Go, not a hook, because it
// runs on every request: as a JS middleware it took a JS VM before every route
// (docs/benchmarks.md).
func bindBodyLimit(app core.App) {
	limit := apis.BodyLimit(jsonBodyLimit)
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.Bind(&hook.Handler[*core.RequestEvent]{
			Id: "fwdJsonBodyLimit",
			// After PocketBase's auth token loader (-1020) and rate limiter (-1000), before its
			// body limit (-990), which would wrap the body first.
			Priority: -995,
			Func: func(e *core.RequestEvent) error {
				t, isUpload := uploadTarget(e.Request)
				length := e.Request.ContentLength
				if !isUpload || (length >= 0 && length <= jsonBodyLimit) {
					if length > jsonBodyLimit {
						return refuse(e, 4<<20, http.StatusRequestEntityTooLarge, "Request bodies are limited to 64 KB here.")
					}
					// Small enough to be anyone's: the collection's rules decide, as for a JSON body.
					return limit.Func(e)
				}
				if status, message := mayUpload(e, t); status != 0 {
					if length < 0 {
						// Unknown length: what fits in 64 KB still goes to the rules.
						return limit.Func(e)
					}
					return refuse(e, uploadDrainLimit, status, message)
				}
				capBytes := uploadCap(e.App, t)
				if length > capBytes {
					return refuse(e, uploadDrainLimit, http.StatusRequestEntityTooLarge,
						fmt.Sprintf("This upload is larger than the %s allowed here.", megabytes(capBytes)))
				}
				return apis.BodyLimit(capBytes).Func(e)
			},
		})
		return se.Next()
	})
}

// target is the upload route's collection (or "inbound") and method, with the record id in the
// path when there is one.
type target struct {
	collection, method, recordId string
}

func uploadTarget(r *http.Request) (target, bool) {
	if !strings.HasPrefix(strings.ToLower(r.Header.Get("Content-Type")), "multipart/form-data") {
		return target{}, false
	}
	m := uploadRoute.FindStringSubmatch(r.URL.Path)
	if m == nil {
		return target{}, false
	}
	if m[3] != "" {
		return target{collection: m[3], method: r.Method}, true
	}
	return target{collection: m[1], method: r.Method, recordId: strings.TrimPrefix(m[2], "/")}, true
}

// mayUpload is 0 when the caller may upload to t, else the status and message refusing it.
func mayUpload(e *core.RequestEvent, t target) (int, string) {
	auth := e.Auth
	if auth != nil && auth.IsSuperuser() {
		return 0, ""
	}
	who, ok := uploaders[t.collection][t.method]
	if !ok {
		return http.StatusForbidden, "Files cannot be uploaded here."
	}
	if auth == nil {
		return http.StatusUnauthorized, "Sign in to upload files."
	}
	switch auth.Collection().Name {
	case "users":
		if who.customers && (!who.self || t.recordId == auth.Id) {
			return 0, ""
		}
	case "staff":
		roles := auth.GetStringSlice("roles")
		if auth.GetBool("active") && (slices.Contains(roles, "admin") ||
			slices.ContainsFunc(who.staffRoles, func(role string) bool { return slices.Contains(roles, role) })) {
			return 0, ""
		}
	}
	return http.StatusForbidden, "Your account may not upload files here."
}

// uploadCap is what an upload to t may weigh: the limits of its collection's file fields (maxSize
// times maxSelect) and JSON fields (maxSize), as PocketBase counts them, and the allowance for the
// text fields (the inbound scan stores parcels' photos).
func uploadCap(app core.App, t target) int64 {
	name := t.collection
	if name == "inbound" {
		name = "parcels"
	}
	total := int64(uploadAllowance)
	collection, err := app.FindCachedCollectionByNameOrId(name)
	if err != nil {
		return total
	}
	for _, field := range collection.Fields {
		if calc, ok := field.(core.MaxBodySizeCalculator); ok {
			total += calc.CalculateMaxBodySize()
		}
	}
	return total
}

// refuse answers a body it will not parse. Up to drainLimit of it is read and dropped first (a
// buffer at a time, never held), so that a client still sending it reads this answer rather than
// a reset; then the connection is closed, or the rest would be read as the next request.
func refuse(e *core.RequestEvent, drainLimit int64, status int, message string) error {
	if !strings.EqualFold(e.Request.Header.Get("Expect"), "100-continue") {
		body := io.Reader(e.Request.Body)
		// The router's rereadable wrapper would keep a copy of what is read (16 MB in memory).
		if rereadable, ok := e.Request.Body.(*router.RereadableReadCloser); ok {
			body = rereadable.ReadCloser
		}
		_, _ = io.Copy(io.Discard, io.LimitReader(body, drainLimit))
	}
	e.Response.Header().Set("Connection", "close")
	return router.NewApiError(status, message, nil)
}

func megabytes(n int64) string {
	return fmt.Sprintf("%.0f MB", float64(n)/(1<<20))
}
