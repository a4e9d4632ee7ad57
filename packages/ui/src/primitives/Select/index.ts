export { OptionList, Select, type SelectOption, type SelectProps } from './Select';
