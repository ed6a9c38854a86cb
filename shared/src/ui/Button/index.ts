export { Button, ButtonVariant } from './Button';
export type { ButtonProps } from './Button';
