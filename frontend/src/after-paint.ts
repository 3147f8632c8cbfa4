/**
 * The one script the prerendered HTML names before the first paint. The app's own tags (its module
 * script and preloads) wait in `<template id="after-paint">` and are added once the browser has
 * painted, so nothing competes with the hero text for the network or the main thread: the page
 * reads, and its links and form work, before any of React arrives. A background tab gets no frames
 * until it is shown, so there the app loads straight away.
 */
function loadApp() {
  const deferred = document.getElementById('after-paint');
  // Scripts cloned out of a template run when inserted (unlike ones set through innerHTML).
  if (deferred instanceof HTMLTemplateElement) document.head.append(document.importNode(deferred.content, true));
}

if (document.visibilityState === 'visible') {
  // A frame callback runs just before the paint; a task queued from it runs just after.
  requestAnimationFrame(() => setTimeout(loadApp));
} else {
  loadApp();
}
