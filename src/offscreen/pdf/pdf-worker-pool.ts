/** The parts of pdf.js's PDFWorker the pool uses. */
export interface PoolWorker {
  destroy(): void;
}

/**
 * pdf.js's Web Workers for the PDF reader. Each read gets a worker of its own, so a PDF that stalls
 * its worker (a decompression bomb inside a page: pdf.js cannot be interrupted there) holds up no
 * other PDF; the stalled worker is ended (`release(worker, true)`). One idle worker is kept for the
 * next PDF (starting one costs a 1.2 MB script and a cold JIT: the first read of a session is about
 * twice as slow, bench/README.md "PDF") and ended after `idleMs` without a PDF.
 */
export function createPdfWorkerPool<W extends PoolWorker>(create: () => W, idleMs: number) {
  let idle: W | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    acquire(): W {
      clearTimeout(timer);
      const worker = idle ?? create();
      idle = undefined;
      return worker;
    },
    release(worker: W, stuck = false): void {
      if (stuck || idle) {
        worker.destroy();
        return;
      }
      idle = worker;
      timer = setTimeout(() => {
        idle?.destroy();
        idle = undefined;
      }, idleMs);
    },
  };
}
