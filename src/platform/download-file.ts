/**
 * Saves text as a file through the browser's downloads (an extension page's link with `download`: no
 * permission needed, in Chrome and Firefox alike). The object URL is let go once the click has started it.
 */
export function downloadFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A file name's safe part from free text (a question): letters and digits of any script, dashes between. */
export function fileNamePart(text: string, max = 40): string {
  return (
    text
      .normalize('NFC')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/gu, '')
      .slice(0, max)
      .replace(/-+$/u, '') || 'conversation'
  );
}
