/**
 * Codexity part 5 `chunk_text`, line for line: whitespace words, windows of `chunkSize` words that
 * step by `chunkSize - overlap`; a text of at most `chunkSize` words is returned as it is.
 * `text.split()` in Python splits on runs of whitespace and drops empty strings.
 */
export const CHUNK_SIZE = 512;
export const CHUNK_OVERLAP = 50;

export function pythonSplit(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

export function chunkText(text: string, chunkSize = CHUNK_SIZE, overlap = CHUNK_OVERLAP): string[] {
  const words = pythonSplit(text);
  if (words.length <= chunkSize) return [text];
  const chunks: string[] = [];
  for (let start = 0; start < words.length; start += chunkSize - overlap) {
    chunks.push(words.slice(start, start + chunkSize).join(' '));
  }
  return chunks;
}
