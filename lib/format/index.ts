/** Display formatting of spec 000 section 9: pure, the same on server and client. */
export { formatBathCount } from './bath-count';
export { formatCurrency, type CurrencyOptions } from './currency';
export { formatFileSize } from './file-size';
export { formatDateLong, formatDateMedium, formatDateTime, formatSourceDate, formatTime, quebecDay } from './date';
export { readTime } from './read-time';
export { timeAgo } from './time-ago';
