/** Display formatting of spec 000 section 9: pure, the same on server and client. */
export { formatBathCount } from './bath-count';
export { formatCurrency } from './currency';
export { formatDateLong, formatDateMedium, formatDateTime, formatSourceDate, formatTime, quebecDay } from './date';
