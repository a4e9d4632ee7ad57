export {
  FormGrid,
  type FormGridProps,
  FormSection,
  type FormSectionProps,
  FormStack,
} from './FormLayout';
