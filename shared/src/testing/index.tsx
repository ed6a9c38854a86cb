/**
 * Test helpers. Only tests import this module: it uses jest globals, which must never reach a
 * production bundle.
 */
export { renderWithHost } from './renderWithHost';
export type { RenderWithHostOptions, RenderWithHostResult } from './renderWithHost';
export { createTestI18n } from './createTestI18n';
export type { AreaMessages, TestI18nOptions } from './createTestI18n';
export { createFakeServices, createMemoryDrafts, createMemoryPreferences, TEST_USER } from './createFakeServices';
export type { FakeHostServices, FakeServicesOptions } from './createFakeServices';
export { createTestHttp } from './createTestHttp';
export type { SentRequest, TestHttp, TestReply } from './createTestHttp';
export { describeAreaModule } from './describeAreaModule';
export type { AreaModuleExpectations } from './describeAreaModule';
