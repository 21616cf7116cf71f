import { ui } from '../../i18n/ui-translator';
import { downloadFile, fileNamePart } from '../../platform/download-file';
import { conversationAsMarkdown } from './conversation-as-markdown';
import type { Turn } from '../session/turn';

/** Downloads the conversation shown as a Markdown file: each turn as "Copy answer" copies it. */
export function ExportButton({ turns }: { turns: readonly Turn[] }) {
  const save = () => {
    const day = new Date().toISOString().slice(0, 10);
    downloadFile(`ask-tabs-${day}-${fileNamePart(turns[0]?.question ?? '')}.md`, conversationAsMarkdown(turns), 'text/markdown;charset=utf-8');
  };
  return (
    <button type="button" data-testid="history-export" onClick={save}>
      {ui.t('historyExport')}
    </button>
  );
}
