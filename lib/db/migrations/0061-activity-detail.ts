/**
 * The activity log says what happened as data, not as an English sentence: `detail` holds a
 * message name and its parameters ({"message": "invited", "params": {"email": ..., "role": ...}}),
 * which /qa/activity turns into a sentence in the viewer's language (accounts.activity.details).
 * Rows written before keep `detail` null and show their stored `summary` text.
 */
export const sql = `
alter table activity add column detail jsonb;
`;
