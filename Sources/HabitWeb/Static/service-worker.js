// Habits service worker. The server serves it at /sw.js after a prelude it generates, which
// defines CACHE (named by the version of everything below and of the files it precaches),
// SHELL (the fingerprinted files the app needs to open offline) and OFFLINE (the offline page
// in every language), and starts it in strict mode.

const LANGUAGE_KEY = "/__habits-language";
let language = null;

// Copies of pages are kept for one account at a time (SPEC §13), in their own cache (dropped
// with the rest when a new version activates). Every answer of the server names whose it is
// (Habits-Account: a keyed hash, "personal", or "none" for the sign-in page, after a sign-out or a
// refused session): one that names someone else, or no one, empties the copies first.
const PAGES = CACHE + "-pages";
const ACCOUNT_KEY = "/__habits-account";
let account;

function knownAccount() {
  if (account !== undefined) return Promise.resolve(account);
  return caches.open(PAGES).then((cache) => cache.match(ACCOUNT_KEY))
    .then((hit) => (hit ? hit.text() : null)).then((found) => (account = account === undefined ? found : account));
}

// The page cache a response may be kept in, or null; empties it when the owner changed.
function pagesFor(response) {
  const owner = response.headers.get("Habits-Account");
  if (!owner) return Promise.resolve(null);
  return knownAccount().then((known) => {
    if (owner === known) return owner === "none" ? null : caches.open(PAGES);
    account = owner;
    return caches.delete(PAGES).then(() => (owner === "none" ? null
      : caches.open(PAGES).then((cache) => cache.put(ACCOUNT_KEY, new Response(owner)).then(() => cache))));
  });
}

function pageCopy(request) {
  return caches.open(PAGES).then((cache) => cache.match(request));
}

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()));
});

// A new version replaces the old cache cleanly.
self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
    .then(() => self.clients.claim()));
});

// Pages name their language (Content-Language); remember the latest, across restarts too.
function rememberLanguage(response) {
  const found = response.headers.get("Content-Language");
  if (!found || found === language || !OFFLINE[found]) return;
  language = found;
  caches.open(CACHE).then((cache) => cache.put(LANGUAGE_KEY, new Response(found)));
}

function offlinePage() {
  const known = language ? Promise.resolve(language)
    : caches.match(LANGUAGE_KEY).then((hit) => (hit ? hit.text() : "en"));
  return known.then((code) => new Response(OFFLINE[code] || OFFLINE.en, {
    status: 503, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } }));
}

// Offline, a board address the cache lacks is still a board it has when it names the day that
// copy shows: the last board of today ("/"), or the next day's board the page had the server
// render ahead ("/?tomorrow=1"), which the page asks for by its date once that day has come
// while offline. Any other screen gets the offline page.
const BOARDS = ["/", "/?tomorrow=1"];

function offlineNavigation(url) {
  const params = [...url.searchParams.keys()];
  if (url.pathname !== "/" || params.some((key) => key !== "date")) return offlinePage();
  const wanted = url.searchParams.get("date");
  return Promise.all(BOARDS.map(pageCopy)).then((copies) => {
    const reads = copies.map((copy) => (copy ? copy.clone().text() : Promise.resolve("")));
    return Promise.all(reads).then((pages) => {
      const index = pages.findIndex((html, i) => {
        const shown = (html.match(/data-today="([0-9-]+)"/) || [])[1];
        return shown && (wanted ? wanted === shown : i === 0);
      });
      return index >= 0 ? copies[index] : offlinePage();
    });
  });
}

// A board page asks for the next day's board to be rendered ahead and kept (see app.js's
// renderAhead): what it shows if the day turns while the phone is offline.
self.addEventListener("message", (event) => {
  if (event.data !== "render-ahead") return;
  event.waitUntil(fetch(BOARDS[1], { credentials: "same-origin" })
    .then((response) => pagesFor(response).then((cache) =>
      (cache && response.ok && !response.redirected ? cache.put(BOARDS[1], response) : null)))
    .catch(() => {}));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  if (url.pathname.startsWith("/static/")) {
    // Fingerprinted files never change: the cache first.
    event.respondWith(caches.match(request).then((hit) => hit || fetch(request)));
    return;
  }
  // Pages (and the script's own fetches of them): the network first for fresh numbers,
  // the last copy of that very address when offline.
  event.respondWith(fetch(request).then((response) => pagesFor(response).then((cache) => {
    if (cache && response.ok && !response.redirected) {
      rememberLanguage(response);
      cache.put(request, response.clone());
      if (url.pathname === "/" && request.mode === "navigate") cache.put("/", response.clone());
    }
    return response;
  }, () => response)).catch(() => pageCopy(request)
    .then((hit) => hit || (request.mode === "navigate" ? offlineNavigation(url) : Response.error()))));
});
