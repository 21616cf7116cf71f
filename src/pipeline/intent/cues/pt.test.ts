import { describe, expect, it } from 'vitest';
import { classifyIntent } from '../classify-intent';

describe('Portuguese cues', () => {
  it.each([
    'Resuma esta página',
    'Resume este artigo',
    'Faça um resumo',
    'Do que se trata este artigo?',
    'Sobre o que é esta página? Do que fala?',
    'Quais são os pontos principais?',
    'Me dê os pontos-chave',
    'Explique esta página',
    'Uma visão geral, por favor',
    'Resuma estas abas',
  ])('%s → whole page', (q) => {
    expect(classifyIntent(q)).toEqual({ kind: 'whole-page' });
  });
  it('carries the topic of a request about one thing', () => {
    expect(classifyIntent('Resuma o que diz sobre o preço')).toEqual({ kind: 'whole-page', topic: 'preço' });
  });
  it.each(['Compare estes dois celulares', 'Qual é a diferença entre os planos?', 'Qual é melhor?'])('%s → comparison', (q) => {
    expect(classifyIntent(q).kind).toBe('comparison');
  });
  it.each(['Como faço para instalar o aplicativo?', 'Passo a passo para configurar o roteador', 'E como limpo o filtro?', 'Como trocar a bateria?'])('%s → how-to', (q) => {
    expect(classifyIntent(q).kind).toBe('how-to');
  });
  it.each(['Em que ano a empresa foi fundada?', 'Quem escreveu o livro?', 'Como funciona a garantia?', 'Como é a bateria?'])('%s → fact', (q) => {
    expect(classifyIntent(q)).toEqual({ kind: 'fact' });
  });
});
