/** Mortgage calculator (spec 001 sections 3-5, 9): pure, the same in the browser and in tests. */
export * from './calculator';
export * from './input';
export * from './payment';
export * from './premium';
export * from './rules';
export * from './schedule';
export * from './scenario';
