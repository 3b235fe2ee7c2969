// The only request a page makes while it loads besides the page: it starts the site's own scripts (named by the page's
// <meta name="app-script"> tags, in order) once the browser has shown the prerendered page, i.e. after its first
// contentful paint has reached the screen (the paint timing entry), or after 3 s if no such paint is reported. The
// page is whole without JavaScript, so nothing waits for the app, and its code, the federation runtime's start-up
// and hydration stay off the path to the first paint. Plain JavaScript, copied as it is (no imports: it runs
// before any module system exists).
(() => {
  let started = false;
  const link = (attributes) => document.head.appendChild(Object.assign(document.createElement('link'), attributes));
  const start = () => {
    if (started) return;
    started = true;
    // The area's stylesheet is inline (<style data-href>) with only the rules this page's HTML uses: linked under its
    // URL, so the remote does not load it again, and applied once loaded (media "not all" until then: it neither
    // blocks nor restyles anything before), for what the app renders later. The web app manifest is not needed to
    // show the page either.
    for (const style of document.querySelectorAll('style[data-href]')) {
      const sheet = link({ rel: 'stylesheet', media: 'not all', href: style.dataset.href });
      sheet.onload = () => {
        sheet.media = 'all';
      };
    }
    link({ rel: 'manifest', href: '/manifest.webmanifest' });
    for (const meta of document.querySelectorAll('meta[name="app-script"]')) {
      const script = document.createElement('script');
      script.src = meta.content;
      // Executed in the order listed, like deferred scripts.
      script.async = false;
      document.head.append(script);
    }
  };
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted() || typeof PerformanceObserver === 'undefined') {
    setTimeout(start, 0);
    return;
  }
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    setTimeout(start, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(start, 3000);
})();
