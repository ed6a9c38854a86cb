require('@testing-library/jest-dom');
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
