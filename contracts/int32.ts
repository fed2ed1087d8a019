/**
 * The largest PostgreSQL `integer` (int32): the one bound for row ids and counts that are stored
 * as integers, so a huge number is a 400 with a message, never a 500 from the database.
 */
export const INT32_MAX = 2_147_483_647;
