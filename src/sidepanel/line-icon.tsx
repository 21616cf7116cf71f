/**
 * The panel's three icons as inline SVG drawn in the text colour. They were emoji (🕘, 🗑) and a dingbat (⚙):
 * on a Linux desktop without an emoji font the history and delete buttons showed an empty box.
 *
 * Paths from Lucide 1.87.0 (`lucide-static`: history, settings, trash-2), ISC License,
 * Copyright (c) 2026 Lucide Icons and Contributors; the full notice is in `public/licenses/lucide.txt`.
 */
const PATHS = {
  history: ['M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8', 'M3 3v5h5', 'M12 7v5l4 2'],
  settings: [
    'M9.671 4.136a2.34 2.34 0 0 1 4.659 0 2.34 2.34 0 0 0 3.319 1.915 2.34 2.34 0 0 1 2.33 4.033 2.34 2.34 0 0 0 0 3.831 2.34 2.34 0 0 1-2.33 4.033 2.34 2.34 0 0 0-3.319 1.915 2.34 2.34 0 0 1-4.659 0 2.34 2.34 0 0 0-3.32-1.915 2.34 2.34 0 0 1-2.33-4.033 2.34 2.34 0 0 0 0-3.831A2.34 2.34 0 0 1 6.35 6.051a2.34 2.34 0 0 0 3.319-1.915',
    'M15 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0',
  ],
  delete: ['M10 11v6', 'M14 11v6', 'M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6', 'M3 6h18', 'M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2'],
} as const;

export type LineIconName = keyof typeof PATHS;

/** Decorative: the button around it carries the label. */
export function LineIcon({ name }: { name: LineIconName }) {
  return (
    <svg class="line-icon" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false" data-icon={name}>
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
