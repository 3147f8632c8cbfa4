/**
 * The only script the HTML names. It asks for the app's code once the browser has painted the
 * prerendered page, so nothing competes with the hero text for the network or the main thread:
 * the page is readable and its links work before any of React has arrived. A page opened in a
 * background tab gets no frames until it is shown, so there the code loads straight away.
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

async function loadApp() {
  // React DOM is most of the code: its module runs in a task of its own, the rest of the app in the next.
  await import('react-dom/client');
  await nextTask();
  await import('./entry-client');
}

if (document.visibilityState === 'visible') {
  // A frame callback runs just before the paint; a task queued from it runs just after.
  requestAnimationFrame(() => setTimeout(loadApp));
} else {
  loadApp();
}
