import { useEffect, useRef, useState } from 'preact/hooks';
import { ui } from '../i18n/ui-translator';
import type { PlainKey } from '../i18n/message-key';
import { HistoryError } from '../history/history-db';
import type { History } from '../history/history-store';
import { applyRetention, RETENTIONS, type Retention } from '../history/retention';
import { ShapeError } from '../history/check-shape';
import { exportFile, validateExport } from '../history/validate-export';

export interface HistorySettingsDeps {
  history: Pick<History, 'all' | 'merge' | 'removeAll' | 'removeOlderThan' | 'count' | 'onChange'>;
  retention: { getValue(): Promise<Retention>; setValue(value: Retention): Promise<void> };
  download(name: string, text: string, type: string): void;
}

const RETENTION_WORDS: Record<Retention, PlainKey> = { forever: 'retentionForever', '30-days': 'retention30Days', off: 'retentionOff' };
/** A file bigger than this is not read (an export of 2,000 conversations is a few tens of MB). */
const MAX_IMPORT_BYTES = 256 * 1024 * 1024;

const problemWords = (error: unknown) =>
  error instanceof HistoryError && error.problem === 'full'
    ? ui.t('historyFull')
    : ui.t('historyReadFailed', error instanceof Error ? error.message : String(error));

/**
 * The options page's Conversations section: how long they are kept, export all as JSON, import such a
 * file back (checked field by field first: a wrong file changes nothing), delete all.
 */
export function HistorySettings({ deps }: { deps: HistorySettingsDeps }) {
  const [retention, setRetention] = useState<Retention | undefined>(undefined);
  const [count, setCount] = useState<number | undefined>(undefined);
  const [status, setStatus] = useState<{ text: string; error?: boolean }>({ text: '' });
  const [confirming, setConfirming] = useState(false);
  const file = useRef<HTMLInputElement>(null);

  useEffect(() => {
    void deps.retention.getValue().then(setRetention);
    const recount = () => void deps.history.count().then(setCount, () => setCount(undefined));
    recount();
    return deps.history.onChange(recount);
  }, [deps]);

  const run = async (work: () => Promise<string>) => {
    try {
      setStatus({ text: await work() });
    } catch (error) {
      setStatus({ text: problemWords(error), error: true });
    }
  };
  const choose = (value: Retention) =>
    void run(async () => {
      setRetention(value);
      await deps.retention.setValue(value);
      await applyRetention(deps.history, value, Date.now());
      return ui.t('retentionSaved');
    });
  const exportAll = () =>
    void run(async () => {
      const conversations = await deps.history.all();
      deps.download(`ask-tabs-conversations-${new Date().toISOString().slice(0, 10)}.json`, JSON.stringify(exportFile(conversations, Date.now()), null, 1), 'application/json');
      return ui.t('historyExported', conversations.length);
    });
  const importFile = (chosen: File | undefined) => {
    if (!chosen) return;
    void (async () => {
      let conversations;
      try {
        if (chosen.size > MAX_IMPORT_BYTES) throw new ShapeError('', 'a smaller file');
        conversations = validateExport(JSON.parse(await chosen.text()));
      } catch (error) {
        setStatus({ text: error instanceof ShapeError && error.path ? ui.t('historyImportBadField', error.path) : ui.t('historyImportNotExport'), error: true });
        return;
      } finally {
        if (file.current) file.current.value = '';
      }
      await run(async () => {
        const result = await deps.history.merge(conversations);
        return ui.t('historyImported', result.added, result.updated, result.unchanged);
      });
    })();
  };
  const deleteAll = () =>
    void run(async () => {
      setConfirming(false);
      await deps.history.removeAll();
      return ui.t('historyDeletedAll');
    });

  return (
    <section class="history-settings" data-testid="history-settings" aria-labelledby="history-settings-title">
      <h2 id="history-settings-title">{ui.t('historyTitle')}</h2>
      <p class="hint-text">{ui.t('historyIntro')}</p>
      <fieldset>
        <legend>{ui.t('retentionLabel')}</legend>
        {RETENTIONS.map((value) => (
          <label key={value} class="choice">
            <input type="radio" name="retention" value={value} data-testid={`retention-${value}`} checked={retention === value} disabled={retention === undefined} onChange={() => choose(value)} />
            {ui.t(RETENTION_WORDS[value])}
          </label>
        ))}
      </fieldset>
      <p class="actions">
        <button type="button" data-testid="history-export-all" onClick={exportAll} disabled={count === 0}>
          {ui.t('historyExportAll')}
        </button>
        <label class="button-like">
          {ui.t('historyImport')}
          <input ref={file} type="file" accept="application/json,.json" class="visually-hidden" data-testid="history-import" onChange={(e) => importFile(e.currentTarget.files?.[0])} />
        </label>
        {confirming ? (
          <>
            <button type="button" class="danger" data-testid="history-delete-all-confirm" onClick={deleteAll}>
              {ui.t('historyDeleteAllConfirm')}
            </button>
            <button type="button" onClick={() => setConfirming(false)}>
              {ui.t('historyDeleteCancel')}
            </button>
          </>
        ) : (
          <button type="button" data-testid="history-delete-all" onClick={() => setConfirming(true)} disabled={count === 0}>
            {ui.t('historyDeleteAll')}
          </button>
        )}
      </p>
      <p data-testid="history-status" role="status" class={status.error ? 'status-error' : ''}>
        {count !== undefined && !status.text ? ui.t('historyCount', count) : status.text}
      </p>
    </section>
  );
}
