export { KelasHeader, type KelasHeaderProps } from './KelasHeader';
