import { describe, expect, it } from 'vitest';
import { analyseAnswer } from './analyse-answer';
import { startsWithRefusal } from './assess-support';

const sources = [{ id: 1, text: 'The battery lasts 10 hours on a charge.' }];

describe('the refusal in the question’s language', () => {
  it('is recognised in the language the prompt gave, and in English whatever the language', () => {
    const french = 'Vos onglets ne semblent pas le dire.';
    expect(startsWithRefusal('Vos onglets ne semblent pas le dire. Ils parlent de la batterie.', french)).toBe(true);
    expect(startsWithRefusal('« Vos onglets ne semblent pas le dire »', french)).toBe(true);
    expect(startsWithRefusal("Your tabs don't seem to say.", french)).toBe(true);
    expect(startsWithRefusal('La batterie dure 10 heures [1].', french)).toBe(false);
  });

  it('makes the answer unsupported, model-declined', () => {
    const ja = 'タブにはその答えが書かれていないようです。';
    const analysis = analyseAnswer(`${ja}タブはバッテリーについて述べています。`, 'バッテリーの価格は？', sources, ja);
    expect(analysis.assessment).toMatchObject({ verdict: 'unsupported', reason: 'model-declined' });
  });
});
