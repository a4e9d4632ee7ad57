export {
  Calendar,
  CalendarContent,
  type CalendarContentProps,
  type CalendarProps,
} from './Calendar';
