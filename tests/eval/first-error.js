// Preloaded into every eval runner (run-eval-script.js): the OCR's opencv.js (Emscripten) catches
// any uncaught exception or rejection in the process and throws it again from its own minified
// line, so Node printed that 290 kB line instead of the error. These handlers come first and print it.
const fail = (kind) => (error) => {
  console.error(`eval runner: ${kind}:`, error instanceof Error ? error.stack : error);
  process.exit(1);
};
process.on('uncaughtException', fail('uncaught exception'));
process.on('unhandledRejection', fail('unhandled rejection'));
