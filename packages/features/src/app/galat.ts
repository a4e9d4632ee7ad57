// Loaded with import() only: the guards' error page (a failed access check) is rare.
export { ErrorPage as default } from '@kampus/ui';
