export { type LoginValues, LoginView, type LoginViewProps } from './LoginView';
