export { AppHeader, type AppHeaderProps, type BreadcrumbItem } from './AppHeader';
