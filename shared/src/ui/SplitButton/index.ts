export { SplitButton } from './SplitButton';
export type { SplitButtonAction, SplitButtonProps } from './SplitButton';
