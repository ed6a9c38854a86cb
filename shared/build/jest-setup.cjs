require('@testing-library/jest-dom');
// A busy 2-core machine (CI, or several runs at once) can take seconds to render a screen: tests wait
// on what the user sees for up to 5 s, not on the library's default 1 s.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
const { TextDecoder, TextEncoder } = require('node:util');
// react-router 7 needs these in jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });
// jsdom has no <dialog> methods; the kit's dialogs use showModal/close.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(returnValue) {
    this.open = false;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new Event('close'));
  };
}
// The rspack preset defines the build version; tests see a fixed one.
globalThis.__AREA_BUILD_VERSION__ = '0.0.0-test';
