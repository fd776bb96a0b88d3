// Reminders (SPEC §15). The server sends an encrypted JSON payload:
// {title, body, url, tracker, day, time, done}, `done` being the label of the Done action.
// Done marks the habit done for that day with this browser's subscription token, which the
// Settings page stored in IndexedDB when it subscribed (the server keeps only its hash).

const PUSH_DB = "habits-push";

function pushToken() {
  return new Promise((resolve) => {
    const opening = indexedDB.open(PUSH_DB, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore("subscription");
    opening.onerror = () => resolve(null);
    opening.onsuccess = () => {
      const reading = opening.result.transaction("subscription").objectStore("subscription").get("current");
      reading.onsuccess = () => resolve(reading.result ? reading.result.token : null);
      reading.onerror = () => resolve(null);
    };
  });
}

self.addEventListener("push", (event) => {
  let reminder = null;
  try { reminder = event.data ? event.data.json() : null; } catch (error) { reminder = null; }
  if (!reminder || typeof reminder.title !== "string") return;
  event.waitUntil(self.registration.showNotification(reminder.title, {
    body: reminder.body || "",
    // One notification per habit and day: a second reminder replaces the first.
    tag: `reminder-${reminder.tracker}-${reminder.day}`,
    data: { url: reminder.url, tracker: reminder.tracker, day: reminder.day },
    actions: reminder.done ? [{ action: "done", title: reminder.done }] : [],
  }));
});

// Only this app's own pages are opened; anything else opens the board.
function ownPage(address) {
  try {
    const url = new URL(address, self.location.origin);
    return url.origin === self.location.origin ? url.href : self.location.origin + "/";
  } catch (error) {
    return self.location.origin + "/";
  }
}

function openPage(address) {
  const target = ownPage(address);
  return self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
    const open = windows.find((client) => client.url === target);
    if (open) return open.focus();
    return self.clients.openWindow(target);
  });
}

function markDone(info) {
  return pushToken().then((token) => {
    if (!token) return openPage(info.url);
    return fetch("/api/v1/push/done", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token, tracker: info.tracker, day: info.day }),
    }).then((response) => (response.ok ? undefined : openPage(info.url)));
  }).catch(() => openPage(info.url));
}

self.addEventListener("notificationclick", (event) => {
  const info = event.notification.data || {};
  event.notification.close();
  event.waitUntil(event.action === "done" ? markDone(info) : openPage(info.url));
});
