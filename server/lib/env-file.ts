/**
 * Reads `.env` from the working directory into process.env; variables already set in the real
 * environment win (Node's own rule for loadEnvFile). A missing file is the normal case.
 */
export function loadDotEnv(file = ".env") {
  try {
    process.loadEnvFile(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
}
