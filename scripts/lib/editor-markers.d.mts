export declare const editorMarkers: Record<'puck' | 'dnd-kit', string>;
export declare function editorCodeIn(scripts: Iterable<string>): string[];
