import type { CatalogEntry } from './message-key';

/**
 * A catalogue entry with its substitutions, the way `browser.i18n.getMessage` does it (Chrome's
 * extension_l10n_util, Firefox's ExtensionCommon.localizeMessage): `$NAME$` becomes its
 * placeholder's content (names compared without case), then `$1`…`$9` the substitutions and `$$` a
 * dollar sign. Used for a catalogue other than the browser's (the answer's language) and by tests.
 */
export function formatMessage(entry: CatalogEntry, substitutions: readonly string[] = []): string {
  const placeholders = new Map(Object.entries(entry.placeholders ?? {}).map(([name, p]) => [name.toLowerCase(), p.content]));
  const named = entry.message.replace(/\$([\w@]+)\$/gu, (match, name: string) => placeholders.get(name.toLowerCase()) ?? match);
  return named.replace(/\$(\$|[1-9])/gu, (_, which: string) => (which === '$' ? '$' : (substitutions[Number(which) - 1] ?? '')));
}
