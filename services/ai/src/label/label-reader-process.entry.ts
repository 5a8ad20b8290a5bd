import { type Box, PaddleLabelReader } from './label-ocr';
import type { OcrRequest, OcrAnswer } from './label-reader-process';

// The OCR's own process (label-reader-process.ts): the sessions load when it starts, and all of its
// memory goes back to the system when it ends. It ends when told to, or when the worker that
// started it is gone (the IPC channel closes).
const [modelDir, threads] = [process.argv[2], process.argv[3] ? Number(process.argv[3]) : undefined];
const loading = PaddleLabelReader.load(modelDir, threads);
// a failed load answers every read with its error
loading.catch(() => undefined);

const answer = (message: OcrAnswer) => process.send?.(message);

process.on('disconnect', () => process.exit(0));
process.on('message', (request: OcrRequest) => {
  if ('close' in request) {
    void loading
      .then((reader) => reader.release())
      .catch(() => undefined)
      .finally(() => process.exit(0));
    return;
  }
  const { id, image, options, wantBoxes } = request;
  const boxes: Box[] | undefined = wantBoxes ? [] : undefined;
  loading
    .then((reader) => reader.read(Buffer.from(image.buffer, image.byteOffset, image.byteLength), { ...options, boxes }))
    .then(
      (lines) => answer({ id, lines, boxes }),
      (err: Error) => answer({ id, error: err?.message ?? String(err) }),
    );
});
