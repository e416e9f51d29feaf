/** Filled by the editor work: versioned SQL, statements ended by ';' at line end. */
export const sql = `
select 1;
`;
