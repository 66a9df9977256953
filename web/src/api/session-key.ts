/** The localStorage key of the access token; browser tests read it to check a logged-out token dies. */
export const TOKEN_STORAGE_KEY = 'gradina.token';
