import { describe, expect, it } from 'vitest';
import { classifyIntent } from '../classify-intent';

describe('Italian cues', () => {
  it.each([
    'Riassumi questa pagina',
    "Riassumi l'articolo",
    'Fammi un riassunto',
    'Di cosa parla questo articolo?',
    'Di che cosa tratta?',
    'Quali sono i punti chiave?',
    'Quali sono le idee principali?',
    'Spiegami questa pagina',
    'Una panoramica, per favore',
    'Riassumi queste schede',
    'In sintesi?',
  ])('%s → whole page', (q) => {
    expect(classifyIntent(q)).toEqual({ kind: 'whole-page' });
  });
  it('carries the topic of a request about one thing', () => {
    expect(classifyIntent('Riassumi cosa dice sul prezzo')).toEqual({ kind: 'whole-page', topic: 'prezzo' });
  });
  it.each(['Confronta questi due telefoni', 'Qual è la differenza tra i piani?', 'Qual è il migliore?'])('%s → comparison', (q) => {
    expect(classifyIntent(q).kind).toBe('comparison');
  });
  it.each(["Come posso installare l'app?", 'Passo dopo passo, cosa devo fare?', 'E come pulire il filtro?', 'Come sostituire la batteria?'])('%s → how-to', (q) => {
    expect(classifyIntent(q).kind).toBe('how-to');
  });
  it.each(["In che anno è stata fondata l'azienda?", 'Chi ha scritto il libro?', 'Come sono le recensioni?', 'Come funziona la garanzia?'])('%s → fact', (q) => {
    expect(classifyIntent(q)).toEqual({ kind: 'fact' });
  });
});
