export * from './constants';
export * from './types';
export { isImageAttachment, isSafeUrl, isValidResetPassword, previewText } from './helpers';
