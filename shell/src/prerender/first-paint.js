// Runs in <head> before the first paint; the build inlines it into every HTML document and
// nginx/render.mjs allows it by its hash. Written for every browser the app supports, no imports.
// - data-session: a signed-in visitor, so the signed-out links of the pre-rendered header stay
//   hidden until the app has rendered the real ones.
// - data-area and data-lang: which layout frame, in which language, the app document shows while
//   the page's code loads (the language is chosen as shared-contracts' preferredLanguage() does).
//   The rules are in <meta name="fwd-frames">, written by the build with the chunks of each
//   language's words, which are preloaded for the visitor's language.
// - A page with a data module has its first API answers, and the pictures they show first, asked
//   for at once (from the route data nginx wrote into the document, else from the remote's
//   route-data.js); the pictures the data module gives a view are shown in the frame as soon as
//   they arrive. The path's remote starts loading: its manifest is fetched (where the shell's
//   build-time runtime-config.json places it; docs/first-paint.md), then its entry's files and
//   the page's own, and the shell's query kit, which the page's data waits for.
// - The start-up scripts (<meta name="fwd-start">), the language's words and the remote's files are
//   asked for once a pre-rendered page has painted (its first paint needs nothing but the
//   document), and in the app document once the first answer whose pictures the frame shows has
//   arrived (at once where there is none): on a phone's connection they would share it with them.
// - A form submitted before the app is ready is held (never sent by the browser, which would put
//   the fields in the URL) and replayed by the app once it is (shell/src/prerender/held-input.ts).
// The app document runs it a second time right after #root: it keeps only the chosen frame, its
// controls disabled until the app replaces it (a change there would be lost).
/* global document, window, location, requestAnimationFrame */
(function () {
  var html = document.documentElement;
  // While the start waits (`fwd-start`): what it then does, in order.
  var later = null;
  var whenStarted = function (step) {
    if (later) later.push(step);
    else step();
  };
  var start = function () {
    var steps = later || [];
    later = null;
    for (var s = 0; s < steps.length; s++) steps[s]();
  };
  // In the app document, the first answers whose pictures the frame will show, still awaited: the
  // start waits for them (HOLD_MS at most), so that on a phone's connection the answer and then its
  // pictures, asked for first, are not sharing it with the start-up scripts.
  var HOLD_MS = 1000;
  var holding = 0;
  // Hints and scripts go into <head> in order, six per task: each costs the main thread one to two
  // milliseconds, and thirty at once would block taps for a tenth of a second on a phone.
  var queue = [];
  var flush = function () {
    for (var n = 0; n < 6 && queue.length; n++) document.head.appendChild(queue.shift());
    if (queue.length) setTimeout(flush, 0);
  };
  var add = function (node) {
    if (!queue.length) setTimeout(flush, 0);
    queue.push(node);
  };
  function hint(rel, href, as) {
    var link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    link.crossOrigin = 'anonymous';
    if (as) link.as = as;
    whenStarted(function () {
      add(link);
    });
  }
  var root = document.getElementById('root');
  if (root) {
    var frames = root.querySelectorAll('[data-frame]');
    for (var f = 0; f < frames.length; f++) {
      var frame = frames[f];
      var chosen =
        frame.getAttribute('data-frame') === html.getAttribute('data-area') &&
        frame.getAttribute('data-lang') === html.getAttribute('data-lang');
      if (!chosen) {
        frame.parentNode.removeChild(frame);
        continue;
      }
      var controls = frame.querySelectorAll('select, input, button, textarea');
      for (var c = 0; c < controls.length; c++) controls[c].disabled = true;
    }
    return;
  }
  var token = '';
  try {
    var auth = JSON.parse(localStorage.getItem('pocketbase_auth') || 'null');
    token = auth.token || '';
    var part = auth.token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    if (JSON.parse(atob(part)).exp * 1000 > Date.now()) {
      html.setAttribute('data-session', auth.record.collectionName === 'staff' ? 'staff' : 'customer');
    }
  } catch {
    // Signed out, or storage blocked: the signed-out header is right.
  }
  // The document's start-up scripts, which wait (`after`): for the first paint in a pre-rendered
  // page; in the app document for the answer whose pictures the frame shows, where there is one.
  var startMeta = document.querySelector('meta[name="fwd-start"]');
  var startup = startMeta ? JSON.parse(startMeta.getAttribute('content')) : null;
  if (startup) {
    later = [];
    for (var p = 0; p < startup.preload.length; p++) hint('modulepreload', startup.preload[p]);
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = startup.entry;
    // Added to a document still parsed, a module script could run before #root exists.
    whenStarted(function () {
      if (document.readyState !== 'loading') add(script);
      else
        document.addEventListener('DOMContentLoaded', function () {
          add(script);
        });
    });
  }
  var lang = 'en';
  try {
    var stored = localStorage.getItem('fwd-language');
    lang = stored === 'en' || stored === 'vi' ? stored : /^vi/i.test(navigator.language) ? 'vi' : 'en';
  } catch {
    lang = /^vi/i.test(navigator.language) ? 'vi' : 'en';
  }
  html.setAttribute('data-lang', lang);
  var area = 'default';
  var remote = '';
  try {
    var path = location.pathname.replace(/^\/+|\/+$/g, '');
    var hints = JSON.parse(document.querySelector('meta[name="fwd-frames"]').getAttribute('content'));
    var words = hints.words[lang] || [];
    for (var w = 0; w < words.length; w++) hint('modulepreload', words[w]);
    var rules = hints.frames;
    for (var i = 0; i < rules.length; i++) {
      if (path === rules[i][0] || path.indexOf(rules[i][0] + '/') === 0) {
        area = rules[i][1];
        remote = rules[i][2];
        break;
      }
    }
  } catch {
    // No rules: the default frame.
  }
  html.setAttribute('data-area', area);
  if (remote) {
    try {
      var base = new URL(remote, location.href).href;
      var data = hints.data || [];
      for (var d = 0; d < data.length; d++) hint('modulepreload', data[d]);
      // The path's route among a remote's route paths (`a/:id/b`): its value and its parameters.
      var match = function (routes) {
        var parts = path.split('/');
        for (var pattern in routes) {
          var wanted = pattern.split('/');
          var params = {};
          var same = wanted.length === parts.length;
          for (var k = 0; same && k < wanted.length; k++) {
            if (wanted[k].charAt(0) === ':') params[wanted[k].slice(1)] = decodeURIComponent(parts[k]);
            else same = wanted[k] === parts[k];
          }
          if (same) return { value: routes[pattern], params: params };
        }
        return null;
      };
      // The remote's route-data.js says what its page at this path asks the API for first: asked
      // for now, with the headers the app's client sends, and handed to it when it asks
      // (shared-contracts' early-answers.ts); the pictures an answer shows first are asked for as
      // soon as it arrives, and shown in the frame where the request gives them a view.
      var api = function (apiPath) {
        return new URL((hints.api || '') + apiPath, location.href).href;
      };
      // The pictures one under another in place of the frame's skeleton, as the page will show
      // them (EarlyView), until the app replaces the frame.
      var show = function (view, urls) {
        var slot = document.querySelector(
          '#root [data-frame="' + area + '"][data-lang="' + lang + '"] [data-frame-slot]',
        );
        if (!slot || !urls.length) return;
        var box = document.createElement('div');
        box.setAttribute('data-early-view', view.kind);
        for (var u = 0; u < urls.length; u++) {
          var picture = document.createElement('img');
          picture.alt = '';
          if (view.kind === 'card') picture.style.height = view.height + 'px';
          else picture.style.aspectRatio = String(view.ratio);
          picture.src = api(urls[u]);
          box.appendChild(picture);
        }
        slot.setAttribute('data-early', '');
        slot.insertBefore(box, slot.firstChild);
      };
      var ask = function (request) {
        var url = api(request.path);
        var headers = { 'Accept-Language': lang };
        if (token) headers.Authorization = token;
        var response = fetch(url, { headers: headers });
        response.catch(function () {});
        window.__fwdEarlyAnswers[url] = { response: response, authorization: token, language: lang, at: Date.now() };
        if (!request.pictures) return;
        var held = Boolean(request.view && later && startup && startup.after === 'answer');
        if (held) holding++;
        var done = function () {
          if (held && --holding === 0 && later) start();
          held = false;
        };
        response
          .then(function (answer) {
            return answer.ok ? answer.clone().json() : null;
          })
          .then(function (body) {
            var urls = body ? request.pictures(body) : [];
            for (var u = 0; u < urls.length; u++) {
              var picture = document.createElement('link');
              picture.rel = 'preload';
              picture.as = 'image';
              picture.href = api(urls[u]);
              picture.fetchPriority = 'high';
              document.head.appendChild(picture);
            }
            if (request.view) show(request.view, urls);
            done();
          })
          .catch(done);
      };
      var answers = function (routeData) {
        var route = match(routeData);
        if (!route) return;
        window.__fwdEarlyAnswers = {};
        var requests = route.value(new URL(location.href), route.params);
        for (var r = 0; r < requests.length; r++) ask(requests[r]);
      };
      // nginx writes the route data into the document (window.__fwdRouteData, ROUTE_DATA_INCLUDE in
      // prerender-plugin.ts): the requests then leave now, not one round trip later.
      var written = window.__fwdRouteData;
      try {
        if (written) answers(written);
      } catch {
        // No early answers: the page asks for its data itself.
      }
      if (!written) {
        import(base + 'route-data.js')
          .then(function (module) {
            answers(module.default);
          })
          .catch(function () {
            // As above.
          });
      }
    } catch {
      // No fetch: the runtime asks for its data itself.
    }
    // The remote's own files, once the start has begun.
    whenStarted(function () {
      try {
        fetchRemote(new URL(remote, location.href).href);
      } catch {
        // No fetch: the runtime asks for the manifest itself.
      }
    });
  }
  // The remote's manifest, fetched and handed to the federation runtime (remote-registry.ts,
  // earlyManifest); beside it the remote's route-chunks.json, and from that, preloaded, what every
  // page of the remote runs (its entry first) and the files and words of the page at this path.
  // Plain script preloads: a module preload that fails (the remote down) would stay failed in the
  // page's module map, and Retry could never load the remote's entry again.
  function fetchRemote(base) {
    var manifestUrl = base + 'mf-manifest.json';
    var manifest = fetch(manifestUrl);
    // Offline, its failure is the runtime's to report (the remote unavailable), not an unhandled one.
    manifest.catch(function () {});
    window.__fwdManifest = { url: manifestUrl, response: manifest };
    var preloaded = {};
    var preload = function (files) {
      for (var f = 0; f < files.length; f++) {
        var href = new URL(files[f], base).href;
        if (!preloaded[href]) hint('preload', href, 'script');
        preloaded[href] = true;
      }
    };
    fetch(base + 'route-chunks.json')
      .then(function (response) {
        return response.ok ? response.json() : null;
      })
      .then(function (chunks) {
        preload(chunks.entry);
        var route = match(chunks.routes);
        if (route) preload(route.value.files.concat(route.value.words[lang] || []));
      })
      .catch(function () {
        // No hints: the runtime loads the remote one import after another, as without this script.
      });
  }
  if (startup && startup.after === 'paint') {
    // Once the browser reports the page's first contentful paint; two frames where it cannot, and
    // at once in a page that is hidden (it paints nothing) or paints nothing in 3 s.
    var afterPaint = function () {
      if (document.hidden) return start();
      var go = function () {
        if (later) start();
      };
      document.addEventListener('visibilitychange', go);
      setTimeout(go, 3000);
      try {
        new PerformanceObserver(function (list) {
          if (list.getEntriesByName('first-contentful-paint').length) go();
        }).observe({ type: 'paint', buffered: true });
      } catch {
        requestAnimationFrame(function () {
          requestAnimationFrame(go);
        });
      }
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
    else afterPaint();
  } else if (startup && holding && !document.hidden) {
    setTimeout(start, HOLD_MS);
  } else if (startup) {
    start();
  }
  document.addEventListener(
    'submit',
    function (event) {
      if (html.hasAttribute('data-ready')) return;
      event.preventDefault();
      window.__fwdHeldSubmit = event.target;
      event.target.setAttribute('aria-busy', 'true');
    },
    true,
  );
})();
