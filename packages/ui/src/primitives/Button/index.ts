export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonSizes,
  buttonVariants,
  type IconOnlyButtonProps,
  type LinkButtonProps,
} from './Button';
