// Development only (see the rspack preset): a minimal React DevTools hook that remembers every
// renderer, so the areas' react-refresh runtimes can refresh components inside the shell page.
(function installHook() {
  if (window.__REACT_DEVTOOLS_GLOBAL_HOOK__) return;
  var renderers = new Map();
  var nextId = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: renderers,
    supportsFiber: true,
    inject: function inject(renderer) {
      nextId += 1;
      renderers.set(nextId, renderer);
      return nextId;
    },
    onScheduleFiberRoot: function onScheduleFiberRoot() {},
    onCommitFiberRoot: function onCommitFiberRoot() {},
    onCommitFiberUnmount: function onCommitFiberUnmount() {},
    onPostCommitFiberRoot: function onPostCommitFiberRoot() {},
  };
})();
