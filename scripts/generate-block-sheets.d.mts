export declare function blockSheetProblems(): string[];
