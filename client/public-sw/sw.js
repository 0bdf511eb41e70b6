/*
 * The service worker of turn notifications (docs/PROTOCOL.md "Turn notifications"),
 * served as /sw.js with scope / (vite.config.ts copies it; server/http/static.ts sends it
 * with no-cache, so a new version is picked up at the next visit). It does nothing but
 * show what the server pushed and open the table it names: no caching, no fetch handler.
 */
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = {};
  }
  const title = typeof message.title === 'string' ? message.title : 'Woodland Table';
  const url = typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/';
  event.waitUntil(self.registration.showNotification(title, {
    body: typeof message.body === 'string' ? message.body : '',
    // One notification per table: a newer one replaces the older without ringing again.
    tag: typeof message.tag === 'string' ? message.tag : undefined,
    renotify: false,
    data: { url },
  }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = event.notification.data && typeof event.notification.data.url === 'string' ? event.notification.data.url : '/';
  const target = new URL(path, self.location.origin).href;
  event.waitUntil((async () => {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const open = windows.find((w) => w.url === target);
    if (open) return open.focus();
    return self.clients.openWindow(target);
  })());
});
