export { DatePicker, type DatePickerProps, DateSegments, segmentText } from './DatePicker';
