export { Spinner, type SpinnerProps, type SpinnerSize, spinnerSizes } from './Spinner';
