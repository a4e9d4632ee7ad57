export {
  ProgressBar,
  type ProgressBarProps,
  type ProgressBarTone,
  progressBarTone,
  progressBarTones,
} from './ProgressBar';
