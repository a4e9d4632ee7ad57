export { TextField, type TextFieldProps, teksPenghitung } from './TextField';
