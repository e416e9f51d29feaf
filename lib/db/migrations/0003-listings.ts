/** Filled by the listings work: versioned SQL, statements ended by ';' at line end. */
export const sql = `
select 1;
`;
