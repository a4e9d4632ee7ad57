export { MasukUlangForm, type MasukUlangFormProps } from './MasukUlangForm';
