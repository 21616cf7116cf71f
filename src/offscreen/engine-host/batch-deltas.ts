/**
 * Streamed text, passed on at most once per `everyMs` (0: at once). A fast engine writes hundreds of
 * tokens a second; one message and one panel render per token would only cost the panel's
 * responsiveness, while 30 updates a second read as smooth.
 */
export function batchDeltas(everyMs: number, send: (text: string) => void) {
  let pending = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (!pending) return;
    const text = pending;
    pending = '';
    send(text);
  };
  return {
    push(text: string) {
      pending += text;
      if (everyMs <= 0) flush();
      else timer ??= setTimeout(flush, everyMs);
    },
    flush,
  };
}
