export {
  Radio,
  RadioGroup,
  type RadioGroupOrientation,
  type RadioGroupProps,
  type RadioProps,
  radioGroupOrientations,
} from './RadioGroup';
