import { describe, expect, it } from 'vitest';
import { classifyIntent } from '../classify-intent';

describe('German cues', () => {
  it.each([
    'Fasse diesen Artikel zusammen',
    'Fass das kurz zusammen',
    'Fassen Sie die Seite zusammen',
    'Zusammenfassung bitte',
    'Worum geht es in diesem Artikel?',
    "Worum geht's?",
    'Was sind die wichtigsten Punkte?',
    'Gib mir einen Überblick',
    'Erkläre mir diese Seite',
    'Was sind die Kernaussagen?',
    'Fasse diese Tabs zusammen',
  ])('%s → whole page', (q) => {
    expect(classifyIntent(q)).toEqual({ kind: 'whole-page' });
  });
  it('carries the topic of a request about one thing', () => {
    expect(classifyIntent('Fasse zusammen, was der Artikel über Preise sagt')).toEqual({ kind: 'whole-page', topic: 'Preise' });
  });
  it.each(['Vergleiche diese beiden Laptops', 'Was ist der Unterschied zwischen den Tarifen?', 'Welches ist besser?'])('%s → comparison', (q) => {
    expect(classifyIntent(q).kind).toBe('comparison');
  });
  it.each(['Wie kann ich die App installieren?', 'Anleitung für den Router', 'Und wie lösche ich den Cache?', 'Wie reinigt man den Filter?'])('%s → how-to', (q) => {
    expect(classifyIntent(q).kind).toBe('how-to');
  });
  it.each(['In welchem Jahr wurde die Firma gegründet?', 'Wer hat das Buch geschrieben?', 'Wie viel kostet das Fass?', 'Wie lange hält der Akku?', 'Wie schwer ist das Gerät?'])('%s → fact', (q) => {
    expect(classifyIntent(q)).toEqual({ kind: 'fact' });
  });
});
