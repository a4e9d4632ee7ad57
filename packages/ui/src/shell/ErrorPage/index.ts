export { ErrorPage, type ErrorPageAction, type ErrorPageProps } from './ErrorPage';
