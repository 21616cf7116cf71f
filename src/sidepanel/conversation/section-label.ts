/** Letters and digits only, lower case: "Harrow Valley Water Supply: Annual Report" = "Harrow Valley Water Supply Annual Report". */
const bare = (s: string) => s.toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Where a title's parts meet: "Zenith Air 13 review: light and quick – Gadget Weekly". */
const PART = /:\s+|\s+[-–—|·•]\s+/u;

/** The title, and each leading part of it: a heading that is one of them only repeats the title. */
function titleForms(title: string): Set<string> {
  const forms = new Set<string>();
  let rest = title;
  let head = '';
  for (let m = PART.exec(rest); m; m = PART.exec(rest)) {
    head += rest.slice(0, m.index);
    forms.add(bare(head));
    head += m[0];
    rest = rest.slice(m.index + m[0].length);
  }
  forms.add(bare(title));
  forms.delete('');
  return forms;
}

/**
 * A passage's section as a card shows it ("Storage › Reservoirs"), without the headings that only repeat
 * the tab's title: a PDF's or an article's first heading is often its title, shown just above (review N16).
 */
export function sectionLabel(headings: readonly string[], title: string): string {
  const forms = titleForms(title);
  return headings.filter((h) => bare(h).length > 0 && !forms.has(bare(h))).join(' › ');
}
