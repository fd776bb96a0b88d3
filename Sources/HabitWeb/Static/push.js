// Settings → Reminders: "Get reminders on this device" asks for permission, subscribes with the
// server's VAPID key, sends the subscription to the server and keeps the Done token it answers
// in IndexedDB, where the service worker's Done action finds it. The words come from the page.
"use strict";

(function () {
  const box = document.getElementById("push-device");
  if (!box) return;
  const button = document.getElementById("push-enable");
  const status = document.getElementById("push-status");
  const say = (text) => { status.textContent = text; };
  box.hidden = false;
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
    button.hidden = true;
    say(box.dataset.unsupported);
    return;
  }
  if (Notification.permission === "denied") say(box.dataset.denied);

  function storedToken() {
    return new Promise((resolve) => {
      const opening = indexedDB.open("habits-push", 1);
      opening.onupgradeneeded = () => opening.result.createObjectStore("subscription");
      opening.onerror = () => resolve(null);
      opening.onsuccess = () => {
        const reading = opening.result.transaction("subscription").objectStore("subscription").get("current");
        reading.onsuccess = () => resolve(reading.result || null);
        reading.onerror = () => resolve(null);
      };
    });
  }

  // Already subscribed, with the token kept: say so.
  navigator.serviceWorker.ready
    .then((registration) => Promise.all([registration.pushManager.getSubscription(), storedToken()]))
    .then(([subscription, stored]) => {
      if (subscription && stored && stored.endpoint === subscription.endpoint) say(box.dataset.enabled);
    })
    .catch(() => {});

  function keyBytes(base64url) {
    const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((base64url.length + 3) % 4);
    return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  }

  function keepToken(token, endpoint) {
    return new Promise((resolve, reject) => {
      const opening = indexedDB.open("habits-push", 1);
      opening.onupgradeneeded = () => opening.result.createObjectStore("subscription");
      opening.onerror = () => reject(opening.error);
      opening.onsuccess = () => {
        const writing = opening.result.transaction("subscription", "readwrite");
        writing.objectStore("subscription").put({ token, endpoint }, "current");
        writing.oncomplete = () => resolve();
        writing.onerror = () => reject(writing.error);
      };
    });
  }

  async function enable() {
    button.disabled = true;
    try {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") {
        say(box.dataset.denied);
        return;
      }
      const registration = await navigator.serviceWorker.ready;
      const key = await (await fetch(box.dataset.keyUrl, { credentials: "same-origin" })).json();
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true, applicationServerKey: keyBytes(key.publicKey) });
      const body = Object.assign(subscription.toJSON(), { label: box.dataset.label });
      const answer = await fetch(box.dataset.subscribeUrl, {
        method: "POST", credentials: "same-origin",
        headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
      if (!answer.ok) throw new Error(`subscription refused: ${answer.status}`);
      const created = await answer.json();
      await keepToken(created.token, subscription.endpoint);
      say(box.dataset.enabled);
      // The new channel appears in the list with the page's next render.
      window.location.reload();
    } catch (error) {
      say(box.dataset.failed);
    } finally {
      button.disabled = false;
    }
  }

  button.addEventListener("click", () => { enable(); });
})();
