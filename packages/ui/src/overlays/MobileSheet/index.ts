export { MobileSheet, type MobileSheetProps } from './MobileSheet';
