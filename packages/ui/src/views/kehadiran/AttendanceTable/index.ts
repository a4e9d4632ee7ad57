export {
  AttendanceTable,
  type AttendanceTableProps,
  type KehadiranMahasiswa,
} from './AttendanceTable';
