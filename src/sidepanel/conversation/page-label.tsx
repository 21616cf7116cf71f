import { ui } from '../../i18n/ui-translator';

/** Where a PDF passage lies: "p. 12", or "pp. 12–13" when it runs over a page break. */
export function pageLabel(pages: readonly [number, number]): string {
  return pages[0] === pages[1] ? ui.t('pageOne', pages[0]) : ui.t('pageRange', pages[0], pages[1]);
}

export function PageLabel({ pages }: { pages?: readonly [number, number] }) {
  if (!pages) return null;
  return (
    <span class="source-page" data-testid="source-page">
      {pageLabel(pages)}
    </span>
  );
}
