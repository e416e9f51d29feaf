import type { Plugin } from 'vite';
export declare function blockSheets(): Plugin;
