// Moved to the shared contracts package (the web's bet slip and rules pages use the same rules); this file keeps
// the module's own imports working.
export * from '@suerte/contracts/lottery-rules';
