export {
  type KehadiranPengajar,
  KehadiranPengajarSection,
  type KehadiranPengajarSectionProps,
  type SyaratPengajar,
} from './KehadiranPengajarSection';
