/** Filled by the leads work: versioned SQL, statements ended by ';' at line end. */
export const sql = `
select 1;
`;
