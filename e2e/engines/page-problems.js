/*
 * The first script of every page the engines tier serves (global-setup.ts puts it at the top of each <head>).
 * WebKit's WebDriver (classic, no BiDi) reports no page errors, so the page keeps its own list, which the tests read
 * before the page goes: uncaught errors, unhandled rejections, console errors and warnings, and CSP refusals.
 */
(() => {
  const problems = [];
  Object.defineProperty(window, '__pageProblems', { value: problems });
  const describe = (value) => (value instanceof Error ? `${value.name}: ${value.message}` : String(value));
  window.addEventListener('error', (event) => {
    problems.push(`uncaught ${event.error ? describe(event.error) : event.message}`);
  });
  window.addEventListener('unhandledrejection', (event) => {
    problems.push(`unhandled rejection ${describe(event.reason)}`);
  });
  document.addEventListener('securitypolicyviolation', (event) => {
    problems.push(`CSP refused ${event.blockedURI || 'inline'} (${event.violatedDirective})`);
  });
  for (const level of ['error', 'warn']) {
    const original = console[level];
    console[level] = (...args) => {
      problems.push(`console.${level} ${args.map(describe).join(' ')}`);
      original.apply(console, args);
    };
  }
})();
