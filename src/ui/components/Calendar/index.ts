export { Calendar, type CalendarProps, type CalendarMark } from './Calendar.tsx';
