export { MoveButtons } from './MoveButtons';
export type { MoveButtonsProps } from './MoveButtons';
