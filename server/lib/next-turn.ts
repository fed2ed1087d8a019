/**
 * Lets the requests waiting on the event loop run before long CPU work goes on: one process
 * serves every visitor, so a large job (an index build, a parts list) is done in slices.
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
