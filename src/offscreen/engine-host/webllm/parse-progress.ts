import type { InitProgressReport } from '@mlc-ai/web-llm';
import type { LoadProgress } from '../../../models/load-progress';

const MiB = 1024 * 1024;

/**
 * WebLLM reports progress as a fraction plus a sentence (web-llm 0.2.86, tvmjs fetchTensorCache):
 * "Fetching param cache[3/20]: 123MB fetched. 15% completed, 4 secs elapsed. …" while downloading,
 * "Loading model from cache[3/20]: 123MB loaded. …" when the weights are already cached, then
 * "Loading GPU shader modules[5/40]: 12% completed, …" and "Finish loading on <GPU>". Bytes are only
 * in the text (whole MB), and the total follows from bytes ÷ fraction.
 */
export function parseProgress(report: InitProgressReport): LoadProgress {
  const { text } = report;
  const fraction = Math.min(1, Math.max(0, Number.isFinite(report.progress) ? report.progress : 0));
  if (/^Finish loading/u.test(text)) return { phase: 'ready', fraction: 1, text };
  const mb = /(\d+)MB (?:fetched|loaded)/u.exec(text);
  const phase = /^Fetching param cache|^Start to fetch/u.test(text)
    ? 'download'
    : /^Loading model from cache/u.test(text)
      ? 'cache'
      : 'compile';
  if (mb && (phase === 'download' || phase === 'cache')) {
    const loadedBytes = Number(mb[1]) * MiB;
    const progress: LoadProgress = { phase, fraction, loadedBytes, text };
    if (fraction > 0.005) progress.totalBytes = Math.max(loadedBytes, Math.round(loadedBytes / fraction / MiB) * MiB);
    return progress;
  }
  return { phase, fraction, text };
}
