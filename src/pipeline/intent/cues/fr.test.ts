import { describe, expect, it } from 'vitest';
import { classifyIntent } from '../classify-intent';

describe('French cues', () => {
  it.each([
    'Résume cette page',
    'resume cette page',
    'Résumez cet article',
    'Fais-moi un résumé',
    'De quoi parle cet article ?',
    'Quels sont les points clés ?',
    'Quelles sont les idées principales ?',
    "Donne-moi l'essentiel",
    'Explique-moi cette page',
    'Résume ces onglets',
    'Synthèse de la page, stp',
    "Qu'est-ce que dit cet article, en bref ?",
  ])('%s → whole page', (q) => {
    expect(classifyIntent(q)).toEqual({ kind: 'whole-page' });
  });
  it.each([
    ["Résume ce qu'il dit du prix", 'prix'],
    ['Quels sont les points clés sur la sécurité ?', 'sécurité'],
  ])('%s → whole page about %s', (q, topic) => {
    expect(classifyIntent(q)).toEqual({ kind: 'whole-page', topic });
  });
  it.each(['Compare ces deux téléphones', 'Quelle est la différence entre ces offres ?', 'Lequel est le meilleur ?'])('%s → comparison', (q) => {
    expect(classifyIntent(q).kind).toBe('comparison');
  });
  it.each(["Comment installer l'application ?", 'Étapes pour configurer le routeur', 'Et comment vider le cache ?', "Comment s'inscrire au cours ?"])('%s → how-to', (q) => {
    expect(classifyIntent(q).kind).toBe('how-to');
  });
  it.each(['En quelle année la société a-t-elle été fondée ?', 'Qui a écrit ce livre ?', 'Quels sont les différents types de pain ?', 'Comment fonctionne la garantie ?', 'Comment votre entreprise protège-t-elle mes données ?'])('%s → fact', (q) => {
    expect(classifyIntent(q)).toEqual({ kind: 'fact' });
  });
});
